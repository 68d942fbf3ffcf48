import pg from 'pg';
import type { Logger } from '../http/logger';

/**
 * Wakes the event streams of this process when a job's events change, whichever process wrote them:
 * one LISTEN connection per process on the `generation_events` channel (0005's trigger notifies it
 * with '<job id>:<kind>'). A status change of any job also wakes every stream, since the queue
 * positions of the jobs still waiting may have moved. After a reconnect every stream is woken, as
 * notifications sent meanwhile are lost; streams read the events table, so nothing is missed.
 */
export interface EventHub {
  /** Calls `listener` when the job has new events (or anything may have changed); returns the unsubscribe. */
  subscribe(generationId: string, listener: (kind: string) => void): () => void;
  /** True once the process is stopping: streams end so the server can close. */
  readonly closing: boolean;
  close(): Promise<void>;
}

export async function startEventHub(ownerUrl: string, logger: Logger): Promise<EventHub> {
  const listeners = new Map<string, Set<(kind: string) => void>>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const wakeAll = (kind = 'status') => {
    for (const set of listeners.values()) for (const listener of set) listener(kind);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: ownerUrl, application_name: 'studio18-events' });
    next.on('error', (error) => {
      logger.warn('generation event listener lost its connection', { error: error.message });
      reconnect();
    });
    next.on('notification', (message) => {
      const [id, kind] = (message.payload ?? '').split(':');
      if (kind === 'status') wakeAll();
      else if (id && kind) for (const listener of listeners.get(id) ?? []) listener(kind);
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
    get closing() {
      return closed;
    },
    async close() {
      closed = true;
      wakeAll();
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
