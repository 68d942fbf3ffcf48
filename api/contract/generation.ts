import { z } from 'zod';

/**
 * The generation tools, their parameters (ranges and defaults), what each costs and
 * the words the screens and the API use about them. Pure TypeScript shared by the API (which parses
 * every submit with these schemas) and the PWA (which shows the cost before anything is spent).
 */

export const TOOL_IDS = ['free-flux', 'free-remix', 'image-to-image', 'text-to-video', 'image-to-video'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** What a provider is asked to do; every provider implements some of these (api/generation/providers). */
export type TaskKind = 'text-to-image' | 'image-to-image' | 'text-to-video' | 'image-to-video';

export const generationMessages = {
  promptRequired: 'Please enter a prompt',
  remixMissing: 'Please upload an image and enter a prompt',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size must be less than 10MB',
  consentRequired: 'You must confirm that you have consent to use this image',
  uploadFailed: 'Failed to upload image',
  uploadSignIn: 'Please sign in to upload images',
  uploadMissing: 'The uploaded image was not found. Please upload it again.',
  rateLimited: 'RATE_LIMIT_EXCEEDED',
  modelLoading: 'Model is loading, please wait 20 seconds and try again',
  networkError: 'Network error. Please check your connection and try again.',
  timeout: 'The generation took too long. Please try again.',
  failedFlux: 'Failed to generate image',
  failedRemix: 'Failed to generate image. Please try again.',
  failedImages: 'Failed to generate images. Please try again.',
  failedVideo: 'Failed to generate video. Please try again.',
  failedLoad: 'Failed to load generated image',
  downloadFailed: 'Failed to download image',
  falInvalidResponse: 'FAL API returned invalid response format',
  falFetchFailed: 'Failed to fetch generated image from FAL',
  apiError: (provider: string, detail: string) => `${provider} API Error: ${detail}`,
  invalidResponse: (provider: string) => `${provider} API returned invalid response format`,
  /** A provider's output over OUTPUT_MAX_IMAGE_BYTES / OUTPUT_MAX_VIDEO_BYTES: not downloaded further, not kept. */
  outputTooLarge: (kind: 'image' | 'video', maxBytes: number) => {
    const megabytes = maxBytes / (1024 * 1024);
    const size = megabytes >= 1 ? `${Math.round(megabytes * 10) / 10} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
    return `The generated ${kind} is larger than ${size} and was not kept.`;
  },
  bothFailed: (first: { label: string; message: string }, second: { label: string; message: string }) =>
    `Both APIs failed. ${first.label}: ${first.message} ${second.label}: ${second.message}`,
  contentRefused:
    'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.',
  /** The hosted safety check could not answer, and the prompt is sexual: it is not run unchecked. */
  safetyCheckUnavailable: 'The safety check is unavailable right now. Please try again in a moment. Nothing was charged.',
  freeLimit: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `You have reached the free generation limit. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`;
  },
  signInRequired: 'Please sign in to use this tool',
  insufficient: 'Insufficient tokens',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request.',
  notFound: 'Generation not found',
  notCancelable: 'This generation has already finished and cannot be canceled.',
  canceled: 'Generation canceled',
  workerLost: 'The generation was interrupted. Your tokens have been refunded.',
  /** A job whose stored settings no longer parse with its tool's schema: it is not run, and is refunded. */
  invalidStoredSettings: (problem: string) => `This job's settings are not valid (${problem}). Nothing was generated; any tokens spent were refunded.`,
  /** A job of a tool this server does not know (any more): it is not run, and is refunded. */
  unknownTool: (tool: string) => `The tool "${tool}" is not available. Nothing was generated; any tokens spent were refunded.`,
  queued: 'Queued: will run when you are back online',
  /** The remix is not queued offline: its image must be uploaded first, which needs the network. */
  uploadNeedsConnection: 'Uploading your image needs a connection. You are offline: connect to the internet, then press Generate again.',
  demoLabel: 'demo render, not AI',
  /** The output safety check withheld the job's outputs for a person to look at; its tokens were refunded. */
  heldForReview: 'Held for review',
  heldNote: 'A person will check this result before it is shown. Any tokens spent were refunded.',
  /** A held job whose outputs the administrator removed. */
  removedAfterReview: 'Removed after review',
  /** An uploaded image with a face estimated under SAFETY_UPLOAD_MIN_FACE_AGE, with a sexual prompt. */
  uploadMinorFace: 'This image appears to show someone under 18, so it cannot be used with a sexual prompt.',
} as const;

/** The progress log of the free FLUX page, in order. */
export const fluxLog = {
  starting: 'Starting image generation...',
  generatingWith: (provider: string) => `Generating with ${provider}...`,
  creatingPreview: 'Image generated, creating preview...',
  succeeded: (model: string) => `Image generated successfully with ${model}!`,
  error: (message: string) => `Error: ${message}`,
  retrying: (attempt: number, seconds: number) => `Network error, retrying in ${seconds} s (attempt ${attempt} of 3)...`,
} as const;

/** The text the consent checkbox shows; its version is recorded with every consent. */
export const CONSENT_TEXT =
  'I confirm that I have the right to use this image and, if it shows a real person, that I have their explicit consent to use and modify it.';
export const CONSENT_VERSION = '2026-11-1';

/** The free FLUX page's fixed default negative prompt. */
export const FLUX_DEFAULT_NEGATIVE_PROMPT =
  'blurry, low quality, lowres, jpeg artifacts, pixelated, noisy, grainy, distorted, deformed, disfigured, bad anatomy, ' +
  'bad proportions, extra limbs, missing limbs, extra fingers, fused fingers, mutated hands, poorly drawn hands, ' +
  'poorly drawn face, asymmetric eyes, cross-eyed, out of frame, cropped, duplicate, watermark, signature, text, logo, ' +
  'oversaturated, overexposed, underexposed, washed out, cartoonish, ugly';

export const FLUX_ASPECTS = {
  square: { label: 'Square', width: 1024, height: 1024 },
  portrait: { label: 'Portrait (2:3)', width: 832, height: 1216 },
  landscape: { label: 'Landscape (3:2)', width: 1216, height: 832 },
} as const;
export type FluxAspect = keyof typeof FLUX_ASPECTS;

/** The six style presets of the free FLUX page; each appends its phrases to the prompt. */
export const FLUX_STYLE_PRESETS = [
  { name: 'Photographic', phrases: ['professional photography', 'natural lighting', 'sharp focus', '85mm lens', 'high detail'] },
  { name: 'Digital Art', phrases: ['digital art', 'vibrant colors', 'detailed illustration', 'trending on artstation'] },
  { name: 'Cinematic', phrases: ['cinematic still', 'dramatic lighting', 'film grain', 'anamorphic lens', 'color graded'] },
  { name: 'Anime', phrases: ['anime style', 'cel shading', 'clean line art', 'vivid colors', 'adult characters'] },
  { name: 'Oil Painting', phrases: ['oil painting', 'visible brush strokes', 'rich texture', 'classical composition'] },
  { name: 'Fantasy', phrases: ['fantasy art', 'ethereal lighting', 'epic scenery', 'intricate details', 'magical atmosphere'] },
] as const;

export const FLUX_EXAMPLE_PROMPT =
  'A confident woman in her thirties in an elegant red evening dress on a rooftop terrace at sunset, city lights behind her, warm golden hour light';

/** Remix sizes: six offered, and only these three sizes are really sent. */
export const REMIX_IMAGE_SIZES = ['square_hd', 'square', 'portrait_4_3', 'portrait_16_9', 'landscape_4_3', 'landscape_16_9'] as const;
export type RemixImageSize = (typeof REMIX_IMAGE_SIZES)[number];
export function remixDimensions(size: RemixImageSize): { width: number; height: number } {
  if (size.startsWith('portrait')) return { width: 832, height: 1216 };
  if (size.startsWith('landscape')) return { width: 1216, height: 832 };
  return { width: 1024, height: 1024 };
}

export const VIDEO_RESOLUTIONS = ['480p', '580p', '720p'] as const;
export const VIDEO_ASPECTS = ['16:9', '9:16'] as const;
export const VIDEO_FRAMES = [85, 129] as const;

const PROMPT_MAX = 2000;
const halfStep = (value: number) => Number.isInteger(value * 2);

function prompt(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(PROMPT_MAX, `The prompt must be at most ${PROMPT_MAX} characters`);
}
const negativePrompt = (fallback: string) =>
  z.string({ error: 'The negative prompt must be text' }).trim().max(PROMPT_MAX, `The negative prompt must be at most ${PROMPT_MAX} characters`).default(fallback);
const intRange = (name: string, min: number, max: number, fallback: number, step = 1) =>
  z
    .number({ error: `${name} must be a number from ${min} to ${max}` })
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .min(min, `${name} must be from ${min} to ${max}`)
    .max(max, `${name} must be from ${min} to ${max}`)
    .refine((value) => (value - min) % step === 0, `${name} must be a multiple of ${step}`)
    .default(fallback);
const guidance = (min: number, max: number, fallback: number) =>
  z
    .number({ error: `Guidance must be a number from ${min} to ${max}` })
    .min(min, `Guidance must be from ${min} to ${max}`)
    .max(max, `Guidance must be from ${min} to ${max}`)
    .refine(halfStep, 'Guidance must be a multiple of 0.5')
    .default(fallback);
const seed = z
  .number({ error: 'The seed must be a whole number' })
  .int('The seed must be a whole number')
  .min(0, 'The seed must be from 0 to 2147483647')
  .max(2_147_483_647, 'The seed must be from 0 to 2147483647')
  .optional();
const uploadId = (message: string) => z.uuid({ error: message });
const choice = <T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).default(fallback);

const videoParams = {
  negativePrompt: negativePrompt(''),
  seed,
  aspectRatio: choice('The aspect ratio', VIDEO_ASPECTS, '16:9'),
  resolution: choice('The resolution', VIDEO_RESOLUTIONS, '720p'),
  numFrames: z
    .union([z.literal(85), z.literal(129)], { error: 'The number of frames must be 85 or 129' })
    .default(129),
  enableSafetyChecker: z.boolean({ error: 'enableSafetyChecker must be true or false' }).default(false),
};

/** A tool's parameters: an object whose unknown fields are refused, not ignored. */
const paramsObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : 'The parameters must be an object',
  });

/** The parameters of each tool, strict: an unknown field is refused, not ignored. */
export const toolParams = {
  'free-flux': paramsObject({
    prompt: prompt('Please enter a prompt'),
    negativePrompt: negativePrompt(FLUX_DEFAULT_NEGATIVE_PROMPT),
    aspect: choice('The aspect', ['square', 'portrait', 'landscape'] as const, 'square'),
    steps: intRange('Steps', 1, 8, 4),
    guidance: guidance(1, 10, 3.5),
    seed,
  }),
  'free-remix': paramsObject({
    uploadId: uploadId('Please upload an image and enter a prompt'),
    prompt: prompt('Please upload an image and enter a prompt'),
    negativePrompt: negativePrompt('blurry, ugly'),
    steps: intRange('Steps', 10, 50, 30, 5),
    guidance: guidance(1, 10, 4),
    numImages: intRange('The number of images', 1, 4, 1),
    outputFormat: choice('The output format', ['png', 'jpeg'] as const, 'png'),
    acceleration: choice('Acceleration', ['none', 'regular', 'high'] as const, 'regular'),
    imageSize: choice('The image size', REMIX_IMAGE_SIZES, 'square_hd'),
    seed,
  }),
  'image-to-image': paramsObject({
    uploadId: uploadId('Please upload an image and enter a prompt'),
    prompt: prompt('Please upload an image and enter a prompt'),
    negativePrompt: negativePrompt(''),
    steps: intRange('Steps', 20, 100, 50),
    guidance: guidance(1, 20, 7.5),
    seed,
  }),
  'text-to-video': paramsObject({
    prompt: prompt('Please enter a prompt'),
    proMode: z.boolean({ error: 'proMode must be true or false' }).default(false),
    ...videoParams,
  }),
  'image-to-video': paramsObject({
    uploadId: uploadId('Please upload an image and enter a prompt'),
    prompt: prompt('Please upload an image and enter a prompt'),
    ...videoParams,
  }),
} as const satisfies Record<ToolId, z.ZodType>;

const toolJob = <T extends ToolId>(tool: T) => z.object({ tool: z.literal(tool), params: toolParams[tool] });

/** The body of POST /generations: `{ tool, params }`, parsed with that tool's schema. */
export const submitSchema = z.discriminatedUnion(
  'tool',
  [toolJob('free-flux'), toolJob('free-remix'), toolJob('image-to-image'), toolJob('text-to-video'), toolJob('image-to-video')],
  { error: (issue) => (issue.code === 'invalid_union' ? `Unknown tool. Choose one of: ${TOOL_IDS.join(', ')}` : undefined) },
);

export type ToolParams<T extends ToolId> = z.output<(typeof toolParams)[T]>;
export type ToolInput<T extends ToolId> = z.input<(typeof toolParams)[T]>;
export type AnyToolParams = { [T in ToolId]: { tool: T; params: ToolParams<T> } }[ToolId];

export interface ToolInfo {
  name: string;
  kind: TaskKind;
  output: 'image' | 'video';
  /** Tokens per job; 0 for the free tools. */
  cost: number;
  /** Tokens per job in pro mode (text-to-video). */
  proCost?: number;
  free: boolean;
  requiresSignIn: boolean;
  /** Uploads for this tool need the consent confirmation (real people). */
  requiresConsent: boolean;
  /** The model the log names when the job succeeds. */
  model: string;
  /** The default message when it fails. */
  failureMessage: string;
}

/** What each tool costs and who may use it. */
export const TOOLS: Record<ToolId, ToolInfo> = {
  'free-flux': {
    name: 'FREE FLUX',
    kind: 'text-to-image',
    output: 'image',
    cost: 0,
    free: true,
    requiresSignIn: false,
    requiresConsent: false,
    model: 'FLUX Schnell',
    failureMessage: generationMessages.failedFlux,
  },
  'free-remix': {
    name: 'AI Image Remix',
    kind: 'image-to-image',
    output: 'image',
    cost: 0,
    free: true,
    requiresSignIn: false,
    requiresConsent: true,
    model: 'FLUX.1 [dev] image-to-image',
    failureMessage: generationMessages.failedRemix,
  },
  'image-to-image': {
    name: 'Image to Image',
    kind: 'image-to-image',
    output: 'image',
    cost: 7,
    free: false,
    requiresSignIn: true,
    requiresConsent: true,
    model: 'FLUX.1 [dev] image-to-image',
    failureMessage: generationMessages.failedImages,
  },
  'text-to-video': {
    name: 'Text to Video',
    kind: 'text-to-video',
    output: 'video',
    cost: 100,
    proCost: 200,
    free: false,
    requiresSignIn: true,
    requiresConsent: false,
    model: 'Hunyuan Video',
    failureMessage: generationMessages.failedVideo,
  },
  'image-to-video': {
    name: 'Image to Video',
    kind: 'image-to-video',
    output: 'video',
    cost: 100,
    free: false,
    requiresSignIn: true,
    requiresConsent: true,
    model: 'Hunyuan Video image-to-video',
    failureMessage: generationMessages.failedVideo,
  },
};

export function isToolId(value: string): value is ToolId {
  return (TOOL_IDS as readonly string[]).includes(value);
}

/** What a job of this tool with these parameters costs, in tokens. */
export function toolCost(job: AnyToolParams): number {
  const info = TOOLS[job.tool];
  if (job.tool === 'text-to-video' && job.params.proMode) return info.proCost ?? info.cost;
  return info.cost;
}

/** 'held': the output safety check withheld the outputs for review (refunded; may still be released). */
export const GENERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled', 'held'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const isFinished = (status: GenerationStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'canceled' || status === 'held';

/** How the progress log names each provider (the log names the one really used). */
export const PROVIDER_LABELS: Record<string, string> = {
  fal: 'FAL',
  huggingface: 'Hugging Face',
  comfyui: 'ComfyUI',
  demo: 'Demo renderer (not AI)',
};

export interface GenerationOutput {
  kind: 'image' | 'video';
  /** A signed URL of our storage, valid for a while. */
  url: string;
  contentType: string;
  width: number | null;
  height: number | null;
  /** 'demo render, not AI' on outputs of the demo provider. */
  label: string | null;
}

export interface Generation {
  id: string;
  tool: ToolId;
  status: GenerationStatus;
  progress: number;
  cost: number;
  provider: string;
  /** The provider's name as the log shows it ('Hugging Face (Free)', 'FAL', 'Demo renderer (not AI)'). */
  providerLabel: string;
  prompt: string;
  params: Record<string, unknown>;
  error: string | null;
  outputs: GenerationOutput[];
  /** Input image of image tools, signed URL. */
  inputUrl: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** When an anonymous job's outputs are deleted. */
  expiresAt: string | null;
}

export interface SubmitResponse {
  id: string;
  status: GenerationStatus;
  cost: number;
  /** False when an Idempotency-Key replay found the job of an earlier submit. */
  created: boolean;
}

export interface GenerationsPage {
  generations: Generation[];
  nextCursor: string | null;
}

export interface UploadResponse {
  id: string;
  /** A signed URL of the re-encoded image (private bucket). */
  url: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  consentRecorded: boolean;
}

/** The Server-Sent Events of /generations/:id/events: `event:` is the kind, `data:` the JSON. */
export type GenerationEvent =
  | { kind: 'status'; status: GenerationStatus; queuePosition?: number }
  | { kind: 'queue'; position: number }
  | { kind: 'progress'; percent: number }
  | { kind: 'log'; message: string }
  | { kind: 'result'; outputs: GenerationOutput[] }
  | { kind: 'error'; message: string };

/** A fixed prefix, the first 30 prompt characters sanitised, and a timestamp. */
export function downloadFileName(promptText: string, at: Date = new Date(), extension = 'png'): string {
  const part = promptText
    .slice(0, 30)
    .replace(/[^a-z0-9]+/gi, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  return `studio18-${part || 'image'}-${at.getTime()}.${extension}`;
}
