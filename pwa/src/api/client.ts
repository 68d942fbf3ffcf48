import type { MeResponse, MessageResponse, SessionResponse, SignInInput, SignUpInput, SignUpResponse } from '../../../api/contract/auth';
import type { BalanceResponse, CatalogResponse, TokenPackage, TransactionsResponse } from '../../../api/contract/catalog';
// Types only (erased from the bundle): the PWA reads the payment answers exactly as the server writes them.
import type { CreatedOrder, ProviderClientConfig } from '../../../api/payments/provider';
import type { PurchaseResult } from '../../../api/payments/service';
import { authMessages } from '../../../api/contract/messages';

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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends the access token; a 401 refreshes the session once and retries. */
  bearer?: boolean;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`/api/v1${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // The refresh cookie (httpOnly, path /api/v1/auth) rides along; it never leaves this origin.
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
}

async function read<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    if (response.ok) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return body as T;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const message = typeof error?.message === 'string' && error.message ? error.message : response.status >= 500 ? SERVER_ERROR_MESSAGE : `Request failed (${response.status})`;
  throw new ApiError(response.status, typeof error?.code === 'string' ? error.code : 'http_error', message);
}

/** One JSON call to /api/v1: the body in, the typed answer out, or an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.bearer) return read<T>(await send(path, options, null));

  const token = session.accessToken() ?? (await session.refresh(null));
  if (!token) throw new ApiError(401, 'unauthorized', authMessages.sessionExpired);
  const response = await send(path, options, token);
  if (response.status !== 401) return read<T>(response);

  // The access token expired (or was revoked) under us: one refresh, one retry.
  const fresh = await session.refresh(token);
  if (!fresh) throw new ApiError(401, 'unauthorized', authMessages.sessionExpired);
  return read<T>(await send(path, options, fresh));
}

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });

/** /api/v1/auth, typed by the shared contract. */
export const authApi = {
  signUp: (input: SignUpInput) => post<SignUpResponse>('/auth/sign-up', input),
  confirmEmail: (token: string) => post<SessionResponse>('/auth/confirm', { token }),
  resendConfirmation: (email: string) => post<MessageResponse>('/auth/resend-confirmation', { email }),
  signIn: (input: SignInInput) => post<SessionResponse>('/auth/sign-in', input),
  refresh: () => post<SessionResponse>('/auth/refresh'),
  signOut: () => post<void>('/auth/sign-out'),
  me: (signal?: AbortSignal) => apiRequest<MeResponse>('/auth/me', { bearer: true, signal }),
  requestPasswordReset: (email: string) => post<MessageResponse>('/auth/password-reset', { email }),
  /** Resolves when the reset link can still be used; a used or expired one fails with the spec's message (400). */
  checkResetLink: (token: string) => post<{ valid: true }>('/auth/password-reset/check', { token }).then(() => undefined),
  confirmPasswordReset: (token: string, password: string) => post<SessionResponse>('/auth/password-reset/confirm', { token, password }),
};

/** GET /api/v1/catalog: the configured package and figures, shown wherever a price or token count is. */
export const catalogApi = {
  get: (signal?: AbortSignal) => apiRequest<CatalogResponse>('/catalog', { signal }),
};

/** /api/v1/tokens: the member's own balance and ledger, newest first. */
export const tokensApi = {
  balance: (signal?: AbortSignal) => apiRequest<BalanceResponse>('/tokens/balance', { bearer: true, signal }),
  transactions: (page: { limit: number; before?: string | null }, signal?: AbortSignal) => {
    const query = new URLSearchParams({ limit: String(page.limit) });
    if (page.before) query.set('before', page.before);
    return apiRequest<TransactionsResponse>(`/tokens/transactions?${query.toString()}`, { bearer: true, signal });
  },
};

/** What the Buy Tokens modal needs to show the provider's button, with the package it sells (GET /payments/config). */
export type PaymentsConfig = ProviderClientConfig & { tokenPackage: TokenPackage };
export type { CreatedOrder, PurchaseResult };

const order = (orderId: string, step: 'approve' | 'capture') => `/payments/orders/${encodeURIComponent(orderId)}/${step}`;

/** /api/v1/payments: the purchase flow of the Buy Tokens modal. Only the server credits tokens. */
export const paymentsApi = {
  config: (signal?: AbortSignal) => apiRequest<PaymentsConfig>('/payments/config', { signal }),
  createOrder: () => apiRequest<CreatedOrder>('/payments/orders', { method: 'POST', bearer: true }),
  /** The local stand-in only: plays the buyer approving in PayPal's window. */
  approveForTesting: (orderId: string) => apiRequest<void>(order(orderId, 'approve'), { method: 'POST', bearer: true }),
  capture: (orderId: string) => apiRequest<PurchaseResult>(order(orderId, 'capture'), { method: 'POST', bearer: true }),
};
