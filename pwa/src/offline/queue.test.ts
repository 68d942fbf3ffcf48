import { describe, expect, it, vi } from 'vitest';

/** The queue module as a freshly loaded page has it (its own IndexedDB connection). */
const loadQueue = () => import('./queue');

const flux = (prompt: string) => ({ prompt });

describe('the offline generation queue', () => {
  it('keeps a request made offline across a reload of the page', async () => {
    const before = await loadQueue();
    const stored = await before.queueGeneration({ id: 'key-1', tool: 'free-flux', params: flux('a red fox'), owner: null });

    vi.resetModules();
    const after = await loadQueue();
    expect(after).not.toBe(before);
    expect(await after.queuedGenerations()).toEqual([stored]);
    expect(await after.readQueued('key-1')).toMatchObject({
      id: 'key-1',
      state: 'queued',
      params: { prompt: 'a red fox' },
      jobId: null,
      error: null,
    });
  });

  it('lists the requests oldest first, whatever their keys', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queue = await loadQueue();
    for (const [id, at] of [
      ['c', 1_000],
      ['a', 3_000],
      ['b', 2_000],
    ] as const) {
      vi.setSystemTime(at);
      await queue.queueGeneration({ id, tool: 'free-flux', params: flux(id), owner: null });
    }
    expect((await queue.queuedGenerations()).map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });

  it('finds the oldest request of one owner only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queue = await loadQueue();
    vi.setSystemTime(1_000);
    await queue.queueGeneration({ id: 'member', tool: 'free-flux', params: flux('x'), owner: 'user-1' });
    vi.setSystemTime(2_000);
    await queue.queueGeneration({ id: 'visitor', tool: 'free-flux', params: flux('y'), owner: null });
    expect((await queue.oldestQueued('free-flux', null))?.id).toBe('visitor');
    expect((await queue.oldestQueued('free-flux', 'user-1'))?.id).toBe('member');
    expect(await queue.oldestQueued('free-flux', 'user-2')).toBeUndefined();
  });

  it('records what the server made of a request, unless it was withdrawn meanwhile', async () => {
    const queue = await loadQueue();
    await queue.queueGeneration({ id: 'sent', tool: 'free-flux', params: flux('x'), owner: null });
    await queue.queueGeneration({ id: 'refused', tool: 'free-flux', params: flux('y'), owner: null });

    expect(await queue.markSent('sent', 'job-1')).toBe(true);
    expect(await queue.markFailed('refused', 'The free limit is reached')).toBe(true);
    expect(await queue.readQueued('sent')).toMatchObject({ state: 'sent', jobId: 'job-1', error: null });
    expect(await queue.readQueued('refused')).toMatchObject({ state: 'failed', jobId: null, error: 'The free limit is reached' });

    expect(await queue.markSent('never-queued', 'job-2')).toBe(false);
    expect(await queue.readQueued('never-queued')).toBeUndefined();
  });

  it('answers the job of a withdrawn request that had been sent, so it can be canceled', async () => {
    const queue = await loadQueue();
    await queue.queueGeneration({ id: 'waiting', tool: 'free-flux', params: flux('x'), owner: null });
    await queue.queueGeneration({ id: 'sent', tool: 'free-flux', params: flux('y'), owner: null });
    await queue.markSent('sent', 'job-1');

    expect(await queue.withdrawQueued('waiting')).toBeNull();
    expect(await queue.withdrawQueued('sent')).toBe('job-1');
    expect(await queue.withdrawQueued('sent')).toBeNull();
    expect(await queue.queuedGenerations()).toEqual([]);
  });

  it("removes every member's request on sign-out and keeps the anonymous visitor's", async () => {
    const queue = await loadQueue();
    await queue.queueGeneration({ id: 'visitor', tool: 'free-flux', params: flux('x'), owner: null });
    await queue.queueGeneration({ id: 'member-1', tool: 'free-flux', params: flux('y'), owner: 'user-1' });
    await queue.queueGeneration({ id: 'member-2', tool: 'free-flux', params: flux('z'), owner: 'user-2' });
    await queue.markSent('member-2', 'job-2');

    expect((await queue.forgetMembersRequests()).sort()).toEqual(['member-1', 'member-2']);
    expect((await queue.queuedGenerations()).map((entry) => entry.id)).toEqual(['visitor']);
  });

  it('forgets a request once shown', async () => {
    const queue = await loadQueue();
    await queue.queueGeneration({ id: 'shown', tool: 'free-flux', params: flux('x'), owner: null });
    await queue.forgetQueued('shown');
    expect(await queue.readQueued('shown')).toBeUndefined();
  });

  it('fails when the browser has no IndexedDB, and works once it has again', async () => {
    const queue = await loadQueue();
    const real = globalThis.indexedDB;
    vi.stubGlobal('indexedDB', undefined);
    await expect(queue.queueGeneration({ id: 'lost', tool: 'free-flux', params: flux('x'), owner: null })).rejects.toThrow();
    vi.stubGlobal('indexedDB', real);
    await queue.queueGeneration({ id: 'kept', tool: 'free-flux', params: flux('y'), owner: null });
    expect((await queue.queuedGenerations()).map((entry) => entry.id)).toEqual(['kept']);
  });

  it('tells which tools can wait offline', async () => {
    const queue = await loadQueue();
    expect(queue.isQueueable('free-flux')).toBe(true);
    expect(queue.isQueueable('free-remix')).toBe(false);
    expect(queue.isQueueable('image-to-image')).toBe(false);
  });
});
