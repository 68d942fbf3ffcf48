import { type GenerationEvent, type GenerationStatus, isFinished } from '../../../api/contract/generation';
import { ApiError, generationsApi, NETWORK_ERROR_MESSAGE } from './client';

/**
 * Follows a job's Server-Sent Events (GET /api/v1/generations/:id/events) through the typed client:
 * EventSource cannot send the X-Client-Id or Authorization headers, so the stream is read with fetch
 * and parsed here. When the connection drops before the final status, it reconnects with
 * Last-Event-ID and the server resumes after the last event received: none is lost or repeated.
 */

/** One parsed message of the stream. */
interface ServerSentEvent {
  event: string;
  data: string;
  id: string | null;
}

/** Connections in a row that may fail (no answer, or dropped without an event) before following gives up. */
const MAX_FAILED_CONNECTIONS = 5;
const DEFAULT_RETRY_MS = 2000;
const LONG_CONNECTION_MS = 30_000;
const EVENT_KINDS = new Set<GenerationEvent['kind']>(['status', 'queue', 'progress', 'log', 'result', 'error']);

/**
 * Splits a text stream into events (the WHATWG event-stream format): `event:`, `data:` (joined by
 * newlines), `id:`, `retry:` and `:` comments, each event ended by a blank line.
 */
export async function* parseEventStream(
  text: ReadableStream<string>,
  onRetry: (ms: number) => void = () => undefined,
): AsyncGenerator<ServerSentEvent> {
  const reader = text.getReader();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line === '') {
          if (data.length > 0 || event) yield { event: event || 'message', data: data.join('\n'), id };
          event = '';
          data = [];
          id = null;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const raw = colon < 0 ? '' : line.slice(colon + 1);
        const content = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'event') event = content;
        else if (field === 'data') data.push(content);
        else if (field === 'id' && !content.includes('\u0000')) id = content;
        else if (field === 'retry' && /^\d+$/.test(content)) onRetry(Number(content));
      }
    }
  } finally {
    reader.releaseLock();
  }
}

function toGenerationEvent(message: ServerSentEvent): GenerationEvent | null {
  if (!EVENT_KINDS.has(message.event as GenerationEvent['kind'])) return null;
  try {
    const data = JSON.parse(message.data) as Record<string, unknown>;
    return { ...data, kind: message.event } as GenerationEvent;
  } catch {
    return null;
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Calls `onEvent` for every event of the job until its final status, which it resolves with.
 * Rejects with an ApiError when the server refuses (404: not this visitor's job) or the network stays
 * down, and with the abort reason when `signal` aborts.
 */
export async function followGeneration(
  id: string,
  onEvent: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<GenerationStatus> {
  let lastEventId: string | null = null;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  for (;;) {
    let received = false;
    const connectedAt = Date.now();
    let text: ReadableStream<string> | null = null;
    try {
      const response = await generationsApi.events(id, lastEventId, signal);
      if (!response.body) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
      text = response.body.pipeThrough(new TextDecoderStream());
      for await (const message of parseEventStream(text, (ms) => (retryMs = ms))) {
        if (message.id !== null) lastEventId = message.id;
        const event = toGenerationEvent(message);
        if (!event) continue;
        received = true;
        onEvent(event);
        if (event.kind === 'status' && isFinished(event.status)) return event.status;
      }
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      // The server answered and refused: reconnecting would only be refused again.
      if (error instanceof ApiError && !error.isNetworkError && error.status < 500) throw error;
    } finally {
      // Closes the connection when following stops early (final status, abort).
      text?.cancel().catch(() => undefined);
    }
    // The stream ended or broke before the final status: resume after the last event received. A
    // connection that brought events, or stayed open a while, was not a failure.
    failures = received || Date.now() - connectedAt > LONG_CONNECTION_MS ? 0 : failures + 1;
    if (failures >= MAX_FAILED_CONNECTIONS) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
    await wait(retryMs, signal);
  }
}
