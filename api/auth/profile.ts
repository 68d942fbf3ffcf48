import type { Transaction } from 'kysely';
import type { MeResponse } from '../contract/auth';
import type { Database } from '../db/schema';

/**
 * The signed-in member's own profile, read in the request's transaction as that member: row-level
 * security returns this user's row and nobody else's. Undefined when the account is gone.
 */
export async function readOwnProfile(trx: Transaction<Database>, userId: string): Promise<MeResponse['user'] | undefined> {
  const profile = await trx
    .selectFrom('user_profiles')
    .select(['id', 'email', 'tokens', 'is_admin', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) return undefined;
  return {
    id: profile.id,
    email: profile.email,
    role: profile.is_admin ? 'admin' : 'member',
    tokens: profile.tokens,
    createdAt: profile.created_at.toISOString(),
  };
}
