/**
 * The buckets and the driver interface, in a file of their own so that storage.ts and the drivers
 * (local.ts, s3.ts) depend on it instead of on each other.
 */
/** The three buckets of the product: shared gallery images are public, user uploads and outputs are not. */
export const buckets = {
  gallery: { public: true },
  images: { public: false },
  generations: { public: false },
} as const;
export type BucketName = keyof typeof buckets;

export function isBucket(name: string): name is BucketName {
  return Object.hasOwn(buckets, name);
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  cacheControl?: string;
  etag?: string;
  lastModified?: Date;
}

export interface StoredObject extends ObjectInfo {
  /** The object's bytes, or only those of the range asked for (`size` stays the whole object's). */
  body: ReadableStream<Uint8Array>;
}

/** Bytes `start` to `end` of an object, both included (an HTTP Range already checked against its size). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

/** What each driver (local disk, S3) implements; keys are checked by assertSafeKey before they get here. */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Where objects go, for the start line; never includes credentials. */
  describe(): string;
  ensureBuckets(): Promise<void>;
  put(bucket: BucketName, key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  get(bucket: BucketName, key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(bucket: BucketName, key: string): Promise<ObjectInfo | null>;
  /** Deleting a missing object is not an error. */
  delete(bucket: BucketName, key: string): Promise<void>;
  /** Deletes every one of the keys (missing ones are not an error), in as few requests as the storage allows. */
  deleteMany(bucket: BucketName, keys: string[]): Promise<void>;
  /**
   * Deletes every object whose key starts with `prefix` (which must end with `/`, so `u1/` never takes
   * `u10/…`); answers how many there were.
   */
  deletePrefix(bucket: BucketName, prefix: string): Promise<number>;
  list(bucket: BucketName, prefix?: string): Promise<Array<{ key: string; size: number; lastModified?: Date }>>;
  /** Throws when the storage cannot be reached; /healthz uses it. */
  check(): Promise<void>;
}

export interface Storage extends StorageDriver {
  publicUrl(bucket: BucketName, key: string): string;
  signedUrl(bucket: BucketName, key: string, ttlSeconds?: number, now?: number): string;
  verifySignature(bucket: string, key: string, expires: string | undefined, signature: string | undefined, now?: number): boolean;
}
