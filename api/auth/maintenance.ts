import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface PruneResult {
  sessions: number;
  email_tokens: number;
  rate_limits: number;
  sign_in_failures: number;
}

/** Removes what the accounts tables no longer need (auth.prune in api/auth/auth.sql). Runs as the owner. */
export async function pruneAuthData(owner: Kysely<Database>): Promise<PruneResult> {
  const { rows } = await sql<PruneResult>`select * from auth.prune()`.execute(owner);
  return rows[0]!;
}
