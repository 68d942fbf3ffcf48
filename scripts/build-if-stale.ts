import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestSource(full));
    else newest = Math.max(newest, (await stat(full)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the PWA when dist/pwa is missing or older than anything it is built from (pwa/, the shared
 * contract in api/contract/, the lockfile), so `npm start` always serves the current client.
 */
export async function buildPwaIfStale(log: (line: string) => void = console.log): Promise<void> {
  const built = await stat(path.join(root, 'dist/pwa/index.html')).catch(() => null);
  const sources = await Promise.all(['pwa', 'api/contract'].map((dir) => newestSource(path.join(root, dir)).catch(() => 0)));
  const lock = (await stat(path.join(root, 'package-lock.json')).catch(() => null))?.mtimeMs ?? 0;
  const newest = Math.max(lock, ...sources);
  if (built && built.mtimeMs >= newest) return;
  log(built ? 'pwa: sources changed, rebuilding…' : 'pwa: no build yet, building…');
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--config', 'pwa/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The PWA build failed (see the output above).');
  log('pwa: built into dist/pwa');
}
