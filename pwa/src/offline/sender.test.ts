import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../state/session';
import { fakeApi, json, offline, type SentRequest } from '../../test/fake-api';
import { installWebLocks, removeWebLocks } from '../../test/web-locks';

const MEMBER: SessionState = {
  status: 'signed-in',
  user: { id: 'user-1', email: 'ada@example.com', role: 'member' },
  accessToken: 'access-1',
  expiresAt: 4_000_000_000,
  expiresLocal: 4_000_000_000_000,
};
const VISITOR: SessionState = { status: 'signed-out' };

/**
 * POST /api/v1/generations as the server answers it, after `latencyMs`: `answer` decides (a job by
 * default, numbered in order). Records the submits and the cancels.
 */
function generationsServer(
  answer: (request: SentRequest, index: number) => Response = (_request, index) =>
    json({ id: `job-${index + 1}`, status: 'queued', cost: 0, created: true }, 201),
  latencyMs = 10,
) {
  const submits: SentRequest[] = [];
  const cancels: string[] = [];
  const server = {
    submits,
    cancels,
    answer,
    keys: () => submits.map((request) => request.headers.get('Idempotency-Key')),
  };
  fakeApi(async (request) => {
    const cancel = /^\/api\/v1\/generations\/([^/]+)\/cancel$/.exec(request.path);
    if (request.method === 'POST' && cancel) {
      cancels.push(cancel[1]!);
      return json({ status: 'canceled' });
    }
    if (request.method !== 'POST' || request.path !== '/api/v1/generations')
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const index = submits.push(request) - 1;
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return server.answer(request, index);
  });
  return server;
}

/** A tab of the site: its own copy of the PWA's modules and store, sending the queue as `session`. */
async function openTab(session: SessionState) {
  vi.resetModules();
  const sender = await import('./sender');
  const queue = await import('./queue');
  const { sessionAtom } = await import('../state/session');
  const { connectSession } = await import('../api/client');
  const store = createStore();
  store.set(sessionAtom, session);
  connectSession({
    accessToken: () => {
      const current = store.get(sessionAtom);
      return current.status === 'signed-in' ? current.accessToken : null;
    },
    refresh: async () => null,
  });
  const changes: string[] = [];
  sender.onQueueChange((change) => changes.push(`${change.type} ${change.id}`));
  return { sender, queue, store, sessionAtom, changes, start: () => sender.startGenerationQueue(store) };
}

type Tab = Awaited<ReturnType<typeof openTab>>;

const states = async (tab: Tab) => Object.fromEntries((await tab.queue.queuedGenerations()).map((entry) => [entry.id, entry.state]));

describe('sending the requests queued offline', () => {
  const tabs: Tab[] = [];
  const open = async (session: SessionState) => {
    const tab = await openTab(session);
    tabs.push(tab);
    return tab;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    // The tabs of a finished test stop sending (they keep listening to this window's events).
    for (const tab of tabs) tab.store.set(tab.sessionAtom, { status: 'loading' });
    tabs.length = 0;
    removeWebLocks();
  });

  /** Queues requests of `owner` made at 1 s, 2 s, 3 s… under the given keys. */
  async function queueRequests(tab: Tab, ids: string[], owner: string | null = null) {
    for (const [index, id] of ids.entries()) {
      vi.setSystemTime((index + 1) * 1000);
      await tab.queue.queueGeneration({ id, tool: 'free-flux', params: { prompt: `prompt ${id}` }, owner });
    }
  }

  it('sends them oldest first when the connection returns, each under its own Idempotency-Key on every try', async () => {
    const server = generationsServer(() => offline());
    const tab = await open(VISITOR);
    await queueRequests(tab, ['c', 'a', 'b']);

    tab.start();
    await vi.waitFor(() => expect(server.submits).toHaveLength(1));
    expect(await states(tab)).toEqual({ a: 'queued', b: 'queued', c: 'queued' });

    server.answer = (_request, index) => json({ id: `job-${index}`, status: 'queued', cost: 0, created: true }, 201);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await states(tab)).toEqual({ a: 'sent', b: 'sent', c: 'sent' }));

    expect(server.keys()).toEqual(['c', 'c', 'a', 'b']);
    expect(server.submits.map((request) => request.body)).toEqual([
      { tool: 'free-flux', params: { prompt: 'prompt c' } },
      { tool: 'free-flux', params: { prompt: 'prompt c' } },
      { tool: 'free-flux', params: { prompt: 'prompt a' } },
      { tool: 'free-flux', params: { prompt: 'prompt b' } },
    ]);
    expect((await tab.queue.queuedGenerations()).map((entry) => entry.jobId)).toEqual(['job-1', 'job-2', 'job-3']);
    expect(tab.changes).toEqual(['sent c', 'sent a', 'sent b']);
  });

  it('records a refusal for the page to show, and goes on with the next request', async () => {
    const server = generationsServer((_request, index) =>
      index === 0
        ? json({ error: { code: 'free_limit', message: 'You have used your free images for today.' } }, 429)
        : json({ id: 'job-2', status: 'queued', cost: 0, created: true }, 201),
    );
    const tab = await open(VISITOR);
    await queueRequests(tab, ['first', 'second']);

    tab.start();
    await vi.waitFor(async () => expect(await states(tab)).toEqual({ first: 'failed', second: 'sent' }));
    expect(await tab.queue.readQueued('first')).toMatchObject({ error: 'You have used your free images for today.' });
    expect(tab.changes).toEqual(['failed first', 'sent second']);
    expect(server.submits).toHaveLength(2);
  });

  it("keeps a refusal's strike warning with its message, so the page shows both", async () => {
    generationsServer(() =>
      json(
        {
          error: {
            code: 'content_policy',
            message:
              'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.',
            warning: 'Repeated refused prompts may suspend your access to generation.',
          },
        },
        422,
      ),
    );
    const tab = await open(VISITOR);
    await queueRequests(tab, ['only']);

    tab.start();
    await vi.waitFor(async () => expect(await states(tab)).toEqual({ only: 'failed' }));
    expect(await tab.queue.readQueued('only')).toMatchObject({
      error:
        'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded. Repeated refused prompts may suspend your access to generation.',
    });
  });

  it('tries again after server errors, on later rounds, and gives up after five', async () => {
    const server = generationsServer(() => json({ error: { code: 'unavailable', message: 'The safety check is unavailable.' } }, 503));
    const tab = await open(VISITOR);
    await queueRequests(tab, ['only']);

    tab.start();
    for (let round = 1; round <= 5; round += 1) {
      if (round > 1) tab.sender.sendQueuedGenerations();
      await vi.waitFor(() => expect(server.submits).toHaveLength(round));
      // Let the round finish before the next starts.
      await vi.waitFor(async () => expect((await tab.queue.readQueued('only'))?.state).toBe(round < 5 ? 'queued' : 'failed'));
    }
    expect(await tab.queue.readQueued('only')).toMatchObject({ state: 'failed', error: 'The safety check is unavailable.' });
    expect(server.keys()).toEqual(['only', 'only', 'only', 'only', 'only']);
  });

  it('waits out a server that says it is briefly unavailable (503 with Retry-After) for as many rounds as it lasts, then sends the request once', async () => {
    let unavailable = true;
    const server = generationsServer((_request, index) =>
      unavailable
        ? new Response(
            JSON.stringify({ error: { code: 'unavailable', message: 'The site is briefly unavailable. Please try again in a moment.' } }),
            {
              status: 503,
              headers: { 'content-type': 'application/json', 'retry-after': '5' },
            },
          )
        : json({ id: `job-${index + 1}`, status: 'queued', cost: 0, created: true }, 201),
    );
    const tab = await open(VISITOR);
    await queueRequests(tab, ['only']);

    tab.start();
    for (let round = 1; round <= 7; round += 1) {
      if (round > 1) tab.sender.sendQueuedGenerations();
      await vi.waitFor(() => expect(server.submits).toHaveLength(round));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect((await tab.queue.readQueued('only'))?.state).toBe('queued');
    }
    unavailable = false;
    tab.sender.sendQueuedGenerations();
    await vi.waitFor(async () => expect((await tab.queue.readQueued('only'))?.state).toBe('sent'));
    expect(server.keys()).toEqual(Array(8).fill('only'));
    expect(tab.changes.filter((change) => change.startsWith('sent'))).toEqual(['sent only']);
  });

  it("sends a member's requests only once the server has confirmed the session, and as that member", async () => {
    const server = generationsServer();
    const tab = await open({ ...MEMBER, accessToken: null });
    await queueRequests(tab, ['visitor'], null);
    await queueRequests(tab, ['member'], 'user-1');

    tab.start();
    // Remembered offline only: nothing goes out, or it would go out anonymous.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.submits).toEqual([]);

    tab.store.set(tab.sessionAtom, MEMBER);
    await vi.waitFor(async () => expect((await tab.queue.readQueued('member'))?.state).toBe('sent'));
    expect(server.keys()).toEqual(['member']);
    expect(server.submits[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect((await tab.queue.readQueued('visitor'))?.state).toBe('queued');
  });

  it('sends each request once when several tabs send at the same moment', async () => {
    installWebLocks();
    const server = generationsServer();
    const first = await open(VISITOR);
    await queueRequests(first, ['a', 'b', 'c']);
    const second = await open(VISITOR);
    const third = await open(VISITOR);

    first.start();
    second.start();
    third.start();
    await vi.waitFor(async () => expect(await states(first)).toEqual({ a: 'sent', b: 'sent', c: 'sent' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.keys()).toEqual(['a', 'b', 'c']);
  });

  it('cancels the job of a request withdrawn while it was on its way', async () => {
    const server = generationsServer();
    const tab = await open(VISITOR);
    await queueRequests(tab, ['withdrawn']);
    const answer = server.answer;
    server.answer = (request, index) => {
      void tab.queue.withdrawQueued('withdrawn');
      return answer(request, index);
    };

    tab.start();
    await vi.waitFor(() => expect(server.cancels).toEqual(['job-1']));
    expect(await tab.queue.queuedGenerations()).toEqual([]);
    expect(tab.changes).toEqual([]);
  });
});
