/**
 * The learned layer's view of a prompt: hashed features that hold across spelling, script and
 * inflection, so the model meets forms no list names.
 *
 * Readings of the prompt, each cut into features:
 * - native: its own script, marks and invisibles removed (foldScript);
 * - skeleton: look-alikes read as Latin and every script transliterated (foldText), letters glued to
 *   digits pulled apart ('girl15' → 'girl 15'), repeated letters cut to one;
 * - leet: the skeleton with digits inside words read as letters ('k1d' → 'kid').
 * Every number in the skeleton stands as its class: under 18, 18 to 120, or any other, so the model
 * learns 'person word near a number under 18' and not each number.
 *
 * Features: character n-grams (2 to 5) of each word of each reading, padded at its ends, and word
 * unigrams, bigrams, skip-bigrams (two words within three) and unordered pairs (within twelve) of the skeleton. Each is hashed (FNV-1a)
 * into BUCKETS slots; a prompt's vector is the presence of its features, scaled to unit length.
 */
import { asciiDigits, foldScript, foldText, squeezeLetters } from '../normalise';

/** The size of the hashed feature space: a power of two. */
export const BUCKETS = 1 << 16;
const MASK = BUCKETS - 1;
/** Prompts are read up to this many characters: a feature vector stays small whatever the length. */
export const MAX_CHARACTERS = 2_000;

const NUMBER = /\d+(?:[.,]\d+)?/g;
const LETTER_DIGIT = /(\p{L})(?=\d)|(\d)(?=\p{L})/gu;
const NOT_WORD = /[^\p{L}\p{N}\p{M}#]+/gu;
const INSIDE_DIGITS = /(?<=\p{L})[013457](?=\p{L})/gu;
const LEET: Readonly<Record<string, string>> = { 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't' };
const LATIN_ONLY = /^[\x20-\x7E]*$/;

/** A number as the model sees it: its class, written as a word of its own. */
function numberClass(digits: string): string {
  const value = Number(digits.replace(',', '.'));
  if (value >= 1 && value < 18) return ' #m ';
  if (value >= 18 && value <= 120 && Number.isInteger(value)) return ' #a ';
  return ' #n ';
}

/** FNV-1a over a string's UTF-16 units, continued from `value`. */
function fnv(value: number, text: string): number {
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619) >>> 0;
  }
  return value;
}

/** FNV-1a over a string's UTF-16 units, with a seed per feature kind. */
function hash(text: string, seed: number): number {
  return fnv((2166136261 ^ seed) >>> 0, text) & MASK;
}

const SPACE = ' '.charCodeAt(0);
const TILDE = '~'.charCodeAt(0);
const AMPERSAND = '&'.charCodeAt(0);

const CHAR_SEED = 1;
const WORD_SEED = 2;
const BIGRAM_SEED = 3;
const SKIP_SEED = 4;
const PAIR_SEED = 5;
/** How far apart two words may be to count as a pair. */
const PAIR_SPAN = 12;

/** The words of each reading of the prompt. */
export function readings(prompt: string): { native: string[]; skeleton: string[]; leet: string[] } {
  const text = asciiDigits(prompt.slice(0, MAX_CHARACTERS));
  const folded = foldText(text);
  const words = (reading: string) => reading.split(NOT_WORD).filter((word) => word !== '');
  const skeleton = words(squeezeLetters(folded.replace(LETTER_DIGIT, '$1$2 ')).replace(NUMBER, numberClass));
  const leetText = folded.replace(INSIDE_DIGITS, (digit) => LEET[digit] ?? digit);
  const leet = leetText === folded ? [] : words(squeezeLetters(leetText.replace(LETTER_DIGIT, '$1$2 ')).replace(NUMBER, numberClass));
  const native = LATIN_ONLY.test(text) ? [] : words(foldScript(text).replace(NUMBER, numberClass));
  return { native, skeleton, leet };
}

const OPEN = '<'.charCodeAt(0);
const CLOSE = '>'.charCodeAt(0);
const CHAR_START = (2166136261 ^ CHAR_SEED) >>> 0;

/** Which slots the prompt being read has already (reset after each prompt; reading is synchronous). */
const present = new Uint8Array(BUCKETS);

/** Pushes a slot the prompt being read does not have yet. */
function addSlot(slots: number[], slot: number): void {
  if (present[slot] === 0) {
    present[slot] = 1;
    slots.push(slot);
  }
}

/**
 * The character n-grams (2 to 5) of `<word>`, hashed as `hash` would hash each slice: FNV-1a reads a
 * string from its start, so the hash of every n-gram starting at one place is the same running value
 * read further, and no slice is made.
 */
function addCharacterGrams(word: string, slots: number[]): void {
  const length = word.length + 2;
  for (let start = 0; start + 2 <= length; start++) {
    let value = CHAR_START;
    const end = Math.min(length, start + 5);
    for (let index = start; index < end; index++) {
      value ^= index === 0 ? OPEN : index === length - 1 ? CLOSE : word.charCodeAt(index - 1);
      value = Math.imul(value, 16777619) >>> 0;
      if (index !== start) addSlot(slots, value & MASK);
    }
  }
}

/**
 * FNV-1a of each word then `joiner`, from the seed's start: a bigram, skip-bigram or pair is hashed as
 * one string `${first}${joiner}${second}` would be, by reading only the second word on from here.
 */
function prefixes(words: readonly string[], joiner: number, seed: number): Uint32Array {
  const start = (2166136261 ^ seed) >>> 0;
  const out = new Uint32Array(words.length);
  for (let index = 0; index < words.length; index++) out[index] = Math.imul(fnv(start, words[index]!) ^ joiner, 16777619) >>> 0;
  return out;
}

/** The feature slots of a prompt, each once, ascending. */
export function featureSlots(prompt: string): Int32Array {
  const slots: number[] = [];
  const add = (slot: number) => addSlot(slots, slot);
  const { native, skeleton, leet } = readings(prompt);
  for (const words of [native, skeleton, leet]) {
    for (const word of words) addCharacterGrams(word, slots);
  }
  const bigram = prefixes(skeleton, SPACE, BIGRAM_SEED);
  const skip = prefixes(skeleton, TILDE, SKIP_SEED);
  const pair = prefixes(skeleton, AMPERSAND, PAIR_SEED);
  for (let index = 0; index < skeleton.length; index++) {
    const word = skeleton[index]!;
    add(hash(word, WORD_SEED));
    const next = skeleton[index + 1];
    if (next !== undefined) add(fnv(bigram[index]!, next) & MASK);
    for (let gap = 2; gap <= 3; gap++) {
      const later = skeleton[index + gap];
      if (later !== undefined) add(fnv(skip[index]!, later) & MASK);
    }
    // Every pair of words within PAIR_SPAN, in either order: what a linear model needs to weigh two
    // words together ('topless' with a number under 18), wherever the prompt puts them.
    for (let gap = 1; gap <= PAIR_SPAN && index + gap < skeleton.length; gap++) {
      const other = skeleton[index + gap]!;
      add(word < other ? fnv(pair[index]!, other) & MASK : fnv(pair[index + gap]!, word) & MASK);
    }
  }
  for (let at = 0; at < slots.length; at++) present[slots[at]!] = 0;
  return Int32Array.from(slots).sort();
}
