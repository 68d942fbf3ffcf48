/**
 * Text normalisation for the content policy (policy.ts).
 *
 * foldText gives the prompt in Latin letters: compatibility forms composed (NFKC), every script
 * transliterated by any-ascii ('девочка' → 'devochka', 'ｇｉｒｌ' → 'girl', 'ɢɪʀʟ' → 'girl', 'ʎouʇɥ' →
 * 'youth', digits of every script as ASCII), lowercase, invisible characters removed, whitespace collapsed. Digits stay
 * digits there, because the age rules read numbers. The skeleton reads look-alike letters of any script
 * as the Latin letters they imitate (Unicode's confusables table: Cyrillic 'сһіӏԁ',
 * Cherokee, Lisu, Armenian); it garbles real words of those scripts, so it is a second reading only.
 *
 * readWords splits folded text into words, each with the spellings it may stand for (leetspeak digits,
 * stretched letters, plurals), and finds the words hidden by gluing fragments ('c.h.i.l.d', 'ch_ild',
 * 'k i d s'). Text is never squashed as a whole, or 'skid' would read 'kid': only fragments inside one
 * chunk, runs of single characters and pairs with a short fragment are glued, and what they spell is
 * compared with whole terms only.
 */

import anyAscii from 'any-ascii';
import { remove as removeConfusables } from 'confusables';

/** How a word is separated from the one before it. */
export type Join = 'break' | 'space' | 'soft';

export interface Word {
  /** The word as folded. */
  readonly text: string;
  /** Spellings it may stand for: itself, leetspeak read as letters, stretched letters cut to two, singulars. */
  readonly forms: readonly string[];
  /** Its spellings with every doubled letter cut to one, when it had any ('chiiild' → 'child'). */
  readonly squeezed: readonly string[];
  /** 'break' (start, comma, bracket, sentence end...), 'space' or 'soft' ('.', '-', '_', '*' inside a chunk). */
  readonly joinBefore: Join;
  /** Separated from the word before by one '|' or ':' and no space ('chi|ld', 'to:dd:ler'): a phrase break glued fragments may cross. */
  readonly tight?: boolean;
  readonly breakAfter: boolean;
}

export interface WordView {
  /**
   * The words in order. More than one reading when the text is ambiguous: symbols read as letters or as
   * separators ('ch!ld', 'woman!child'), invisible characters as nothing or as a gap ('chi\u200Bld').
   */
  readonly readings: readonly (readonly Word[])[];
  /** Words found by gluing fragments ('c.h.i.l.d', 'ch ild'); they have no position. */
  readonly hidden: readonly Word[];
}

const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|[^\P{Cc}\s]/gu;
const HAS_INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|[^\P{Cc}\s]/u;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63]/g;
const QUOTES = /[\u2018\u2019\u201B\u2032\u00B4`]/g;
const SPACES = /\s+/g;

/** Decimal digits of any script but ASCII ('١٣', '۱۳', '१३', '১৩', '๑๓'). */
const OTHER_DIGITS = /[^\P{Nd}0-9]/gu;
const HAS_OTHER_DIGIT = /[^\P{Nd}0-9]/u;
const IS_DIGIT = /^\p{Nd}$/u;
const digitValues = new Map<string, string>();

/**
 * The value of a decimal digit of any script. No library: Unicode encodes every decimal digit (\p{Nd})
 * in runs of ten from 0 to 9 (some runs follow one another, as the mathematical digits do), so a digit's
 * value is its distance from the start of its run, modulo ten. (Intl formats numbers but reads none back.)
 */
function asciiDigit(digit: string): string {
  const known = digitValues.get(digit);
  if (known !== undefined) return known;
  const code = digit.codePointAt(0) ?? 0;
  let start = code;
  while (start > 0 && IS_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  const value = String((code - start) % 10);
  digitValues.set(digit, value);
  return value;
}

/** Decimal digits of every script as ASCII digits; other text is left as it is. */
export function asciiDigits(text: string): string {
  return HAS_OTHER_DIGIT.test(text) ? text.replace(OTHER_DIGITS, asciiDigit) : text;
}

/** Fractions written after a whole number ('13½'), which NFKD would turn into more digits ('131⁄2'). */
const FRACTION_AFTER_DIGIT = /(?<=\d)[\u00BC-\u00BE]/g;
const FRACTION_DECIMALS: Readonly<Record<string, string>> = { '\u00BC': '.25', '\u00BD': '.5', '\u00BE': '.75' };

/** Pictographs (emoji) are read by the emoji lists of policy.ts, not as the words any-ascii names them with. */
const PICTOGRAPHS = /\p{Extended_Pictographic}\uFE0F?/gu;
const ASCII_ONLY = /^[\x20-\x7E\s]*$/;
/** Letters of scripts other than Latin: only they can be look-alikes that fold does not already read. */
const BEYOND_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
/** The Cyrillic soft and hard signs, which any-ascii writes as apostrophes that would split the word. */
const CYRILLIC_SIGNS = /[ьъЬЪ]/g;
/**
 * Letters of text written upside down that any-ascii reads as other letters ('ɥ' as y, 'ɯ' as w); the
 * others of that alphabet ('ɐ', 'ǝ', 'ᴉ', 'ʞ', 'ɹ', 'ʇ', 'ʎ') it already reads as the letters they turn.
 */
const UPSIDE_DOWN = /[ɥɯɔɟƃʌʍ]/g;
const UPSIDE_DOWN_LETTERS: Readonly<Record<string, string>> = { ɥ: 'h', ɯ: 'm', ɔ: 'c', ɟ: 'f', ƃ: 'g', ʌ: 'v', ʍ: 'w' };

function fold(text: string, invisible: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase().replace(QUOTES, "'").replace(SPACES, ' ').trim();
  return anyAscii(
    text
      .replace(FRACTION_AFTER_DIGIT, (fraction) => FRACTION_DECIMALS[fraction] ?? fraction)
      .replace(INVISIBLE, invisible)
      .replace(PICTOGRAPHS, ' ')
      .replace(CYRILLIC_SIGNS, '')
      .replace(UPSIDE_DOWN, (letter) => UPSIDE_DOWN_LETTERS[letter] ?? letter)
      .normalize('NFKC'),
  )
    .toLowerCase()
    .replace(DASHES, '-')
    .replace(QUOTES, "'")
    .replace(SPACES, ' ')
    .trim();
}

/** Look-alike letters of any script read as the Latin letters they imitate; undefined when that changes nothing. */
function skeleton(text: string, invisible: string, folded: string): string | undefined {
  if (!BEYOND_LATIN.test(text)) return undefined;
  const prepared = asciiDigits(text.replace(FRACTION_AFTER_DIGIT, (fraction) => FRACTION_DECIMALS[fraction] ?? fraction))
    .replace(INVISIBLE, invisible)
    .replace(PICTOGRAPHS, ' ');
  const read = prepared
    .split(WHITESPACE_RUNS)
    .map((piece) => (BEYOND_LATIN.test(piece) ? skeletonOf(piece) : foldPiece(piece)))
    .join('')
    .replace(DASHES, '-')
    .replace(QUOTES, "'")
    .replace(SPACES, ' ')
    .trim();
  return read === folded ? undefined : read;
}

const WHITESPACE_RUNS = /(\s+)/;
/** Skeletons of the pieces of text already read (words with their punctuation), kept across prompts. */
const skeletons = new Map<string, string>();
const SKELETONS_KEPT = 20_000;

/**
 * A piece of text (a word with its punctuation) with its look-alikes read as Latin by Unicode's
 * confusables table (the confusables package), then transliterated as foldText does for what is left.
 */
function skeletonOf(piece: string): string {
  const known = skeletons.get(piece);
  if (known !== undefined) return known;
  const read = anyAscii(removeConfusables(piece).normalize('NFKC')).toLowerCase();
  if (skeletons.size >= SKELETONS_KEPT) skeletons.clear();
  skeletons.set(piece, read);
  return read;
}

/** A piece of Latin text in the skeleton reading: as foldText reads it. */
function foldPiece(piece: string): string {
  return ASCII_ONLY.test(piece) ? piece.toLowerCase() : anyAscii(piece.normalize('NFKC')).toLowerCase();
}

/** One spelling of a prompt; digits and punctuation are kept. */
export function foldText(text: string): string {
  return fold(text, '');
}

/**
 * The prompt for scripts the look-alike map would garble (Cyrillic, Chinese, Japanese, Korean, the
 * Spanish ñ): compatibility forms composed, lowercase, invisible characters removed.
 */
export function foldNative(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
}

const MARKS = /\p{M}/gu;

/**
 * The prompt in its own scripts, for terms of scripts that foldText does not read letter for letter
 * (Arabic, Hebrew, Indic, Thai, Chinese, Japanese, Korean): compatibility forms composed, lowercase,
 * invisible characters and combining marks removed (vowel signs, niqqud, harakat, dakuten), so that a
 * word is found however it is pointed. Terms are folded the same way.
 */
export function foldScript(text: string): string {
  return text.normalize('NFKD').replace(INVISIBLE, '').replace(MARKS, '').normalize('NFKC').toLowerCase();
}

/** Cuts every run of a repeated letter to one letter ('chiiild' → 'child', 'teen' → 'ten'). */
export function squeezeLetters(text: string): string {
  return text.replace(REPEATED, '$1');
}

const REPEATED = /(\p{L})\1+/gu;
const HAS_REPEATED = /(\p{L})\1/u;
const TRIPLED = /(\p{L})\1{2,}/gu;
const HAS_TRIPLED = /(\p{L})\1\1/u;
const HAS_DIGIT = /\d/;
const HAS_LETTER = /\p{L}/u;
const DIGIT = /\d/g;
/** Digits written for letters ('k1d', 'b0y'), 1 read as i. */
export const LEET_LETTERS: Readonly<Record<string, string>> = { 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', 8: 'b', 9: 'g' };

/** 'kids' → 'kid', 'babies' → 'baby', 'kisses' → 'kiss', 'kiddoes' → 'kiddo'; 'cubes' stays a cube, 'ass' whole. */
function singulars(word: string): string[] {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (/(?:s|x|z|ch|sh)es$/.test(word)) return [word.slice(0, -2)];
  if (word.endsWith('oes')) return [word.slice(0, -1), word.slice(0, -2)];
  return [word.slice(0, -1)];
}

interface Spellings {
  forms: readonly string[];
  squeezed: readonly string[];
}

const spellingCache = new Map<string, Spellings>();
const SPELLING_CACHE_SIZE = 20_000;

/** The spellings of a word; words of the text are cached, one-off glued fragments are not. */
function spellingsOf(token: string, cache = true): Spellings {
  const cached = cache ? spellingCache.get(token) : undefined;
  if (cached) return cached;
  if (!HAS_DIGIT.test(token) && !HAS_REPEATED.test(token)) {
    const plain = { forms: [token, ...singulars(token)], squeezed: NONE };
    if (cache) remember(token, plain);
    return plain;
  }
  const bases = [token];
  // A word mixing letters and digits is leetspeak; digits alone are a number and stay one.
  if (HAS_DIGIT.test(token) && HAS_LETTER.test(token)) {
    const asI = token.replace(DIGIT, (d) => LEET_LETTERS[d] ?? d);
    bases.push(asI);
    if (token.includes('1')) bases.push(token.replace(DIGIT, (d) => (d === '1' ? 'l' : (LEET_LETTERS[d] ?? d))));
  }
  const forms = new Set<string>();
  const squeezed = new Set<string>();
  for (const base of bases) {
    forms.add(base);
    if (HAS_TRIPLED.test(base)) forms.add(base.replace(TRIPLED, '$1$1'));
    if (HAS_REPEATED.test(base)) squeezed.add(squeezeLetters(base));
  }
  for (const form of [...forms]) for (const singular of singulars(form)) forms.add(singular);
  for (const form of [...squeezed]) for (const singular of singulars(form)) squeezed.add(singular);
  const spellings = { forms: [...forms], squeezed: [...squeezed] };
  if (cache) remember(token, spellings);
  return spellings;
}

const NONE: readonly string[] = [];

function remember(token: string, spellings: Spellings) {
  if (spellingCache.size >= SPELLING_CACHE_SIZE) spellingCache.clear();
  spellingCache.set(token, spellings);
}

const TOKEN = /[\p{L}\p{N}]+/gu;
/** Separators that end a tag or a phrase: anything but spaces and the in-word marks, or a sentence end. */
const BREAK = /[^\s\-_.*'~^+=#/\\@$!&%]|[.!?]\s/;
const SPACE = /\s/;
const TIGHT = /^[|:]$/;
const POSSESSIVE = /(?<=\p{L})'s(?![\p{L}\p{N}])/gu;
/** Symbols written for letters: 'ch!ld', '@dult', '$ex'. */
const EXCLAMATION_AS_I = /(?<=\p{L})!(?=\p{L})/gu;
const AT_AS_A = /@(?=\p{L})/gu;
const DOLLAR_AS_S = /\$(?=\p{L})/gu;
const EURO_AS_E = /€/g;
/** A pipe between letters is an i or an l: 'ch|ld'. */
const PIPE_AS_I = /(?<=\p{L})\|(?=\p{L})/gu;
const SYMBOLS = /[!@$€]|\p{L}\|\p{L}/u;

/** Fragments glued together are compared with whole terms, which are never longer than this. */
const MAX_GLUED_LENGTH = 24;
/** A space-separated pair is glued only when one side is this short ('ch ild', 'pre teen'). */
const SHORT_FRAGMENT = 3;

function tokenise(text: string): Word[] {
  const texts: string[] = [];
  const joins: Join[] = [];
  const tight: boolean[] = [];
  let end = 0;
  for (const match of text.matchAll(TOKEN)) {
    const separator = text.slice(end, match.index);
    joins.push(texts.length === 0 || BREAK.test(separator) ? 'break' : SPACE.test(separator) ? 'space' : 'soft');
    tight.push(texts.length > 0 && TIGHT.test(separator));
    texts.push(match[0]);
    end = match.index + match[0].length;
  }
  return texts.map((token, index): Word => {
    const { forms, squeezed } = spellingsOf(token);
    const word = {
      text: token,
      forms,
      squeezed,
      joinBefore: joins[index] ?? 'break',
      breakAfter: joins[index + 1] !== 'soft' && joins[index + 1] !== 'space',
    };
    return tight[index] ? { ...word, tight: true } : word;
  });
}

function glued(text: string): Word {
  const { forms, squeezed } = spellingsOf(text, false);
  return { text, forms, squeezed, joinBefore: 'break', breakAfter: true };
}

/**
 * The words that glued fragments may spell, as the beginnings of their squeezed spellings: a window of
 * fragments grows only while it can still become one of them, which keeps gluing linear in the text.
 */
export class GlueVocabulary {
  private readonly beginnings = new Set<string>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      for (const inflected of [word, `${word}s`, `${word}es`, word.endsWith('y') ? `${word.slice(0, -1)}ies` : word]) {
        const key = squeezeLetters(inflected);
        for (let end = 1; end <= key.length; end++) this.beginnings.add(key.slice(0, end));
      }
    }
  }

  /** Whether a squeezed, leet-read spelling (GlueKey) can still grow into one of the words. */
  admits(key: GlueKey): boolean {
    return this.beginnings.has(key.asI) || this.beginnings.has(key.asL);
  }
}

/** The squeezed spellings of a growing window of fragments, with digit 1 read as i and as l. */
class GlueKey {
  asI = '';
  asL = '';

  append(text: string) {
    for (const character of text) {
      const letter = LEET_LETTERS[character] ?? character;
      if (!this.asI.endsWith(letter)) this.asI += letter;
      const other = character === '1' ? 'l' : letter;
      if (!this.asL.endsWith(other)) this.asL += other;
    }
  }
}

function canGlue(first: Word, second: Word): boolean {
  if (second.joinBefore === 'soft' || second.tight || (first.text.length === 1 && second.text.length === 1)) return true;
  return second.joinBefore === 'space' && Math.min(first.text.length, second.text.length) <= SHORT_FRAGMENT;
}

/** Words spelled across fragments: runs of single characters, in-chunk fragments, short pairs. */
function gluedWords(words: readonly Word[], vocabulary: GlueVocabulary, seen: Set<string>): Word[] {
  const found: Word[] = [];
  for (let start = 0; start < words.length; start++) {
    const first = words[start];
    const second = words[start + 1];
    if (!first || !second || !canGlue(first, second)) continue;
    const key = new GlueKey();
    key.append(first.text);
    if (!vocabulary.admits(key)) continue;
    let text = first.text;
    let allSingle = text.length === 1;
    let allSoft = true;
    for (let next = start + 1; next < words.length; next++) {
      const word = words[next];
      if (!word) break;
      allSingle = allSingle && word.text.length === 1;
      allSoft = allSoft && (word.joinBefore === 'soft' || word.tight === true);
      const pair = next === start + 1 && word.joinBefore === 'space' && Math.min(text.length, word.text.length) <= SHORT_FRAGMENT;
      if (!allSingle && !allSoft && !pair) break;
      text += word.text;
      key.append(word.text);
      if (text.length > MAX_GLUED_LENGTH || !vocabulary.admits(key)) break;
      if (seen.has(text)) continue;
      seen.add(text);
      found.push(glued(text));
    }
  }
  return found;
}

/** The words of folded text (foldText), with those that fragments glued together spell from the vocabulary. */
export function readWords(folded: string, vocabulary: GlueVocabulary): WordView {
  const unpossessive = folded.includes("'s") ? folded.replace(POSSESSIVE, '') : folded;
  const lettered = SYMBOLS.test(unpossessive)
    ? unpossessive
        .replace(EXCLAMATION_AS_I, 'i')
        .replace(PIPE_AS_I, 'i')
        .replace(AT_AS_A, 'a')
        .replace(DOLLAR_AS_S, 's')
        .replace(EURO_AS_E, 'e')
    : unpossessive;
  const readings = lettered === unpossessive ? [tokenise(lettered)] : [tokenise(lettered), tokenise(unpossessive)];
  const seen = new Set<string>();
  return { readings, hidden: readings.flatMap((words) => gluedWords(words, vocabulary, seen)) };
}

/** A prompt's readings: folded (foldText) and, when look-alike letters change it, as its skeleton. */
export interface NormalisedPrompt {
  folded: string;
  /** The prompt with look-alike letters read as Latin, when that differs from `folded`. */
  skeleton?: string;
  view: WordView;
}

/** Folds a prompt (foldText), reads its words (readWords), and does the same for its skeleton. */
export function normalisePrompt(text: string, vocabulary: GlueVocabulary): NormalisedPrompt {
  const folded = foldText(text);
  const read = readWords(folded, vocabulary);
  const readings = [...read.readings];
  const hidden = [...read.hidden];
  const add = (view: WordView) => {
    readings.push(...view.readings);
    hidden.push(...view.hidden);
  };
  const lookalikes = skeleton(text, '', folded);
  if (lookalikes !== undefined) add(readWords(lookalikes, vocabulary));
  if (HAS_INVISIBLE.test(text)) {
    const gapped = fold(text, ' ');
    add(readWords(gapped, vocabulary));
    const gappedLookalikes = skeleton(text, ' ', gapped);
    if (gappedLookalikes !== undefined) add(readWords(gappedLookalikes, vocabulary));
  }
  return { folded, skeleton: lookalikes, view: { readings, hidden } };
}
