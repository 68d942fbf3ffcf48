import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { createTestApp, randomIp, type TestApp, uniqueEmail } from '../test/app';

/**
 * The limits live in Postgres: two app instances on one database (as two server processes would be)
 * share them. Time is moved in SQL (window starts and blocks set into the past), never slept through.
 */

const env = {
  SIGNUP_RATE_LIMIT: '3',
  // Windows end in SQL (endWindows), so a slow run never sees one end by itself.
  SIGNUP_RATE_WINDOW_SECONDS: '3600',
  SIGNIN_FREE_ATTEMPTS_PER_EMAIL: '2',
  SIGNIN_FREE_ATTEMPTS_PER_IP: '4',
  MAIL_RATE_LIMIT: '2',
  MAIL_IP_RATE_LIMIT: '5',
};
let first: TestApp;
let second: TestApp;
/** Every mail either app handed to its mailer, recorded when the send starts (before the answer). */
const handedToMailer: string[] = [];
const recordMails = (mailer: Mailer): Mailer => ({
  ...mailer,
  send: (message) => {
    handedToMailer.push(`${message.to} ${message.subject}`);
    return mailer.send(message);
  },
});

beforeAll(async () => {
  first = await createTestApp(env, { wrapMailer: recordMails });
  second = await createTestApp(env, { shareDatabaseOf: first, wrapMailer: recordMails });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** The end of every fixed window (sign-ups, mails) for this key, as if its window had passed. */
async function endWindows(key: string) {
  await sql`update auth.rate_limits set window_started_at = window_started_at - interval '1 hour' where key = ${key}`.execute(
    first.db.owner,
  );
}

/** Lifts every sign-in block now, keeping the failure counts, as if the wait had passed. */
async function endSignInBlocks() {
  await sql`update auth.sign_in_failures set blocked_until = now() where blocked_until > now()`.execute(first.db.owner);
}

const signUp = (app: TestApp, ip: string, email = uniqueEmail()) =>
  app.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret12', adult: true }, ip });
const signIn = (email: string, password: string, ip: string, app = first) =>
  app.call('POST', '/api/v1/auth/sign-in', { body: { email, password }, ip });

describe('sign-ups per IP', () => {
  it('allow SIGNUP_RATE_LIMIT per window across processes, then answer 429 with the user-facing message, and reset after the window', async () => {
    const ip = randomIp();
    expect((await signUp(first, ip)).status).toBe(201);
    expect((await signUp(second, ip)).status).toBe(201);
    expect((await signUp(first, ip)).status).toBe(201);

    const email = uniqueEmail();
    const limited = await signUp(second, ip, email);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many signup attempts. Please wait a minute before trying again.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await first.mailsTo(email)).toEqual([]);

    // Another address is not held back.
    expect((await signUp(first, randomIp())).status).toBe(201);

    await endWindows(ip);
    expect((await signUp(second, ip, email)).status).toBe(201);
  });
});

describe('sign-in attempts', () => {
  it('per e-mail: past the free attempts each failure blocks for longer, even the right password waits', async () => {
    const m = await first.member(uniqueEmail(), 'right-password');
    const ip = () => randomIp();
    expect((await signIn(m.email, 'wrong', ip())).status).toBe(401);
    expect((await signIn(m.email, 'wrong', ip())).status).toBe(401);
    // The third failure is past the two free ones: blocked for 1 second.
    expect((await signIn(m.email, 'wrong', ip())).status).toBe(401);
    const blocked = await signIn(m.email, 'right-password', ip(), second);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe('Too many sign-in attempts. Please wait 1 second before trying again.');
    expect(blocked.headers.get('retry-after')).toBe('1');

    await endSignInBlocks();
    // The fourth failure doubles the wait.
    expect((await signIn(m.email, 'wrong', ip())).status).toBe(401);
    const longer = await signIn(m.email, 'right-password', ip());
    expect(longer.status).toBe(429);
    expect(longer.body.error.message).toBe('Too many sign-in attempts. Please wait 2 seconds before trying again.');

    await endSignInBlocks();
    expect((await signIn(m.email, 'right-password', ip())).status).toBe(200);
    // A success forgets the failures: the next mistake is free again.
    expect((await signIn(m.email, 'wrong', ip())).status).toBe(401);
    expect((await signIn(m.email, 'right-password', ip())).status).toBe(200);
  });

  it('per IP: many addresses tried from one IP block that IP, not others', async () => {
    const m = await first.member();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await signIn(uniqueEmail('guess'), 'wrong', ip)).status).toBe(401);
    const blocked = await signIn(m.email, m.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds? before trying again\.$/);
    expect((await signIn(m.email, m.password, randomIp())).status).toBe(200);
  });

  it('block an unknown address exactly like a known one', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'wrong', randomIp())).status).toBe(401);
    expect((await signIn(email, 'wrong', randomIp())).status).toBe(429);
  });
});

describe('mails per address', () => {
  it('send at most MAIL_RATE_LIMIT reset mails per window, answering the same every time', async () => {
    const m = await first.member();
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await (i % 2 ? second : first).call('POST', '/api/v1/auth/password-reset', { body: { email: m.email }, ip: randomIp() }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body.message))).toEqual(
      new Set(['If an account exists for that email, we have sent a link to reset the password. It expires in 24 hours.']),
    );
    // The sign-up's confirmation mail counts too: one confirmation + one reset reach the limit of 2.
    expect(handedToMailer.filter((mail) => mail === `${m.email} Reset your Studio 18 password`)).toHaveLength(1);
  });

  it('from one IP at most MAIL_IP_RATE_LIMIT requests, then 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await first.call('POST', '/api/v1/auth/password-reset', { body: { email: uniqueEmail() }, ip })).status).toBe(202);
    }
    const limited = await first.call('POST', '/api/v1/auth/resend-confirmation', { body: { email: uniqueEmail() }, ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Too many requests. Please wait a minute before trying again.');
  });
});

describe('sign-in attempts arriving at the same moment (default limits: 5 free per e-mail, 20 per IP)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Blocks that outlast the burst however slowly a busy machine serves it: the count is the point here.
    app = await createTestApp({ SIGNIN_FIRST_BLOCK_SECONDS: '600' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const burst = (requests: Array<{ email: string; password: string; ip: string }>) =>
    Promise.all(
      requests.map((body) =>
        app.call('POST', '/api/v1/auth/sign-in', { body: { email: body.email, password: body.password }, ip: body.ip }),
      ),
    );
  const checked = (statuses: number[]) => statuses.filter((status) => status === 401 || status === 200).length;

  it('30 wrong passwords for one e-mail from 30 addresses: at most 6 are checked, the rest wait with 429', async () => {
    const m = await app.member();
    const answers = await burst(Array.from({ length: 30 }, () => ({ email: m.email, password: 'wrong-password', ip: randomIp() })));
    const statuses = answers.map((answer) => answer.status);
    expect(checked(statuses)).toBeGreaterThanOrEqual(1);
    expect(checked(statuses)).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked(statuses));
    for (const answer of answers.filter((item) => item.status === 429)) {
      expect(answer.body.error.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds? before trying again\.$/);
    }
  });

  it('40 sign-ins for 40 e-mails from one address: at most 21 are checked', async () => {
    const ip = randomIp();
    const answers = await burst(Array.from({ length: 40 }, () => ({ email: uniqueEmail('guess'), password: 'wrong-password', ip })));
    const statuses = answers.map((answer) => answer.status);
    expect(checked(statuses)).toBeLessThanOrEqual(21);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked(statuses));
    // SIGNIN_FIRST_BLOCK_SECONDS sets the first block (600 s here instead of 1).
    expect(Number(answers.find((answer) => answer.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(590);
  });

  it('the right password sent 30th in a burst of guesses is checked only if it is one of the 6 checks a sequence would get', async () => {
    const m = await app.member();
    const requests = Array.from({ length: 29 }, () => ({ email: m.email, password: 'wrong-password', ip: randomIp() }));
    requests.push({ email: m.email, password: m.password, ip: randomIp() });
    const statuses = (await burst(requests)).map((answer) => answer.status);
    expect(checked(statuses)).toBeLessThanOrEqual(6);
    // Signed in only when it happened to be one of those checks, as it would in a sequence of six.
    expect([200, 429]).toContain(statuses[29]);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
  });

  it('a right password gives its reservation back: the IP is not charged for it', async () => {
    const m = await app.member();
    const ip = randomIp();
    for (let i = 0; i < 25; i++) {
      expect((await app.call('POST', '/api/v1/auth/sign-in', { body: { email: m.email, password: m.password }, ip })).status).toBe(200);
    }
  });
});
