import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { adminMessages } from '../contract/admin';
import { generationMessages } from '../contract/generation';
import { galleryAdminMessages } from '../contract/gallery-admin';
import { paymentMessages, tokenMessages } from '../contract/messages';
import { pushMessages } from '../contract/push';
import { reportMessages } from '../contract/reports';
import { safetyMessages } from '../contract/safety';
import { settingsMessages } from '../contract/settings';
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

/** A whole number of seconds from a database error's detail, or `fallback`. */
const seconds = (detail: string | undefined, fallback: number) => Number.parseInt(detail ?? '', 10) || fallback;

/**
 * Every SQLSTATE the SQL functions of the capability files raise, and what the API answers for it:
 * the one place a database error becomes a status, a code and a message. The handler below answers
 * them wherever they are thrown, so no service catches them to translate them, and none reads a
 * message's text: a value the answer needs (seconds to wait, the key of a setting) travels in the
 * error's DETAIL. The codes are the capability's two letters and the HTTP status (a 'V' and a number
 * for each rule a value breaks); 22023 (invalid_parameter_value) is the functions' own check of an
 * argument the route validated already, and 42501 a role without the right.
 */
export const DATABASE_ERRORS: Record<string, (detail: string | undefined) => ApiError> = {
  // tokens (api/tokens/tokens.sql)
  TK401: () => new ApiError('unauthorized', tokenMessages.notSignedIn),
  TK402: () => new ApiError('insufficient_tokens', tokenMessages.insufficient),
  TK404: () => new ApiError('not_found', adminMessages.userNotFound),
  TKV01: () => new ApiError('bad_request', tokenMessages.amountInvalid),
  TKV02: () => new ApiError('bad_request', adminMessages.balanceInvalid),
  TKV03: () => new ApiError('bad_request', adminMessages.initialTokensInvalid),
  // payments (api/payments/payments.sql)
  PY404: () => new ApiError('not_found', paymentMessages.unknownOrder),
  // administrator's accounts (api/admin/admin.sql)
  AU400: () => new ApiError('bad_request', adminMessages.cannotDeleteSelf),
  AU409: () => new ApiError('conflict', adminMessages.emailTaken),
  AUV01: () => new ApiError('bad_request', adminMessages.credentialsRequired),
  // jobs (api/generation/jobs.sql, api/push/push.sql)
  GN404: () => new ApiError('not_found', generationMessages.notFound),
  GN409: () => new ApiError('conflict', generationMessages.notCancelable),
  GI409: () => new ApiError('conflict', generationMessages.idempotencyMismatch),
  GN429: (detail) => new ApiError('rate_limited', generationMessages.freeLimit(seconds(detail, 60)), seconds(detail, 60)),
  // the shared gallery (api/gallery/gallery.sql)
  GA404: () => new ApiError('not_found', galleryAdminMessages.notFound),
  GA409: () => new ApiError('conflict', galleryAdminMessages.orderChanged),
  GAV01: () => new ApiError('bad_request', galleryAdminMessages.titleRequired),
  GAV02: () => new ApiError('bad_request', galleryAdminMessages.titleTooLong),
  GAV03: () => new ApiError('bad_request', galleryAdminMessages.descriptionTooLong),
  GAV04: () => new ApiError('bad_request', galleryAdminMessages.notImage),
  GAV05: () => new ApiError('bad_request', galleryAdminMessages.orderDuplicate),
  // reports (api/reports/reports.sql)
  RP400: () => new ApiError('bad_request', reportMessages.noteRequired),
  RP404: () => new ApiError('not_found', reportMessages.reportGone),
  RI404: () => new ApiError('not_found', reportMessages.itemGone),
  RP409: () => new ApiError('conflict', reportMessages.alreadyDecided),
  RP429: (detail) => new ApiError('rate_limited', reportMessages.tooMany, seconds(detail, 60)),
  // held outputs (api/safety/safety.sql)
  SF404: () => new ApiError('not_found', safetyMessages.notFound),
  SF409: (detail) => new ApiError('conflict', safetyMessages.alreadyDecided(detail ?? 'decided')),
  // settings (api/settings/settings.sql)
  STV01: (detail) => new ApiError('bad_request', settingsMessages.unknown([detail ?? ''])),
  STV02: () => new ApiError('bad_request', settingsMessages.notAnObject),
  // push subscriptions (api/push/push.sql)
  PS409: () => new ApiError('conflict', pushMessages.heldByAnother),
  // any capability
  '22023': () => new ApiError('bad_request', INVALID_ARGUMENT_MESSAGE),
  '42501': () => new ApiError('forbidden', FORBIDDEN_MESSAGE),
};

/** The answer to an argument a SQL function refused although the route let it through. */
export const INVALID_ARGUMENT_MESSAGE = 'The request is not valid.';
/** The database refused the role (RLS or grants): the user's fault, not ours. */
export const FORBIDDEN_MESSAGE = 'You are not allowed to do that.';

/** The API's answer for an error a SQL function raised (also when it comes wrapped), or undefined. */
export function databaseError(error: unknown): ApiError | undefined {
  for (let cause = error, depth = 0; cause && depth < 3; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, detail } = cause as { code?: unknown; detail?: unknown };
    const answer = typeof code === 'string' ? DATABASE_ERRORS[code] : undefined;
    if (answer) return answer(typeof detail === 'string' ? detail : undefined);
  }
  return undefined;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; requestId?: string; warning?: string };
}

export function errorBody(code: ErrorCode, message: string, requestId?: string, warning?: string): ErrorBody {
  return { error: { code, message, ...(requestId ? { requestId } : {}), ...(warning ? { warning } : {}) } };
}

/**
 * The one error handler: ApiError answers with its code (also when a runtime hands it back wrapped,
 * as a body stream's error); an error a SQL function raised answers as DATABASE_ERRORS says (the
 * database refusing a write for lack of rights, SQLSTATE 42501, is the user's fault, so 403); no free
 * database connection within the pool's wait, or a database server that cannot be reached, is a 503
 * with Retry-After; anything else is ours, a 500 whose details go to the log, never to the client.
 */
export function handleError(error: Error, c: Context): Response {
  const requestId = c.get('requestId') as string | undefined;
  const api = error instanceof ApiError ? error : error.cause instanceof ApiError ? error.cause : databaseError(error);
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
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody('bad_request', error.message || 'Bad request', requestId), error.status);
  }
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.', requestId), 500);
}
