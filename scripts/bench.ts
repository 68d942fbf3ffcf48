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
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: process.env.BENCH_POSTGRES_PORT ?? '54499', LOG_LEVEL: 'warn' },
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

async function load(url: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t = performance.now();
        const res = await fetch(url);
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

  const targets: Array<[string, string]> = [
    ['GET /healthz (database + storage check)', '/healthz'],
    ['GET / (index.html)', '/'],
    ...(asset ? [[`GET ${asset} (hashed asset)`, asset] as [string, string]] : []),
    ['GET /api/v1/unknown (JSON 404 through the API middleware)', '/api/v1/unknown'],
    ['GET /storage/.../gallery 64 KB object (local disk)', '/storage/v1/object/public/gallery/bench/sample.png'],
  ];
  console.log(`\n${requests} requests per target, concurrency ${concurrency}, client and server on this machine\n`);
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, url] of targets) {
    await load(base + url); // warm-up pass, not reported
    const r = await load(base + url);
    console.log(`| ${name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.failures} |`);
  }
  await stopServer(warm.child);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
