import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../contract/messages';
import { createTestApp, randomIp, type TestApp, uniqueEmail } from '../test/app';

/**
 * The limits live in Postgres: two app instances on one database (as two server processes would be)
 * share them. Windows are shortened through the settings so the reset can be watched.
 */

const env = {
  SIGNUP_RATE_LIMIT: '3',
  SIGNUP_RATE_WINDOW_SECONDS: '2',
  SIGNIN_FREE_ATTEMPTS_PER_EMAIL: '2',
  SIGNIN_FREE_ATTEMPTS_PER_IP: '4',
  MAIL_RATE_LIMIT: '2',
  MAIL_IP_RATE_LIMIT: '5',
};
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp(env);
  second = await createTestApp(env, { shareDatabaseOf: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const signUp = (app: TestApp, ip: string, email = uniqueEmail()) =>
  app.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret12', adult: true }, ip });
const signIn = (email: string, password: string, ip: string, app = first) =>
  app.call('POST', '/api/v1/auth/sign-in', { body: { email, password }, ip });

describe('sign-ups per IP', () => {
  it('allow SIGNUP_RATE_LIMIT per window across processes, then answer 429 with the spec message, and reset after the window', async () => {
    const ip = randomIp();
    expect((await signUp(first, ip)).status).toBe(201);
    expect((await signUp(second, ip)).status).toBe(201);
    expect((await signUp(first, ip)).status).toBe(201);

    const email = uniqueEmail();
    const limited = await signUp(second, ip, email);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'rate_limited', message: authMessages.signUpRateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await first.mailsTo(email)).toEqual([]);

    // Another address is not held back.
    expect((await signUp(first, randomIp())).status).toBe(201);

    await sleep(2100);
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
    expect(blocked.body.error.message).toBe(authMessages.signInRateLimited(1));
    expect(blocked.headers.get('retry-after')).toBe('1');

    await sleep(1100);
    // The fourth failure doubles the wait.
    expect((await signIn(m.email, 'wrong', ip())).status).toBe(401);
    const longer = await signIn(m.email, 'right-password', ip());
    expect(longer.status).toBe(429);
    expect(longer.body.error.message).toBe(authMessages.signInRateLimited(2));

    await sleep(2100);
    expect((await signIn(m.email, 'right-password', ip())).status).toBe(200);
    // A success forgets the failures: the next mistake is free again.
    expect((await signIn(m.email, 'wrong', ip())).status).toBe(401);
    expect((await signIn(m.email, 'right-password', ip())).status).toBe(200);
  }, 20_000);

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
      answers.push(await (i % 2 ? second : first).call('POST', '/api/v1/auth/password-reset', { body: { email: m.email }, ip: randomIp() }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body.message))).toEqual(new Set([authMessages.resetRequested]));
    await sleep(300);
    // The sign-up's confirmation mail counts too: one confirmation + one reset reach the limit of 2.
    const resets = (await first.mailsTo(m.email)).filter((mail) => mail.subject === 'Reset your Studio 18 password');
    expect(resets).toHaveLength(1);
  });

  it('from one IP at most MAIL_IP_RATE_LIMIT requests, then 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await first.call('POST', '/api/v1/auth/password-reset', { body: { email: uniqueEmail() }, ip })).status).toBe(202);
    }
    const limited = await first.call('POST', '/api/v1/auth/resend-confirmation', { body: { email: uniqueEmail() }, ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(authMessages.tooManyRequests);
  });
});
