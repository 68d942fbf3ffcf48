import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
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
 *
 * A second instance of the site runs beside it for e2e/free-tools-fal.spec.ts, its FREE FLUX
 * provider being fal.ai played by the fake of api/generation/providers/fake-fal.ts
 * (scripts/fake-fal-server.ts). Its ports:
 *   E2E_PORT           the site (default 3199); the fal instance listens on E2E_PORT + 2 (default 3201)
 *   E2E_POSTGRES_PORT  the site's embedded Postgres (default 54399); the fal instance's is + 2 (default 54401)
 *   E2E_FAL_PORT       the fake fal.ai server (default 3198)
 *   E2E_FAL_DATA_DIR   the fal instance's data folder (default: E2E_DATA_DIR + '-fal')
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio18-e2e-'));
  // The embedded database runs as the postgres user, which must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  process.env.E2E_DATA_DIR = dataDir;
}
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? 54399);
const falPort = Number(process.env.E2E_FAL_PORT ?? 3198);
const falSitePort = port + 2;
// Named after the site's, so global-setup.ts removes it with it once its database has stopped.
const falDataDir = process.env.E2E_FAL_DATA_DIR ?? `${dataDir}-fal`;
process.env.E2E_FAL_DATA_DIR = falDataDir;
mkdirSync(falDataDir, { recursive: true });
chmodSync(falDataDir, 0o755);
const bun = path.join(root, 'node_modules/.bin/bun');

/**
 * Test files that change what other tests meet, run after them: the settings of the whole site (a paused
 * tool), and the order of the second site's shared gallery (Gallery Admin reorders every item, which
 * moves the items the reports test adds there).
 */
const SITE_WIDE_SPECS = /(admin-settings|gallery-admin|studio-maintenance)\.spec\.ts$/;

/**
 * The specs that run with the service worker, as a visitor's browser has it: what works offline, the
 * caches and what signing out removes from them, the update prompt, push, and the pages those specs
 * load. The others block it: installing it precaches the whole app in every new browser context,
 * about a tenth of their CPU, for pages whose behaviour does not depend on it.
 */
const SERVICE_WORKER_SPECS =
  /(^|\/)(gallery|legal|magic-prompter|my-gallery|notify|offline-queue|offline-session|reports|shell|sign-out-privacy|tokens|update-prompt)\.spec\.ts$/;

const TRACE_MODES = ['off', 'on', 'retain-on-failure'] as const;
function traceMode(value = 'off'): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((candidate) => candidate === value);
  if (!mode) throw new Error(`E2E_TRACE=${value}: expected one of ${TRACE_MODES.join(', ')}`);
  return mode;
}

/** The site as `npm start` runs it; `env` adds to (or overrides) what every instance gets. */
function site(sitePort: number, env: Record<string, string>) {
  return {
    command: `${bun} scripts/start.ts`,
    cwd: root,
    url: `http://localhost:${sitePort}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: {
      PORT: String(sitePort),
      LOG_LEVEL: 'warn',
      // Cheaper password hashes: the tests make hundreds of accounts (the production cost is checked in api/auth/sign-up.test.ts).
      PASSWORD_HASH_COST: '10',
      // Every browser test signs up from 127.0.0.1; the limit itself is proved in api/auth/rate-limit.test.ts.
      SIGNUP_RATE_LIMIT: '1000',
      // Likewise every free generation comes from 127.0.0.1; the free limits are proved in api/generation/*.test.ts.
      FREE_LIMIT_PER_IP: '1000',
      // Likewise every report; the report limits are proved in api/reports/reports.test.ts.
      REPORT_LIMIT_PER_IP: '1000',
      // The administrator, created at start as an operator would (e2e/admin-role.spec.ts signs in with it).
      ADMIN_EMAIL: 'admin@studio18.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A test of many steps (sign up, sign in, reloads) takes 10-16 s on an idle two-core machine and
  // twice that while the whole suite and both demo workers share it; every wait inside still has its own
  // limit (expect: 10 s), so a broken step fails on that limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  projects: [
    { name: 'site', testIgnore: [SITE_WIDE_SPECS, SERVICE_WORKER_SPECS] },
    { name: 'site, service worker', testMatch: SERVICE_WORKER_SPECS, use: { serviceWorkers: 'allow' } },
    { name: 'after the others', testMatch: SITE_WIDE_SPECS, dependencies: ['site', 'site, service worker'] },
  ],
  use: {
    baseURL,
    serviceWorkers: 'block',
    // Traces record a screencast and DOM snapshots of every step of every test: about a quarter of the
    // suite's CPU on a two-core machine. E2E_TRACE=retain-on-failure (or on) records them to look into a failure.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await resolveChromium(), args: chromiumArgs },
  },
  webServer: [
    site(port, { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(postgresPort) }),
    {
      command: `${bun} scripts/fake-fal-server.ts`,
      cwd: root,
      url: `http://127.0.0.1:${falPort}/healthz`,
      reuseExistingServer: false,
      // How long the fake may take to answer /healthz; it starts in well under a second.
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { FAKE_FAL_PORT: String(falPort), FAKE_FAL_KEY: 'fake-e2e-key' },
    },
    site(falSitePort, {
      DATA_DIR: falDataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort + 2),
      FAL_KEY: 'fake-e2e-key',
      FAL_QUEUE_URL: `http://127.0.0.1:${falPort}`,
      FAL_REST_URL: `http://127.0.0.1:${falPort}`,
      FAL_POLL_INTERVAL_MS: '200',
      PROVIDER_FREE_FLUX: 'fal',
      // Text to Video too, so a browser test can meet a video job that fal fails (e2e/studio-fal.spec.ts).
      PROVIDER_TEXT_TO_VIDEO: 'fal',
      FALLBACK_TEXT_TO_VIDEO: 'none',
      FALLBACK_FREE_FLUX: 'none',
      // One site with the output safety models is enough on a shared machine (they are proved in api/safety).
      SAFETY_CHECK: 'off',
      // No test of this site opens the home page: its landing media would only be rendered beside the tests.
      LANDING_MEDIA: 'false',
    }),
  ],
});
