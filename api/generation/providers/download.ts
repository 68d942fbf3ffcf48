import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { generationMessages } from '../../contract/generation';
import { readCapped } from '../../http/outbound';
import { deadline, send, type Stop } from './http';
import { ProviderError } from './provider';
import { sniffImageType, sniffVideoType } from '../../storage/sniff';

/**
 * Fetching the outputs a provider names. Its answer is untrusted input: a URL in it may name a local
 * file (`file://`, which Bun's fetch reads), the machine itself, the private network or a cloud's
 * metadata address, or a body far larger than any image or video. So an output is fetched only over
 * https from a public address (every address its name resolves to is checked; IPv4-mapped IPv6
 * included), or from the host of the provider's own configured base URL (over http too when that base
 * URL is http: a self-hosted ComfyUI, the local fakes of the tests); redirects are followed by hand,
 * each checked the same way; the size is capped per kind from Content-Length and while streaming; the
 * whole download has a time limit; and the bytes must be of the kind asked for.
 */

export type OutputKind = 'image' | 'video';

export interface OutputLimits {
  /** Largest output of each kind, in bytes (OUTPUT_MAX_IMAGE_BYTES, OUTPUT_MAX_VIDEO_BYTES). */
  maxBytes: Record<OutputKind, number>;
  /** One download, redirects included (OUTPUT_DOWNLOAD_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export const DEFAULT_OUTPUT_LIMITS: OutputLimits = {
  maxBytes: { image: 50 * 1024 * 1024, video: 200 * 1024 * 1024 },
  timeoutMs: 120_000,
};

const MAX_REDIRECTS = 3;

/** Addresses that are not the public Internet: this machine, private networks, link-local, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the IPv4-compatible block (BlockList checks IPv4-mapped ones against the IPv4 rules).
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address on the public Internet; false for anything else, including what is not an address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const refused = (label: string, detail: string) =>
  new ProviderError('invalid_response', generationMessages.invalidResponse(label), `output URL refused: ${detail}`);

export const outputTooLarge = (kind: OutputKind, maxBytes: number, detail: string) =>
  new ProviderError('invalid_response', generationMessages.outputTooLarge(kind, maxBytes), detail);

/**
 * The output URL parsed, when it may be fetched: https to a public address, or the host of one of
 * `trusted` (the provider's configured base URLs), over http only when that base URL is http.
 */
export async function checkOutputUrl(raw: string, trusted: readonly string[], label: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused(label, `not a URL: ${raw.slice(0, 200)}`);
  }
  if (url.username || url.password) throw refused(label, `${url.protocol}//…@${url.host}: credentials in the URL`);
  const bases = trusted.flatMap((base) => {
    try {
      return [new URL(base)];
    } catch {
      return [];
    }
  });
  const sameHost = bases.filter((base) => base.host === url.host);
  if (sameHost.length > 0) {
    if (url.protocol === 'https:' || (url.protocol === 'http:' && sameHost.some((base) => base.protocol === 'http:'))) return url;
    throw refused(label, `${url.protocol} to ${url.host}`);
  }
  if (url.protocol !== 'https:') throw refused(label, `${url.protocol} to ${url.host || url.pathname.slice(0, 200)}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch (error) {
      throw refused(label, `${host} does not resolve: ${(error as { code?: string }).code ?? String(error)}`);
    }
  }
  const inner = addresses.find((address) => !isPublicAddress(address));
  if (addresses.length === 0 || inner !== undefined) throw refused(label, `${host} is ${inner ?? 'no address'}, not a public address`);
  return url;
}

export interface FetchOutputOptions {
  /** The provider's configured base URLs: their host may be private, and http when they are. */
  trusted: readonly string[];
  /** For the error messages ('FAL', 'ComfyUI'). */
  label: string;
  /** The cap that applies: that of the kind of output the task makes. */
  kind: OutputKind;
  limits: OutputLimits;
  stops: readonly Stop[];
  /** The provider's own error for an output it could not get (an HTTP error, a network failure, the time limit). */
  failed(detail: string): ProviderError;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** The bytes of an output URL, under the rules above; the kind of the bytes is not checked here. */
export async function fetchOutput(raw: string, options: FetchOutputOptions): Promise<Uint8Array> {
  const { limits, kind, label } = options;
  const maxBytes = limits.maxBytes[kind];
  const fetchFn = options.fetch ?? fetch;
  const limit = deadline(limits.timeoutMs, () => options.failed(`output download over ${limits.timeoutMs} ms`));
  const stops = [...options.stops, limit];
  try {
    let url = await checkOutputUrl(raw, options.trusted, label);
    for (let hop = 0; ; hop++) {
      const target = url;
      const next = await send(
        fetchFn,
        target.toString(),
        { method: 'GET', redirect: 'manual', headers: options.headers },
        { stops },
        async (response): Promise<URL | Uint8Array> => {
          if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
            await response.body?.cancel().catch(() => undefined);
            if (hop >= MAX_REDIRECTS) throw refused(label, `more than ${MAX_REDIRECTS} redirects`);
            return new URL(response.headers.get('location')!, target);
          }
          if (!response.ok) {
            await response.body?.cancel().catch(() => undefined);
            throw options.failed(`output download: HTTP ${response.status}`);
          }
          return readCapped(response, maxBytes, (detail) => outputTooLarge(kind, maxBytes, `${target.host}: ${detail}`));
        },
      );
      if (next instanceof Uint8Array) return next;
      url = await checkOutputUrl(next.toString(), options.trusted, label);
    }
  } catch (error) {
    if (error instanceof ProviderError && error.kind !== 'network') throw error;
    throw options.failed(`output download: ${error instanceof ProviderError ? error.detail : String(error)}`);
  } finally {
    limit.clear();
  }
}

/** An output of `kind` fetched and checked: its bytes must be an image (png, jpeg, webp, gif) or a video (mp4, webm). */
export async function downloadOutput(raw: string, options: FetchOutputOptions): Promise<{ bytes: Uint8Array; contentType: string }> {
  const bytes = await fetchOutput(raw, options);
  const contentType = options.kind === 'image' ? sniffImageType(bytes) : sniffVideoType(bytes);
  if (!contentType) {
    throw new ProviderError(
      'invalid_response',
      generationMessages.invalidResponse(options.label),
      `output ${options.kind} is not a known ${options.kind} format`,
    );
  }
  return { bytes, contentType };
}
