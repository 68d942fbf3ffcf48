import {
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { type BucketName, buckets, type StorageDriver } from './buckets';

type S3Config = NonNullable<Config['storage']['s3']>;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** Objects in an S3-compatible service (MinIO, R2, AWS), addressed path-style. */
export function createS3Driver(config: S3Config): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 2,
  });
  const name = (bucket: BucketName) => `${config.bucketPrefix}${bucket}`;

  async function list(bucket: BucketName, prefix = '') {
    const found: Array<{ key: string; size: number; lastModified?: Date }> = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: name(bucket), Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) found.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  /** DeleteObjects takes at most 1,000 keys a request; keys S3 reports as not deleted are thrown. */
  async function deleteMany(bucket: BucketName, keys: string[]) {
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += 1000) {
      const batch = unique.slice(start, start + 1000);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: name(bucket), Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0)
        throw new Error(`Deleting ${failed.length} objects failed: ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`);
    }
  }

  return {
    kind: 's3',
    describe: () =>
      `S3 ${config.endpoint} (path-style, buckets ${Object.keys(buckets)
        .map((b) => name(b as BucketName))
        .join(', ')})`,
    async ensureBuckets() {
      for (const bucket of Object.keys(buckets) as BucketName[]) {
        try {
          await client.send(new HeadBucketCommand({ Bucket: name(bucket) }));
        } catch (error) {
          if (!isNotFound(error)) throw error;
          await client.send(new CreateBucketCommand({ Bucket: name(bucket) })).catch((created: unknown) => {
            const code = created instanceof S3ServiceException ? created.name : '';
            if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw created;
          });
        }
      }
    },
    async put(bucket, key, body, options) {
      await client.send(
        new PutObjectCommand({
          Bucket: name(bucket),
          Key: key,
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
        }),
      );
    },
    async get(bucket, key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: name(bucket), Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        if (!object.Body) return null;
        // A ranged answer's Content-Range ends with the whole object's size.
        const total = range ? Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1]) : NaN;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: Number.isFinite(total) ? total : (object.ContentLength ?? 0),
          contentType: object.ContentType ?? 'application/octet-stream',
          cacheControl: object.CacheControl,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(bucket, key) {
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket: name(bucket), Key: key }));
        return {
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
          cacheControl: object.CacheControl,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: name(bucket), Key: key }));
    },
    deleteMany,
    async deletePrefix(bucket, prefix) {
      if (!prefix.endsWith('/')) throw new Error('A prefix to delete must end with /');
      const found = await list(bucket, prefix);
      await deleteMany(
        bucket,
        found.map((item) => item.key),
      );
      return found.length;
    },
    list,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: name('gallery') }));
    },
  };
}
