import type { Transaction } from 'kysely';
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
