import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { signAccessToken, tokenKeys } from './jwt';

/**
 * Nobody sees or changes another member's data, the admin role cannot be claimed from the client, and
 * sessions end when they must: proved over real HTTP and again in SQL as the database roles.
 */

let t: TestApp;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.member(), t.member()]);
});
afterAll(async () => {
  await t?.close();
});

const me = (token: string) => t.call('GET', '/api/v1/auth/me', { token });
const refresh = (cookie: string, headers?: Record<string, string>) => t.call('POST', '/api/v1/auth/refresh', { cookie, headers });

async function setAdmin(member: Member, isAdmin: boolean) {
  await sql`update user_profiles set is_admin = ${isAdmin} where id = ${member.id}`.execute(t.db.owner);
}

describe("a member's token reaches only that member's data", () => {
  const routes = ['/api/v1/auth/me', '/api/v1/admin/users', `/api/v1/admin/users?q=${encodeURIComponent('example.com')}`];

  it.each(routes)("GET %s with Alice's token never shows Bob", async (route) => {
    const res = await t.call('GET', route, { token: alice.accessToken });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain(bob.email);
  });

  it("/auth/me answers the bearer's own profile", async () => {
    const res = await me(alice.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: alice.id, email: alice.email, role: 'member', tokens: expect.any(Number) });
  });

  it("a token signed for Bob's id with another key does not open Bob's profile", async () => {
    const forged = await signAccessToken(tokenKeys('attacker-key-0123456789abcdef0123'), { sub: bob.id, role: 'member' });
    expect((await me(forged)).status).toBe(401);
  });
});

// Forged, expired and otherwise refused tokens are tried on every route by the one security list (api/security.test.ts).

describe('the admin role', () => {
  it('a member on an admin route gets 403 with the user-facing message; no token gets 401', async () => {
    const member = await t.call('GET', '/api/v1/admin/users', { token: alice.accessToken });
    expect(member.status).toBe(403);
    expect(member.body.error).toMatchObject({
      code: 'forbidden',
      message: 'Admin access required. Please sign in with admin credentials.',
    });
    const anon = await t.call('GET', '/api/v1/admin/users');
    expect(anon.status).toBe(401);
  });

  it('comes from is_admin in the database when a token is issued, and goes with it', async () => {
    const carol = await t.member();
    await setAdmin(carol, true);
    const promoted = await refresh(carol.refreshCookie);
    expect(promoted.body.user.role).toBe('admin');
    const users = await t.call('GET', '/api/v1/admin/users', { token: promoted.body.accessToken });
    expect(users.status).toBe(200);
    expect(users.body.users.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining([alice.email, bob.email, carol.email]),
    );
    const found = await t.call('GET', `/api/v1/admin/users?q=${encodeURIComponent(bob.email.toUpperCase())}`, {
      token: promoted.body.accessToken,
    });
    expect(found.body.users).toEqual([expect.objectContaining({ id: bob.id, email: bob.email, isAdmin: false })]);

    await setAdmin(carol, false);
    const demoted = await refresh(promoted.refreshCookie!);
    expect(demoted.body.user.role).toBe('member');
    expect((await t.call('GET', '/api/v1/admin/users', { token: demoted.body.accessToken })).status).toBe(403);
  });

  it('cannot be asked for at sign-up', async () => {
    const res = await t.call('POST', '/api/v1/auth/sign-up', {
      body: { email: 'sneaky@example.com', password: 'secret12', adult: true, role: 'admin', is_admin: true },
    });
    expect(res.status).toBe(201);
    const { rows } = await sql<{ is_admin: boolean }>`select is_admin from user_profiles where email = 'sneaky@example.com'`.execute(
      t.db.owner,
    );
    expect(rows).toEqual([{ is_admin: false }]);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, in an httpOnly SameSite=Strict cookie scoped to the auth routes', async () => {
    const m = await t.member();
    const first = await refresh(m.refreshCookie);
    expect(first.status).toBe(200);
    expect(first.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.refreshCookie).not.toBe(m.refreshCookie);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('studio18_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect((await me(first.body.accessToken)).status).toBe(200);
  });

  it('are stored only as hashes', async () => {
    const m = await t.member();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from auth.refresh_tokens where encode(token_hash, 'escape') like ${'%' + m.refreshCookie + '%'}`.execute(
      t.db.owner,
    );
    expect(rows[0]!.n).toBe(0);
  });

  /** Moves the rotation of every used refresh token of this member `seconds` into the past. */
  async function ageRotations(member: Member, seconds: number) {
    await sql`update auth.refresh_tokens set used_at = used_at - make_interval(secs => ${seconds})
              where used_at is not null and session_id in (select id from auth.sessions where user_id = ${member.id})`.execute(t.db.owner);
  }

  it('presented again more than 10 seconds after their rotation revoke the whole family: the newer token stops working too', async () => {
    const m = await t.member();
    const rotated = await refresh(m.refreshCookie);
    expect(rotated.status).toBe(200);
    await ageRotations(m, 11);

    const replay = await refresh(m.refreshCookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toBe('Your session has expired. Please sign in again.');
    expect(replay.refreshCookie).toBe('');

    const newer = await refresh(rotated.refreshCookie!);
    expect(newer.status).toBe(401);
    // Another session of the same member is not touched.
    const other = await t.call('POST', '/api/v1/auth/sign-in', { body: { email: m.email, password: m.password } });
    expect((await refresh(other.refreshCookie!)).status).toBe(200);
  });

  it('presented again within 10 seconds of their rotation (two tabs) continue the same session', async () => {
    const m = await t.member();
    const rotated = await refresh(m.refreshCookie);
    await ageRotations(m, 9);
    const late = await refresh(m.refreshCookie);
    expect(late.status).toBe(200);
    expect(late.body.user.id).toBe(m.id);
    expect(late.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(late.body.accessToken)).status).toBe(200);
    // Both branches belong to the one session, and both keep working.
    const { rows } = await sql<{ sessions: number }>`
      select count(distinct session_id)::int as sessions from auth.refresh_tokens
      where session_id in (select id from auth.sessions where user_id = ${m.id})`.execute(t.db.owner);
    expect(rows[0]!.sessions).toBe(1);
    expect((await refresh(rotated.refreshCookie!)).status).toBe(200);
    expect((await refresh(late.refreshCookie!)).status).toBe(200);
  });

  it('10 concurrent refreshes of one token (two tabs waking up) all answer 200 with a working session', async () => {
    const m = await t.member();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(m.refreshCookie)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) {
      expect(answer.body.user.id).toBe(m.id);
      expect((await me(answer.body.accessToken)).status).toBe(200);
    }
    expect((await refresh(answers[9]!.refreshCookie!)).status).toBe(200);
  });

  it('end with sign-out: the cookie is cleared and the family revoked', async () => {
    const m = await t.member();
    const out = await t.call('POST', '/api/v1/auth/sign-out', { cookie: m.refreshCookie });
    expect(out.status).toBe(204);
    expect(out.refreshCookie).toBe('');
    expect((await refresh(m.refreshCookie)).status).toBe(401);
  });

  it('expire after their time', async () => {
    const m = await t.member();
    await sql`update auth.refresh_tokens set expires_at = now() - interval '1 second'
              where session_id in (select id from auth.sessions where user_id = ${m.id})`.execute(t.db.owner);
    expect((await refresh(m.refreshCookie)).status).toBe(401);
  });

  it('are refused without a cookie, with an unknown one, and from another site', async () => {
    expect((await t.call('POST', '/api/v1/auth/refresh')).status).toBe(401);
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    const m = await t.member();
    const crossSite = await refresh(m.refreshCookie, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.message).toBe('Cross-site requests are not allowed.');
    // Refused before use: the same cookie still works from our own origin.
    expect((await refresh(m.refreshCookie, { origin: 'http://studio18.test' })).status).toBe(200);
  });
});

describe('the database refuses what the routes refuse (SQL as the request roles, forged claims)', () => {
  async function asRole<T>(role: string, claims: object, query: string): Promise<T[]> {
    return t.db.api.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute(trx);
      const { rows } = await sql.raw<T>(query).execute(trx);
      return rows;
    });
  }
  const memberClaims = () => ({ sub: alice.id, role: 'member', email: alice.email });

  it('a member reads only its own profile row, and nothing with claims naming nobody', async () => {
    const rows = await asRole<{ id: string }>('member', memberClaims(), 'select id from user_profiles');
    expect(rows.map((row) => row.id)).toEqual([alice.id]);
    expect(await asRole('member', { role: 'member' }, 'select * from user_profiles')).toEqual([]);
    expect(await asRole('member', memberClaims(), `select * from user_profiles where id = '${bob.id}'`)).toEqual([]);
  });

  it('anon reads no profile', async () => {
    await expect(asRole('anon', { role: 'anon' }, 'select * from user_profiles')).rejects.toMatchObject({ code: '42501' });
  });

  it.each([
    ['member', 'update user_profiles set tokens = 1000000'],
    ['member', 'update user_profiles set is_admin = true'],
    ['member', `insert into user_profiles (id, email) values ('${crypto.randomUUID()}', 'x@example.com')`],
    ['member', 'delete from user_profiles'],
    ['admin', 'update user_profiles set tokens = 1000000'],
    ['auth_service', 'update user_profiles set tokens = 1000000'],
    ['auth_service', 'update user_profiles set is_admin = true'],
  ])('%s: %s fails', async (role, query) => {
    await expect(asRole(role, { sub: alice.id, role }, query)).rejects.toMatchObject({ code: '42501' });
  });

  it.each(['auth.users', 'auth.sessions', 'auth.refresh_tokens', 'auth.email_tokens', 'auth.rate_limits'])(
    'member and admin cannot read %s',
    async (table) => {
      for (const role of ['member', 'admin', 'anon']) {
        await expect(asRole(role, { sub: alice.id, role }, `select * from ${table}`)).rejects.toMatchObject({ code: '42501' });
      }
    },
  );

  it('the admin role reads every profile', async () => {
    const rows = await asRole<{ id: string }>('admin', { sub: alice.id, role: 'admin' }, 'select id from user_profiles');
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([alice.id, bob.id]));
  });

  it('the balance column can never go below zero, whoever writes', async () => {
    await expect(sql`update user_profiles set tokens = -1 where id = ${alice.id}`.execute(t.db.owner)).rejects.toMatchObject({
      code: '23514',
    });
  });
});
