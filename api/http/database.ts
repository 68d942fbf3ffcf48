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
 * Switches the request's transaction to its role with its claims, and for a token also asks whether
 * its user still exists with that role, all in one statement. The values are inlined as escaped
 * literals (the role is one of ours, the user id a UUID the token's schema checked, the claims JSON
 * text), so the statement has no parameters and the request pool sends the transaction's BEGIN with
 * it (db/deferred-begin.ts): one round trip opens the transaction.
 */
async function enterRequestRole(trx: RequestTransaction, claims: Claims | null, clientHash: string | null): Promise<boolean> {
  const role = literal(claims?.role ?? 'anon');
  const published = literal(JSON.stringify(claims ?? (clientHash ? { role: 'anon', client: clientHash } : { role: 'anon' })));
  const enter = `set_config('role', ${role}, true), set_config('request.jwt.claims', ${published}, true)`;
  if (!claims) {
    await sql.raw(`select ${enter}`).execute(trx);
    return true;
  }
  const { rows } = await sql.raw<{ valid: boolean }>(`select auth.request_user_valid(${literal(claims.sub)}::uuid, ${role}) as valid, ${enter}`).execute(trx);
  return rows[0]?.valid === true;
}

/**
 * Gives the request one database transaction as the `authenticator` login with the request's role and
 * claims set for this transaction only (so nothing leaks to the next user of the pooled connection).
 * Committed when the response is a success, rolled back otherwise.
 *
 * Anonymous requests open it on first use. A request with a token opens it before its handler runs,
 * in the statement that also checks that the token's user still exists with its role (a deleted or
 * demoted one is refused with 401): JSON bodies have been read whole by then, so the connection waits
 * on nobody. A route that waits on its client or on a provider (an upload streaming in, a PayPal
 * capture) ends that transaction first with `releaseRequestConnection`, and opens another only when
 * it has something to write.
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
          if (!(await enterRequestRole(trx, claims, clientHash))) throw new ApiError('unauthorized', authMessages.sessionInvalid);
        } catch (error) {
          await trx.rollback().execute();
          throw error;
        }
        return trx;
      })());
    c.set('db', open);
    c.set('releaseDb', async () => {
      const held = opened;
      opened = undefined;
      // Only the role and the user check ran in it: there is nothing to keep or to undo.
      if (held) await (await held).rollback().execute();
    });
    if (claims) await open();
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

/**
 * For a route that waits on its client or a provider: gives the request's connection back to the pool
 * before the handler runs (the token's user has been checked already). The handler's first
 * `c.var.db()` opens a new transaction, checking the user again.
 */
export const releaseRequestConnection: MiddlewareHandler<AppEnv> = async (c, next) => {
  await c.var.releaseDb();
  return next();
};
