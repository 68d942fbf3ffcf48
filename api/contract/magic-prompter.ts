/**
 * The Magic Prompter: a short idea becomes a detailed prompt by appending 3 or 4 random
 * terms from the word lists below. Pure code, shared by the PWA (where it runs with no network) and
 * the tests that prove every result passes the content policy (api/moderation/magic-prompter.test.ts).
 *
 * The lists describe adults only. A word that can name or suggest a minor (young, little, girl, teen,
 * school, uniform, baby, petite, innocent…) has no place here, nor can a term begin with a word that
 * completes a refused phrase after the user's own words ('junior' + 'high heels'): the tests check both.
 */

export interface TermCategory {
  id: string;
  name: string;
  /** What the category adds to a prompt, shown on its card. */
  description: string;
  terms: readonly string[];
}

export const TERM_CATEGORIES = [
  {
    id: 'quality',
    name: 'Quality',
    description: 'Push the model towards its cleanest, most detailed output.',
    terms: [
      'masterpiece',
      'best quality',
      'highly detailed',
      'ultra detailed',
      'sharp focus',
      'intricate details',
      'photorealistic',
      'hyperrealistic',
      'award-winning photo',
      'professional photography',
      '8k uhd',
      'crisp detail',
      'magazine cover quality',
      'flawless retouching',
    ],
  },
  {
    id: 'technical',
    name: 'Technical',
    description: 'Camera, lens and lighting words that shape depth, light and texture.',
    terms: [
      'cinematic lighting',
      'soft studio lighting',
      'golden hour light',
      'rim lighting',
      'volumetric light',
      'shallow depth of field',
      'creamy bokeh',
      '85mm portrait lens',
      'shot on 35mm film',
      'subtle film grain',
      'softbox lighting',
      'low-key lighting',
      'dramatic chiaroscuro',
      'global illumination',
      'wide dynamic range',
      'ray-traced reflections',
    ],
  },
  {
    id: 'styles',
    name: 'Artistic styles',
    description: 'The look of the whole picture, from fine art to film.',
    terms: [
      'fine art photography',
      'fashion editorial',
      'glamour photography',
      'classical oil painting',
      'digital painting',
      'art nouveau',
      'film noir',
      'renaissance painting style',
      'baroque',
      'retro pin-up art',
      'vaporwave aesthetic',
      'cyberpunk neon',
      'dark fantasy art',
      'soft watercolor',
      'impressionist brushwork',
      'vintage polaroid',
    ],
  },
  {
    id: 'modifiers',
    name: 'Modifiers',
    description: 'Mood, colour and composition: how the scene feels.',
    terms: [
      'dramatic atmosphere',
      'moody',
      'vibrant colors',
      'muted pastel palette',
      'rich contrast',
      'elegant composition',
      'rule of thirds',
      'warm color grading',
      'teal and orange grading',
      'candlelit ambience',
      'soft haze',
      'luxurious setting',
      'confident expression',
      'ethereal glow',
      'dreamlike',
    ],
  },
  {
    id: 'nsfw',
    name: 'NSFW terms',
    description: 'Sensual, adult wording for the site’s 18+ creations: tasteful rather than crude.',
    terms: [
      'sensual',
      'seductive pose',
      'sultry gaze',
      'boudoir',
      'artistic nude',
      'implied nudity',
      'tasteful nude',
      'erotic fine art',
      'provocative',
      'alluring',
      'intimate mood',
      'bedroom eyes',
      'nsfw',
      'glamour nude',
    ],
  },
  {
    id: 'body',
    name: 'Body terms',
    description: 'Grown-up figures and skin detail, for adult subjects only.',
    terms: [
      'curvy figure',
      'hourglass figure',
      'athletic build',
      'toned body',
      'voluptuous',
      'long legs',
      'full lips',
      'smooth skin',
      'glistening skin',
      'sun-kissed skin',
      'freckled skin',
      'tattooed',
      'natural curves',
      'muscular physique',
      'mature adult',
      'adult proportions',
    ],
  },
  {
    id: 'clothing',
    name: 'Clothing',
    description: 'Fabrics and outfits that catch the light.',
    terms: [
      'lace lingerie',
      'silk robe',
      'satin slip dress',
      'sheer stockings',
      'fishnet stockings',
      'thigh-high stockings',
      'corset',
      'garter belt',
      'leather jacket',
      'evening gown',
      'stiletto heels',
      'latex catsuit',
      'open silk shirt',
      'velvet dress',
      'cocktail dress',
      'sheer bodysuit',
    ],
  },
] as const satisfies readonly TermCategory[];

export type TermCategoryId = (typeof TERM_CATEGORIES)[number]['id'];

/** Every term of every list, in list order. */
export const ALL_TERMS: readonly string[] = TERM_CATEGORIES.flatMap((category) => category.terms);

/** The Magic Prompter appends 3 or 4 terms. */
export const MIN_ADDED_TERMS = 3;
export const MAX_ADDED_TERMS = 4;

/** The 'Copied!' label shows for 2 seconds. */
export const COPIED_LABEL_MS = 2000;

/** Room left for the added terms under the generators' 2000-character prompt limit. */
export const BASIC_PROMPT_MAX = 1800;

/** The before/after example of the page. */
export const MAGIC_PROMPTER_EXAMPLE = {
  before: 'a woman in a red dress on a balcony at night',
  after: 'a woman in a red dress on a balcony at night, cinematic lighting, sultry gaze, satin slip dress, highly detailed',
} as const;

export const MAGIC_PROMPTER_TIPS = [
  'Start with the subject, then the setting: who, where, and when. The enhancer adds the polish.',
  'Say the person is an adult. Every subject on Studio 18 must be 18 or older, and prompts that suggest otherwise are refused.',
  'Regenerate a few times and keep the version that reads best: each roll picks new terms.',
  'Edit freely: the enhanced prompt is plain text, so remove a term you do not want before you copy it.',
  'Pair it with a style preset in FREE FLUX, and keep guidance around 7 to 9 with 25 to 30 steps on the studio models.',
] as const;

export interface AddedTerm {
  term: string;
  category: TermCategoryId;
}

export interface EnhancedPrompt {
  /** The basic prompt as it starts the result: trimmed, without a trailing comma or full stop. */
  basic: string;
  added: AddedTerm[];
  text: string;
}

const SEPARATOR = ', ';

/** A whole number from 0 to below `bound`, from a random source giving [0, 1). */
function pick(bound: number, random: () => number): number {
  return Math.min(bound - 1, Math.floor(random() * bound));
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = pick(index + 1, random);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The enhanced prompt with its parts: 3 or 4 distinct terms, each from a different category, none the
 * prompt already contains. `random` is injectable so tests can seed it.
 */
export function enhance(basic: string, random: () => number = Math.random): EnhancedPrompt {
  const cleaned = basic.trim().replace(/[\s,.;]+$/u, '');
  const lower = cleaned.toLowerCase();
  const count = MIN_ADDED_TERMS + pick(MAX_ADDED_TERMS - MIN_ADDED_TERMS + 1, random);
  const added: AddedTerm[] = [];
  const categories = shuffled(TERM_CATEGORIES, random);
  // Categories in random order, one term from each; a category whose every term the prompt already
  // holds is passed over, and if too few are left a second pass draws from them again.
  for (const category of [...categories, ...categories]) {
    if (added.length >= count) break;
    const fresh = category.terms.filter((term) => !lower.includes(term) && !added.some((chosen) => chosen.term === term));
    if (fresh.length > 0) added.push({ term: fresh[pick(fresh.length, random)] as string, category: category.id });
  }
  const terms = added.map((item) => item.term);
  const text = cleaned ? [cleaned, ...terms].join(SEPARATOR) : terms.join(SEPARATOR);
  return { basic: cleaned, added, text };
}

/** The basic prompt with 3 or 4 random distinct terms from the category lists appended. */
export function enhancePrompt(basic: string, random: () => number = Math.random): string {
  return enhance(basic, random).text;
}

/** Another roll of the same prompt, different from `previous` (tries a few times; a repeat is very unlikely). */
export function regenerate(basic: string, previous: string, random: () => number = Math.random): EnhancedPrompt {
  let next = enhance(basic, random);
  for (let attempt = 0; attempt < 20 && next.text === previous; attempt++) next = enhance(basic, random);
  return next;
}
