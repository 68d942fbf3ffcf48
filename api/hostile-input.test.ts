import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, randomIp, type TestApp } from './test/app';

/**
 * What a probe of hostile requests found, each kept as a test: user input never gets a 5xx, the error
 * is always the JSON shape, and a refused request changes nothing. (Every route also gets the
 * deep-JSON and NUL cases in api/security.test.ts.)
 */

let t: TestApp;
let m: Member;
let root: Member;

beforeAll(async () => {
  t = await createTestApp();
  [m, root] = await Promise.all([t.member(), t.admin()]);
});
afterAll(async () => {
  await t?.close();
});

async function raw(method: string, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(t.url + path, {
    method,
    headers: { 'x-forwarded-for': randomIp(), 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as { error: { code: string; message: string; requestId: string } } };
}

const balanceOf = async (member: Member) =>
  (await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens as number;
const ledgerRows = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from token_transactions`.execute(t.db.owner)).rows[0]!.n);

describe('JSON numbers are numbers', () => {
  it.each([['"7"'], ['"0x7"'], ['"1e0"'], ['true'], ['[7]'], ['{"n":7}'], ['null'], ['"7 "']])(
    'tokensToDeduct given as %s is refused with 400 and nothing is charged',
    async (value) => {
      const before = await balanceOf(m);
      const res = await raw('POST', '/api/v1/tokens/deduct', `{"tokensToDeduct":${value}}`, { authorization: `Bearer ${m.accessToken}` });
      expect(res.status).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', message: 'The amount must be a positive whole number' });
      expect(await balanceOf(m)).toBe(before);
    },
  );

  it('a plain JSON number is charged', async () => {
    const before = await balanceOf(m);
    const res = await raw('POST', '/api/v1/tokens/deduct', '{"tokensToDeduct":7}', { authorization: `Bearer ${m.accessToken}` });
    expect(res.status).toBe(200);
    expect(await balanceOf(m)).toBe(before - 7);
  });
});

describe('query strings parse plain digits only', () => {
  it.each(['1e1', '0x10', '+5', '-5', ' 5', '5.0', '5abc', '', '99999999999999999999'])('limit=%s is refused with 400', async (value) => {
    const res = await t.call('GET', `/api/v1/tokens/transactions?limit=${encodeURIComponent(value)}`, { token: m.accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
  });

  it.each(['7e0', '0x7', '7.5', 'seven'])('has-enough amount=%s is refused with 400', async (value) => {
    const res = await t.call('GET', `/api/v1/tokens/has-enough?amount=${value}`, { token: m.accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The amount must be a positive whole number');
  });

  it('a repeated query parameter is refused, not merged', async () => {
    expect((await t.call('GET', '/api/v1/tokens/transactions?limit=5&limit=6', { token: m.accessToken })).status).toBe(400);
  });

  it('a page cursor beyond the bigint range is refused with 400; the largest bigint is a cursor', async () => {
    const beyond = await t.call('GET', '/api/v1/tokens/transactions?before=9223372036854775808', { token: m.accessToken });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error).toMatchObject({ code: 'bad_request', message: 'Invalid page cursor' });
    expect((await t.call('GET', '/api/v1/tokens/transactions?before=99999999999999999999', { token: m.accessToken })).status).toBe(400);
    const largest = await t.call('GET', '/api/v1/tokens/transactions?before=9223372036854775807', { token: m.accessToken });
    expect(largest.status).toBe(200);
    expect(largest.body.transactions.length).toBeGreaterThan(0);
  });
});

describe('NUL characters', () => {
  it('in the deduct description and reference are refused with 400, charging nothing', async () => {
    const before = [await balanceOf(m), await ledgerRows()];
    for (const body of [
      { tokensToDeduct: 1, description: 'a\u0000b' },
      { tokensToDeduct: 1, reference: 'job\u0000' },
    ]) {
      const res = await t.call('POST', '/api/v1/tokens/deduct', { token: m.accessToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', message: 'Text must not contain NUL characters' });
    }
    expect([await balanceOf(m), await ledgerRows()]).toEqual(before);
  });

  it('in the admin user search is refused with 400', async () => {
    const res = await t.call('GET', `/api/v1/admin/users?q=${encodeURIComponent('a\u0000')}`, { token: root.accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Text must not contain NUL characters');
  });
});

describe('deeply nested JSON', () => {
  const unbalanced = '['.repeat(100_000);
  const balanced = '['.repeat(100_000) + ']'.repeat(100_000);
  const nestedObject = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);

  it.each([
    ['the PayPal webhook', '/api/v1/payments/webhooks/paypal'],
    ['sign-in', '/api/v1/auth/sign-in'],
    ['deduct', '/api/v1/tokens/deduct'],
  ])('%s answers 400 in the JSON error shape for 100,000 [ (balanced or not) and 50,000 nested objects', async (_name, path) => {
    for (const body of [unbalanced, balanced, nestedObject]) {
      const res = await raw('POST', path, body, { authorization: `Bearer ${m.accessToken}` });
      expect(res.status).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', message: 'The JSON body is nested too deeply' });
    }
  });

  it('32 levels are still read; 33 are not', async () => {
    const nested = (depth: number) => `{"id":"WH-1","event_type":"X","resource":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    // Read, parsed and sent for verification, whose refusal is the answer.
    expect((await raw('POST', '/api/v1/payments/webhooks/paypal', nested(32))).json().error.message).toBe('Invalid webhook signature');
    expect((await raw('POST', '/api/v1/payments/webhooks/paypal', nested(33))).json().error.message).toBe(
      'The JSON body is nested too deeply',
    );
  });

  it('brackets inside strings do not count', async () => {
    const res = await raw('POST', '/api/v1/auth/sign-in', JSON.stringify({ email: 'x@example.com', password: '['.repeat(100) + '\\"{' }));
    expect(res.status).toBe(401);
  });
});

describe('bodies and headers', () => {
  it('a body that is not JSON is refused with 415, and malformed JSON with 400', async () => {
    const text = await raw('POST', '/api/v1/auth/sign-in', 'email=a@b.c&password=x', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.json().error).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Send the request body as JSON (Content-Type: application/json)',
    });
    const malformed = await raw('POST', '/api/v1/auth/sign-in', '{"email":');
    expect(malformed.status).toBe(400);
    expect(malformed.json().error.code).toBe('bad_request');
  });

  it('an oversized Authorization header gets 401 in the JSON error shape', async () => {
    for (const length of [5_000, 12_000]) {
      const res = await fetch(`${t.url}/api/v1/catalog`, { headers: { authorization: `Bearer ${'a'.repeat(length)}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ error: { code: 'unauthorized', message: 'Invalid authorization header' } });
    }
  });

  it('an Authorization header that is not a bearer token gets 401', async () => {
    for (const header of ['Basic YWxpY2U6c2VjcmV0', 'Bearer', 'Bearer a b', `Bearer ${m.accessToken}\u00e9`, `Token ${m.accessToken}`]) {
      const res = await fetch(`${t.url}/api/v1/catalog`, { headers: { authorization: header } });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('unauthorized');
    }
  });
});

describe('text that is not text', () => {
  const generations = async () => Number((await sql<{ n: string }>`select count(*) as n from generations`.execute(t.db.owner)).rows[0]!.n);

  it('a lone UTF-16 surrogate in a prompt is refused with 400 and no job is made', async () => {
    const before = await generations();
    for (const body of [
      '{"tool":"free-flux","params":{"prompt":"lone \\ud800 surrogate"}}',
      '{"tool":"free-flux","params":{"prompt":"tail \\udc00 first"}}',
    ]) {
      const res = await raw('POST', '/api/v1/generations', body, { 'x-client-id': 'c'.repeat(32) });
      expect(res.status).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'bad_request',
        message: 'The request body holds text with an unpaired UTF-16 surrogate, which stands for no character',
      });
    }
    expect(await generations()).toBe(before);
  });

  it('a lone surrogate in a key, or deep in a member request, is refused with 400 too; a real pair is text', async () => {
    const key = await raw('POST', '/api/v1/auth/sign-in', '{"email":"a@example.com","password":"secret12","\\udbff":1}');
    expect(key.status).toBe(400);
    const before = await balanceOf(m);
    const deduct = await raw('POST', '/api/v1/tokens/deduct', '{"tokensToDeduct":1,"description":"x \\ud83d"}', {
      authorization: `Bearer ${m.accessToken}`,
    });
    expect(deduct.status).toBe(400);
    expect(await balanceOf(m)).toBe(before);
    // An escaped backslash before "ud800" is not an escape, and a surrogate pair is one emoji.
    const pair = await raw('POST', '/api/v1/tokens/deduct', '{"tokensToDeduct":1,"description":"\\ud83d\\ude00 and \\\\ud800"}', {
      authorization: `Bearer ${m.accessToken}`,
    });
    expect(pair.status).toBe(200);
    expect(await balanceOf(m)).toBe(before - 1);
  });

  it('bytes that are not UTF-8 are refused with 400, nothing stored', async () => {
    const before = await balanceOf(m);
    const ledger = await ledgerRows();
    const body = Buffer.concat([Buffer.from('{"tokensToDeduct":1,"description":"caf'), Buffer.from([0xe9, 0xff]), Buffer.from('"}')]);
    const res = await fetch(`${t.url}/api/v1/tokens/deduct`, {
      method: 'POST',
      headers: { 'x-forwarded-for': randomIp(), 'content-type': 'application/json', authorization: `Bearer ${m.accessToken}` },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request', message: 'The request body is not valid UTF-8' } });
    expect(await balanceOf(m)).toBe(before);
    expect(await ledgerRows()).toBe(ledger);
  });
});

describe('the body limit', () => {
  const multipart = (size: number) => {
    const boundary = 'probe-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.alloc(size, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  };

  it('the webhook takes JSON only: a form is refused with 415 before it is read', async () => {
    const form = multipart(4 * 1024 * 1024);
    const res = await fetch(`${t.url}/api/v1/payments/webhooks/paypal`, {
      method: 'POST',
      // Not kept for the next test's request: the server stops reading this body, so the connection may
      // still be closing under it (a reused one once failed the next test with 'other side closed').
      headers: { 'content-type': form.type, connection: 'close' },
      body: form.body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      error: { code: 'unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json)' },
    });
  });

  it('a form sent chunked to any route but the upload is refused without reading it whole', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Up to 50 MB, unless the server stops reading first.
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${t.url}/api/v1/payments/webhooks/paypal`, {
      method: 'POST',
      // Not kept for the next test's request (as above).
      headers: { 'content-type': 'multipart/form-data; boundary=x', connection: 'close' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(415);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it('the upload route refuses a body that is not a form with 415, JSON included', async () => {
    for (const [type, body] of [
      ['application/json', '{"tool":"free-remix"}'],
      ['text/plain', 'tool=free-remix'],
    ]) {
      const res = await raw('POST', '/api/v1/uploads', body!, { 'content-type': type!, 'x-client-id': 'c'.repeat(32) });
      expect(res.status).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
    }
  });

  it('a JSON body over API_BODY_LIMIT_BYTES is refused with 413, also on the webhook', async () => {
    const big = JSON.stringify({ id: 'WH-big', padding: 'x'.repeat(1_100_000) });
    const res = await raw('POST', '/api/v1/payments/webhooks/paypal', big);
    expect(res.status).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });
});
