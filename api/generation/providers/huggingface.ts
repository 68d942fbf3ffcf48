import { generationMessages, type TaskKind } from '../../contract/generation';
import { readCapped, redact } from '../../http/outbound';
import { DEFAULT_OUTPUT_LIMITS, type OutputLimits, outputTooLarge } from './download';
import { canceledBy, commonFailure, deadline, readFailure, send } from './http';
import {
  type GenerationProvider,
  type GenerationTask,
  ProviderError,
  type ProviderOutput,
  type ProviderResult,
  type RunContext,
} from './provider';
import { sniffImageType } from '../../storage/sniff';

/**
 * Hugging Face Inference (hf-inference): one blocking POST per image
 * (`{base}/{model}`, bearer token, JSON `inputs` and `parameters`) that answers the image bytes. No queue, no progress and no retries here: the worker retries the
 * retryable failures with its own bounded backoff.
 */

type HuggingFaceKind = 'text-to-image' | 'image-to-image';

export interface HuggingFaceOptions {
  /** HF_TOKEN, sent as `Authorization: Bearer <token>`. */
  token: string;
  baseUrl?: string;
  /** The model per kind of task; 'text-to-image-dev' for the tools that ask for FLUX dev. */
  models?: Partial<Record<HuggingFaceModelKey, string>>;
  /** Each image's call; then 'timeout'. */
  timeoutMs?: number;
  /** The answer is the image itself: it is cut off past the image size cap. */
  outputs?: OutputLimits;
  fetch?: typeof fetch;
}

type HuggingFaceModelKey = HuggingFaceKind | 'text-to-image-dev';

export const HUGGING_FACE_DEFAULT_MODELS: Record<HuggingFaceModelKey, string> = {
  'text-to-image': 'black-forest-labs/FLUX.1-schnell',
  'text-to-image-dev': 'black-forest-labs/FLUX.1-dev',
  'image-to-image': 'timbrooks/instruct-pix2pix',
};

const modelKey = (task: GenerationTask & { kind: HuggingFaceKind }): HuggingFaceModelKey =>
  task.kind === 'text-to-image' && task.model === 'flux-dev' ? 'text-to-image-dev' : task.kind;

const LABEL = 'Hugging Face';

const isHuggingFaceKind = (kind: TaskKind): kind is HuggingFaceKind => kind === 'text-to-image' || kind === 'image-to-image';

function body(task: GenerationTask & { kind: HuggingFaceKind }, seed: number): Record<string, unknown> {
  const negative = task.negativePrompt.trim() ? { negative_prompt: task.negativePrompt } : {};
  if (task.kind === 'text-to-image') {
    return {
      inputs: task.prompt,
      parameters: {
        ...negative,
        num_inference_steps: task.steps,
        guidance_scale: task.guidance,
        width: task.width,
        height: task.height,
        seed,
      },
    };
  }
  return {
    inputs: Buffer.from(task.image.bytes).toString('base64'),
    parameters: {
      prompt: task.prompt,
      guidance_scale: task.guidance,
      ...negative,
      num_inference_steps: task.steps,
      target_size: { width: task.width, height: task.height },
    },
  };
}

export function createHuggingFaceProvider(options: HuggingFaceOptions): GenerationProvider {
  const token = options.token;
  const baseUrl = (options.baseUrl ?? 'https://router.huggingface.co/hf-inference/models').replace(/\/+$/, '');
  const models = { ...HUGGING_FACE_DEFAULT_MODELS, ...options.models };
  const timeoutMs = options.timeoutMs ?? 180_000;
  const fetchFn = options.fetch ?? fetch;
  const maxBytes = (options.outputs ?? DEFAULT_OUTPUT_LIMITS).maxBytes.image;

  async function failure(response: Response): Promise<ProviderError> {
    const { text: raw } = await readFailure(response);
    const text = redact(raw, token);
    return (
      commonFailure(response.status, text, 503) ??
      new ProviderError('provider_error', generationMessages.apiError(LABEL, text), `HTTP ${response.status}: ${text}`, text)
    );
  }

  async function generate(task: GenerationTask & { kind: HuggingFaceKind }, seed: number, context: RunContext): Promise<ProviderOutput> {
    const limit = deadline(
      timeoutMs,
      () => new ProviderError('timeout', generationMessages.timeout, `${LABEL} did not answer within ${timeoutMs} ms`),
    );
    try {
      const bytes = await send(
        fetchFn,
        `${baseUrl}/${models[modelKey(task)]}`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body(task, seed)),
        },
        { stops: [canceledBy(context.signal), limit] },
        async (response) => {
          if (!response.ok) throw await failure(response);
          return readCapped(response, maxBytes, (detail) => outputTooLarge('image', maxBytes, `${LABEL} answer: ${detail}`));
        },
      );
      const contentType = sniffImageType(bytes);
      if (!contentType)
        throw new ProviderError(
          'invalid_response',
          generationMessages.invalidResponse(LABEL),
          `answer of ${bytes.length} bytes is not an image`,
        );
      return { kind: 'image', bytes, contentType };
    } finally {
      limit.clear();
    }
  }

  async function run(task: GenerationTask, context: RunContext): Promise<ProviderResult> {
    if (task.kind !== 'text-to-image' && task.kind !== 'image-to-image') {
      throw new ProviderError('provider_error', generationMessages.apiError(LABEL, `${task.kind} is not supported`));
    }
    const count = Math.max(1, task.numImages);
    const outputs: ProviderOutput[] = [];
    context.onProgress({ percent: 10 });
    // One call per image, one after the other: a free tier answers one at a time anyway.
    for (let index = 0; index < count; index += 1) {
      outputs.push(await generate(task, task.seed + index, context));
      context.onProgress({ percent: Math.round(10 + (80 * (index + 1)) / count) });
    }
    return { outputs, seed: task.seed };
  }

  return {
    name: 'huggingface',
    label: LABEL,
    supports: isHuggingFaceKind,
    run,
  };
}
