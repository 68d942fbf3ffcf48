import { describe, expect, it } from 'vitest';
import { describeFetchError, readCapped, redact } from './outbound';

const tooLarge = (detail: string) => new Error(`too large: ${detail}`);

function streamed(chunks: number[], headers: Record<string, string> = {}): { response: Response; canceled: () => boolean } {
  let canceled = false;
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next === chunks.length) return controller.close();
      controller.enqueue(new Uint8Array(chunks[next++]!).fill(7));
    },
    cancel() {
      canceled = true;
    },
  });
  return { response: new Response(body, { headers }), canceled: () => canceled };
}

describe('readCapped', () => {
  it('answers the whole body when it stays within the cap', async () => {
    const bytes = await readCapped(streamed([3, 4, 3]).response, 10, tooLarge);
    expect(bytes).toEqual(new Uint8Array(10).fill(7));
  });

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const { response, canceled } = streamed([4], { 'content-length': '11' });
    await expect(readCapped(response, 10, tooLarge)).rejects.toThrow('too large: Content-Length 11 over 10');
    expect(canceled()).toBe(true);
  });

  it('stops reading as soon as the bytes received pass the cap, whatever the header said', async () => {
    const { response, canceled } = streamed([6, 6, 6], { 'content-length': '5' });
    await expect(readCapped(response, 10, tooLarge)).rejects.toThrow('too large: body over 10 bytes');
    expect(canceled()).toBe(true);
  });

  it('answers no bytes for a response without a body', async () => {
    expect(await readCapped(new Response(null), 10, tooLarge)).toEqual(new Uint8Array());
  });
});

describe('redact', () => {
  it('takes a credential and each part of an id:secret one out of the text', () => {
    expect(redact('key abcd:efgh1234 and efgh1234 and abcd', 'abcd:efgh1234')).toBe('key [redacted] and [redacted] and [redacted]');
  });

  it('leaves parts shorter than 4 characters, which would redact ordinary words', () => {
    expect(redact('a b:c in the text', 'b:c')).toBe('a b:c in the text');
  });
});

describe('describeFetchError', () => {
  it("names the system error under fetch's own message, else the message", () => {
    expect(describeFetchError(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe('ECONNREFUSED');
    expect(describeFetchError(new TypeError('fetch failed', { cause: { message: 'other side closed' } }))).toBe('other side closed');
    expect(describeFetchError(new Error('aborted'))).toBe('aborted');
    expect(describeFetchError('plain')).toBe('plain');
  });
});
