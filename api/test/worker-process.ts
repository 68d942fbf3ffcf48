import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_APP_SECRET } from './database';
import type { TestApp } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run worker` as its own process under Bun (the runtime of production), on the test app's
 * database and storage; `env` adds or overrides settings (a slow demo renderer, a provider).
 */
export function startWorkerProcess(t: TestApp, env: Record<string, string>): ChildProcess {
  const child = spawn(path.join(root, 'node_modules/.bin/bun'), ['scripts/worker.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: t.db.url,
      APP_SECRET: TEST_APP_SECRET,
      DATA_DIR: t.config.dataDir,
      STORAGE_DIR: t.config.storage.dir,
      LOG_LEVEL: 'warn',
      WORKER_LEASE_SECONDS: '2',
      WORKER_POLL_SECONDS: '0.5',
      // The safety models take seconds to load: tested in api/safety, off for these processes.
      SAFETY_CHECK: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}
