import { generationMessages, type TaskKind } from '../../contract/generation';
import { DEFAULT_OUTPUT_LIMITS, downloadOutput, type OutputLimits } from './download';
import { canceledBy, commonFailure, deadline, networkError, pause, readFailure, readJson, send, type Stop } from './http';
import { redact } from '../../http/outbound';
import {
  type GenerationProvider,
  type GenerationTask,
  type InputImage,
  type ProgressUpdate,
  ProviderError,
  type ProviderOutput,
  type ProviderResult,
  type RunContext,
  type UpscaleTask,
} from './provider';

/**
 * fal.ai through its queue API (queue.fal.run, `Authorization: Key …`): submit, poll the status with logs, fetch the
 * result, download the outputs. Input images go to fal's storage first. A job that is canceled or runs
 * out of time is canceled at fal too, so it stops costing money.
 */

export interface FalOptions {
  /** FAL_KEY, sent as `Authorization: Key <key>`; may be `id:secret`. */
  key: string;
  queueUrl?: string;
  /** Storage uploads of input images. */
  restUrl?: string;
  /** The model path per kind of task, and per variant: FLUX dev for tools that ask for it, the LoRA model for videos with LoRAs. */
  models?: Partial<Record<FalModelKey, string>>;
  pollIntervalMs?: number;
  /** The whole job; then 'timeout' and a cancel request to fal. */
  timeoutMs?: number;
  /** One HTTP call; then 'network'. */
  requestTimeoutMs?: number;
  /** What an output may be (its size per kind, the time to download it); outputs come only from where download.ts allows. */
  outputs?: OutputLimits;
  fetch?: typeof fetch;
}

/** A kind of task, or a variant of one that runs on another model. */
export type FalModelKey = TaskKind | 'text-to-image-dev' | 'text-to-video-lora';

export const FAL_DEFAULT_MODELS: Record<FalModelKey, string> = {
  'text-to-image': 'fal-ai/flux/schnell',
  'text-to-image-dev': 'fal-ai/flux/dev',
  'image-to-image': 'fal-ai/flux/dev/image-to-image',
  'text-to-video': 'fal-ai/hunyuan-video',
  'text-to-video-lora': 'fal-ai/hunyuan-video-lora',
  'image-to-video': 'fal-ai/hunyuan-video-image-to-video',
  upscale: 'fal-ai/esrgan',
  'remove-background': 'fal-ai/imageutils/rembg',
};

/** The model a task runs on: FLUX dev when it asks for it; Hunyuan's LoRA model when a video brings LoRAs (the plain model takes none). */
export function falModelKey(task: GenerationTask): FalModelKey {
  if (task.kind === 'text-to-image' && task.model === 'flux-dev') return 'text-to-image-dev';
  if (task.kind === 'text-to-video' && task.loras?.length) return 'text-to-video-lora';
  return task.kind;
}

const LABEL = 'FAL';
const CANCEL_TIMEOUT_MS = 5_000;
/** How long each kind usually runs once started, for the progress estimate (fal reports no percent). */
const EXPECTED_SECONDS: Record<TaskKind, number> = {
  'text-to-image': 6,
  'image-to-image': 12,
  'text-to-video': 240,
  'image-to-video': 240,
  upscale: 10,
  'remove-background': 5,
};

interface QueuedJob {
  id: string;
  statusUrl: string;
  responseUrl: string;
  cancelUrl: string;
}

/**
 * fal-ai/esrgan's weights for a task: the full RRDB network for 'quality' (its ×2 variant for ×2), the
 * compact general v3 network for 'fast'; fal then resizes the network's output to `scale`.
 */
function esrganModel(task: UpscaleTask): string {
  if (task.model === 'fast') return 'RealESRGAN_x4_v3';
  return task.scale === 2 ? 'RealESRGAN_x2plus' : 'RealESRGAN_x4plus';
}

/** The tools whose answer is one `image`, not a list of `images`. */
const isImageTool = (task: GenerationTask): task is Extract<GenerationTask, { kind: 'upscale' | 'remove-background' }> =>
  task.kind === 'upscale' || task.kind === 'remove-background';

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const invalidResponse = (detail: string) => new ProviderError('invalid_response', generationMessages.falInvalidResponse, detail);

export function createFalProvider(options: FalOptions): GenerationProvider {
  const key = options.key;
  const queueUrl = trimSlash(options.queueUrl ?? 'https://queue.fal.run');
  const restUrl = trimSlash(options.restUrl ?? 'https://rest.fal.ai');
  const models = { ...FAL_DEFAULT_MODELS, ...options.models };
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 600_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const fetchFn = options.fetch ?? fetch;
  const outputLimits = options.outputs ?? DEFAULT_OUTPUT_LIMITS;
  const auth = { Authorization: `Key ${key}` };
  const callTimeout = { ms: requestTimeoutMs, error: () => networkError(`${LABEL} did not answer within ${requestTimeoutMs} ms`) };

  /** fal's error answers, as the user is shown them; never with the key, even if fal echoed it. */
  async function failure(response: Response): Promise<ProviderError> {
    const { text: raw, types } = await readFailure(response);
    const text = redact(raw, key);
    const common = commonFailure(response.status, text);
    if (common) return common;
    const detail = `HTTP ${response.status}: ${text}`;
    if (types.includes('content_policy_violation'))
      return new ProviderError('content_policy', generationMessages.apiError(LABEL, text), detail, text);
    return new ProviderError('provider_error', generationMessages.apiError(LABEL, text), detail, text);
  }

  /** A JSON call to fal's queue or storage API with the key. */
  function callJson(url: string, init: RequestInit, stops: readonly Stop[]): Promise<unknown> {
    const headers = { ...auth, Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) };
    return send(fetchFn, url, { ...init, headers }, { stops, timeout: callTimeout }, async (response) => {
      if (!response.ok) throw await failure(response);
      return readJson(response);
    });
  }

  async function upload(image: InputImage, stops: readonly Stop[]): Promise<string> {
    const initiated = await callJson(
      `${restUrl}/storage/upload/initiate?storage_type=fal-cdn-v3`,
      { method: 'POST', body: JSON.stringify({ content_type: image.contentType, file_name: image.fileName }) },
      stops,
    );
    if (!isRecord(initiated) || typeof initiated.upload_url !== 'string' || typeof initiated.file_url !== 'string') {
      throw invalidResponse('storage initiate answered without upload_url and file_url');
    }
    // The upload URL is signed: it gets the bytes and not the key.
    await send(
      fetchFn,
      initiated.upload_url,
      { method: 'PUT', headers: { 'Content-Type': image.contentType }, body: new Uint8Array(image.bytes) },
      { stops, timeout: callTimeout },
      async (response) => {
        if (!response.ok) throw await failure(response);
        await response.arrayBuffer();
      },
    );
    return initiated.file_url;
  }

  async function input(task: GenerationTask, stops: readonly Stop[]): Promise<Record<string, unknown>> {
    switch (task.kind) {
      case 'text-to-image':
      case 'image-to-image': {
        const common = {
          prompt: task.prompt,
          image_size: { width: task.width, height: task.height },
          num_inference_steps: task.steps,
          guidance_scale: task.guidance,
          num_images: task.numImages,
          seed: task.seed,
          enable_safety_checker: false,
          output_format: task.outputFormat,
          ...(task.acceleration ? { acceleration: task.acceleration } : {}),
        };
        if (task.kind === 'text-to-image') return common;
        return { ...common, image_url: await upload(task.image, stops), strength: task.strength };
      }
      case 'text-to-video':
      case 'image-to-video': {
        const common = {
          prompt: task.prompt,
          seed: task.seed,
          aspect_ratio: task.aspectRatio,
          resolution: task.resolution,
          num_frames: String(task.numFrames),
          enable_safety_checker: task.enableSafetyChecker,
        };
        if (task.kind === 'text-to-video') {
          const loras = task.loras?.length ? { loras: task.loras.map(({ path, scale }) => ({ path, scale })) } : {};
          return { ...common, pro_mode: task.proMode, ...loras };
        }
        return { ...common, image_url: await upload(task.image, stops) };
      }
      case 'upscale':
        return { image_url: await upload(task.image, stops), scale: task.scale, model: esrganModel(task), output_format: 'png' };
      case 'remove-background':
        return { image_url: await upload(task.image, stops), crop_to_bbox: false };
    }
  }

  /** fal's own URLs when they are on the queue host (the key goes nowhere else), else built as fal-js does. */
  function jobUrls(model: string, answer: Record<string, unknown>, id: string): QueuedJob {
    const base = `${queueUrl}/${model.split('/').slice(0, 2).join('/')}/requests/${encodeURIComponent(id)}`;
    const origin = new URL(queueUrl).origin;
    const pick = (value: unknown, fallback: string) => {
      if (typeof value !== 'string') return fallback;
      try {
        return new URL(value).origin === origin ? value : fallback;
      } catch {
        return fallback;
      }
    };
    const status = new URL(pick(answer.status_url, `${base}/status`));
    status.searchParams.set('logs', '1');
    return {
      id,
      statusUrl: status.toString(),
      responseUrl: pick(answer.response_url, base),
      cancelUrl: pick(answer.cancel_url, `${base}/cancel`),
    };
  }

  async function waitForCompletion(kind: TaskKind, job: QueuedJob, context: RunContext, stops: readonly Stop[]): Promise<void> {
    const seenLogs = new Set<string>();
    let lastPosition: number | undefined;
    let startedAt: number | undefined;
    let percent = 0;
    for (;;) {
      const status = await callJson(job.statusUrl, { method: 'GET' }, stops);
      if (!isRecord(status) || typeof status.status !== 'string') throw invalidResponse('status answer without a status');
      if (status.status === 'COMPLETED') return;
      if (status.status === 'IN_QUEUE') {
        const position = typeof status.queue_position === 'number' ? status.queue_position : undefined;
        if (position !== undefined && position !== lastPosition) context.onProgress({ queuePosition: position });
        lastPosition = position;
      } else if (status.status === 'IN_PROGRESS') {
        startedAt ??= Date.now();
        const elapsed = (Date.now() - startedAt) / 1000;
        const estimate = Math.round(5 + 90 * (1 - Math.exp(-elapsed / EXPECTED_SECONDS[kind])));
        percent = Math.min(95, Math.max(percent + 1, estimate));
        const lines = newLogLines(status.logs, seenLogs);
        if (lines.length === 0) context.onProgress({ percent });
        for (const message of lines) context.onProgress({ percent, message } satisfies ProgressUpdate);
      }
      await pause(pollIntervalMs, stops);
    }
  }

  /** An output URL from fal's answer: fetched without the key, only from where download.ts allows. */
  async function download(
    url: string,
    kind: 'image' | 'video',
    reported: Record<string, unknown>,
    stops: readonly Stop[],
  ): Promise<ProviderOutput> {
    const { bytes, contentType } = await downloadOutput(url, {
      trusted: [queueUrl, restUrl],
      label: LABEL,
      kind,
      limits: outputLimits,
      stops,
      fetch: fetchFn,
      failed: (detail) => new ProviderError('provider_error', generationMessages.falFetchFailed, detail),
    });
    const size = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
    return { kind, bytes, contentType, width: size(reported.width), height: size(reported.height) };
  }

  /** The one image of an upscale or a cutout; a cutout must be a PNG, since a JPEG cannot be transparent. */
  async function singleImage(task: GenerationTask, result: Record<string, unknown>, stops: readonly Stop[]): Promise<ProviderOutput> {
    const image = result.image;
    if (!isRecord(image) || typeof image.url !== 'string') throw invalidResponse('result without image.url');
    const output = await download(image.url, 'image', image, stops);
    if (task.kind === 'remove-background' && output.contentType !== 'image/png')
      throw invalidResponse(`cutout is ${output.contentType}, not image/png`);
    return output;
  }

  async function outputs(task: GenerationTask, result: unknown, stops: readonly Stop[]): Promise<ProviderOutput[]> {
    if (!isRecord(result)) throw invalidResponse('result is not a JSON object');
    if (isImageTool(task)) return [await singleImage(task, result, stops)];
    if (task.kind === 'text-to-video' || task.kind === 'image-to-video') {
      const video = result.video;
      if (!isRecord(video) || typeof video.url !== 'string') throw invalidResponse('result without video.url');
      return [await download(video.url, 'video', video, stops)];
    }
    const images = result.images;
    if (!Array.isArray(images) || images.length === 0 || !images.every((image) => isRecord(image) && typeof image.url === 'string')) {
      throw invalidResponse('result without images[].url');
    }
    return Promise.all((images as Array<Record<string, unknown>>).map((image) => download(image.url as string, 'image', image, stops)));
  }

  async function cancelAtFal(job: QueuedJob): Promise<void> {
    await send(
      fetchFn,
      job.cancelUrl,
      { method: 'PUT', headers: auth },
      { stops: [], timeout: { ms: Math.min(requestTimeoutMs, CANCEL_TIMEOUT_MS), error: () => networkError('cancel') } },
      (response) => response.arrayBuffer(),
    ).catch(() => undefined);
  }

  async function run(task: GenerationTask, context: RunContext): Promise<ProviderResult> {
    const model = models[falModelKey(task)];
    const jobDeadline = deadline(
      timeoutMs,
      () => new ProviderError('timeout', generationMessages.timeout, `${LABEL} job over ${timeoutMs} ms`),
    );
    const stops = [canceledBy(context.signal), jobDeadline];
    let job: QueuedJob | undefined;
    let completed = false;
    try {
      const body = await input(task, stops);
      const answer = await callJson(`${queueUrl}/${model}`, { method: 'POST', body: JSON.stringify(body) }, stops);
      if (!isRecord(answer) || typeof answer.request_id !== 'string') throw invalidResponse('submit answer without request_id');
      job = jobUrls(model, answer, answer.request_id);
      if (typeof answer.queue_position === 'number') context.onProgress({ queuePosition: answer.queue_position });
      await waitForCompletion(task.kind, job, context, stops);
      completed = true;
      const result = await callJson(job.responseUrl, { method: 'GET' }, stops);
      const files = await outputs(task, result, stops);
      context.onProgress({ percent: 100 });
      return { outputs: files, ...(isRecord(result) && typeof result.seed === 'number' ? { seed: result.seed } : {}) };
    } catch (error) {
      // A job left running at fal keeps costing money: stop it, whatever ended our wait.
      if (job && !completed) await cancelAtFal(job);
      throw error;
    } finally {
      jobDeadline.clear();
    }
  }

  return {
    name: 'fal',
    label: LABEL,
    supports: (kind) => kind in models,
    run,
  };
}

/** The log lines not yet passed on: fal repeats the whole log on every status answer. */
function newLogLines(logs: unknown, seen: Set<string>): string[] {
  if (!Array.isArray(logs)) return [];
  const lines: string[] = [];
  for (const entry of logs) {
    if (!isRecord(entry) || typeof entry.message !== 'string' || !entry.message.trim()) continue;
    const id = `${String(entry.timestamp)}|${entry.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    lines.push(entry.message);
  }
  return lines;
}
