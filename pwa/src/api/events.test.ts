import { describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../api/contract/generation';
import { fakeApi, json, offline, type SentRequest } from '../../test/fake-api';

const encoder = new TextEncoder();

/**
 * A connection's body: `chunks` as they arrive, one per read; then `end`: 'close' ends it, 'drop'
 * breaks it (the network failed), 'open' keeps it open.
 */
function body(chunks: (string | Uint8Array)[], end: 'close' | 'drop' | 'open' = 'close') {
  const pending = chunks.map((chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk));
  const stream = {
    canceled: false,
    readable: new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = pending.shift();
        if (chunk) controller.enqueue(chunk);
        else if (end === 'close') controller.close();
        else if (end === 'drop') controller.error(new TypeError('network error'));
        else return new Promise<void>(() => undefined);
      },
      cancel() {
        stream.canceled = true;
      },
    }),
  };
  return stream;
}

const eventStream = (readable: ReadableStream<Uint8Array>) =>
  new Response(readable, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

/** Follows job `job-1` against connections answered in turn by `connections`. */
async function follow(connections: ((request: SentRequest) => Response)[], signal = new AbortController().signal) {
  const sent = fakeApi((request) => {
    const answer = connections[Math.min(sent.length - 1, connections.length - 1)]!;
    return answer(request);
  });
  const { followGeneration } = await import('./events');
  const events: GenerationEvent[] = [];
  const result = followGeneration('job-1', (event) => events.push(event), signal);
  return { result, events, sent };
}

/** A whole job as the server streams it: a reconnection delay, a heartbeat, events with ids, multi-line data, CRLF lines, text beyond ASCII. */
const WHOLE_JOB = [
  'retry: 10\n\n',
  ': heartbeat\n\n',
  'id: 1\nevent: status\ndata: {"kind":"status","status":"queued","queuePosition":2}\n\n',
  'event: queue\ndata: {"kind":"queue","position":1}\n\n',
  'id: 2\r\nevent: log\r\ndata: {"kind":"log",\r\ndata:  "message":"Création ✓ 🦊"}\r\n\r\n',
  'id: 3\nevent: progress\ndata:{"kind":"progress","percent":50}\n\n',
  ':\n',
  'id: 4\nevent: status\ndata: {"kind":"status","status":"succeeded"}\n\n',
].join('');

const WHOLE_JOB_EVENTS: GenerationEvent[] = [
  { kind: 'status', status: 'queued', queuePosition: 2 },
  { kind: 'queue', position: 1 },
  { kind: 'log', message: 'Création ✓ 🦊' },
  { kind: 'progress', percent: 50 },
  { kind: 'status', status: 'succeeded' },
] as GenerationEvent[];

describe("following a job's event stream", () => {
  it('reads the same events however the bytes are split, down to one byte at a time', async () => {
    const bytes = encoder.encode(WHOLE_JOB);
    const splits: Uint8Array[][] = [Array.from(bytes, (byte) => Uint8Array.of(byte))];
    for (let at = 1; at < bytes.length; at += 1) splits.push([bytes.slice(0, at), bytes.slice(at)]);
    for (const chunks of splits) {
      const { result, events, sent } = await follow([() => eventStream(body(chunks).readable)]);
      expect(await result).toBe('succeeded');
      expect(events).toEqual(WHOLE_JOB_EVENTS);
      expect(sent).toHaveLength(1);
    }
  });

  it('ends at a job held for review, with the message the member sees', async () => {
    const { result, events } = await follow([
      () =>
        eventStream(
          body(
            [
              'id: 1\nevent: error\ndata: {"kind":"error","message":"Held for review"}\n\n',
              'id: 2\nevent: status\ndata: {"kind":"status","status":"held"}\n\n',
            ],
            'open',
          ).readable,
        ),
    ]);
    expect(await result).toBe('held');
    expect(events).toEqual([
      { kind: 'error', message: 'Held for review' },
      { kind: 'status', status: 'held' },
    ]);
  });

  it('asks for the events with the headers EventSource cannot send', async () => {
    const { result, sent } = await follow([() => eventStream(body(['id: 9\nevent: status\ndata: {"status":"failed"}\n\n']).readable)]);
    expect(await result).toBe('failed');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/v1/generations/job-1/events' });
    expect(sent[0]!.headers.get('Accept')).toBe('text/event-stream');
    expect(sent[0]!.headers.get('X-Client-Id')).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(sent[0]!.headers.has('Last-Event-ID')).toBe(false);
  });

  it('resumes after the last event received when the connection drops, with none lost or repeated', async () => {
    const { result, events, sent } = await follow([
      () =>
        eventStream(
          body(
            [
              'retry: 5\n\n',
              'id: 1\nevent: status\ndata: {"status":"running"}\n\n',
              'id: 2\nevent: progress\ndata: {"percent":10}\n\nid: 3\nevent: prog',
            ],
            'drop',
          ).readable,
        ),
      () =>
        eventStream(
          body(['id: 3\nevent: progress\ndata: {"percent":60}\n\n', 'id: 4\nevent: log\ndata: {"message":"almost"}\n\n']).readable,
        ),
      () => eventStream(body(['id: 5\nevent: status\ndata: {"status":"succeeded"}\n\n']).readable),
    ]);
    expect(await result).toBe('succeeded');
    expect(sent.map((request) => request.headers.get('Last-Event-ID'))).toEqual([null, '2', '4']);
    expect(events).toEqual([
      { kind: 'status', status: 'running' },
      { kind: 'progress', percent: 10 },
      { kind: 'progress', percent: 60 },
      { kind: 'log', message: 'almost' },
      { kind: 'status', status: 'succeeded' },
    ]);
  });

  it('ends at the final status and closes the connection, whatever follows it', async () => {
    const stream = body(
      ['id: 1\nevent: status\ndata: {"status":"canceled"}\n\n', 'id: 2\nevent: log\ndata: {"message":"late"}\n\n'],
      'open',
    );
    const { result, events, sent } = await follow([() => eventStream(stream.readable)]);
    expect(await result).toBe('canceled');
    expect(events).toEqual([{ kind: 'status', status: 'canceled' }]);
    expect(sent).toHaveLength(1);
    await expect.poll(() => stream.canceled).toBe(true);
  });

  it('skips events of kinds it does not know and data that is not JSON', async () => {
    const { result, events } = await follow([
      () =>
        eventStream(
          body([
            'data: no event name\n\n',
            'event: novelty\ndata: {}\n\n',
            'event: log\ndata: {not json\n\n',
            'unknown-field: x\n',
            'event: status\ndata: {"status":"succeeded"}\n\n',
          ]).readable,
        ),
    ]);
    expect(await result).toBe('succeeded');
    expect(events).toEqual([{ kind: 'status', status: 'succeeded' }]);
  });

  it('refuses a line too long to be an event, closes the connection and does not reconnect', async () => {
    const { MAX_EVENT_CHARS, EVENT_TOO_LARGE_MESSAGE } = await import('./events');
    const stream = body(['id: 1\nevent: status\ndata: {"status":"running"}\n\n', `data: ${'x'.repeat(MAX_EVENT_CHARS)}`], 'open');
    const { result, events, sent } = await follow([() => eventStream(stream.readable)]);
    await expect(result).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      code: 'event_too_large',
      message: EVENT_TOO_LARGE_MESSAGE,
    });
    expect(events).toEqual([{ kind: 'status', status: 'running' }]);
    expect(sent).toHaveLength(1);
    expect(stream.canceled).toBe(true);
  });

  it('accepts an event just under the limit', async () => {
    const { MAX_EVENT_CHARS } = await import('./events');
    const message = 'y'.repeat(MAX_EVENT_CHARS - 100);
    const { result, events } = await follow([
      () =>
        eventStream(body([`event: log\ndata: {"message":"${message}"}\n\n`, 'event: status\ndata: {"status":"succeeded"}\n\n']).readable),
    ]);
    expect(await result).toBe('succeeded');
    expect(events[0]).toEqual({ kind: 'log', message });
  });

  it("stops at once when the server refuses (not this visitor's job)", async () => {
    const { result, sent } = await follow([() => json({ error: { code: 'not_found', message: 'Generation not found' } }, 404)]);
    await expect(result).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'Generation not found' });
    expect(sent).toHaveLength(1);
  });

  it('gives up with a network error after five connections in a row that brought nothing', async () => {
    const { result, sent } = await follow([() => eventStream(body(['retry: 1\n\n'], 'drop').readable), () => offline()]);
    await expect(result).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'network_error' });
    expect(sent).toHaveLength(5);
  });

  it('keeps following as long as each connection brings events', async () => {
    let id = 0;
    const connection = () => {
      id += 1;
      const final = id === 8;
      return eventStream(
        body([`retry: 1\nid: ${id}\nevent: status\ndata: {"status":"${final ? 'succeeded' : 'running'}"}\n\n`], 'drop').readable,
      );
    };
    const { result, events, sent } = await follow([connection]);
    expect(await result).toBe('succeeded');
    expect(sent).toHaveLength(8);
    expect(events).toHaveLength(8);
  });

  it('stops with the abort reason when the page leaves', async () => {
    const controller = new AbortController();
    const stream = body(['id: 1\nevent: status\ndata: {"status":"running"}\n\n'], 'open');
    const { result, events } = await follow([() => eventStream(stream.readable)], controller.signal);
    await expect.poll(() => events.length).toBe(1);
    const reason = new Error('left the page');
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
  });
});
