import { vi } from 'vitest';

/** One request as the PWA sent it through fetch. */
export interface SentRequest {
  method: string;
  /** The path and query, e.g. /api/v1/auth/refresh. */
  path: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: SentRequest) => Response | Promise<Response>;

/** A JSON answer as the API gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that fails as it does without a connection (the client turns it into a network error). */
export function offline(): never {
  throw new TypeError('Failed to fetch');
}

/** The answer's body, broken with the signal's reason when the request is aborted while it is read, as fetch does. */
function abortable(response: Response, signal: AbortSignal | null | undefined): Response {
  if (!signal || !response.body) return response;
  const source = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(signal.reason);
          source.cancel(signal.reason).catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      const { value, done } = await source.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => source.cancel(reason),
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

/**
 * Replaces the browser's fetch with `handler`, the stand-in for the server: the PWA's typed client
 * runs as it does in the page (headers, Idempotency-Key, error mapping), only the network is replaced.
 * Answers every request received, in order.
 */
export function fakeApi(handler: Handler): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (init.signal?.aborted) throw init.signal.reason;
    const text = typeof init.body === 'string' ? init.body : null;
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: text === null ? null : JSON.parse(text),
    };
    sent.push(request);
    return abortable(await handler(request), init.signal);
  });
  return sent;
}
