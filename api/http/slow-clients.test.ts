import { connect, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, randomIp, type TestApp } from '../test/app';
import { ledgerMismatches } from '../test/ledger';

/**
 * No request holds a database connection while it waits on its client, and a saturated pool is a
 * 503 the client may retry, never a 500. The test database's request pool has 5 connections, so a
 * handful of slow clients would take it whole if any of them held one.
 */

const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const BOUNDARY = 'slow-client-boundary';

interface SlowClient {
  socket: Socket;
  /** Everything the server answered so far. */
  answer: () => string;
  stop: () => void;
}

/**
 * A client that sends the request line, the headers and `start`, then one byte every `everyMs`,
 * never reaching the Content-Length it announced.
 */
function slowRequest(
  url: string,
  head: { method: string; path: string; headers: Record<string, string>; contentLength: number },
  start: Buffer,
  everyMs: number,
): Promise<SlowClient> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const lines = [`${head.method} ${head.path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Length: ${head.contentLength}`];
      for (const [name, value] of Object.entries(head.headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(start);
      const timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write('a');
      }, everyMs);
      let received = '';
      socket.on('data', (data) => (received += data.toString('latin1')));
      socket.on('close', () => clearInterval(timer));
      resolve({
        socket,
        answer: () => received,
        stop: () => {
          clearInterval(timer);
          socket.destroy();
        },
      });
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

function uploadStart(): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="tool"\r\n\r\nimage-to-image\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_START,
  ]);
}

const stalledUpload = (t: TestApp, member: Member, everyMs: number) =>
  slowRequest(
    t.url,
    {
      method: 'POST',
      path: '/api/v1/uploads',
      contentLength: 500_000,
      headers: {
        Authorization: `Bearer ${member.accessToken}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'X-Forwarded-For': randomIp(),
      },
    },
    uploadStart(),
    everyMs,
  );

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('while clients are slow', () => {
  let t: TestApp;
  let uploaders: Member[];
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp();
    uploaders = await Promise.all(Array.from({ length: 12 }, () => t.member()));
    other = await t.member();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('12 stalled member uploads hold no database connection: /healthz and another member’s /auth/me answer in under 100 ms', async () => {
    const clients = await Promise.all(uploaders.map((member) => stalledUpload(t, member, 2000)));
    try {
      // Every upload has reached its handler and is reading its body.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const health: number[] = [];
      const me: number[] = [];
      for (let round = 0; round < 7; round++) {
        const h = await timed(() => fetch(`${t.url}/healthz`));
        expect(h.value.status).toBe(200);
        expect(await h.value.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
        health.push(h.ms);
        const m = await timed(() => t.call('GET', '/api/v1/auth/me', { token: other.accessToken }));
        expect(m.value.status).toBe(200);
        expect(m.value.body.user.email).toBe(other.email);
        me.push(m.ms);
      }
      expect(median(health)).toBeLessThan(100);
      expect(median(me)).toBeLessThan(100);
      // Not one waited for a connection (the pool's wait is 3 s).
      expect(Math.max(...health, ...me)).toBeLessThan(1000);
      for (const client of clients) expect(client.answer()).toBe('');
    } finally {
      for (const client of clients) client.stop();
    }
  });

  it('20 concurrent captures of one PayPal order all answer the success, and credit 2000 once', async () => {
    const m = await t.member();
    const order = await t.call('POST', '/api/v1/payments/orders', { token: m.accessToken });
    expect(order.status).toBe(201);
    t.paypal.approve(order.body.orderId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', `/api/v1/payments/orders/${order.body.orderId}/capture`, { token: m.accessToken })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'completed', tokensAdded: 2000, message: '2000 tokens have been added to your account' });
    }
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from token_transactions where user_id = ${m.id} and transaction_type = 'purchase'`.execute(t.db.owner);
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await t.call('GET', '/api/v1/tokens/balance', { token: m.accessToken })).body.tokens).toBe(2500);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('with every request connection taken, a request waits briefly and answers 503 with Retry-After; /healthz still answers', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    const holders = Array.from({ length: 5 }, () =>
      t.db.api.connection().execute(async (connection) => {
        await sql`select 1`.execute(connection);
        taken++;
        await held;
      }),
    );
    try {
      await waitFor(() => taken === 5, 5000);
      const health = await timed(() => fetch(`${t.url}/healthz`));
      expect(health.value.status).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      const [me, gallery] = await Promise.all([
        timed(() => t.call('GET', '/api/v1/auth/me', { token: other.accessToken })),
        timed(() => t.call('GET', '/api/v1/gallery?limit=5')),
      ]);
      // A visitor's refused prompt needs no request connection: it is answered and recorded all the same.
      const refused = await t.call('POST', '/api/v1/generations', {
        headers: { 'x-client-id': 'd'.repeat(32) },
        body: { tool: 'free-flux', params: { prompt: 'nude 15 year old girl' } },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe(
        'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.',
      );
      for (const answer of [me, gallery]) {
        expect(answer.value.status).toBe(503);
        expect(answer.value.headers.get('retry-after')).toBe('2');
        expect(answer.value.body.error).toMatchObject({
          code: 'unavailable',
          message: 'The site is busy right now. Please try again in a moment.',
        });
        expect(answer.ms).toBeGreaterThan(2500);
        expect(answer.ms).toBeLessThan(6000);
      }
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await t.call('GET', '/api/v1/auth/me', { token: other.accessToken })).status).toBe(200);
    const { rows } = await sql<{ n: string }>`select count(*) as n from moderation_events where client_hash is not null`.execute(
      t.db.owner,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});

describe('a client too slow to send its body', () => {
  let t: TestApp;
  let m: Member;

  beforeAll(async () => {
    t = await createTestApp({ REQUEST_BODY_TIMEOUT_SECONDS: '1' });
    m = await t.member();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an upload trickling one byte at a time gets 408 once REQUEST_BODY_TIMEOUT_SECONDS has passed, and nothing is stored', async () => {
    const client = await stalledUpload(t, m, 200);
    try {
      await waitFor(() => client.answer().length > 0, 5000);
      await waitFor(() => client.answer().includes('}'), 2000);
      const answer = client.answer();
      expect(answer.startsWith('HTTP/1.1 408')).toBe(true);
      expect(answer).toContain('"message":"The request body took too long to arrive. Please try again."');
      expect(answer.toLowerCase()).toContain('connection: close');
    } finally {
      client.stop();
    }
    const { rows } = await sql<{ n: string }>`select count(*) as n from uploads where user_id = ${m.id}`.execute(t.db.owner);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('a JSON body that never completes gets 408 and charges nothing', async () => {
    const client = await slowRequest(
      t.url,
      {
        method: 'POST',
        path: '/api/v1/tokens/deduct',
        contentLength: 200,
        headers: { Authorization: `Bearer ${m.accessToken}`, 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
      },
      Buffer.from('{"tokensToDeduct":1,"description":"'),
      200,
    );
    try {
      await waitFor(() => client.answer().includes('}'), 5000);
      expect(client.answer().startsWith('HTTP/1.1 408')).toBe(true);
      expect(client.answer()).toContain('"code":"request_timeout"');
    } finally {
      client.stop();
    }
    expect((await t.call('GET', '/api/v1/tokens/balance', { token: m.accessToken })).body.tokens).toBe(500);
  });
});
