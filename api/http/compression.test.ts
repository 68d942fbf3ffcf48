import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, compression, constantJson, PER_REQUEST_LEVEL } from './compression';

const large = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Item number ${index}` })) };
const small = { tokens: 500, estimatedGenerations: 2 };

function app() {
  const hono = new Hono();
  hono.use(compression());
  hono.get('/api/v1/small', (c) => c.json(small));
  hono.get('/api/v1/large', (c) => c.json(large));
  hono.get('/api/v1/etag', (c) => c.json(large, 200, { ETag: '"v1"' }));
  hono.get('/api/v1/no-transform', (c) => c.json(large, 200, { 'Cache-Control': 'no-cache, no-transform' }));
  hono.get('/api/v1/constant', constantJson(large));
  hono.get('/api/v1/constant-small', constantJson(small));
  hono.get('/page', (c) => c.text('x'.repeat(4000)));
  return hono;
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

describe('compression of answers', () => {
  it('sends a small JSON answer as it is, with its length, whatever the client accepts', async () => {
    const res = await get('/api/v1/small', 'gzip, deflate, br');
    const body = await res.text();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(JSON.parse(body)).toEqual(small);
  });

  it('compresses a large JSON answer as the client accepts it, with Vary and the compressed length', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
      ['gzip;q=0.5, deflate;q=0.8', 'deflate', inflateSync],
    ] as const) {
      const res = await get('/api/v1/large', accept);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(JSON.parse(decode(bytes).toString())).toEqual(large);
    }
  });

  it("compresses an answer made for one request at zlib's fastest level, and a constant one once at the default level", async () => {
    const json = Buffer.from(JSON.stringify(large));
    const gzipped = Buffer.from(await (await get('/api/v1/large', 'gzip')).arrayBuffer());
    expect(gzipped).toEqual(gzipSync(json, { level: PER_REQUEST_LEVEL }));
    const deflated = Buffer.from(await (await get('/api/v1/large', 'deflate')).arrayBuffer());
    expect(deflated).toEqual(deflateSync(json, { level: PER_REQUEST_LEVEL }));
    expect(Buffer.from(await (await get('/api/v1/constant', 'gzip')).arrayBuffer())).toEqual(gzipSync(json));
  });

  it('sends a large JSON answer uncompressed, still with Vary, to a client that accepts no compression', async () => {
    const res = await get('/api/v1/large');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(await res.text())).toEqual(large);
  });

  it('weakens the ETag of an answer it compresses, and leaves no-transform answers alone', async () => {
    expect((await get('/api/v1/etag', 'gzip')).headers.get('etag')).toBe('W/"v1"');
    const untouched = await get('/api/v1/no-transform', 'gzip');
    expect(untouched.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await untouched.text())).toEqual(large);
  });

  it('answers a constant exactly as c.json would, compressed once for every request', async () => {
    const plain = await (await get('/api/v1/large')).text();
    const constant = await get('/api/v1/constant', 'gzip');
    expect(constant.headers.get('content-type')).toBe('application/json');
    expect(constant.headers.get('content-encoding')).toBe('gzip');
    expect(constant.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await constant.arrayBuffer())).toString()).toBe(plain);
    const identity = await get('/api/v1/constant');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
    const tiny = await get('/api/v1/constant-small', 'gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(await tiny.text()).toBe(JSON.stringify(small));
  });

  it('keeps streaming compression for answers outside the API', async () => {
    const res = await get('/page', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('x'.repeat(4000));
  });
});
