import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { ApiError } from '../http/errors';
import { createLocalDriver } from './local';
import { createS3Driver } from './s3';
import { type BucketName, buckets, type ByteRange, type PutOptions, type Storage } from './buckets';

export {
  buckets,
  isBucket,
  type BucketName,
  type ByteRange,
  type ObjectInfo,
  type PutOptions,
  type Storage,
  type StorageDriver,
  type StoredObject,
} from './buckets';

const SAFE_KEY = /^[A-Za-z0-9._\-/ ()]+$/;

/**
 * The one guard that keeps a key inside its bucket: only plain characters, no absolute paths, no
 * empty, `.` or `..` segments, and no `%` at all, so no encoded variant survives a second decoding.
 */
export function assertSafeKey(key: string): string {
  const segments = key.split('/');
  const safe =
    key.length > 0 &&
    key.length <= 512 &&
    SAFE_KEY.test(key) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && segment.trim() === segment);
  if (!safe) throw new ApiError('bad_request', 'Invalid object key');
  return key;
}

/** Characters encodeURIComponent leaves as they are, and the segments' slash. */
const PLAIN_KEY = /^[A-Za-z0-9._\-/()!~*']*$/;

export function encodeKey(key: string): string {
  return PLAIN_KEY.test(key) ? key : key.split('/').map(encodeURIComponent).join('/');
}

export function createStorage(config: Config['storage'], secret: string): Storage {
  const driver = config.s3 ? createS3Driver(config.s3) : createLocalDriver(config.dir);
  const signingKey = createHmac('sha256', secret).update('storage-url-signing').digest();
  const sign = (bucket: string, key: string, expires: string) =>
    createHmac('sha256', signingKey).update(`${bucket}/${key}:${expires}`).digest('base64url');

  // Every key is checked before a driver sees it; a bad one rejects like any other storage failure.
  const checked =
    <T extends unknown[], R>(fn: (bucket: BucketName, key: string, ...rest: T) => Promise<R>) =>
    async (bucket: BucketName, key: string, ...rest: T): Promise<R> =>
      fn(bucket, assertSafeKey(key), ...rest);

  // Public URLs depend on nothing but the key: a gallery page asks for the same few dozen every time.
  const publicUrls = new Map<string, string>();

  return {
    kind: driver.kind,
    describe: () => driver.describe(),
    ensureBuckets: () => driver.ensureBuckets(),
    put: checked((bucket, key, body: Uint8Array, options: PutOptions) => driver.put(bucket, key, body, options)),
    get: checked((bucket, key, range?: ByteRange) => driver.get(bucket, key, range)),
    head: checked((bucket, key) => driver.head(bucket, key)),
    delete: checked((bucket, key) => driver.delete(bucket, key)),
    deleteMany: async (bucket, keys) => driver.deleteMany(bucket, keys.map(assertSafeKey)),
    // A prefix is a key's leading folders and its slash: `u1/` or `u1/2026/`, never `u1` nor `/`.
    deletePrefix: async (bucket, prefix) => {
      if (!prefix.endsWith('/')) throw new ApiError('bad_request', 'Invalid object key');
      return driver.deletePrefix(bucket, `${assertSafeKey(prefix.slice(0, -1))}/`);
    },
    list: (bucket, prefix) => driver.list(bucket, prefix),
    check: () => driver.check(),

    publicUrl(bucket, key) {
      if (!buckets[bucket].public) throw new Error(`Bucket ${bucket} is private: use a signed URL`);
      const known = publicUrls.get(`${bucket}/${key}`);
      if (known !== undefined) return known;
      const url = `/storage/v1/object/public/${bucket}/${encodeKey(assertSafeKey(key))}`;
      if (publicUrls.size >= 10_000) publicUrls.clear();
      publicUrls.set(`${bucket}/${key}`, url);
      return url;
    },
    signedUrl(bucket, key, ttlSeconds = config.signedUrlTtlSeconds, now = Date.now()) {
      const expires = String(Math.floor(now / 1000) + ttlSeconds);
      const signature = sign(bucket, assertSafeKey(key), expires);
      return `/storage/v1/object/sign/${bucket}/${encodeKey(key)}?expires=${expires}&signature=${signature}`;
    },
    verifySignature(bucket, key, expires, signature, now = Date.now()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 <= now) return false;
      const expected = Buffer.from(sign(bucket, key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
