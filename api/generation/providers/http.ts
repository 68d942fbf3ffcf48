import { generationMessages } from '../../contract/generation';
import { describeFetchError } from '../../http/outbound';
import { ProviderError } from './provider';

/**
 * The HTTP plumbing the fal and Hugging Face providers share: every call can be stopped by the job's
 * cancel signal, by the job's deadline or by its own time limit, and each stop turns into the
 * ProviderError the worker expects ('canceled', 'timeout', 'network') instead of a bare AbortError.
 */

/** A reason to stop a provider's calls. When several have fired, the first in the list wins. */
export interface Stop {
  signal: AbortSignal;
  error(): ProviderError;
}

export const canceledBy = (signal: AbortSignal): Stop => ({
  signal,
  error: () => new ProviderError('canceled', generationMessages.canceled),
});

export function deadline(ms: number, error: () => ProviderError): Stop & { clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, error, clear: () => clearTimeout(timer) };
}

export const networkError = (detail: string) => new ProviderError('network', generationMessages.networkError, detail);

function stopped(stops: readonly Stop[]): ProviderError | undefined {
  return stops.find((stop) => stop.signal.aborted)?.error();
}

export interface SendOptions {
  stops: readonly Stop[];
  /** This one call's own limit (connect, answer and body), with the error it becomes. */
  timeout?: { ms: number; error(): ProviderError };
}

/**
 * One HTTP call, body included: `read` runs under the same stops, so a body that stalls is cut off
 * too. A fetch or body failure that no stop explains is a 'network' error; ProviderErrors thrown by
 * `read` pass through.
 */
export async function send<T>(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  options: SendOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const own = options.timeout ? deadline(options.timeout.ms, options.timeout.error) : undefined;
  const stops = own ? [...options.stops, own] : options.stops;
  const already = stopped(stops);
  if (already) {
    own?.clear();
    throw already;
  }
  const controller = new AbortController();
  const abort = () => controller.abort();
  for (const stop of stops) stop.signal.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    return await read(response);
  } catch (error) {
    const stop = stopped(stops);
    if (stop) throw stop;
    if (error instanceof ProviderError) throw error;
    throw networkError(describeFetchError(error));
  } finally {
    own?.clear();
    for (const stop of stops) stop.signal.removeEventListener('abort', abort);
  }
}

/** Waits `ms`, or throws the error of the first stop that fires meanwhile. */
export function pause(ms: number, stops: readonly Stop[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const already = stopped(stops);
    if (already) return reject(already);
    const done = () => {
      clearTimeout(timer);
      for (const stop of stops) stop.signal.removeEventListener('abort', onStop);
    };
    const onStop = () => {
      done();
      reject(stopped(stops));
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    for (const stop of stops) stop.signal.addEventListener('abort', onStop, { once: true });
  });
}

/** The body as JSON, or undefined when it is not JSON. A body that fails to arrive still throws. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const DETAIL_MAX = 300;

/**
 * What an error answer says: fal's `detail` (text, or the `msg` of each `{loc, msg, type}`),
 * Hugging Face's `error`, a `message`, or the plain text; and the `type`s fal gives.
 */
export async function readFailure(response: Response): Promise<{ text: string; types: string[] }> {
  const raw = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = undefined;
  }
  const types: string[] = [];
  const fromValue = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) {
      const parts = value.map((item) => {
        if (typeof item === 'string') return item;
        const entry = item as { msg?: unknown; message?: unknown; type?: unknown } | null;
        if (typeof entry?.type === 'string') types.push(entry.type);
        if (typeof entry?.msg === 'string') return entry.msg;
        if (typeof entry?.message === 'string') return entry.message;
        return undefined;
      });
      const joined = parts.filter((part): part is string => Boolean(part)).join('; ');
      return joined || undefined;
    }
    return undefined;
  };
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (typeof fields.type === 'string') types.push(fields.type);
  if (typeof fields.error_type === 'string') types.push(fields.error_type);
  const plain =
    body === undefined
      ? raw
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  const text = fromValue(fields.detail) ?? fromValue(fields.error) ?? fromValue(fields.message) ?? plain;
  const clipped = text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text;
  return { text: clipped || `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, types };
}

/**
 * The failures both providers name the same way: a rate limit, a model still loading.
 * `loadingStatus` is the status that means loading on its own (Hugging Face's 503).
 */
export function commonFailure(status: number, text: string, loadingStatus?: number): ProviderError | undefined {
  if (status === 429 || /rate[\s_-]*limit|too many requests/i.test(text)) {
    return new ProviderError('rate_limited', generationMessages.rateLimited, `HTTP ${status}: ${text}`, text);
  }
  if (status === loadingStatus || /loading/i.test(text)) {
    return new ProviderError('model_loading', generationMessages.modelLoading, `HTTP ${status}: ${text}`, text);
  }
  return undefined;
}
