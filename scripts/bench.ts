import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../api/config';
import { createStorage } from '../api/storage/storage';
import { buildPwaIfStale } from './build-if-stale';

/**
 * `npm run bench`: starts the site as `npm start` does (own data folder, ports 3299 / 54499) and
 * measures start-up time, then throughput and latency of the main request paths with a client in
 * this process. A benchmark, not a test: it reports figures and never fails on them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function startServer(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(path.join(root, 'node_modules/.bin/bun'), ['scripts/start.ts', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: process.env.BENCH_POSTGRES_PORT ?? '54499',
      LOG_LEVEL: 'warn',
      // Members are made by signing up (signed in at once) from this one address.
      AUTH_EMAIL_CONFIRMATION: 'off',
      SIGNUP_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/healthz`).then((res) => res.ok, () => false);
    if (ok) return { child, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not become healthy within 30 s');
}

async function stopServer(child: ChildProcess): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return performance.now() - started;
}

/** Sends `count` requests made by `send`, `parallel` at a time, and reports throughput and latency. */
async function load(send: () => Promise<Response>, count = requests, parallel = concurrency) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        const res = await send();
        await res.arrayBuffer();
        if (!res.ok) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2);
  return { rps: Math.round(latencies.length / seconds), p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), failures };
}

const json = (route: string, body: unknown, token?: string) =>
  fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function signUp(email: string, password: string): Promise<string> {
  const res = await json('/api/v1/auth/sign-up', { email, password, adult: true });
  const body = (await res.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`bench sign-up failed: ${res.status}`);
  return body.accessToken;
}

/** One purchase through the PayPal stand-in: create the order, approve it as the buyer, capture it. */
async function purchase(token: string): Promise<Response> {
  const order = (await (await json('/api/v1/payments/orders', {}, token)).json()) as { orderId: string };
  await json(`/api/v1/payments/orders/${order.orderId}/approve`, {}, token);
  return json(`/api/v1/payments/orders/${order.orderId}/capture`, {}, token);
}

await buildPwaIfStale();
const dataDir = await mkdtemp(path.join(tmpdir(), 'studio18-bench-'));
await chmod(dataDir, 0o755);
try {
  const cold = await startServer(dataDir);
  console.log(`cold start (initdb + migrations + listen): ${cold.ms.toFixed(0)} ms`);
  console.log(`graceful stop: ${(await stopServer(cold.child)).toFixed(0)} ms`);
  const warm = await startServer(dataDir);
  console.log(`warm start (existing data): ${warm.ms.toFixed(0)} ms`);

  const storage = createStorage(loadConfig({ DATA_DIR: dataDir }).storage, 'bench');
  await storage.put('gallery', 'bench/sample.png', new Uint8Array(64 * 1024).fill(7), { contentType: 'image/png' });
  const html = await (await fetch(`${base}/`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];

  const get = (url: string, token?: string) => () => fetch(base + url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const targets: Array<[string, () => Promise<Response>]> = [
    ['GET /healthz (database + storage check)', get('/healthz')],
    ['GET / (index.html)', get('/')],
    ...(asset ? [[`GET ${asset} (hashed asset)`, get(asset)] as [string, () => Promise<Response>]] : []),
    ['GET /api/v1/unknown (JSON 404 through the API middleware)', get('/api/v1/unknown')],
    ['GET /storage/.../gallery 64 KB object (local disk)', get('/storage/v1/object/public/gallery/bench/sample.png')],
  ];
  console.log(`\n${requests} requests per target, concurrency ${concurrency}, client and server on this machine\n`);
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  const report = (name: string, r: Awaited<ReturnType<typeof load>>) =>
    console.log(`| ${name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.failures} |`);
  for (const [name, send] of targets) {
    await load(send); // warm-up pass, not reported
    report(name, await load(send));
  }

  // Accounts and tokens: a member whose balance covers every spend below (500 welcome + purchases).
  const member = await signUp(`bench-${Date.now()}@example.com`, 'bench-password');
  for (let i = 0; i < Math.ceil((2 * requests) / 2000); i++) await purchase(member);
  for (const [name, send] of [
    ['GET /api/v1/auth/me (JWT + RLS transaction)', get('/api/v1/auth/me', member)],
    ['GET /api/v1/tokens/balance', get('/api/v1/tokens/balance', member)],
    ['GET /api/v1/tokens/transactions?limit=10', get('/api/v1/tokens/transactions?limit=10', member)],
    ['POST /api/v1/tokens/deduct 1 token (one member: every spend queues on its row lock)', () => json('/api/v1/tokens/deduct', { tokensToDeduct: 1 }, member)],
  ] as const) {
    await load(send, Math.min(200, requests)); // warm-up
    report(name, await load(send));
  }
  // Password work dominates these: scrypt (~0.2 s of CPU each) on 2 cores.
  const signInEmail = `bench-signin-${Date.now()}@example.com`;
  await signUp(signInEmail, 'bench-password');
  report('POST /api/v1/auth/sign-in (scrypt), 100 requests, concurrency 4', await load(() => json('/api/v1/auth/sign-in', { email: signInEmail, password: 'bench-password' }), 100, 4));
  const buyer = await signUp(`bench-buyer-${Date.now()}@example.com`, 'bench-password');
  report('purchase via the PayPal stand-in (create + approve + capture + credit), 100, concurrency 4', await load(() => purchase(buyer), 100, 4));
  await stopServer(warm.child);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
