import { constants, deflateSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import type { JSONParsed } from 'hono/utils/types';

/** Below this many bytes an answer is sent as it is (Hono's default threshold). */
export const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
const JSON_TYPE = /^application\/json(?:[;\s]|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Accept-Encoding headers come in a handful of spellings (one per browser): each is parsed once. */
const chosen = new Map<string, Encoding | undefined>();

function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  if (chosen.has(header)) return chosen.get(header);
  const encoding = parseEncoding(header);
  if (chosen.size >= 100) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

/** The encoding the client prefers among ours, with Hono's compress rules (q-values, `*`, gzip first on a tie). */
function parseEncoding(header: string): Encoding | undefined {
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * An answer made for one request is compressed at zlib's fastest level: on the gallery's page (6 KB
 * of JSON) it takes about 35 µs instead of 85 µs at the default level, for a third more bytes (2.1 KB
 * instead of 1.6 KB), and compressing was the largest cost of that request after its database round
 * trip. An answer compressed once per process (constantJson) keeps the default level.
 */
export const PER_REQUEST_LEVEL = constants.Z_BEST_SPEED;

const encode = (bytes: Uint8Array, encoding: Encoding, level: number = constants.Z_DEFAULT_COMPRESSION) =>
  new Uint8Array(encoding === 'gzip' ? gzipSync(bytes, { level }) : deflateSync(bytes, { level }));

function addVary(headers: Headers): void {
  const current = headers.get('Vary');
  if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return;
  headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses answers the client accepts compressed. The API's answers are JSON its handlers made in
 * memory (c.json), so they are read whole: under 1 KB one goes out as it is, with its length, and a
 * larger one is compressed in one call. Streaming every answer through a CompressionStream (Hono's
 * compress, which cannot see the length of c.json's body) was the largest cost of a small API answer
 * in the profile. Answers outside /api (the mailbox; static files compress themselves, cached) keep
 * Hono's streaming compress; event streams and `no-transform` answers are never touched.
 */
export function compression(): MiddlewareHandler {
  const streaming = compress({ threshold: COMPRESS_THRESHOLD });
  return async (c, next) => {
    if (!c.req.path.startsWith('/api/')) return streaming(c, next);
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('Content-Encoding') || !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
    if (NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < COMPRESS_THRESHOLD) return;
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    if (declared !== null && !encoding) {
      addVary(res.headers);
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const large = bytes.byteLength >= COMPRESS_THRESHOLD;
    const sent = large && encoding ? encode(bytes, encoding, PER_REQUEST_LEVEL) : bytes;
    const answer = new Response(sent, res);
    answer.headers.set('Content-Length', String(sent.byteLength));
    if (large) {
      addVary(answer.headers);
      if (encoding) {
        answer.headers.set('Content-Encoding', encoding);
        const etag = answer.headers.get('ETag');
        if (etag && !etag.startsWith('W/')) answer.headers.set('ETag', `W/${etag}`);
      }
    }
    // Unset first: assigning over an answer makes Hono copy the old one's headers onto the new one.
    c.res = undefined;
    c.res = answer;
  };
}

/**
 * An answer that never changes while the process runs (the catalog), serialised and compressed once;
 * typed as c.json's answer, so the `hc` client of the PWA still knows its shape.
 */
export function constantJson<T>(body: T): (c: Context) => Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const identity = new TextEncoder().encode(JSON.stringify(body));
  const small = identity.byteLength < COMPRESS_THRESHOLD;
  const encoded: Record<Encoding, Uint8Array> = { gzip: encode(identity, 'gzip'), deflate: encode(identity, 'deflate') };
  return (c) => {
    const encoding = small ? undefined : selectEncoding(c.req.header('Accept-Encoding'));
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (!small) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    const bytes = encoding ? encoded[encoding] : identity;
    headers['Content-Length'] = String(bytes.byteLength);
    // The bytes are JSON.stringify(body): the answer c.json(body) would give, so the type is c.json's.
    return c.body(new Uint8Array(bytes), 200, headers) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
  };
}
