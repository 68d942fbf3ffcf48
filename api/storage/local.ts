import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type BucketName, buckets, type ObjectInfo, type PutOptions, type StorageDriver } from './buckets';

interface Meta {
  contentType: string;
  cacheControl?: string;
  etag: string;
}

/**
 * Objects on local disk: `<dir>/<bucket>/<key>`, with their content type and ETag in a separate
 * `<dir>/.meta/<bucket>/<key>.json` tree (a sidecar beside the object could collide with a real key).
 * Writes go to a temporary file first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalDriver(dir: string): StorageDriver {
  const root = path.resolve(dir);
  const objectPath = (bucket: BucketName, key: string) => inside(path.join(root, bucket), key);
  const metaPath = (bucket: BucketName, key: string) => inside(path.join(root, '.meta', bucket), key) + '.json';

  async function readMeta(bucket: BucketName, key: string): Promise<Meta | null> {
    try {
      return JSON.parse(await readFile(metaPath(bucket, key), 'utf8')) as Meta;
    } catch {
      return null;
    }
  }

  async function info(bucket: BucketName, key: string): Promise<ObjectInfo | null> {
    const file = await stat(objectPath(bucket, key)).catch(() => null);
    if (!file?.isFile()) return null;
    const meta = await readMeta(bucket, key);
    return {
      size: file.size,
      contentType: meta?.contentType ?? 'application/octet-stream',
      cacheControl: meta?.cacheControl,
      etag: meta?.etag,
      lastModified: file.mtime,
    };
  }

  async function writeAtomically(target: string, data: Uint8Array | string) {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(root, '.tmp', randomUUID());
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async function remove(bucket: BucketName, key: string) {
    await rm(objectPath(bucket, key), { force: true });
    await rm(metaPath(bucket, key), { force: true });
  }

  async function list(bucket: BucketName, prefix = '') {
    const base = path.join(root, bucket);
    const found: Array<{ key: string; size: number; lastModified?: Date }> = [];
    const walk = async (folder: string) => {
      for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) await walk(full);
        else {
          const key = path.relative(base, full).split(path.sep).join('/');
          if (!key.startsWith(prefix)) continue;
          const file = await stat(full);
          found.push({ key, size: file.size, lastModified: file.mtime });
        }
      }
    };
    await walk(base);
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  return {
    kind: 'local',
    describe: () => `local disk ${root}`,
    async ensureBuckets() {
      for (const bucket of Object.keys(buckets)) await mkdir(path.join(root, bucket), { recursive: true });
      await mkdir(path.join(root, '.tmp'), { recursive: true });
    },
    async put(bucket, key, body, options: PutOptions) {
      const meta: Meta = {
        contentType: options.contentType,
        cacheControl: options.cacheControl,
        etag: `"${createHash('md5').update(body).digest('hex')}"`,
      };
      await writeAtomically(metaPath(bucket, key), JSON.stringify(meta));
      await writeAtomically(objectPath(bucket, key), body);
    },
    async get(bucket, key, range) {
      const found = await info(bucket, key);
      if (!found) return null;
      const body = Readable.toWeb(
        createReadStream(objectPath(bucket, key), range && { start: range.start, end: range.end }),
      ) as ReadableStream<Uint8Array>;
      return { ...found, body };
    },
    head: info,
    delete: remove,
    async deleteMany(bucket, keys) {
      for (const key of new Set(keys)) await remove(bucket, key);
    },
    async deletePrefix(bucket, prefix) {
      if (!prefix.endsWith('/')) throw new Error('A prefix to delete must end with /');
      const found = await list(bucket, prefix);
      for (const item of found) await remove(bucket, item.key);
      // The emptied folders go too (inside() keeps them within the bucket).
      await rm(inside(path.join(root, bucket), prefix.slice(0, -1)), { recursive: true, force: true });
      await rm(inside(path.join(root, '.meta', bucket), prefix.slice(0, -1)), { recursive: true, force: true });
      return found.length;
    },
    list,
    async check() {
      for (const bucket of Object.keys(buckets)) await access(path.join(root, bucket), constants.R_OK | constants.W_OK);
    },
  };
}

/** Defence in depth behind assertSafeKey: the resolved path must stay inside the bucket's folder. */
function inside(folder: string, key: string): string {
  const resolved = path.resolve(folder, key);
  if (!resolved.startsWith(folder + path.sep)) throw new Error('Object key escapes its bucket');
  return resolved;
}
