import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../api/contract/auth';
import { fakeApi, json, type SentRequest } from '../../test/fake-api';
import { installWebLocks, removeWebLocks, type TestLockManager } from '../../test/web-locks';

const USER: SessionUser = { id: 'user-1', email: 'ada@example.com', role: 'member' };

/**
 * The auth routes as the server runs them, for one browser: the refresh token lives in a cookie every
 * tab shares; each refresh rotates it, and a refresh token presented twice revokes the whole session
 * (both answer 401 from then on). Answers take `latencyMs`, so calls from two tabs can overlap.
 */
function authServer({ latencyMs = 20 } = {}) {
  const server = { cookie: 'refresh-0' as string | null, current: 'refresh-0', issued: 0, revoked: false, refreshes: 0, signOuts: 0 };
  const answer = (response: () => Response) => new Promise<Response>((resolve) => setTimeout(() => resolve(response()), latencyMs));
  const sent = fakeApi((request: SentRequest) => {
    // The cookie the browser holds when the request leaves.
    const presented = server.cookie;
    if (request.path === '/api/v1/auth/refresh') {
      server.refreshes += 1;
      return answer(() => {
        if (server.revoked || presented !== server.current) {
          server.revoked = true;
          server.cookie = null;
          return json({ error: { code: 'unauthorized', message: 'Your session has expired. Please sign in again.' } }, 401);
        }
        server.issued += 1;
        server.current = `refresh-${server.issued}`;
        server.cookie = server.current;
        return json({ accessToken: `access-${server.issued}`, expiresAt: Math.floor(Date.now() / 1000) + 900, user: USER });
      });
    }
    if (request.path === '/api/v1/auth/sign-out') {
      server.signOuts += 1;
      return answer(() => {
        server.revoked = true;
        server.cookie = null;
        return json({ message: 'Signed out' });
      });
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  return Object.assign(server, { sent });
}

/** A tab of the site: its own copy of the PWA's modules and its own store, in the same browser (storage, cookie, locks, channels). */
async function openTab() {
  vi.resetModules();
  const session = await import('./session');
  const queue = await import('../offline/queue');
  const { forgetMemberData } = await import('../offline/forget');
  const store = createStore();
  session.initSession(store, { forget: forgetMemberData });
  return { session, queue, store, state: () => store.get(session.sessionAtom) };
}

type Tab = Awaited<ReturnType<typeof openTab>>;
const tokenOf = (tab: Tab) => {
  const state = tab.state();
  return state.status === 'signed-in' ? state.accessToken : state.status;
};

/** This browser held a session when it was last used (as a sign-in leaves it). */
const rememberSignedIn = () => localStorage.setItem('studio18.sessionUser', JSON.stringify(USER));

describe('the session shared by the tabs of one browser', () => {
  let locks: TestLockManager;
  const tabs: Tab[] = [];
  const open = async () => {
    const tab = await openTab();
    tabs.push(tab);
    return tab;
  };

  beforeEach(() => {
    locks = installWebLocks();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    removeWebLocks();
    tabs.length = 0;
  });

  it('restores the session of two tabs opened at once with one refresh, and both get its token', async () => {
    const server = authServer();
    rememberSignedIn();
    const [first, second] = [await open(), await open()];
    await vi.waitFor(() => expect([tokenOf(first), tokenOf(second)]).toEqual(['access-1', 'access-1']));
    expect(server.refreshes).toBe(1);
    expect(server.revoked).toBe(false);
  });

  it('refreshes once when two tabs find the token rejected at the same moment, and both use the new one', async () => {
    const server = authServer();
    rememberSignedIn();
    const [first, second] = [await open(), await open()];
    await vi.waitFor(() => expect([tokenOf(first), tokenOf(second)]).toEqual(['access-1', 'access-1']));

    const answers = await Promise.all([first.session.refreshSession('access-1'), second.session.refreshSession('access-1')]);

    expect(answers).toEqual(['access-2', 'access-2']);
    expect(server.refreshes).toBe(2);
    expect(server.revoked).toBe(false);
    await vi.waitFor(() => expect([tokenOf(first), tokenOf(second)]).toEqual(['access-2', 'access-2']));
    expect(locks.overlaps).toBe(0);
  });

  it('asks the server once for calls made together in one tab', async () => {
    const server = authServer();
    rememberSignedIn();
    const tab = await open();
    await vi.waitFor(() => expect(tokenOf(tab)).toBe('access-1'));
    const answers = await Promise.all([
      tab.session.refreshSession('access-1'),
      tab.session.refreshSession('access-1'),
      tab.session.refreshSession('access-1'),
    ]);
    expect(answers).toEqual(['access-2', 'access-2', 'access-2']);
    expect(server.refreshes).toBe(2);
  });

  it('signs every tab out when one signs out, and removes the member’s queued requests', async () => {
    const server = authServer();
    rememberSignedIn();
    const [first, second] = [await open(), await open()];
    await vi.waitFor(() => expect([tokenOf(first), tokenOf(second)]).toEqual(['access-1', 'access-1']));
    await first.queue.queueGeneration({ id: 'member-request', tool: 'free-flux', params: { prompt: 'x' }, owner: USER.id });
    await first.queue.queueGeneration({ id: 'visitor-request', tool: 'free-flux', params: { prompt: 'y' }, owner: null });

    await first.session.signOut();

    expect(server.signOuts).toBe(1);
    expect(first.state()).toEqual({ status: 'signed-out' });
    await vi.waitFor(() => expect(second.state()).toEqual({ status: 'signed-out' }));
    expect(localStorage.getItem('studio18.sessionUser')).toBeNull();
    expect((await second.queue.queuedGenerations()).map((entry) => entry.id)).toEqual(['visitor-request']);
  });

  it('signs the other tabs in when one signs in', async () => {
    authServer();
    const [first, second] = [await open(), await open()];
    await vi.waitFor(() => expect([first.state().status, second.state().status]).toEqual(['signed-out', 'signed-out']));
    fakeApi((request) =>
      request.path === '/api/v1/auth/sign-in'
        ? json({ accessToken: 'access-signed-in', expiresAt: Math.floor(Date.now() / 1000) + 900, user: USER })
        : json({ error: { code: 'not_found', message: 'Not found' } }, 404),
    );
    await first.session.signIn({ email: USER.email, password: 'correct horse battery' });
    await vi.waitFor(() => expect(tokenOf(second)).toBe('access-signed-in'));
    expect(JSON.parse(localStorage.getItem('studio18.sessionUser') ?? 'null')).toEqual(USER);
  });

  it('does not ask the server at all when this browser never held a session', async () => {
    const server = authServer();
    const tab = await open();
    await vi.waitFor(() => expect(tab.state()).toEqual({ status: 'signed-out' }));
    expect(server.sent).toEqual([]);
  });

  it('shows the remembered member offline, without a token, until the server answers', async () => {
    rememberSignedIn();
    fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const tab = await open();
    await vi.waitFor(() => expect(tab.state()).toMatchObject({ status: 'signed-in', user: USER, accessToken: null }));

    const server = authServer();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(tokenOf(tab)).toBe('access-1'));
    expect(server.refreshes).toBe(1);
  });

  it('restores the session when the browser comes back online while the refresh that failed offline is still ending', async () => {
    rememberSignedIn();
    let failOffline: (() => void) | null = null;
    fakeApi(
      () =>
        new Promise<Response>((_resolve, reject) => {
          failOffline = () => reject(new TypeError('Failed to fetch'));
        }),
    );
    const tab = await open();
    await vi.waitFor(() => expect(failOffline).not.toBeNull());

    const server = authServer();
    window.dispatchEvent(new Event('online'));
    failOffline!();
    await vi.waitFor(() => expect(tokenOf(tab)).toBe('access-1'));
    expect(server.refreshes).toBe(1);
  });

  it('signs the tab out when the server says the session is over', async () => {
    const server = authServer();
    server.revoked = true;
    rememberSignedIn();
    const tab = await open();
    await vi.waitFor(() => expect(tab.state()).toEqual({ status: 'signed-out' }));
    expect(localStorage.getItem('studio18.sessionUser')).toBeNull();
  });
});
