import { execFile, spawnSync } from 'node:child_process';
import { appendFile, chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/global-setup';
import { startEmbeddedPostgres } from './embedded';
import {
  blockingFolder,
  contentHash,
  copyOfBinaries,
  type InstalledBinaries,
  installedBinaries,
  type PostgresAccount,
  postgresAccount,
} from './embedded-runtime';

/**
 * A checkout the postgres user cannot enter (under /root, or made by `mktemp -d`): the binaries in its
 * node_modules cannot be run by that user, so they are copied out once and the server starts from the
 * copy; a data folder in it is replaced by one in the runtime folder. Only as root: otherwise the
 * server runs as us and reaches whatever we reach.
 */
describe.skipIf(userInfo().uid !== 0)('as root, in a folder the postgres user cannot enter', () => {
  let account: PostgresAccount;
  let closed: string;
  let runtime: string;
  let binaries: InstalledBinaries;

  beforeAll(async () => {
    account = (await postgresAccount())!;
    // mkdtemp makes the folder 0700, as `mktemp -d` does: the postgres user cannot enter it.
    closed = await mkdtemp(path.join(tmpdir(), 'studio18-closed-'));
    runtime = await mkdtemp(path.join(tmpdir(), 'studio18-runtime-'));
    await chmod(runtime, 0o755);
    const installed = await installedBinaries();
    await promisify(execFile)('cp', ['-a', installed.native, path.join(closed, 'native')]);
    binaries = { native: path.join(closed, 'native'), version: installed.version };
  }, 60_000);

  afterAll(async () => {
    await rm(closed, { recursive: true, force: true });
    await rm(runtime, { recursive: true, force: true });
  });

  const runAsPostgres = (file: string) =>
    spawnSync(file, ['--version'], { uid: account.uid, gid: account.gid, cwd: '/', encoding: 'utf8' });

  it('names the outermost folder in the way', async () => {
    expect(await blockingFolder(path.join(binaries.native, 'bin'), account)).toBe(closed);
    expect(await blockingFolder(path.join(closed, 'not', 'there'), account)).toBe(closed);
    expect(await blockingFolder(runtime, account)).toBeUndefined();
  });

  it('copies the binaries once, even when several processes ask at the same time, to a folder the postgres user can run them from', async () => {
    // The crash this prevents: `spawn .../initdb EACCES`.
    expect(runAsPostgres(path.join(binaries.native, 'bin', 'initdb')).error).toMatchObject({ code: 'EACCES' });

    const copies = await Promise.all([1, 2, 3].map(() => copyOfBinaries(binaries, runtime)));
    expect(new Set(copies).size).toBe(1);
    const copy = copies[0]!;
    expect(path.dirname(copy)).toBe(runtime);
    expect(path.basename(copy)).toMatch(new RegExp(`^postgres-${binaries.version.replace(/\./g, '\\.')}-[0-9a-f]{16}$`));
    // No half copies left behind by the processes that lost the race.
    expect(await readdir(runtime)).toEqual([path.basename(copy)]);
    expect(await blockingFolder(copy, account)).toBeUndefined();
    for (const binary of ['initdb', 'postgres']) {
      const run = runAsPostgres(path.join(copy, 'bin', binary));
      expect(run.error).toBeUndefined();
      expect(run.stdout).toMatch(new RegExp(`^${binary} \\(PostgreSQL\\) \\d+`));
    }
    // Static libraries are left out; shared ones and their links are there.
    expect(await readdir(path.join(copy, 'lib'))).not.toContain('libpq.a');
    expect(await readdir(path.join(copy, 'lib'))).toContain('libicuuc.so.60');
  }, 60_000);

  it('names the copy after the content, so changed binaries get a copy of their own', async () => {
    const before = await contentHash(binaries.native);
    const scratch = path.join(binaries.native, 'share', 'postgresql', 'studio18-test.txt');
    await writeFile(scratch, 'one');
    const withFile = await contentHash(binaries.native);
    await appendFile(scratch, 'two');
    const changed = await contentHash(binaries.native);
    await rm(scratch);
    expect(new Set([before, withFile, changed]).size).toBe(3);
    expect(await contentHash(binaries.native)).toBe(before);
  }, 30_000);

  it('starts the server from the copy with its data in the runtime folder, and finds that data again on the next start', async () => {
    const port = await freePort();
    const dataDir = path.join(closed, 'data');
    const options = {
      dir: path.join(dataDir, 'postgres'),
      port,
      passwordFile: path.join(dataDir, '.postgres-password'),
      runtimeDir: runtime,
      binaries,
    };
    const query = async (url: string, text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };

    const first = await startEmbeddedPostgres(options);
    try {
      expect(first.reused).toBe(false);
      expect(first.relocatedFrom).toBe(path.join(dataDir, 'postgres'));
      expect(first.dir.startsWith(path.join(runtime, 'databases') + path.sep)).toBe(true);
      expect(path.basename(first.dir)).toBe('postgres');
      expect(first.binariesCopy && path.dirname(first.binariesCopy)).toBe(runtime);
      expect(await query(first.url, 'show data_directory')).toEqual([{ data_directory: first.dir }]);
      await query(first.url, `create table kept (note text); insert into kept values ('still here')`);
    } finally {
      await first.stop();
    }

    const restarts: string[] = [];
    const second = await startEmbeddedPostgres({ ...options, onRestart: (line) => restarts.push(line) });
    try {
      expect(second.dir).toBe(first.dir);
      expect(second.binariesCopy).toBe(first.binariesCopy);
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
      // Killed, the server started from the copy is started again from it, with its data.
      process.kill(Number((await readFile(path.join(second.dir, 'postmaster.pid'), 'utf8')).split('\n')[0]), 'SIGKILL');
      const killedAt = Date.now();
      let rows: unknown[] | undefined;
      while (!rows && Date.now() - killedAt < 10_000) {
        rows = await query(second.url, 'select note from kept').catch(() => undefined);
        if (!rows) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(rows).toEqual([{ note: 'still here' }]);
      expect(restarts.at(-1)).toMatch(/^The embedded PostgreSQL is running again/);
    } finally {
      await second.stop();
    }
  }, 90_000);

  it('never replaces a database that already lives in a folder the postgres user cannot reach', async () => {
    const dir = path.join(closed, 'old', 'postgres');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '18\n');
    await expect(
      startEmbeddedPostgres({
        dir,
        port: await freePort(),
        passwordFile: path.join(closed, 'old', '.postgres-password'),
        runtimeDir: runtime,
        binaries,
      }),
    ).rejects.toThrow(`The embedded database in ${dir} runs as the system user "postgres", which cannot enter ${closed}.`);
  });
});
