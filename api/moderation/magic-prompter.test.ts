import { describe, expect, it } from 'vitest';
import { FLUX_DEFAULT_NEGATIVE_PROMPT } from '../contract/generation';
import {
  ALL_TERMS,
  enhance,
  enhancePrompt,
  MAGIC_PROMPTER_EXAMPLE,
  MAX_ADDED_TERMS,
  MIN_ADDED_TERMS,
  regenerate,
  TERM_CATEGORIES,
} from '../contract/magic-prompter';
import { checkPrompt } from './policy';
import { LANGUAGES } from './vocabulary';

/** A seeded random source (mulberry32): the same rolls on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LONG = 'An elegant woman in her thirties reclining on a velvet chaise in a sunlit loft, plants and books around her, '.repeat(14).trim();

/** What visitors type: ordinary adult prompts, nearly empty ones, long ones, punctuation and other scripts. */
const BASIC_PROMPTS = [
  'a woman on a beach at sunset',
  'portrait of a confident woman in her thirties',
  'a man in a tailored suit, city at night',
  'nude woman lying on silk sheets',
  'sexy couple in a hotel room',
  'adult woman in lingerie on a bed',
  'topless man on a yacht',
  'a mature woman reading by the fireplace',
  'boudoir photo of a bride',
  'two adult lovers kissing in the rain',
  'an old lighthouse in a storm',
  'cyberpunk street market, rain',
  'a cat sleeping on a windowsill',
  'fantasy queen on a throne',
  'milf in a kitchen',
  'a dancer mid-jump',
  'woman, 30 years old, red hair',
  'a 25 year old woman with freckles',
  'woman aged 40, silver hair',
  '',
  ' ',
  '   \n  ',
  ',',
  '...',
  'a',
  'x,',
  'nude.',
  'woman!!!',
  '"a woman in a red dress"',
  '(masterpiece), woman, beach;',
  'woman; beach. sunset,',
  'line one\nline two',
  'émilie au café, lumière douce',
  'Frau am Strand bei Sonnenuntergang',
  'kvinne på stranden i solnedgang',
  'mujer en la playa',
  '女性の肖像画',
  'woman with a sunset 🌅 and a cocktail 🍸',
  'tags: woman, red hair, green eyes, smile, freckles, ',
  'highly detailed, masterpiece, best quality',
  LONG,
];

const NEGATIVES = [undefined, FLUX_DEFAULT_NEGATIVE_PROMPT, 'blurry, ugly, deformed hands'];

const SEXUAL_BASE = 'nude woman, explicit, sex';

/**
 * Words the policy lets pass but that have no place in the lists: they suggest youth, or youth
 * costumes, whatever the context.
 */
const UNWELCOME = [
  'young', 'younger', 'youthful', 'little', 'small', 'tiny', 'petite', 'girl', 'girls', 'boy', 'boys', 'teen', 'teens',
  'kid', 'kids', 'child', 'baby', 'babydoll', 'doll', 'innocent', 'cute', 'school', 'schoolgirl', 'student', 'uniform',
  'sailor', 'pigtails', 'braces', 'lollipop', 'virgin', 'daddy', 'flat', 'smooth-faced', 'barely', 'fresh', 'lolita',
  'seifuku', 'kawaii', 'loli', 'minor', 'underage', 'junior',
];

describe('enhancePrompt', () => {
  it('over 10 000 seeded rolls of varied prompts, every result passes the content policy', () => {
    const random = seeded(18);
    const refused: string[] = [];
    for (let roll = 0; roll < 10_000; roll++) {
      const basic = BASIC_PROMPTS[roll % BASIC_PROMPTS.length]!;
      const prompt = enhancePrompt(basic, random);
      const negativePrompt = NEGATIVES[roll % NEGATIVES.length];
      const verdict = checkPrompt({ prompt, negativePrompt });
      if (!verdict.allowed) refused.push(`${JSON.stringify(prompt)} → ${verdict.rule}: ${verdict.matched}`);
    }
    expect(refused).toEqual([]);
  });

  it('starts with the basic prompt and appends 3 or 4 distinct terms from the lists, both counts occurring', () => {
    const random = seeded(2026);
    const counts = new Set<number>();
    for (let roll = 0; roll < 2_000; roll++) {
      const basic = BASIC_PROMPTS[roll % BASIC_PROMPTS.length]!;
      const result = enhance(basic, random);
      const count = result.added.length;
      counts.add(count);
      expect(count).toBeGreaterThanOrEqual(MIN_ADDED_TERMS);
      expect(count).toBeLessThanOrEqual(MAX_ADDED_TERMS);
      const terms = result.added.map((item) => item.term);
      expect(new Set(terms).size).toBe(count);
      for (const term of terms) expect(ALL_TERMS).toContain(term);
      const trimmed = basic.trim().replace(/[\s,.;]+$/u, '');
      expect(result.basic).toBe(trimmed);
      expect(result.text).toBe(trimmed ? `${trimmed}, ${terms.join(', ')}` : terms.join(', '));
    }
    expect([...counts].sort()).toEqual([3, 4]);
  });

  it('takes each term from a different category, and skips terms the prompt already has', () => {
    const random = seeded(7);
    for (let roll = 0; roll < 500; roll++) {
      const result = enhance('masterpiece, cinematic lighting, film noir, moody, sensual, curvy figure, corset', random);
      expect(new Set(result.added.map((item) => item.category)).size).toBe(result.added.length);
      for (const term of ['masterpiece', 'cinematic lighting', 'film noir', 'moody', 'sensual', 'curvy figure', 'corset']) {
        expect(result.added.map((item) => item.term)).not.toContain(term);
      }
    }
  });

  it('uses Math.random when no source is given, and a regeneration differs from the previous roll', () => {
    const first = enhancePrompt('a woman on a beach at sunset');
    expect(first.startsWith('a woman on a beach at sunset, ')).toBe(true);
    const random = seeded(99);
    let previous = first;
    for (let roll = 0; roll < 200; roll++) {
      const next = regenerate('a woman on a beach at sunset', previous, random).text;
      expect(next).not.toBe(previous);
      previous = next;
    }
  });

  it('the page’s before/after example is the enhancer’s kind of result and passes the policy', () => {
    expect(MAGIC_PROMPTER_EXAMPLE.after.startsWith(`${MAGIC_PROMPTER_EXAMPLE.before}, `)).toBe(true);
    const added = MAGIC_PROMPTER_EXAMPLE.after.slice(MAGIC_PROMPTER_EXAMPLE.before.length + 2).split(', ');
    expect(added.length).toBeGreaterThanOrEqual(MIN_ADDED_TERMS);
    expect(added.length).toBeLessThanOrEqual(MAX_ADDED_TERMS);
    for (const term of added) expect(ALL_TERMS).toContain(term);
    expect(checkPrompt({ prompt: MAGIC_PROMPTER_EXAMPLE.after }).allowed).toBe(true);
  });
});

describe('the word lists', () => {
  it('has the seven categories of the spec, each with terms and no term twice', () => {
    expect(TERM_CATEGORIES.map((category) => category.name)).toEqual([
      'Quality',
      'Technical',
      'Artistic styles',
      'Modifiers',
      'NSFW terms',
      'Body terms',
      'Clothing',
    ]);
    for (const category of TERM_CATEGORIES) expect(category.terms.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ALL_TERMS).size).toBe(ALL_TERMS.length);
  });

  it('holds no term the policy refuses, alone, after a sexual prompt, or beside any other term', () => {
    const refused: string[] = [];
    const check = (prompt: string) => {
      const verdict = checkPrompt({ prompt });
      if (!verdict.allowed) refused.push(`${JSON.stringify(prompt)} → ${verdict.rule}: ${verdict.matched}`);
    };
    for (const term of ALL_TERMS) {
      check(term);
      check(`${SEXUAL_BASE}, ${term}`);
      check(`${SEXUAL_BASE} ${term}`);
      for (const other of ALL_TERMS) if (other !== term) check(`${SEXUAL_BASE}, ${term}, ${other}`);
    }
    expect(refused).toEqual([]);
  });

  it('holds no word that suggests youth, even where the policy would let it pass', () => {
    const found = ALL_TERMS.filter((term) => term.toLowerCase().split(/[^a-z]+/).some((word) => UNWELCOME.includes(word)));
    expect(found).toEqual([]);
  });

  it('starts no term with a word that completes a refused phrase after the visitor’s own words', () => {
    // 'junior' + 'high heels' would read 'junior high': punctuation between words does not part a phrase.
    const completing = new Set(
      LANGUAGES.flatMap((language) => [...language.minors, ...language.schoolLevels, ...language.ageOfConsent, ...language.minorCues, ...language.lifeEvents])
        .flatMap((phrase) => phrase.split(' ').slice(1)),
    );
    const found = ALL_TERMS.filter((term) => completing.has(term.toLowerCase().split(/[^a-z]+/)[0]!));
    expect(found).toEqual([]);
  });
});
