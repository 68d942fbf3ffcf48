import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, tokenKeys } from '../auth/jwt';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { AppEnv } from './context';
import { authenticate } from '../auth/authenticate';
import { inlineValues, queries, requestTransaction } from './database';
import { ApiError, handleError } from './errors';

/**
 * The RLS pattern every table copies, proved on a throwaway table: the request middleware sets the
 * role and claims per transaction, policies read them through auth.uid(), and forged tokens never
 * reach the database.
 */

const keys = tokenKeys('rls-test-signing-key-0123456789abcdef');
const alice = randomUUID();
const bob = randomUUID();
const root = randomUUID();
let db: TestDatabase;

async function createUser(id: string, isAdmin = false) {
  await sql`insert into auth.users (id, email, password_hash, adult_confirmed_at) values (${id}, ${`${id}@example.com`}, 'x', now())`.execute(
    db.owner,
  );
  await sql`insert into user_profiles (id, email, is_admin) values (${id}, ${`${id}@example.com`}, ${isAdmin})`.execute(db.owner);
}

function testApp() {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(authenticate(keys));
  app.use(requestTransaction(db.api));
  app.get('/notes', async (c) => {
    const trx = await c.var.db();
    const { rows } = await sql<{ user_id: string; body: string }>`select user_id, body from notes order by id`.execute(trx);
    return c.json(rows);
  });
  app.post('/notes', async (c) => {
    const body = await c.req.json<{ user_id: string; body: string; fail?: boolean }>();
    const trx = await c.var.db();
    await sql`insert into notes (user_id, body) values (${body.user_id}, ${body.body})`.execute(trx);
    if (body.fail) throw new ApiError('bad_request', 'Rejected after the insert');
    return c.json({ ok: true }, 201);
  });
  app.get('/whoami', async (c) => {
    const trx = await c.var.db();
    const { rows } = await sql<{ user: string; uid: string | null; role: string }>`
      select current_user as "user", auth.uid() as uid, auth.role() as role`.execute(trx);
    return c.json(rows[0]);
  });
  app.get('/read/whoami', async (c) => {
    const rows = await c.var.read(
      queries.selectNoFrom([
        sql<string>`current_user`.as('user'),
        sql<string | null>`auth.uid()`.as('uid'),
        sql<string>`auth.role()`.as('role'),
        // now() is when the transaction began, statement_timestamp() when the message holding this
        // select arrived: equal only when the select travelled in the message that began the transaction.
        sql<boolean>`now() = statement_timestamp()`.as('one_message'),
      ]),
    );
    return c.json(rows[0]);
  });
  app.get('/read/notes', async (c) => {
    const rows = await c.var.read(
      queries.selectNoFrom(sql<string[]>`(select coalesce(json_agg(body order by id), '[]') from notes)`.as('bodies')),
    );
    return c.json(rows[0]?.bodies);
  });
  app.post('/read/echo', async (c) => {
    const { values } = await c.req.json<{ values: Array<string | number | boolean | null> }>();
    const rows = await c.var.read(queries.selectNoFrom(values.map((value, index) => sql<unknown>`${value}`.as(`v${index}`))));
    return c.json(Object.values(rows[0] ?? {}));
  });
  app.post('/read/cte-delete', async (c) => {
    try {
      await c.var.read(
        queries
          .with('gone', (db) => db.deleteFrom('gallery_images').returning('id'))
          .selectFrom('gone')
          .select('id'),
      );
      return c.json({ error: null });
    } catch (error) {
      return c.json({ error: (error as Error).message });
    }
  });
  app.get('/claims', async (c) => {
    const trx = await c.var.db();
    const { rows } = await sql<{ claims: unknown }>`select current_setting('request.jwt.claims', true)::json as claims`.execute(trx);
    return c.json(rows[0]?.claims);
  });
  return app;
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const tokenFor = (sub: string, role: 'member' | 'admin' = 'member') =>
  signAccessToken(keys, { sub, email: `${sub.slice(0, 8)}@example.com`, role });

beforeAll(async () => {
  db = await createTestDatabase();
  await sql`
    create table public.notes (
      id serial primary key,
      user_id uuid not null,
      body text not null
    );
    create index on public.notes (user_id);
    alter table public.notes enable row level security;
    grant select on public.notes to anon;
    grant select, insert on public.notes to member, admin;
    grant usage on sequence public.notes_id_seq to member, admin;
    create policy notes_select_own on public.notes for select to member using (user_id = (select auth.uid()));
    create policy notes_insert_own on public.notes for insert to member with check (user_id = (select auth.uid()));
    create policy notes_admin on public.notes for select to admin using (true);
  `.execute(db.owner);
  await Promise.all([createUser(alice), createUser(bob), createUser(root, true)]);
  await sql`insert into public.notes (user_id, body) values (${alice}, 'alice 1'), (${alice}, 'alice 2'), (${bob}, 'bob 1')`.execute(
    db.owner,
  );
});

afterAll(async () => {
  await db?.drop();
});

describe('request transaction with row-level security', () => {
  it('shows anon nothing of a table whose policies are for members', async () => {
    const res = await testApp().request('/notes');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('shows a member only their own rows', async () => {
    const app = testApp();
    const mine = await app.request('/notes', bearer(await tokenFor(alice)));
    expect((await mine.json()).map((row: { body: string }) => row.body)).toEqual(['alice 1', 'alice 2']);
    const theirs = await app.request('/notes', bearer(await tokenFor(bob)));
    expect((await theirs.json()).map((row: { body: string }) => row.body)).toEqual(['bob 1']);
  });

  it('shows the admin role every row', async () => {
    const res = await testApp().request('/notes', bearer(await tokenFor(root, 'admin')));
    expect(await res.json()).toHaveLength(3);
  });

  it('refuses with 401 a validly signed token whose user no longer exists, before the handler runs', async () => {
    const gone = randomUUID();
    await createUser(gone);
    const token = await tokenFor(gone);
    expect((await testApp().request('/whoami', bearer(token))).status).toBe(200);
    await sql`delete from auth.users where id = ${gone}`.execute(db.owner);
    const app = testApp();
    for (const path of ['/whoami', '/notes']) {
      const res = await app.request(path, bearer(token));
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: { code: 'unauthorized', message: 'Invalid or expired session. Please sign in again.' },
      });
    }
    const inserted = await app.request('/notes', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: gone, body: 'from a deleted user' }),
    });
    expect(inserted.status).toBe(401);
  });

  it('refuses with 401 an admin token of a user who is no longer an administrator', async () => {
    const demoted = randomUUID();
    await createUser(demoted, true);
    const token = await tokenFor(demoted, 'admin');
    expect(await (await testApp().request('/notes', bearer(token))).json()).toHaveLength(3);
    await sql`update user_profiles set is_admin = false where id = ${demoted}`.execute(db.owner);
    expect((await testApp().request('/notes', bearer(token))).status).toBe(401);
    expect((await testApp().request('/notes', bearer(await tokenFor(demoted, 'member')))).status).toBe(200);
  });

  it('runs as the role and claims of the token, switched inside the transaction', async () => {
    const app = testApp();
    expect(await (await app.request('/whoami')).json()).toEqual({ user: 'anon', uid: null, role: 'anon' });
    expect(await (await app.request('/whoami', bearer(await tokenFor(alice)))).json()).toEqual({
      user: 'member',
      uid: alice,
      role: 'member',
    });
    // The pooled connection goes back as the bare login role, with no claims left behind.
    const { rows } = await sql<{ user: string; claims: string | null }>`
      select current_user as "user", current_setting('request.jwt.claims', true) as claims`.execute(db.api);
    expect(rows[0]?.user).toBe('authenticator');
    expect(rows[0]?.claims ?? '').toBe('');
  });

  it('publishes the claims exactly as the token has them, quotes in the e-mail included', async () => {
    const email = "o'brien+x@example.com";
    const res = await testApp().request('/claims', bearer(await signAccessToken(keys, { sub: alice, email, role: 'member' })));
    expect(await res.json()).toMatchObject({ sub: alice, email, role: 'member' });
  });

  it("refuses with 403 a member's insert of a row for somebody else, and keeps nothing", async () => {
    const res = await testApp().request('/notes', {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(alice)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: bob, body: 'forged' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    const { rows } = await sql`select 1 from notes where body = 'forged'`.execute(db.owner);
    expect(rows).toHaveLength(0);
  });

  it('commits a successful request and rolls back one that answers an error', async () => {
    const app = testApp();
    const post = async (body: object) =>
      app.request('/notes', {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenFor(alice)}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ user_id: alice, body: 'kept' })).status).toBe(201);
    const failed = await post({ user_id: alice, body: 'rolled back', fail: true });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toMatchObject({ error: { code: 'bad_request', message: 'Rejected after the insert' } });
    const { rows } = await sql<{ body: string }>`select body from notes where body in ('kept', 'rolled back')`.execute(db.owner);
    expect(rows.map((row) => row.body)).toEqual(['kept']);
  });
});

describe('one-message reads (c.var.read)', () => {
  it("runs an anonymous request's select as anon in a transaction of its own, and leaves the connection bare", async () => {
    const res = await testApp().request('/read/whoami');
    expect(await res.json()).toEqual({ user: 'anon', uid: null, role: 'anon', one_message: true });
    const { rows } = await sql<{ user: string; claims: string | null }>`
      select current_user as "user", current_setting('request.jwt.claims', true) as claims`.execute(db.api);
    expect(rows[0]?.user).toBe('authenticator');
    expect(rows[0]?.claims ?? '').toBe('');
  });

  it("runs a token's select in the request transaction, as its role", async () => {
    const res = await testApp().request('/read/whoami', bearer(await tokenFor(alice)));
    expect(await res.json()).toEqual({ user: 'member', uid: alice, role: 'member', one_message: false });
    const notes = await testApp().request('/read/notes', bearer(await tokenFor(alice)));
    const bodies: string[] = await notes.json();
    expect(bodies).toEqual(expect.arrayContaining(['alice 1', 'alice 2']));
    expect(bodies).not.toContain('bob 1');
    expect(await (await testApp().request('/read/notes')).json()).toEqual([]);
  });

  it('refuses with 401 the token of a user who no longer exists', async () => {
    const gone = randomUUID();
    await createUser(gone);
    const token = await tokenFor(gone);
    await sql`delete from auth.users where id = ${gone}`.execute(db.owner);
    const res = await testApp().request('/read/notes', bearer(token));
    expect(res.status).toBe(401);
  });

  it('writes values into the message as literals that read back exactly, quotes and backslashes included', async () => {
    const values = ["it's", "\\'; drop table notes; --", '$1', "O''Brien \\x00 ü 🦊", -2147483648, 0.5, true, null];
    const res = await testApp().request('/read/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values }),
    });
    expect(res.status).toBe(200);
    // An integer literal reads back as an integer, a fraction as numeric (text in JSON).
    expect(await res.json()).toEqual(values.map((value) => (value === 0.5 ? '0.5' : value)));
    const { rows } = await sql<{ n: string }>`select count(*) as n from notes`.execute(db.owner);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it("runs an anonymous request's select read-only: a writing WITH clause fails and changes nothing", async () => {
    await sql`insert into gallery_images (filename, title, content_type) values ('keep.jpg', 'Kept', 'image/jpeg')`.execute(db.owner);
    const res = await testApp().request('/read/cte-delete', { method: 'POST' });
    // Postgres names the outer statement: "cannot execute SELECT in a read-only transaction".
    expect(await res.json()).toEqual({ error: expect.stringMatching(/^cannot execute \w+ in a read-only transaction$/) });
    const { rows } = await sql`select 1 from gallery_images where filename = 'keep.jpg'`.execute(db.owner);
    expect(rows).toHaveLength(1);
  });

  it('refuses to run a query built with `queries` anywhere but through the request', async () => {
    await expect(queries.selectFrom('gallery_images').select('id').execute()).rejects.toThrow('c.var.read(query)');
  });

  it('inlines only a select, and only finite numbers', () => {
    expect(() => inlineValues(queries.deleteFrom('gallery_images'))).toThrow('Only a select');
    expect(() => inlineValues(queries.selectNoFrom(sql<number>`${Number.NaN}`.as('n')))).toThrow('finite');
    expect(inlineValues(queries.selectNoFrom(sql<number>`${-5}::integer`.as('n')))).toBe('select (-5)::integer as "n"');
  });
});

// Forged and broken tokens are tried on every route of the app by the one security list (api/security.test.ts).

describe('the same rules hold in SQL, whatever the API does', () => {
  async function asRole<T>(role: string, claims: object, query: string): Promise<T[]> {
    return db.api.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute(trx);
      const { rows } = await sql.raw<T>(query).execute(trx);
      return rows;
    });
  }

  it('a member with forged claims for no user reads nothing', async () => {
    expect(await asRole('member', { role: 'member' }, 'select * from notes')).toEqual([]);
  });

  it('a member reads exactly its own rows', async () => {
    const rows = await asRole<{ user_id: string }>('member', { sub: bob, role: 'member' }, 'select user_id from notes');
    expect(rows.map((row) => row.user_id)).toEqual([bob]);
  });

  it('a member cannot update or delete rows it has no grant for', async () => {
    await expect(asRole('member', { sub: alice, role: 'member' }, `update notes set body = 'x'`)).rejects.toMatchObject({ code: '42501' });
    await expect(asRole('member', { sub: alice, role: 'member' }, 'delete from notes')).rejects.toMatchObject({ code: '42501' });
  });

  it('the login role by itself has no rights on the table (NOINHERIT)', async () => {
    await expect(sql`select * from notes`.execute(db.api)).rejects.toMatchObject({ code: '42501' });
  });

  it('the login role cannot become a role that is not granted to it', async () => {
    await expect(asRole('postgres', {}, 'select 1')).rejects.toMatchObject({ code: '42501' });
  });
});
