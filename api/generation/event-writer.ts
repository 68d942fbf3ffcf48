import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../log/logger';
import type { ProgressUpdate } from './providers/provider';

/**
 * A running job's events, in the order they happen, written by one writer in batches: the provider
 * never waits for them, and lines that arrive while a batch is being written go in the next one
 * (one statement each). The latest progress goes with its batch, in the same statement as the
 * job's progress column. `drain` waits until everything written so far is stored.
 */
export function eventWriter(owner: Kysely<Database>, jobId: string, log: Logger) {
  let lines: Array<{ kind: 'progress' | 'log'; data: Record<string, unknown> }> = [];
  let percent: number | null = null;
  let written: Promise<void> = Promise.resolve();
  const flush = async () => {
    const batch = lines;
    const progress = percent;
    lines = [];
    percent = null;
    if (batch.length === 0) return;
    const values = JSON.stringify(batch);
    await sql`
      with progress as (
        update public.generations set progress = ${progress}::int
        where id = ${jobId} and status = 'running' and ${progress}::int is not null
      )
      insert into public.generation_events (generation_id, kind, data)
      select ${jobId}::uuid, line.value ->> 'kind', line.value -> 'data'
      from jsonb_array_elements(${values}::jsonb) with ordinality as line(value, n)
      order by line.n`.execute(owner);
  };
  const add = (line: (typeof lines)[number]) => {
    lines.push(line);
    if (lines.length === 1) written = written.then(flush).catch((error: unknown) => log.warn('job events write failed', { error }));
  };
  return {
    log: (message: string) => add({ kind: 'log', data: { message } }),
    progress(value: number) {
      percent = value;
      add({ kind: 'progress', data: { percent: value } });
    },
    drain: () => written,
  };
}

export type EventWriter = ReturnType<typeof eventWriter>;

/** Progress is written at most this often; the latest value in between is written when the time is up. */
const PROGRESS_INTERVAL_MS = 150;
/** Progress shown while the provider works stays below 100 until the outputs are stored. */
const PROGRESS_CAP = 95;

/**
 * What a provider reports, as the job's events: its messages and provider-queue positions as log
 * lines, its progress only when it moves forward, capped, and at most every PROGRESS_INTERVAL_MS.
 * `settle` drops a pending progress write (the job is ending) and waits for the writer to drain.
 */
export function progressReporter(events: EventWriter) {
  let lastPercent = -1;
  let lastWrite = 0;
  let pendingPercent: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = (percent: number) => {
    lastWrite = Date.now();
    pendingPercent = null;
    events.progress(percent);
  };
  const cancelPending = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return {
    onProgress(update: ProgressUpdate): void {
      if (update.message) events.log(update.message.slice(0, 500));
      if (update.queuePosition !== undefined) events.log(`Waiting at the provider: position ${update.queuePosition} in its queue`);
      if (update.percent === undefined) return;
      const percent = Math.max(0, Math.min(PROGRESS_CAP, Math.floor(update.percent)));
      if (percent <= lastPercent) return;
      lastPercent = percent;
      if (Date.now() - lastWrite >= PROGRESS_INTERVAL_MS) write(percent);
      else {
        pendingPercent = percent;
        timer ??= setTimeout(() => {
          timer = undefined;
          if (pendingPercent !== null) write(pendingPercent);
        }, PROGRESS_INTERVAL_MS);
      }
    },
    /** The job's last lines are stored before its final status, so a stream shows them in order. */
    async settle(): Promise<void> {
      cancelPending();
      await events.drain();
    },
    cancelPending,
  };
}

export type ProgressReporter = ReturnType<typeof progressReporter>;
