/**
 * The landing page's media: files in the public `gallery` bucket under `landing/`. The
 * server renders any that are missing at start (api/media/landing.ts); an operator replaces one by
 * storing their own file under the same key. The PWA only needs the keys, so they live here.
 */

export const LANDING_BUCKET = 'gallery';
export const LANDING_PREFIX = 'landing/';

export interface LandingClip {
  /** An H.264 mp4, muted and looping on the page. */
  video: string;
  /** Its first frame as a still: shown before the video plays, and instead of it with reduced motion. */
  poster: string;
}

export const landingMedia = {
  hero: { video: 'landing/hero.mp4', poster: 'landing/hero.webp' },
  /** The five samples of the grid, in the order of their captions. */
  samples: [1, 2, 3, 4, 5].map((n) => ({ video: `landing/sample-${n}.mp4`, poster: `landing/sample-${n}.webp` })),
  tutorial: { video: 'landing/tutorial.mp4', poster: 'landing/tutorial.webp' },
  /** The three stills of the 'three images into three clips' examples. */
  examples: [1, 2, 3].map((n) => `landing/example-${n}.webp`),
} satisfies { hero: LandingClip; samples: LandingClip[]; tutorial: LandingClip; examples: string[] };

/** Every key above, in the order the server renders them (stills first: they are quick and fill the page). */
export function landingMediaKeys(): string[] {
  const clips = [landingMedia.hero, ...landingMedia.samples, landingMedia.tutorial];
  return [...clips.map((clip) => clip.poster), ...landingMedia.examples, ...clips.map((clip) => clip.video)];
}

/** Where the browser loads a landing file: the public bucket's plain URL on our own origin. */
export function landingMediaUrl(key: string): string {
  return `/storage/v1/object/public/${LANDING_BUCKET}/${key}`;
}
