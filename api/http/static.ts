import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Hashed build output never changes under its name, so it is cached for a year; the entry points
 * (index.html, the service worker, the manifest) must be revalidated every time or a new release
 * would never reach installed clients.
 */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (/^workbox-[0-9a-f]{8}\.js$/.test(relativePath)) return IMMUTABLE;
  if (
    /\.(html|webmanifest)$/.test(relativePath) ||
    relativePath === 'sw.js' ||
    relativePath === 'registerSW.js' ||
    relativePath === 'push-sw.js'
  ) {
    return REVALIDATE;
  }
  return 'public, max-age=86400';
}

interface CachedFile {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  type: string;
  cacheControl: string;
  /** Compressed once, on first request, instead of on every request. */
  encoded: Partial<Record<'br' | 'gzip', Uint8Array<ArrayBuffer>>>;
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

function encodingFor(file: CachedFile, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (file.body.byteLength < 1024 || !COMPRESSIBLE.test(file.type) || !acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

function encode(file: CachedFile, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  file.encoded[encoding] ??= new Uint8Array(
    encoding === 'br' ? brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(file.body, { level: 9 }),
  );
  return file.encoded[encoding];
}

/**
 * Serves the built PWA from `root` and answers client routes with index.html (SPA fallback). Paths
 * under the given prefixes are left to other handlers. Files are small and immutable once built, so
 * each is read once and kept in memory.
 */
export function serveApp(root: string, { skip = [] as string[] } = {}): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, CachedFile | null>();
  const absoluteRoot = path.resolve(root);

  async function load(relativePath: string): Promise<CachedFile | null> {
    if (cache.has(relativePath)) return cache.get(relativePath) ?? null;
    const file = path.resolve(absoluteRoot, relativePath);
    let loaded: CachedFile | null = null;
    if (file.startsWith(absoluteRoot + path.sep)) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const body = new Uint8Array(await readFile(file));
        loaded = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          type: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          cacheControl: cacheControlFor(relativePath),
          encoded: {},
        };
      }
    }
    // Only hits are cached, so a build made while the server runs is picked up for new files.
    if (loaded) cache.set(relativePath, loaded);
    return loaded;
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = c.req.path;
    if (skip.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'))) return next();

    let relativePath: string;
    try {
      relativePath = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      return next();
    }
    if (relativePath.includes('\0') || relativePath.split('/').includes('..')) return next();

    let file = relativePath === '' ? null : await load(relativePath);
    if (!file) {
      // Client routes have no extension; a missing asset must stay a 404, not become index.html.
      if (relativePath !== '' && path.extname(relativePath) !== '') return next();
      file = await load('index.html');
      if (!file) return next();
    }
    if (c.req.header('if-none-match') === file.etag) {
      return c.body(null, 304, { ETag: file.etag, 'Cache-Control': file.cacheControl });
    }
    const encoding = encodingFor(file, c.req.header('accept-encoding'));
    const body = encoding ? encode(file, encoding) : file.body;
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Content-Length': String(body.byteLength),
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
  };
}
