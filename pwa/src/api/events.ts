import { type EventSourceMessage, EventSourceParserStream, ParseError } from 'eventsource-parser/stream';
import { type GenerationEvent, type GenerationStatus, isFinished } from '../../../api/contract/generation';
import { ApiError, generationsApi, NETWORK_ERROR_MESSAGE } from './client';

/**
 * Follows a job's Server-Sent Events (GET /api/v1/generations/:id/events) through the typed client:
 * EventSource cannot send the X-Client-Id or Authorization headers, so the stream is read with fetch
 * and parsed by eventsource-parser. When the connection drops before the final status, it reconnects with
 * Last-Event-ID and the server resumes after the last event received: none is lost or repeated.
 */

/** Connections in a row that may fail (no answer, or dropped without an event) before following gives up. */
const MAX_FAILED_CONNECTIONS = 5;
const DEFAULT_RETRY_MS = 2000;
const LONG_CONNECTION_MS = 30_000;
/**
 * The most text one event may take while it is read (its unfinished line and its data so far). The
 * job's events are a few kilobytes at most; a line that runs on past this is not an event of ours
 * (a broken proxy, a page of HTML), and reading it whole could exhaust the tab's memory.
 */
export const MAX_EVENT_CHARS = 1 << 20;
export const EVENT_TOO_LARGE_MESSAGE = "The job's progress could not be read. Please reload the page to see its result.";
const EVENT_KINDS = new Set<GenerationEvent['kind']>(['status', 'queue', 'progress', 'log', 'result', 'error']);

/**
 * The events of a response body in the event-stream format (`event:`, `data:` lines joined by
 * newlines, `id:`, `retry:`, `:` comments; each event ended by a blank line), whatever the chunks
 * it arrives in. The stream errors with a ParseError when one event runs past MAX_EVENT_CHARS.
 */
export function readEventStream(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onRetry: (ms: number) => void = () => undefined,
): ReadableStream<EventSourceMessage> {
  return body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream({ onRetry, maxBufferSize: MAX_EVENT_CHARS }));
}

const isTooLarge = (error: unknown) => error instanceof ParseError && error.type === 'max-buffer-size-exceeded';

function toGenerationEvent(message: EventSourceMessage): GenerationEvent | null {
  if (!message.event || !EVENT_KINDS.has(message.event as GenerationEvent['kind'])) return null;
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
    let messages: ReadableStreamDefaultReader<EventSourceMessage> | null = null;
    try {
      const response = await generationsApi.events(id, lastEventId, signal);
      if (!response.body) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
      messages = readEventStream(response.body, (ms) => (retryMs = ms)).getReader();
      for (;;) {
        const { value: message, done } = await messages.read();
        if (done) break;
        if (message.id !== undefined) lastEventId = message.id;
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
      // An event too large to read would come again on the next connection: following stops here.
      if (isTooLarge(error)) throw new ApiError(502, 'event_too_large', EVENT_TOO_LARGE_MESSAGE);
    } finally {
      // Closes the connection when following stops early (final status, abort, an event too large).
      messages?.cancel().catch(() => undefined);
    }
    // The stream ended or broke before the final status: resume after the last event received. A
    // connection that brought events, or stayed open a while, was not a failure.
    failures = received || Date.now() - connectedAt > LONG_CONNECTION_MS ? 0 : failures + 1;
    if (failures >= MAX_FAILED_CONNECTIONS) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
    await wait(retryMs, signal);
  }
}
