import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { input } from '../http/validate';
import { assertSafeKey, type BucketName, buckets, isBucket, type Storage, type StoredObject } from './storage';

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

function respond(c: Context<AppEnv>, object: StoredObject, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (object.etag) headers.ETag = object.etag;
  if (object.lastModified) headers['Last-Modified'] = object.lastModified.toUTCString();
  if (object.etag && c.req.header('if-none-match') === object.etag) {
    void object.body.cancel();
    return c.body(null, 304, headers);
  }
  headers['Content-Length'] = String(object.size);
  return c.body(object.body, 200, headers);
}

const objectParams = z.object({ bucket: z.string().max(64, 'Object not found') });
/** Checked by verifySignature; a missing or malformed pair is its 403, not a 400. */
const signedQuery = z.object({
  expires: z.string({ error: 'Invalid or expired signed URL' }).max(20, 'Invalid or expired signed URL').optional(),
  signature: z.string({ error: 'Invalid or expired signed URL' }).max(128, 'Invalid or expired signed URL').optional(),
});

/** Media under /storage: public buckets by plain URL, any bucket through an unexpired signed URL. */
export function storageRoutes(storage: Storage): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/v1/object/public/:bucket/*', input('param', objectParams), async (c) => {
    const { bucket, key } = objectFromPath(c);
    // A private bucket's object answers exactly like a missing one, so its existence does not leak.
    const object = buckets[bucket].public ? await storage.get(bucket, key) : null;
    if (!object) throw new ApiError('not_found', 'Object not found');
    return respond(c, object, object.cacheControl ?? 'public, max-age=3600');
  });

  routes.get('/v1/object/sign/:bucket/*', input('param', objectParams), input('query', signedQuery), async (c) => {
    const { bucket, key } = objectFromPath(c);
    const { expires, signature } = c.req.valid('query');
    const now = Date.now();
    if (!storage.verifySignature(bucket, key, expires, signature, now)) {
      throw new ApiError('forbidden', 'Invalid or expired signed URL');
    }
    const object = await storage.get(bucket, key);
    if (!object) throw new ApiError('not_found', 'Object not found');
    const secondsLeft = Math.max(0, Number(expires) - Math.floor(now / 1000));
    return respond(c, object, `private, max-age=${secondsLeft}`);
  });

  return routes;
}
