import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '../log/logger';
import { deriveSecret } from '../secrets';
import { DeferredBeginDialect } from './deferred-begin';
import type { Database } from './schema';

/** pg-pool's words when no connection came free within connectionTimeoutMillis. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/** Whether an error says that no connection came free in time: the site is saturated, not broken. */
export function isPoolBusy(error: unknown): boolean {
  return error instanceof Error && error.message === POOL_TIMEOUT;
}

/** Network errors of a connection to a server that is down, restarting or out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/**
 * PostgreSQL's own words for it: connection exceptions (class 08), a server shutting down or starting
 * (57P01-57P03), no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** What node-postgres says when the server went away under a connection or did not answer its opening in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error says the database server cannot be reached now (stopped, restarting, unreachable,
 * full): the site is unavailable for a moment, not broken, so the caller should come back. Follows
 * `cause` and the errors of an AggregateError (a host name with several addresses fails on each).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (UNAVAILABLE_MESSAGES.includes(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export interface Databases {
  /** The owner (DATABASE_URL): migrations, maintenance and background work. Never serves a request's data. */
  owner: Kysely<Database>;
  /** The `authenticator` login: every request, switched to anon/member/admin inside its transaction. */
  api: Kysely<Database>;
  /**
   * `select 1` on a connection of its own (a pool of one), so /healthz answers even while every
   * request connection is taken.
   */
  health(): Promise<void>;
  /** The request pool's connections now (for the metrics endpoint). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface ConnectOptions {
  ownerUrl: string;
  appSecret: string;
  poolMax: number;
  /** How long a request waits for a free connection before it is answered 503 (default 3000). */
  poolWaitMs?: number;
  logger: Logger;
}

function pool(connectionString: string, max: number, logger: Logger, waitMs: number, options?: string): pg.Pool {
  const created = new pg.Pool({ connectionString, max, options, connectionTimeoutMillis: waitMs });
  // A server shutdown (57P01) or network drop reaches idle clients as an 'error' event; without a
  // listener it would crash the process instead of letting the pool reconnect.
  created.on('error', (error) => logger.warn('database pool client error', { error: error.message }));
  // The pool listens only to its idle clients: one taken out (a transaction between two statements)
  // that loses its server would raise the same event with nobody listening. The pool drops it when
  // it is given back, as it no longer answers.
  created.on('connect', (client) => client.on('error', (error) => logger.warn('database client error', { error: error.message })));
  return created;
}

/** The connection URL of the request role: the owner's host and database, the authenticator's login. */
export function authenticatorUrl(ownerUrl: string, appSecret: string): string {
  const url = new URL(ownerUrl);
  url.username = 'authenticator';
  url.password = deriveSecret(appSecret, 'db-authenticator');
  return url.toString();
}

/**
 * Opens both pools. The authenticator's password is derived from APP_SECRET and (re)set by the owner
 * here, so every process that shares the secret can log in and nothing else needs configuring.
 */
export async function connectDatabases({ ownerUrl, appSecret, poolMax, poolWaitMs = 3000, logger }: ConnectOptions): Promise<Databases> {
  // Background work (workers, streams) may wait longer for the owner's few connections than a request.
  const ownerPool = pool(ownerUrl, Math.max(2, Math.ceil(poolMax / 4)), logger, Math.max(poolWaitMs, 10_000));
  const owner = new Kysely<Database>({ dialect: new PostgresDialect({ pool: ownerPool }) });
  const apiPool = pool(authenticatorUrl(ownerUrl, appSecret), poolMax, logger, poolWaitMs, '-c statement_timeout=30000');
  const healthPool = pool(authenticatorUrl(ownerUrl, appSecret), 1, logger, 2000, '-c statement_timeout=2000');
  await ensureAuthenticatorLogin(owner, apiPool, deriveSecret(appSecret, 'db-authenticator'));
  // Its transactions send BEGIN with their first statement when they can (the request transaction's always can).
  const api = new Kysely<Database>({ dialect: new DeferredBeginDialect(apiPool) });
  return {
    owner,
    api,
    async health() {
      await healthPool.query('select 1');
    },
    poolStats: () => ({ total: apiPool.totalCount, idle: apiPool.idleCount, waiting: apiPool.waitingCount }),
    async close() {
      await Promise.allSettled([api.destroy(), owner.destroy()]);
      // kysely ends a pool only if it ever ran a query on it; the login check above may have left an
      // idle client in the request pool, which would keep the process alive for its idle timeout.
      await Promise.allSettled([apiPool, ownerPool, healthPool].filter((item) => !item.ended).map((item) => item.end()));
    },
  };
}

const AUTHENTICATOR_LOCK = 7_318_200_002;
/** Tries of the password change before giving up; each lost race waits a little longer. */
const AUTHENTICATOR_TRIES = 20;

/** PostgreSQL's answer when two sessions change one catalog row (a role) at once. */
const isConcurrentCatalogUpdate = (error: unknown) =>
  (error as { code?: string }).code === 'XX000' && /tuple concurrently (updated|deleted)/.test((error as Error).message);

async function canLogIn(apiPool: pg.Pool): Promise<boolean> {
  try {
    (await apiPool.connect()).release();
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '28P01' && code !== '28000') throw error;
    return false;
  }
}

/**
 * Sets the authenticator's password only when logging in with it fails. A role belongs to the whole
 * cluster while an advisory lock belongs to one database, so processes on other databases of the same
 * server (each test file has its own; two sites may share a server) can still change the role at the
 * same moment, and PostgreSQL refuses all but one ('tuple concurrently updated'). The advisory lock
 * keeps the processes of one database in line; a lost race across databases waits, checks the login
 * again (the winner may have set the same password) and tries again.
 */
async function ensureAuthenticatorLogin(owner: Kysely<Database>, apiPool: pg.Pool, password: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await canLogIn(apiPool)) return;
    try {
      await owner.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${AUTHENTICATOR_LOCK})`.execute(trx);
        await sql`alter role authenticator with login password ${sql.lit(password)}`.execute(trx);
      });
      return;
    } catch (error) {
      if (!isConcurrentCatalogUpdate(error) || attempt >= AUTHENTICATOR_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));
    }
  }
}

export async function checkDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
