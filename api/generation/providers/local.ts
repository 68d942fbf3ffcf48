import { cutoutSizeProblem, generationMessages, UPSCALE_MODELS, upscaleSizeProblem } from '../../contract/generation';
import {
  type LocalJobHooks,
  type LocalJobStatus,
  LocalModelError,
  type LocalModels,
  type LocalOutput,
  sharedLocalModels,
} from '../local/models';
import {
  type GenerationProvider,
  ProviderError,
  type ProviderResult,
  type RemoveBackgroundTask,
  type RunContext,
  type UpscaleTask,
} from './provider';

/**
 * The models this server runs itself (api/generation/local/models.ts): AI upscaling (ESRGAN slim or
 * medium, ×2 or ×4) and background removal (U²-Net-p). No key, no network, no GPU: the image tools
 * work on a default install. Jobs wait for their model one at a time; the progress log says when a
 * job waits, when a model loads (the first job after a start), and what runs.
 */

export interface LocalProviderDeps {
  /** The models to run on (default: the process's shared ones, started by the first job). */
  models?: LocalModels;
}

const LABEL = 'Local AI (on this server)';

/** The progress log's words for where a job is. */
export const localLog = {
  waitingUpscaler: 'Waiting for the upscaler (one image at a time)...',
  loadingUpscaler: 'Loading the upscaler model...',
  upscaling: (scale: number, model: keyof typeof UPSCALE_MODELS) => `Upscaling ×${scale} with ${UPSCALE_MODELS[model]}...`,
  waitingCutout: 'Waiting for the background remover (one image at a time)...',
  loadingCutout: 'Loading the background removal model...',
  removing: 'Removing the background with U²-Net...',
} as const;

type LocalTask = UpscaleTask | RemoveBackgroundTask;

export function createLocalProvider(deps: LocalProviderDeps = {}): GenerationProvider {
  // Looked up on the first job, so that building the provider starts nothing.
  const models = () => deps.models ?? sharedLocalModels();
  return {
    name: 'local',
    label: LABEL,
    supports: (kind) => kind === 'upscale' || kind === 'remove-background',
    async run(task, context) {
      if (task.kind !== 'upscale' && task.kind !== 'remove-background') {
        throw new ProviderError('provider_error', generationMessages.failedImages, `local: cannot do ${task.kind}`);
      }
      try {
        return await runTask(models(), task, context);
      } catch (error) {
        throw providerError(task, error, context.signal);
      }
    },
  };
}

async function runTask(models: LocalModels, task: LocalTask, context: RunContext): Promise<ProviderResult> {
  if (context.signal.aborted) throw new ProviderError('canceled', generationMessages.canceled);
  // The upload's recorded size is checked first; the models check the image's own header again.
  const problem =
    task.kind === 'upscale'
      ? upscaleSizeProblem(task.image.width, task.image.height, task.scale)
      : cutoutSizeProblem(task.image.width, task.image.height);
  if (problem) throw new LocalModelError('too_large', problem);

  let percent = 0;
  const report = (value: number, message?: string) => {
    const rounded = Math.min(100, Math.round(value));
    if (rounded <= percent && !message) return;
    percent = Math.max(percent, rounded);
    context.onProgress(message ? { percent, message } : { percent });
  };
  const words: Record<LocalJobStatus, string> =
    task.kind === 'upscale'
      ? { waiting: localLog.waitingUpscaler, loading: localLog.loadingUpscaler, running: localLog.upscaling(task.scale, task.model) }
      : { waiting: localLog.waitingCutout, loading: localLog.loadingCutout, running: localLog.removing };
  const hooks: LocalJobHooks = {
    signal: context.signal,
    onStatus: (status) => report(status === 'running' ? 5 : 1, words[status]),
    // The model's own 0..100 is 5..95 of the job; the PNG encoding is the rest.
    onProgress: (value) => report(5 + value * 0.9),
  };
  report(0);
  let output: LocalOutput;
  if (task.kind === 'upscale') output = await models.upscale({ bytes: task.image.bytes }, { scale: task.scale, model: task.model }, hooks);
  else output = await models.removeBackground({ bytes: task.image.bytes }, hooks);
  if (context.signal.aborted) throw new ProviderError('canceled', generationMessages.canceled);
  report(100);
  return { outputs: [{ kind: 'image', bytes: output.bytes, contentType: 'image/png', width: output.width, height: output.height }] };
}

/** A failure as the runner and the user see it: only a too-large input has its own words. */
function providerError(task: LocalTask, error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  const failed = task.kind === 'upscale' ? generationMessages.failedUpscale : generationMessages.failedCutout;
  const detail = `local ${task.kind}: ${error instanceof Error ? error.message : String(error)}`;
  if (signal.aborted || (error instanceof LocalModelError && error.kind === 'canceled'))
    return new ProviderError('canceled', generationMessages.canceled, detail);
  if (!(error instanceof LocalModelError)) return new ProviderError('provider_error', failed, detail);
  switch (error.kind) {
    case 'too_large':
      return new ProviderError('provider_error', error.message, detail, error.message);
    case 'invalid_image':
      return new ProviderError('provider_error', generationMessages.invalidImage, detail);
    case 'timeout':
      // Not the retryable 'timeout': the same image on the same model would take as long again.
      return new ProviderError('provider_error', generationMessages.timeout, detail);
    case 'busy':
      return new ProviderError('rate_limited', generationMessages.rateLimited, detail);
    default:
      return new ProviderError('provider_error', failed, detail);
  }
}
