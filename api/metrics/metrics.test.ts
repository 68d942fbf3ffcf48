import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDemoProvider } from '../generation/providers/demo';
import { type GenerationProvider, ProviderError } from '../generation/providers/provider';
import { start } from '../main';
import { createTestApp, type TestApp } from '../test/app';
import { createTestDatabase, TEST_APP_SECRET, type TestDatabase } from '../test/database';
import { freePort } from '../test/global-setup';
import { waitFor } from '../test/wait';
import { startWorker } from '../worker-main';

/** GET /metrics: who may read it, and that what it counts moves once per event. */

const TOKEN = 'metrics-scraper-token-0123456789';

/** fal, played by a provider that always answers a failure the runner does not retry. */
const failingFal: GenerationProvider = {
  name: 'fal',
  label: 'FAL',
  supports: () => true,
  run: async () => {
    throw new ProviderError('rate_limited', 'RATE_LIMIT_EXCEEDED');
  },
};

let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {
      METRICS_TOKEN: TOKEN,
      PROVIDER_FREE_FLUX: 'fal',
      FALLBACK_FREE_FLUX: 'none',
      PROVIDER_FAST_PHOTO: 'demo',
      FALLBACK_FAST_PHOTO: 'none',
    },
    { worker: true, providers: [failingFal, createDemoProvider({ stepDelayMs: 0 })] },
  );
  plain = await createTestApp({}, { shareDatabaseOf: t });
});

afterAll(async () => {
  await plain?.close();
  await t?.close();
});

const scrape = async (app: TestApp = t) => {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of one series in Prometheus's text format; 0 when it has not been counted yet. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return 0;
}

/** The sum of a counter over all its series. */
const totalOf = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

const finished = (id: string) =>
  waitFor(async () => {
    const row = await t.db.owner.selectFrom('generations').select('status').where('id', '=', id).executeTakeFirst();
    return row && ['succeeded', 'failed', 'canceled'].includes(row.status) ? row.status : undefined;
  });

describe('GET /metrics', () => {
  it('is refused without METRICS_TOKEN or with another token, and answered with it', async () => {
    const none = await fetch(`${t.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.text()).toBe('Unauthorized');
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
    const text = await scrape();
    expect(text).toContain('# TYPE studio18_jobs_ended_total counter');
    expect(text).not.toContain(TOKEN);
  });

  it('is absent when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('after a job, a refusal and a provider failure, each of their counters has moved by exactly one', async () => {
    const member = await t.member();
    const ended = (tool: string, provider: string, status: string) => ['studio18_jobs_ended_total', { tool, provider, status }] as const;
    const before = await scrape();

    const job = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'fast-photo', params: { prompt: 'A portrait by a window' } },
    });
    expect(job.status).toBe(202);
    expect(await finished(job.body.id)).toBe('succeeded');
    // The job's row ends before the runner counts it: the count follows within moments.
    await expect
      .poll(async () => valueOf(await scrape(), ...ended('fast-photo', 'demo', 'succeeded')))
      .toBeGreaterThan(valueOf(before, ...ended('fast-photo', 'demo', 'succeeded')));
    const afterJob = await scrape();
    expect(
      valueOf(afterJob, ...ended('fast-photo', 'demo', 'succeeded')) - valueOf(before, ...ended('fast-photo', 'demo', 'succeeded')),
    ).toBe(1);
    expect(totalOf(afterJob, 'studio18_jobs_ended_total') - totalOf(before, 'studio18_jobs_ended_total')).toBe(1);
    expect(valueOf(afterJob, 'studio18_job_duration_seconds_count', { tool: 'fast-photo', provider: 'demo' })).toBe(
      valueOf(before, 'studio18_job_duration_seconds_count', { tool: 'fast-photo', provider: 'demo' }) + 1,
    );

    const refused = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'free-flux', params: { prompt: 'nude 15 year old girl' } },
    });
    expect(refused.status).toBe(422);
    const afterRefusal = await scrape();
    expect(totalOf(afterRefusal, 'studio18_prompt_refusals_total') - totalOf(afterJob, 'studio18_prompt_refusals_total')).toBe(1);
    expect(totalOf(afterRefusal, 'studio18_jobs_ended_total')).toBe(totalOf(afterJob, 'studio18_jobs_ended_total'));

    const failing = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': randomBytes(16).toString('base64url') },
      body: { tool: 'free-flux', params: { prompt: 'A harbour at dawn' } },
    });
    expect(failing.status).toBe(202);
    expect(await finished(failing.body.id)).toBe('failed');
    await expect
      .poll(async () => valueOf(await scrape(), ...ended('free-flux', 'fal', 'failed')))
      .toBeGreaterThan(valueOf(afterRefusal, ...ended('free-flux', 'fal', 'failed')));
    const afterFailure = await scrape();
    expect(
      valueOf(afterFailure, 'studio18_provider_failures_total', { tool: 'free-flux', provider: 'fal' }) -
        valueOf(afterRefusal, 'studio18_provider_failures_total', { tool: 'free-flux', provider: 'fal' }),
    ).toBe(1);
    expect(totalOf(afterFailure, 'studio18_provider_failures_total') - totalOf(afterRefusal, 'studio18_provider_failures_total')).toBe(1);
    expect(
      valueOf(afterFailure, ...ended('free-flux', 'fal', 'failed')) - valueOf(afterRefusal, ...ended('free-flux', 'fal', 'failed')),
    ).toBe(1);
    expect(totalOf(afterFailure, 'studio18_prompt_refusals_total')).toBe(totalOf(afterRefusal, 'studio18_prompt_refusals_total'));
  });

  it('reports requests by route pattern and status, the request pool, and the process memory', async () => {
    const member = await t.member();
    await t.call('GET', `/api/v1/generations/${crypto.randomUUID()}`, { token: member.accessToken });
    const text = await scrape();
    expect(
      valueOf(text, 'studio18_http_requests_total', { method: 'GET', route: '/api/v1/generations/:id', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="\/api\/v1\/generations\/[0-9a-f]{8}-/);
    expect(
      valueOf(text, 'studio18_db_pool_connections', { state: 'idle' }) + valueOf(text, 'studio18_db_pool_connections', { state: 'in_use' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'studio18_process_memory_bytes', { kind: 'rss' })).toBeGreaterThan(0);
  });
});

describe('METRICS_PORT', () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio18-metrics-'));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the metrics on their own port, and not on the site’s', async () => {
    const metricsPort = await freePort();
    const lines: string[] = [];
    const config = loadConfig({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      PORT: '0',
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: 'silent',
      METRICS_PORT: String(metricsPort),
      LANDING_MEDIA: 'false',
      SEED_GALLERY: 'false',
    });
    const running = await start(config, (line) => lines.push(line));
    try {
      expect(lines).toContain(`metrics: GET /metrics on port ${metricsPort}`);
      expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
      const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('studio18_prompt_refusals_total');
    } finally {
      await running.stop();
    }
  });

  it('serves a worker process’s own metrics on its METRICS_PORT', async () => {
    const metricsPort = await freePort();
    const lines: string[] = [];
    const config = loadConfig({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: 'silent',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
    });
    const worker = await startWorker(config, (line) => lines.push(line));
    try {
      expect(lines).toContain(`metrics: GET /metrics on port ${metricsPort} (bearer METRICS_TOKEN)`);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
      const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('# TYPE studio18_jobs_ended_total counter');
    } finally {
      await worker.stop();
    }
  });
});
