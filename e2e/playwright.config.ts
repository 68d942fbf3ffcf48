import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromium } from './browser';

/**
 * Browser tests against the built site started exactly as `npm start` starts it (scripts/start.ts on
 * Bun), with its own data folder under the OS temp folder so a developer's ./data is never touched.
 * The config is evaluated again in each worker; values chosen once live in the environment, which
 * the workers inherit.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio18-e2e-'));
  // The embedded database runs as the postgres user, which must be able to enter this folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await resolveChromium(), args: chromiumArgs },
  },
  webServer: {
    command: `${path.join(root, 'node_modules/.bin/bun')} scripts/start.ts`,
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT ?? '54399',
      LOG_LEVEL: 'warn',
      // Every browser test signs up from 127.0.0.1; the limit itself is proved in api/auth/rate-limit.test.ts.
      SIGNUP_RATE_LIMIT: '1000',
      // The administrator, created at start as an operator would (e2e/admin-role.spec.ts signs in with it).
      ADMIN_EMAIL: 'admin@studio18.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
    },
  },
});
