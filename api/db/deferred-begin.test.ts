import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { DeferredBeginDialect } from './deferred-begin';
import type { Database } from './schema';

/** What the request pool's driver sends to Postgres for a transaction, statement by statement. */

let database: TestDatabase;
let pool: pg.Pool;
let db: Kysely<Database>;
const sent: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (typeof args[0] === 'string') sent.push(args[0]);
      else if (typeof (args[0] as { text?: unknown })?.text === 'string') sent.push((args[0] as { text: string }).text);
      return query(...args);
    };
  });
  db = new Kysely<Database>({ dialect: new DeferredBeginDialect(pool) });
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

beforeEach(() => {
  sent.length = 0;
});

describe('the request pool driver', () => {
  it('sends BEGIN with a first statement that has no parameters, and answers that statement', async () => {
    const trx = await db.startTransaction().execute();
    const first = await sql
      .raw<{ answer: number; xact: string }>(`select 41 + 1 as answer, pg_current_xact_id()::text as xact`)
      .execute(trx);
    const second = await sql<{ xact: string }>`select pg_current_xact_id()::text as xact, ${1}::int as one`.execute(trx);
    await trx.commit().execute();
    expect(first.rows[0]?.answer).toBe(42);
    // One transaction across both statements.
    expect(second.rows[0]?.xact).toBe(first.rows[0]?.xact);
    expect(sent).toEqual([
      'begin; select 41 + 1 as answer, pg_current_xact_id()::text as xact',
      'select pg_current_xact_id()::text as xact, $1::int as one',
      'commit',
    ]);
  });

  it('keeps set_config(…, true) for the whole transaction and forgets it after', async () => {
    const trx = await db.startTransaction().execute();
    await sql.raw(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`).execute(trx);
    const inside = await sql<{ claims: string }>`select current_setting('request.jwt.claims', true) as claims`.execute(trx);
    await trx.commit().execute();
    const after = await sql<{ claims: string | null }>`select nullif(current_setting('request.jwt.claims', true), '') as claims`.execute(
      db,
    );
    expect(inside.rows[0]?.claims).toBe('{"role":"anon"}');
    expect(after.rows[0]?.claims).toBeNull();
  });

  it('sends BEGIN alone before a first statement with parameters', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`select ${1}::int as one`.execute(trx);
    });
    expect(sent).toEqual(['begin', 'select $1::int as one', 'commit']);
  });

  it('rolls back what the merged statement did when the transaction fails', async () => {
    await sql`create table if not exists deferred_begin_probe (id int)`.execute(database.owner);
    await sql`grant insert, select on deferred_begin_probe to authenticator`.execute(database.owner);
    const trx = await db.startTransaction().execute();
    await sql.raw(`insert into deferred_begin_probe values (1)`).execute(trx);
    await expect(sql.raw(`select 1 / 0`).execute(trx)).rejects.toThrow(/division by zero/);
    await trx.rollback().execute();
    const { rows } = await sql<{ n: string }>`select count(*) as n from deferred_begin_probe`.execute(db);
    expect(rows[0]?.n).toBe('0');
    expect(sent.slice(0, 3)).toEqual(['begin; insert into deferred_begin_probe values (1)', 'select 1 / 0', 'rollback']);
  });

  it('sends nothing for a transaction that ran no statement, and honours isolation levels', async () => {
    const empty = await db.startTransaction().execute();
    await empty.commit().execute();
    expect(sent).toEqual([]);
    await db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (trx) => {
        await sql.raw('select 1').execute(trx);
      });
    expect(sent).toEqual(['start transaction isolation level serializable', 'select 1', 'commit']);
  });

  it('runs a statement with parameters as a named prepared statement, parsed once per connection', async () => {
    for (let run = 0; run < 3; run++) await sql`select ${run}::int as run, 'prepared probe' as label`.execute(db);
    const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);
    // The probe's statement once (three runs), and the statement that listed them.
    expect(rows.filter((row) => row.statement.includes('prepared probe'))).toHaveLength(1);
    expect(rows.every((row) => /^k[A-Za-z0-9_-]{24}$/.test(row.name))).toBe(true);
  });

  it('applies row-level security to a prepared statement as each role it runs under, however often it ran before', async () => {
    await sql`create table if not exists prepared_rls_probe (owner text not null, note text not null)`.execute(database.owner);
    await sql`alter table prepared_rls_probe enable row level security`.execute(database.owner);
    await sql`drop policy if exists own on prepared_rls_probe`.execute(database.owner);
    await sql`create policy own on prepared_rls_probe for select to member using (owner = current_setting('request.jwt.claims', true)::json ->> 'sub')`.execute(
      database.owner,
    );
    await sql`grant select on prepared_rls_probe to anon, member`.execute(database.owner);
    await sql`truncate prepared_rls_probe`.execute(database.owner);
    await sql`insert into prepared_rls_probe values ('a', 'of a'), ('b', 'of b')`.execute(database.owner);
    const read = (role: 'anon' | 'member', sub: string) =>
      db.transaction().execute(async (trx) => {
        await sql
          .raw(`select set_config('role', '${role}', true), set_config('request.jwt.claims', '{"sub":"${sub}"}', true)`)
          .execute(trx);
        const { rows } = await sql<{ note: string }>`select note from prepared_rls_probe where note <> ${''} order by note`.execute(trx);
        return rows.map((row) => row.note);
      });
    // Past five runs Postgres may use a generic plan; it must still see each role's own rows only.
    for (let run = 0; run < 8; run++) {
      expect(await read('member', 'a')).toEqual(['of a']);
      expect(await read('member', 'b')).toEqual(['of b']);
      expect(await read('anon', 'nobody')).toEqual([]);
    }
  });
  it('keeps at most 250 prepared statements on a connection; the texts past them run unnamed, with the right answers', async () => {
    for (let n = 0; n < 270; n++) {
      const { rows } = await sql<{ n: number }>`select ${n}::int + ${sql.raw(String(n))} as n`.execute(db);
      expect(rows[0]?.n).toBe(2 * n);
    }
    const { rows } = await sql<{ count: string }>`select count(*) as count from pg_prepared_statements`.execute(db);
    expect(Number(rows[0]?.count)).toBe(250);
  });
});
