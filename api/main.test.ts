import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createDemoProvider } from './generation/providers/demo';
import { createRegistry } from './generation/registry';
import type { GenerationRuntime } from './generation/runtime';
import { createLogger } from './log/logger';
import { dataDirUses, describeGeneration, openDatabase, start } from './main';
import { createTestDatabase, TEST_APP_SECRET, type TestDatabase } from './test/database';
import { freePort } from './test/global-setup';

/** The composition root as `npm start` runs it, over real HTTP, with the embedded database. */

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'studio18-main-'));
  await chmod(dataDir, 0o755);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function embeddedQuery(port: number, text: string) {
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/studio18` });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the generation start line', () => {
  it('names the tools MAINTENANCE_TOOLS keeps paused', () => {
    const config = loadConfig({ MAINTENANCE_TOOLS: 'text-to-video,image-to-video' });
    // The line reads only the registry of the runtime.
    const runtime = { registry: createRegistry([createDemoProvider()], config.providers.choice) } as unknown as GenerationRuntime;
    expect(describeGeneration(runtime, config)).toMatch(
      /; paused by MAINTENANCE_TOOLS: text-to-video, image-to-video; worker in this process$/,
    );
    expect(describeGeneration(runtime, loadConfig({}))).not.toContain('MAINTENANCE_TOOLS');
  });
});

describe('DATA_DIR', () => {
  it('stops the start with one line naming DATA_DIR and what it holds when the folder cannot be written', async () => {
    const file = path.join(dataDir, 'a-file');
    await writeFile(file, '');
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: TEST_APP_SECRET,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      DATA_DIR: path.join(file, 'data'),
    });
    await expect(start(config, () => undefined)).rejects.toThrow(
      `DATA_DIR=${path.join(file, 'data')} cannot be written by this process (uid ${process.getuid!()}): ENOTDIR. ` +
        'It holds the stored images and videos (no S3_ENDPOINT), the mail outbox (no SMTP_URL): make that folder writable by this user ' +
        '(in the image, mount a volume at /app/data), or set the settings named.',
    );
  });

  it('names DATABASE_URL when the embedded database cannot start', async () => {
    const file = path.join(dataDir, 'another-file');
    await writeFile(file, '');
    const config = loadConfig({ DATA_DIR: path.join(file, 'data'), EMBEDDED_POSTGRES_PORT: '9' });
    const failure = openDatabase(config, createLogger('silent'), () => undefined);
    await expect(failure).rejects.toThrow(
      /^the embedded database could not start \(.+\)\. Set DATABASE_URL to the postgres:\/\/ URL of a PostgreSQL server to use it instead; the production image requires it\.$/,
    );
  });

  it('is not needed when every part is elsewhere', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: TEST_APP_SECRET,
      DATABASE_URL: 'postgres://app@db/app',
      SMTP_URL: 'smtp://mail:25',
      S3_ENDPOINT: 'http://s3:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
    });
    expect(dataDirUses(config)).toEqual([]);
    expect(dataDirUses(loadConfig({}))).toEqual([
      'the embedded database (no DATABASE_URL)',
      'the stored images and videos (no S3_ENDPOINT)',
      'the mail outbox (no SMTP_URL)',
      'the generated APP_SECRET',
      'the generated Web Push keys',
    ]);
  });
});

describe('start', () => {
  it('serves /healthz on the embedded database and keeps the data across a stop and a start', async () => {
    const postgresPort = await freePort();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', EMBEDDED_POSTGRES_PORT: String(postgresPort), LOG_LEVEL: 'silent' });

    const firstLines: string[] = [];
    const first = await start(config, (line) => firstLines.push(line));
    try {
      const health = await fetch(`${first.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
      expect(firstLines.map((line) => line.split(':')[0])).toEqual([
        'database',
        'migrations',
        'storage',
        'generation',
        'moderation',
        'push',
        'gallery',
        'mail',
        'payments',
        'metrics',
        'landing',
        'site',
      ]);
      expect(firstLines[0]).toContain(`embedded PostgreSQL`);
      expect(firstLines[1]).toMatch(/^migrations: [1-9]\d* applied, 0 already in place; capability SQL applied \(\d+ files\)$/);
      expect(firstLines[2]).toContain('local disk');
      expect(firstLines[3]).toBe(
        'generation: free-flux → demo, free-remix → demo, image-to-image → demo, text-to-video → demo, image-to-video → demo, ' +
          'premium-text-to-image → demo, fast-photo → demo, upscale → local, remove-background → local; ' +
          'demo renders offline and is labelled as not AI (set FAL_KEY, HF_TOKEN or COMFYUI_URL for real models); ' +
          'local runs ESRGAN and U²-Net-p on this server; worker in this process',
      );
      // A fresh storage: the landing page's media are rendered after listening, without holding up the start.
      expect(firstLines[4]).toBe('moderation: local rules; outputs checked for faces and sexual content (held for review when both)');
      expect(firstLines[5]).toBe(
        'push: VAPID keys generated into DATA_DIR/.vapid-keys; sends to fcm.googleapis.com, updates.push.services.mozilla.com, *.push.apple.com, *.notify.windows.com',
      );
      expect(firstLines[9]).toBe('metrics: off (set METRICS_PORT or METRICS_TOKEN for Prometheus)');
      expect(firstLines[10]).toBe(
        'landing: rendering 17 of 17 files into gallery/landing/ in the background (demo renderer; LANDING_MEDIA=false turns this off)',
      );
      await embeddedQuery(postgresPort, `create table kept (note text); insert into kept values ('still here')`);
    } finally {
      await first.stop();
    }
    // Stopped means stopped: the database port no longer answers.
    await expect(embeddedQuery(postgresPort, 'select 1')).rejects.toThrow();

    const secondLines: string[] = [];
    const second = await start(config, (line) => secondLines.push(line));
    try {
      expect(secondLines[1]).toMatch(/^migrations: 0 applied, [1-9]\d* already in place; capability SQL unchanged$/);
      expect(await embeddedQuery(postgresPort, 'select note from kept')).toEqual([{ note: 'still here' }]);
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('serves again within 10 s when the embedded database process is killed, and a job in flight ends once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio18-main-killed-'));
    await chmod(dir, 0o755);
    const postgresPort = await freePort();
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '0',
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      LOG_LEVEL: 'silent',
      LANDING_MEDIA: 'false',
      DEMO_STEP_DELAY_MS: '300',
      WORKER_LEASE_SECONDS: '3',
    });
    const site = await start(config, () => undefined);
    const password = (await readFile(path.join(dir, '.postgres-password'), 'utf8')).trim();
    const rowsOf = async (text: string) => {
      const client = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${postgresPort}/studio18` });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    try {
      const visitor = { 'content-type': 'application/json', 'x-client-id': 'supervised-visitor-0123456789' };
      const submitted = await fetch(`${site.url}/api/v1/generations`, {
        method: 'POST',
        headers: visitor,
        body: JSON.stringify({ tool: 'free-flux', params: { prompt: 'A lighthouse at dusk, while the database restarts' } }),
      });
      expect(submitted.status).toBe(202);
      const { id } = (await submitted.json()) as { id: string };
      const statusOf = async () => {
        const res = await fetch(`${site.url}/api/v1/generations/${id}`, { headers: visitor });
        return res.status === 200 ? ((await res.json()) as { status: string }).status : `http ${res.status}`;
      };
      for (let waited = 0; (await statusOf()) !== 'running' && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await statusOf()).toBe('running');

      const pid = Number((await readFile(path.join(config.database.embeddedDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();
      let served = 0;
      while (Date.now() - killedAt < 15_000) {
        served = (await fetch(`${site.url}/api/v1/gallery?limit=5`).catch(() => null))?.status ?? 0;
        if (served === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(served).toBe(200);
      expect(Date.now() - killedAt).toBeLessThan(10_000);

      // The job ends once: finished by its worker, or taken again by the sweep once its lease ran out.
      let status = await statusOf();
      for (let waited = 0; !['succeeded', 'failed'].includes(status) && waited < 40_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = await statusOf();
      }
      expect(status).toBe('succeeded');
      const ends = await rowsOf(
        `select data ->> 'status' as status from generation_events where generation_id = '${id}' and kind = 'status' and data ->> 'status' in ('succeeded', 'failed', 'canceled')`,
      );
      expect(ends).toEqual([{ status: 'succeeded' }]);
      expect(await rowsOf(`select count(*)::int as items from generations where id = '${id}' and jsonb_array_length(outputs) = 1`)).toEqual(
        [{ items: 1 }],
      );
      expect(
        await rowsOf(
          `select p.id from user_profiles p left join token_transactions t on t.user_id = p.id group by p.id, p.tokens having p.tokens <> coalesce(sum(t.amount), 0)`,
        ),
      ).toEqual([]);
    } finally {
      await site.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  describe('with DATABASE_URL', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('uses that server instead of starting one, and starts no embedded database', async () => {
      const lines: string[] = [];
      const config = loadConfig({
        DATABASE_URL: db.url,
        DATA_DIR: path.join(dataDir, 'external'),
        PORT: '0',
        APP_SECRET: TEST_APP_SECRET,
        LOG_LEVEL: 'silent',
        MODERATION_URL: 'https://moderation.example:8443',
        MODERATION_API_KEY: 'sk-moderation-secret-key',
      });
      const running = await start(config, (line) => lines.push(line));
      try {
        expect(lines[0]).toMatch(/^database: PostgreSQL at 127\.0\.0\.1:\d+\/studio18_test_\w+ \(DATABASE_URL\)$/);
        expect(lines[0]).not.toContain(new URL(db.url).password);
        expect(lines).toContain(
          'moderation: local rules + hosted classifier at moderation.example:8443; outputs checked for faces and sexual content (held for review when both)',
        );
        expect(lines.join('\n')).not.toContain('sk-moderation-secret-key');
        expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
        await expect(readFile(path.join(dataDir, 'external', 'postgres', 'PG_VERSION'))).rejects.toThrow();
      } finally {
        await running.stop();
      }
    });

    it('in production without PayPal credentials refuses purchases instead of running the stand-in', async () => {
      const lines: string[] = [];
      const config = loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        DATA_DIR: path.join(dataDir, 'production'),
        PORT: '0',
        APP_SECRET: TEST_APP_SECRET,
        LOG_LEVEL: 'silent',
        AUTH_EMAIL_CONFIRMATION: 'off',
      });
      const running = await start(config, (line) => lines.push(line));
      try {
        expect(lines).toContain('payments: disabled (no PAYPAL_CLIENT_ID in production: purchases answer 503)');
        const post = (route: string, body: unknown, token?: string) =>
          fetch(running.url + route, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          });
        const { accessToken } = await (
          await post('/api/v1/auth/sign-up', { email: 'buyer@example.com', password: 'secret12', adult: true })
        ).json();
        const order = await post('/api/v1/payments/orders', {}, accessToken);
        expect(order.status).toBe(503);
        expect((await order.json()).error.message).toBe('Token purchases are not available right now. Please try again later.');
        expect((await post('/api/v1/payments/orders/ANY/approve', {}, accessToken)).status).toBe(404);
        expect((await fetch(`${running.url}/api/v1/payments/config`)).status).toBe(200);
      } finally {
        await running.stop();
      }
    });

    it('creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD, whose sign-in carries the admin role', async () => {
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: path.join(dataDir, 'admin'),
        PORT: '0',
        APP_SECRET: TEST_APP_SECRET,
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: 'Owner@Example.com',
        ADMIN_PASSWORD: 'owner-password',
      };
      const lines: string[] = [];
      const running = await start(loadConfig(env), (line) => lines.push(line));
      try {
        expect(lines).toContain('admin: Owner@Example.com (created, from ADMIN_EMAIL)');
        const res = await fetch(`${running.url}/api/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'owner@example.com', password: 'owner-password' }),
        });
        expect(res.status).toBe(200);
        expect((await res.json()).user.role).toBe('admin');
      } finally {
        await running.stop();
      }
      const again: string[] = [];
      await (await start(loadConfig(env), (line) => again.push(line))).stop();
      expect(again).toContain('admin: Owner@Example.com (already admin, from ADMIN_EMAIL)');
    });
  });
});
