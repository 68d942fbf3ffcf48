import { foldNative, GlueVocabulary, normalisePrompt, squeezeLetters, type Word, type WordView } from './normalise';
import {
  ADULTHOOD_PHRASES,
  ADULTHOOD_WORDS,
  AGE_CONTINUES,
  AGE_ERAS,
  AGED_THINGS,
  BABY_HARMLESS_NEXT,
  BABY_HARMLESS_PREVIOUS,
  CHILDHOOD_HARMLESS_NEXT,
  GENERATION_SETTINGS,
  GERMAN_CHILD_CUES,
  GERMAN_CHILD_WORDS,
  GRADE_ORDINALS,
  KID_HARMLESS_NEXT,
  MINOR_AFFIX_EXCEPTIONS,
  MINOR_AS_PERSON_NEXT,
  MINOR_CUE_PHRASES_WHEN_SEXUAL,
  MINOR_CUES_WHEN_SEXUAL,
  MINOR_PHRASES,
  MINOR_PREFIXES,
  MINOR_SUFFIX_EXCEPTIONS,
  MINOR_SUFFIXES,
  MINOR_WORDS_DE,
  MINOR_WORDS_EN,
  MINOR_WORDS_ES_IT_PT,
  MINOR_WORDS_FR,
  MINOR_WORDS_JA,
  MINOR_WORDS_NO_SV,
  MINORS_HARMLESS_NEXT,
  MUSICAL_KEY_NAMES,
  NATIVE_MINOR_PATTERNS,
  NORDIC_CHILD_CUES,
  NORDIC_CHILD_WORDS,
  NUMBER_WORDS,
  NUMBER_WORDS_BEFORE_AGE_UNIT,
  PERSON_WORDS,
  SEXUAL_PHRASES,
  SEXUAL_WORDS,
  TENS_WORDS,
  UNIT_WORDS,
} from './terms';

/**
 * The content policy: may a generation prompt run? Any reference to a minor in the prompt is refused,
 * sexual or not (the site's output may always be sexual); so is a sexual prompt whose negative prompt
 * steers away from adulthood. Minor words in the negative prompt are protective and pass.
 *
 * Choices on ambiguous wording, each with a test in policy.test.ts:
 * - 'no children' in the prompt is refused: image models do not read negation.
 * - 'teen' is refused even beside an adult age ('18 year old teen'); 'barely legal', 'barely 18',
 *   'almost 18' and 'just turned 18' are refused, '18 years old' and 'barely 19' pass.
 * - 'baby' is a person ('baby girl', 'baby face', 'a baby') unless it is a colour, a product or a
 *   garment ('baby blue', 'baby oil', 'baby doll dress', 'babydoll') or 'sugar baby'.
 * - 'kid' passes only as leather ('kid gloves'); 'minor' only as an adjective or a key ('minor details',
 *   'in a minor'); 'childhood' only before a place, thing or memory ('childhood home').
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
 * - In a negative prompt, 'adult', 'mature', 'grown', 'grown up', 'of age', 'over 18' and '18+' steer
 *   a sexual prompt towards minors; 'old', 'aged', 'elderly', 'wrinkles', 'milf', 'old woman' do not.
 */

/** Recorded with every moderation event; change it whenever a list or a rule changes. */
export const POLICY_VERSION = '2026-11-1';

export interface PolicyInput {
  prompt: string;
  negativePrompt?: string;
}

export type PolicyVerdict =
  | { allowed: true }
  | { allowed: false; rule: 'minor_reference' | 'minor_age' | 'sexual_minor_negative'; matched: string };

export function checkPrompt(input: PolicyInput): PolicyVerdict {
  const { folded, view } = normalisePrompt(input.prompt, VOCABULARY);
  const reference = findMinorReference(view) ?? findNative(input.prompt);
  if (reference) return { allowed: false, rule: 'minor_reference', matched: reference };
  const age = findMinorAge(folded);
  if (age) return { allowed: false, rule: 'minor_age', matched: age };
  if (!isSexual(view)) return { allowed: true };
  const cue = findIn(view, MINOR_CUES_SEXUAL, MINOR_CUE_PHRASES_SEXUAL);
  if (cue) return { allowed: false, rule: 'minor_reference', matched: cue };
  const steering = input.negativePrompt ? findAdulthood(input.negativePrompt) : undefined;
  if (steering) return { allowed: false, rule: 'sexual_minor_negative', matched: steering };
  return { allowed: true };
}

/**
 * Whether the prompt itself is sexual, read with the same words and spellings as checkPrompt. The
 * hosted classifier's callers use it to decide what to do when that classifier cannot answer.
 */
export function isSexualPrompt(prompt: string): boolean {
  return isSexual(normalisePrompt(prompt, VOCABULARY).view);
}

// ---------------------------------------------------------------------------------------------
// Word matching
// ---------------------------------------------------------------------------------------------

/** Terms looked up by any spelling of a word; phrases are also found written as one word. */
class Lexicon {
  /** Every term written as one word. */
  readonly keys: string[] = [];
  private readonly exact = new Map<string, string>();
  private readonly squeezed = new Map<string, string>();

  constructor(terms: readonly string[]) {
    for (const term of terms) {
      const key = term.replaceAll(' ', '');
      this.keys.push(key);
      this.exact.set(key, term);
      this.squeezed.set(squeezeLetters(key), term);
    }
  }

  find(word: Word | undefined): string | undefined {
    if (!word) return undefined;
    for (const form of word.forms) {
      const term = this.exact.get(form);
      if (term) return term;
    }
    for (const form of word.squeezed) {
      const term = this.squeezed.get(form);
      if (term) return term;
    }
    return undefined;
  }
}

/** Multi-word phrases, found at a position in the word list. Punctuation between the words is ignored. */
class PhraseList {
  private readonly byFirst = new Map<string, string[][]>();

  constructor(phrases: readonly string[]) {
    for (const phrase of phrases) {
      const words = phrase.split(' ');
      const first = words[0] ?? '';
      for (const key of new Set([first, squeezeLetters(first)])) {
        const list = this.byFirst.get(key) ?? [];
        list.push(words);
        this.byFirst.set(key, list);
      }
    }
  }

  find(words: readonly Word[], index: number): string | undefined {
    const word = words[index];
    if (!word) return undefined;
    for (const forms of [word.forms, word.squeezed]) {
      for (const form of forms) {
        for (const phrase of this.byFirst.get(form) ?? []) {
          if (phrase.every((part, offset) => offset === 0 || isWord(words[index + offset], part))) return phrase.join(' ');
        }
      }
    }
    return undefined;
  }
}

function isWord(word: Word | undefined, target: string): boolean {
  return !!word && (word.forms.includes(target) || (word.squeezed.length > 0 && word.squeezed.includes(squeezeLetters(target))));
}

const MINOR_LEXICON = new Lexicon([
  ...MINOR_WORDS_EN,
  ...MINOR_WORDS_JA,
  ...MINOR_WORDS_DE,
  ...MINOR_WORDS_FR,
  ...MINOR_WORDS_ES_IT_PT,
  ...MINOR_WORDS_NO_SV,
  ...MINOR_PHRASES,
]);
const MINOR_PHRASE_LIST = new PhraseList(MINOR_PHRASES.filter((phrase) => phrase.includes(' ')));

/** Words read in their company (findInContext). */
const IN_CONTEXT = new Lexicon(['baby', 'kid', 'childhood', 'minor', ...GERMAN_CHILD_WORDS, ...NORDIC_CHILD_WORDS]);
const GERMAN_CHILD = new Set<string>(GERMAN_CHILD_WORDS);
const NORDIC_CHILD = new Set<string>(NORDIC_CHILD_WORDS);
/** Context words whose obfuscated spellings ('k.i.d', 'b a b y') are refused without their context. */
const OBFUSCATED_CONTEXT_WORDS = new Lexicon(['kid', 'baby', 'minor', 'minors']);
const BABY_NEXT = new Lexicon(BABY_HARMLESS_NEXT);
const BABY_PREVIOUS = new Lexicon(BABY_HARMLESS_PREVIOUS);
const KID_NEXT = new Lexicon(KID_HARMLESS_NEXT);
const CHILDHOOD_NEXT = new Lexicon(CHILDHOOD_HARMLESS_NEXT);
const PERSON = new Lexicon(PERSON_WORDS);
const MINOR_PERSON_NEXT = new Lexicon(MINOR_AS_PERSON_NEXT);
const MINORS_NEXT = new Lexicon(MINORS_HARMLESS_NEXT);
const MUSICAL_KEYS = new Set<string>(MUSICAL_KEY_NAMES);
const GERMAN_CUES = new Lexicon(GERMAN_CHILD_CUES);
const NORDIC_CUES = new Lexicon(NORDIC_CHILD_CUES);

const MINOR_CUES_SEXUAL = new Lexicon([...MINOR_CUES_WHEN_SEXUAL, ...MINOR_CUE_PHRASES_WHEN_SEXUAL]);
const MINOR_CUE_PHRASES_SEXUAL = new PhraseList(MINOR_CUE_PHRASES_WHEN_SEXUAL);
const SEXUAL = new Lexicon(SEXUAL_WORDS);
const SEXUAL_PHRASE_LIST = new PhraseList(SEXUAL_PHRASES);
const ADULTHOOD = new Lexicon([...ADULTHOOD_WORDS, ...ADULTHOOD_PHRASES]);
const ADULTHOOD_PHRASE_LIST = new PhraseList(ADULTHOOD_PHRASES);
/** What glued fragments are compared with: the lexicons that are read on hidden words. */
const VOCABULARY = new GlueVocabulary(
  [MINOR_LEXICON, OBFUSCATED_CONTEXT_WORDS, MINOR_CUES_SEXUAL, SEXUAL, ADULTHOOD].flatMap((lexicon) => lexicon.keys),
);

function findAffix(word: Word): string | undefined {
  for (const form of word.forms) {
    const prefixed =
      MINOR_PREFIXES.some((prefix) => form.startsWith(prefix)) && !MINOR_AFFIX_EXCEPTIONS.some((exception) => form.startsWith(exception));
    const suffixed =
      MINOR_SUFFIXES.some((suffix) => form.endsWith(suffix)) && !MINOR_SUFFIX_EXCEPTIONS.some((exception) => form.endsWith(exception));
    if (prefixed || suffixed) return form;
  }
  return undefined;
}

/** Words that name a minor only in some company: baby, kid, childhood, minor, German kind, Nordic barn. */
function findInContext(words: readonly Word[], index: number): string | undefined {
  const word = words[index];
  const head = IN_CONTEXT.find(word);
  if (!word || !head) return undefined;
  const previous = words[index - 1];
  const next = words[index + 1];
  switch (head) {
    case 'baby':
      return BABY_NEXT.find(next) || BABY_PREVIOUS.find(previous) ? undefined : 'baby';
    case 'kid':
      return KID_NEXT.find(next) ? undefined : 'kid';
    case 'childhood':
      return CHILDHOOD_NEXT.find(next) ? undefined : 'childhood';
    case 'minor': {
      if (word.text.endsWith('s')) return MINORS_NEXT.find(next) ? undefined : 'minors';
      const musicalKey = !!previous && MUSICAL_KEYS.has(previous.text) && (words[index - 2]?.text === 'in' || previous.text.length > 1);
      return !musicalKey && (word.breakAfter || PERSON.find(next) || MINOR_PERSON_NEXT.find(next)) ? 'minor' : undefined;
    }
  }
  const cues = GERMAN_CHILD.has(head) ? GERMAN_CUES : NORDIC_CHILD.has(head) ? NORDIC_CUES : undefined;
  const cue = cues && (cues.find(previous) ?? cues.find(next));
  return cue ? `${head} (${cue})` : undefined;
}

function findMinorReference(view: WordView): string | undefined {
  for (const words of view.readings) {
    for (let index = 0; index < words.length; index++) {
      const word = words[index];
      if (!word) continue;
      const found =
        MINOR_LEXICON.find(word) ?? findAffix(word) ?? MINOR_PHRASE_LIST.find(words, index) ?? findInContext(words, index);
      if (found) return found;
    }
  }
  for (const word of view.hidden) {
    const found = MINOR_LEXICON.find(word) ?? OBFUSCATED_CONTEXT_WORDS.find(word);
    if (found) return found;
  }
  return undefined;
}

function findIn(view: WordView, lexicon: Lexicon, phrases: PhraseList): string | undefined {
  for (const words of view.readings) {
    for (let index = 0; index < words.length; index++) {
      const found = lexicon.find(words[index]) ?? phrases.find(words, index);
      if (found) return found;
    }
  }
  for (const word of view.hidden) {
    const found = lexicon.find(word);
    if (found) return found;
  }
  return undefined;
}

function isSexual(view: WordView): boolean {
  return findIn(view, SEXUAL, SEXUAL_PHRASE_LIST) !== undefined;
}

const NATIVE_MINOR = new RegExp(NATIVE_MINOR_PATTERNS.join('|'), 'u');

function findNative(prompt: string): string | undefined {
  return NATIVE_MINOR.exec(foldNative(prompt))?.[0];
}

// ---------------------------------------------------------------------------------------------
// Ages
// ---------------------------------------------------------------------------------------------

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).map(escape).join('|');

/** Where a unit of age begins, right after a number ('17yo', 'sechzehnjährige', '15 años'). */
const AGE_UNIT_START = 'years?|yrs?|yo(?!\\p{L})|y\\s?[./]|jahr|ans(?!\\p{L})|anos?(?!\\p{L})|ar(?:s|ing)?(?!\\p{L})|aring|months?|weeks?|歳|才|岁|歲|세|살';

const NUMBER_WORD = new RegExp(
  `(?<![\\p{L}\\d])(?:(${alternatives(Object.keys(TENS_WORDS))})(?:[\\s-]?(?:and|et|y|und|og)?[\\s-]?(${alternatives(Object.keys(UNIT_WORDS))}))?` +
    `|(${alternatives(Object.keys(NUMBER_WORDS))})` +
    `|(${alternatives(Object.keys(NUMBER_WORDS_BEFORE_AGE_UNIT))})(?=[\\s-]?(?:${AGE_UNIT_START})))` +
    `(?=[^\\p{L}]|$|${AGE_UNIT_START})`,
  'gu',
);

function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_WORD, (whole, tens?: string, unit?: string, standalone?: string, beforeUnit?: string) => {
    if (tens) return String((TENS_WORDS[tens] ?? 0) + (unit ? (UNIT_WORDS[unit] ?? 0) : 0));
    const value = standalone ? NUMBER_WORDS[standalone] : beforeUnit ? NUMBER_WORDS_BEFORE_AGE_UNIT[beforeUnit] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** Digits inside a word are letters ('y3ars', 's3v3nt33n'); digits that start or end a word stay numbers. */
const DIGITS_IN_WORD = /(?<=\p{L})\d+(?=\p{L})/gu;
const HAS_DIGITS_IN_WORD = /\p{L}\d+\p{L}/u;
const LEET_DIGITS: Readonly<Record<string, string>> = { 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', 8: 'b', 9: 'g' };

/** '5,000' and '1.500' are thousands; '2,5' and '1.5' are decimals. */
function parseNumber(text: string): number {
  const thousands = /^\d{1,3}(?:[.,]\d{3})+$/.test(text);
  return Number(thousands ? text.replace(/[.,]/g, '') : text.replace(',', '.'));
}

/** A number right before one of these is an age ('a 15 girl'); before 'man' or 'woman' it is more often a count. */
const YOUNG_PERSON_SINGULAR = [
  'girl', 'boy', 'daughter', 'son', 'sister', 'brother', 'niece', 'nephew', 'kid', 'child', 'teen', 'student', 'pupil',
  'madchen', 'junge', 'fille', 'garcon', 'chica', 'chico', 'nina', 'nino', 'jente', 'gutt', 'flicka', 'pojke',
];
const THINGS = new Set<string>(AGED_THINGS);
const ERAS = new Set<string>(AGE_ERAS);
const SETTINGS = new Set<string>(GENERATION_SETTINGS);
const PEOPLE = new Set<string>(PERSON_WORDS);
const CONTINUES = new Set<string>(AGE_CONTINUES);
const LETTERS = /\p{L}+/gu;

/** '12 year old scotch', 'a whisky aged 12 years', '3 month old kitten' — but not '5 year old cat girl'. */
function aboutAThing(text: string, start: number, end: number): boolean {
  const [next, afterNext] = text.slice(end, end + 40).match(LETTERS) ?? [];
  const previous = text.slice(Math.max(0, start - 30), start).match(LETTERS)?.at(-1);
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
  return text.slice(Math.max(0, start - 20), start).match(LETTERS)?.at(-1) ?? '';
}

interface AgeRule {
  pattern: RegExp;
  /** The numbers the pattern captured; returns whether the match is an age under 18 (or of a baby). */
  refuses: (numbers: number[], text: string, start: number, end: number) => boolean;
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
  `jahrig\\p{L}*`,
  `ans${NOT_LETTER}`,
  `anos?${NOT_LETTER}`,
  `ar(?:s|ing\\p{L}*)?${NOT_LETTER}`,
  `aring\\p{L}*`,
  '歳|才|岁|歲|세|살',
].join('|');
const UNDER_18 = (numbers: number[]) => numbers.some((n) => n < 18);
const SUBJECTS = `she|he|i|who|${PERSON_ALTERNATIVES}`;

const AGE_RULES: readonly AgeRule[] = [
  {
    // '17 years old', '17yo', '17 y/o', '17-year-old', '15 yrs', '16-25 years old', '15 años', '17歳'
    pattern: new RegExp(`${NUM}(?:\\s?(?:-|to|bis|til|a)\\s?${NUM})?\\s?-?\\s?(?:${AGE_UNITS})`, 'gu'),
    refuses: (numbers, text, start, end) => UNDER_18(numbers) && !aboutAThing(text, start, end),
  },
  {
    // '18-month-old', '6 weeks old': a baby, whatever the number
    pattern: new RegExp(`${NUM}\\s?-?\\s?(?:months?|mos?|weeks?|wks?|days?)[\\s-]?old${NOT_LETTER}`, 'gu'),
    refuses: (_numbers, text, start, end) => !aboutAThing(text, start, end),
  },
  {
    // 'aged 12', 'age 15', 'age: 15', 'at the age of 9', 'ages 12 to 14', 'edad 15'; not 'ice age 5'
    pattern: new RegExp(
      `(?<!\\p{L})(?:ages?|aged|edad|alder|alter(?=\\s?[:=]))\\s?(?:[:=]\\s?)?(?:(?:of|is|was|about|around|approximately|approx|only|just|de|von|pa)\\s)*${NUM}(?![\\d\\p{L}])`,
      'gu',
    ),
    refuses: (numbers, text, start, end) =>
      UNDER_18(numbers) && !aboutAThing(text, start, end) && !ERAS.has(wordBefore(text, start)),
  },
  {
    // 'girl (14)'
    pattern: new RegExp(`\\(\\s?${INT}\\s?\\)`, 'gu'),
    refuses: (numbers) => numbers.some((n) => n >= 1 && n < 18),
  },
  {
    // 'nude, 17, blonde': a tag that is only a number
    pattern: /(?:^|[,;|]|[.!?]\s)\s?(\d{1,2})\s?(?=$|[,;|]|[.!?](?:\s|$))/gu,
    refuses: (numbers) => numbers.some((n) => n >= 1 && n < 18),
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
    pattern: new RegExp(`(?<!\\p{L})(?:in grade\\s${INT}|grade\\s${INT}\\s(?:student|pupil|girl|boy|kid|schooler|class)${NOT_LETTER})`, 'gu'),
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
];

function findAgeIn(text: string): string | undefined {
  for (const rule of AGE_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const numbers = match.slice(1).filter((group): group is string => group !== undefined).map(parseNumber);
      if (rule.refuses(numbers, text, match.index, match.index + match[0].length)) return match[0].trim().replace(/^[,;|.!?]\s?/, '');
    }
  }
  return undefined;
}

/** An age under 18 in any form, read from folded text (digits kept) with number words as digits. */
function findMinorAge(folded: string): string | undefined {
  const found = findAgeIn(numberWordsToDigits(folded));
  if (found || !HAS_DIGITS_IN_WORD.test(folded)) return found;
  return findAgeIn(numberWordsToDigits(folded.replace(DIGITS_IN_WORD, (digits) => digits.replace(/\d/g, (d) => LEET_DIGITS[d] ?? d))));
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

/** Words of the negative prompt that name adulthood itself ('adult', 'mature', 'grown up', 'over 18'). */
function findAdulthood(negativePrompt: string): string | undefined {
  const { folded, view } = normalisePrompt(negativePrompt, VOCABULARY);
  return findIn(view, ADULTHOOD, ADULTHOOD_PHRASE_LIST) ?? ADULT_AGE.exec(numberWordsToDigits(folded))?.[0];
}
