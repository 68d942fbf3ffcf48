import { sql, type Transaction } from 'kysely';
import type { GenerationStatus } from '../contract/generation';
import type { Database } from '../db/schema';

export interface AdminUser {
  id: string;
  email: string;
  tokens: number;
  isAdmin: boolean;
  createdAt: string;
}

/** Escapes LIKE's wildcards so a search for `a_b%` finds exactly that text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Every member, newest first, optionally those whose e-mail contains `q` (any case). The transaction
 * acts as the database role `admin`, whose policies alone let it read every profile.
 */
export async function listUsers(trx: Transaction<Database>, { q, limit }: { q?: string; limit: number }): Promise<AdminUser[]> {
  let query = trx
    .selectFrom('user_profiles')
    .select(['id', 'email', 'tokens', 'is_admin', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit);
  if (q) query = query.where('email', 'ilike', `%${likeLiteral(q)}%`);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    tokens: row.tokens,
    isAdmin: row.is_admin,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The dashboard's figures (GET /api/v1/admin/stats), computed by the database in one statement. */
export interface AdminStats {
  users: number;
  /** Completed payments, summed per currency; amounts as decimal text (no float rounding). */
  revenue: Array<{ currency: string; amount: string }>;
  /** Tokens of completed payments. */
  tokensSold: number;
  /** Tokens deducted for generations, less what was refunded. */
  tokensSpent: number;
  /** Jobs created in the last 24 hours, by status and by the provider that ran them (or was to). */
  jobsLast24h: Array<{ status: GenerationStatus; provider: string; count: number }>;
  /** Prompts the content policy refused in the last 24 hours. */
  refusedPromptsLast24h: number;
}

/** Runs `admin_stats()` as the request's role, which must be admin (the function checks it too). */
export async function adminStats(trx: Transaction<Database>): Promise<AdminStats> {
  const { rows } = await sql<{ stats: AdminStats }>`select public.admin_stats() as stats`.execute(trx);
  return rows[0]!.stats;
}
