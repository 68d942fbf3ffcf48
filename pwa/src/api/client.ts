import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../../api/app-type';
import type { SignInInput, SignUpInput } from '../../../api/contract/auth';
import { authMessages } from '../../../api/contract/messages';
import type { ToolId } from '../../../api/contract/generation';
import type { CreatedOrder, PaymentsConfig, PurchaseResult } from '../../../api/contract/payments';

/** What a request that never reached the server says. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A failed call: `status` 0 when the network failed, else the HTTP status with the server's code and message. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A second message the server sent with the first (a refused prompt's strike warning). */
    readonly warning?: string,
    /** The server's Retry-After, in seconds, when it said when to come back. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * The server is briefly unavailable (its database restarting, say) and said when to try again. Not
   * a tool under maintenance ('under_maintenance', which also sends Retry-After): the page says so at once.
   */
  get isComeBackLater(): boolean {
    return this.status === 503 && this.code === 'unavailable' && this.retryAfterSeconds !== undefined;
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

/**
 * Sent with a member's gallery request, also while their session is only remembered offline (no
 * token yet), so the service worker keeps and finds their pages apart from the shared gallery's
 * (pwa/vite.config.ts; signing out empties them, offline/forget.ts). The server ignores it.
 */
export const MEMBER_VIEW_HEADER = 'X-Gallery-Viewer';

/** Where this browser keeps its anonymous id (the X-Client-Id header of api/http/client-id.ts). */
const CLIENT_ID_KEY = 'studio18.clientId';
const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
let memoryClientId: string | null = null;

function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's anonymous id: 16 random bytes, base64url, kept in localStorage. The server keeps only
 * its hash and shows an anonymous visitor the uploads and jobs made with it; for members it is ignored.
 */
export function clientId(): string {
  if (memoryClientId) return memoryClientId;
  try {
    const stored = localStorage.getItem(CLIENT_ID_KEY);
    if (stored && CLIENT_ID_PATTERN.test(stored)) return (memoryClientId = stored);
    memoryClientId = newClientId();
    localStorage.setItem(CLIENT_ID_KEY, memoryClientId);
  } catch {
    // Storage unavailable (private mode): one id for this page load.
    memoryClientId ??= newClientId();
  }
  return memoryClientId;
}

/** One request, with the token when given; a request that never reached the server is an ApiError with status 0. */
async function send(input: RequestInfo | URL, init: RequestInit | undefined, token: string | null): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('X-Client-Id', clientId());
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

/**
 * Routes open to everyone that act for the member when there is one (the free tools): the access
 * token when signed in (refreshed once on a 401), else none, and the X-Client-Id in both cases.
 */
const visitorFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const token = session.accessToken();
  const response = await send(input, init, token);
  if (!token || response.status !== 401) return response;
  const fresh = await session.refresh(token);
  return send(input, init, fresh);
}) as typeof fetch;

/** The API as the server declares it (api/app.ts): paths, inputs and answers are all checked by the compiler. */
const api = hc<AppType>('/api/v1', { fetch: publicFetch });
const memberApi = hc<AppType>('/api/v1', { fetch: memberFetch });
const visitorApi = hc<AppType>('/api/v1', { fetch: visitorFetch });

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
  throw errorFrom(response.status, body, response.headers.get('Retry-After'));
}

/** Retry-After in seconds (its HTTP-date form is not sent by our server). */
function retryAfterOf(header: string | null): number | undefined {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The ApiError of a failed answer, from its `{ error: { code, message } }` body. */
function errorFrom(status: number, body: unknown, retryAfter: string | null = null): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; warning?: unknown } } | null)?.error;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : status >= 500
        ? SERVER_ERROR_MESSAGE
        : `Request failed (${status})`;
  const warning = typeof error?.warning === 'string' && error.warning ? error.warning : undefined;
  return new ApiError(status, typeof error?.code === 'string' ? error.code : 'http_error', message, warning, retryAfterOf(retryAfter));
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
  /** Resolves when the reset link can still be used; a used or expired one fails with the user-facing message (400). */
  checkResetLink: (token: string) => answer(api.auth['password-reset'].check.$post({ json: { token } })).then(() => undefined),
  confirmPasswordReset: (token: string, password: string) =>
    answer(api.auth['password-reset'].confirm.$post({ json: { token, password } })),
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

/** /api/v1/admin/held: outputs withheld by the output safety check, and the administrator's decision on each. */
export const heldOutputsApi = {
  list: (signal?: AbortSignal) => answer(memberApi.admin.held.$get(undefined, withSignal(signal))),
  decide: (id: string, decision: 'release' | 'remove') =>
    answer(memberApi.admin.held[':id'].decision.$post({ param: { id }, json: { decision } })),
};

type SubmitBody = Parameters<typeof visitorApi.generations.$post>[0]['json'];

/**
 * /api/v1/generations: submit, read, cancel and follow a job, as the member when signed in, else as
 * this browser (X-Client-Id). A submit carries an Idempotency-Key: the same key sent again (a retry
 * after a network failure) answers the job of the first submit instead of making a second one.
 */
export const generationsApi = {
  submit: (job: SubmitBody, idempotencyKey: string, signal?: AbortSignal) =>
    answer(visitorApi.generations.$post({ json: job, header: { 'idempotency-key': idempotencyKey } }, withSignal(signal))),
  /** The caller's jobs, newest first (`before`: the previous page's nextCursor; `tool`: one tool's only). */
  list: (page: { limit?: number; before?: string | null; tool?: ToolId } = {}, signal?: AbortSignal) =>
    answer(
      visitorApi.generations.$get(
        {
          query: {
            ...(page.limit ? { limit: String(page.limit) } : {}),
            ...(page.before ? { before: page.before } : {}),
            ...(page.tool ? { tool: page.tool } : {}),
          },
        },
        withSignal(signal),
      ),
    ),
  get: (id: string, signal?: AbortSignal) => answer(visitorApi.generations[':id'].$get({ param: { id } }, withSignal(signal))),
  cancel: (id: string) => answer(visitorApi.generations[':id'].cancel.$post({ param: { id } })),
  /**
   * The job's Server-Sent Events as a raw response (read by api/events.ts): EventSource cannot send
   * our headers. `lastEventId` resumes after the last event received.
   */
  events: async (id: string, lastEventId: string | null, signal?: AbortSignal): Promise<Response> => {
    const response = await visitorApi.generations[':id'].events.$get(
      { param: { id }, header: lastEventId ? { 'last-event-id': lastEventId } : {} },
      { init: { signal }, headers: { Accept: 'text/event-stream' } },
    );
    if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => null));
    return response;
  },
};

/** POST /api/v1/uploads: the input image of an image tool, with the consent confirmation (multipart). */
export const uploadsApi = {
  upload: (file: Blob, tool: ToolId, consent: boolean, signal?: AbortSignal) =>
    // The text fields go first, so the server can refuse (sign-in, consent) before it reads the image.
    answer(visitorApi.uploads.$post({ form: { tool, consent: consent ? 'true' : 'false', file } }, withSignal(signal))),
};

/**
 * GET /api/v1/gallery: a page of the gallery. As the member when signed in (their own items come
 * first), else as a visitor (the shared gallery only). `asMember`: the page is asked for a member,
 * also when their session is only remembered offline.
 */
export const galleryApi = {
  /** The page, and whether it is the one the service worker kept because the network did not answer (pwa/vite.config.ts). */
  list: async (page: { limit?: number; before?: string | null; asMember?: boolean }, signal?: AbortSignal) => {
    const response = await visitorApi.gallery.$get(
      { query: { ...(page.limit ? { limit: String(page.limit) } : {}), ...(page.before ? { before: page.before } : {}) } },
      // A member's pages are kept apart from the shared gallery's (MEMBER_VIEW_HEADER), token or not.
      { ...withSignal(signal), ...(page.asMember ? { headers: { [MEMBER_VIEW_HEADER]: 'member' } } : {}) },
    );
    const body = await answer(Promise.resolve(response));
    return { ...body, fromCache: response.headers.get('X-Served-From') === 'cache' };
  },
};

/**
 * A member's own gallery items (My Gallery, each tool's results): their list (optionally the starred
 * ones or one tool's), starring, deleting one, and deleting all of one tool's.
 */
export const myGalleryApi = {
  list: (query: { tool?: ToolId; saved?: boolean; before?: string; limit?: number }, signal?: AbortSignal) =>
    answer(
      memberApi.gallery.$get(
        {
          query: {
            mine: 'true',
            ...(query.saved === undefined ? {} : { saved: query.saved ? 'true' : 'false' }),
            ...(query.tool ? { tool: query.tool } : {}),
            ...(query.before ? { before: query.before } : {}),
            ...(query.limit ? { limit: String(query.limit) } : {}),
          },
        },
        // Kept apart from the shared gallery's pages by the service worker, as the member's other pages.
        { ...withSignal(signal), headers: { [MEMBER_VIEW_HEADER]: 'member' } },
      ),
    ),
  setSaved: (id: string, saved: boolean) => answer(memberApi.gallery.items[':id'].saved.$put({ param: { id }, json: { saved } })),
  remove: (id: string) => answer(memberApi.gallery.items[':id'].$delete({ param: { id } })),
  clearTool: (tool: ToolId) => answer(memberApi.gallery.items.$delete({ query: { tool } })),
};

/** /api/v1/admin/gallery: the administrator's management of the shared gallery (Gallery Admin). */
export const galleryAdminApi = {
  list: (signal?: AbortSignal) => answer(memberApi.admin.gallery.$get(undefined, withSignal(signal))),
  /** The text fields go first; the server reads the image as it streams and refuses it at 10 MB. */
  upload: (file: Blob, title: string, description: string, signal?: AbortSignal) =>
    answer(memberApi.admin.gallery.$post({ form: { title, ...(description ? { description } : {}), file } }, withSignal(signal))),
  /** The full list of ids, the first shown first. */
  reorder: (ids: string[]) => answer(memberApi.admin.gallery.order.$put({ json: { ids } })),
  remove: (id: string) => answer(memberApi.admin.gallery[':id'].$delete({ param: { id } })),
};

type ReportBody = Parameters<typeof visitorApi.reports.$post>[0]['json'];
type DecisionBody = Parameters<(typeof memberApi.admin.reports)[':id']['decision']['$post']>[0]['json'];

/** POST /api/v1/reports: reports a shared gallery item, as the member when signed in, else as this browser. */
export const reportsApi = {
  send: (report: ReportBody) => answer(visitorApi.reports.$post({ json: report })),
};

/** /api/v1/admin/reports: the review queue's reports and the decision on one (administrator only). */
export const adminReportsApi = {
  list: (status: 'open' | 'decided' | 'all', signal?: AbortSignal) =>
    answer(memberApi.admin.reports.$get({ query: { status } }, withSignal(signal))),
  decide: (id: string, decision: DecisionBody) => answer(memberApi.admin.reports[':id'].decision.$post({ param: { id }, json: decision })),
};

/**
 * /api/v1/admin: the Admin Dashboard's figures and its user management. The server refuses every one
 * of these to anyone but the administrator.
 */
export const adminDashboardApi = {
  stats: (signal?: AbortSignal) => answer(memberApi.admin.stats.$get(undefined, withSignal(signal))),
  users: (page: { q?: string; cursor?: string | null; limit?: number }, signal?: AbortSignal) =>
    answer(
      memberApi.admin.users.$get(
        {
          query: {
            ...(page.q ? { q: page.q } : {}),
            ...(page.cursor ? { cursor: page.cursor } : {}),
            ...(page.limit ? { limit: String(page.limit) } : {}),
          },
        },
        withSignal(signal),
      ),
    ),
  createUser: (user: { email: string; password: string; tokens: number }) => answer(memberApi.admin.users.$post({ json: user })),
  setTokens: (id: string, tokens: number) => answer(memberApi.admin.users[':id'].tokens.$put({ param: { id }, json: { tokens } })),
  deleteUser: (id: string) => answer(memberApi.admin.users[':id'].$delete({ param: { id } })),
};

type SettingsChangeBody = Parameters<typeof memberApi.admin.settings.$put>[0]['json'];

/** The administrator's run-time settings, flagged accounts and audit log (admin only; the server refuses anyone else). */
export const trustAdminApi = {
  settings: (signal?: AbortSignal) => answer(memberApi.admin.settings.$get(undefined, withSignal(signal))),
  updateSettings: (change: SettingsChangeBody) => answer(memberApi.admin.settings.$put({ json: change })),
  flags: (signal?: AbortSignal) => answer(memberApi.admin.flags.$get(undefined, withSignal(signal))),
  lift: (target: { userId: string } | { clientHash: string }) => answer(memberApi.admin.suspensions.lift.$post({ json: target })),
  audit: (
    filters: { action?: string; actor?: string; subject?: string; from?: string; to?: string; cursor?: string; limit?: number },
    signal?: AbortSignal,
  ) => {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query[key] = String(value);
    return answer(memberApi.admin.audit.$get({ query }, withSignal(signal)));
  },
};

type PushSubscriptionBody = Parameters<typeof memberApi.push.subscriptions.$post>[0]['json'];

/**
 * Web Push (the 'Notify me when it is done' button): the site's VAPID public key (null when push is
 * off), the member's browser subscriptions, and the request to be told when a job ends.
 */
export const pushApi = {
  key: (signal?: AbortSignal) => answer(api.push.key.$get(undefined, withSignal(signal))),
  subscribe: (subscription: PushSubscriptionBody) => answer(memberApi.push.subscriptions.$post({ json: subscription })),
  unsubscribe: (endpoint: string) => answer(memberApi.push.subscriptions.$delete({ json: { endpoint } })),
  notify: (generationId: string) => answer(memberApi.generations[':id'].notify.$post({ param: { id: generationId } })),
};
