import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../contract/messages';
import type { Claims } from '../db/roles';
import type { Database } from '../db/schema';
import type { AppEnv, RequestTransaction } from './context';
import { ApiError } from './errors';

const literal = pg.escapeLiteral;

/**
 * Switches the request's transaction to its role with its claims, in one statement. The values are
 * inlined as escaped literals (the role is one of ours, the claims JSON text), so the statement has no
 * parameters and the request pool sends the transaction's BEGIN with it (db/deferred-begin.ts): one
 * round trip opens the transaction.
 */
async function enterRequestRole(trx: RequestTransaction, claims: Claims | null, clientHash: string | null): Promise<void> {
  const role = literal(claims?.role ?? 'anon');
  const published = literal(JSON.stringify(claims ?? (clientHash ? { role: 'anon', client: clientHash } : { role: 'anon' })));
  await sql.raw(`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${published}, true)`).execute(trx);
}

/**
 * Whether a verified token's user still exists with the token's role (a token lives 15 minutes; its
 * user can be deleted or demoted meanwhile). One statement on a pooled connection that goes back to
 * the pool as soon as it answers: nothing is held while the request's body streams or its handler
 * waits on a provider.
 */
async function userStillValid(db: Kysely<Database>, claims: Claims): Promise<boolean> {
  const { rows } = await sql<{ valid: boolean }>`select auth.request_user_valid(${claims.sub}::uuid, ${claims.role}) as valid`.execute(db);
  return rows[0]?.valid === true;
}

/**
 * Gives the request one database transaction as the `authenticator` login with the request's role and
 * claims set for this transaction only (so nothing leaks to the next user of the pooled connection).
 * A token's user is checked before the handler runs (a deleted or demoted one is refused with 401),
 * in a statement of its own; the transaction itself opens on first use, so a request holds a pool
 * connection only from its first query to its end, never while its body streams in. Committed when
 * the response is a success, rolled back otherwise.
 */
export function requestTransaction(db: Kysely<Database>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = c.get('claims');
    const clientHash = c.get('clientHash') ?? null;
    const committed: Array<() => void | Promise<void>> = [];
    c.set('afterCommit', (work) => void committed.push(work));
    let opened: Promise<RequestTransaction> | undefined;
    const open = () =>
      (opened ??= (async () => {
        const trx = await db.startTransaction().execute();
        try {
          await enterRequestRole(trx, claims, clientHash);
        } catch (error) {
          await trx.rollback().execute();
          throw error;
        }
        return trx;
      })());
    c.set('db', open);
    if (claims && !(await userStillValid(db, claims))) throw new ApiError('unauthorized', authMessages.sessionInvalid);
    try {
      await next();
    } finally {
      // A transaction that failed to open has nothing to finish; the handler already saw the error.
      const trx = opened && (await opened.catch(() => undefined));
      if (trx) {
        if (c.error || c.res.status >= 400) await trx.rollback().execute();
        else {
          await trx.commit().execute();
          for (const work of committed) {
            try {
              await work();
            } catch (error) {
              c.get('logger').warn('after-commit work failed', { error });
            }
          }
        }
      } else if (committed.length > 0 && !c.error && c.res.status < 400) {
        for (const work of committed) await Promise.resolve(work()).catch(() => undefined);
      }
    }
  };
}
