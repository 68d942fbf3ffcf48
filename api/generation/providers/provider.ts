import type { TaskKind } from '../../contract/generation';

/**
 * The one interface every generation provider implements (fal, Hugging Face, ComfyUI, demo). The
 * worker (api/generation/worker.ts) builds a task from a job's validated parameters, runs it with a
 * cancel signal and a progress callback, retries the retryable failures and stores the outputs.
 */

export type ProviderName = 'fal' | 'huggingface' | 'comfyui' | 'demo';
export const PROVIDER_NAMES = ['fal', 'huggingface', 'comfyui', 'demo'] as const satisfies readonly ProviderName[];

/** An input image, already re-encoded by sharp when it was uploaded (api/uploads). */
export interface InputImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
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

export interface TextToImageTask extends ImageSettings {
  kind: 'text-to-image';
}

export interface ImageToImageTask extends ImageSettings {
  kind: 'image-to-image';
  image: InputImage;
  /** How far from the input image (0..1); fal's default 0.95. */
  strength: number;
}

interface VideoSettings {
  prompt: string;
  negativePrompt: string;
  seed: number;
  aspectRatio: '16:9' | '9:16';
  resolution: '480p' | '580p' | '720p';
  numFrames: 85 | 129;
  enableSafetyChecker: boolean;
}

export interface TextToVideoTask extends VideoSettings {
  kind: 'text-to-video';
  proMode: boolean;
}

export interface ImageToVideoTask extends VideoSettings {
  kind: 'image-to-video';
  image: InputImage;
}

export type GenerationTask = TextToImageTask | ImageToImageTask | TextToVideoTask | ImageToVideoTask;

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
 * Why a provider call failed. `message` is what the user sees (spec §8's words: 'RATE_LIMIT_EXCEEDED',
 * 'Model is loading, please wait 20 seconds and try again', 'FAL API returned invalid response format',
 * 'FAL API Error: {detail}', 'Network error. Please check your connection and try again.').
 * `network` and `timeout` are the retryable kinds (spec §4: up to 3 retries, 2 s × attempt).
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
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

/** Image content type from the first bytes (png, jpeg, webp, gif), or null. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(String.fromCharCode(...bytes.subarray(0, 6)))) return 'image/gif';
  return null;
}

/** Video content type from the first bytes (mp4/mov `ftyp`, webm), or null. */
export function sniffVideoType(bytes: Uint8Array): 'video/mp4' | 'video/webm' | null {
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp') return 'video/mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return null;
}
