import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { signAccessToken, tokenKeys } from './auth/jwt';
import { loadConfig } from './config';
import type { Database } from './db/schema';
import { ApiError, handleError } from './http/errors';
import { contentSecurityPolicy, contentSecurityPolicyWithPaypal } from './http/headers';
import { createLogger } from './log/logger';
import { createMailer } from './mail/mailer';
import { createPaypalProvider } from './payments/paypal';
import type { GenerationRuntime } from './generation/runtime';
import { startTestGeneration } from './test/generation';
import { createStorage } from './storage/storage';
import { createTestDatabase, type TestDatabase } from './test/database';

let db: TestDatabase;
let generation: GenerationRuntime;
let dir: string;
const logLines: string[] = [];

function buildApp(overrides: { db?: Kysely<Database>; realPaypal?: boolean } = {}) {
  const config = loadConfig({ DATA_DIR: dir, API_BODY_LIMIT_BYTES: '1024', LOG_LEVEL: 'debug' });
  return createApp({
    config,
    logger: createLogger('debug', (line) => logLines.push(line)),
    db: overrides.db ?? db.api,
    owner: db.owner,
    generation,
    storage: createStorage(config.storage, 'storage-test-secret'),
    mailer: createMailer(config.mail),
    // Never called here: payments have their own tests against the PayPal stand-in.
    paymentProvider: createPaypalProvider({
      clientId: 'unused',
      clientSecret: 'unused',
      environment: 'sandbox',
      apiBase: 'http://127.0.0.1:9',
      standIn: !overrides.realPaypal,
    }),
    tokenKeys: tokenKeys('app-test-key-0123456789abcdef0123456789'),
    pwaDir: path.join(dir, 'pwa'),
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  generation = await startTestGeneration(db);
  dir = await mkdtemp(path.join(tmpdir(), 'studio18-app-'));
  const pwa = path.join(dir, 'pwa');
  await mkdir(path.join(pwa, 'assets'), { recursive: true });
  await mkdir(path.join(pwa, 'icons'), { recursive: true });
  await writeFile(path.join(pwa, 'index.html'), '<!doctype html><title>Studio 18</title><div id="root"></div>');
  await writeFile(path.join(pwa, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  await writeFile(path.join(pwa, 'assets', 'vendor-Zz98Yy76.js'), `export const big = ${JSON.stringify('studio '.repeat(2000))};`);
  await writeFile(path.join(pwa, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(pwa, 'manifest.webmanifest'), '{"name":"Studio 18"}');
  await writeFile(path.join(pwa, 'icons', 'icon-192.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  await createStorage(loadConfig({ DATA_DIR: dir }).storage, 'storage-test-secret').ensureBuckets();
});

afterAll(async () => {
  await generation?.stop();
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('/healthz', () => {
  it('reports database and storage ok with 200', async () => {
    const res = await buildApp().request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none', connectionTimeoutMillis: 2000 }),
      }),
    });
    try {
      const res = await buildApp({ db: unreachable }).request('/healthz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'error', database: 'error', storage: 'ok' });
    } finally {
      await unreachable.destroy();
    }
  });
});

describe('API basics', () => {
  it('gives the public contact address in the catalog, for the legal page', async () => {
    const res = await buildApp().request('/api/v1/catalog');
    expect(res.status).toBe(200);
    expect((await res.json()).contactEmail).toBe('contact@studio18.example');
  });

  it('answers the catalog to a member token without the database, and still refuses a forged token there', async () => {
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none', connectionTimeoutMillis: 2000 }),
      }),
    });
    try {
      const app = buildApp({ db: unreachable });
      const keys = tokenKeys('app-test-key-0123456789abcdef0123456789');
      const token = await signAccessToken(keys, { sub: randomUUID(), email: 'member@example.com', role: 'member' });
      const visitor = await app.request('/api/v1/catalog');
      const member = await app.request('/api/v1/catalog', { headers: { authorization: `Bearer ${token}` } });
      expect(member.status).toBe(200);
      expect(await member.text()).toBe(await visitor.text());
      // A route that reads data looks the same token's user up, and cannot without the database.
      expect((await app.request('/api/v1/tokens/balance', { headers: { authorization: `Bearer ${token}` } })).status).not.toBe(200);
      const forged = await signAccessToken(tokenKeys('another-key-0123456789abcdef0123456789'), {
        sub: randomUUID(),
        email: 'member@example.com',
        role: 'member',
      });
      const refused = await app.request('/api/v1/catalog', { headers: { authorization: `Bearer ${forged}` } });
      expect(refused.status).toBe(401);
    } finally {
      await unreachable.destroy();
    }
  });

  it('answers unknown API paths with the JSON error shape and a request id', async () => {
    for (const url of ['/api/v1/no-such-route', '/api/nothing', '/api']) {
      const res = await buildApp().request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = await res.json();
      expect(body).toEqual({ error: { code: 'not_found', message: 'Not found', requestId: res.headers.get('x-request-id') } });
    }
  });

  it('gives every response a request id, keeping a well-formed one the client sent', async () => {
    const fresh = await buildApp().request('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await buildApp().request('/healthz', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-abc-123');
    const refused = await buildApp().request('/healthz', { headers: { 'x-request-id': 'bad id with spaces\n' } });
    expect(refused.headers.get('x-request-id')).not.toContain('bad id');
  });

  it('refuses a body over the limit with 413 in the error shape', async () => {
    const res = await buildApp().request('/api/v1/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large', message: 'Request body is too large' } });
  });

  it('sends the security headers with a CSP that allows only our own origin', async () => {
    for (const url of ['/healthz', '/gallery', '/api/v1/none']) {
      const res = await buildApp().request(url);
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(contentSecurityPolicy).toContain("default-src 'self'");
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).not.toMatch(/unsafe-(inline|eval)|\*|https?:/);
  });

  it("allows PayPal's checkout only when real PayPal credentials are configured", async () => {
    const res = await buildApp({ realPaypal: true }).request('/gallery');
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicyWithPaypal());
    const withPaypal = contentSecurityPolicyWithPaypal();
    expect(withPaypal).toContain("script-src 'self' https://www.paypal.com");
    expect(withPaypal).toContain('frame-src https://www.paypal.com');
    expect(withPaypal).not.toMatch(/unsafe-(inline|eval)/);
    expect(contentSecurityPolicy).not.toContain('paypal');
  });

  it('logs each API request as JSON without the credentials it carried', async () => {
    logLines.length = 0;
    await buildApp().request('/api/v1/sign-in?token=query-secret-1', {
      method: 'POST',
      headers: { authorization: 'Bearer header-secret-2', 'content-type': 'application/json', cookie: 'refresh=cookie-secret-3' },
      body: JSON.stringify({ email: 'a@example.com', password: 'body-secret-4' }),
    });
    const text = logLines.join('\n');
    for (const secret of ['query-secret-1', 'header-secret-2', 'cookie-secret-3', 'body-secret-4']) expect(text).not.toContain(secret);
    const entry = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request');
    expect(entry).toMatchObject({ level: 'info', method: 'POST', path: '/api/v1/sign-in', requestId: expect.any(String) });
  });
  it('logs a 5xx the code chose to answer (a paused tool) as a warning with its code, not as a failure', async () => {
    await sql`insert into public.site_settings (key, value) values ('maintenance.free-flux', 'true'::jsonb)`.execute(db.owner);
    try {
      logLines.length = 0;
      const res = await buildApp().request('/api/v1/generations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-id': 'a'.repeat(32) },
        body: JSON.stringify({ tool: 'free-flux', params: { prompt: 'A lighthouse at dusk' } }),
      });
      expect(res.status).toBe(503);
      const entries = logLines.map((line) => JSON.parse(line));
      expect(entries.find((line) => line.path === '/api/v1/generations')).toMatchObject({
        level: 'warn',
        msg: 'request not served',
        status: 503,
        code: 'under_maintenance',
      });
      expect(entries.filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      await sql`delete from public.site_settings where key = 'maintenance.free-flux'`.execute(db.owner);
    }
  });
});

describe('the error handler', () => {
  const app = new Hono();
  app.onError(handleError);
  app.get('/user-error', () => {
    throw new ApiError('bad_request', 'Please enter a prompt');
  });
  app.get('/our-error', () => {
    throw new Error('connect ECONNREFUSED postgres://app:pw@db internal detail');
  });

  it('answers an ApiError with its status and the user-facing message', async () => {
    const res = await app.request('/user-error');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'Please enter a prompt' } });
  });

  it('answers an unexpected error with a 500 that reveals nothing of it', async () => {
    const res = await app.request('/our-error');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('ECONNREFUSED');
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
  });
});

describe('the PWA', () => {
  it('serves hashed assets as immutable and the entry points as always revalidated', async () => {
    const app = buildApp();
    const asset = await app.request('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const [url, type] of [
      ['/', 'text/html'],
      ['/sw.js', 'text/javascript'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ] as const) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await app.request('/icons/icon-192.png')).headers.get('content-type')).toBe('image/png');
  });

  it('answers client routes with index.html, in any letter case', async () => {
    const app = buildApp();
    for (const url of ['/gallery', '/GALLERY', '/legal', '/some/deep/client/route']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Studio 18</title>');
    }
  });

  it('answers a missing file with 404, not with index.html', async () => {
    const res = await buildApp().request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>');
  });

  it('keeps files outside the build folder out of reach', async () => {
    await writeFile(path.join(dir, 'outside.txt'), 'outside-secret');
    for (const url of ['/../outside.txt', '/%2e%2e/outside.txt', '/assets/%2e%2e/%2e%2e/outside.txt']) {
      const res = await buildApp().request(url);
      expect(await res.text()).not.toContain('outside-secret');
    }
  });

  it('sends text assets compressed as the browser accepts, compressed once and cached', async () => {
    const app = buildApp();
    const plain = await app.request('/assets/vendor-Zz98Yy76.js');
    const original = Buffer.from(await plain.arrayBuffer());
    for (const [accept, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.request('/assets/vendor-Zz98Yy76.js', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(accept.includes('br') ? 'br' : 'gzip');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(original.length / 10);
      expect(decode(body).equals(original)).toBe(true);
    }
    const image = await app.request('/icons/icon-192.png', { headers: { 'accept-encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
  });

  it('answers a matching If-None-Match with 304', async () => {
    const app = buildApp();
    const first = await app.request('/assets/index-Ab12Cd34.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/assets/index-Ab12Cd34.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
