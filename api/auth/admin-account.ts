import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from './password';

/**
 * Makes sure the administrator exists: creates the account (e-mail and 18+ confirmed) with the given
 * password, or promotes an existing account. The password of an existing account is changed only when
 * asked (`npm run create-admin` does; the start with ADMIN_EMAIL/ADMIN_PASSWORD does not, so a
 * password changed through the site survives restarts). Runs as the database owner: it is operator
 * work, never reachable from a request.
 */
export async function ensureAdmin(
  owner: Kysely<Database>,
  admin: { email: string; password: string },
  options: { setPassword?: boolean; passwordHashCost?: number } = {},
): Promise<'created' | 'promoted' | 'already admin'> {
  const passwordHash = await hashPassword(admin.password, options.passwordHashCost);
  return owner.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('auth.users as u')
      .innerJoin('user_profiles as p', 'p.id', 'u.id')
      .select(['u.id', 'p.is_admin'])
      .where(sql<string>`lower(u.email)`, '=', admin.email.toLowerCase())
      .executeTakeFirst();
    if (!existing) {
      const user = await trx
        .insertInto('auth.users')
        .values({
          email: admin.email,
          password_hash: passwordHash,
          email_confirmed_at: sql<Date>`now()`,
          adult_confirmed_at: sql<Date>`now()`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_profiles').values({ id: user.id, email: admin.email, is_admin: true }).execute();
      return 'created';
    }
    await trx
      .updateTable('auth.users')
      .set({
        email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
        ...(options.setPassword ? { password_hash: passwordHash, password_changed_at: sql`now()` } : {}),
      })
      .where('id', '=', existing.id)
      .execute();
    if (existing.is_admin) return 'already admin';
    await trx.updateTable('user_profiles').set({ is_admin: true }).where('id', '=', existing.id).execute();
    return 'promoted';
  });
}
