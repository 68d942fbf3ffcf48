import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../test/app';

/** Sign-up, the confirmation mail and link, sign-in, and every message the user is shown on the way. */

let t: TestApp;
beforeAll(async () => {
  // The production cost of password hashes, which the first test checks (other files make theirs cheaper).
  t = await createTestApp({ PASSWORD_HASH_COST: '15' });
});
afterAll(async () => {
  await t?.close();
});

const signUp = (body: unknown, ip?: string) => t.call('POST', '/api/v1/auth/sign-up', { body, ip });
const signIn = (email: string, password: string, ip?: string) => t.call('POST', '/api/v1/auth/sign-in', { body: { email, password }, ip });

async function countUsers(email: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from auth.users where lower(email) = lower(${email})`.execute(
    t.db.owner,
  );
  return rows[0]!.n;
}

describe('sign-up', () => {
  it('creates the account, records the 18+ confirmation, mails a 24-hour link and answers the confirm-your-email message', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email, password: 'secret1', adult: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 'confirmation_sent',
      message:
        'Account created! Please check your email inbox (and spam folder) for a confirmation link. You must verify your email before signing in.',
      note: 'The confirmation link expires in 24 hours.',
    });
    expect(res.refreshCookie).toBeUndefined();

    const { rows } = await sql<{ adult: boolean; confirmed: boolean; hash: string; tokens: number; is_admin: boolean; hours: number }>`
      select u.adult_confirmed_at is not null as adult, u.email_confirmed_at is not null as confirmed, u.password_hash as hash,
             p.tokens, p.is_admin,
             round(extract(epoch from (t.expires_at - t.created_at)) / 3600)::int as hours
      from auth.users u join user_profiles p on p.id = u.id join auth.email_tokens t on t.user_id = u.id
      where u.email = ${email}`.execute(t.db.owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adult: true, confirmed: false, tokens: 0, is_admin: false, hours: 24 });
    expect(rows[0]!.hash).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$/);
    expect(rows[0]!.hash).not.toContain('secret1');

    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('Confirm your email for Studio 18');
    expect(mail?.text).toContain('http://studio18.test/apps#confirm=');
    expect(mail?.text).toContain('expires in 24 hours');
  });

  it('stores the link token hashed, never as mailed', async () => {
    const email = uniqueEmail();
    await signUp({ email, password: 'secret1', adult: true });
    const token = await t.linkToken(email, 'confirm');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from auth.email_tokens where token_hash = convert_to(${token}, 'UTF8')
         or encode(token_hash, 'escape') like ${'%' + token + '%'}`.execute(t.db.owner);
    expect(rows[0]!.n).toBe(0);
  });

  it.each([
    [
      'an invalid e-mail',
      { email: 'not-an-email', password: 'secret1', adult: true },
      'Please enter a valid email address. Some email providers may not be supported.',
    ],
    [
      'an e-mail longer than 254 characters',
      { email: `${'a'.repeat(250)}@example.com`, password: 'secret1', adult: true },
      'Please enter a valid email address. Some email providers may not be supported.',
    ],
    ['a missing e-mail', { password: 'secret1', adult: true }, 'Please enter your email address'],
    ['a 5-character password', { email: uniqueEmail(), password: '12345', adult: true }, 'Password must be at least 6 characters long'],
    [
      'a 129-character password',
      { email: uniqueEmail(), password: 'x'.repeat(129), adult: true },
      'Password must be at most 128 characters long',
    ],
    [
      'the 18+ box unticked',
      { email: uniqueEmail(), password: 'secret1', adult: false },
      'You must confirm that you are 18 or older to create an account',
    ],
    [
      'the 18+ box missing',
      { email: uniqueEmail(), password: 'secret1' },
      'You must confirm that you are 18 or older to create an account',
    ],
  ])('refuses %s with 400 and the message, creating nothing', async (_name, body, message) => {
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    if (typeof (body as { email?: unknown }).email === 'string') expect(await countUsers((body as { email: string }).email)).toBe(0);
  });

  it('accepts passwords of exactly 6 and exactly 128 characters', async () => {
    expect((await signUp({ email: uniqueEmail(), password: '123456', adult: true })).status).toBe(201);
    expect((await signUp({ email: uniqueEmail(), password: 'p'.repeat(128), adult: true })).status).toBe(201);
  });

  it('refuses an address already registered, in any letter case, with 409 and the message', async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, password: 'secret1', adult: true })).status).toBe(201);
    const again = await signUp({ email: email.toUpperCase(), password: 'other-password', adult: true });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This email is already registered. Try signing in instead.');
    expect(await countUsers(email)).toBe(1);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${t.url}/api/v1/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(400);
  });
});

describe('e-mail confirmation', () => {
  it('refuses sign-in before confirming with the user-facing message, and after the link signs in on /apps', async () => {
    const email = uniqueEmail();
    await signUp({ email, password: 'secret12', adult: true });

    const early = await signIn(email, 'secret12');
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({
      code: 'email_not_verified',
      message: 'Email not verified. Please check your email inbox (and spam folder) and click the confirmation link before signing in.',
    });
    expect(early.refreshCookie).toBeUndefined();

    const confirm = await t.call('POST', '/api/v1/auth/confirm', { body: { token: await t.linkToken(email, 'confirm') } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.user).toMatchObject({ email, role: 'member' });
    expect(confirm.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.call('GET', '/api/v1/auth/me', { token: confirm.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, role: 'member', tokens: expect.any(Number) });

    const later = await signIn(email, 'secret12');
    expect(later.status).toBe(200);
    expect(later.body.user.email).toBe(email);
  });

  it('works once: the same link again is refused with the message', async () => {
    const email = uniqueEmail();
    await signUp({ email, password: 'secret12', adult: true });
    const token = await t.linkToken(email, 'confirm');
    expect((await t.call('POST', '/api/v1/auth/confirm', { body: { token } })).status).toBe(200);
    const again = await t.call('POST', '/api/v1/auth/confirm', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('This confirmation link is invalid or has expired. Sign in to get a new one.');
  });

  it('refuses a link older than 24 hours and a made-up one', async () => {
    const email = uniqueEmail();
    await signUp({ email, password: 'secret12', adult: true });
    await sql`update auth.email_tokens set expires_at = now() - interval '1 second'
              where user_id = (select id from auth.users where email = ${email})`.execute(t.db.owner);
    const expired = await t.call('POST', '/api/v1/auth/confirm', { body: { token: await t.linkToken(email, 'confirm') } });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe('This confirmation link is invalid or has expired. Sign in to get a new one.');
    const madeUp = await t.call('POST', '/api/v1/auth/confirm', { body: { token: 'A'.repeat(43) } });
    expect(madeUp.status).toBe(400);
    const malformed = await t.call('POST', '/api/v1/auth/confirm', { body: { token: 'short' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('This confirmation link is invalid or has expired. Sign in to get a new one.');
    expect((await signIn(email, 'secret12')).status).toBe(403);
  });

  it('mails a new link on request to an unconfirmed account, and the same answer for any other address', async () => {
    const email = uniqueEmail();
    await signUp({ email, password: 'secret12', adult: true });
    const resend = await t.call('POST', '/api/v1/auth/resend-confirmation', { body: { email } });
    expect(resend.status).toBe(202);
    expect(resend.body.message).toBe(
      'If that account is waiting for confirmation, a new link is on its way. Please check your email inbox (and spam folder).',
    );
    await expect.poll(async () => (await t.mailsTo(email)).length).toBe(2);

    const nobody = uniqueEmail('nobody');
    const unknown = await t.call('POST', '/api/v1/auth/resend-confirmation', { body: { email: nobody } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(resend.body);
    expect(await t.mailsTo(nobody)).toEqual([]);
  });
});

describe('sign-in', () => {
  it('answers the same 401 and message for a wrong password and an unknown e-mail', async () => {
    const m = await t.member();
    const wrong = await signIn(m.email, 'wrong-password');
    const unknown = await signIn(uniqueEmail('nobody'), 'wrong-password');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({
        code: 'unauthorized',
        message: 'Invalid email or password. Please check your credentials and try again.',
      });
      expect(res.refreshCookie).toBeUndefined();
    }
  });

  it('does the same work for an unknown e-mail as for a wrong password (no enumeration by timing)', async () => {
    const m = await t.member();
    const time = async (email: string) => {
      const started = performance.now();
      await signIn(email, 'wrong-password');
      return performance.now() - started;
    };
    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 4; i++) {
      samples.known.push(await time(m.email));
      samples.unknown.push(await time(uniqueEmail('nobody')));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both pay for one scrypt (~0.2 s); without the decoy hash the unknown address would answer in ~5 ms.
    expect(median(samples.unknown)).toBeGreaterThan(median(samples.known) * 0.5);
  });

  it('accepts the e-mail in any letter case and refuses the password in another case', async () => {
    const m = await t.member(uniqueEmail(), 'CaseSensitive');
    expect((await signIn(m.email.toUpperCase(), 'CaseSensitive')).status).toBe(200);
    expect((await signIn(m.email, 'casesensitive')).status).toBe(401);
  });

  it('refuses an empty password and an invalid e-mail with 400', async () => {
    const empty = await signIn(uniqueEmail(), '');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter your password');
    const invalid = await signIn('nope', 'secret12');
    expect(invalid.body.error.message).toBe('Please enter a valid email address. Some email providers may not be supported.');
  });
});

describe('sign-up without e-mail confirmation (AUTH_EMAIL_CONFIRMATION=off)', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ AUTH_EMAIL_CONFIRMATION: 'off' });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('signs the new member in at once with the signed-in message', async () => {
    const email = uniqueEmail();
    const res = await open.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret1', adult: true } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'signed_in',
      message: 'Account created successfully! You are now signed in.',
      user: { email, role: 'member' },
    });
    expect(res.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await open.call('GET', '/api/v1/auth/me', { token: res.body.accessToken })).status).toBe(200);
    expect(await open.mailsTo(email)).toEqual([]);
  });
});
