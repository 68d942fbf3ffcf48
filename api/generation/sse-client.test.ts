import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followEvents } from './sse-client';

/** A server that answers each path with its text as an event stream, in the chunks given. */
const streams: Record<string, string[]> = {};
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks = streams[req.url ?? ''];
    if (!chunks) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'x-last-event-id': req.headers['last-event-id'] ?? '' });
    void (async () => {
      for (const chunk of chunks) {
        res.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('followEvents', () => {
  it('reads events split across chunks, JSON data as values, multi-line data joined, comments counted', async () => {
    streams['/split'] = [
      ': hi\n\nid: 1\nevent: prog',
      'ress\ndata: {"percent":',
      '50}\n\r\n',
      'data: line one\ndata: line two\n\n',
      ': beat\n\n',
    ];
    const { events, comments, status } = await followEvents(`${base}/split`, { lastEventId: '7' });
    expect(status).toBe(200);
    expect(events.map(({ id, event, data }) => ({ id, event, data }))).toEqual([
      { id: '1', event: 'progress', data: { percent: 50 } },
      { id: undefined, event: 'message', data: 'line one\nline two' },
    ]);
    expect(comments).toBe(2);
  });

  it('stops at the final status by default, ignoring what follows it', async () => {
    streams['/final'] = [
      'event: status\ndata: {"status":"running"}\n\nevent: status\ndata: {"status":"succeeded"}\n\nevent: status\ndata: {"status":"late"}\n\n',
    ];
    const { events } = await followEvents(`${base}/final`);
    expect(events.map((event) => (event.data as { status: string }).status)).toEqual(['running', 'succeeded']);
  });

  it('refuses a line longer than the buffer limit instead of holding it', async () => {
    streams['/long'] = ['data: ', 'x'.repeat(600), 'x'.repeat(600), '\n\n'];
    await expect(followEvents(`${base}/long`, { maxBufferChars: 1000 })).rejects.toThrow('over the size limit');
    streams['/short'] = ['data: ', 'x'.repeat(900), '\n\n'];
    expect((await followEvents(`${base}/short`, { maxBufferChars: 1000 })).events).toHaveLength(1);
  });

  it('answers the status of a stream that is not one, with no events', async () => {
    expect(await followEvents(`${base}/missing`)).toMatchObject({ status: 404, events: [], comments: 0 });
  });
});
