/**
 * Reading the answers of servers the site calls (generation providers, the hosted moderation
 * classifier). Their answers are untrusted input: a body is read only up to a size the caller names,
 * and a credential they may echo back is taken out before anything is logged or shown.
 */

/** The body, refused as soon as Content-Length or the bytes read so far pass `maxBytes`. */
export async function readCapped(response: Response, maxBytes: number, tooLarge: (detail: string) => Error): Promise<Uint8Array> {
  const declared = response.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(`Content-Length ${declared} over ${maxBytes}`);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(`body over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Removes a credential (and each part of an `id:secret` one) from text that may have echoed it. */
export function redact(text: string, secret: string): string {
  const parts = [secret, ...secret.split(':')].filter((part) => part.length >= 4);
  return parts.reduce((result, part) => result.split(part).join('[redacted]'), text);
}

/** Why a call failed, for the log: the system error code (ECONNREFUSED…) under fetch's own message when there is one. */
export function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
