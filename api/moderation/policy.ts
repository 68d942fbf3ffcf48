import {
  alternatives,
  escape,
  Exceptions,
  type FoundTerm,
  LATIN_READABLE,
  Lexicon,
  MIN_REVERSED_LENGTH,
  Misspellings,
  type NativeTexts,
  scriptsOf,
  TermIndex,
  TermSet,
} from './lexicon';
import {
  asciiDigits,
  foldNative,
  foldScript,
  foldText,
  GlueVocabulary,
  LEET_LETTERS,
  normalisePrompt,
  readWords,
  type Word,
  type WordView,
} from './normalise';
import {
  ADULT_BODY_PHRASES,
  ADULT_BODY_WORDS,
  AGE_CONTINUES,
  AGE_ERAS,
  AGE_UNIT_STEMS,
  AGE_UNIT_WORDS,
  AGE_UNITS_AFTER_DIGITS,
  AGE_UNITS_ALSO_ENGLISH,
  AGE_WORDS_BEFORE_COLON,
  AGE_WORDS_BEFORE_NUMBER,
  AGE_WORDS_UNDER_18,
  AGE_YEAR_WORDS,
  AGED_THING_LINKS,
  AGED_THINGS,
  BIRTH_WORDS_AFTER_YEAR,
  BIRTH_WORDS_BEFORE_YEAR,
  BIRTH_YEAR_CONNECTORS,
  CJK_DIGITS,
  CJK_TEN,
  CLASS_OF_PHRASES,
  COLLEGE_LEAVING_AGE,
  COLLEGE_WORDS,
  ENGLISH_AFTER_LET,
  GENERATION_SETTINGS,
  GERMAN_CHILD_CUES,
  GIRL_WORDS,
  GERMAN_CHILD_WORDS,
  GRADE_ORDINALS,
  HALF_WORDS,
  KOREAN_TENS,
  KOREAN_UNITS,
  KANA_DIGITS,
  KANA_TEN,
  SINO_KOREAN_DIGITS,
  SINO_KOREAN_TEN,
  MINOR_AS_PERSON_NEXT,
  MINOR_EMOJI,
  MINOR_SUFFIX_EXCEPTIONS,
  MINOR_SUFFIXES,
  MINORS_HARMLESS_NEXT,
  MUSICAL_KEY_NAMES,
  NATIVE_AGE_UNIT_EXCEPTIONS,
  NATIVE_AGE_UNITS,
  NATIVE_AGE_WORDS_BEFORE_NUMBER,
  NATIVE_BIRTH_CONNECTORS,
  NATIVE_BIRTH_WORDS_AFTER_YEAR,
  NATIVE_BIRTH_WORDS_BEFORE_YEAR,
  NATIVE_COUNTS_AFTER_NUMBER,
  NATIVE_NUMBER_STEMS,
  NATIVE_NUMBER_WORDS,
  NATIVE_TENS_WORDS,
  NATIVE_UNIT_WORDS,
  NORDIC_CHILD_CUES,
  NORDIC_CHILD_WORDS,
  NUMBER_STEMS_BEFORE_AGE_UNIT,
  NUMBER_WORDS,
  NUMBER_WORDS_BEFORE_AGE_UNIT,
  NUMBER_WORDS_BEFORE_OWN_UNIT,
  PERSON_WORDS,
  SCHOOL_LEAVING_AGE,
  SEXUAL_EMOJI,
  TENS_UNIT_JOINERS,
  TENS_WORDS,
  UNIT_WORDS,
  WOMAN_WORDS,
} from './terms';
import { LANGUAGES, type LanguageVocabulary } from './vocabulary';
import { MINOR_CHARACTERS } from './vocabulary/characters';
import { MODEL_THRESHOLD, modelScore } from './model/classifier';
import { findSexualMinorNumber, isPerson, joinSplitTeens } from './sexual-ages';
import { REAL_WORDS_NEAR_KEYS } from './vocabulary/real-words';

/**
 * The content policy: may a generation prompt run? Any reference to a minor in the prompt is refused,
 * sexual or not (the site's output may always be sexual); so is a sexual prompt whose negative prompt
 * steers away from adulthood. Minor words in the negative prompt are protective and pass.
 *
 * The words are data: each language's vocabulary in vocabulary/<code>.ts (minor words, school levels,
 * age of consent, life stages, cues, children of fiction, sexual words, adulthood, exceptions, titles,
 * young-body words and childhood items, units of age), with its table of prompts in cases/<code>.tsv.
 * They are read on every reading of the prompt (normalise.ts: transliterated, look-alikes read as
 * Latin, words glued from fragments) in one pass (lexicon.ts); this file holds the detectors, each
 * recorded as its own rule, and the rules that read words in their company and ages (terms.ts).
 *
 * Choices on ambiguous wording, each with a test in policy.test.ts:
 * - 'no children' in the prompt is refused: image models do not read negation.
 * - 'teen' is refused even beside an adult age ('18 year old teen'); 'barely legal', 'barely 18',
 *   'almost 18' and 'just turned 18' are refused, '18 years old' and 'barely 19' pass.
 * - 'baby' is a person ('baby girl', 'baby face', 'a baby') unless it is a colour, a product or a
 *   garment ('baby blue', 'baby oil', 'baby doll dress', 'babydoll') or 'sugar baby'.
 * - 'kid' passes only as leather ('kid gloves'); 'minor' only as an adjective or a key ('minor details',
 *   'in a minor'); 'childhood' only before a place, thing or memory ('childhood home').
 * - The exceptions of 'baby', 'kid', 'childhood' and 'minors' hold only with the word written beside
 *   them in the same phrase: 'kid gloves, nude woman' passes, 'naked kid, suede boots' and 'naked baby,
 *   blue dress' are refused.
 * - 'high school', 'kindergarten' and the other school levels are refused even for a teacher; 'college',
 *   'university', 'student', 'school' alone, 'art school', 'old school' pass.
 * - 'school uniform', 'cub', 'little sister', 'young looking', 'jk' pass alone and are refused in a
 *   sexual prompt. 'lolita' is refused, also as a fashion ('gothic lolita').
 * - 'girl', 'boy', 'young woman', 'petite', 'daughter' and 'son' pass; an age under 18 next to any of
 *   them is refused by the age rules.
 * - Foreign words that are also English words count only with a cue of their language: 'das kind',
 *   'nackte kinder', 'et barn', 'små barn' are refused, 'a kind woman', 'a kinder world', 'red barn' pass;
 *   'niña' is refused, 'Nina' passes.
 * - A bare number is an age only as a tag of its own ('nude, 17, blonde', '(14)'); '17 candles',
 *   'model 16', 'steps 30', 'cfg 7 girl' pass. French, Spanish and Norwegian ages need no 'old'
 *   ('14 ans', '15 años', '15 år'), so 'hace 10 años' is refused too; English '17 years' alone passes.
 *   So do the units of other languages ('13 anni', '13 Jahre', '13 лет', '13 tuổi', '13 سال'); 'let' and
 *   'lat' not before an English word ('Louis XIV let the court dance').
 * - Ages are read in any decimal digits (١٣, १३, ๑๓, １３), as number words of the common European
 *   languages, and as Roman numerals only beside a unit or after 'age' ('age XIII', 'XIV years old';
 *   'Louis XIV', 'Chapter XII' pass). 'N and a half' is an age from 10 on, or below 10 before 'years'
 *   ('thirteen and a half' is refused, 'two and a half men' passes).
 * - A year of birth ('born 2012', 'b. 2013', '(2011)' beside a person word, 'class of 2031') is refused
 *   when it makes the person under 18 this year, by the clock checkPrompt is given; 'born 2008' in 2026
 *   (18 this year) passes. 'class of' is the year a class leaves school at 18, or college at 22 when
 *   the prompt names a college. A year of a thing ('a 2013 Honda Civic', 'Hugo (2011)') is no birth year;
 *   in a sexual prompt a year in brackets standing as its own tag ('nude, (2011)') is one.
 * - In a negative prompt, 'adult', 'mature', 'grown', 'grown up', 'of age', 'over 18' and '18+' steer
 *   a sexual prompt towards minors; 'old', 'aged', 'elderly', 'wrinkles', 'milf', 'old woman' do not,
 *   nor adulthood denied or inside a minor word ('non-adult', '未成年').
 * - A title or name holding a minor word ('Teen Titans poster', 'Children of Men') passes in a prompt that
 *   is not sexual; in a sexual prompt its minor word counts ('Teen Titans, nude' is refused).
 */

/** Recorded with every moderation event; change it whenever a list or a rule changes. */
export const POLICY_VERSION = '2026-11-12';

export interface PolicyInput {
  prompt: string;
  negativePrompt?: string;
}

export interface PolicyOptions {
  /** The clock years of birth are read against; the real one when not given. */
  now?: Date;
}

/** What a refusal is recorded as: the detector that found it. */
export type PolicyRule =
  | 'minor_reference'
  | 'school_level'
  | 'age_of_consent'
  | 'minor_age'
  | 'minor_birth_year'
  | 'life_stage'
  | 'fictional_minor'
  | 'minor_coded'
  | 'sexual_minor_negative'
  /** The learned layer (model/), for a prompt the rules let through; `matched` is 'model:<score>'. */
  | 'model';

export type PolicyVerdict = { allowed: true } | { allowed: false; rule: PolicyRule; matched: string; score?: number };

/**
 * A word written a letter at a time with a mark between ('j-u-n-i-o-r', 's.u.m.m.e.r.s', 'r e d u c e d'),
 * in the alphabets where a letter alone is seldom a word: in the scripts of India and South-East Asia a
 * letter with its vowel sign often is one ('को', 'से'), and joining those would read every such prompt twice.
 */
const LETTER = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}]\\p{M}*';
const LETTER_SPACED_SOURCE = `(?<![\\p{L}\\p{N}])${LETTER}([-._* ])${LETTER}(?:\\1${LETTER})+(?![\\p{L}\\p{N}])`;
const LETTER_SPACED = new RegExp(LETTER_SPACED_SOURCE, 'gu');
const HAS_LETTER_SPACED = new RegExp(LETTER_SPACED_SOURCE, 'u');
const SPACING_MARKS = /[-._* ]/g;

export function checkPrompt(input: PolicyInput, options: PolicyOptions = {}): PolicyVerdict {
  const verdict = checkReading(input, options);
  if (!verdict.allowed || !HAS_LETTER_SPACED.test(input.prompt)) return verdict;
  // The words read as they were spelled: the glued words of normalise.ts have no place in the prompt,
  // so a phrase or an age written around one ('j-u-n-i-o-r gymnastics club', 'age r-e-d-u-c-e-d to
  // 11') is read again with every letter-spaced word written whole.
  const joined = input.prompt.replace(LETTER_SPACED, (run) => run.replace(SPACING_MARKS, ''));
  return joined === input.prompt ? verdict : checkReading({ ...input, prompt: joined }, options);
}

function checkReading(input: PolicyInput, options: PolicyOptions): PolicyVerdict {
  const { text, pushedAway } = readWeights(input.prompt);
  const prompt = readPrompt(text);
  const refuse = (rule: PolicyRule, matched: string | undefined): PolicyVerdict | undefined =>
    matched === undefined ? undefined : { allowed: false, rule, matched };
  const anywhere =
    refuse('minor_reference', findMinorReference(prompt.view) ?? prompt.find(MINORS) ?? findMasked(prompt.folded)) ??
    refuse('school_level', prompt.find(SCHOOL_LEVELS)) ??
    refuse('age_of_consent', prompt.find(AGE_OF_CONSENT));
  if (anywhere) return anywhere;
  const year = (options.now ?? new Date()).getUTCFullYear();
  const age = findMinorAge(prompt.folded, input.prompt, year);
  if (age) return { allowed: false, rule: age.rule, matched: age.matched };
  if (!isSexual(prompt) && !findEmoji(input.prompt, SEXUAL_EMOJI_SET)) return { allowed: true };
  const joined = joinSplitTeens(prompt.folded);
  const sexual =
    refuse('minor_reference', prompt.findInTitle(MINORS) ?? prompt.findInTitle(SCHOOL_LEVELS) ?? findMinorReference(prompt.view, true)) ??
    refuse('minor_age', joined === prompt.folded ? undefined : findMinorAge(joined, input.prompt, year)?.matched) ??
    refuse('minor_reference', prompt.find(MINOR_CUES) ?? findEmoji(input.prompt, MINOR_EMOJI_SET)) ??
    refuse('life_stage', prompt.find(LIFE_EVENTS)) ??
    refuse('fictional_minor', prompt.find(FICTIONAL_MINORS) ?? findCharacterWithWork(prompt)) ??
    refuse('minor_reference', findCompound(prompt)) ??
    refuse('minor_coded', findMinorCoded(prompt)) ??
    refuse('minor_age', findSexualMinorNumber(withDigits(prompt.folded), text));
  if (sexual) return sexual;
  const born = findBareBirthYear(prompt.folded, year);
  if (born) return { allowed: false, rule: 'minor_birth_year', matched: born };
  const negative = [input.negativePrompt ?? '', ...pushedAway].filter((part) => part.trim() !== '').join(', ');
  const steering = negative ? (findAdulthood(negative) ?? findAdultBodySteering(prompt, negative)) : undefined;
  if (steering) return { allowed: false, rule: 'sexual_minor_negative', matched: steering };
  return checkWithModel(input.prompt);
}

/** A word long enough to be a compound of a minor word or school level and a person word. */
const COMPOUND_LENGTH = 9;
const COMPOUND_HEAD = 4;
const COMPOUND_TAIL = 3;
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * A minor word or school level and a person word written as one word, as languages that write
 * compounds build them ('basisschoolmeisje', 'Grundschulmädchen', 'folkeskolepige'): each half is
 * listed, the compound is not. The first half may have lost its final e in the joint ('Grundschul-'),
 * and a joining s may stand between ('skolflickas'). Read in a sexual prompt.
 */
function findCompound(prompt: ReadPrompt): string | undefined {
  for (const word of prompt.view.readings[0] ?? []) {
    const text = word.text;
    if (text.length < COMPOUND_LENGTH || !LETTERS_ONLY.test(text)) continue;
    for (let cut = COMPOUND_HEAD; cut <= text.length - COMPOUND_TAIL; cut++) {
      const tail = text.slice(cut);
      if (!isPerson(tail) && !(tail.startsWith('s') && tail.length > COMPOUND_TAIL && isPerson(tail.slice(1)))) continue;
      const head = text.slice(0, cut);
      for (const written of [head, `${head}e`]) {
        const read = readWords(written, VOCABULARY).readings[0]?.[0];
        if (read && (MINORS.whole(read) ?? SCHOOL_LEVELS.whole(read))) return text;
      }
    }
  }
  return undefined;
}

/**
 * A year in brackets standing as a tag of its own in a sexual prompt ('nude, (2011)', '(2012) topless'):
 * the year the person was born, when it makes them under 18. After a word it is a title's year ('Star
 * Wars (2015) cosplay', 'Hugo (2011)'), which the birth rules of every prompt leave alone too.
 */
const BARE_YEAR = /(?:^|[,;|]|[,;|]?\s*[)\]]\s*)\s*[([]\s?(\d{4})\s?[)\]]/gu;

function findBareBirthYear(folded: string, year: number): string | undefined {
  for (const match of folded.matchAll(BARE_YEAR)) if (bornMinor(Number(match[1]), year)) return match[0].trim();
  return undefined;
}

/**
 * The learned layer's word on a sexual prompt the rules let through: the prompt alone, never its negative
 * prompt. Prompts that are not sexual are left to the rules: the corpus has ordinary scenes in few
 * languages, so the model would read a foreign ordinary scene as suspect.
 */
function checkWithModel(prompt: string): PolicyVerdict {
  const score = modelScore(prompt);
  return score >= MODEL_THRESHOLD ? { allowed: false, rule: 'model', matched: `model:${score.toFixed(4)}`, score } : { allowed: true };
}

/**
 * Whether the prompt itself is sexual, read with the same words and spellings as checkPrompt. The
 * hosted classifier's callers use it to decide what to do when that classifier cannot answer.
 */
export function isSexualPrompt(prompt: string): boolean {
  return isSexual(readPrompt(readWeights(prompt).text)) || findEmoji(prompt, SEXUAL_EMOJI_SET) !== undefined;
}

const MINOR_EMOJI_SET: ReadonlySet<string> = new Set(MINOR_EMOJI);
const SEXUAL_EMOJI_SET: ReadonlySet<string> = new Set(SEXUAL_EMOJI);

const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const NON_ASCII = /[^ -~\s]/;
const SPACES = /\s+/g;
const SPACES_AND_PUNCTUATION = /[\s\p{P}]+/gu;

/** The first emoji of `set` in the prompt; a skin-tone or gender modifier after it does not hide it. */
function findEmoji(prompt: string, set: ReadonlySet<string>): string | undefined {
  if (!PICTOGRAPH.test(prompt)) return undefined;
  for (const character of prompt) if (set.has(character)) return character;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Prompt-weight syntax
// ---------------------------------------------------------------------------------------------

/** A weight inside brackets or after a double colon: '(word:1.2)', '[word:0.8]', '<lora:x:0.7>', 'word::2'. */
const WEIGHT = /:\s*[-+]?\d*\.?\d+\s*(?=[)\]}>])|::\s*[-+]?\d*\.?\d+/g;
/** Bracketed groups written against each other, '(c)(hild)': the fragments of one word. */
const TOUCHING_GROUPS = /[)\]}>]+[([{<]+/g;
/** Bracketed groups a space apart, '(c) (hild)': read as words a space apart. */
const SPACED_GROUPS = /[)\]}>]+(\s+)[([{<]+/g;
/** A group weighted below half, or negatively: pushed away from, as a negative prompt is. */
const PUSHED_AWAY = /[([{]([^()[\]{}:]+):\s*([-+]?\d*\.?\d+)\s*[)\]}]/g;
/** Midjourney's weights: 'adult::-0.5', the words since the last comma or weight. */
const PUSHED_AWAY_MIDJOURNEY = /(?<=^|[,:()[\]{}]\s*)([^\s,:()[\]{}][^,:()[\]{}]*?)::\s*(-\d*\.?\d+)/g;
/** Midjourney's negative parameter: '--no adult, mature' up to the next parameter. */
const NO_PARAMETER = /--no\s+([^-]+(?:-(?!-)[^-]*)*)/g;
const WEIGHTED_BELOW = 0.5;
const WEIGHT_SYNTAX = /[:)\]}>]|--no/;

/**
 * The prompt with weight syntax taken out and its fragments joined again ('(c:1.2)(hild:1.2)' reads
 * 'c-hild', which the word reader glues into 'child'), and the parts it pushes away from: groups
 * weighted below 0.5 or negatively ('(adult:-1.5)') and Midjourney's '--no', which count as a negative prompt.
 */
function readWeights(prompt: string): { text: string; pushedAway: string[] } {
  if (!WEIGHT_SYNTAX.test(prompt)) return { text: prompt, pushedAway: [] };
  const pushedAway: string[] = [];
  for (const [, words = '', weight] of prompt.matchAll(PUSHED_AWAY)) if (Number(weight) < WEIGHTED_BELOW) pushedAway.push(words);
  if (prompt.includes('::')) for (const [, words = ''] of prompt.matchAll(PUSHED_AWAY_MIDJOURNEY)) pushedAway.push(words);
  for (const match of prompt.matchAll(NO_PARAMETER)) pushedAway.push(match[1] ?? '');
  const text = prompt.replace(WEIGHT, '').replace(TOUCHING_GROUPS, '-').replace(SPACED_GROUPS, '$1');
  return { text, pushedAway };
}

// ---------------------------------------------------------------------------------------------
// Word matching
// ---------------------------------------------------------------------------------------------

const every = (list: (language: LanguageVocabulary) => readonly string[]) => LANGUAGES.flatMap(list);

/**
 * The English minor words written as one word: they are also refused misspelt by one letter (from five
 * letters on: 'chlid', 'todler') or written backwards (from four: 'dlihc', 'ilol'). Real English words
 * near them never are (vocabulary/real-words.ts, made from a dictionary by scripts/real-words.ts).
 */
export const MISSPELLING_KEYS: readonly string[] = englishMinorWords(MIN_REVERSED_LENGTH);

/** The English minor words written as one word, folded, of `minimum` letters or more. */
function englishMinorWords(minimum: number): string[] {
  const words = LANGUAGES.filter((language) => language.code === 'en')
    .flatMap((language) => language.minors)
    .filter((term) => /^\p{L}+$/u.test(term))
    .map((term) => foldText(term))
    .filter((term) => term.length >= minimum);
  return [...new Set(words)];
}

/** English minor words of three letters or more, looked for written with letters masked ('ch*ld', 'k#d', 'sch**lgirl'). */
const MASKABLE_KEYS: readonly string[] = englishMinorWords(3);
const MASK = /[*#?_]/g;
const HAS_MASK = /\p{L}[*#?_]|[*#?_]\p{L}/u;
const MASKED_WORD = /(?<![\p{L}\p{N}*#?_])[\p{L}*#?_]*(?:\p{L}[*#?_]|[*#?_]\p{L})[\p{L}*#?_]*/gu;

/**
 * A key word written with a letter masked, a mask for a letter ('ch*ld', 'k#d'); two masks from six
 * letters on ('sch**lgirl'). More would read many words: 't**n' is also 'town', 'b__y' also 'body'.
 */
function findMasked(folded: string): string | undefined {
  if (!HAS_MASK.test(folded)) return undefined;
  for (const [word] of folded.matchAll(MASKED_WORD)) {
    const masks = word.length - word.replace(MASK, '').length;
    if (masks > (word.length >= 6 ? 2 : 1)) continue;
    const pattern = new RegExp(`^${word.replace(MASK, '\\p{L}')}$`, 'u');
    const key = MASKABLE_KEYS.find((candidate) => candidate.length === word.length && pattern.test(candidate));
    if (key) return key;
  }
  return undefined;
}

/** Minor words refused in any prompt, of every language. */
export const MINOR_TERMS: readonly string[] = every((language) => language.minors);
const MINORS = new TermSet(MINOR_TERMS, new Misspellings(MISSPELLING_KEYS, REAL_WORDS_NEAR_KEYS));
const SCHOOL_LEVELS = new TermSet(every((language) => language.schoolLevels));
const AGE_OF_CONSENT = new TermSet(every((language) => language.ageOfConsent));
const MINOR_CUES = new TermSet(every((language) => language.minorCues));
const LIFE_EVENTS = new TermSet(every((language) => language.lifeEvents));
const FICTIONAL_MINORS = new TermSet([
  ...every((language) => language.fictionalMinors),
  ...MINOR_CHARACTERS.flatMap((character) => character.names),
]);
/** Characters' names that are also ordinary words, and the works that make them the character. */
const CHARACTER_NAMES_WITH_WORK = new TermSet(MINOR_CHARACTERS.flatMap((character) => character.withWork ?? []));
const CHARACTER_WORKS = new TermSet(MINOR_CHARACTERS.flatMap((character) => (character.withWork?.length ? character.works : [])));
const SEXUAL = new TermSet(every((language) => language.sexual));
const ADULTHOOD = new TermSet(every((language) => language.adulthood));
const YOUNG_BODY = new TermSet(every((language) => language.youngBody));
const CHILDHOOD_ITEMS = new TermSet(every((language) => language.childhoodItems));
const CHILDHOOD_HINTS = new TermSet(every((language) => language.childhoodHints));
const YOUTH_GROUPS = new TermSet(every((language) => language.youthGroups));
const DE_AGEING = new TermSet(every((language) => language.deAgeing));
const EXCEPTIONS = new Exceptions(every((language) => language.harmless));
/** Names and titles holding a minor word: harmless outside a sexual prompt. */
const TITLES = new Exceptions(every((language) => language.titles));

/** Words read in their company (findInContext). */
const IN_CONTEXT = new Lexicon(['minor', ...GERMAN_CHILD_WORDS, ...NORDIC_CHILD_WORDS]);
const GERMAN_CHILD = new Set<string>(GERMAN_CHILD_WORDS);
const NORDIC_CHILD = new Set<string>(NORDIC_CHILD_WORDS);
/** Context words whose obfuscated spellings ('m.i.n.o.r') are refused without their context. */
const OBFUSCATED_CONTEXT_WORDS = new Lexicon(['minor', 'minors']);
const PERSON = new Lexicon(PERSON_WORDS);
const MINOR_PERSON_NEXT = new Lexicon(MINOR_AS_PERSON_NEXT);
const MINORS_NEXT = new Lexicon(MINORS_HARMLESS_NEXT);
const MUSICAL_KEYS = new Set<string>(MUSICAL_KEY_NAMES);
const GERMAN_CUES = new Lexicon(GERMAN_CHILD_CUES);
const NORDIC_CUES = new Lexicon(NORDIC_CHILD_CUES);

/** Every set read on the words of a prompt, in one pass (TermIndex); made on first use, once all sets exist. */
let index: TermIndex | undefined;
const INDEX_SETS = (): TermSet[] => [
  MINORS,
  SCHOOL_LEVELS,
  AGE_OF_CONSENT,
  MINOR_CUES,
  LIFE_EVENTS,
  FICTIONAL_MINORS,
  SEXUAL,
  ADULTHOOD,
  YOUNG_BODY,
  CHILDHOOD_ITEMS,
  ADULT_BODY,
  WOMAN,
  GIRL,
  CHARACTER_NAMES_WITH_WORK,
  CHARACTER_WORKS,
  CHILDHOOD_HINTS,
  YOUTH_GROUPS,
  DE_AGEING,
];

/** What glued fragments are compared with: the terms that are read on hidden words. */
const VOCABULARY = new GlueVocabulary([
  ...[MINORS, SCHOOL_LEVELS, AGE_OF_CONSENT, MINOR_CUES, LIFE_EVENTS, FICTIONAL_MINORS, SEXUAL, ADULTHOOD].flatMap((set) => set.keys),
  ...OBFUSCATED_CONTEXT_WORDS.keys,
]);

/** A prompt read once: its folded text, its words in every reading, its own scripts when it has others than Latin. */
interface ReadPrompt {
  folded: string;
  view: WordView;
  /** The first term of `set` in the prompt that no exception or title covers. */
  find(set: TermSet): string | undefined;
  /** Every distinct term of `set` in the prompt that no exception or title covers. */
  findAll(set: TermSet): Set<string>;
  /** The first term of `set` that only a title covers ('teen' in 'Teen Titans'): it counts in a sexual prompt. */
  findInTitle(set: TermSet): string | undefined;
}

function readPrompt(text: string): ReadPrompt {
  const INDEX = (index ??= new TermIndex(INDEX_SETS()));
  const { folded, view } = normalisePrompt(text, VOCABULARY);
  const script = BEYOND_LATIN.test(text) ? foldScript(text).replace(SPACES, ' ') : '';
  const texts: NativeTexts = {
    script,
    joined: script.replace(SPACES_AND_PUNCTUATION, ''),
    exact: NON_ASCII.test(text) ? foldNative(text).replace(SPACES, ' ') : '',
  };
  // One pass over the words finds the terms of every set at each position; then hidden words and native texts.
  // A phrase an exception covers where it is written ('küçük kız kardeş') is not refused when its words
  // glued together ('kucukkiz') are read again as a hidden word.
  let positional: { found: string[][]; excused: Set<string>[]; titled: string[][]; inTitles: Set<string>[] } | undefined;
  const termsAt = () => {
    if (positional) return positional;
    const found: string[][] = INDEX.sets.map(() => []);
    const excused: Set<string>[] = INDEX.sets.map(() => new Set());
    const titled: string[][] = INDEX.sets.map(() => []);
    const inTitles: Set<string>[] = INDEX.sets.map(() => new Set());
    const slot: (FoundTerm | undefined)[] = new Array(INDEX.sets.length);
    for (const words of view.readings) {
      for (let index = 0; index < words.length; index++) {
        INDEX.at(words, index, slot);
        for (let set = 0; set < slot.length; set++) {
          const term = slot[set];
          if (!term) continue;
          if (EXCEPTIONS.covers(words, index, term)) {
            if (term.length > 1) excused[set]?.add(term.term.replaceAll(' ', ''));
          } else if (TITLES.covers(words, index, term)) {
            titled[set]?.push(term.term);
            if (term.length > 1) inTitles[set]?.add(term.term.replaceAll(' ', ''));
          } else found[set]?.push(term.term);
        }
      }
    }
    return (positional = { found, excused, titled, inTitles });
  };
  /** The terms of `set`: those no exception or title covers, or (`inTitle`) those only a title covers. */
  const all = (set: TermSet, first: boolean, inTitle = false): Set<string> => {
    const found = new Set<string>();
    const position = INDEX.sets.indexOf(set);
    const { found: atPositions, excused, titled, inTitles } = termsAt();
    for (const term of (inTitle ? titled : atPositions)[position] ?? []) {
      found.add(term);
      if (first) return found;
    }
    for (const word of view.hidden) {
      const term = set.whole(word);
      // Compared without spaces: the phrase may be listed glued too ('се сола' and 'сесола').
      const key = term?.replaceAll(' ', '');
      if (term && key !== undefined && !excused[position]?.has(key) && inTitles[position]?.has(key) === inTitle) {
        found.add(term);
        if (first) return found;
      }
    }
    for (const span of set.spans(texts)) {
      if (!EXCEPTIONS.coversSpan(texts, span) && TITLES.coversSpan(texts, span) === inTitle) {
        found.add(span.term);
        if (first) return found;
      }
    }
    return found;
  };
  return {
    folded,
    view,
    find: (set) => all(set, true).values().next().value,
    findAll: (set) => all(set, false),
    findInTitle: (set) => all(set, true, true).values().next().value,
  };
}

/**
 * A term as found and as listed compare equal under this key: marks taken off as the native reading
 * takes them off ('スパイファミリー' is found as 'スハイファミリー'), then folded, letters and digits only.
 */
const termKey = (term: string) => foldText(foldScript(term)).replace(/[^\p{L}\p{N}]+/gu, '');
/** By the key of each name that needs its work: the keys of the works that make it the character. */
const WORKS_OF_NAME = new Map<string, Set<string>>();
for (const character of MINOR_CHARACTERS) {
  for (const name of character.withWork ?? []) {
    const works = WORKS_OF_NAME.get(termKey(name)) ?? new Set<string>();
    for (const work of character.works) works.add(termKey(work));
    WORKS_OF_NAME.set(termKey(name), works);
  }
}

/** A character named by a name that is also an ordinary word, in a prompt that names their work ('Dawn', 'Pokémon'). */
function findCharacterWithWork(prompt: ReadPrompt): string | undefined {
  const names = prompt.findAll(CHARACTER_NAMES_WITH_WORK);
  if (names.size === 0) return undefined;
  const works = [...prompt.findAll(CHARACTER_WORKS)].map(termKey);
  for (const name of names) {
    const wanted = WORKS_OF_NAME.get(termKey(name));
    const work = works.find((found) => wanted?.has(found));
    if (work !== undefined) return `${name} (${work})`;
  }
  return undefined;
}

function findAffix(word: Word): string | undefined {
  for (const form of word.forms) {
    if (MINOR_SUFFIXES.some((suffix) => form.endsWith(suffix)) && !MINOR_SUFFIX_EXCEPTIONS.some((exception) => form.endsWith(exception))) {
      return form;
    }
  }
  return undefined;
}

/** Words that name a minor only in some company: minor, German kind, Nordic barn. */
function findInContext(words: readonly Word[], index: number): string | undefined {
  const word = words[index];
  const head = IN_CONTEXT.find(word);
  if (!word || !head) return undefined;
  const previous = neighbourInPhrase(words, index, -1);
  const next = neighbourInPhrase(words, index, 1);
  if (head === 'minor') {
    if (word.text.endsWith('s')) return MINORS_NEXT.find(next) ? undefined : 'minors';
    const musicalKey = !!previous && MUSICAL_KEYS.has(previous.text) && (words[index - 2]?.text === 'in' || previous.text.length > 1);
    return !musicalKey && (word.breakAfter || PERSON.find(next) || MINOR_PERSON_NEXT.find(next)) ? 'minor' : undefined;
  }
  // A cue of the word's language counts across a phrase break too: it makes the word a child, not harmless.
  const cues = GERMAN_CHILD.has(head) ? GERMAN_CUES : NORDIC_CHILD.has(head) ? NORDIC_CUES : undefined;
  const cue = cues && (cues.find(words[index - 1]) ?? cues.find(words[index + 1]));
  return cue ? `${head} (${cue})` : undefined;
}

/**
 * The word before or after `index` when it is in the same phrase, else undefined: 'minor details'
 * holds only with the word it is written with, never across a comma, a bracket or a sentence end.
 */
function neighbourInPhrase(words: readonly Word[], index: number, step: -1 | 1): Word | undefined {
  const [first, second] = step === 1 ? [words[index], words[index + 1]] : [words[index - 1], words[index]];
  if (!first || !second || first.breakAfter || second.joinBefore === 'break') return undefined;
  return step === 1 ? second : first;
}

/**
 * The minor words the engine reads itself: words ending in 'teen', 'minor' in its company, German 'kind',
 * Nordic 'barn'. A word ending in 'teen' that an exception covers is no minor ('teenie bikini'), nor one
 * a title covers ('Teen Titans poster') unless `inSexualPrompt`.
 */
function findMinorReference(view: WordView, inSexualPrompt = false): string | undefined {
  for (const words of view.readings) {
    for (let index = 0; index < words.length; index++) {
      const word = words[index];
      if (!word) continue;
      const affix = findAffix(word);
      const term: FoundTerm | undefined = affix === undefined ? undefined : { term: affix, length: 1, loose: true };
      const excused =
        term !== undefined && (EXCEPTIONS.covers(words, index, term) || (!inSexualPrompt && TITLES.covers(words, index, term)));
      const found = (excused ? undefined : affix) ?? findInContext(words, index);
      if (found) return found;
    }
  }
  for (const word of view.hidden) {
    const found = OBFUSCATED_CONTEXT_WORDS.find(word);
    if (found) return found;
  }
  return undefined;
}

function isSexual(prompt: ReadPrompt): boolean {
  return prompt.find(SEXUAL) !== undefined;
}

/** Words that make a team, a class or a club one of children ('youth', 'under-14', 'peewee'). */
const YOUTH =
  "(?:(?<!of )youth|kids?|kiddie|children'?s?|under[- ]?(?:1[0-7]|[5-9])s?|u[- ]?(?:1[0-7]|[5-9])s?|pee ?wee|junior high|middle school|grade school)";
const GROUP =
  '(?:teams?|leagues?|leaguers?|clubs?|squads?|choirs?|camps?|troops?|programs?|programmes?|class(?:es)?|academy|groups?|orchestras?|ballet|jamboree|tournaments?|cups?|championships?|divisions?|roster|practice|scouts?|members?|players?|athletes?|gymnasts?|swimmers?|dancers?|cheerleaders?|cheer squad)';
/**
 * A youth group or children's sport in any wording: a youth word and a group word within a few words of
 * one phrase ('girls youth hockey league', 'under-15 volleyball team', 'kids karate class'), Little
 * League's players, and the choirs, scouts and guides of boys and girls ('boys choir', 'scout jamboree').
 */
const YOUTH_GROUP = new RegExp(
  `(?<!\\p{L})(?:${YOUTH}(?: [\\p{L}-]+){0,2} ${GROUP}|little leaguers?|(?:cub|brownie) (?:scouts?|pack|troop|guides?)|` +
    `(?:boys?'?|girls?'?) (?:choirs?|scouts?|brigade|guides?)|scout(?:s|ing)? (?:jamboree|troops?|camps?|dens?|packs?|badges?))(?!\\p{L})`,
  'u',
);

function findYouthGroup(folded: string): string | undefined {
  return YOUTH_GROUP.exec(folded)?.[0];
}

/** What puberty brings, in English: read by DEVELOPMENT_TO_COME with any wording around it. */
const GROWN = '(?:breasts?|boobs?|tits?|chest|bust|hips|curves|pubic hair|pubes|body hair|period|periods|puberty|menstruation)';
const GROW = '(?:grow\\w*|grew|develop\\w*|started|start|begun|come in|came in|sprout\\w*|bud\\w*|arriv\\w*|form\\w*|fill\\w* out)';
/** Puberty itself and the first period, which a child has not reached or started ('hasn't started her period'). */
const PUBERTY = '(?:puberty|period|periods|menstruation|menses)';
const REACH = '(?:hit|reach\\w*|gone through|go through|going through|start\\w*|begun)';
const NOT_YET =
  "(?:(?:have|has|had|is|are|was|were|did|do|does)n'?t|(?:(?:have|has|had|is|are|was|were|did|do|does) )?(?:not|never|yet to|barely|hardly|still not|still to)|no sign of)";
const JUST_STARTING = '(?:just|only just|only now|barely) (?:started|starting|begun|beginning)(?: to)?';
const STARTING = '(?:started|starting|begun|beginning|begin|start)(?: to)?';
const FILLER = '(?:yet|to|even|fully|really|properly|quite|been|still)';
/**
 * A body before puberty said in a sentence rather than a listed phrase ('her breasts haven't started
 * growing', 'hasn't started her period', 'breasts just starting to bud', 'yet to develop hips'): a word
 * of what puberty brings and a word of growing, with 'not yet' between or before them, in one phrase
 * (no comma: 'developed breasts, not a child' is two phrases).
 */
const DEVELOPMENT_TO_COME = new RegExp(
  `(?<!\\p{L})(?:${GROWN}(?: still)? ${NOT_YET}(?: ${FILLER})*(?: ${STARTING})? ${GROW}` +
    `|${GROWN}(?: (?:are|is|have|has|were|was))? ${JUST_STARTING} ${GROW}` +
    `|${NOT_YET}(?: ${FILLER})*(?: ${STARTING})? ${GROW}(?: (?:her|his|their|any|a|the))?(?: first)? ${GROWN}` +
    `|${NOT_YET}(?: ${FILLER})* ${REACH}(?: (?:her|his|their|the))?(?: first)? ${PUBERTY})(?!\\p{L})`,
  'u',
);

function findDevelopmentToCome(folded: string): string | undefined {
  return DEVELOPMENT_TO_COME.exec(folded)?.[0];
}

/**
 * Minor-coded words in a sexual prompt, each alone: a thing of small children, a body before puberty, a youth group or
 * children's sport, a de-ageing trick; or two things of childhood that adults also have.
 */
function findMinorCoded(prompt: ReadPrompt): string | undefined {
  const alone =
    prompt.find(CHILDHOOD_ITEMS) ??
    prompt.find(YOUNG_BODY) ??
    findDevelopmentToCome(prompt.folded) ??
    prompt.find(YOUTH_GROUPS) ??
    findYouthGroup(prompt.folded) ??
    prompt.find(DE_AGEING);
  if (alone) return alone;
  const hints = prompt.findAll(CHILDHOOD_HINTS);
  return hints.size >= 2 ? [...hints].join(', ') : undefined;
}

// ---------------------------------------------------------------------------------------------
// Ages
// ---------------------------------------------------------------------------------------------

/** Units of age and words for age of every language's vocabulary: Latin-readable ones on the folded text, others natively. */
function splitByScript(terms: readonly string[]) {
  const latinWords: string[] = [];
  const latinStems: string[] = [];
  const native: string[] = [];
  for (const written of terms) {
    const stem = written.endsWith('*');
    const term = stem ? written.slice(0, -1) : written;
    if (!LATIN_READABLE.test(term)) native.push(foldNative(term));
    else (stem ? latinStems : latinWords).push(foldText(term));
  }
  return { latinWords, latinStems, native };
}
const VOCABULARY_UNITS = splitByScript(every((language) => language.ageUnits));
/** Numbers in words of every language's vocabulary, read before a unit of age: Latin-readable ones folded, others natively. */
const VOCABULARY_NUMBERS = { latin: {} as Record<string, number>, native: {} as Record<string, number> };
for (const language of LANGUAGES) {
  for (const [written, value] of Object.entries(language.numberWords)) {
    if (LATIN_READABLE.test(written)) VOCABULARY_NUMBERS.latin[foldText(written)] = value;
    else VOCABULARY_NUMBERS.native[foldNative(written)] = value;
  }
}
const NUMBERS_BEFORE_UNIT: Readonly<Record<string, number>> = { ...VOCABULARY_NUMBERS.latin, ...NUMBER_WORDS_BEFORE_AGE_UNIT };
const VOCABULARY_AGE_WORDS = splitByScript(every((language) => language.ageWords));
const UNIT_WORDS_ALL = [...new Set([...AGE_UNIT_WORDS, ...VOCABULARY_UNITS.latinWords])];
const UNIT_STEMS_ALL = [...new Set([...AGE_UNIT_STEMS, ...VOCABULARY_UNITS.latinStems])];
const NATIVE_UNITS_ALL = [...new Set([...NATIVE_AGE_UNITS, ...VOCABULARY_UNITS.native])];
const AGE_WORDS_ALL = [...new Set([...AGE_WORDS_BEFORE_NUMBER, ...VOCABULARY_AGE_WORDS.latinWords, ...VOCABULARY_AGE_WORDS.latinStems])];
const NATIVE_AGE_WORDS_ALL = [...new Set([...NATIVE_AGE_WORDS_BEFORE_NUMBER, ...VOCABULARY_AGE_WORDS.native])];

/** 'let' and 'lat' as units: not before a number or an English word ('12 lat 45 long', 'XIV let the court'). */
const UNIT_ALSO_ENGLISH = `(?:${alternatives(AGE_UNITS_ALSO_ENGLISH)})(?!\\p{L})(?!\\s?\\d)(?!\\s(?:${alternatives(ENGLISH_AFTER_LET)})(?!\\p{L}))`;
/** Units of age of other languages, whole words and beginnings of words ('13 anni', '13-vuotias'). */
const OTHER_UNITS = `(?:${alternatives(UNIT_WORDS_ALL.filter((word) => !(AGE_UNITS_ALSO_ENGLISH as readonly string[]).includes(word)))})(?!\\p{L})|(?:${alternatives(UNIT_STEMS_ALL)})\\p{L}*|${UNIT_ALSO_ENGLISH}`;

/** Where an English or Nordic unit of age begins, right after a number ('17yo', '15 år', '15 años'). */
const OWN_UNIT_START =
  'years?|yrs?|yo(?!\\p{L})|y\\s?[./]|jahr|ans(?!\\p{L})|anos?(?!\\p{L})|ar(?:s|ing)?(?!\\p{L})|aring|months?|weeks?|歳|才|岁|歲|세|살';
/** ... or any unit of age ('13 anni', 'sechzehnjährige'). */
const AGE_UNIT_START = `${OWN_UNIT_START}|${OTHER_UNITS}`;
const JOINERS = alternatives(TENS_UNIT_JOINERS);
const OWN_UNIT_WORDS = new Set<string>(NUMBER_WORDS_BEFORE_OWN_UNIT);

const NUMBER_WORD = new RegExp(
  `(?<![\\p{L}\\d])(?:(${alternatives(Object.keys(TENS_WORDS))})(?:[\\s-]?(?:${JOINERS})?[\\s-]?(${alternatives(Object.keys(UNIT_WORDS))}))?` +
    `|(${alternatives(Object.keys(NUMBER_WORDS))})` +
    `|(${alternatives(Object.keys(NUMBERS_BEFORE_UNIT).filter((word) => !OWN_UNIT_WORDS.has(word)))})(?=[\\s-]?(?:${AGE_UNIT_START}))` +
    `|(${alternatives(NUMBER_WORDS_BEFORE_OWN_UNIT)})(?=[\\s-]?(?:${OWN_UNIT_START}))` +
    `|(${alternatives(Object.keys(NUMBER_STEMS_BEFORE_AGE_UNIT))})(?=${AGE_UNIT_START}))` +
    `(?=[^\\p{L}]|$|${AGE_UNIT_START})`,
  'gu',
);

function numberWordsToDigits(text: string): string {
  return text.replace(
    NUMBER_WORD,
    (whole, tens?: string, unit?: string, standalone?: string, beforeUnit?: string, beforeOwnUnit?: string, stem?: string) => {
      if (tens) return String((TENS_WORDS[tens] ?? 0) + (unit ? (UNIT_WORDS[unit] ?? 0) : 0));
      const value = standalone
        ? NUMBER_WORDS[standalone]
        : (beforeUnit ?? beforeOwnUnit)
          ? NUMBERS_BEFORE_UNIT[beforeUnit ?? beforeOwnUnit ?? '']
          : stem
            ? NUMBER_STEMS_BEFORE_AGE_UNIT[stem]
            : undefined;
      return value === undefined ? whole : String(value);
    },
  );
}

/** Words for age before a number: 'aged 12', 'age: 15', 'edad 15', 'leeftijd 14', 'eta: 13'. */
const AGE_WORDS = `ages?|aged|edad|alder|${alternatives(AGE_WORDS_ALL)}|(?:${alternatives(AGE_WORDS_BEFORE_COLON)})(?=\\s?[:=])`;

/** Roman numerals as ages: only beside a unit of age or after a word for age ('XIV years old', 'age XIII'). */
const ROMAN_TOKEN = /(?<![\p{L}\d])[ivx]{1,7}(?![\p{L}\d])/gu;
const HAS_ROMAN_TOKEN = /(?<![\p{L}\d])[ivx]{1,7}(?![\p{L}\d])/u;
const UNIT_AFTER_ROMAN = new RegExp(`[\\s-]?(?:${AGE_UNIT_START})`, 'uy');
const AGE_WORD_BEFORE_ROMAN = new RegExp(`(?<!\\p{L})(?:${AGE_WORDS})\\s?(?:[:=]\\s?)?(?:of\\s)?$`, 'u');
const VALID_ROMAN = /^x{0,3}(?:ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10 };

/** The value of a Roman numeral up to 39, or undefined when the letters are no numeral or read 1 ('i' is a pronoun). */
function romanValue(numeral: string): number | undefined {
  if (!VALID_ROMAN.test(numeral)) return undefined;
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const value = ROMAN_VALUES[numeral[index] ?? ''] ?? 0;
    const next = ROMAN_VALUES[numeral[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 1 ? total : undefined;
}

function romanAgesToDigits(text: string): string {
  if (!HAS_ROMAN_TOKEN.test(text)) return text;
  return text.replace(ROMAN_TOKEN, (numeral: string, offset: number) => {
    const value = romanValue(numeral);
    if (value === undefined) return numeral;
    UNIT_AFTER_ROMAN.lastIndex = offset + numeral.length;
    const beside = UNIT_AFTER_ROMAN.test(text) || AGE_WORD_BEFORE_ROMAN.test(text.slice(Math.max(0, offset - 30), offset));
    return beside ? String(value) : numeral;
  });
}

/** Digits inside a word are letters ('y3ars', 's3v3nt33n'); digits that start or end a word stay numbers. */
const DIGITS_IN_WORD = /(?<=\p{L})\d+(?=\p{L})/gu;
const HAS_DIGITS_IN_WORD = /\p{L}\d+\p{L}/u;

/** '5,000' and '1.500' are thousands; '2,5' and '1.5' are decimals. */
function parseNumber(text: string): number {
  const thousands = /^\d{1,3}(?:[.,]\d{3})+$/.test(text);
  return Number(thousands ? text.replace(/[.,]/g, '') : text.replace(',', '.'));
}

/** A number right before one of these is an age ('a 15 girl'); before 'man' or 'woman' it is more often a count. */
const YOUNG_PERSON_SINGULAR = [
  'girl',
  'boy',
  'daughter',
  'son',
  'sister',
  'brother',
  'niece',
  'nephew',
  'kid',
  'child',
  'teen',
  'student',
  'pupil',
  'madchen',
  'junge',
  'fille',
  'garcon',
  'chica',
  'chico',
  'nina',
  'nino',
  'jente',
  'gutt',
  'flicka',
  'pojke',
];
const THINGS = new Set<string>(AGED_THINGS);
const LINKS = new Set<string>(AGED_THING_LINKS);
const ERAS = new Set<string>(AGE_ERAS);
const SETTINGS = new Set<string>(GENERATION_SETTINGS);
const PEOPLE = new Set<string>(PERSON_WORDS);
const CONTINUES = new Set<string>(AGE_CONTINUES);
const YEAR_WORDS = new Set<string>(AGE_YEAR_WORDS);
const LETTERS = /\p{L}+/gu;

/** The thing an age belongs to is in its own phrase: 'nude, 12 years old, vintage polaroid' is no vintage's age. */
const PHRASE_BREAK = /[,;|()[\]{}\n]|[.!?](?:\s|$)/;

/** '12 year old scotch', 'a whisky aged 12 years', '3 month old kitten' — but not '5 year old cat girl'. */
function aboutAThing(text: string, start: number, end: number): boolean {
  const [next, afterNext] =
    text
      .slice(end, end + 40)
      .split(PHRASE_BREAK)[0]
      ?.match(LETTERS) ?? [];
  const before =
    text
      .slice(Math.max(0, start - 30), start)
      .split(PHRASE_BREAK)
      .at(-1)
      ?.match(LETTERS) ?? [];
  const previous = LINKS.has(before.at(-1) ?? '') ? before.at(-2) : before.at(-1);
  if (next && THINGS.has(next) && !(afterNext && PEOPLE.has(afterNext))) return true;
  return !!previous && THINGS.has(previous) && !(next && PEOPLE.has(next));
}

/** The word right after a number, if a space or hyphen separates them ('under 18 steps' → 'steps'). */
function wordAfter(text: string, end: number): string | undefined {
  return /^\s?-?\s?(\p{L}+)/u.exec(text.slice(end, end + 40))?.[1];
}

/**
 * After 'under 18' or 'she is 17': is the number still an age, or a count or a measure ('under 18
 * steps', 'she is 5\'6"', 'looks 1girl')? An age ends the phrase or goes on with a word of AGE_CONTINUES.
 */
function ageContinues(text: string, end: number): boolean {
  const rest = text.slice(end, end + 40);
  if (/^\p{L}|^\s?['"%:/*×]|^\s?[.,]\d/u.test(rest)) return false;
  const next = wordAfter(text, end);
  return next === undefined || CONTINUES.has(next);
}

/** The word before a position: 'cfg 7 woman' is a setting followed by a word, not a 7-year-old. */
function wordBefore(text: string, start: number): string {
  return (
    text
      .slice(Math.max(0, start - 20), start)
      .match(LETTERS)
      ?.at(-1) ?? ''
  );
}

interface AgeRule {
  pattern: RegExp;
  /** The numbers the pattern captured; returns whether the match is an age under 18 (or of a baby). */
  refuses: (numbers: number[], text: string, start: number, end: number, year: number) => boolean;
  /** What a refusal is recorded as: an age by default. */
  rule?: 'minor_birth_year';
  /** A quick test the text must pass before the pattern is run. */
  gate?: RegExp;
}

const NUM = '(?<![\\d.,])(\\d+(?:[.,]\\d+)*)';
const INT = '(?<![\\d.,])(\\d{1,2})(?![\\d.,]\\d)';
const NOT_LETTER = '(?!\\p{L})';
const PERSON_ALTERNATIVES = alternatives(PERSON_WORDS);
const AGE_UNITS = [
  `(?:years?|yrs?)[\\s.-]{0,3}(?:old|young|of age)${NOT_LETTER}`,
  `years?\\s(?:${PERSON_ALTERNATIVES})${NOT_LETTER}`,
  `yrs?\\.?${NOT_LETTER}`,
  `y[\\s./]{0,2}o${NOT_LETTER}\\.?`,
  `jahre?n?[\\s-]?alt\\p{L}*`,
  `jahren?${NOT_LETTER}`,
  `jahrig\\p{L}*`,
  `ans${NOT_LETTER}`,
  `anos?${NOT_LETTER}`,
  `ar(?:s|ing\\p{L}*)?${NOT_LETTER}`,
  `aring\\p{L}*`,
  '歳|才|岁|歲|세|살',
  OTHER_UNITS,
  `(?:${alternatives(AGE_UNITS_AFTER_DIGITS)})${NOT_LETTER}`,
].join('|');
const UNDER_18 = (numbers: number[]) => numbers.some((n) => n < 18);
const SUBJECTS = `she|he|i|who|${PERSON_ALTERNATIVES}`;
/** A tag is cut off by these: ',', ';', '|', '•', brackets, a sentence end, or ' - ' and ' / ' beside a word. */
const TAG_START = '(?:^|[,;|•·\\[\\]{}]|[.!?]\\s|(?<=\\p{L}\\)?)\\s[-/]\\s?)';
const TAG_END = '(?=$|[,;|•·\\[\\]{}]|[.!?](?:\\s|$)|\\s?[-/]\\s(?=\\p{L}))';

/** A year as written: four digits, or two after an apostrophe ("born in '12"). */
const YEAR = "(?:(?<!\\d[.,]?)(\\d{4})|'(\\d{2}))(?!\\d)";
/** A day and a month before a year: '5 may ', '03/04/', 'may 5, '. */
const DATE_BEFORE_YEAR =
  '(?:\\d{1,2}(?:st|nd|rd|th)?[\\s./-]{1,2}(?:\\p{L}{3,9}\\.?[\\s./-]{1,2}|\\d{1,2}[\\s./-]{1,2})?|\\p{L}{3,9}\\.?(?:\\s\\d{1,2}(?:st|nd|rd|th)?)?,?\\s)?';

/** A two-digit year is the latest such year not after `latest`. */
function fullYear(written: number, latest: number): number {
  if (written >= 100) return written;
  const century = Math.floor(latest / 100) * 100;
  return century + written <= latest ? century + written : century - 100 + written;
}

/** Whether someone born in `birth` is under 18 in `year` (and born by then). */
function bornMinor(birth: number, year: number): boolean {
  const age = year - birth;
  return age >= 0 && age < 18;
}

const COLLEGE = new RegExp(`(?<!\\p{L})(?:${alternatives(COLLEGE_WORDS)})(?!\\p{L})`, 'u');

const BIRTH_RULES: readonly AgeRule[] = [
  {
    // 'born 2010', 'born in 2012', 'b. 2013', 'born on 5 may 2011', 'dob 03/04/2012', "born in '12", 'nee en 2012'
    pattern: new RegExp(
      `(?<!\\p{L})(?:${alternatives(BIRTH_WORDS_BEFORE_YEAR)})[\\s:=,.-]{0,3}(?:(?:${alternatives(BIRTH_YEAR_CONNECTORS)})\\s){0,3}${DATE_BEFORE_YEAR}${YEAR}`,
      'gu',
    ),
    refuses: ([written], _text, _start, _end, year) => written !== undefined && bornMinor(fullYear(written, year), year),
    rule: 'minor_birth_year',
    gate: /\d{4}|'\d\d/,
  },
  {
    // '2012-born', '2012 dogumlu'
    pattern: new RegExp(`(?<![\\d.,])(\\d{4})[\\s-]?(?:${alternatives(BIRTH_WORDS_AFTER_YEAR)})${NOT_LETTER}`, 'gu'),
    refuses: ([birth], _text, _start, _end, year) => birth !== undefined && bornMinor(birth, year),
    rule: 'minor_birth_year',
    gate: /\d{4}/,
  },
  {
    // 'girl (2011)', '(2012) girl'; 'Hugo (2011)' and 'a 2013 Honda Civic' are years of things
    pattern: new RegExp(
      `(?<!\\p{L})(?:${PERSON_ALTERNATIVES})\\s?[(\\[]\\s?(\\d{4})\\s?[)\\]]|[(\\[]\\s?(\\d{4})\\s?[)\\]]\\s?(?:${PERSON_ALTERNATIVES})${NOT_LETTER}`,
      'gu',
    ),
    refuses: ([birth], _text, _start, _end, year) => birth !== undefined && bornMinor(birth, year),
    rule: 'minor_birth_year',
    gate: /[([]\s?\d{4}\s?[)\]]/,
  },
  {
    // 'class of 2031', "class of '32": a school class leaves at 18, a college class at 22
    pattern: new RegExp(`(?<!\\p{L})(?:${alternatives(CLASS_OF_PHRASES)})\\s?${YEAR}`, 'gu'),
    refuses: ([written], text, _start, _end, year) => {
      if (written === undefined) return false;
      const leaves = fullYear(written, year + 10);
      const age = (COLLEGE.test(text) ? COLLEGE_LEAVING_AGE : SCHOOL_LEAVING_AGE) - (leaves - year);
      return age < 18;
    },
    rule: 'minor_birth_year',
    gate: /\d\d/,
  },
];

const AGE_RULES: readonly AgeRule[] = [
  {
    // '17 years old', '17yo', '17 y/o', '17-year-old', '15 yrs', '16-25 years old', '15 años', '17歳', '13 anni'
    pattern: new RegExp(`${NUM}(?:\\s?(?:-|to|bis|til|a)\\s?${NUM})?\\s?-?\\s?(?:${AGE_UNITS})`, 'gu'),
    refuses: (numbers, text, start, end) => UNDER_18(numbers) && !aboutAThing(text, start, end),
  },
  {
    // '12y', '(13y)': a y written against the number
    pattern: /(?<![\p{L}\d.,])(\d{1,2})y(?![\p{L}\d])/gu,
    refuses: (numbers, text, start, end) => UNDER_18(numbers) && !aboutAThing(text, start, end),
  },
  {
    // '18-month-old', '6 weeks old': a baby, whatever the number
    pattern: new RegExp(`${NUM}\\s?-?\\s?(?:months?|mos?|weeks?|wks?|days?)[\\s-]?old${NOT_LETTER}`, 'gu'),
    refuses: (_numbers, text, start, end) => !aboutAThing(text, start, end),
  },
  {
    // 'aged 12', 'age 15', 'age: 15', 'at the age of 9', 'ages 12 to 14', 'edad 15', 'leeftijd 14'; not 'ice age 5'
    pattern: new RegExp(
      `(?<!\\p{L})(?:${AGE_WORDS})\\s?(?:[:=]\\s?)?(?:(?:of|is|was|about|around|approximately|approx|only|just|de|von|pa)\\s)*${NUM}(?![\\d\\p{L}])`,
      'gu',
    ),
    refuses: (numbers, text, start, end) => UNDER_18(numbers) && !aboutAThing(text, start, end) && !ERAS.has(wordBefore(text, start)),
  },
  {
    // 'girl (14)', '[12]', '(13 y)'
    pattern: new RegExp(`[(\\[{]\\s?${INT}\\s?(?:y|yo|yrs?|j|a)?\\.?\\s?[)\\]}]`, 'gu'),
    refuses: (numbers) => numbers.some((n) => n >= 1 && n < 18),
  },
  {
    // 'nude, 14 years, blonde': a tag that is only a number of years ('17 years of marriage' is more)
    pattern: new RegExp(`${TAG_START}\\s?(\\d{1,2})\\s?(?:years?|yrs?)\\.?\\s?${TAG_END}`, 'gu'),
    refuses: (numbers) => numbers.some((n) => n >= 1 && n < 18),
  },
  {
    // 'nude, 17, blonde', 'nude - 13 - blonde': a tag that is only a number
    pattern: new RegExp(`${TAG_START}\\s?(\\d{1,2})\\s?${TAG_END}`, 'gu'),
    refuses: (numbers) => numbers.some((n) => n >= 1 && n < 18),
  },
  {
    // 'tredicenne'
    pattern: new RegExp(`(?<!\\p{L})(?:${alternatives(AGE_WORDS_UNDER_18)})${NOT_LETTER}`, 'gu'),
    refuses: () => true,
    gate: /enne|nera/,
  },
  {
    // 'thirteen and a half', '7 and a half years old'; not 'two and a half men' or 'nine and a half weeks'
    pattern: new RegExp(`${NUM}\\s?-?\\s?(?:${alternatives(HALF_WORDS)})${NOT_LETTER}`, 'gu'),
    refuses: (numbers, text, _start, end) => {
      const next = wordAfter(text, end);
      return UNDER_18(numbers) && ageContinues(text, end) && (numbers.every((n) => n >= 10) || (!!next && YEAR_WORDS.has(next)));
    },
  },
  {
    // 'a 15 girl'
    pattern: new RegExp(`${INT}\\s?-?\\s?(?:${alternatives(YOUNG_PERSON_SINGULAR)})${NOT_LETTER}`, 'gu'),
    refuses: (numbers, text, start) => numbers.some((n) => n >= 5 && n < 18) && !SETTINGS.has(wordBefore(text, start)),
  },
  {
    // 'under 18', 'under eighteen', 'younger than 16', 'almost 18', 'barely 18', 'unter 18'; a bare
    // 'under 5' is more often a count than an age, so below 12 it needs a word that keeps it an age
    pattern: new RegExp(
      `(?<!\\p{L})(?:under|below|younger than|less than|not yet|barely|almost|nearly|just turned|unter|moins de|menos de|menor de)\\s?-?\\s?(?:the age of\\s)?${NUM}`,
      'gu',
    ),
    refuses: (numbers, text, _start, end) =>
      ageContinues(text, end) && numbers.some((n) => n <= 18 && (n >= 12 || wordAfter(text, end) !== undefined)),
  },
  {
    // 'turned 14', 'turning 15 next week'; not 'turned 90 degrees' or 'turn 3 pages'
    pattern: new RegExp(`(?<!\\p{L})(?:turned|turning|turns|turn)\\s(?:only\\s|just\\s)?${NUM}`, 'gu'),
    refuses: (numbers, text, _start, end) => UNDER_18(numbers) && ageContinues(text, end),
  },
  {
    // 'u18', 'u-16'
    pattern: /(?<![\p{L}\d])u-?(1[2-8])(?![\p{L}\d])/gu,
    refuses: () => true,
  },
  {
    // 'looks 15', 'looking like a 12', 'body of a 12'
    pattern: new RegExp(
      `(?<!\\p{L})(?:looks?|looking|appears?|appearing|seems?|body of|mind of|face of)\\s(?:like\\s)?(?:an?\\s)?(?:about\\s|around\\s|only\\s|maybe\\s|barely\\s)?${NUM}`,
      'gu',
    ),
    refuses: (numbers, text, _start, end) => UNDER_18(numbers) && ageContinues(text, end),
  },
  {
    // 'she is 17', "he's 15", 'the girl is 12', 'who just turned 16'
    pattern: new RegExp(
      `(?<!\\p{L})(?:${SUBJECTS})(?:'s|\\s(?:is|was|am|turned|turns|is turning|just turned))\\s(?:only\\s|just\\s|about\\s|around\\s|barely\\s)?${NUM}`,
      'gu',
    ),
    refuses: (numbers, text, _start, end) => UNDER_18(numbers) && ageContinues(text, end),
  },
  {
    // '8th grade', '8th grader', '3rd-grade', '5 graders'
    pattern: new RegExp(`${INT}(?:(?:st|nd|rd|th)[\\s-]?grad(?:e|er)s?|[\\s-]?graders?)${NOT_LETTER}`, 'gu'),
    refuses: (numbers) => numbers.some((n) => n >= 1 && n <= 12),
  },
  {
    // 'in grade 8', 'grade 8 student'
    pattern: new RegExp(
      `(?<!\\p{L})(?:in grade\\s${INT}|grade\\s${INT}\\s(?:student|pupil|girl|boy|kid|schooler|class)${NOT_LETTER})`,
      'gu',
    ),
    refuses: (numbers) => numbers.some((n) => n >= 1 && n <= 12),
  },
  {
    // '16th birthday', 'sixteenth birthday', 'sweet 16'
    pattern: new RegExp(
      `${INT}(?:st|nd|rd|th)?[\\s-]?birthday|(?<!\\p{L})(?:${[...GRADE_ORDINALS, 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth'].join('|')})[\\s-]birthday|(?<!\\p{L})sweet\\s${INT}`,
      'gu',
    ),
    refuses: (numbers) => numbers.every((n) => n < 18),
  },
  ...BIRTH_RULES,
];

// Scripts the look-alike map garbles (Cyrillic, Greek, Arabic, Hebrew, Indic, Thai, Chinese, Japanese,
// Korean) are read on the text folded by foldNative, with their digits and number words as ASCII digits.

const BEYOND_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const NATIVE_QUOTES = /[\u2019\u02BC`]/g;

const NATIVE_NUMBER_STEM = new RegExp(`(?<!\\p{L})(?:${alternatives(Object.keys(NATIVE_NUMBER_STEMS))})(?=летн|лет|річн)`, 'gu');
const NATIVE_NUMBER_WORD = new RegExp(
  `(?<!\\p{L})(?:(${alternatives(Object.keys(NATIVE_TENS_WORDS))})(?:\\s(${alternatives(Object.keys(NATIVE_UNIT_WORDS))}))?|(${alternatives(Object.keys(NATIVE_NUMBER_WORDS))}))(?![\\p{L}'])`,
  'gu',
);
const CJK_UNITS = '歳|才|岁|歲';
const CJK_NUMBER = new RegExp(`([${Object.keys(CJK_DIGITS).join('')}${CJK_TEN}]{1,4})(?=\\s?(?:${CJK_UNITS}))`, 'gu');
const KOREAN_NUMBER = new RegExp(
  `(?<!\\p{L})(?:(${alternatives(Object.keys(KOREAN_TENS))})\\s?(${alternatives(Object.keys(KOREAN_UNITS))})?|(${alternatives(Object.keys(KOREAN_UNITS))}))\\s?(?=살)`,
  'gu',
);

/** '十三' → 13, '二十五' → 25, '十' → 10, '三' → 3. */
function cjkValue(numeral: string): number | undefined {
  const [tens, units] = numeral.split(CJK_TEN);
  if (units === undefined) return numeral.length === 1 ? CJK_DIGITS[numeral] : undefined;
  if ((tens ?? '').length > 1 || units.length > 1 || numeral.split(CJK_TEN).length > 2) return undefined;
  return (tens ? (CJK_DIGITS[tens] ?? 0) : 1) * 10 + (units ? (CJK_DIGITS[units] ?? 0) : 0);
}

const UNSPACED_NUMBER = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}]/u;
const NEVER = /(?!)/g;
const SINO_KOREAN = Object.keys(SINO_KOREAN_DIGITS).join('');
const SINO_KOREAN_NUMBER = new RegExp(
  `(?<!\\p{Script=Hangul})([${SINO_KOREAN}])?${SINO_KOREAN_TEN}([${SINO_KOREAN}])?(?=\\s?(?:세|살))`,
  'gu',
);
const KANA_NUMBER = new RegExp(
  `(?<![\\p{Script=Hiragana}\\p{Script=Katakana}])(?:(${alternatives(Object.keys(KANA_DIGITS))})?${KANA_TEN}(${alternatives(Object.keys(KANA_DIGITS))})?|(${alternatives(Object.keys(KANA_DIGITS))}))(?=\\s?(?:さい|歳))`,
  'gu',
);

/** Numbers in words of the vocabularies' other scripts, before a unit of age ('ثلاث عشرة سنة'); unspaced scripts anywhere. */
const VOCABULARY_NATIVE_NUMBER = ((): RegExp | undefined => {
  const words = Object.keys(VOCABULARY_NUMBERS.native);
  const spaced = words.filter((word) => !UNSPACED_NUMBER.test(word));
  const unspaced = words.filter((word) => UNSPACED_NUMBER.test(word));
  const parts = [
    spaced.length > 0 ? `(?<![\\p{L}\\p{M}])(?:${alternatives(spaced)})` : '',
    unspaced.length > 0 ? `(?:${alternatives(unspaced)})` : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? new RegExp(`(?:${parts.join('|')})(?=\\s?-?\\s?(?:${alternatives(NATIVE_UNITS_ALL)}))`, 'gu') : undefined;
})();

/** A letter of a script those numbers are written in: a prompt without one has none of them. */
const NATIVE_NUMBER_SCRIPTS = scriptsOf(Object.keys(VOCABULARY_NUMBERS.native));

function nativeText(prompt: string): string {
  return asciiDigits(foldNative(prompt))
    .replace(NATIVE_QUOTES, "'")
    .replace(NATIVE_NUMBER_STEM, (stem) => String(NATIVE_NUMBER_STEMS[stem] ?? stem))
    .replace(NATIVE_NUMBER_WORD, (whole, tens?: string, unit?: string, standalone?: string) => {
      if (tens) return ` ${(NATIVE_TENS_WORDS[tens] ?? 0) + (unit ? (NATIVE_UNIT_WORDS[unit] ?? 0) : 0)}`;
      const value = standalone ? NATIVE_NUMBER_WORDS[standalone] : undefined;
      return value === undefined ? whole : String(value);
    })
    .replace(CJK_NUMBER, (whole) => String(cjkValue(whole) ?? whole))
    .replace(KOREAN_NUMBER, (whole, tens?: string, unit?: string, alone?: string) =>
      String(
        (tens ? (KOREAN_TENS[tens] ?? 0) : 0) + (unit ? (KOREAN_UNITS[unit] ?? 0) : 0) + (alone ? (KOREAN_UNITS[alone] ?? 0) : 0) || whole,
      ),
    )
    .replace(SINO_KOREAN_NUMBER, (_whole, tens?: string, unit?: string) =>
      String((tens ? (SINO_KOREAN_DIGITS[tens] ?? 1) : 1) * 10 + (unit ? (SINO_KOREAN_DIGITS[unit] ?? 0) : 0)),
    )
    .replace(VOCABULARY_NATIVE_NUMBER && NATIVE_NUMBER_SCRIPTS.test(prompt) ? VOCABULARY_NATIVE_NUMBER : NEVER, (whole) =>
      String(VOCABULARY_NUMBERS.native[whole] ?? whole),
    )
    .replace(KANA_NUMBER, (whole, tens?: string, unit?: string, alone?: string) => {
      if (alone) return String(KANA_DIGITS[alone] ?? whole);
      return String((tens ? (KANA_DIGITS[tens] ?? 1) : 1) * 10 + (unit ? (KANA_DIGITS[unit] ?? 0) : 0));
    });
}

const NATIVE_AGE_RULES: readonly AgeRule[] = [
  {
    // '13 лет', '13 ετών', '13 سال', '13 שנים', '13 साल', '১৩ বছর', '13 ปี', '13歳', '13살', '十三歳'
    pattern: new RegExp(`${NUM}\\s?-?\\s?(?!${alternatives(NATIVE_AGE_UNIT_EXCEPTIONS)})(?:${alternatives(NATIVE_UNITS_ALL)})`, 'gu'),
    refuses: UNDER_18,
  },
  {
    // 'возраст 13', 'عمرها 13', 'בת 13', 'อายุ 14', '年龄13', '나이 13'
    pattern: new RegExp(
      `(?<!\\p{L})(?:${alternatives(NATIVE_AGE_WORDS_ALL)})\\s?[:=]?\\s?${NUM}(?![\\d.,]?\\d)(?!\\s?(?:${alternatives(NATIVE_COUNTS_AFTER_NUMBER)}))`,
      'gu',
    ),
    refuses: UNDER_18,
  },
  {
    // 'родилась в 2012', 'ولدت عام 2012', 'נולדה ב-2012'
    pattern: new RegExp(
      `(?<!\\p{L})(?:${alternatives(NATIVE_BIRTH_WORDS_BEFORE_YEAR)})[\\s:]{0,2}(?:(?:${alternatives(NATIVE_BIRTH_CONNECTORS)})\\s?){0,2}(?<!\\d)(\\d{4})(?!\\d)`,
      'gu',
    ),
    refuses: ([birth], _text, _start, _end, year) => birth !== undefined && bornMinor(birth, year),
    rule: 'minor_birth_year',
  },
  {
    // '2012年生まれ', '2013년생', '2012 года рождения'
    pattern: new RegExp(`(?<!\\d)(\\d{4})\\s?(?:${alternatives(NATIVE_BIRTH_WORDS_AFTER_YEAR)})`, 'gu'),
    refuses: ([birth], _text, _start, _end, year) => birth !== undefined && bornMinor(birth, year),
    rule: 'minor_birth_year',
  },
];

interface AgeFound {
  rule: 'minor_age' | 'minor_birth_year';
  matched: string;
}

function findAgeIn(text: string, rules: readonly AgeRule[], year: number): AgeFound | undefined {
  for (const rule of rules) {
    if (rule.gate && !rule.gate.test(text)) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const numbers = match
        .slice(1)
        .filter((group): group is string => group !== undefined)
        .map(parseNumber);
      if (rule.refuses(numbers, text, match.index, match.index + match[0].length, year)) {
        return { rule: rule.rule ?? 'minor_age', matched: match[0].trim().replace(/^[,;|.!?•·[\]{}\-/]\s?/, '') };
      }
    }
  }
  return undefined;
}

/** The last text withDigits read and what it made: a prompt is read for ages twice (every prompt, then a sexual one). */
let lastWithDigits = { folded: '', digits: '' };

/** Number words, then Roman numerals beside a unit of age, as digits. */
function withDigits(folded: string): string {
  if (lastWithDigits.folded !== folded) lastWithDigits = { folded, digits: romanAgesToDigits(numberWordsToDigits(folded)) };
  return lastWithDigits.digits;
}

/** A line that is only a number under 18: a tag of its own, which folding would join to its neighbours. */
const NUMBER_LINE = /(?:^|\n)[^\S\n]*(\p{Nd}{1,2})[^\S\n]*[,;]?[^\S\n]*(?=\n|$)/gu;

function findNumberLine(prompt: string): AgeFound | undefined {
  for (const match of prompt.matchAll(NUMBER_LINE)) {
    const age = Number(asciiDigits(match[1] ?? ''));
    if (age >= 1 && age < 18) return { rule: 'minor_age', matched: match[0].trim() };
  }
  return undefined;
}

/**
 * An age under 18 or a year of birth less than 18 years before `year`, in any form: read from folded
 * text (digits kept) and, when the prompt has other scripts, from its native spelling.
 */
function findMinorAge(folded: string, prompt: string, year: number): AgeFound | undefined {
  const found =
    findAgeIn(withDigits(folded), AGE_RULES, year) ??
    (HAS_DIGITS_IN_WORD.test(folded)
      ? findAgeIn(
          withDigits(folded.replace(DIGITS_IN_WORD, (digits) => digits.replace(/\d/g, (d) => LEET_LETTERS[d] ?? d))),
          AGE_RULES,
          year,
        )
      : undefined);
  if (found) return found;
  const line = prompt.includes('\n') ? findNumberLine(prompt) : undefined;
  if (line || !BEYOND_LATIN.test(prompt)) return line;
  return findAgeIn(nativeText(prompt), NATIVE_AGE_RULES, year);
}

// ---------------------------------------------------------------------------------------------
// Negative prompt
// ---------------------------------------------------------------------------------------------

/** 'over 18', '18+', '21 and over', 'at least 18': the age of majority itself. */
const ADULT_AGE = new RegExp(
  `(?<!\\p{L})(?:over|above|older than|at least|uber|ueber|plus de|mas de|mayor de)\\s?(?:the age of\\s)?(?:1[89]|2[01])(?!\\d)` +
    `|(?<![\\d.,])(?:1[89]|2[01])\\s?\\+|(?<![\\d.,])(?:1[89]|2[01])\\s(?:and|or)\\s(?:over|older|up|above)${NOT_LETTER}`,
  'u',
);

const ADULT_BODY = new TermSet([...ADULT_BODY_WORDS, ...ADULT_BODY_PHRASES]);
const WOMAN = new TermSet(WOMAN_WORDS);
const GIRL = new TermSet(GIRL_WORDS);

/**
 * A negative prompt that pushes a sexual prompt away from an adult body: three marks of one or more
 * ('curves, large breasts, pubic hair'), or 'woman' pushed away from a prompt about a 'girl'.
 */
function findAdultBodySteering(prompt: ReadPrompt, negativePrompt: string): string | undefined {
  const negative = readPrompt(negativePrompt);
  const marks = negative.findAll(ADULT_BODY);
  if (marks.size >= 3) return [...marks].join(', ');
  const woman = negative.find(WOMAN);
  if (woman && prompt.find(GIRL) && !prompt.find(WOMAN)) return woman;
  return undefined;
}

/** Words of the negative prompt that name adulthood itself ('adult', 'mature', 'grown up', 'over 18'). */
/** Adulthood denied ('non-adult', 'not an adult'): in a negative prompt it keeps minors out, like a minor word. */
const NOT_ADULT = /(?<!\p{L})(?:non|not(?:\s+yet)?(?:\s+an?)?)[\s-]*(?:adults?|grown[\s-]?ups?)(?!\p{L})/giu;

function findAdulthood(written: string): string | undefined {
  const negativePrompt = written.replace(NOT_ADULT, ' ');
  const negative = readPrompt(negativePrompt);
  const found = negative.find(ADULTHOOD);
  if (found === undefined) return ADULT_AGE.exec(numberWordsToDigits(negative.folded))?.[0];
  // A word of adulthood inside a minor word ('成年' in '未成年', not yet of age) is the minor word's: the
  // negative prompt is read again without the minor words that hold it.
  const holders = [...negative.findAll(MINORS), ...negative.findAll(AGE_OF_CONSENT)].filter(
    (term) => term !== found && term.includes(found),
  );
  const rest = holders.reduce(
    (text, holder) => text.replace(new RegExp([...holder.replaceAll(' ', '')].map(escape).join('[\\s\\p{P}]*'), 'giu'), ' '),
    negativePrompt,
  );
  return rest === negativePrompt ? found : findAdulthood(rest);
}
