import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/global-setup';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded';

/** The embedded PostgreSQL started again when its process dies, with its data. */

let dir: string;
let server: EmbeddedServer | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio18-supervise-'));
  await chmod(dir, 0o755);
});
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const postmaster = async (dataDir: string) => Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

describe('the embedded PostgreSQL', () => {
  it('is started again, with a log line and its data, when its process is killed; a stop then stops it for good', async () => {
    const lines: string[] = [];
    const port = await freePort();
    server = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      port,
      passwordFile: path.join(dir, 'postgres-password'),
      onRestart: (line) => lines.push(line),
    });
    await query(server.url, `create table kept (note text); insert into kept values ('still here')`);
    const first = await postmaster(server.dir);

    process.kill(first, 'SIGKILL');
    const killedAt = Date.now();
    let rows: unknown[] | undefined;
    while (!rows && Date.now() - killedAt < 10_000) {
      rows = await query(server.url, 'select note from kept').catch(() => undefined);
      if (!rows) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows).toEqual([{ note: 'still here' }]);
    expect(await postmaster(server.dir)).not.toBe(first);
    expect(lines[0]).toBe(`The embedded PostgreSQL (pid ${first}) stopped unexpectedly; starting it again.`);
    expect(lines.at(-1)).toMatch(/^The embedded PostgreSQL is running again \(pid \d+, start \d+\)\.$/);

    const stopping = Date.now();
    await server.stop();
    server = undefined;
    expect(Date.now() - stopping).toBeLessThan(10_000);
    await expect(query(`postgres://postgres@127.0.0.1:${port}/postgres`, 'select 1')).rejects.toThrow();
    // Stopped on purpose: nothing starts it again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(query(`postgres://postgres@127.0.0.1:${port}/postgres`, 'select 1')).rejects.toThrow();
    expect(lines.filter((line) => line.includes('stopped unexpectedly'))).toHaveLength(1);
  }, 60_000);
});
