import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { createTestApp, type TestApp, uniqueEmail } from '../test/app';
import { ensureAdmin } from './admin-account';

/** The administrator: created or promoted by the operator, told of every sign-up by mail. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string) => t.call('POST', '/api/v1/auth/sign-in', { body: { email, password } });

describe('ensureAdmin (ADMIN_EMAIL / ADMIN_PASSWORD at start, npm run create-admin)', () => {
  it('creates a confirmed admin whose token says admin', async () => {
    const email = uniqueEmail('admin');
    expect(await ensureAdmin(t.db.owner, { email, password: 'admin-password' })).toBe('created');
    const session = await signIn(email, 'admin-password');
    expect(session.status).toBe(200);
    expect(session.body.user.role).toBe('admin');
    expect((await t.call('GET', '/api/v1/admin/users', { token: session.body.accessToken })).status).toBe(200);
  });

  it('promotes an existing member, keeping the password unless asked to set it', async () => {
    const m = await t.member(uniqueEmail(), 'member-password');
    expect(await ensureAdmin(t.db.owner, { email: m.email.toUpperCase(), password: 'ignored-password' })).toBe('promoted');
    expect((await signIn(m.email, 'member-password')).body.user.role).toBe('admin');
    expect(await ensureAdmin(t.db.owner, { email: m.email, password: 'chosen-password' }, { setPassword: true })).toBe('already admin');
    expect((await signIn(m.email, 'member-password')).status).toBe(401);
    expect((await signIn(m.email, 'chosen-password')).status).toBe(200);
  });
});

describe('admin notification of a sign-up', () => {
  it('mails every admin the type, the new user e-mail and id, and a timestamp', async () => {
    const admin = uniqueEmail('admin');
    await ensureAdmin(t.db.owner, { email: admin, password: 'admin-password' });
    const email = uniqueEmail();
    await t.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret12', adult: true } });
    await expect.poll(async () => (await t.mailsTo(admin)).length).toBe(1);
    const [mail] = await t.mailsTo(admin);
    const { rows } = await sql<{ id: string }>`select id from auth.users where email = ${email}`.execute(t.db.owner);
    expect(mail!.subject).toBe(`New user signed up: ${email}`);
    expect(mail!.text).toContain('Type: new_signup');
    expect(mail!.text).toContain(`User id: ${rows[0]!.id}`);
    expect(mail!.text).toMatch(/Timestamp: \d{4}-\d{2}-\d{2}T/);
  });

  describe('when mail fails', () => {
    let failing: TestApp;
    let adminEmail: string;
    const failFor = new Set<string>();
    beforeAll(async () => {
      failing = await createTestApp(
        {},
        {
          wrapMailer: (mailer): Mailer => ({
            ...mailer,
            async send(message) {
              if (failFor.has(message.to) || message.subject.startsWith('New user')) throw new Error('SMTP is down');
              return mailer.send(message);
            },
          }),
        },
      );
      adminEmail = uniqueEmail('admin');
      await ensureAdmin(failing.db.owner, { email: adminEmail, password: 'admin-password' });
    });
    afterAll(async () => {
      await failing?.close();
    });

    it('a failed admin notification is only logged: the sign-up succeeds', async () => {
      const email = uniqueEmail();
      const res = await failing.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret12', adult: true } });
      expect(res.status).toBe(201);
      expect(await failing.mailsTo(email)).toHaveLength(1);
    });

    it('a confirmation mail that cannot be sent answers 503 and keeps no account, so the user can try again', async () => {
      const email = uniqueEmail();
      failFor.add(email);
      const res = await failing.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret12', adult: true } });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe('We could not send the confirmation email. Please try again in a few minutes.');
      const { rows } =
        await sql`select 1 from auth.users where email = ${email} union all select 1 from user_profiles where email = ${email}`.execute(
          failing.db.owner,
        );
      expect(rows).toHaveLength(0);
      failFor.delete(email);
      expect((await failing.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret12', adult: true } })).status).toBe(201);
    });
  });
});
