import {
  type Compilable,
  CompiledQuery,
  DummyDriver,
  Kysely,
  type OperationNodeSource,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SelectQueryNode,
  sql,
} from 'kysely';
import pg from 'pg';
import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../contract/messages';
import type { Claims } from '../db/roles';
import type { Database } from '../db/schema';
import type { AppEnv, RequestTransaction } from './context';
import { ApiError } from './errors';

const literal = pg.escapeLiteral;

/**
 * The select list that switches the current transaction to the request's role with its claims (both
 * undone when it ends). The values are inlined as escaped literals (the role is one of ours, the
 * claims JSON text), so a statement made of it has no parameters and can share a message.
 */
function roleSettings(claims: Claims | null, clientHash: string | null): string {
  const role = literal(claims?.role ?? 'anon');
  const published = literal(JSON.stringify(claims ?? (clientHash ? { role: 'anon', client: clientHash } : { role: 'anon' })));
  return `set_config('role', ${role}, true), set_config('request.jwt.claims', ${published}, true)`;
}

/**
 * Switches the request's transaction to its role with its claims, and for a token also asks whether
 * its user still exists with that role, all in one statement. The user id is a UUID the token's
 * schema checked, inlined as an escaped literal: the statement has no parameters, so the request pool
 * sends the transaction's BEGIN with it (db/deferred-begin.ts) and one round trip opens the transaction.
 */
async function enterRequestRole(trx: RequestTransaction, claims: Claims | null, clientHash: string | null): Promise<boolean> {
  const role = literal(claims?.role ?? 'anon');
  const enter = roleSettings(claims, clientHash);
  if (!claims) {
    await sql.raw(`select ${enter}`).execute(trx);
    return true;
  }
  const { rows } = await sql
    .raw<{ valid: boolean }>(`select auth.request_user_valid(${literal(claims.sub)}::uuid, ${role}) as valid, ${enter}`)
    .execute(trx);
  return rows[0]?.valid === true;
}

/**
 * Compiles a query with its values written into its text as escaped literals instead of parameters,
 * so that it can share a simple-protocol message with other statements. Values are strings, numbers,
 * booleans, dates or null (anything else throws); strings go through pg's escapeLiteral.
 */
class InlineValuesCompiler extends PostgresQueryCompiler {
  protected override appendValue(value: unknown): void {
    this.appendImmediateValue(value);
  }

  protected override appendImmediateValue(value: unknown): void {
    if (typeof value !== 'number') return super.appendImmediateValue(value);
    if (!Number.isFinite(value)) throw new Error(`A number written into a query must be finite (got ${value})`);
    // A negative one in parentheses: `-5::integer` would cast 5 first, and -2147483648 would not fit.
    this.append(value < 0 ? `(${value})` : String(value));
  }

  protected override appendStringLiteral(value: string): void {
    this.append(literal(value));
  }
}

/** The driver of `queries`: it has no connection, and says so rather than answering nothing. */
class ReadOnlyThroughRequest extends DummyDriver {
  override acquireConnection(): never {
    throw new Error('A query built with `queries` runs through the request: c.var.read(query)');
  }
}

/** Builds queries for `read`, with no connection of its own: executing one directly throws. */
export const queries = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new ReadOnlyThroughRequest(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A query `read` takes: a Kysely query builder (or anything else that compiles to a query). */
export type ReadQuery<R> = Compilable<R> & OperationNodeSource;

/** The query's text with its values inlined (InlineValuesCompiler). */
export function inlineValues(query: OperationNodeSource): string {
  const node = query.toOperationNode();
  if (!SelectQueryNode.is(node)) throw new Error('Only a select can be inlined for a one-message read');
  return new InlineValuesCompiler().compileQuery(node, { queryId: 'inline' }).sql;
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
 * it has something to write. A route that reads and writes no data and answers everyone alike (the
 * catalog) is registered before this middleware (app.ts), so it costs no database round trip.
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
    c.set('read', async <R>(query: ReadQuery<R>): Promise<R[]> => {
      // A request with a token, or one that has begun its transaction, reads in that transaction.
      if (claims || opened) return (await (await open()).executeQuery(query)).rows;
      // An anonymous request reading before anything else: the role statement and the query travel
      // in one message, which Postgres runs as one transaction of its own (the role and claims end
      // with it), so the read costs one round trip instead of three (BEGIN, query, COMMIT). That
      // transaction is read-only, so a select with a writing WITH clause fails instead of committing.
      const readOnly = `set_config('transaction_read_only', 'on', true)`;
      const text = `select ${roleSettings(null, clientHash)}, ${readOnly}; ${inlineValues(query)}`;
      return (await db.executeQuery<R>(CompiledQuery.raw(text))).rows;
    });
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
