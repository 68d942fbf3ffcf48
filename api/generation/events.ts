import type { SSEStreamingApi } from 'hono/streaming';
import pg from 'pg';
import { type GenerationEvent, type GenerationStatus, isFinished } from '../contract/generation';
import type { Logger } from '../log/logger';

/**
 * Wakes the event streams of this process when a job's events change, whichever process wrote them:
 * one LISTEN connection per process on the `generation_events` channel (the events table's trigger notifies it
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
      connect().then(
        () => wakeAll(),
        (error: unknown) => {
          logger.warn('generation event listener could not reconnect', { error: String(error) });
          reconnect();
        },
      );
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

/** How many events one read of a job's events returns at most; a full page may have more behind it. */
export const EVENT_PAGE_SIZE = 500;

/** A job's event as stored: its id orders the job's events and is the stream's event id. */
export interface StoredJobEvent {
  id: string;
  kind: string;
  data: Record<string, unknown>;
}

/** What following a job reads (the generation service, as the owner). */
export interface JobEventSource {
  /** The job's events after `afterId`, in order, at most `limit` of them. */
  eventsAfter(generationId: string, afterId: string, limit: number): Promise<StoredJobEvent[]>;
  /** The job's status and its place in its provider's queue (1 = next), or null when the job is gone. */
  queueState(generationId: string): Promise<{ status: GenerationStatus; position: number | null } | null>;
}

/** The part of Hono's SSE stream that following a job writes to. */
export type EventStream = Pick<SSEStreamingApi, 'write' | 'writeSSE' | 'onAbort' | 'aborted' | 'closed'>;

/** Starts a timer and returns what cancels it; tests pass a clock they move themselves. */
export type StartTimer = (callback: () => void, ms: number) => () => void;

export interface FollowJobOptions {
  generationId: string;
  /** Only events after this one are sent: the Last-Event-ID the client resumes from, '0' for all. */
  afterId: string;
  /** Events per read; a read that returns a full page is followed by another at once. */
  pageSize: number;
  /** Idle this long, the stream sends a heartbeat comment and reads the job's events again. */
  heartbeatMs: number;
  /** The wire form of a stored event (result outputs get their signed URLs, and their gallery items, as they are sent). */
  toWire(event: StoredJobEvent): GenerationEvent | Promise<GenerationEvent>;
  startTimer?: StartTimer;
}

/** Browsers reconnect this long after a dropped stream, sending the Last-Event-ID they saw. */
const RETRY_MS = 2000;

const realTimer: StartTimer = (callback, ms) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

/**
 * Follows one job as Server-Sent Events on `stream`: every event after `afterId`, then each new one
 * as the hub announces it, the job's place in the queue while it waits (sent when it changes), and a
 * heartbeat when idle. Ends after the job's final status, when the job is gone, when the client goes
 * away or when the hub closes. Resolves once it has ended and let go of the hub.
 */
export async function followJob(
  hub: Pick<EventHub, 'subscribe' | 'watchQueue' | 'closing'>,
  source: JobEventSource,
  stream: EventStream,
  options: FollowJobOptions,
): Promise<void> {
  const follower = new JobFollower(hub, source, stream, options);
  try {
    await follower.run();
  } finally {
    follower.release();
  }
}

/** What a look at the queue decided. */
type QueueOutcome = 'wait' | 'read-last' | 'end';

class JobFollower {
  private lastId: string;
  /** Something may have changed since the last read (a notification, a heartbeat, the client leaving). */
  private pending = true;
  private wake: (() => void) | undefined;
  /** The job's last status as its events told it; its place in the queue is read only while queued. */
  private status: GenerationStatus | undefined;
  private finished = false;
  /**
   * The job's row said it is finished: the events read next are its last ones (a stream resumed after
   * its final event has none left to send), so the stream ends after that read.
   */
  private finalRead = false;
  private lastPosition: number | null = null;
  private readonly unsubscribe: () => void;
  private unwatchQueue: (() => void) | undefined;
  private readonly startTimer: StartTimer;

  constructor(
    private readonly hub: Pick<EventHub, 'subscribe' | 'watchQueue' | 'closing'>,
    private readonly source: JobEventSource,
    private readonly stream: EventStream,
    private readonly options: FollowJobOptions,
  ) {
    this.lastId = options.afterId;
    this.startTimer = options.startTimer ?? realTimer;
    this.unsubscribe = hub.subscribe(options.generationId, this.rouse);
    stream.onAbort(this.rouse);
  }

  private readonly rouse = () => {
    this.pending = true;
    this.wake?.();
  };

  private get open(): boolean {
    return !this.stream.aborted && !this.stream.closed && !this.finished && !this.hub.closing;
  }

  async run(): Promise<void> {
    await this.stream.write(`retry: ${RETRY_MS}\n\n`);
    while (this.open) {
      if (this.pending) {
        this.pending = false;
        await this.sendNewEvents();
        if (this.finished || this.finalRead) return;
        const outcome = await this.followQueue();
        if (outcome === 'end') return;
        if (outcome === 'read-last') continue;
      }
      await this.idle();
    }
  }

  release(): void {
    this.unsubscribe();
    this.unwatchQueue?.();
  }

  /** Sends every event after the last one sent, page after page until a page is not full. */
  private async sendNewEvents(): Promise<void> {
    const { generationId, pageSize } = this.options;
    for (;;) {
      const events = await this.source.eventsAfter(generationId, this.lastId, pageSize);
      for (const event of events) {
        await this.stream.writeSSE({ id: event.id, event: event.kind, data: JSON.stringify(await this.options.toWire(event)) });
        this.lastId = event.id;
        if (event.kind === 'status') this.noteStatus((event.data as { status?: GenerationStatus }).status);
      }
      if (events.length < pageSize) return;
    }
  }

  private noteStatus(status: GenerationStatus | undefined): void {
    this.status = status;
    if (status && isFinished(status)) this.finished = true;
  }

  /**
   * While the job waits (or before any status event), sends its place in the queue when it changed and
   * watches the queue, since others starting move it up. Once it has left the queue the watch ends.
   */
  private async followQueue(): Promise<QueueOutcome> {
    if (this.status === undefined || this.status === 'queued') {
      const state = await this.source.queueState(this.options.generationId);
      // The job is gone (an anonymous job past its time): nothing more will come.
      if (!state) return 'end';
      if (state.position !== null && state.position !== this.lastPosition) {
        this.lastPosition = state.position;
        await this.stream.writeSSE({
          event: 'queue',
          data: JSON.stringify({ kind: 'queue', position: state.position } satisfies GenerationEvent),
        });
      }
      if (state.status === 'queued') this.unwatchQueue ??= this.hub.watchQueue(this.rouse);
      if (isFinished(state.status)) {
        // Its final events were read above unless they were written just now: read once more, then end.
        this.finalRead = true;
        this.pending = true;
        return 'read-last';
      }
    }
    if (this.status !== undefined && this.status !== 'queued') {
      this.unwatchQueue?.();
      this.unwatchQueue = undefined;
    }
    return 'wait';
  }

  /** Waits for a wake-up; after heartbeatMs without one, sends a heartbeat and reads again. */
  private async idle(): Promise<void> {
    const timedOut = await new Promise<boolean>((resolve) => {
      const cancel = this.startTimer(() => resolve(true), this.options.heartbeatMs);
      this.wake = () => {
        cancel();
        resolve(false);
      };
      if (this.pending || this.stream.aborted) this.wake();
    });
    this.wake = undefined;
    if (timedOut && !this.stream.aborted) {
      await this.stream.write(': heartbeat\n\n');
      // A notification can be lost while the listener reconnects; a heartbeat also re-reads.
      this.pending = true;
    }
  }
}
