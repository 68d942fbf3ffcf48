import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, randomIp, type TestApp, uniqueEmail } from '../test/app';
import { asRole, ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { auditEntriesAbout } from '../test/audit';

/**
 * The administrator's user management over real HTTP, on a database of this file's own with a
 * generation worker (so a member's job really stores its files): the paged search, creating an
 * account with its first tokens, setting a balance, and deleting an account with its files.
 */

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ DEMO_STEP_DELAY_MS: '0' }, { worker: true });
  admin = await t.admin();
});
afterEach(async () => {
  expect(await ledgerMismatches(t.db.owner)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => t.call(method, path, { token: admin.accessToken, body });
const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(t.db.owner)).rows[0]!.n;
const userCount = () => count(sql<{ n: number }>`select count(*)::int as n from auth.users`);
const balanceOf = async (id: string) =>
  (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', id).executeTakeFirstOrThrow()).tokens;

const auditOf = async (subjectId: string) =>
  (await auditEntriesAbout(t.db.owner, subjectId)).map(({ actor_email, action, subject_id, details }) => ({
    actor_email,
    action,
    subject_id,
    details,
  }));

describe('GET /api/v1/admin/users', () => {
  const label = `pager${Date.now()}`;
  let made: Array<{ id: string; email: string }>;
  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 5; i++) {
      const res = await asAdmin('POST', '/api/v1/admin/users', { email: `${label}-${i}@example.com`, password: 'secret12' });
      expect(res.status).toBe(201);
      made.push(res.body);
    }
  });

  it('pages newest first by cursor, every account once, and says when the list ends', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await asAdmin('GET', `/api/v1/admin/users?q=${label}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      seen.push(...res.body.users.map((user: { email: string }) => user.email));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((user) => user.email).reverse());
  });

  it('answers each account with its id, e-mail, tokens, role, confirmation and creation time', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    expect((await t.call('POST', '/api/v1/auth/sign-up', { body: { email: unconfirmed, password: 'secret12', adult: true } })).status).toBe(
      201,
    );
    const res = await asAdmin('GET', `/api/v1/admin/users?q=${encodeURIComponent(unconfirmed)}`);
    expect(res.body).toEqual({
      users: [
        {
          id: expect.any(String),
          email: unconfirmed,
          tokens: 0,
          isAdmin: false,
          confirmed: false,
          createdAt: expect.stringMatching(/^\d{4}-.*Z$/),
        },
      ],
      nextCursor: null,
    });
    const self = await asAdmin('GET', `/api/v1/admin/users?q=${encodeURIComponent(admin.email.toUpperCase())}`);
    expect(self.body.users).toEqual([expect.objectContaining({ id: admin.id, isAdmin: true, confirmed: true })]);
  });

  it('searches the e-mail for the text as written: LIKE wildcards match only themselves', async () => {
    const res = await asAdmin('GET', `/api/v1/admin/users?q=${encodeURIComponent('%_')}`);
    expect(res.body).toEqual({ users: [], nextCursor: null });
  });

  it.each([
    ['cursor=not-a-cursor!', 'Invalid page cursor'],
    [`cursor=${Buffer.from('{"at":"yesterday","id":"x"}').toString('base64url')}`, 'Invalid page cursor'],
    ['limit=0', 'The limit must be a whole number from 1 to 500'],
    ['limit=501', 'The limit must be a whole number from 1 to 500'],
    [`q=${'a'.repeat(255)}`, 'The search is too long'],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await asAdmin('GET', `/api/v1/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
  });
});

describe('POST /api/v1/admin/users', () => {
  it('creates a confirmed account that can sign in at once, with its first tokens granted and recorded', async () => {
    const email = uniqueEmail('created');
    const res = await asAdmin('POST', '/api/v1/admin/users', { email, password: 'first-pass', tokens: 25 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email, tokens: 25, isAdmin: false, confirmed: true, createdAt: expect.any(String) });
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', { body: { email, password: 'first-pass' } });
    expect(signIn.status).toBe(200);
    const { rows } = await sql<{ amount: number; transaction_type: string }>`
      select amount, transaction_type from public.token_transactions where user_id = ${res.body.id}`.execute(t.db.owner);
    expect(rows).toEqual([{ amount: 25, transaction_type: 'admin_grant' }]);
    expect(await auditOf(res.body.id)).toEqual([
      { actor_email: admin.email, action: 'tokens.grant', subject_id: res.body.id, details: { amount: 25, balance: 25 } },
      { actor_email: admin.email, action: 'user.create', subject_id: res.body.id, details: { email, tokens: 25 } },
    ]);
  });

  it('starts an account at 0 tokens, with no ledger row, when no tokens are given', async () => {
    const res = await asAdmin('POST', '/api/v1/admin/users', { email: uniqueEmail('zero'), password: 'secret12' });
    expect(res.status).toBe(201);
    expect(res.body.tokens).toBe(0);
    expect(await count(sql<{ n: number }>`select count(*)::int as n from public.token_transactions where user_id = ${res.body.id}`)).toBe(
      0,
    );
    expect((await auditOf(res.body.id)).map((entry) => entry.action)).toEqual(['user.create']);
  });

  it.each([
    ['no e-mail', { password: 'secret12' }, 'Email and password are required.'],
    ['a blank e-mail', { email: '   ', password: 'secret12' }, 'Email and password are required.'],
    ['no password', { email: 'someone@example.com' }, 'Email and password are required.'],
    ['a blank password', { email: 'someone@example.com', password: '      ' }, 'Email and password are required.'],
    ['an invalid e-mail with no password', { email: 'nope', password: '' }, 'Email and password are required.'],
    ['a body that is not an object', ['someone@example.com', 'secret12'], 'Email and password are required.'],
    [
      'an invalid e-mail',
      { email: 'not-an-address', password: 'secret12' },
      'Please enter a valid email address. Some email providers may not be supported.',
    ],
    ['a 5-character password', { email: 'short@example.com', password: '12345' }, 'Password must be at least 6 characters long'],
    ['a 129-character password', { email: 'long@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
    [
      'negative tokens',
      { email: 'neg@example.com', password: 'secret12', tokens: -1 },
      'Initial tokens must be a whole number of at least 0',
    ],
    [
      'fractional tokens',
      { email: 'frac@example.com', password: 'secret12', tokens: 1.5 },
      'Initial tokens must be a whole number of at least 0',
    ],
    [
      'tokens as text',
      { email: 'text@example.com', password: 'secret12', tokens: '5' },
      'Initial tokens must be a whole number of at least 0',
    ],
    [
      'too many tokens',
      { email: 'many@example.com', password: 'secret12', tokens: 1_000_000_001 },
      'Initial tokens must be at most 1,000,000,000',
    ],
  ])('refuses %s with 400 and its message, creating nothing', async (_name, body, message) => {
    const before = await userCount();
    const res = await asAdmin('POST', '/api/v1/admin/users', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    expect(await userCount()).toBe(before);
  });

  it('refuses an address already registered, in any case, with 409', async () => {
    const member = await t.member();
    const before = await userCount();
    const res = await asAdmin('POST', '/api/v1/admin/users', { email: member.email.toUpperCase(), password: 'secret12', tokens: 10 });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'conflict', message: 'A user with this email already exists.' });
    expect(await userCount()).toBe(before);
    expect(await balanceOf(member.id)).toBe(500);
  });

  it('sent 30 times at once with one e-mail creates one account: one 201, the rest 409', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => asAdmin('POST', '/api/v1/admin/users', { email, password: 'secret12', tokens: 7 })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(29).fill(409)]);
    const { rows } = await sql<{
      id: string;
      tokens: number;
    }>`select id, tokens from public.user_profiles where lower(email) = ${email}`.execute(t.db.owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokens).toBe(7);
    expect(
      await count(
        sql<{ n: number }>`select count(*)::int as n from public.audit_log where action = 'user.create' and details ->> 'email' = ${email}`,
      ),
    ).toBe(1);
    // Thirty password hashes on a busy machine.
  }, 120_000);
});

describe('PUT /api/v1/admin/users/:id/tokens', () => {
  it('from 120 to 500 writes exactly one admin_adjustment of +380 naming the administrator, and an audit entry', async () => {
    const member = await t.member();
    expect((await asAdmin('PUT', `/api/v1/admin/users/${member.id}/tokens`, { tokens: 120 })).body).toEqual({ id: member.id, tokens: 120 });
    const res = await asAdmin('PUT', `/api/v1/admin/users/${member.id}/tokens`, { tokens: 500 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: member.id, tokens: 500 });
    const { rows } = await sql<{ amount: number; description: string }>`
      select amount, description from public.token_transactions
      where user_id = ${member.id} and transaction_type = 'admin_adjustment' and amount > 0`.execute(t.db.owner);
    expect(rows).toEqual([{ amount: 380, description: `Balance set from 120 to 500 by ${admin.email}` }]);
    expect((await auditOf(member.id)).at(-1)).toEqual({
      actor_email: admin.email,
      action: 'tokens.set_balance',
      subject_id: member.id,
      details: { from: 120, to: 500, amount: 380 },
    });
    expect(await balanceOf(member.id)).toBe(500);
  });

  it.each([
    ['a negative balance', { tokens: -1 }, 'The balance must be a whole number of at least 0'],
    ['a fractional balance', { tokens: 12.5 }, 'The balance must be a whole number of at least 0'],
    ['a balance as text', { tokens: '500' }, 'The balance must be a whole number of at least 0'],
    ['no balance', {}, 'The balance must be a whole number of at least 0'],
    ['a balance past the largest', { tokens: 1_000_000_001 }, 'The balance must be at most 1,000,000,000 tokens'],
  ])('refuses %s with 400 and its message, changing nothing', async (_name, body, message) => {
    const member = await t.member();
    const res = await asAdmin('PUT', `/api/v1/admin/users/${member.id}/tokens`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    expect(await balanceOf(member.id)).toBe(500);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const unknown = await asAdmin('PUT', '/api/v1/admin/users/00000000-0000-4000-8000-000000000001/tokens', { tokens: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'not_found', message: 'User not found' });
    const malformed = await asAdmin('PUT', '/api/v1/admin/users/42/tokens', { tokens: 5 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Invalid user id');
  });

  it('sent 30 times at once with different balances ends on one of them, equal to the sum of the ledger', async () => {
    const member = await t.member();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => asAdmin('PUT', `/api/v1/admin/users/${member.id}/tokens`, { tokens: (i + 1) * 10 })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array<number>(30).fill(200));
    const balance = await balanceOf(member.id);
    expect(replies.map((reply) => reply.body.tokens)).toContain(balance);
    const { rows } = await sql<{
      sum: number;
    }>`select sum(amount)::int as sum from public.token_transactions where user_id = ${member.id}`.execute(t.db.owner);
    expect(rows[0]!.sum).toBe(balance);
  });
});

describe('DELETE /api/v1/admin/users/:id', () => {
  async function upload(member: Member) {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('tool', 'free-remix');
    form.append('consent', 'true');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'input.png');
    const res = await fetch(`${t.url}/api/v1/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${member.accessToken}`, 'x-forwarded-for': randomIp() },
    });
    expect(res.status).toBe(201);
  }

  async function runJob(member: Member) {
    const res = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'free-flux', params: { prompt: 'A lighthouse at dusk' } },
    });
    expect(res.status).toBe(202);
    await waitFor(async () => {
      const row = await t.db.owner.selectFrom('generations').select('status').where('id', '=', res.body.id).executeTakeFirst();
      return row?.status === 'succeeded';
    });
  }

  const keysOf = async (member: Member) => ({
    images: (await t.storage.list('images', `${member.id}/`)).map((item) => item.key),
    generations: (await t.storage.list('generations', `${member.id}/`)).map((item) => item.key),
  });

  it('removes the account, its rows and its stored files, keeps its ledger with the user cleared, and records who did it', async () => {
    const member = await t.member();
    const other = await t.member();
    await upload(member);
    await runJob(member);
    await upload(other);
    const before = await keysOf(member);
    expect(before.images).toHaveLength(1);
    // The output and its gallery thumbnail.
    expect(before.generations.length).toBeGreaterThanOrEqual(2);
    const ledgerIds = (
      await sql<{ id: string }>`select id from public.token_transactions where user_id = ${member.id}`.execute(t.db.owner)
    ).rows.map((row) => row.id);
    expect(ledgerIds.length).toBeGreaterThan(0);

    const res = await asAdmin('DELETE', `/api/v1/admin/users/${member.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: member.id, email: member.email, message: 'User deleted successfully' });

    expect(await keysOf(member)).toEqual({ images: [], generations: [] });
    expect((await keysOf(other)).images).toHaveLength(1);
    for (const table of ['user_profiles', 'uploads', 'generations', 'gallery_items'] as const) {
      const column = table === 'user_profiles' ? 'id' : 'user_id';
      expect(
        await count(sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} = ${member.id}`),
        table,
      ).toBe(0);
    }
    expect(await count(sql<{ n: number }>`select count(*)::int as n from auth.sessions where user_id = ${member.id}`)).toBe(0);
    const kept = await sql<{
      user_id: string | null;
    }>`select user_id from public.token_transactions where id = any(${ledgerIds}::bigint[])`.execute(t.db.owner);
    expect(kept.rows).toEqual(ledgerIds.map(() => ({ user_id: null })));
    expect(await auditOf(member.id)).toEqual([
      { actor_email: admin.email, action: 'user.delete', subject_id: member.id, details: { email: member.email } },
    ]);
    // The deleted member's session is refused from now on.
    expect((await t.call('GET', '/api/v1/auth/me', { token: member.accessToken })).status).toBe(401);
  });

  it('refuses the administrator their own account with 400, deleting nothing', async () => {
    const res = await asAdmin('DELETE', `/api/v1/admin/users/${admin.id}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message: 'You cannot delete your own account.' });
    expect(await count(sql<{ n: number }>`select count(*)::int as n from auth.users where id = ${admin.id}`)).toBe(1);
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const unknown = await asAdmin('DELETE', '/api/v1/admin/users/00000000-0000-4000-8000-000000000001');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'not_found', message: 'User not found' });
    const malformed = await asAdmin('DELETE', '/api/v1/admin/users/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Invalid user id');
  });

  it('sent 30 times at once deletes once: one 200, the rest 404, one audit entry', async () => {
    const member = await t.member();
    const replies = await Promise.all(Array.from({ length: 30 }, () => asAdmin('DELETE', `/api/v1/admin/users/${member.id}`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, ...Array<number>(29).fill(404)]);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('keeps the account deleted when removing its files fails, and says so in the log only', async () => {
    const member = await t.member();
    await upload(member);
    const { deleteMany, deletePrefix } = t.storage;
    t.storage.deleteMany = () => Promise.reject(new Error('storage down'));
    t.storage.deletePrefix = () => Promise.reject(new Error('storage down'));
    try {
      const res = await asAdmin('DELETE', `/api/v1/admin/users/${member.id}`);
      expect(res.status).toBe(200);
    } finally {
      Object.assign(t.storage, { deleteMany, deletePrefix });
    }
    expect(await count(sql<{ n: number }>`select count(*)::int as n from auth.users where id = ${member.id}`)).toBe(0);
    expect((await keysOf(member)).images).toHaveLength(1);
  });
});

describe('the user functions in SQL', () => {
  it.each([
    ['admin_list_users', () => `select * from public.admin_list_users(null, 10)`],
    ['admin_create_user', () => `select * from public.admin_create_user('sneaky@example.com', 'x', 5)`],
    ['admin_delete_user', () => `select public.admin_delete_user('${admin.id}')`],
    ['admin_set_balance', () => `select public.admin_set_balance('${admin.id}', 5)`],
  ])('%s is refused to the member role', async (_name, statement) => {
    const member = await t.member();
    await expect(asRole(t.db.api, 'member', { sub: member.id, role: 'member' }, statement())).rejects.toThrow(/permission denied/);
  });

  it("refuse the admin role without an administrator's claims", async () => {
    const member = await t.member();
    for (const statement of [
      `select * from public.admin_list_users(null, 10)`,
      `select * from public.admin_create_user('sneaky@example.com', 'x', 5)`,
      `select public.admin_delete_user('${admin.id}')`,
    ]) {
      await expect(asRole(t.db.api, 'admin', { sub: member.id, role: 'member' }, statement)).rejects.toThrow('Admin access required');
    }
    expect(await count(sql<{ n: number }>`select count(*)::int as n from auth.users where email = 'sneaky@example.com'`)).toBe(0);
  });
});
