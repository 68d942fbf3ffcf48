import { createParser, type EventSourceMessage, type ParseError } from 'eventsource-parser';

/**
 * A small Server-Sent Events reader over fetch, for tests and benchmarks: it records when each event
 * arrived, so a test can show events were delivered while the job ran, not all at the end. The
 * parsing is eventsource-parser's; a stream whose unfinished line or event grows past
 * `maxBufferChars` is refused rather than held in memory.
 */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  /** performance.now() when the event's last line arrived. */
  at: number;
}

export interface FollowOptions {
  headers?: Record<string, string>;
  lastEventId?: string;
  /** Stop (and close the connection) after this event; default: the final status event. */
  until?: (event: ReceivedEvent, all: ReceivedEvent[]) => boolean;
  timeoutMs?: number;
  /** Characters an unfinished line or event may hold; default 1 MiB. */
  maxBufferChars?: number;
}

export interface FollowResult {
  events: ReceivedEvent[];
  status: number;
  headers: Headers;
  /** Comment lines seen (the server's heartbeats). */
  comments: number;
}

const DEFAULT_MAX_BUFFER_CHARS = 1024 * 1024;

const isFinal = (event: ReceivedEvent) =>
  event.event === 'status' && ['succeeded', 'failed', 'canceled'].includes((event.data as { status?: string }).status ?? '');

/** An event's data as JSON when it is JSON, else as the text it is. */
function received(message: EventSourceMessage): ReceivedEvent {
  let data: unknown = message.data;
  try {
    data = JSON.parse(message.data);
  } catch {
    // keep the text
  }
  return { id: message.id, event: message.event ?? 'message', data, at: performance.now() };
}

/**
 * Follows `url`'s event stream until `until` says so (by default the job's final status), the stream
 * ends or `timeoutMs` passes. Throws when the stream breaks the buffer limit or fails other than by
 * our own stop.
 */
export async function followEvents(url: string, options: FollowOptions = {}): Promise<FollowResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('SSE follow timed out')), options.timeoutMs ?? 30_000);
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...options.headers, ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    signal: controller.signal,
  });
  const result: FollowResult = { events: [], status: res.status, headers: res.headers, comments: 0 };
  if (!res.ok || !res.body) {
    clearTimeout(timer);
    return result;
  }
  const until = options.until ?? isFinal;
  let stopped = false;
  let refused: ParseError | null = null;
  const parser = createParser({
    maxBufferSize: options.maxBufferChars ?? DEFAULT_MAX_BUFFER_CHARS,
    onEvent(message) {
      if (stopped) return;
      const event = received(message);
      result.events.push(event);
      if (until(event, result.events)) stopped = true;
    },
    onComment() {
      result.comments++;
    },
    onError(error) {
      // Unknown fields and bad retry values are ignored, as a browser would; only the limit stops us.
      if (error.type === 'max-buffer-size-exceeded') refused = error;
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!stopped) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      if (refused) throw new Error('The event stream sent a line or event over the size limit', { cause: refused });
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    if (stopped) controller.abort();
    await reader.cancel().catch(() => undefined);
  }
  return result;
}
