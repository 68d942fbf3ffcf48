import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import { type AnyToolParams, fluxLog, generationMessages, type ToolId, TOOLS } from '../contract/generation';
import type { Database, StoredOutput } from '../db/schema';
import type { Logger } from '../log/logger';
import type { Storage } from '../storage/storage';
import { outputTooLarge } from './providers/download';
import { type GenerationProvider, type InputImage, ProviderError, type ProviderName, type ProviderResult } from './providers/provider';
import { sniffImageType, sniffVideoType } from '../storage/sniff';
import { readUpload } from '../uploads/service';
import { thumbnailForOutput } from '../gallery/thumbnails';
import type { EventHub } from './events';
import type { ProviderRegistry } from './registry';
import { buildTask } from './tasks';

/**
 * Runs the jobs. pg-boss carries the wake-ups (one queue per provider, so each provider has its own
 * concurrency), except that a job submitted in a process whose worker has a slot free for its provider
 * starts there at once; the `generations` row is the truth: a worker takes a job by moving it from queued to
 * running in one statement, so a job runs once however many wake-ups or processes there are. While it
 * runs, the worker renews its lease; a job whose lease ran out (its worker died) is queued again, or
 * after WORKER_MAX_ATTEMPTS failed and refunded. Network-type failures are retried up to 3 times,
 * waiting 2 s × the attempt (spec §4), then the tool's fallback provider is tried; a final failure
 * refunds the tokens in the same transaction that marks the job failed.
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
}

interface Claimed {
  id: string;
  user_id: string | null;
  client_hash: string | null;
  tool: string;
  params: Record<string, unknown>;
  prompt: string;
  upload_id: string | null;
  provider: string;
  fallback_provider: string | null;
  spend_transaction_id: string | null;
  attempts: number;
}

class Stopped extends Error {}

/**
 * A running job's events, in the order they happen, written by one writer in batches: the provider
 * never waits for them, and lines that arrive while a batch is being written go in the next one
 * (one statement each). The latest progress goes with its batch, in the same statement as the
 * job's progress column. `drain` waits until everything written so far is stored.
 */
function eventWriter(owner: Kysely<Database>, jobId: string, log: Logger) {
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

type EventWriter = ReturnType<typeof eventWriter>;

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

export function createWorker(deps: WorkerDeps) {
  const { owner, boss, storage, registry, config, logger, hub } = deps;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const running = new Map<string, AbortController>();
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let stopping = false;

  const event = (generationId: string, kind: 'status' | 'progress' | 'log' | 'result' | 'error', data: Record<string, unknown>) =>
    owner.insertInto('generation_events').values({ generation_id: generationId, kind, data: JSON.stringify(data) }).execute();

  /** The line each tool's job starts its log with. */
  const startingLines = JSON.stringify(
    Object.fromEntries(Object.entries(TOOLS).map(([id, info]) => [id, info.output === 'image' ? fluxLog.starting : 'Starting video generation...'])),
  );

  /**
   * Takes a queued job for this worker; null when another worker has it or it is no longer queued.
   * The same statement writes the job's 'running' status and its first log line (one round trip and
   * one commit, where they were three).
   */
  async function claim(id: string): Promise<Claimed | null> {
    const { rows } = await sql<Claimed>`
      with claimed as (
        update public.generations
        set status = 'running', worker_id = ${workerId}, attempts = attempts + 1,
          lease_expires_at = now() + make_interval(secs => ${config.generation.leaseSeconds}),
          started_at = coalesce(started_at, now())
        where id = ${id} and status = 'queued' and not cancel_requested
        returning id, user_id, client_hash, tool, params, prompt, upload_id, provider, fallback_provider, spend_transaction_id, attempts
      ), written as (
        insert into public.generation_events (generation_id, kind, data)
        select claimed.id, line.kind, line.data
        from claimed cross join lateral (values
          (1, 'status', jsonb_build_object('status', 'running')),
          (2, 'log', jsonb_build_object('message', ${startingLines}::jsonb ->> claimed.tool))
        ) as line(n, kind, data)
        order by line.n
      )
      select * from claimed`.execute(owner);
    return rows[0] ?? null;
  }

  async function loadImage(uploadId: string | null): Promise<InputImage | null> {
    if (!uploadId) return null;
    const upload = await readUpload(storage, owner, uploadId);
    if (!upload) throw new ProviderError('provider_error', generationMessages.uploadMissing);
    return upload;
  }

  /** One provider, with the spec's retries of network-type failures. */
  async function runWithRetries(job: Claimed, provider: GenerationProvider, run: () => Promise<ProviderResult>, signal: AbortSignal, events: EventWriter): Promise<ProviderResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (signal.aborted) throw signal.reason instanceof Stopped ? signal.reason : new ProviderError('canceled', generationMessages.canceled);
        if (!(error instanceof ProviderError) || !error.retryable || attempt >= config.generation.maxRetries) throw error;
        const waitMs = config.generation.retryDelayMs * (attempt + 1);
        logger.warn('provider call failed, retrying', { job: job.id, provider: provider.name, attempt: attempt + 1, kind: error.kind });
        events.log(fluxLog.retrying(attempt + 1, Math.round(waitMs / 100) / 10));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          }, { once: true });
        });
        if (signal.aborted) throw signal.reason instanceof Stopped ? signal.reason : new ProviderError('canceled', generationMessages.canceled);
      }
    }
  }

  /**
   * Whichever provider made them, outputs are stored only when their bytes are of their kind and
   * within its size cap (OUTPUT_MAX_IMAGE_BYTES, OUTPUT_MAX_VIDEO_BYTES); the content type is the sniffed one.
   */
  function checkOutputs(result: ProviderResult, label: string): ProviderResult {
    const outputs = result.outputs.map((output) => {
      const maxBytes = config.providers.outputs.maxBytes[output.kind];
      if (output.bytes.byteLength > maxBytes) throw outputTooLarge(output.kind, maxBytes, `${label}: output of ${output.bytes.byteLength} bytes`);
      const contentType = output.kind === 'image' ? sniffImageType(output.bytes) : sniffVideoType(output.bytes);
      if (!contentType) throw new ProviderError('invalid_response', generationMessages.invalidResponse(label), `${label}: output ${output.kind} is not a known ${output.kind} format`);
      return { ...output, contentType };
    });
    if (outputs.length === 0) throw new ProviderError('invalid_response', generationMessages.invalidResponse(label), `${label}: no outputs`);
    return { ...result, outputs };
  }

  async function storeOutputs(job: Claimed, result: ProviderResult): Promise<StoredOutput[]> {
    const ownerSegment = job.user_id ?? `anon/${job.client_hash!.slice(0, 16)}`;
    const now = new Date();
    const folder = `${ownerSegment}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const stored: StoredOutput[] = [];
    for (const [index, output] of result.outputs.entries()) {
      const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'video/mp4': 'mp4', 'video/webm': 'webm' }[output.contentType] ?? 'bin';
      const key = `${folder}/${job.id}-${index}.${extension}`;
      await storage.put('generations', key, output.bytes, { contentType: output.contentType, cacheControl: 'private, max-age=31536000, immutable' });
      // Members' images become gallery items: their grid thumbnail is made once, here.
      const thumb = job.user_id && output.kind === 'image' ? await thumbnailForOutput(storage, key, output.bytes, logger) : null;
      stored.push({
        bucket: 'generations',
        key,
        kind: output.kind,
        contentType: output.contentType,
        width: output.width ?? thumb?.sourceWidth ?? null,
        height: output.height ?? thumb?.sourceHeight ?? null,
        label: result.label ?? null,
        thumbKey: thumb?.key ?? null,
      });
    }
    return stored;
  }

  async function succeed(job: Claimed, providerName: string, outputs: StoredOutput[]): Promise<boolean> {
    const info = TOOLS[job.tool as ToolId];
    return owner.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('generations')
        .set({ status: 'succeeded', progress: 100, outputs: JSON.stringify(outputs), provider_used: providerName, finished_at: sql`now()`, lease_expires_at: null, error: null })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('worker_id', '=', workerId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (job.user_id) {
        await trx
          .insertInto('gallery_items')
          .values(
            outputs.map((output) => ({
              user_id: job.user_id!,
              generation_id: job.id,
              type: output.kind,
              object_key: output.key,
              title: job.prompt.length > 60 ? `${job.prompt.slice(0, 57)}...` : job.prompt,
              prompt: job.prompt,
              model: output.label ? `${info.model} (${output.label})` : info.model,
              label: output.label,
              width: output.width,
              height: output.height,
              thumb_key: output.thumbKey ?? null,
            })),
          )
          .execute();
      }
      const events = [
        { kind: 'progress' as const, data: { percent: 100 } },
        { kind: 'log' as const, data: { message: info.output === 'image' ? fluxLog.creatingPreview : 'Video generated, creating preview...' } },
        { kind: 'result' as const, data: { outputs } },
        {
          kind: 'log' as const,
          data: {
            message:
              providerName === 'demo'
                ? `${info.output === 'image' ? 'Image' : 'Video'} rendered by the demo renderer (${generationMessages.demoLabel})`
                : info.output === 'image'
                  ? fluxLog.succeeded(info.model)
                  : `Video generated successfully with ${info.model}!`,
          },
        },
        { kind: 'status' as const, data: { status: 'succeeded' } },
      ];
      await trx
        .insertInto('generation_events')
        .values(events.map((item) => ({ generation_id: job.id, kind: item.kind, data: JSON.stringify(item.data) })))
        .execute();
      return true;
    });
  }

  /**
   * Marks the job failed (or canceled) and refunds its tokens, in one transaction. `only` says who may:
   * the worker running it, the sweep once that worker's lease ran out, or the sweep for a job given back
   * to the queue while a cancel was asked for.
   */
  async function fail(
    jobId: string,
    status: 'failed' | 'canceled',
    message: string,
    only: { worker: string } | { staleLease: true } | { queuedWithCancel: true },
  ): Promise<boolean> {
    return owner.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('generations')
        .set({ status, error: message, finished_at: sql`now()`, lease_expires_at: null })
        .where('id', '=', jobId)
        .where('status', 'in', ['running', 'queued']);
      // Only the worker that runs the job ends it, or the sweep when that worker's lease ran out.
      if ('worker' in only) query = query.where('worker_id', '=', only.worker);
      else if ('staleLease' in only) query = query.where('lease_expires_at', '<', sql<Date>`now()`);
      else query = query.where('status', '=', 'queued').where('cancel_requested', '=', true);
      const updated = await query.returning(['spend_transaction_id']).executeTakeFirst();
      if (!updated) return false;
      if (updated.spend_transaction_id) {
        await sql`select public.refund_tokens(${updated.spend_transaction_id}::bigint, ${status === 'canceled' ? 'Refund: generation canceled' : 'Refund: generation failed'})`.execute(trx);
      }
      await trx
        .insertInto('generation_events')
        .values([
          { generation_id: jobId, kind: 'log', data: JSON.stringify({ message: fluxLog.error(message) }) },
          { generation_id: jobId, kind: 'error', data: JSON.stringify({ message }) },
          { generation_id: jobId, kind: 'status', data: JSON.stringify({ status }) },
        ])
        .execute();
      return true;
    });
  }

  /**
   * Gives a job back to the queue (this process is stopping); the attempt does not count. A job whose
   * cancel was asked for is canceled and refunded instead: no worker would ever take it from the queue.
   */
  async function release(jobId: string): Promise<void> {
    const updated = await owner
      .updateTable('generations')
      .set({ status: 'queued', worker_id: null, lease_expires_at: null, attempts: sql`greatest(attempts - 1, 0)`, progress: 0 })
      .where('id', '=', jobId)
      .where('status', '=', 'running')
      .where('worker_id', '=', workerId)
      .where('cancel_requested', '=', false)
      .returning(['provider'])
      .executeTakeFirst();
    if (updated) {
      await event(jobId, 'log', { message: 'The server is restarting; the job will continue shortly.' });
      await event(jobId, 'status', { status: 'queued' });
    } else {
      await fail(jobId, 'canceled', generationMessages.canceled, { worker: workerId });
    }
  }

  async function execute(id: string): Promise<void> {
    // Listening before the claim: a cancel asked for while the job is being claimed is not missed.
    let cancelAsked = false;
    let checkCancel = () => {
      cancelAsked = true;
    };
    const unsubscribe = hub.subscribe(id, (kind) => {
      // 'cancel': asked for now (0008); 'all': the listener reconnected and may have missed it.
      if (kind === 'cancel' || kind === 'all') checkCancel();
    });
    const job = await claim(id).catch((error: unknown) => {
      unsubscribe();
      throw error;
    });
    if (!job) {
      unsubscribe();
      return;
    }
    const tool = job.tool as ToolId;
    const info = TOOLS[tool];
    const controller = new AbortController();
    running.set(job.id, controller);
    const log = logger.child({ job: job.id, tool });
    const events = eventWriter(owner, job.id, log);

    // The lease: renewed while the job runs; a cancel asked for meanwhile aborts the provider.
    checkCancel = () =>
      void owner
        .selectFrom('generations')
        .select('cancel_requested')
        .where('id', '=', job.id)
        .executeTakeFirst()
        .then((row) => {
          if (row?.cancel_requested) controller.abort(new ProviderError('canceled', generationMessages.canceled));
        })
        .catch((error: unknown) => log.warn('cancel check failed', { error }));
    if (cancelAsked) checkCancel();
    const lease = setInterval(() => {
      owner
        .updateTable('generations')
        .set({ lease_expires_at: sql`now() + make_interval(secs => ${config.generation.leaseSeconds})` })
        .where('id', '=', job.id)
        .where('worker_id', '=', workerId)
        .returning(['cancel_requested'])
        .executeTakeFirst()
        .then((row) => {
          if (row?.cancel_requested) controller.abort(new ProviderError('canceled', generationMessages.canceled));
        })
        .catch((error: unknown) => log.warn('lease renewal failed', { error }));
    }, Math.max(500, (config.generation.leaseSeconds * 1000) / 3));

    let lastPercent = -1;
    let lastWrite = 0;
    let flush: ReturnType<typeof setTimeout> | undefined;
    let pendingPercent: number | null = null;
    const writeProgress = (percent: number) => {
      lastWrite = Date.now();
      pendingPercent = null;
      events.progress(percent);
    };
    const onProgress = (update: { percent?: number; queuePosition?: number; message?: string }) => {
      if (update.message) events.log(update.message.slice(0, 500));
      if (update.queuePosition !== undefined) events.log(`Waiting at the provider: position ${update.queuePosition} in its queue`);
      if (update.percent === undefined) return;
      // Progress shown while working stays below 100 until the outputs are stored (spec §4 caps at 90).
      const percent = Math.max(0, Math.min(95, Math.floor(update.percent)));
      if (percent <= lastPercent) return;
      lastPercent = percent;
      if (Date.now() - lastWrite >= 150) writeProgress(percent);
      else {
        pendingPercent = percent;
        flush ??= setTimeout(() => {
          flush = undefined;
          if (pendingPercent !== null) writeProgress(pendingPercent);
        }, 150);
      }
    };
    // The job's last lines are stored before its final status, so a stream shows them in order.
    const finish = async () => {
      if (flush) clearTimeout(flush);
      flush = undefined;
      await events.drain();
    };

    try {
      const image = await loadImage(job.upload_id);
      const jobParams = { tool, params: job.params } as unknown as AnyToolParams;
      const seed = typeof job.params.seed === 'number' ? job.params.seed : 0;
      const task = buildTask(jobParams, seed, image);
      const chain = [job.provider, job.fallback_provider].filter((name): name is ProviderName => !!name && registry.has(name as ProviderName));
      if (chain.length === 0) throw new ProviderError('provider_error', info.failureMessage, `no configured provider among ${job.provider}, ${job.fallback_provider}`);
      const failures: Array<{ label: string; message: string }> = [];
      for (const name of chain) {
        const provider = registry.get(name);
        if (!provider.supports(task.kind)) continue;
        events.log(fluxLog.generatingWith(provider.label));
        try {
          const result = checkOutputs(await runWithRetries(job, provider, () => provider.run(task, { signal: controller.signal, onProgress }), controller.signal, events), provider.label);
          const outputs = await storeOutputs(job, result);
          await finish();
          if (!(await succeed(job, name, outputs))) log.warn('job was taken from this worker before it finished');
          return;
        } catch (error) {
          if (controller.signal.aborted) throw controller.signal.reason;
          const message = error instanceof ProviderError ? error.message : info.failureMessage;
          log.warn('provider failed', { provider: name, error: error instanceof ProviderError ? `${error.kind}: ${error.detail ?? error.message}` : String(error) });
          failures.push({ label: provider.label, message });
        }
      }
      const message = failures.length >= 2 ? generationMessages.bothFailed(failures[0]!, failures[1]!) : (failures[0]?.message ?? info.failureMessage);
      await finish();
      await fail(job.id, 'failed', message, { worker: workerId });
    } catch (error) {
      await finish();
      if (error instanceof Stopped) {
        await release(job.id);
      } else if (error instanceof ProviderError && error.kind === 'canceled') {
        await fail(job.id, 'canceled', generationMessages.canceled, { worker: workerId });
      } else {
        log.error('generation failed', { error });
        await fail(job.id, 'failed', error instanceof ProviderError ? error.message : info.failureMessage, { worker: workerId });
      }
    } finally {
      if (flush) clearTimeout(flush);
      clearInterval(lease);
      unsubscribe();
      running.delete(job.id);
    }
  }

  /**
   * Jobs whose worker died: canceled and refunded when a cancel was asked for, else queued again while
   * attempts remain, else failed and refunded. A queued job with a cancel asked for (given back by a
   * stopping worker as the cancel arrived) is canceled and refunded: the claim never takes it. Queued
   * jobs whose wake-up may have been lost (the process died between commit and send) are woken again.
   */
  async function recover(): Promise<{ requeued: number; refunded: number; canceled: number; woken: number }> {
    const stale = await owner
      .selectFrom('generations')
      .select(['id', 'attempts', 'provider', 'cancel_requested'])
      .where('status', '=', 'running')
      .where('lease_expires_at', '<', sql<Date>`now()`)
      .execute();
    let requeued = 0;
    let refunded = 0;
    let canceled = 0;
    for (const job of stale) {
      if (job.cancel_requested) {
        // fail() only changes a job still running with its lease run out, so a concurrent cancel or sweep refunds it once.
        if (await fail(job.id, 'canceled', generationMessages.canceled, { staleLease: true })) canceled++;
      } else if (job.attempts < config.generation.maxAttempts) {
        const updated = await owner
          .updateTable('generations')
          .set({ status: 'queued', worker_id: null, lease_expires_at: null, progress: 0 })
          .where('id', '=', job.id)
          .where('status', '=', 'running')
          .where('lease_expires_at', '<', sql<Date>`now()`)
          // A cancel asked for since the read above: the next sweep cancels it (or the cancel did).
          .where('cancel_requested', '=', false)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1) {
          requeued++;
          await event(job.id, 'log', { message: 'The worker running this job stopped; it is queued again.' });
          await event(job.id, 'status', { status: 'queued' });
          await wake(job.id, job.provider);
        }
      } else {
        // fail() only changes a job still running or queued, so two processes sweeping at once refund it once.
        if (await fail(job.id, 'failed', generationMessages.workerLost, { staleLease: true })) refunded++;
      }
    }
    const abandoned = await owner
      .selectFrom('generations')
      .select('id')
      .where('status', '=', 'queued')
      .where('cancel_requested', '=', true)
      .limit(200)
      .execute();
    for (const job of abandoned) {
      if (await fail(job.id, 'canceled', generationMessages.canceled, { queuedWithCancel: true })) canceled++;
    }
    const waiting = await owner
      .selectFrom('generations')
      .select(['id', 'provider'])
      .where('status', '=', 'queued')
      .where('cancel_requested', '=', false)
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${Math.max(5, config.generation.pollSeconds * 3)})`)
      .limit(200)
      .execute();
    for (const job of waiting) await wake(job.id, job.provider);
    return { requeued, refunded, canceled, woken: waiting.length };
  }

  /** Deletes anonymous outputs and uploads whose time is up (ANON_OUTPUT_TTL_HOURS). */
  async function cleanup(): Promise<{ generations: number; uploads: number }> {
    const expired = await owner
      .selectFrom('generations')
      .select(['id', 'outputs'])
      .where('expires_at', '<', sql<Date>`now()`)
      .where('status', 'not in', ['queued', 'running'])
      .limit(500)
      .execute();
    for (const job of expired) {
      for (const output of job.outputs) await storage.delete('generations', output.key);
      await owner.deleteFrom('generations').where('id', '=', job.id).execute();
    }
    const uploads = await owner
      .selectFrom('uploads')
      .select(['id', 'object_key'])
      .where('expires_at', '<', sql<Date>`now()`)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('generations as g').select('g.id').whereRef('g.upload_id', '=', 'uploads.id').where('g.status', 'in', ['queued', 'running']))),
      )
      .limit(500)
      .execute();
    for (const upload of uploads) {
      await storage.delete('images', upload.object_key);
      await owner.deleteFrom('uploads').where('id', '=', upload.id).execute();
    }
    return { generations: expired.length, uploads: uploads.length };
  }

  /** pg-boss worker ids of this process per queue: a wake-up pokes them instead of waiting for their next poll. */
  const localWorkers = new Map<string, string[]>();
  /**
   * This process's run slots per queue (WORKER_CONCURRENCY_<PROVIDER>), shared by the queue's
   * handlers and the jobs wake() starts at once, so at most that many run here.
   */
  const slots = new Map<string, ReturnType<typeof runSlots>>();

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
      void execute(generationId)
        .catch((error: unknown) => logger.warn('generation could not start', { job: generationId, error }))
        .finally(() => local.give());
      return;
    }
    await boss.send(queue, { generationId }, { retryLimit: 0, expireInSeconds: Math.ceil(config.providers.timeoutMs / 1000) + 600 });
    // Idle workers of other processes find it at their next poll (WORKER_POLL_SECONDS).
    for (const id of localWorkers.get(queue) ?? []) boss.notifyWorker(id);
  }

  return {
    workerId,
    wake,
    recover,
    cleanup,
    execute,
    /** Starts taking jobs of every provider configured in this process. */
    async start(): Promise<void> {
      for (const name of registry.names()) {
        const concurrency = config.generation.concurrency[name];
        const queue = queueName(name);
        const local = runSlots(concurrency);
        slots.set(queue, local);
        const ids: string[] = [];
        localWorkers.set(queue, ids);
        for (let slot = 0; slot < concurrency; slot++) {
          let self = '';
          const id = await boss.work<{ generationId: string }>(queue, { batchSize: 1, pollingIntervalSeconds: config.generation.pollSeconds }, async ([job]) => {
            if (!job || stopping) return;
            await local.take();
            try {
              if (!stopping) await execute(job.data.generationId);
            } finally {
              local.give();
            }
            // pg-boss waits a whole polling interval after every fetch; after a job, look for the next at once.
            if (self) boss.notifyWorker(self);
          });
          self = id;
          ids.push(id);
        }
      }
      await boss.work(CLEANUP_QUEUE, async () => {
        const removed = await cleanup();
        if (removed.generations || removed.uploads) logger.info('expired anonymous outputs deleted', removed);
      });
      await boss.schedule(CLEANUP_QUEUE, '*/10 * * * *');
      const sweep = setInterval(() => {
        recover().catch((error: unknown) => logger.warn('generation recovery failed', { error }));
      }, Math.max(1000, (config.generation.leaseSeconds * 1000) / 2));
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
