import { createHash } from 'node:crypto';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';

/**
 * Kysely's Postgres dialect, except that a transaction's BEGIN travels with its first statement when
 * that statement is plain text (no parameters: pg then uses the simple protocol, which takes several
 * statements at once). The request transaction opens with such a statement, the one that sets the
 * role and the claims (http/database.ts), so a request costs three round trips (BEGIN with its role,
 * its query, COMMIT) instead of four; on Bun each round trip is a socket write through node:net,
 * the largest cost left in a request's profile. A first statement with parameters gets its BEGIN
 * sent alone just before it, as kysely does. A transaction that ran nothing sends nothing at all.
 * Statements with parameters are prepared once per connection (see PREPARED_PER_CONNECTION).
 * No cursors (streaming) and no savepoints: nothing here uses them.
 */
export class DeferredBeginDialect extends PostgresDialect {
  constructor(private readonly pool: pg.Pool) {
    super({ pool });
  }

  override createDriver(): Driver {
    return new DeferredBeginDriver(this.pool);
  }
}

class DeferredBeginDriver implements Driver {
  #pool: pg.Pool | undefined;
  readonly #connections = new WeakMap<pg.PoolClient, DeferredBeginConnection>();

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const pool = this.#pool;
    if (!pool) throw new Error('driver has already been destroyed');
    const client = await pool.connect();
    let connection = this.#connections.get(client);
    if (!connection) {
      connection = new DeferredBeginConnection(client);
      this.#connections.set(client, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const deferred = connection as DeferredBeginConnection;
    if (!settings.isolationLevel && !settings.accessMode) return deferred.deferBegin();
    let text = 'start transaction';
    if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) text += ` ${settings.accessMode}`;
    await deferred.client.query(text);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as DeferredBeginConnection).finish('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as DeferredBeginConnection).finish('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as DeferredBeginConnection).client.release();
  }

  async destroy(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.end();
  }
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * Statements with parameters run as named prepared statements: Postgres parses and plans each text
 * once per connection instead of at every request (in pgbench's terms, `-M prepared` instead of
 * `-M extended`; parsing and planning were most of Postgres's own time for a request). The name is a
 * hash of the text, so a name never stands for two texts. A connection keeps at most this many; a
 * text beyond them runs unnamed, as before. Plans stay correct across the request roles: Postgres
 * re-plans a statement that row-level security applies to when the role it runs as changes.
 */
const PREPARED_PER_CONNECTION = 250;
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size >= 10 * PREPARED_PER_CONNECTION) names.clear();
    names.set(text, name);
  }
  return name;
}

function toQueryResult<R>(result: pg.QueryResult): QueryResult<R> {
  return {
    numAffectedRows: WRITES.has(result.command) ? BigInt(result.rowCount ?? 0) : undefined,
    rows: (result.rows ?? []) as R[],
  };
}

/**
 * Several statements in one simple query answer one result each; the caller's is the last. (Outside a
 * transaction, Postgres runs such a message as one transaction of its own.)
 */
function lastResult<R>(answer: pg.QueryResult | pg.QueryResult[]): QueryResult<R> {
  return toQueryResult(Array.isArray(answer) ? answer[answer.length - 1]! : answer);
}

class DeferredBeginConnection implements DatabaseConnection {
  #beginPending = false;
  readonly #prepared = new Set<string>();

  constructor(readonly client: pg.PoolClient) {}

  deferBegin(): void {
    this.#beginPending = true;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#beginPending) {
      this.#beginPending = false;
      if (compiled.parameters.length === 0) {
        return lastResult(await this.client.query(`begin; ${compiled.sql}`));
      }
      await this.client.query('begin');
    }
    if (compiled.parameters.length === 0) return lastResult(await this.client.query(compiled.sql));
    const name = statementName(compiled.sql);
    if (!this.#prepared.has(name)) {
      if (this.#prepared.size >= PREPARED_PER_CONNECTION)
        return toQueryResult(await this.client.query(compiled.sql, [...compiled.parameters]));
      this.#prepared.add(name);
    }
    return toQueryResult(await this.client.query({ name, text: compiled.sql, values: [...compiled.parameters] }));
  }

  /** COMMIT or ROLLBACK; nothing when the transaction never ran a statement (its BEGIN was never sent). */
  async finish(command: 'commit' | 'rollback'): Promise<void> {
    if (this.#beginPending) {
      this.#beginPending = false;
      return;
    }
    await this.client.query(command);
  }

  // eslint-disable-next-line require-yield -- kysely's interface wants a generator; this driver streams nothing
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by the request database driver');
  }
}
