import type { Kysely } from 'kysely';
import pRetry from 'p-retry';
import type { Config } from '../config';
import { fluxLog, generationMessages } from '../contract/generation';
import type { Database, StoredOutput } from '../db/schema';
import { posterForOutput, thumbnailForOutput } from '../gallery/thumbnails';
import type { Logger } from '../log/logger';
import { createMetrics, type Metrics } from '../metrics/metrics';
import type { Storage } from '../storage/storage';
import type { Analyser } from '../safety/analyser';
import { checkOutputs as checkSafety } from '../safety/check';
import { sharedAnalyser } from '../safety/shared';
import type { Verdict } from '../safety/rule';
import { readUpload } from '../uploads/service';
import type { EventWriter, ProgressReporter } from './event-writer';
import { type ClaimedJob, completeJob, failJob, holdJob, releaseJob } from './job-store';
import { outputTooLarge } from './providers/download';
import { extractFirstFrame } from './providers/ffmpeg';
import {
  type GenerationProvider,
  type GenerationTask,
  type InputImage,
  ProviderError,
  type ProviderName,
  type ProviderResult,
  type RunContext,
} from './providers/provider';
import { sniffImageType, sniffVideoType } from '../storage/sniff';
import type { ProviderRegistry } from './registry';
import type { RunnableTool, ToolTable } from './tool-table';

/**
 * One claimed job, run in small steps: build its task (its stored parameters parsed again with its
 * tool's schema) → run the provider, retrying network-type failures, then the tool's fallback
 * provider → store the outputs (bytes checked, thumbnails made by the gallery) → complete. Every end
 * of a job is one call of its SQL function (job-store.ts): a failure refunds in the transaction that
 * marks it, and a worker that lost the job (its lease ran out) changes nothing.
 */

/** The points between steps where a test may stop the run as if the process died there. */
export type JobStep = 'claimed' | 'provider-answered' | 'safety-checked' | 'outputs-stored' | 'completing';

/**
 * Thrown by a step hook to play the process dying at that step: the runner writes nothing more (no
 * failure, no release), so the job stays running under its lease until the sweep takes it.
 */
export class ProcessKilled extends Error {
  override name = 'ProcessKilled';
}

/** The abort reason when this process stops: the job is given back to the queue, not failed. */
export class Stopped extends Error {
  override name = 'Stopped';
}

export interface RunnerDeps {
  owner: Kysely<Database>;
  storage: Storage;
  registry: ProviderRegistry;
  config: Config;
  tools: ToolTable;
  workerId: string;
  /** Called between steps; tests throw ProcessKilled from it. */
  onStep?: (step: JobStep, jobId: string) => void | Promise<void>;
  /** The output safety analyser (default: the process's shared one, when SAFETY_CHECK=on). */
  analyser?: Analyser;
  /** Where the jobs' ends, provider failures and fallbacks are counted (default: a registry of this runner's own). */
  metrics?: Metrics;
}

/** One job's run: its abort signal (cancel or stop), its event writer and progress, its logger. */
export interface JobRun {
  job: ClaimedJob;
  signal: AbortSignal;
  events: EventWriter;
  progress: ProgressReporter;
  log: Logger;
}

/** The lines a job of this tool starts with. */
export const startingLine = (tool: RunnableTool) => (tool.info.output === 'image' ? fluxLog.starting : 'Starting video generation...');

/** The first log line of each tool's jobs, as the claim writes it. */
export const startingLines = (tools: ToolTable): Record<string, string> =>
  Object.fromEntries(Object.entries(tools).map(([id, tool]) => [id, startingLine(tool)]));

/** The log lines around a job's result. */
function completionLines(tool: RunnableTool, providerName: string): { preview: string; done: string } {
  const { output, model } = tool.info;
  const preview = output === 'image' ? fluxLog.creatingPreview : 'Video generated, creating preview...';
  if (providerName === 'demo')
    return { preview, done: `${output === 'image' ? 'Image' : 'Video'} rendered by the demo renderer (${generationMessages.demoLabel})` };
  return { preview, done: output === 'image' ? fluxLog.succeeded(model) : `Video generated successfully with ${model}!` };
}

type OnProgress = RunContext['onProgress'];

/** A provider's valid answer, with the provider that gave it. */
interface Answer {
  providerName: ProviderName;
  result: ProviderResult;
}

/** A job's failure decided by the runner itself, with the message the member sees. */
class JobFailed extends Error {
  override name = 'JobFailed';
}

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Stopped ? signal.reason : new ProviderError('canceled', generationMessages.canceled);

/** Waits `ms`, or less when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export function createRunner(deps: RunnerDeps) {
  const { owner, storage, registry, config, tools, workerId, onStep } = deps;
  const analyser = config.safety.enabled ? (deps.analyser ?? sharedAnalyser()) : undefined;
  const metrics = deps.metrics ?? createMetrics();

  const step = async (name: JobStep, run: JobRun) => {
    await onStep?.(name, run.job.id);
  };

  /** The tool's task for the job's stored parameters; a JobFailed when they do not parse. */
  async function buildJobTask(run: JobRun, tool: RunnableTool): Promise<GenerationTask> {
    const { job } = run;
    const prepared = tool.prepare(job.params);
    if (!prepared.ok) {
      run.log.warn('stored parameters do not parse', { problem: prepared.problem });
      throw new JobFailed(generationMessages.invalidStoredSettings(prepared.problem));
    }
    return prepared.task(await loadImage(job.upload_id));
  }

  async function loadImage(uploadId: string | null): Promise<InputImage | null> {
    if (!uploadId) return null;
    const upload = await readUpload(storage, owner, uploadId);
    if (!upload) throw new JobFailed(generationMessages.uploadMissing);
    return upload;
  }

  /**
   * One provider's call, retried on network-type failures (ProviderError's retryable kinds) up to
   * config.generation.maxRetries times, waiting retryDelayMs × the attempt before each, with a log
   * line saying so. A cancel or a stop ends the wait and the call.
   */
  function callWithRetries(
    run: JobRun,
    provider: GenerationProvider,
    task: GenerationTask,
    onProgress: OnProgress,
  ): Promise<ProviderResult> {
    const { signal } = run;
    return pRetry(() => provider.run(task, { signal, onProgress }), {
      retries: config.generation.maxRetries,
      // The waits are linear (onFailedAttempt below), not p-retry's exponential ones.
      minTimeout: 0,
      factor: 1,
      signal,
      shouldRetry: ({ error }) => error instanceof ProviderError && error.retryable,
      onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
        if (signal.aborted || retriesLeft === 0 || !(error instanceof ProviderError) || !error.retryable) return;
        const waitMs = config.generation.retryDelayMs * attemptNumber;
        run.log.warn('provider call failed, retrying', { provider: provider.name, attempt: attemptNumber, kind: error.kind });
        run.events.log(fluxLog.retrying(attemptNumber, Math.round(waitMs / 100) / 10));
        await pause(waitMs, signal);
      },
    });
  }

  /**
   * Whichever provider made them, outputs are kept only when their bytes are of their kind and within
   * its size cap (OUTPUT_MAX_IMAGE_BYTES, OUTPUT_MAX_VIDEO_BYTES); the content type is the sniffed one.
   */
  function checkOutputs(result: ProviderResult, label: string): ProviderResult {
    const outputs = result.outputs.map((output) => {
      const maxBytes = config.providers.outputs.maxBytes[output.kind];
      if (output.bytes.byteLength > maxBytes)
        throw outputTooLarge(output.kind, maxBytes, `${label}: output of ${output.bytes.byteLength} bytes`);
      const contentType = output.kind === 'image' ? sniffImageType(output.bytes) : sniffVideoType(output.bytes);
      if (!contentType)
        throw new ProviderError(
          'invalid_response',
          generationMessages.invalidResponse(label),
          `${label}: output ${output.kind} is not a known ${output.kind} format`,
        );
      return { ...output, contentType };
    });
    if (outputs.length === 0)
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(label), `${label}: no outputs`);
    return { ...result, outputs };
  }

  /**
   * The job's provider, then its fallback, for the whole task or, for a tool that asks for it
   * (onePerImage), for each image on its own: an image whose provider fails is tried with the fallback
   * before the next image starts, and an image that both fail fails the job.
   */
  async function runProviders(run: JobRun, tool: RunnableTool, task: GenerationTask): Promise<Answer> {
    if (!tool.onePerImage || (task.kind !== 'text-to-image' && task.kind !== 'image-to-image') || task.numImages <= 1) {
      return runChain(run, tool, task, run.progress.onProgress);
    }
    const count = task.numImages;
    const answers: Answer[] = [];
    for (let index = 0; index < count; index += 1) {
      // Each image's progress is its share of the job's.
      const onProgress: OnProgress = (update) =>
        run.progress.onProgress(update.percent === undefined ? update : { ...update, percent: (index * 100 + update.percent) / count });
      answers.push(await runChain(run, tool, { ...task, numImages: 1, seed: task.seed + index }, onProgress));
    }
    // The job names the provider of its first image. When any image is a demo render, all are labelled
    // so: a label too many is harmless, a demo render passed off as AI is not.
    const label = answers.find((answer) => answer.result.label)?.result.label;
    return {
      providerName: answers[0]!.providerName,
      result: { outputs: answers.flatMap((answer) => answer.result.outputs), seed: task.seed, ...(label ? { label } : {}) },
    };
  }

  /**
   * The job's provider, then its fallback: the first valid answer, with the provider that gave it. When
   * both fail the message names both (as the tool names them); a cancel or a stop ends the chain at once.
   */
  async function runChain(run: JobRun, tool: RunnableTool, task: GenerationTask, onProgress: OnProgress): Promise<Answer> {
    const { job } = run;
    const chain = [job.provider, job.fallback_provider].filter(
      (name): name is ProviderName => !!name && registry.has(name as ProviderName),
    );
    if (chain.length === 0) {
      run.log.error('no configured provider for the job', { provider: job.provider, fallback: job.fallback_provider });
      throw new JobFailed(tool.info.failureMessage);
    }
    const failures: Array<{ name: ProviderName; label: string; message: string }> = [];
    for (const name of chain) {
      const provider = registry.get(name);
      if (!provider.supports(task.kind)) continue;
      run.events.log(fluxLog.generatingWith(provider.label));
      try {
        const answer = { providerName: name, result: checkOutputs(await callWithRetries(run, provider, task, onProgress), provider.label) };
        const failed = failures.at(-1);
        if (failed) metrics.fellBack(job.tool, failed.name, name);
        return answer;
      } catch (error) {
        if (run.signal.aborted) throw abortReason(run.signal);
        metrics.providerFailed(job.tool, name);
        const message = error instanceof ProviderError ? (tool.describeFailure?.(error) ?? error.message) : tool.info.failureMessage;
        run.log.warn('provider failed', {
          provider: name,
          error: error instanceof ProviderError ? `${error.kind}: ${error.detail ?? error.message}` : String(error),
        });
        failures.push({ name, label: tool.failureNames?.[name] ?? provider.label, message });
      }
    }
    if (failures.length < 2) throw new JobFailed(failures[0]?.message ?? tool.info.failureMessage);
    // A tool that names its providers names them in its order, whichever was tried first.
    const order = Object.keys(tool.failureNames ?? {});
    const rank = (name: ProviderName) => (order.includes(name) ? order.indexOf(name) : order.length);
    const [first, second] = tool.failureNames ? [...failures].sort((a, b) => rank(a.name) - rank(b.name)) : failures;
    throw new JobFailed(generationMessages.bothFailed(first!, second!));
  }

  /** Puts the outputs in the generations bucket under the job's owner and month; members' images get their gallery thumbnail. */
  async function storeOutputs(run: JobRun, result: ProviderResult): Promise<StoredOutput[]> {
    const { job } = run;
    const ownerSegment = job.user_id ?? `anon/${job.client_hash!.slice(0, 16)}`;
    const now = new Date();
    const folder = `${ownerSegment}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const stored: StoredOutput[] = [];
    for (const [index, output] of result.outputs.entries()) {
      const extension =
        { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'video/mp4': 'mp4', 'video/webm': 'webm' }[
          output.contentType
        ] ?? 'bin';
      const key = `${folder}/${job.id}-${index}.${extension}`;
      await storage.put('generations', key, output.bytes, {
        contentType: output.contentType,
        cacheControl: 'private, max-age=31536000, immutable',
      });
      // A member's outputs get a still for the grids: an image's thumbnail, a video's first frame as its poster.
      const thumb = !job.user_id
        ? null
        : output.kind === 'image'
          ? await thumbnailForOutput(storage, key, output.bytes, run.log)
          : await posterForOutput(storage, key, () => extractFirstFrame(output.bytes), run.log);
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

  /**
   * The output safety check (api/safety), on the outputs' bytes before they are stored: a held job's
   * outputs are stored for the administrator to look at but never delivered (hold_generation keeps them
   * off the job row). Checked before storing so the bytes are analysed from memory, and before
   * anything about the outputs is visible. Undefined when SAFETY_CHECK=off.
   */
  async function safetyCheck(run: JobRun, result: ProviderResult): Promise<Verdict | undefined> {
    if (!analyser) return undefined;
    const { sexualThreshold, minFaceAge } = config.safety;
    return checkSafety(analyser, result.outputs, run.job.prompt, { sexualThreshold, minFaceAge }, run.log);
  }

  /** Ends the job after `error`: given back to the queue when stopping, else failed or canceled with a refund. */
  async function endAfter(run: JobRun, error: unknown, tool: RunnableTool | undefined, seconds: () => number): Promise<void> {
    const { job } = run;
    await run.progress.settle();
    if (error instanceof Stopped) {
      if (await releaseJob(owner, job.id, workerId)) return;
      if (await failJob(owner, job.id, workerId, 'canceled', generationMessages.canceled))
        metrics.jobEnded(job.tool, job.provider, 'canceled', seconds());
      return;
    }
    if (error instanceof ProviderError && error.kind === 'canceled') {
      if (await failJob(owner, job.id, workerId, 'canceled', generationMessages.canceled))
        metrics.jobEnded(job.tool, job.provider, 'canceled', seconds());
      return;
    }
    if (!(error instanceof JobFailed)) run.log.error('generation failed', { error });
    const message =
      error instanceof JobFailed || error instanceof ProviderError
        ? error.message
        : (tool?.info.failureMessage ?? generationMessages.failedImages);
    if (await failJob(owner, job.id, workerId, 'failed', message)) metrics.jobEnded(job.tool, job.provider, 'failed', seconds());
  }

  /** Removes the files stored for a job whose outputs are not delivered. */
  async function removeOutputs(run: JobRun, outputs: StoredOutput[]): Promise<void> {
    const keys = outputs.flatMap((output) => [output.key, ...(output.thumbKey ? [output.thumbKey] : [])]);
    await storage
      .deleteMany('generations', keys)
      .catch((error: unknown) => run.log.error('could not remove the files of a job', { error, keys }));
  }

  /**
   * The job could not be completed by this worker. When another worker took it over, that worker writes
   * the same keys, so the files stay. When its row is gone (its account was deleted while it ran, after
   * the account's files were removed), the files just stored belong to nobody and are removed.
   */
  async function lostJob(run: JobRun, outputs: StoredOutput[], ending: 'finished' | 'held'): Promise<void> {
    const row = await owner.selectFrom('generations').select('id').where('id', '=', run.job.id).executeTakeFirst();
    if (row) {
      run.log.warn(`job was taken from this worker before it was ${ending}`);
      return;
    }
    run.log.warn('job was deleted while it ran: removing the files it stored', { files: outputs.length });
    await removeOutputs(run, outputs);
  }

  /** Runs a claimed job to its end. Rejects only with ProcessKilled (the job is left as it is) or a database failure. */
  async function runJob(run: JobRun): Promise<void> {
    const { job } = run;
    const tool = tools[job.tool];
    const claimed = performance.now();
    const seconds = () => (performance.now() - claimed) / 1000;
    try {
      await step('claimed', run);
      if (!tool) throw new JobFailed(generationMessages.unknownTool(job.tool));
      const task = await buildJobTask(run, tool);
      const answer = await runProviders(run, tool, task);
      await step('provider-answered', run);
      const verdict = await safetyCheck(run, answer.result);
      await step('safety-checked', run);
      // A cancel that arrived since the provider answered ends the run before anything is stored. One
      // that arrives later is found by the job's end in SQL, under the row lock the cancel takes too.
      // A stop does not end it here: the provider's answer is kept by completing the job.
      if (run.signal.aborted && !(run.signal.reason instanceof Stopped)) throw abortReason(run.signal);
      const outputs = await storeOutputs(run, answer.result);
      await step('outputs-stored', run);
      await run.progress.settle();
      await step('completing', run);
      if (verdict?.hold) {
        const held = await holdJob(owner, job.id, workerId, {
          outputs,
          model: tool.info.model,
          figures: verdict.figures,
          message: generationMessages.heldForReview,
        });
        if (!held) await lostJob(run, outputs, 'held');
        else {
          run.log.warn('outputs held for review', { reason: verdict.reason });
          metrics.jobEnded(job.tool, answer.providerName, 'held', seconds());
        }
        return;
      }
      const ended = await completeJob(owner, job.id, workerId, {
        providerUsed: answer.providerName,
        outputs,
        model: tool.info.model,
        lines: completionLines(tool, answer.providerName),
      });
      if (ended === 'canceled') {
        // The cancel was accepted before the end: the job was canceled and refunded, its outputs go.
        run.log.info('canceled as it completed: removing its outputs');
        metrics.jobEnded(job.tool, answer.providerName, 'canceled', seconds());
        await removeOutputs(run, outputs);
      } else if (!ended) {
        await lostJob(run, outputs, 'finished');
      } else {
        metrics.jobEnded(job.tool, answer.providerName, 'succeeded', seconds());
      }
    } catch (error) {
      if (error instanceof ProcessKilled) throw error;
      await endAfter(run, run.signal.aborted ? abortReason(run.signal) : error, tool, seconds);
    }
  }

  return { runJob };
}
