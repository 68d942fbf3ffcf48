import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { input } from '../http/validate';
import { assertSafeKey, type BucketName, buckets, type ByteRange, isBucket, type ObjectInfo, type Storage } from './storage';

/** Stored media must never run as a page of our origin, whatever its content type claims. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const OBJECT_PATH = /\/v1\/object\/(?:public|sign)\/([^/]+)\/(.+)$/;

/**
 * The bucket and key from the raw request path, decoded exactly once. The URL parser has already
 * resolved dot segments; assertSafeKey refuses whatever could still point elsewhere (`..`, encoded
 * slashes or dots, a `%` left over from double encoding).
 */
function objectFromPath(c: Context<AppEnv>): { bucket: BucketName; key: string } {
  const match = OBJECT_PATH.exec(new URL(c.req.url).pathname);
  const bucket = match?.[1] ?? '';
  if (!isBucket(bucket)) throw new ApiError('not_found', 'Object not found');
  let key: string;
  try {
    key = decodeURIComponent(match?.[2] ?? '');
  } catch {
    throw new ApiError('bad_request', 'Invalid object key');
  }
  return { bucket, key: assertSafeKey(key) };
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else (several ranges, other units) is served whole. */
const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * The bytes a Range header asks for in an object of `size` bytes: a range, 'unsatisfiable' (416), or
 * null when the header is absent or not one we serve partially (the whole object is sent, as HTTP
 * allows). Browsers ask for ranges to play and seek video; Safari plays none without them.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}

function mediaHeaders(object: ObjectInfo, cacheControl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Accept-Ranges': 'bytes',
  };
  if (object.etag) headers.ETag = object.etag;
  if (object.lastModified) headers['Last-Modified'] = object.lastModified.toUTCString();
  return headers;
}

/**
 * Answers an object: 304 when the browser's copy is current, else 206 with the bytes of a single Range
 * (unless If-Range names another version), 416 for a range past its end, else the whole object.
 * `cacheControl` is decided from the object (the public bucket keeps each object's own).
 */
async function serveObject(
  c: Context<AppEnv>,
  storage: Storage,
  bucket: BucketName,
  key: string,
  cacheControl: (object: ObjectInfo) => string,
): Promise<Response> {
  const ask = c.req.header('range');
  if (ask !== undefined) {
    const info = await storage.head(bucket, key);
    if (!info) throw new ApiError('not_found', 'Object not found');
    const headers = mediaHeaders(info, cacheControl(info));
    // A current copy is answered 304 before any range is looked at (HTTP's order of preconditions).
    if (info.etag && c.req.header('if-none-match') === info.etag) return c.body(null, 304, headers);
    const ifRange = c.req.header('if-range');
    const current = ifRange === undefined || (info.etag !== undefined && ifRange === info.etag);
    const range = current ? requestedRange(ask, info.size) : null;
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
    }
    if (range) {
      const part = await storage.get(bucket, key, range);
      if (!part) throw new ApiError('not_found', 'Object not found');
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
      headers['Content-Length'] = String(range.end - range.start + 1);
      return c.body(part.body, 206, headers);
    }
  }
  const object = await storage.get(bucket, key);
  if (!object) throw new ApiError('not_found', 'Object not found');
  const headers = mediaHeaders(object, cacheControl(object));
  if (object.etag && c.req.header('if-none-match') === object.etag) {
    void object.body.cancel();
    return c.body(null, 304, headers);
  }
  headers['Content-Length'] = String(object.size);
  return c.body(object.body, 200, headers);
}

const objectParams = z.object({ bucket: z.string().max(64, 'Object not found') });
/** Read by serveObject; a Range it cannot use is ignored (the whole object), never an error. */
const rangeHeaders = z.object({ range: z.string().optional(), 'if-range': z.string().optional() });
/** Checked by verifySignature; a missing or malformed pair is its 403, not a 400. */
const signedQuery = z.object({
  expires: z.string({ error: 'Invalid or expired signed URL' }).max(20, 'Invalid or expired signed URL').optional(),
  signature: z.string({ error: 'Invalid or expired signed URL' }).max(128, 'Invalid or expired signed URL').optional(),
});

/** Media under /storage: public buckets by plain URL, any bucket through an unexpired signed URL. */
export function storageRoutes(storage: Storage): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/v1/object/public/:bucket/*', input('param', objectParams), input('header', rangeHeaders), async (c) => {
    const { bucket, key } = objectFromPath(c);
    // A private bucket's object answers exactly like a missing one, so its existence does not leak.
    if (!buckets[bucket].public) throw new ApiError('not_found', 'Object not found');
    return serveObject(c, storage, bucket, key, (object) => object.cacheControl ?? 'public, max-age=3600');
  });

  routes.get(
    '/v1/object/sign/:bucket/*',
    input('param', objectParams),
    input('query', signedQuery),
    input('header', rangeHeaders),
    async (c) => {
      const { bucket, key } = objectFromPath(c);
      const { expires, signature } = c.req.valid('query');
      const now = Date.now();
      if (!storage.verifySignature(bucket, key, expires, signature, now)) {
        throw new ApiError('forbidden', 'Invalid or expired signed URL');
      }
      const secondsLeft = Math.max(0, Number(expires) - Math.floor(now / 1000));
      return serveObject(c, storage, bucket, key, () => `private, max-age=${secondsLeft}`);
    },
  );

  return routes;
}
