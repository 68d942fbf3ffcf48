import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LANDING_BUCKET, LANDING_PREFIX, landingMedia, landingMediaKeys } from '../contract/landing';
import { createDemoProvider } from '../generation/providers/demo';
import { ffmpegPath } from '../generation/providers/ffmpeg';
import type { GenerationProvider, GenerationTask } from '../generation/providers/provider';
import type { Logger } from '../log/logger';
import { sniffImageType, sniffVideoType } from '../storage/sniff';
import type { Storage } from '../storage/storage';

/**
 * The landing page's media (api/contract/landing.ts), made by the demo renderer the first time a
 * site starts, so a fresh install shows real moving pictures without fetching anything from a third
 * party. Each file is rendered only when its key is missing from the public `gallery` bucket, so a
 * file the operator stored there is never replaced. Renders are deterministic (same prompt and seed,
 * same bytes), so two processes starting together may both write a key without harm.
 */

/** Small and short: the page shows them as backgrounds and thumbnails, and a start should not wait long. */
const CLIP_RESOLUTION = '480p';
/**
 * The demo renderer writes the prompt and its 'demo render, not AI' caption along the bottom of every
 * frame. Behind the hero's headline and under the sample captions that band would be text over text,
 * so the page's clips keep only the part above it (the tutorial and the example stills keep theirs).
 */
const CAPTION_FREE = { '16:9': { width: 640, height: 272 }, '9:16': { width: 360, height: 540 } } as const;
const CLIP_FRAMES = 129;
const STILL_SIZE = { width: 640, height: 480 };
const WEBP_QUALITY = 78;
const CACHE_CONTROL = 'public, max-age=3600';

interface ClipRecipe {
  video: string;
  poster: string;
  prompt: string;
  seed: number;
  aspectRatio: '16:9' | '9:16';
  /** Cut the caption band off (CAPTION_FREE). */
  trim: boolean;
}

interface StillRecipe {
  image: string;
  prompt: string;
  seed: number;
}

/** Tasteful scenes; each seed was chosen for its colour, so the page reads as one palette with a few accents. */
const clips: ClipRecipe[] = [
  { ...landingMedia.hero, prompt: 'Studio 18', seed: 6, aspectRatio: '16:9', trim: true },
  ...(
    [
      ['Alpine lake at first light', 2],
      ['Silk ribbons drifting in the wind', 18],
      ['Portrait of a woman in soft window light', 19],
      ['Fashion editorial in studio light', 5],
      ['Neon city street after rain', 30],
    ] as const
  ).map(([prompt, seed], index) => ({ ...landingMedia.samples[index]!, prompt, seed, aspectRatio: '9:16' as const, trim: true })),
  { ...landingMedia.tutorial, prompt: 'Three images, three clips', seed: 9, aspectRatio: '16:9', trim: false },
];

const stills: StillRecipe[] = (
  [
    ['Lighthouse on a cliff at dusk', 70],
    ['Woman in a red coat on a city bridge', 21],
    ['Desert dunes under a full moon', 8],
  ] as const
).map(([prompt, seed], index) => ({ image: landingMedia.examples[index]!, prompt, seed }));

type Recipe = { key: string; contentType: 'video/mp4' | 'image/webp'; task: GenerationTask; crop?: { width: number; height: number } };

function recipes(): Map<string, Recipe> {
  const byKey = new Map<string, Recipe>();
  for (const clip of clips) {
    const shared = { prompt: clip.prompt, negativePrompt: '', seed: clip.seed };
    const crop = clip.trim ? CAPTION_FREE[clip.aspectRatio] : undefined;
    byKey.set(clip.video, {
      key: clip.video,
      contentType: 'video/mp4',
      crop,
      task: {
        kind: 'text-to-video',
        ...shared,
        aspectRatio: clip.aspectRatio,
        resolution: CLIP_RESOLUTION,
        numFrames: CLIP_FRAMES,
        enableSafetyChecker: false,
        proMode: false,
      },
    });
    // The demo renderer draws a still of the same prompt and seed as the video's first frame.
    const [width, height] = clip.aspectRatio === '16:9' ? [640, 360] : [360, 640];
    byKey.set(clip.poster, { key: clip.poster, contentType: 'image/webp', task: stillTask(shared, width, height), crop });
  }
  for (const still of stills) {
    const task = stillTask({ prompt: still.prompt, negativePrompt: '', seed: still.seed }, STILL_SIZE.width, STILL_SIZE.height);
    byKey.set(still.image, { key: still.image, contentType: 'image/webp', task });
  }
  return byKey;
}

function stillTask(shared: { prompt: string; negativePrompt: string; seed: number }, width: number, height: number): GenerationTask {
  return { kind: 'text-to-image', ...shared, width, height, steps: 4, guidance: 3.5, numImages: 1, outputFormat: 'jpeg' };
}

export interface LandingMediaOptions {
  /** Aborting stops between files (and inside a video's encoding); what was stored stays. */
  signal?: AbortSignal;
  /** The demo renderer unless a test passes another. */
  provider?: GenerationProvider;
}

export interface LandingMediaOutcome {
  /** Keys rendered and stored by this call. */
  rendered: string[];
  /** Keys already present whose content type was missing (a file copied straight into the storage folder), now set from their bytes. */
  retyped: string[];
}

/** The landing keys not in the gallery bucket yet. */
export async function missingLandingMedia(storage: Storage): Promise<string[]> {
  const keys = landingMediaKeys();
  const present = await Promise.all(keys.map((key) => storage.head(LANDING_BUCKET, key)));
  return keys.filter((_, index) => present[index] === null);
}

/**
 * Renders and stores every missing landing file, one at a time (the page's fallbacks cover the rest
 * meanwhile). Present files are left alone, except that one stored without a content type gets the
 * type its bytes show, so the browser is told what it is.
 */
export async function ensureLandingMedia(storage: Storage, options: LandingMediaOptions = {}): Promise<LandingMediaOutcome> {
  const signal = options.signal ?? new AbortController().signal;
  const provider = options.provider ?? createDemoProvider({ stepDelayMs: 0 });
  const outcome: LandingMediaOutcome = { rendered: [], retyped: [] };
  const byKey = recipes();
  for (const key of landingMediaKeys()) {
    signal.throwIfAborted();
    const recipe = byKey.get(key);
    if (!recipe) continue;
    const existing = await storage.head(LANDING_BUCKET, key);
    if (existing) {
      if (/octet-stream$/.test(existing.contentType) && (await retype(storage, key))) outcome.retyped.push(key);
      continue;
    }
    const bytes = await render(provider, recipe, signal);
    // Someone may have stored this key while it rendered (another process, or the operator): theirs stays.
    if (await storage.head(LANDING_BUCKET, key)) continue;
    await storage.put(LANDING_BUCKET, key, bytes, { contentType: recipe.contentType, cacheControl: CACHE_CONTROL });
    outcome.rendered.push(key);
  }
  return outcome;
}

async function render(provider: GenerationProvider, recipe: Recipe, signal: AbortSignal): Promise<Uint8Array> {
  const result = await provider.run(recipe.task, { signal, onProgress: () => undefined });
  const output = result.outputs[0];
  if (!output) throw new Error(`landing media: the renderer made nothing for ${recipe.key}`);
  const { crop } = recipe;
  if (recipe.contentType === 'video/mp4') return crop ? cropVideo(output.bytes, crop, signal) : output.bytes;
  const still = crop ? sharp(output.bytes).extract({ left: 0, top: 0, ...crop }) : sharp(output.bytes);
  return new Uint8Array(await still.webp({ quality: WEBP_QUALITY }).toBuffer());
}

/** The top `crop.width × crop.height` of one of our own renders, encoded as the renderer does (H.264, yuv420p, index first). */
async function cropVideo(bytes: Uint8Array, crop: { width: number; height: number }, signal: AbortSignal): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-landing-'));
  try {
    const input = path.join(dir, 'in.mp4');
    const output = path.join(dir, 'out.mp4');
    await writeFile(input, bytes);
    const child = spawn(
      await ffmpegPath(),
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        input,
        '-vf',
        `crop=${crop.width}:${crop.height}:0:0`,
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        output,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], signal },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`landing media: ffmpeg exited with ${code}: ${stderr.trim()}`);
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function retype(storage: Storage, key: string): Promise<boolean> {
  const object = await storage.get(LANDING_BUCKET, key);
  if (!object) return false;
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  const contentType = sniffVideoType(bytes) ?? sniffImageType(bytes);
  if (!contentType) return false;
  await storage.put(LANDING_BUCKET, key, bytes, { contentType, cacheControl: CACHE_CONTROL });
  return true;
}

export interface LandingMediaRun {
  /** The start line: what is there, what is being made, or that it is off. */
  line: string;
  /** Stops a render in progress and waits for it; what was stored stays. */
  stop(): Promise<void>;
}

/**
 * At server start, once listening: checks the gallery bucket and renders what is missing in the
 * background (about a second per video), so the start does not wait for it. A failure is logged,
 * never fatal: the page shows its posters' gradients until the files are there.
 */
export async function startLandingMedia(
  storage: Storage,
  { enabled, logger }: { enabled: boolean; logger: Pick<Logger, 'info' | 'warn'> },
): Promise<LandingMediaRun> {
  const where = `${LANDING_BUCKET}/${LANDING_PREFIX}`;
  if (!enabled)
    return {
      line: `off (LANDING_MEDIA=false, or unset in production); the landing page uses the files in ${where} if any`,
      stop: async () => undefined,
    };
  let missing: string[];
  try {
    missing = await missingLandingMedia(storage);
  } catch (error) {
    logger.warn('landing media: could not check the gallery bucket', { error });
    return { line: `not checked (storage error; see the log)`, stop: async () => undefined };
  }
  const total = landingMediaKeys().length;
  if (missing.length === 0) return { line: `${total} files in ${where}`, stop: async () => undefined };

  const controller = new AbortController();
  const started = performance.now();
  const work = ensureLandingMedia(storage, { signal: controller.signal }).then(
    (outcome) => logger.info('landing media rendered', { files: outcome.rendered.length, ms: Math.round(performance.now() - started) }),
    (error: unknown) => {
      if (!controller.signal.aborted) logger.warn('landing media: rendering failed', { error });
    },
  );
  return {
    line: `rendering ${missing.length} of ${total} files into ${where} in the background (demo renderer; LANDING_MEDIA=false turns this off)`,
    async stop() {
      controller.abort();
      await work;
    },
  };
}
