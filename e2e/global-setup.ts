import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Playwright stops the web server after global teardown, so a run cannot delete its own data folder
 * (the database is still running then). Instead each run removes the folders earlier runs left,
 * once their database is no longer running.
 */
export default async function setup() {
  const current = process.env.E2E_DATA_DIR;
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith('studio18-e2e-')) continue;
    const dir = path.join(tmpdir(), name);
    if (dir === current) continue;
    const pid = Number((await readFile(path.join(dir, 'postgres/postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    if (pid > 0 && (await isRunning(pid))) continue;
    await rm(dir, { recursive: true, force: true });
  }
}

async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
