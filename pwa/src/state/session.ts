import { atom, type createStore } from 'jotai';
import type { SessionResponse, SessionUser, SignInInput, SignUpInput, SignUpResponse } from '../../../api/contract/auth';
import { ApiError, authApi, connectSession } from '../api/client';

export type { SessionUser };

/**
 * The session as the PWA knows it. `loading` lasts until the first refresh at start answers; the
 * refresh token itself lives only in its httpOnly cookie, never in JavaScript.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: SessionUser;
      /**
       * Null while the session is only remembered: the page loaded without a connection, so the last
       * known user (id, e-mail, role) is shown until the server restores the session or says it is
       * gone. Without a token nothing is authorised; the server decides every request.
       */
      accessToken: string | null;
      /** Seconds since the epoch, as the server said. */
      expiresAt: number;
      /** The same moment on this device's clock (milliseconds), so a skewed clock does not refresh early or late. */
      expiresLocal: number;
    };

export const sessionAtom = atom<SessionState>({ status: 'loading' });
export const sessionUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'signed-in' ? session.user : null;
});
export const isSignedInAtom = atom((get) => get(sessionAtom).status === 'signed-in');
/** The signed-in user shown is the one remembered from the last visit: the server has not confirmed it since this page loaded. */
export const isSessionOfflineAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'signed-in' && session.accessToken === null;
});
/** Admin comes from the role the server put in the session, never from comparing an e-mail here. */
export const isAdminAtom = atom((get) => get(sessionUserAtom)?.role === 'admin');

/** A message for the next screen after an auth change moves the user elsewhere (e.g. /pricing → /profile). */
export const noticeAtom = atom<string | null>(null);

/** The id of a member who joined during this page load (confirmed the mailed link, or signed up straight in): greeted as new, not "back". */
export const newMemberAtom = atom<string | null>(null);

/** The session is looked at every 30 s and refreshed when fewer than 3 ticks of its lifetime remain. */
const TICK_MS = 30_000;
const REFRESH_BEFORE_MS = 3 * TICK_MS;
/** Refreshes, sign-ins and sign-outs of every tab take turns: the server revokes a whole session family when one refresh token is presented twice. */
const LOCK_NAME = 'studio18-refresh';
const CHANNEL_NAME = 'studio18-session';
/**
 * The user of the session this browser holds (id, e-mail, role; never a token), kept so that a
 * visitor who never signed in does not ask the server for a refresh (and get a 401) on every page
 * load, and so that a member who opens the site offline still sees their account. Not a secret: the
 * session itself is the httpOnly refresh cookie, and the server decides what a role may do.
 */
const KNOWN_USER_KEY = 'studio18.sessionUser';
/** The earlier marker ('1' while signed in), still honoured once so an existing session is restored. */
const LEGACY_HINT_KEY = 'studio18.signedIn';
/**
 * The id of the last session change a tab shared (a refresh, a sign-in, a sign-out; never a token).
 * Written in the same step as the change is posted on the channel: a tab that gets the lock after
 * another changed the session reads here, at once, that a message is on its way, and waits for it
 * instead of refreshing again with a cookie the change has already rotated.
 */
const CHANGE_KEY = 'studio18.sessionChange';
/** How long a tab waits for a change another tab announced before it goes to the server itself. */
const CATCH_UP_MS = 1000;

function remember(user: SessionUser | null): void {
  try {
    localStorage.removeItem(LEGACY_HINT_KEY);
    if (user)
      localStorage.setItem(KNOWN_USER_KEY, JSON.stringify({ id: user.id, email: user.email, role: user.role } satisfies SessionUser));
    else localStorage.removeItem(KNOWN_USER_KEY);
  } catch {
    // Storage unavailable (private mode): the refresh at start simply always runs.
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'member' || user.role === 'admin')
  );
}

/** Whether this browser held a session when it was last used, and whose (null when only the legacy marker says so). */
function knownSession(): { held: boolean; user: SessionUser | null } {
  try {
    const stored = localStorage.getItem(KNOWN_USER_KEY);
    if (stored !== null) {
      const user: unknown = JSON.parse(stored);
      return { held: true, user: isSessionUser(user) ? user : null };
    }
    return { held: localStorage.getItem(LEGACY_HINT_KEY) !== null, user: null };
  } catch {
    return { held: true, user: null };
  }
}

type Store = ReturnType<typeof createStore>;
type SessionMessage = ({ type: 'signed-in'; session: SessionResponse } | { type: 'signed-out' }) & { change: string };

let store: Store | null = null;
/** What signing out removes from this device, handed in by initSession (offline/forget.ts, a floor above this one). */
let forgetMemberData: () => Promise<void> = async () => undefined;
let channel: BroadcastChannel | null = null;
/** The refresh at start failed for lack of network or server: try again when the browser is back online. */
let restorePending = false;
let refreshing: Promise<string | null> | null = null;
let localQueue: Promise<unknown> = Promise.resolve();
/** The last session change this tab made or received from another. */
let seenChange: string | null = null;
/** Waiting for the other tabs' last change to arrive (see CHANGE_KEY). */
const catchingUp = new Set<() => void>();

function sessionStore(): Store {
  if (!store) throw new Error('initSession() has not run');
  return store;
}

function currentSession(): SessionState {
  return sessionStore().get(sessionAtom);
}

/** The token's lifetime from its own `iat`/`exp`, counted on this device's clock from now. */
function localExpiry(session: SessionResponse): number {
  try {
    const payload = session.accessToken.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    if (typeof claims.iat === 'number' && typeof claims.exp === 'number' && claims.exp > claims.iat) {
      return Date.now() + (claims.exp - claims.iat) * 1000;
    }
  } catch {
    // Not a JWT we can read: trust the server's clock instead.
  }
  return session.expiresAt * 1000;
}

function lastChange(): string | null {
  try {
    return localStorage.getItem(CHANGE_KEY);
  } catch {
    return null;
  }
}

function broadcast(message: { type: 'signed-in'; session: SessionResponse } | { type: 'signed-out' }): void {
  if (!channel) return;
  const change = newChangeId();
  seenChange = change;
  try {
    localStorage.setItem(CHANGE_KEY, change);
  } catch {
    // Storage unavailable: the other tabs only learn of it when the message arrives.
  }
  channel.postMessage({ ...message, change } satisfies SessionMessage);
}

function newChangeId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (part) => part.toString(36)).join('-');
}

/** A change shared by another tab: applied here, and whoever waited for it goes on. */
function receive(message: SessionMessage): void {
  seenChange = message.change;
  if (message.type === 'signed-in') establish(message.session, { share: false });
  else if (message.type === 'signed-out') void clear({ share: false });
  for (const resume of catchingUp) resume();
}

/**
 * Resolves once the session change another tab last announced has arrived here (or after
 * CATCH_UP_MS, should its message be lost): called with the lock held, so what this tab then reads
 * is the session as the previous holder left it.
 */
function catchUp(): Promise<void> {
  const latest = lastChange();
  if (latest === null || latest === seenChange || !channel) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      catchingUp.delete(resume);
      resolve();
    };
    const timer = setTimeout(resume, CATCH_UP_MS);
    catchingUp.add(resume);
  });
}

function establish(session: SessionResponse, { share }: { share: boolean }): void {
  restorePending = false;
  sessionStore().set(sessionAtom, {
    status: 'signed-in',
    user: { id: session.user.id, email: session.user.email, role: session.user.role },
    accessToken: session.accessToken,
    expiresAt: session.expiresAt,
    expiresLocal: localExpiry(session),
  });
  remember(session.user);
  if (share) broadcast({ type: 'signed-in', session });
}

/**
 * The session is over (signed out here or in another tab, or refused by the server): nothing of the
 * member stays on the device (the `forget` of initSession). Resolves once that is done.
 */
function clear({ share }: { share: boolean }): Promise<void> {
  sessionStore().set(sessionAtom, { status: 'signed-out' });
  remember(null);
  if (share) broadcast({ type: 'signed-out' });
  return forgetMemberData();
}

/** Runs one cookie-changing call at a time across tabs (Web Locks), or at least within this tab. */
async function withAuthLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request(LOCK_NAME, task);
  }
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
}

/** An auth call that answers a session (sign-in, confirm, reset): stored here and shared with other tabs. */
async function signInWith(call: () => Promise<SessionResponse>): Promise<SessionResponse> {
  return withAuthLock(async () => {
    const session = await call();
    establish(session, { share: true });
    return session;
  });
}

/**
 * A new access token, or null when there is no session any more. `rejected` is the token that just
 * failed or is about to expire: when another tab refreshed meanwhile (its result arrives on the
 * channel while we wait for the lock), that newer token is used as it is. Network failures throw.
 */
export function refreshSession(rejected: string | null): Promise<string | null> {
  refreshing ??= withAuthLock(async () => {
    await catchUp();
    const current = currentSession();
    if (current.status === 'signed-in' && current.accessToken !== rejected && current.expiresLocal - Date.now() > REFRESH_BEFORE_MS) {
      return current.accessToken;
    }
    try {
      const session = await authApi.refresh();
      establish(session, { share: true });
      return session.accessToken;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void clear({ share: currentSession().status !== 'loading' });
        return null;
      }
      throw error;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Restores the session from the refresh cookie. Without network the last known user is shown (or,
 * with none remembered, the visitor is signed out) and the restore is tried again when the browser is
 * back online, and on every tick until the server answers.
 */
async function restore(): Promise<void> {
  const known = knownSession();
  if (!known.held) {
    sessionStore().set(sessionAtom, { status: 'signed-out' });
    return;
  }
  try {
    await refreshSession(null);
    restorePending = false;
  } catch {
    restorePending = true;
    if (currentSession().status === 'loading') {
      sessionStore().set(
        sessionAtom,
        known.user ? { status: 'signed-in', user: known.user, accessToken: null, expiresAt: 0, expiresLocal: 0 } : { status: 'signed-out' },
      );
    }
  }
}

function tick(): void {
  const current = currentSession();
  if (restorePending) {
    // Still offline since the start (remembered user, or signed out): ask the server again.
    if (current.status !== 'loading') void restore();
  } else if (current.status === 'signed-in' && current.expiresLocal - Date.now() < REFRESH_BEFORE_MS) {
    // A failure keeps the session; the next tick (or the next bearer request) tries again.
    refreshSession(current.accessToken).catch(() => undefined);
  }
}

/**
 * Starts the session: restore from the cookie, keep it fresh, and follow the other tabs. Called once
 * from main.tsx, with `forget`: what removes the member's data from this device when their session ends.
 */
export function initSession(target: Store, { forget }: { forget: () => Promise<void> }): void {
  if (store) return;
  store = target;
  forgetMemberData = forget;
  connectSession({
    accessToken: () => {
      const current = currentSession();
      return current.status === 'signed-in' ? current.accessToken : null;
    },
    refresh: refreshSession,
  });
  if (typeof BroadcastChannel !== 'undefined') {
    seenChange = lastChange();
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<SessionMessage>) => receive(event.data);
  }
  setInterval(tick, TICK_MS);
  // Timers in a hidden tab are throttled; catch up as soon as the tab is looked at again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tick();
  });
  window.addEventListener('online', () => {
    // A refresh still failing from the offline start sets restorePending only once it ends: wait for it.
    void (refreshing ?? Promise.resolve(null))
      .catch(() => null)
      .then(() => {
        if (restorePending) void restore();
      });
  });
  void restore();
}

export function signIn(input: SignInInput): Promise<SessionResponse> {
  return signInWith(() => authApi.signIn(input));
}

/** Sign-up answers either "check your e-mail" or, when confirmation is off, a session. */
export async function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return withAuthLock(async () => {
    const answer = await authApi.signUp(input);
    if (answer.status === 'signed_in') {
      sessionStore().set(newMemberAtom, answer.user.id);
      establish(answer, { share: true });
    }
    return answer;
  });
}

/** The mailed confirmation link: the account is confirmed and its new member signed in. */
export function confirmEmail(token: string): Promise<SessionResponse> {
  return signInWith(async () => {
    const session = await authApi.confirmEmail(token);
    sessionStore().set(newMemberAtom, session.user.id);
    return session;
  });
}

export function completePasswordReset(token: string, password: string): Promise<SessionResponse> {
  return signInWith(() => authApi.confirmPasswordReset(token, password));
}

/**
 * Ends the session on the server and in every tab, and removes the member's data from this device.
 * Without network nothing changes and the error says so.
 */
export async function signOut(): Promise<void> {
  await withAuthLock(async () => {
    try {
      await authApi.signOut();
    } catch (error) {
      // Already signed out on the server (401) is as good as signed out; a network or server failure is not.
      if (!(error instanceof ApiError) || error.isNetworkError || error.status >= 500) throw error;
    }
    await clear({ share: true });
  });
}
