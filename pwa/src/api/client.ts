import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../../api/app-type';
import type { SignInInput, SignUpInput } from '../../../api/contract/auth';
import { authMessages } from '../../../api/contract/messages';
import type { CreatedOrder, PaymentsConfig, PurchaseResult } from '../../../api/contract/payments';

/** Spec §8: what a request that never reached the server says. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A failed call: `status` 0 when the network failed, else the HTTP status with the server's code and message. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * How bearer requests reach the session without this module importing it: the current access token,
 * and a refresh that answers the new token (or null when there is no session any more). `rejected` is
 * the token the server just refused, so a refresh another tab already made can be used as is.
 */
export interface SessionHooks {
  accessToken(): string | null;
  refresh(rejected: string | null): Promise<string | null>;
}

let session: SessionHooks = { accessToken: () => null, refresh: async () => null };

export function connectSession(hooks: SessionHooks): void {
  session = hooks;
}

/** One request, with the token when given; a request that never reached the server is an ApiError with status 0. */
async function send(input: RequestInfo | URL, init: RequestInit | undefined, token: string | null): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    // The refresh cookie (httpOnly, path /api/v1/auth) rides along; it never leaves this origin.
    return await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
}

/** Public routes: no token, whatever the session (an expired one must not make the catalog answer 401). */
const publicFetch = ((input: RequestInfo | URL, init?: RequestInit) => send(input, init, null)) as typeof fetch;

/** Member routes: the access token; a 401 refreshes the session once and retries. */
const memberFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const token = session.accessToken() ?? (await session.refresh(null));
  if (!token) throw new ApiError(401, 'unauthorized', authMessages.sessionExpired);
  const response = await send(input, init, token);
  if (response.status !== 401) return response;
  // The access token expired (or was revoked) under us: one refresh, one retry.
  const fresh = await session.refresh(token);
  if (!fresh) throw new ApiError(401, 'unauthorized', authMessages.sessionExpired);
  return send(input, init, fresh);
}) as typeof fetch;

/** The API as the server declares it (api/app.ts): paths, inputs and answers are all checked by the compiler. */
const api = hc<AppType>('/api/v1', { fetch: publicFetch });
const memberApi = hc<AppType>('/api/v1', { fetch: memberFetch });

/** The body of a successful answer, typed by the route's declaration. */
type SuccessBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits a call: the typed body of a success (undefined for 204), or an ApiError with the server's message. */
async function answer<R extends ClientResponse<unknown, number, string>>(pending: Promise<R>): Promise<SuccessBody<R>> {
  const response = await pending;
  if (response.status === 204) return undefined as SuccessBody<R>;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    if (response.ok) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return body as SuccessBody<R>;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : response.status >= 500
        ? SERVER_ERROR_MESSAGE
        : `Request failed (${response.status})`;
  throw new ApiError(response.status, typeof error?.code === 'string' ? error.code : 'http_error', message);
}

const withSignal = (signal?: AbortSignal) => (signal ? { init: { signal } } : undefined);

/** /api/v1/auth. */
export const authApi = {
  signUp: (input: SignUpInput) => answer(api.auth['sign-up'].$post({ json: input })),
  confirmEmail: (token: string) => answer(api.auth.confirm.$post({ json: { token } })),
  resendConfirmation: (email: string) => answer(api.auth['resend-confirmation'].$post({ json: { email } })),
  signIn: (input: SignInInput) => answer(api.auth['sign-in'].$post({ json: input })),
  refresh: () => answer(api.auth.refresh.$post()),
  signOut: () => answer(api.auth['sign-out'].$post()),
  me: (signal?: AbortSignal) => answer(memberApi.auth.me.$get(undefined, withSignal(signal))),
  requestPasswordReset: (email: string) => answer(api.auth['password-reset'].$post({ json: { email } })),
  /** Resolves when the reset link can still be used; a used or expired one fails with the spec's message (400). */
  checkResetLink: (token: string) => answer(api.auth['password-reset'].check.$post({ json: { token } })).then(() => undefined),
  confirmPasswordReset: (token: string, password: string) => answer(api.auth['password-reset'].confirm.$post({ json: { token, password } })),
};

/** GET /api/v1/catalog: the configured package and figures, shown wherever a price or token count is. */
export const catalogApi = {
  get: (signal?: AbortSignal) => answer(api.catalog.$get(undefined, withSignal(signal))),
};

/** /api/v1/tokens: the member's own balance and ledger, newest first. */
export const tokensApi = {
  balance: (signal?: AbortSignal) => answer(memberApi.tokens.balance.$get(undefined, withSignal(signal))),
  transactions: (page: { limit: number; before?: string | null }, signal?: AbortSignal) =>
    answer(
      memberApi.tokens.transactions.$get(
        { query: { limit: String(page.limit), ...(page.before ? { before: page.before } : {}) } },
        withSignal(signal),
      ),
    ),
};

export type { CreatedOrder, PaymentsConfig, PurchaseResult };

/** /api/v1/payments: the purchase flow of the Buy Tokens modal. Only the server credits tokens. */
export const paymentsApi = {
  config: (signal?: AbortSignal) => answer(api.payments.config.$get(undefined, withSignal(signal))),
  createOrder: () => answer(memberApi.payments.orders.$post()),
  /** The local stand-in only: plays the buyer approving in PayPal's window. */
  approveForTesting: (orderId: string) => answer(memberApi.payments.orders[':orderId'].approve.$post({ param: { orderId } })),
  capture: (orderId: string) => answer(memberApi.payments.orders[':orderId'].capture.$post({ param: { orderId } })),
};
