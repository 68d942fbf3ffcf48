/**
 * A small Server-Sent Events reader over fetch, for tests and benchmarks: it records when each event
 * arrived, so a test can show events were delivered while the job ran, not all at the end.
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
}

const isFinal = (event: ReceivedEvent) =>
  event.event === 'status' && ['succeeded', 'failed', 'canceled'].includes((event.data as { status?: string }).status ?? '');

export async function followEvents(url: string, options: FollowOptions = {}): Promise<{ events: ReceivedEvent[]; status: number; headers: Headers; comments: number }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('SSE follow timed out')), options.timeoutMs ?? 30_000);
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...options.headers, ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  let comments = 0;
  if (!res.ok || !res.body) {
    clearTimeout(timer);
    return { events, status: res.status, headers: res.headers, comments };
  }
  const until = options.until ?? isFinal;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let current: { id?: string; event?: string; data: string[] } = { data: [] };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (current.data.length > 0) {
            const raw = current.data.join('\n');
            let data: unknown = raw;
            try {
              data = JSON.parse(raw);
            } catch {
              // keep the text
            }
            const event: ReceivedEvent = { id: current.id, event: current.event ?? 'message', data, at: performance.now() };
            events.push(event);
            if (until(event, events)) {
              controller.abort();
              return { events, status: res.status, headers: res.headers, comments };
            }
          }
          current = { data: [] };
        } else if (line.startsWith(':')) comments++;
        else {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') current.data.push(text);
          else if (field === 'event') current.event = text;
          else if (field === 'id') current.id = text;
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
  return { events, status: res.status, headers: res.headers, comments };
}
