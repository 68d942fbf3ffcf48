import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable, isPoolBusy } from '../db/database';

/** Every database connection stayed taken for the pool's whole wait: the client should come back shortly. */
export const BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 2;
/** The database server cannot be reached (stopped, restarting): the site is down for a moment, not broken. */
export const UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a moment.';
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Every error the API answers with, and its HTTP status. The body is always `{ error: { code, message, requestId } }`. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  insufficient_tokens: 402,
  payment_failed: 402,
  forbidden: 403,
  email_not_verified: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  content_policy: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  under_maintenance: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For 429 and 503: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    /** A second message shown with the first (a refused prompt's strike warning). */
    readonly warning?: string,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; requestId?: string; warning?: string };
}

export function errorBody(code: ErrorCode, message: string, requestId?: string, warning?: string): ErrorBody {
  return { error: { code, message, ...(requestId ? { requestId } : {}), ...(warning ? { warning } : {}) } };
}

/**
 * The one error handler: ApiError answers with its code (also when a runtime hands it back wrapped,
 * as a body stream's error); the database refusing a write for lack of rights (RLS or grants,
 * SQLSTATE 42501) is the user's fault, so 403; no free database connection within the pool's wait, or
 * a database server that cannot be reached, is a 503 with Retry-After; anything else is ours, a 500
 * whose details go to the log, never to the client.
 */
export function handleError(error: Error, c: Context): Response {
  const requestId = c.get('requestId') as string | undefined;
  const api = error instanceof ApiError ? error : error.cause instanceof ApiError ? error.cause : undefined;
  if (api) {
    if (api.retryAfterSeconds !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(api.retryAfterSeconds))));
    // A client too slow to send its body may still be sending: the connection is closed, not kept.
    if (api.status === 408) c.header('Connection', 'close');
    return c.json(errorBody(api.code, api.message, requestId, api.warning), api.status);
  }
  if (isPoolBusy(error) || isPoolBusy(error.cause)) {
    c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    return c.json(errorBody('unavailable', BUSY_MESSAGE, requestId), 503);
  }
  if (isDatabaseUnavailable(error)) {
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json(errorBody('unavailable', UNAVAILABLE_MESSAGE, requestId), 503);
  }
  if ((error as { code?: unknown }).code === '42501') {
    return c.json(errorBody('forbidden', 'You are not allowed to do that.', requestId), 403);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody('bad_request', error.message || 'Bad request', requestId), error.status);
  }
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.', requestId), 500);
}
