import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Members whose balance differs from the sum of their ledger rows (the invariant: none). */
export async function ledgerMismatches(owner: Kysely<Database>): Promise<Array<{ id: string; tokens: number; ledger: number }>> {
  const { rows } = await sql<{ id: string; tokens: number; ledger: number }>`
    select p.id, p.tokens, coalesce(sum(t.amount), 0)::int as ledger
    from user_profiles p left join token_transactions t on t.user_id = p.id
    group by p.id, p.tokens
    having p.tokens <> coalesce(sum(t.amount), 0)`.execute(owner);
  return rows;
}

/** Runs SQL as a request role with the given claims, the way the API's transactions do. */
export async function asRole<T>(db: Kysely<Database>, role: string, claims: object, query: string): Promise<T[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute(trx);
    const { rows } = await sql.raw<T>(query).execute(trx);
    return rows;
  });
}
