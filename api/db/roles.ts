import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/** The role a request acts as in the database; RLS policies are written for these three. */
export type DbRole = 'anon' | 'member' | 'admin';

/** The claims of a verified access token, as the database sees them in `request.jwt.claims`. */
export interface Claims {
  sub: string;
  email?: string;
  role: Exclude<DbRole, 'anon'>;
  exp?: number;
  iat?: number;
}

/** The database roles server code may act as: the three of a request, and the auth and payments capabilities' own. */
export type ActingRole = DbRole | 'auth_service' | 'payment_service';

/** Switches a transaction to a role and publishes the claims its policies read, for this transaction only. */
export async function actAs(trx: Transaction<Database>, role: ActingRole, claims: Claims | null): Promise<void> {
  await sql`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims ?? { role })}, true)`.execute(
    trx,
  );
}

/** Runs `work` in a transaction of its own as `role` (committed when it resolves, rolled back when it throws). */
export function inTransactionAs<T>(
  db: Kysely<Database>,
  role: ActingRole,
  work: (trx: Transaction<Database>) => Promise<T>,
  claims: Claims | null = null,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await actAs(trx, role, claims);
    return work(trx);
  });
}
