import type { TaskKind } from '../../contract/generation';
import type { ImageType } from '../../storage/sniff';

/**
 * The one interface every generation provider implements (fal, Hugging Face, ComfyUI, local, demo). The
 * worker (api/generation/worker.ts) builds a task from a job's validated parameters, runs it with a
 * cancel signal and a progress callback, retries the retryable failures and stores the outputs.
 */

export type ProviderName = 'fal' | 'huggingface' | 'comfyui' | 'local' | 'demo';

/** An input image, already re-encoded by sharp when it was uploaded (api/uploads). */
export interface InputImage {
  bytes: Uint8Array;
  contentType: ImageType;
  width: number;
  height: number;
  /** A file name for providers that want one ('input.png'). */
  fileName: string;
}

interface ImageSettings {
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  steps: number;
  guidance: number;
  seed: number;
  numImages: number;
  outputFormat: 'png' | 'jpeg';
  acceleration?: 'none' | 'regular' | 'high';
}

/**
 * Which FLUX a text-to-image task asks for; each provider maps it to its own model id (fal's
 * fal-ai/flux/dev or fal-ai/flux/schnell, Hugging Face's repositories). Left out: the provider's default.
 */
export type ImageModel = 'flux-dev' | 'flux-schnell';

export interface TextToImageTask extends ImageSettings {
  kind: 'text-to-image';
  model?: ImageModel;
}

export interface ImageToImageTask extends ImageSettings {
  kind: 'image-to-image';
  image: InputImage;
  /** How far from the input image (0..1); fal's default 0.95. */
  strength: number;
}

/** A LoRA a video provider fetches from its https URL and applies with this weight. */
export interface VideoLora {
  path: string;
  scale: number;
}

interface VideoSettings {
  prompt: string;
  negativePrompt: string;
  seed: number;
  aspectRatio: '16:9' | '9:16';
  resolution: '480p' | '580p' | '720p';
  numFrames: 85 | 129;
  enableSafetyChecker: boolean;
  /** Up to three; providers that cannot apply LoRAs ignore them (the demo renderer). */
  loras?: VideoLora[];
}

export interface TextToVideoTask extends VideoSettings {
  kind: 'text-to-video';
  proMode: boolean;
}

export interface ImageToVideoTask extends VideoSettings {
  kind: 'image-to-video';
  image: InputImage;
}

/** The upscaler's two models: ESRGAN slim ('fast') and ESRGAN medium ('quality'). */
export type UpscaleModel = 'fast' | 'quality';

export interface UpscaleTask {
  kind: 'upscale';
  image: InputImage;
  /** Each side of the output is this many times the input's. */
  scale: 2 | 4;
  model: UpscaleModel;
}

/** The subject kept, everything else transparent: a PNG with an alpha channel. */
export interface RemoveBackgroundTask {
  kind: 'remove-background';
  image: InputImage;
}

export type GenerationTask = TextToImageTask | ImageToImageTask | TextToVideoTask | ImageToVideoTask | UpscaleTask | RemoveBackgroundTask;

export interface ProviderOutput {
  kind: 'image' | 'video';
  bytes: Uint8Array;
  /** Sniffed from the bytes, not trusted from a header. */
  contentType: string;
  width?: number;
  height?: number;
}

export interface ProviderResult {
  outputs: ProviderOutput[];
  /** The seed the provider used, when it says. */
  seed?: number;
  /** Shown with the outputs: 'demo render, not AI' for the demo provider. */
  label?: string;
}

export interface ProgressUpdate {
  /** 0..100 */
  percent?: number;
  /** Position in the provider's own queue (fal's queue_position). */
  queuePosition?: number;
  /** A log line from the provider, shown in the progress log. */
  message?: string;
}

export interface RunContext {
  /** Aborted when the job is canceled or the worker stops; a provider stops its calls and throws `canceled`. */
  signal: AbortSignal;
  onProgress(update: ProgressUpdate): void;
}

export interface GenerationProvider {
  readonly name: ProviderName;
  /** The name the progress log and error messages use: 'FAL', 'Hugging Face', 'ComfyUI', 'Demo renderer (not AI)'. */
  readonly label: string;
  supports(kind: TaskKind): boolean;
  run(task: GenerationTask, context: RunContext): Promise<ProviderResult>;
}

/**
 * Why a provider call failed. `message` is what the user sees ('RATE_LIMIT_EXCEEDED',
 * 'Model is loading, please wait 20 seconds and try again', 'FAL API returned invalid response format',
 * 'FAL API Error: {detail}', 'Network error. Please check your connection and try again.').
 * `network` and `timeout` are the retryable kinds (up to 3 retries, 2 s × attempt).
 */
export type ProviderErrorKind =
  | 'network'
  | 'timeout'
  | 'rate_limited'
  | 'model_loading'
  | 'invalid_response'
  | 'content_policy'
  | 'provider_error'
  | 'canceled';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** Provider and detail for the log; never shown to users beyond `message`. */
    readonly detail?: string,
    /**
     * The provider's own words about the failure (its error text, credentials redacted), for tools
     * that word the message themselves ('API Error: {detail}' without the provider's name).
     */
    readonly reason?: string,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

/** A task's prompt, or '' for the tasks that take none (upscale, background removal). */
export const taskPrompt = (task: GenerationTask): string => ('prompt' in task ? task.prompt : '');
