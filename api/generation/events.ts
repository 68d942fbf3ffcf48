import pg from 'pg';
import type { Logger } from '../log/logger';

/**
 * Wakes the event streams of this process when a job's events change, whichever process wrote them:
 * one LISTEN connection per process on the `generation_events` channel (0005/0008's trigger notifies it
 * with '<job id>:<kind>', '<job id>:status:<status>' and '<job id>:cancel'). A job that starts or
 * leaves the queue moves the positions of the jobs waiting behind it, so it also wakes the streams
 * watching the queue (only those whose job is queued), at most every QUEUE_TICK_MS: each woken stream
 * reads its position from the database. After a reconnect every stream is woken, as notifications
 * sent meanwhile are lost; streams read the events table, so nothing is missed.
 */
export interface EventHub {
  /**
   * Calls `listener` with the notification's kind ('status', 'log', …, 'cancel') when the job has new
   * events, or with 'all' when anything may have changed (notifications were lost); returns the unsubscribe.
   */
  subscribe(generationId: string, listener: (kind: string) => void): () => void;
  /** Calls `listener` when jobs start or leave the queue (positions may have moved); returns the unsubscribe. */
  watchQueue(listener: () => void): () => void;
  /** True once the process is stopping: streams end so the server can close. */
  readonly closing: boolean;
  close(): Promise<void>;
}

/** Queue positions are re-read at most this often, however many jobs start meanwhile. */
export const QUEUE_TICK_MS = 200;

/**
 * Statuses that take a job out of the queue. A job entering it is behind every waiting one, except one
 * given back by a stopping worker, whose effect on the positions is shown at the queue's next move.
 */
const LEAVES_QUEUE = new Set(['running', 'canceled', 'failed']);

export async function startEventHub(ownerUrl: string, logger: Logger): Promise<EventHub> {
  const listeners = new Map<string, Set<(kind: string) => void>>();
  const queueWatchers = new Set<() => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let queueTick: ReturnType<typeof setTimeout> | undefined;

  const wakeQueue = () => {
    if (queueTick) clearTimeout(queueTick);
    queueTick = undefined;
    for (const listener of queueWatchers) listener();
  };
  const queueMoved = () => {
    if (queueTick || queueWatchers.size === 0) return;
    queueTick = setTimeout(wakeQueue, QUEUE_TICK_MS);
    queueTick.unref?.();
  };
  const wakeAll = () => {
    for (const set of listeners.values()) for (const listener of set) listener('all');
    wakeQueue();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: ownerUrl, application_name: 'studio18-events' });
    next.on('error', (error) => {
      logger.warn('generation event listener lost its connection', { error: error.message });
      reconnect();
    });
    next.on('notification', (message) => {
      const [id, kind, status] = (message.payload ?? '').split(':');
      if (!id || !kind) return;
      for (const listener of listeners.get(id) ?? []) listener(kind);
      if (kind === 'status' && (status === undefined || LEAVES_QUEUE.has(status))) queueMoved();
    });
    await next.connect();
    await next.query('listen generation_events');
    client = next;
  };

  const reconnect = () => {
    const old = client;
    client = undefined;
    void old?.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(() => wakeAll(), (error: unknown) => {
        logger.warn('generation event listener could not reconnect', { error: String(error) });
        reconnect();
      });
    }, 1000);
    retry.unref?.();
  };

  await connect();

  return {
    subscribe(generationId, listener) {
      let set = listeners.get(generationId);
      if (!set) listeners.set(generationId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(generationId);
      };
    },
    watchQueue(listener) {
      queueWatchers.add(listener);
      return () => void queueWatchers.delete(listener);
    },
    get closing() {
      return closed;
    },
    async close() {
      closed = true;
      wakeAll();
      if (retry) clearTimeout(retry);
      if (queueTick) clearTimeout(queueTick);
      await client?.end().catch(() => undefined);
    },
  };
}
