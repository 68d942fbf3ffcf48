import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';

export const BODY_TIMEOUT_MESSAGE = 'The request body took too long to arrive. Please try again.';

/**
 * A request's body must have arrived whole within `timeoutMs` of the request's start, or the request
 * is answered 408 and its connection closed. The server's idle timeout alone lets a client that sends
 * one byte every few seconds keep a request (and whatever it holds) for as long as it likes; this
 * bounds the whole body instead. The body is passed on as a stream, so nothing is buffered here:
 * whoever reads it (the JSON reader, the upload's multipart reader) gets the 408 as the read's error.
 */
export function bodyDeadline(timeoutMs: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const source = c.req.raw.body;
    if (!source) return next();
    const reader = source.getReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('request_timeout', BODY_TIMEOUT_MESSAGE)), timeoutMs);
    });
    // Nobody may be reading when it fires (the handler answered without the body): not an unhandled rejection.
    expired.catch(() => undefined);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const chunk = await Promise.race([reader.read(), expired]);
          if (chunk.done) {
            clearTimeout(timer);
            controller.close();
          } else {
            controller.enqueue(chunk.value);
          }
        } catch (error) {
          clearTimeout(timer);
          reader.cancel(error).catch(() => undefined);
          controller.error(error);
        }
      },
      cancel(reason) {
        clearTimeout(timer);
        return reader.cancel(reason);
      },
    });
    c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
    try {
      await next();
    } finally {
      clearTimeout(timer);
    }
  };
}
