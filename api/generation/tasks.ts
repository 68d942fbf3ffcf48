import {
  type AnyToolParams,
  FAST_PHOTO_ASPECTS,
  FAST_PHOTO_MODEL,
  FAST_PHOTO_STYLES,
  FLUX_ASPECTS,
  PREMIUM_ASPECTS,
  PREMIUM_PERFORMANCE,
  PREMIUM_STYLE_MODELS,
  remixDimensions,
  withPhrases,
} from '../contract/generation';
import type { GenerationTask, InputImage } from './providers/provider';

/** A seed for jobs that did not choose one (random below 1,000,000). */
export const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/** Premium image-to-image keeps the input's aspect, at about a megapixel, in multiples of 64. */
function sizeLike(image: InputImage): { width: number; height: number } {
  const scale = Math.sqrt((1024 * 1024) / (image.width * image.height));
  const round = (value: number) => Math.max(256, Math.min(2048, Math.round((value * scale) / 64) * 64));
  return { width: round(image.width), height: round(image.height) };
}

/** What the provider is asked to do for a job: the tool's validated parameters in the providers' terms. */
export function buildTask(job: AnyToolParams, seed: number, image: InputImage | null): GenerationTask {
  const needImage = (): InputImage => {
    if (!image) throw new Error(`${job.tool} needs its input image`);
    return image;
  };
  switch (job.tool) {
    case 'free-flux': {
      const { width, height } = FLUX_ASPECTS[job.params.aspect];
      return {
        kind: 'text-to-image',
        prompt: job.params.prompt,
        negativePrompt: job.params.negativePrompt,
        width,
        height,
        steps: job.params.steps,
        guidance: job.params.guidance,
        seed,
        numImages: 1,
        outputFormat: 'png',
        model: 'flux-schnell',
      };
    }
    case 'free-remix':
      return {
        kind: 'image-to-image',
        image: needImage(),
        prompt: job.params.prompt,
        negativePrompt: job.params.negativePrompt,
        ...remixDimensions(job.params.imageSize),
        steps: job.params.steps,
        guidance: job.params.guidance,
        seed,
        numImages: job.params.numImages,
        outputFormat: job.params.outputFormat,
        acceleration: job.params.acceleration,
        strength: 0.95,
      };
    case 'image-to-image':
      return {
        kind: 'image-to-image',
        image: needImage(),
        prompt: job.params.prompt,
        negativePrompt: job.params.negativePrompt,
        ...sizeLike(needImage()),
        steps: job.params.steps,
        guidance: job.params.guidance,
        seed,
        numImages: job.params.numImages,
        outputFormat: 'png',
        strength: 0.85,
      };
    case 'text-to-video':
      return {
        kind: 'text-to-video',
        prompt: job.params.prompt,
        negativePrompt: job.params.negativePrompt,
        seed,
        proMode: job.params.proMode,
        aspectRatio: job.params.aspectRatio,
        resolution: job.params.resolution,
        numFrames: job.params.numFrames,
        enableSafetyChecker: job.params.enableSafetyChecker,
        loras: job.params.loras,
      };
    case 'image-to-video':
      return {
        kind: 'image-to-video',
        image: needImage(),
        prompt: job.params.prompt,
        negativePrompt: job.params.negativePrompt,
        seed,
        aspectRatio: job.params.aspectRatio,
        resolution: job.params.resolution,
        numFrames: job.params.numFrames,
        enableSafetyChecker: job.params.enableSafetyChecker,
      };
    case 'premium-text-to-image': {
      const styles: readonly string[] = job.params.styles;
      const phrases = PREMIUM_STYLE_MODELS.filter((style) => styles.includes(style.name)).map((style) => style.phrase);
      const { width, height } = PREMIUM_ASPECTS[job.params.aspect];
      return {
        kind: 'text-to-image',
        prompt: withPhrases(job.params.prompt, phrases),
        negativePrompt: job.params.negativePrompt,
        width,
        height,
        // Steps the member set win; without them the performance preset decides (Speed 20, Quality 30,
        // Extreme Speed 15). A fixed default (such as 50) would make every request carry steps and the
        // preset would then never apply.
        steps: job.params.steps ?? PREMIUM_PERFORMANCE[job.params.performance],
        guidance: job.params.guidance,
        seed,
        // One provider call per image, each with its fallback: the runner splits this (tool-table.ts).
        numImages: job.params.imageNumber,
        outputFormat: 'png',
        model: 'flux-dev',
      };
    }
    case 'fast-photo': {
      const style = FAST_PHOTO_STYLES.find((entry) => entry.name === job.params.style)!;
      const { width, height } = FAST_PHOTO_ASPECTS[job.params.aspect];
      return {
        kind: 'text-to-image',
        prompt: withPhrases(job.params.prompt, style.phrases),
        negativePrompt: '',
        width,
        height,
        steps: FAST_PHOTO_MODEL.steps,
        guidance: FAST_PHOTO_MODEL.guidance,
        seed,
        numImages: job.params.count,
        outputFormat: 'png',
        model: 'flux-dev',
      };
    }
    case 'upscale':
      return { kind: 'upscale', image: needImage(), scale: job.params.scale, model: job.params.model };
    case 'remove-background':
      return { kind: 'remove-background', image: needImage() };
  }
}
