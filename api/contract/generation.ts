import { z } from 'zod';

/**
 * The generation tools, their parameters (ranges and defaults), what each costs and
 * the words the screens and the API use about them. Pure TypeScript shared by the API (which parses
 * every submit with these schemas) and the PWA (which shows the cost before anything is spent).
 */

/** Every tool, the free pages' first, then the Studio's in the order of its dashboard. */
export const TOOL_IDS = [
  'free-flux',
  'free-remix',
  'fast-photo',
  'premium-text-to-image',
  'image-to-image',
  'text-to-video',
  'image-to-video',
  'upscale',
  'remove-background',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** What a provider is asked to do; every provider implements some of these (api/generation/providers). */
export type TaskKind = 'text-to-image' | 'image-to-image' | 'text-to-video' | 'image-to-video' | 'upscale' | 'remove-background';

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
  invalidStoredSettings: (problem: string) =>
    `This job's settings are not valid (${problem}). Nothing was generated; any tokens spent were refunded.`,
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
  /** The fast photo generator's words for a provider's error and its default failure. */
  fastApiError: (detail: string) => `API Error: ${detail}`,
  fastFailed: 'Failed to generate images',
  /** An uploaded image with a face estimated under SAFETY_UPLOAD_MIN_FACE_AGE, with a sexual prompt. */
  uploadMinorFace: 'This image appears to show someone under 18, so it cannot be used with a sexual prompt.',
  /** The image tools without a prompt (upscale, background removal) take an upload or one of the member's outputs. */
  imageRequired: 'Please upload an image or choose one of your images',
  oneImageOnly: 'Choose either an uploaded image or one of your images, not both',
  /** An outputId that is not one of the caller's own outputs (another member's is answered the same). */
  outputMissing: 'That image is not in your gallery. Choose another one or upload it.',
  /** The upscaler's input limit for a scale (longest side, px). */
  upscaleTooLarge: (scale: number, maxSide: number, side: number) =>
    `For ×${scale} the image may be at most ${maxSide} px on its longer side; this one is ${side} px. Choose ${scale === 4 ? '×2 or ' : ''}a smaller image.`,
  /** The background remover's input limit (longest side, px). */
  cutoutTooLarge: (maxSide: number, side: number) =>
    `For background removal the image may be at most ${maxSide} px on its longer side; this one is ${side} px. Choose a smaller image.`,
  failedUpscale: 'Failed to upscale the image. Please try again.',
  failedCutout: 'Failed to remove the background. Please try again.',
} as const;

/** The progress log of the free FLUX page, in order. */
export const fluxLog = {
  starting: 'Starting image generation...',
  generatingWith: (provider: string) => `Generating with ${provider}...`,
  creatingPreview: 'Image generated, creating preview...',
  succeeded: (model: string) => `Image generated successfully with ${model}!`,
  error: (message: string) => `Error: ${message}`,
  retrying: (attempt: number, seconds: number) => `Network error, retrying in ${seconds} s (attempt ${attempt} of 3)...`,
  /** The server answered that it is briefly unavailable (a 503 with Retry-After). */
  retryingUnavailable: (attempt: number, seconds: number) =>
    `The site is briefly unavailable, retrying in ${seconds} s (attempt ${attempt} of 3)...`,
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

/** The premium text-to-image view's aspect options and the sizes each sends. */
export const PREMIUM_ASPECTS = {
  '1:1': { label: 'Square', width: 1024, height: 1024 },
  '2:3': { label: 'Portrait', width: 896, height: 1152 },
  '3:2': { label: 'Landscape', width: 1152, height: 896 },
  '9:16': { label: 'Mobile', width: 768, height: 1360 },
  '16:9': { label: 'Cinema', width: 1360, height: 768 },
} as const;
export type PremiumAspect = keyof typeof PREMIUM_ASPECTS;
export const PREMIUM_ASPECT_IDS = Object.keys(PREMIUM_ASPECTS) as [PremiumAspect, ...PremiumAspect[]];

/** The premium view's style models: each one selected appends its quality phrase to the prompt. */
export const PREMIUM_STYLE_MODELS = [
  { name: 'FLUX.1-dev', phrase: 'highly detailed, sharp focus, professional quality' },
  { name: 'FLUX.1-schnell', phrase: 'crisp details, clean composition, vivid colors' },
  { name: 'Fooocus V2', phrase: 'intricate, elegant, highly detailed, balanced composition' },
  { name: 'Enhance', phrase: 'enhanced details, improved clarity, refined textures' },
  { name: 'Sharp', phrase: 'ultra sharp, crisp edges, high definition' },
  { name: 'Masterpiece', phrase: 'masterpiece, best quality, award-winning' },
  { name: 'Photography', phrase: 'professional photography, DSLR, 85mm lens, natural light' },
  { name: 'Cinematic', phrase: 'cinematic lighting, film still, dramatic atmosphere' },
  { name: 'SDV1', phrase: 'classic diffusion look, detailed, soft rendering' },
  { name: 'Anime', phrase: 'anime style, cel shading, vibrant colors, adult characters' },
] as const;
export type PremiumStyleModel = (typeof PREMIUM_STYLE_MODELS)[number]['name'];
export const PREMIUM_STYLE_NAMES = PREMIUM_STYLE_MODELS.map((style) => style.name) as [PremiumStyleModel, ...PremiumStyleModel[]];

/** Performance presets and the steps each runs; a member who sets the steps themselves overrides them. */
export const PREMIUM_PERFORMANCE = { Speed: 20, Quality: 30, 'Extreme Speed': 15 } as const;
export type PremiumPerformance = keyof typeof PREMIUM_PERFORMANCE;
export const PREMIUM_PERFORMANCE_IDS = Object.keys(PREMIUM_PERFORMANCE) as [PremiumPerformance, ...PremiumPerformance[]];

/** The providers a member may choose in the premium view; the other one is the fallback for each image. */
export const PREMIUM_PROVIDERS = ['fal', 'huggingface'] as const;
export type PremiumProvider = (typeof PREMIUM_PROVIDERS)[number];

/** The fast photo generator's twelve photography styles; each appends its phrases to the prompt. */
export const FAST_PHOTO_STYLES = [
  { name: 'Studio Portrait', phrases: ['studio portrait', 'softbox lighting', 'seamless backdrop', 'sharp focus'] },
  { name: 'Golden Hour', phrases: ['golden hour', 'warm backlight', 'soft lens flare', 'natural skin tones'] },
  { name: 'Film Noir', phrases: ['film noir', 'black and white', 'hard shadows', 'venetian blind light'] },
  { name: 'Fashion Editorial', phrases: ['fashion editorial', 'magazine cover quality', 'styled wardrobe', 'bold pose'] },
  { name: 'Boudoir', phrases: ['boudoir photography', 'soft window light', 'intimate mood', 'shallow depth of field'] },
  { name: 'Street', phrases: ['street photography', 'candid moment', '35mm lens', 'urban background'] },
  { name: 'Vintage Film', phrases: ['vintage film photo', 'kodak portra 400', 'film grain', 'faded colors'] },
  { name: 'Cinematic', phrases: ['cinematic still', 'anamorphic lens', 'teal and orange grade', 'dramatic lighting'] },
  { name: 'Glamour', phrases: ['glamour photography', 'beauty dish lighting', 'flawless makeup', 'high gloss'] },
  { name: 'Fine Art Monochrome', phrases: ['fine art photography', 'monochrome', 'sculptural light', 'minimalist composition'] },
  { name: 'Natural Light', phrases: ['natural light', 'overcast soft light', 'true-to-life colors', 'documentary feel'] },
  { name: 'Neon Night', phrases: ['neon lights', 'night city', 'colored rim light', 'reflections on wet street'] },
] as const;
export type FastPhotoStyle = (typeof FAST_PHOTO_STYLES)[number]['name'];
export const FAST_PHOTO_STYLE_NAMES = FAST_PHOTO_STYLES.map((style) => style.name) as [FastPhotoStyle, ...FastPhotoStyle[]];

/** The fast photo generator's aspect ratios and the sizes each sends (multiples of 16, about a megapixel). */
export const FAST_PHOTO_ASPECTS = {
  '1:1': { width: 1024, height: 1024 },
  '3:4': { width: 864, height: 1152 },
  '9:16': { width: 768, height: 1360 },
  '4:3': { width: 1152, height: 864 },
  '16:9': { width: 1360, height: 768 },
  '21:9': { width: 1568, height: 672 },
} as const;
export type FastPhotoAspect = keyof typeof FAST_PHOTO_ASPECTS;
export const FAST_PHOTO_ASPECT_IDS = Object.keys(FAST_PHOTO_ASPECTS) as [FastPhotoAspect, ...FastPhotoAspect[]];
/** The fast generator always runs FLUX.1-dev with these. */
export const FAST_PHOTO_MODEL = { guidance: 3.5, steps: 28 } as const;

/** A prompt with the phrases of its presets appended, as the provider receives it. */
export function withPhrases(promptText: string, phrases: readonly string[]): string {
  return phrases.length ? `${promptText}, ${phrases.join(', ')}` : promptText;
}

export const VIDEO_RESOLUTIONS = ['480p', '580p', '720p'] as const;
export const VIDEO_ASPECTS = ['16:9', '9:16'] as const;
export const VIDEO_FRAMES = [85, 129] as const;

/** The longest prompt a tool takes (characters); the prompt fields count towards it. */
export const PROMPT_MAX = 2000;
const halfStep = (value: number) => Number.isInteger(value * 2);

function prompt(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(PROMPT_MAX, `The prompt must be at most ${PROMPT_MAX} characters`);
}
const negativePrompt = (fallback: string) =>
  z
    .string({ error: 'The negative prompt must be text' })
    .trim()
    .max(PROMPT_MAX, `The negative prompt must be at most ${PROMPT_MAX} characters`)
    .default(fallback);
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

/** The upscaler's scales and models: ESRGAN slim ('fast') or medium ('quality'). */
export const UPSCALE_SCALES = [2, 4] as const;
export type UpscaleScale = (typeof UPSCALE_SCALES)[number];
export const UPSCALE_MODELS = { fast: 'ESRGAN slim', quality: 'ESRGAN medium' } as const;
export type UpscaleModelId = keyof typeof UPSCALE_MODELS;
/** The longest side an upscale input may have for each scale (px): outputs stay within 2048 px. */
export const UPSCALE_MAX_SIDE: Record<UpscaleScale, number> = { 2: 1024, 4: 512 };
/** The longest side a background removal input may have (px); its output has the input's size. */
export const CUTOUT_MAX_SIDE = 4096;

/** Why an image is too large to upscale by `scale`, or null when it fits. */
export function upscaleSizeProblem(width: number, height: number, scale: UpscaleScale): string | null {
  const side = Math.max(width, height);
  const maxSide = UPSCALE_MAX_SIDE[scale];
  return side > maxSide ? generationMessages.upscaleTooLarge(scale, maxSide, side) : null;
}

/** Why an image is too large for background removal, or null when it fits. */
export function cutoutSizeProblem(width: number, height: number): string | null {
  const side = Math.max(width, height);
  return side > CUTOUT_MAX_SIDE ? generationMessages.cutoutTooLarge(CUTOUT_MAX_SIDE, side) : null;
}

/** Why this input is too large for the job's tool, or null when it fits (or the tool has no limit). */
export function inputSizeProblem(job: AnyToolParams, width: number, height: number): string | null {
  if (job.tool === 'upscale') return upscaleSizeProblem(width, height, job.params.scale);
  if (job.tool === 'remove-background') return cutoutSizeProblem(width, height);
  return null;
}

/**
 * The input of the tools without a prompt: an upload (`uploadId`) or one of the member's own outputs
 * (`outputId`, the output's gallery item id), exactly one of them.
 */
const imageInput = {
  uploadId: z.uuid({ error: generationMessages.imageRequired }).optional(),
  outputId: z.uuid({ error: generationMessages.imageRequired }).optional(),
};
const oneImage = (params: { uploadId?: string; outputId?: string }, context: z.core.$RefinementCtx) => {
  if (!params.uploadId && !params.outputId) context.addIssue({ code: 'custom', message: generationMessages.imageRequired });
  else if (params.uploadId && params.outputId) context.addIssue({ code: 'custom', message: generationMessages.oneImageOnly });
};
const choice = <T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).default(fallback);

/** At most this many LoRAs per video job. */
export const MAX_LORAS = 3;
const lora = z.strictObject(
  {
    path: z.url({ protocol: /^https$/, error: 'A LoRA must be an https URL' }).max(500, 'A LoRA URL must be at most 500 characters'),
    scale: z
      .number({ error: 'A LoRA scale must be a number from 0 to 2' })
      .min(0, 'A LoRA scale must be from 0 to 2')
      .max(2, 'A LoRA scale must be from 0 to 2')
      .default(1),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown LoRA setting: ${issue.keys.join(', ')}` : 'A LoRA is { path, scale }'),
  },
);

const videoParams = {
  negativePrompt: negativePrompt(''),
  loras: z.array(lora, { error: 'LoRAs must be a list' }).max(MAX_LORAS, `At most ${MAX_LORAS} LoRAs`).default([]),
  seed,
  aspectRatio: choice('The aspect ratio', VIDEO_ASPECTS, '16:9'),
  resolution: choice('The resolution', VIDEO_RESOLUTIONS, '720p'),
  numFrames: z.union([z.literal(85), z.literal(129)], { error: 'The number of frames must be 85 or 129' }).default(129),
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
    numImages: intRange('The number of images', 1, 4, 1),
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
    // The image-to-video model applies no LoRAs of the member's: refused rather than silently dropped.
    loras: videoParams.loras.refine((loras) => loras.length === 0, 'LoRAs are available for Text to Video only'),
  }),
  'premium-text-to-image': paramsObject({
    prompt: prompt('Please enter a prompt'),
    negativePrompt: negativePrompt(''),
    /** Left out: the performance preset's steps. Set: these steps, whatever the preset. */
    steps: z
      .number({ error: 'Steps must be a number from 20 to 100' })
      .int('Steps must be a whole number from 20 to 100')
      .min(20, 'Steps must be from 20 to 100')
      .max(100, 'Steps must be from 20 to 100')
      .optional(),
    guidance: guidance(1, 20, 7.5),
    styles: z
      .array(z.enum(PREMIUM_STYLE_NAMES, { error: `A style must be one of ${PREMIUM_STYLE_NAMES.join(', ')}` }), {
        error: 'The styles must be a list',
      })
      .max(PREMIUM_STYLE_NAMES.length, 'Choose each style at most once')
      .refine((styles) => new Set(styles).size === styles.length, 'Choose each style at most once')
      .default(['FLUX.1-dev']),
    imageNumber: intRange('The number of images', 1, 4, 2),
    aspect: choice('The aspect ratio', PREMIUM_ASPECT_IDS, '2:3'),
    performance: choice('The performance', PREMIUM_PERFORMANCE_IDS, 'Quality'),
    apiProvider: choice('The provider', PREMIUM_PROVIDERS, 'fal'),
    seed,
  }),
  'fast-photo': paramsObject({
    prompt: prompt('Please enter a prompt'),
    style: choice('The style', FAST_PHOTO_STYLE_NAMES, 'Studio Portrait'),
    aspect: choice('The aspect ratio', FAST_PHOTO_ASPECT_IDS, '1:1'),
    count: intRange('The number of images', 1, 4, 1),
    seed,
  }),
  upscale: paramsObject({
    ...imageInput,
    scale: z.union([z.literal(2), z.literal(4)], { error: 'The scale must be 2 or 4' }).default(4),
    model: choice('The model', ['fast', 'quality'] as const, 'fast'),
  }).superRefine(oneImage),
  'remove-background': paramsObject(imageInput).superRefine(oneImage),
} as const satisfies Record<ToolId, z.ZodType>;

const toolJob = <T extends ToolId>(tool: T) => z.object({ tool: z.literal(tool), params: toolParams[tool] });
type ToolJob = { [T in ToolId]: ReturnType<typeof toolJob<T>> }[ToolId];

/** The body of POST /generations: `{ tool, params }`, parsed with that tool's schema. */
export const submitSchema = z.discriminatedUnion('tool', TOOL_IDS.map(toolJob) as [ToolJob, ...ToolJob[]], {
  error: (issue) => (issue.code === 'invalid_union' ? `Unknown tool. Choose one of: ${TOOL_IDS.join(', ')}` : undefined),
});

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
  /** The cost is per generated image: a job costs `cost` × its number of images. */
  costPerImage?: boolean;
  /** Shown on the tool's card in the Studio ('NEW', '100% FREE', 'PREMIUM'). */
  badges?: string[];
  /** One line on the tool's card. */
  summary: string;
  free: boolean;
  requiresSignIn: boolean;
  /** Uploads for this tool need the consent confirmation (real people). */
  requiresConsent: boolean;
  /** The model the log names when the job succeeds. */
  model: string;
  /** The default message when it fails. */
  failureMessage: string;
  /**
   * The PWA page a job of this tool is shown in (a notification opens it with ?job=<id>). A page
   * /apps/<slug> is a Studio tool: its card is on the dashboard and its view is
   * pwa/src/pages/studio/<Slug>View.tsx (the slug in PascalCase).
   */
  page: string;
  /** The picture of the tool's card on the Studio dashboard. */
  icon?: StudioIcon;
  /**
   * The services asked first when the operator configured none for this tool, in order (the first
   * this server has and that can do the tool's kind); the demo renderer when none can.
   */
  providers: readonly PreferredProvider[];
}

/** The pictures a Studio card can show (drawn by pwa/src/pages/studio/Dashboard.tsx). */
export type StudioIcon = 'camera' | 'crown' | 'image' | 'film' | 'play' | 'upscale' | 'cutout';

/** The services a tool may prefer (api/generation/registry.ts); the demo renderer is everyone's last resort. */
export type PreferredProvider = 'fal' | 'huggingface' | 'comfyui' | 'local';

/** What each tool costs and who may use it. */
export const TOOLS: Record<ToolId, ToolInfo> = {
  'free-flux': {
    name: 'FREE FLUX',
    page: '/free-txt2img',
    providers: ['huggingface', 'fal', 'comfyui'],
    kind: 'text-to-image',
    output: 'image',
    cost: 0,
    free: true,
    requiresSignIn: false,
    requiresConsent: false,
    model: 'FLUX Schnell',
    failureMessage: generationMessages.failedFlux,
    summary: 'Fast FLUX text-to-image, free for everyone.',
  },
  'free-remix': {
    name: 'AI Image Remix',
    page: '/free-img2img',
    providers: ['fal', 'comfyui', 'huggingface'],
    kind: 'image-to-image',
    output: 'image',
    cost: 0,
    free: true,
    requiresSignIn: false,
    requiresConsent: true,
    model: 'FLUX.1 [dev] image-to-image',
    failureMessage: generationMessages.failedRemix,
    summary: 'Remix a photo with a description of the changes, free.',
  },
  'image-to-image': {
    name: 'Image to Image',
    page: '/apps/image-to-image',
    icon: 'image',
    providers: ['fal', 'comfyui', 'huggingface'],
    kind: 'image-to-image',
    output: 'image',
    cost: 7,
    costPerImage: true,
    free: false,
    requiresSignIn: true,
    requiresConsent: true,
    model: 'FLUX.1 [dev] image-to-image',
    failureMessage: generationMessages.failedImages,
    summary: 'Transform your own image with a prompt, up to 4 results at once.',
  },
  'text-to-video': {
    name: 'Text to Video',
    page: '/apps/text-to-video',
    icon: 'film',
    providers: ['fal', 'comfyui'],
    kind: 'text-to-video',
    output: 'video',
    cost: 100,
    proCost: 200,
    free: false,
    requiresSignIn: true,
    requiresConsent: false,
    model: 'Hunyuan Video',
    failureMessage: generationMessages.failedVideo,
    summary: 'Describe a scene and get a video clip; pro mode for more detail.',
  },
  'image-to-video': {
    name: 'Image to Video',
    page: '/apps/image-to-video',
    icon: 'play',
    providers: ['fal', 'comfyui'],
    kind: 'image-to-video',
    output: 'video',
    cost: 100,
    free: false,
    requiresSignIn: true,
    requiresConsent: true,
    model: 'Hunyuan Video image-to-video',
    failureMessage: generationMessages.failedVideo,
    summary: 'Bring a still image to life with an animation prompt.',
  },
  'premium-text-to-image': {
    name: 'Premium Text to Image',
    page: '/apps/premium',
    icon: 'crown',
    providers: ['fal', 'huggingface', 'comfyui'],
    kind: 'text-to-image',
    output: 'image',
    cost: 0,
    free: true,
    requiresSignIn: true,
    requiresConsent: false,
    model: 'FLUX.1 [dev]',
    failureMessage: generationMessages.failedImages,
    badges: ['PREMIUM'],
    summary: 'FLUX.1 [dev] with style models, up to 4 images, free of charge.',
  },
  'fast-photo': {
    name: 'Fast Photo Generator',
    page: '/apps/fast-photo',
    icon: 'camera',
    providers: ['huggingface', 'fal', 'comfyui'],
    kind: 'text-to-image',
    output: 'image',
    cost: 0,
    free: true,
    requiresSignIn: true,
    requiresConsent: false,
    model: 'FLUX.1 [dev]',
    failureMessage: generationMessages.fastFailed,
    badges: ['NEW', '100% FREE'],
    summary: '12 photography styles, six aspect ratios, up to 4 photos.',
  },
  upscale: {
    name: 'AI Upscale',
    page: '/apps/upscale',
    icon: 'upscale',
    providers: ['fal', 'comfyui', 'local'],
    kind: 'upscale',
    output: 'image',
    cost: 5,
    free: false,
    requiresSignIn: true,
    requiresConsent: true,
    model: 'ESRGAN',
    failureMessage: generationMessages.failedUpscale,
    badges: ['NEW'],
    summary: 'Enlarge a photo ×2 or ×4 with ESRGAN: sharper than resizing.',
  },
  'remove-background': {
    name: 'Background Removal',
    page: '/apps/remove-background',
    icon: 'cutout',
    providers: ['fal', 'comfyui', 'local'],
    kind: 'remove-background',
    output: 'image',
    cost: 3,
    free: false,
    requiresSignIn: true,
    requiresConsent: true,
    model: 'U²-Net',
    failureMessage: generationMessages.failedCutout,
    badges: ['NEW'],
    summary: 'Cut out the subject onto a transparent background (PNG).',
  },
};

/** The prompt of a job, or '' for the tools that take none (upscale, background removal). */
export function promptOf(job: AnyToolParams): string {
  return 'prompt' in job.params ? job.params.prompt : '';
}

/**
 * What a job is called where its prompt shows (the queue panel, its gallery item's title): its prompt,
 * or what the tools without one did.
 */
export function jobText(job: AnyToolParams): string {
  if (job.tool === 'upscale') return `AI Upscale ×${job.params.scale} (${UPSCALE_MODELS[job.params.model]})`;
  if (job.tool === 'remove-background') return 'Background removed';
  return job.params.prompt;
}

/** The upload a job starts from, when it names one. */
export function uploadOf(job: AnyToolParams): string | undefined {
  return 'uploadId' in job.params ? job.params.uploadId : undefined;
}

/** The member's own output a job starts from (its gallery item id), when it names one. */
export function outputOf(job: AnyToolParams): string | undefined {
  return 'outputId' in job.params ? job.params.outputId : undefined;
}

export function isToolId(value: string): value is ToolId {
  return (TOOL_IDS as readonly string[]).includes(value);
}

/** What a job of this tool with these parameters costs, in tokens. */
export function toolCost(job: AnyToolParams): number {
  const info = TOOLS[job.tool];
  if (job.tool === 'text-to-video' && job.params.proMode) return info.proCost ?? info.cost;
  if (info.costPerImage && 'numImages' in job.params) return info.cost * job.params.numImages;
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
  local: 'Local AI',
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
  /** A still of the output for grids and a video's poster (WebP); null when there is none. */
  thumbUrl: string | null;
  /** A member's output is an item of their gallery: its id (for saving it), null for a visitor's. */
  itemId: string | null;
  /** The member starred it: it shows in Profile → My Gallery. */
  saved: boolean;
}

export interface Generation {
  id: string;
  tool: ToolId;
  status: GenerationStatus;
  progress: number;
  cost: number;
  /** Tokens given back to the balance for this job (a failure, a cancel, a held output); 0 when none. */
  refunded: number;
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
