import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import { generationMessages } from '../contract/generation';
import type { Database } from '../db/schema';
import type { Logger } from '../log/logger';
import type { Metrics } from '../metrics/metrics';
import type { Storage } from '../storage/storage';
import { deleteExpiredUploads } from '../uploads/service';
import { eventWriter, progressReporter } from './event-writer';
import type { EventHub } from './events';
import { cancelAsked, type ClaimedJob, claimJob, recoverJobs, renewLease } from './job-store';
import { ProviderError, type ProviderName } from './providers/provider';
import type { ProviderRegistry } from './registry';
import type { Analyser } from '../safety/analyser';
import { createRunner, type JobStep, startingLines, Stopped } from './runner';
import { CONTRACT_TOOLS, type ToolTable } from './tool-table';

/**
 * Takes jobs and runs them. The `generations` row is the truth: a job is claimed, kept, ended and
 * swept by SQL functions (job-store.ts), so it runs once however many wake-ups or processes there are,
 * and a failure's refund commits with its status. pg-boss only carries the wake-ups, one queue per
 * provider so each provider has its own concurrency (WORKER_CONCURRENCY_<PROVIDER> run slots per
 * process); a job submitted in a process with a slot free for its provider starts there at once.
 * While a job runs its worker renews its lease; the sweep queues again (or ends, refunded) a job whose
 * lease ran out because its worker died. The steps of a run are in runner.ts.
 */

export const queueName = (provider: string) => `generation-${provider}`;
export const CLEANUP_QUEUE = 'generation-cleanup';

export interface WorkerDeps {
  owner: Kysely<Database>;
  /** Wakes a running job when it gets events, so a cancel asked for in any process stops it at once. */
  hub: EventHub;
  boss: PgBoss;
  storage: Storage;
  registry: ProviderRegistry;
  config: Config;
  logger: Logger;
  /** The tools jobs may be of (default: the contract's). */
  tools?: ToolTable;
  /** Called between a job's steps; tests throw ProcessKilled from it to play a process dying there. */
  onStep?: (step: JobStep, jobId: string) => void | Promise<void>;
  /** The output safety analyser (default: the process's shared one, when SAFETY_CHECK=on). */
  analyser?: Analyser;
  /** Tells the member by Web Push that a job they asked about ended (api/push); none when push is off. */
  push?: { jobEnded(jobId: string): Promise<number>; sweep(): Promise<number> };
  /** Where the jobs' ends, provider failures and fallbacks are counted (default: a registry of this worker's own). */
  metrics?: Metrics;
}

/** `size` slots: tryTake takes one if free, take waits for one, give hands one back (to a waiter first). */
function runSlots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    tryTake(): boolean {
      if (free === 0) return false;
      free--;
      return true;
    },
    async take(): Promise<void> {
      if (free > 0) {
        free--;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give(): void {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

type Slots = ReturnType<typeof runSlots>;

/** Aborts the job's run with a cancel once the database says one was asked for. */
const cancelWith = (controller: AbortController) => (asked: boolean | null) => {
  if (asked) controller.abort(new ProviderError('canceled', generationMessages.canceled));
};

/**
 * Listens for the job's cancel before it is claimed, so a cancel asked for during the claim is not
 * missed. Until `attach` gives it the job's controller it only notes that a check is due.
 */
function watchCancel(owner: Kysely<Database>, hub: EventHub, id: string) {
  let due = false;
  let check = () => {
    due = true;
  };
  // 'cancel': asked for now; 'all': the listener reconnected and may have missed it.
  const unsubscribe = hub.subscribe(id, (kind) => {
    if (kind === 'cancel' || kind === 'all') check();
  });
  return {
    unsubscribe,
    attach(controller: AbortController, log: Logger) {
      check = () =>
        void cancelAsked(owner, id).then(cancelWith(controller), (error: unknown) => log.warn('cancel check failed', { error }));
      if (due) check();
    },
  };
}

/** Renews the job's lease every third of it while it runs; a cancel asked for meanwhile aborts the run. */
function keepLease(
  owner: Kysely<Database>,
  job: ClaimedJob,
  workerId: string,
  leaseSeconds: number,
  controller: AbortController,
  log: Logger,
) {
  const timer = setInterval(
    () => {
      renewLease(owner, job.id, workerId, leaseSeconds).then(cancelWith(controller), (error: unknown) =>
        log.warn('lease renewal failed', { error }),
      );
    },
    Math.max(500, (leaseSeconds * 1000) / 3),
  );
  return () => clearInterval(timer);
}

/**
 * Deletes anonymous jobs whose time is up (ANON_OUTPUT_TTL_HOURS) with their outputs; answers how many.
 * A removed held job's files are already gone; a released one's are on the job.
 */
async function deleteExpiredJobs(owner: Kysely<Database>, storage: Storage): Promise<number> {
  const expired = await owner
    .selectFrom('generations')
    .select(['id', 'outputs'])
    .where('expires_at', '<', sql<Date>`now()`)
    // A held job waits for the administrator's decision first (a release may still deliver it).
    .where('status', 'not in', ['queued', 'running', 'held'])
    .limit(500)
    .execute();
  for (const job of expired) {
    for (const output of job.outputs) await storage.delete('generations', output.key);
    await owner.deleteFrom('generations').where('id', '=', job.id).execute();
  }
  return expired.length;
}

export function createWorker(deps: WorkerDeps) {
  const { owner, boss, storage, registry, config, logger, hub } = deps;
  const tools = deps.tools ?? CONTRACT_TOOLS;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const runner = createRunner({
    owner,
    storage,
    registry,
    config,
    tools,
    workerId,
    onStep: deps.onStep,
    analyser: deps.analyser,
    metrics: deps.metrics,
  });
  const firstLines = startingLines(tools);
  const running = new Map<string, AbortController>();
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let stopping = false;

  /** Claims the job and runs it to its end; nothing when another worker has it or it is no longer queued. */
  async function execute(id: string): Promise<void> {
    const cancel = watchCancel(owner, hub, id);
    let job: ClaimedJob | null;
    try {
      job = await claimJob(owner, id, workerId, config.generation.leaseSeconds, firstLines);
    } catch (error) {
      cancel.unsubscribe();
      throw error;
    }
    if (!job) {
      cancel.unsubscribe();
      return;
    }
    const controller = new AbortController();
    running.set(job.id, controller);
    const log = logger.child({ job: job.id, tool: job.tool });
    cancel.attach(controller, log);
    const stopLease = keepLease(owner, job, workerId, config.generation.leaseSeconds, controller, log);
    const events = eventWriter(owner, job.id, log);
    const progress = progressReporter(events);
    try {
      await runner.runJob({ job, signal: controller.signal, events, progress, log });
    } finally {
      progress.cancelPending();
      stopLease();
      cancel.unsubscribe();
      running.delete(job.id);
    }
    // After the end committed, and not awaited: the push services' answers never delay the next job.
    if (deps.push) void deps.push.jobEnded(job.id).catch((error: unknown) => log.warn('push notification failed', { error }));
  }

  /**
   * Jobs whose worker died: canceled and refunded when a cancel was asked for, else queued again while
   * attempts remain, else failed and refunded; a queued job with a cancel asked for is canceled and
   * refunded (recover_generations). Queued jobs whose wake-up may have been lost (the process died
   * between commit and send) are woken again.
   */
  async function recover(): Promise<{ requeued: number; refunded: number; canceled: number; woken: number }> {
    const swept = await recoverJobs(owner, config.generation.maxAttempts, {
      canceled: generationMessages.canceled,
      lost: generationMessages.workerLost,
    });
    for (const job of swept) if (job.outcome === 'requeued') await wake(job.generation_id, job.queue_provider);
    const waiting = await owner
      .selectFrom('generations')
      .select(['id', 'provider'])
      .where('status', '=', 'queued')
      .where('cancel_requested', '=', false)
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${Math.max(5, config.generation.pollSeconds * 3)})`)
      .limit(200)
      .execute();
    for (const job of waiting) await wake(job.id, job.provider);
    // Notifications owed for jobs the sweep ended, or whose worker died before sending.
    if (deps.push) void deps.push.sweep().catch((error: unknown) => logger.warn('push sweep failed', { error }));
    const count = (outcome: string) => swept.filter((job) => job.outcome === outcome).length;
    return { requeued: count('requeued'), refunded: count('failed'), canceled: count('canceled'), woken: waiting.length };
  }

  /** Deletes anonymous outputs and uploads whose time is up (ANON_OUTPUT_TTL_HOURS). */
  async function cleanup(): Promise<{ generations: number; uploads: number }> {
    const generations = await deleteExpiredJobs(owner, storage);
    const uploads = await deleteExpiredUploads(storage, owner);
    return { generations, uploads };
  }

  /** pg-boss worker ids of this process per queue: a wake-up pokes them instead of waiting for their next poll. */
  const localWorkers = new Map<string, string[]>();
  /**
   * This process's run slots per queue (WORKER_CONCURRENCY_<PROVIDER>), shared by the queue's
   * handlers and the jobs wake() starts at once, so at most that many run here.
   */
  const slots = new Map<string, Slots>();

  /** Runs the job in a slot already taken, giving the slot back when it ends. */
  function runInSlot(generationId: string, slot: Slots): void {
    void execute(generationId)
      .catch((error: unknown) => logger.warn('generation could not start', { job: generationId, error }))
      .finally(() => slot.give());
  }

  /**
   * Gets a queued job run. When this process has a worker for its provider with a slot free, the job
   * starts here at once (no round trip through the queue); otherwise it goes on the provider's
   * pg-boss queue for any process's workers. Either way the claim decides who runs it, and a wake-up
   * lost to a crash is sent again by recover().
   */
  async function wake(generationId: string, provider: string): Promise<void> {
    const queue = queueName(provider);
    const local = slots.get(queue);
    if (local && !stopping && local.tryTake()) {
      runInSlot(generationId, local);
      return;
    }
    // pg-boss neither retries nor expires a job: the row's lease and the sweep do, with the refund.
    await boss.send(queue, { generationId }, { retryLimit: 0, expireInSeconds: Math.ceil(config.providers.timeoutMs / 1000) + 600 });
    // Idle workers of other processes find it at their next poll (WORKER_POLL_SECONDS).
    for (const id of localWorkers.get(queue) ?? []) boss.notifyWorker(id);
  }

  /** The provider's queue handlers of this process: one per slot, each running one job at a time. */
  async function workQueue(name: ProviderName): Promise<void> {
    const concurrency = config.generation.concurrency[name];
    const queue = queueName(name);
    const local = runSlots(concurrency);
    slots.set(queue, local);
    const ids: string[] = [];
    localWorkers.set(queue, ids);
    for (let slot = 0; slot < concurrency; slot++) {
      let self = '';
      const id = await boss.work<{ generationId: string }>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: config.generation.pollSeconds },
        async ([job]) => {
          if (!job || stopping) return;
          await local.take();
          try {
            if (!stopping) await execute(job.data.generationId);
          } finally {
            local.give();
          }
          // pg-boss waits a whole polling interval after every fetch; after a job, look for the next at once.
          if (self) boss.notifyWorker(self);
        },
      );
      self = id;
      ids.push(id);
    }
  }

  return {
    workerId,
    wake,
    recover,
    cleanup,
    execute,
    /** Starts taking jobs of every provider configured in this process. */
    async start(): Promise<void> {
      for (const name of registry.names()) await workQueue(name);
      await boss.work(CLEANUP_QUEUE, async () => {
        const removed = await cleanup();
        if (removed.generations || removed.uploads) logger.info('expired anonymous outputs deleted', removed);
      });
      await boss.schedule(CLEANUP_QUEUE, '*/10 * * * *');
      const sweep = setInterval(
        () => {
          recover().catch((error: unknown) => logger.warn('generation recovery failed', { error }));
        },
        Math.max(1000, (config.generation.leaseSeconds * 1000) / 2),
      );
      sweep.unref?.();
      timers.push(sweep);
    },
    /** Stops taking jobs; jobs in flight are given back to the queue for another worker. */
    async stop(): Promise<void> {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      for (const controller of running.values()) controller.abort(new Stopped('stopping'));
      const deadline = Date.now() + 10_000;
      while (running.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
