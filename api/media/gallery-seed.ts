import { type Kysely, sql } from 'kysely';
import { generationMessages } from '../contract/generation';
import type { Database } from '../db/schema';
import { addSharedItem, recordSamples, samplesRecorded, sharedItemCount } from '../gallery/service';
import { createDemoProvider } from '../generation/providers/demo';
import type { GenerationTask, ProviderOutput } from '../generation/providers/provider';
import { redactString } from '../log/logger';
import type { Storage } from '../storage/storage';

/**
 * The sample items a new site starts with, so the gallery is not empty before the administrator
 * uploads anything: images and short videos rendered offline by the demo renderer (labelled as not
 * AI), each with a title and description. Put in once per database, on the first start that finds
 * the gallery empty; an operator replaces them by deleting their rows and objects (they are not put
 * back), or never gets them with SEED_GALLERY=false (the default in production).
 */

export const SAMPLE_MODEL = 'Demo renderer (not AI)';

interface Sample {
  slug: string;
  title: string;
  description: string;
  /** What the renderer is given; its first words are drawn on the picture. */
  prompt: string;
  seed: number;
  shape: 'portrait' | 'landscape' | 'square' | 'video-wide' | 'video-tall';
}

/** Newest first: the first sample shows at the top of the gallery. Adults only, tasteful. */
export const SAMPLES: readonly Sample[] = [
  {
    slug: 'black-sand-sunset',
    title: 'Black Sand Sunset',
    description: 'A slow evening tide on a volcanic beach, warm light fading into violet.',
    prompt: 'Black sand beach at sunset, slow waves rolling in',
    seed: 4101,
    shape: 'video-wide',
  },
  {
    slug: 'rooftop-golden-hour',
    title: 'Rooftop Golden Hour',
    description: 'Warm backlight, city haze and a silk evening dress: a portrait of a woman in her thirties at sunset.',
    prompt: 'Golden hour portrait of a confident woman in her thirties on a rooftop terrace',
    seed: 2207,
    shape: 'portrait',
  },
  {
    slug: 'fjord-at-dawn',
    title: 'Fjord at Dawn',
    description: 'Pastel morning light over a Norwegian fjord, the mountains mirrored in still water.',
    prompt: 'Fjord at dawn, mist over still water, pastel light',
    seed: 1303,
    shape: 'landscape',
  },
  {
    slug: 'silk-and-shadow',
    title: 'Silk and Shadow',
    description: 'A fine-art boudoir study of an adult model draped in silk, lit by one low window.',
    prompt: 'Silk and shadow, fine-art boudoir study of an adult model',
    seed: 5519,
    shape: 'portrait',
  },
  {
    slug: 'neon-rain',
    title: 'Neon Rain',
    description: 'Pink and violet signs reflected in wet asphalt after midnight.',
    prompt: 'Neon rain over a midnight city street',
    seed: 808,
    shape: 'square',
  },
  {
    slug: 'aurora-lake',
    title: 'Aurora Lake',
    description: 'Green and violet curtains of light above a silent frozen lake.',
    prompt: 'Northern lights over a frozen lake',
    seed: 6620,
    shape: 'landscape',
  },
  {
    slug: 'velvet-lounge',
    title: 'Velvet Lounge',
    description: 'A jazz singer in an emerald gown under a single spotlight in an art deco club.',
    prompt: 'Velvet lounge, jazz singer in an emerald gown, art deco club',
    seed: 3141,
    shape: 'portrait',
  },
  {
    slug: 'nebula-drift',
    title: 'Nebula Drift',
    description: 'A slow drift through luminous clouds of gas and starlight.',
    prompt: 'Nebula drift, glowing clouds of violet gas and starlight',
    seed: 7777,
    shape: 'video-tall',
  },
  {
    slug: 'liquid-chrome',
    title: 'Liquid Chrome',
    description: 'An abstract study of flowing chrome and soft gradients.',
    prompt: 'Liquid chrome sculpture in soft studio light',
    seed: 9090,
    shape: 'square',
  },
  {
    slug: 'desert-moon',
    title: 'Desert Moon',
    description: 'Wind-carved dunes glowing violet under a rising full moon.',
    prompt: 'Violet dunes under a rising desert moon',
    seed: 2424,
    shape: 'landscape',
  },
  {
    slug: 'candlelit-waltz',
    title: 'Candlelit Waltz',
    description: 'An oil painting of a couple in evening wear dancing in a candlelit ballroom.',
    prompt: 'Candlelit waltz, oil painting of a couple dancing in a ballroom',
    seed: 1888,
    shape: 'portrait',
  },
  {
    slug: 'villa-at-dusk',
    title: 'Villa at Dusk',
    description: "A mid-century villa's pool glowing turquoise as the sky turns indigo.",
    prompt: 'Poolside at dusk, mid-century villa, turquoise water',
    seed: 5150,
    shape: 'square',
  },
];

/** Any number that is ours alone: processes starting together queue on it (the migrations use ...001). */
const SEED_LOCK = 7_318_200_007;

const STILLS = {
  portrait: { width: 832, height: 1216 },
  landscape: { width: 1216, height: 832 },
  square: { width: 1024, height: 1024 },
} as const;

async function render(task: GenerationTask): Promise<ProviderOutput> {
  const demo = createDemoProvider({ stepDelayMs: 0 });
  const result = await demo.run(task, { signal: new AbortController().signal, onProgress: () => undefined });
  return result.outputs[0]!;
}

const still = (sample: Sample, width: number, height: number): GenerationTask => ({
  kind: 'text-to-image',
  prompt: sample.prompt,
  negativePrompt: '',
  width,
  height,
  steps: 4,
  guidance: 3.5,
  seed: sample.seed,
  numImages: 1,
  outputFormat: 'jpeg',
});

/** The sample's file (and a video's poster: the demo still of the same prompt and seed is its first frame). */
async function renderSample(sample: Sample) {
  if (sample.shape === 'video-wide' || sample.shape === 'video-tall') {
    const video = await render({
      kind: 'text-to-video',
      prompt: sample.prompt,
      negativePrompt: '',
      seed: sample.seed,
      aspectRatio: sample.shape === 'video-wide' ? '16:9' : '9:16',
      resolution: '480p',
      numFrames: 129,
      enableSafetyChecker: false,
      proMode: false,
    });
    const poster = await render(still(sample, video.width!, video.height!));
    return { file: video, poster: poster.bytes };
  }
  const { width, height } = STILLS[sample.shape];
  return { file: await render(still(sample, width, height)), poster: undefined };
}

export interface SeedOptions {
  owner: Kysely<Database>;
  storage: Storage;
  /** SEED_GALLERY */
  enabled: boolean;
}

/**
 * Puts the samples in when this database never had them and its gallery is empty; safe when several
 * processes start at once (they queue on an advisory lock, and the first one's marker row tells the
 * others). Answers the start line. A failure does not stop the site: nothing is kept, and the next
 * start tries again.
 */
export async function seedGallery(options: SeedOptions): Promise<string> {
  if (!options.enabled) return 'gallery: no sample items (SEED_GALLERY=false, or unset in production)';
  try {
    return await putSamples(options);
  } catch (error) {
    return `gallery: the sample items could not be added (${redactString(error instanceof Error ? error.message : String(error))}); the next start tries again`;
  }
}

const sharedItems = (count: number) => `gallery: ${count} shared item${count === 1 ? '' : 's'}`;

/** Sample renders run at once at the first start. */
const RENDERS_AT_ONCE = 3;

async function putSamples({ owner, storage }: SeedOptions): Promise<string> {
  return owner.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if ((await samplesRecorded(trx)) !== null) return sharedItems(await sharedItemCount(trx));
    const existing = await sharedItemCount(trx);
    if (existing > 0) {
      // The operator filled the gallery first: no samples, now or later.
      await recordSamples(trx, 0);
      return sharedItems(existing);
    }
    const started = Date.now();
    // Rendered a few at a time (sharp and ffmpeg each keep a core busy): the first start waits for them.
    const renders: Array<Promise<Awaited<ReturnType<typeof renderSample>>>> = [];
    let next = 0;
    const renderNext = async (): Promise<void> => {
      while (next < SAMPLES.length) {
        const index = next++;
        renders[index] = renderSample(SAMPLES[index]!);
        await renders[index].catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, renderNext));
    for (const [index, sample] of SAMPLES.entries()) {
      const { file, poster } = await renders[index]!;
      await addSharedItem(trx, storage, {
        bytes: file.bytes,
        name: `samples/${sample.slug}`,
        contentType: file.contentType as 'image/jpeg' | 'video/mp4',
        title: sample.title,
        description: sample.description,
        model: SAMPLE_MODEL,
        width: file.width!,
        height: file.height!,
        label: generationMessages.demoLabel,
        poster,
        // One second apart, in the list's order: the gallery shows them newest first.
        createdAt: new Date(started - index * 1000),
      });
    }
    await recordSamples(trx, SAMPLES.length);
    const videos = SAMPLES.filter((sample) => sample.shape.startsWith('video')).length;
    return `gallery: ${SAMPLES.length - videos} sample images and ${videos} videos added (demo renders; README "Gallery" says how to replace them)`;
  });
}
