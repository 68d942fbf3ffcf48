import type { SSEMessage } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import type { GenerationEvent, GenerationStatus } from '../contract/generation';
import { type EventStream, followJob, type FollowJobOptions, type JobEventSource, type StartTimer, type StoredJobEvent } from './events';

const JOB = '6f1d1c3e-0000-4000-8000-000000000001';

/** Lets every promise that can settle settle (the fakes below answer at once). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A hub whose notifications the test sends itself. */
function fakeHub() {
  const listeners = new Set<(kind: string) => void>();
  const queueWatchers = new Set<() => void>();
  return {
    closing: false,
    subscribe(_id: string, listener: (kind: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    watchQueue(listener: () => void) {
      queueWatchers.add(listener);
      return () => void queueWatchers.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener('status')),
    queueMoved: () => queueWatchers.forEach((listener) => listener()),
    listeners,
    queueWatchers,
  };
}

/** The job's events and queue state, kept in memory; every read is recorded. */
function fakeSource(events: StoredJobEvent[] = []) {
  const reads: Array<{ afterId: string; limit: number }> = [];
  const state: { queue: { status: GenerationStatus; position: number | null } | null } = { queue: { status: 'running', position: null } };
  const source: JobEventSource = {
    async eventsAfter(_id, afterId, limit) {
      reads.push({ afterId, limit });
      return events.filter((event) => BigInt(event.id) > BigInt(afterId)).slice(0, limit);
    },
    async queueState() {
      return state.queue;
    },
  };
  return { source, events, reads, state };
}

/** A stream that records what is written, as the client would see it. */
function fakeStream() {
  const written: Array<SSEMessage | string> = [];
  const abortListeners: Array<() => void> = [];
  const stream: EventStream & { abort(): void } = {
    aborted: false,
    closed: false,
    async write(input) {
      written.push(String(input));
      return this as never;
    },
    async writeSSE(message) {
      written.push(message);
    },
    onAbort(listener) {
      abortListeners.push(() => void listener());
    },
    abort() {
      this.aborted = true;
      abortListeners.forEach((listener) => listener());
    },
  };
  const sent = () => written.filter((item): item is SSEMessage => typeof item !== 'string');
  const heartbeats = () => written.filter((item) => item === ': heartbeat\n\n').length;
  return { stream, written, sent, heartbeats };
}

/** A clock the test moves: `fire()` runs every timer started and not canceled. */
function fakeClock() {
  const timers = new Map<number, () => void>();
  let next = 0;
  const startTimer: StartTimer = (callback) => {
    const id = next++;
    timers.set(id, callback);
    return () => void timers.delete(id);
  };
  const fire = () => {
    const due = [...timers.values()];
    timers.clear();
    due.forEach((callback) => callback());
  };
  return { startTimer, fire, pending: () => timers.size };
}

const status = (id: number, value: GenerationStatus): StoredJobEvent => ({ id: String(id), kind: 'status', data: { status: value } });
const progress = (id: number, percent: number): StoredJobEvent => ({ id: String(id), kind: 'progress', data: { percent } });

function setUp(events: StoredJobEvent[], options: Partial<FollowJobOptions> = {}) {
  const hub = fakeHub();
  const source = fakeSource(events);
  const out = fakeStream();
  const clock = fakeClock();
  let ended = false;
  const following = followJob(hub, source.source, out.stream, {
    generationId: JOB,
    afterId: '0',
    pageSize: 500,
    heartbeatMs: 15_000,
    toWire: (event) => ({ kind: event.kind, ...event.data }) as GenerationEvent,
    startTimer: clock.startTimer,
    ...options,
  }).then(() => {
    ended = true;
  });
  return { hub, source, out, clock, following, ended: () => ended };
}

describe('followJob', () => {
  it('sends the reconnect delay, every event with its id, kind and data, and ends after the final status', async () => {
    const run = setUp([status(1, 'running'), progress(2, 50), status(3, 'succeeded')]);
    await run.following;
    expect(run.out.written[0]).toBe('retry: 2000\n\n');
    expect(run.out.sent()).toEqual([
      { id: '1', event: 'status', data: JSON.stringify({ kind: 'status', status: 'running' }) },
      { id: '2', event: 'progress', data: JSON.stringify({ kind: 'progress', percent: 50 }) },
      { id: '3', event: 'status', data: JSON.stringify({ kind: 'status', status: 'succeeded' }) },
    ]);
    expect(run.hub.listeners.size).toBe(0);
    expect(run.clock.pending()).toBe(0);
  });

  it('resumed from an event id, sends only the events after it', async () => {
    const run = setUp([status(1, 'running'), progress(2, 20), progress(3, 60), status(4, 'failed')], { afterId: '2' });
    await run.following;
    expect(run.out.sent().map((event) => event.id)).toEqual(['3', '4']);
    expect(run.source.reads[0]).toEqual({ afterId: '2', limit: 500 });
  });

  it('sends new events when the hub announces them, and a heartbeat (with a fresh read) when idle', async () => {
    const run = setUp([status(1, 'running')]);
    await settle();
    expect(run.out.sent().map((event) => event.id)).toEqual(['1']);
    expect(run.out.heartbeats()).toBe(0);

    run.source.events.push(progress(2, 40));
    run.hub.notify();
    await settle();
    expect(run.out.sent().map((event) => event.id)).toEqual(['1', '2']);
    expect(run.out.heartbeats()).toBe(0);

    // An event whose notification was lost arrives with the next heartbeat.
    run.source.events.push(progress(3, 80));
    run.clock.fire();
    await settle();
    expect(run.out.heartbeats()).toBe(1);
    expect(run.out.sent().map((event) => event.id)).toEqual(['1', '2', '3']);

    run.clock.fire();
    await settle();
    expect(run.out.heartbeats()).toBe(2);
    expect(run.ended()).toBe(false);

    run.source.events.push(status(4, 'succeeded'));
    run.hub.notify();
    await run.following;
    expect(run.out.sent().map((event) => event.id)).toEqual(['1', '2', '3', '4']);
  });

  it('sends the queue position while the job waits, only when it changes, and stops watching the queue once it runs', async () => {
    const run = setUp([status(1, 'queued')]);
    run.source.state.queue = { status: 'queued', position: 3 };
    await settle();
    const queueEvents = () =>
      run.out
        .sent()
        .filter((event) => event.event === 'queue')
        .map((event) => JSON.parse(String(event.data)) as unknown);
    expect(queueEvents()).toEqual([{ kind: 'queue', position: 3 }]);
    expect(run.hub.queueWatchers.size).toBe(1);

    run.source.state.queue = { status: 'queued', position: 2 };
    run.hub.queueMoved();
    await settle();
    run.hub.queueMoved();
    await settle();
    expect(queueEvents()).toEqual([
      { kind: 'queue', position: 3 },
      { kind: 'queue', position: 2 },
    ]);

    run.source.state.queue = { status: 'running', position: null };
    run.source.events.push(status(2, 'running'));
    run.hub.notify();
    await settle();
    expect(run.hub.queueWatchers.size).toBe(0);
    expect(queueEvents()).toHaveLength(2);

    run.out.stream.abort();
    await run.following;
  });

  it('ends when the client goes away, letting go of the hub and its timer', async () => {
    const run = setUp([status(1, 'queued')]);
    run.source.state.queue = { status: 'queued', position: 1 };
    await settle();
    expect(run.ended()).toBe(false);
    run.out.stream.abort();
    await run.following;
    expect(run.hub.listeners.size).toBe(0);
    expect(run.hub.queueWatchers.size).toBe(0);
    expect(run.clock.pending()).toBe(0);
    expect(run.out.heartbeats()).toBe(0);
  });

  it('ends when the job is gone, and after one more read when its row is finished but its events were not yet seen', async () => {
    const gone = setUp([]);
    gone.source.state.queue = null;
    await gone.following;
    expect(gone.out.sent()).toEqual([]);

    // The first read saw nothing; the final events are there by the read the finished row asks for.
    const late = setUp([]);
    late.source.state.queue = { status: 'canceled', position: null };
    const first = late.source.source.eventsAfter.bind(late.source.source);
    late.source.source.eventsAfter = async (...args) => {
      const events = await first(...args);
      if (late.source.reads.length === 1) late.source.events.push(status(1, 'canceled'));
      return events;
    };
    await late.following;
    expect(late.out.sent().map((event) => event.id)).toEqual(['1']);
    expect(late.source.reads).toHaveLength(2);
  });

  it('reads again at once after a page of exactly the page size, and stops at a page that is not full', async () => {
    const events = [status(1, 'running'), progress(2, 10), progress(3, 20), progress(4, 30), progress(5, 40), progress(6, 50)];
    const run = setUp(events, { pageSize: 3 });
    await settle();
    expect(run.source.reads).toEqual([
      { afterId: '0', limit: 3 },
      { afterId: '3', limit: 3 },
      { afterId: '6', limit: 3 },
    ]);
    expect(run.out.sent().map((event) => event.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(run.clock.pending()).toBe(1);

    run.source.events.push(progress(7, 60), status(8, 'succeeded'));
    run.hub.notify();
    await run.following;
    expect(run.source.reads.slice(3)).toEqual([{ afterId: '6', limit: 3 }]);
    expect(run.out.sent().map((event) => event.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('ends when the hub closes', async () => {
    const run = setUp([status(1, 'running')]);
    await settle();
    run.hub.closing = true;
    run.hub.notify();
    await run.following;
    expect(run.ended()).toBe(true);
  });
});
