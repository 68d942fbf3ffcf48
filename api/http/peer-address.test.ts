import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_APP_SECRET, type TestDatabase } from '../test/database';
import { freePort } from '../test/global-setup';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';

/**
 * The site as `npm start` runs it, under Bun (the tests' other apps run under Node), on a test
 * database: Bun tells a request's address only for the Request object its server made, and the body
 * deadline hands the app a new one for every request with a body. The address of such a request must
 * still be the client's, or every visitor would share one free-generation limit and the development
 * helpers that answer only this machine would answer nobody.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let db: TestDatabase;
let dataDir: string;
let site: ChildProcess;
let base: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'studio18-peer-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = spawn(path.join(root, 'node_modules/.bin/bun'), ['scripts/start.ts', '--no-build'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: db.url,
      APP_SECRET: TEST_APP_SECRET,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WORKER: 'off',
      LANDING_MEDIA: 'false',
      SEED_GALLERY: 'false',
      AUTH_EMAIL_CONFIRMATION: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout?.resume();
  site.stderr?.resume();
  const until = Date.now() + 45_000;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until || site.exitCode !== null) throw new Error('the site did not start under Bun');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const json = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('under Bun, a request with a body', () => {
  it('counts its free generation against the address it came from', async () => {
    const res = await json(
      '/api/v1/generations',
      { tool: 'free-flux', params: { prompt: 'A quiet harbour at dawn' } },
      { 'x-client-id': 'e'.repeat(32) },
    );
    expect(res.status).toBe(202);
    const { rows } = await sql<{ key: string }>`select key from auth.rate_limits where bucket = 'free-generation'`.execute(db.owner);
    expect(rows.map((row) => row.key)).toEqual(['ip:127.0.0.1']);
  });

  it('reaches the PayPal stand-in’s approval, which answers only this machine', async () => {
    const signUp = await json('/api/v1/auth/sign-up', { email: 'peer-address@example.com', password: 'secret123', adult: true });
    expect(signUp.status).toBe(201);
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const order = (await (await json('/api/v1/payments/orders', {}, auth)).json()) as { orderId: string };
    const approve = await json(`/api/v1/payments/orders/${order.orderId}/approve`, {}, auth);
    expect(approve.status).toBe(204);
    const capture = await json(`/api/v1/payments/orders/${order.orderId}/capture`, {}, auth);
    expect(capture.status).toBe(200);
  });
});
