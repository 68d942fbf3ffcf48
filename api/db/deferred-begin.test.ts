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
    const first = await sql.raw<{ answer: number; xact: string }>(`select 41 + 1 as answer, pg_current_xact_id()::text as xact`).execute(trx);
    const second = await sql<{ xact: string }>`select pg_current_xact_id()::text as xact, ${1}::int as one`.execute(trx);
    await trx.commit().execute();
    expect(first.rows[0]?.answer).toBe(42);
    // One transaction across both statements.
    expect(second.rows[0]?.xact).toBe(first.rows[0]?.xact);
    expect(sent).toEqual(['begin; select 41 + 1 as answer, pg_current_xact_id()::text as xact', 'select pg_current_xact_id()::text as xact, $1::int as one', 'commit']);
  });

  it('keeps set_config(…, true) for the whole transaction and forgets it after', async () => {
    const trx = await db.startTransaction().execute();
    await sql.raw(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`).execute(trx);
    const inside = await sql<{ claims: string }>`select current_setting('request.jwt.claims', true) as claims`.execute(trx);
    await trx.commit().execute();
    const after = await sql<{ claims: string | null }>`select nullif(current_setting('request.jwt.claims', true), '') as claims`.execute(db);
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
});
