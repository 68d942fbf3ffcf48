import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../test/app';

/** Password reset: a mailed single-use link, a new password, every other session ended. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const requestReset = (email: string) => t.call('POST', '/api/v1/auth/password-reset', { body: { email } });
const confirmReset = (token: string, password: string) =>
  t.call('POST', '/api/v1/auth/password-reset/confirm', { body: { token, password } });
const signIn = (email: string, password: string) => t.call('POST', '/api/v1/auth/sign-in', { body: { email, password } });

async function resetToken(email: string): Promise<string> {
  await expect.poll(async () => (await t.mailsTo(email)).some((mail) => mail.text.includes('#reset='))).toBe(true);
  return t.linkToken(email, 'reset');
}

describe('password reset', () => {
  it('mails a 24-hour link; the new password signs in, the old one no longer does, and other sessions end', async () => {
    const m = await t.member(uniqueEmail(), 'old-password');
    const asked = await requestReset(m.email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(
      'If an account exists for that email, we have sent a link to reset the password. It expires in 24 hours.',
    );
    const token = await resetToken(m.email);
    const mail = (await t.mailsTo(m.email)).find((item) => item.text.includes('#reset='))!;
    expect(mail.subject).toBe('Reset your Studio 18 password');
    expect(mail.text).toContain('http://studio18.test/pricing#reset=');

    const done = await confirmReset(token, 'new-password');
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ id: m.id, email: m.email, role: 'member' });
    expect(done.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await signIn(m.email, 'old-password')).status).toBe(401);
    expect((await signIn(m.email, 'new-password')).status).toBe(200);
    expect((await t.call('POST', '/api/v1/auth/refresh', { cookie: m.refreshCookie })).status).toBe(401);
    expect((await t.call('POST', '/api/v1/auth/refresh', { cookie: done.refreshCookie })).status).toBe(200);
  });

  it('works once, and an older link dies when a newer one is used', async () => {
    const m = await t.member();
    await requestReset(m.email);
    const older = await resetToken(m.email);
    await requestReset(m.email);
    await expect.poll(async () => (await t.mailsTo(m.email)).filter((mail) => mail.text.includes('#reset=')).length).toBe(2);
    const newer = await t.linkToken(m.email, 'reset');
    expect(newer).not.toBe(older);
    expect((await confirmReset(newer, 'another-password')).status).toBe(200);
    for (const token of [newer, older]) {
      const again = await confirmReset(token, 'yet-another');
      expect(again.status).toBe(400);
      expect(again.body.error.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    }
    expect((await signIn(m.email, 'another-password')).status).toBe(200);
  });

  it('refuses an expired link, a made-up one, and a too-short password, changing nothing', async () => {
    const m = await t.member(uniqueEmail(), 'kept-password');
    await requestReset(m.email);
    const token = await resetToken(m.email);
    const short = await confirmReset(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Password must be at least 6 characters long');

    await sql`update auth.email_tokens set expires_at = now() - interval '1 second' where user_id = ${m.id}`.execute(t.db.owner);
    const expired = await confirmReset(token, 'new-password');
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    expect((await confirmReset('B'.repeat(43), 'new-password')).status).toBe(400);
    expect((await signIn(m.email, 'kept-password')).status).toBe(200);
  });

  it('lets the page check a link before asking for the new password, without using it up', async () => {
    const m = await t.member();
    await requestReset(m.email);
    const token = await resetToken(m.email);
    const check = (value: string) => t.call('POST', '/api/v1/auth/password-reset/check', { body: { token: value } });
    expect(await check(token)).toMatchObject({ status: 200, body: { valid: true } });
    expect((await check(token)).status).toBe(200);
    expect((await confirmReset(token, 'fresh-password')).status).toBe(200);
    const used = await check(token);
    expect(used.status).toBe(400);
    expect(used.body.error.message).toBe('This password reset link is invalid or has expired. Please request a new one.');

    await requestReset(m.email);
    await expect.poll(async () => (await t.mailsTo(m.email)).filter((mail) => mail.text.includes('#reset=')).length).toBe(2);
    const later = await t.linkToken(m.email, 'reset');
    await sql`update auth.email_tokens set expires_at = now() - interval '1 second' where user_id = ${m.id}`.execute(t.db.owner);
    expect((await check(later)).status).toBe(400);
    expect((await check('not-a-token')).status).toBe(400);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await requestReset(nobody);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: 'If an account exists for that email, we have sent a link to reset the password. It expires in 24 hours.',
    });
    expect(await t.mailsTo(nobody)).toEqual([]);
  });

  it('confirms the e-mail of an account that never clicked its confirmation link', async () => {
    const email = uniqueEmail();
    await t.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'first-password', adult: true } });
    expect((await signIn(email, 'first-password')).status).toBe(403);
    await requestReset(email);
    expect((await confirmReset(await resetToken(email), 'second-password')).status).toBe(200);
    expect((await signIn(email, 'second-password')).status).toBe(200);
  });
});
