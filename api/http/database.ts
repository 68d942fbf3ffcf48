import { type Kysely, sql, type Transaction } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import { verifyAccessToken, type TokenKeys } from '../auth/jwt';
import type { Database } from '../db/schema';
import type { AppEnv, Claims, DbRole, RequestTransaction } from './context';
import { ApiError } from './errors';

/**
 * Reads the bearer token. No Authorization header means anon; a header that does not verify (bad
 * signature, alg none, expired, edited claims, a role that is not ours) is refused with 401, never
 * quietly downgraded to anon.
 */
export function authenticate(keys: TokenKeys): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) {
      c.set('claims', null);
      return next();
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError('unauthorized', 'Invalid authorization header');
    try {
      c.set('claims', await verifyAccessToken(keys, match[1]));
    } catch {
      throw new ApiError('unauthorized', 'Invalid or expired session. Please sign in again.');
    }
    return next();
  };
}

/**
 * Gives the request one database transaction, opened on first use as the `authenticator` login with
 * the request's role and claims set for this transaction only (so nothing leaks to the next user of
 * the pooled connection). Committed when the response is a success, rolled back otherwise.
 */
export function requestTransaction(db: Kysely<Database>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let opened: Promise<RequestTransaction> | undefined;
    c.set('db', () => {
      opened ??= (async () => {
        const trx = await db.startTransaction().execute();
        const claims = c.get('claims');
        await actAs(trx, claims?.role ?? 'anon', claims);
        return trx;
      })();
      return opened;
    });
    await next();
    // A transaction that failed to open has nothing to finish; the handler already saw the error.
    const trx = await opened?.catch(() => undefined);
    if (!trx) return;
    if (c.error || c.res.status >= 400) {
      await trx.rollback().execute();
      return;
    }
    await trx.commit().execute();
  };
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
