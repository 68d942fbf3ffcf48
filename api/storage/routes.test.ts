import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/context';
import { handleError } from '../http/errors';
import { storageRoutes } from './routes';
import { assertSafeKey, createStorage, type Storage } from './storage';

let dir: string;
let storage: Storage;
let app: Hono<AppEnv>;
const PRIVATE_BYTES = 'private-image-bytes-7f3a';
const OUTSIDE_BYTES = 'file-outside-storage-9c1d';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio18-storage-routes-'));
  storage = createStorage({ dir: path.join(dir, 'storage'), s3: undefined, signedUrlTtlSeconds: 3600 }, 'route-test-secret');
  await storage.ensureBuckets();
  await storage.put('gallery', 'art/cat.png', new TextEncoder().encode('public-png'), { contentType: 'image/png' });
  await storage.put('gallery', 'art/cached.webp', new Uint8Array([1]), { contentType: 'image/webp', cacheControl: 'public, max-age=60' });
  await storage.put('images', 'user-1/secret.png', new TextEncoder().encode(PRIVATE_BYTES), { contentType: 'image/png' });
  await storage.put('gallery', 'clips/wave.mp4', new TextEncoder().encode('0123456789'), { contentType: 'video/mp4' });
  await writeFile(path.join(dir, 'outside.txt'), OUTSIDE_BYTES);
  app = new Hono<AppEnv>();
  app.onError(handleError);
  app.route('/storage', storageRoutes(storage));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('public objects', () => {
  it('serves a public bucket object with its content type, cache headers and nosniff', async () => {
    const res = await app.request('/storage/v1/object/public/gallery/art/cat.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-length')).toBe('10');
    expect(await res.text()).toBe('public-png');
  });

  it('keeps the cache control an object was stored with', async () => {
    const res = await app.request('/storage/v1/object/public/gallery/art/cached.webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/storage/v1/object/public/gallery/art/cat.png');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await app.request('/storage/v1/object/public/gallery/art/cat.png', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers a private bucket object exactly like a missing one', async () => {
    const privateObject = await app.request('/storage/v1/object/public/images/user-1/secret.png');
    const missing = await app.request('/storage/v1/object/public/images/user-1/none.png');
    expect(privateObject.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await privateObject.json()).toEqual(await missing.json());
  });

  it('answers an unknown bucket with 404', async () => {
    expect((await app.request('/storage/v1/object/public/backups/db.sql')).status).toBe(404);
  });
});

describe('signed URLs', () => {
  it('serve a private object until they expire', async () => {
    const url = storage.signedUrl('images', 'user-1/secret.png');
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PRIVATE_BYTES);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=(3599|3600)$/);
  });

  it('default to one hour', () => {
    const now = Date.UTC(2026, 0, 1);
    const url = new URL(storage.signedUrl('images', 'user-1/secret.png', undefined, now), 'http://x');
    expect(Number(url.searchParams.get('expires'))).toBe(now / 1000 + 3600);
  });

  const refused: Array<[string, (url: URL) => void]> = [
    ['a tampered signature', (url) => url.searchParams.set('signature', `${url.searchParams.get('signature')?.slice(0, -2)}AA`)],
    ['a tampered expiry', (url) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))],
    ['a tampered key', (url) => (url.pathname = url.pathname.replace('secret.png', 'other.png'))],
    ['a tampered bucket', (url) => (url.pathname = url.pathname.replace('/images/', '/generations/'))],
    ['no signature', (url) => url.searchParams.delete('signature')],
    ['no expiry', (url) => url.searchParams.delete('expires')],
  ];
  it.each(refused)('refuse %s with 403', async (_name, tamper) => {
    await storage.put('images', 'user-1/other.png', new Uint8Array([1]), { contentType: 'image/png' });
    await storage.put('generations', 'user-1/secret.png', new Uint8Array([1]), { contentType: 'image/png' });
    const url = new URL(storage.signedUrl('images', 'user-1/secret.png'), 'http://x');
    tamper(url);
    const res = await app.request(url.pathname + url.search);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Invalid or expired signed URL' } });
  });

  it('refuse an expired URL with 403', async () => {
    const url = storage.signedUrl('images', 'user-1/secret.png', 60, Date.now() - 61_000);
    const res = await app.request(url);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(PRIVATE_BYTES);
  });
});

describe('keys never leave their bucket', () => {
  const attempts = [
    '/storage/v1/object/public/gallery/../images/user-1/secret.png',
    '/storage/v1/object/public/gallery/%2e%2e/images/user-1/secret.png',
    '/storage/v1/object/public/gallery/..%2fimages%2fuser-1%2fsecret.png',
    '/storage/v1/object/public/gallery/%252e%252e/images/user-1/secret.png',
    '/storage/v1/object/public/gallery/art%5c..%5c..%5cimages%5cuser-1%5csecret.png',
    '/storage/v1/object/public/gallery//images/user-1/secret.png',
    '/storage/v1/object/public/gallery/%2fetc%2fpasswd',
    '/storage/v1/object/public/gallery/../../../outside.txt',
    '/storage/v1/object/public/gallery/..%2f..%2f..%2foutside.txt',
    '/storage/v1/object/public/gallery/art/%00cat.png',
  ];
  it.each(attempts)('%s gives neither private nor outside bytes', async (url) => {
    const res = await app.request(url);
    expect([400, 404]).toContain(res.status);
    const body = await res.text();
    expect(body).not.toContain(PRIVATE_BYTES);
    expect(body).not.toContain(OUTSIDE_BYTES);
    expect(body).not.toContain('root:');
  });

  it('a signed URL cannot be bent into another bucket either', async () => {
    const url = storage.signedUrl('gallery', 'art/cat.png').replace('art/cat.png', '..%2fimages%2fuser-1%2fsecret.png');
    const res = await app.request(url);
    expect([400, 403]).toContain(res.status);
    expect(await res.text()).not.toContain(PRIVATE_BYTES);
  });

  it.each([
    '',
    '/abs/path.png',
    'a//b.png',
    'a/./b.png',
    'a/../b.png',
    '..',
    'a\\b.png',
    'a%2fb.png',
    'a\0b',
    'x'.repeat(513),
    'ａ/ｂ.png',
  ])('assertSafeKey refuses %j', (key) => {
    expect(() => assertSafeKey(key)).toThrow('Invalid object key');
  });

  it.each(['user-1/1700000000000.png', 'art/My Photo (1).webp', 'a.b-c_d/e'])('assertSafeKey accepts %j', (key) => {
    expect(assertSafeKey(key)).toBe(key);
  });

  it('the storage refuses to write outside a bucket even when called directly', async () => {
    await expect(storage.put('gallery', '../images/x.png', new Uint8Array([1]), { contentType: 'image/png' })).rejects.toThrow(
      'Invalid object key',
    );
  });
});

describe('ranges (video playback and seeking; Safari plays no video without them)', () => {
  const clip = '/storage/v1/object/public/gallery/clips/wave.mp4';
  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it('answers a single range with 206, its Content-Range and only its bytes', async () => {
    for (const [range, expected, contentRange] of [
      ['bytes=0-3', '0123', 'bytes 0-3/10'],
      ['bytes=6-', '6789', 'bytes 6-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
      ['bytes=8-100', '89', 'bytes 8-9/10'],
      ['bytes=-50', '0123456789', 'bytes 0-9/10'],
    ] as const) {
      const res = await get(clip, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(contentRange);
      expect(res.headers.get('content-length'), range).toBe(String(expected.length));
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text(), range).toBe(expected);
    }
  });

  it('says it takes ranges on a whole answer too', async () => {
    const res = await get(clip);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(await res.text()).toBe('0123456789');
  });

  it('answers 416 with the size for a range past the end', async () => {
    for (const range of ['bytes=10-', 'bytes=-0']) {
      const res = await get(clip, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe('bytes */10');
      expect(await res.text(), range).toBe('');
    }
  });

  it('sends the whole object for several ranges, another unit, a malformed range or an If-Range of another version', async () => {
    const etag = (await get(clip)).headers.get('etag')!;
    const asks: Array<Record<string, string>> = [
      { range: 'bytes=0-1,4-5' },
      { range: 'items=0-1' },
      { range: 'bytes=5-2' },
      { range: 'bytes=-' },
      { range: 'bytes=0-1', 'if-range': '"another"' },
    ];
    for (const headers of asks) {
      const res = await get(clip, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.text()).toBe('0123456789');
    }
    const current = await get(clip, { range: 'bytes=0-1', 'if-range': etag });
    expect(current.status).toBe(206);
    expect(await current.text()).toBe('01');
    // A browser whose copy is current gets 304, range or not.
    const unchanged = await get(clip, { range: 'bytes=0-1', 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
  });

  it('serves ranges of private objects only through a valid signed URL, and refuses the rest as before', async () => {
    const res = await get(storage.signedUrl('images', 'user-1/secret.png'), { range: 'bytes=0-6' });
    expect(res.status).toBe(206);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(await res.text()).toBe(PRIVATE_BYTES.slice(0, 7));
    const forged = new URL(storage.signedUrl('images', 'user-1/secret.png'), 'http://x');
    forged.searchParams.set('signature', 'x'.repeat(43));
    const refused = await get(forged.pathname + forged.search, { range: 'bytes=0-6' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(PRIVATE_BYTES.slice(0, 7));
    const hidden = await get('/storage/v1/object/public/images/user-1/secret.png', { range: 'bytes=0-6' });
    expect(hidden.status).toBe(404);
    const missing = await get('/storage/v1/object/public/gallery/clips/none.mp4', { range: 'bytes=0-1' });
    expect(missing.status).toBe(404);
  });
});
