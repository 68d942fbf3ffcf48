/**
 * Numbers under 18 that a sexual prompt states as an age, however it is written around: after ':' or
 * '=' ('topless girl = 15'), glued to a word ('naked_girl15'), as an ordinal or a birthday ('her 15th
 * birthday'), as a future age ('will be 15 in spring'), as an age gone back to ('rejuvenated to 10'),
 * by the years lived ('born 14 years ago', '14 summers old'), worked out ('age √196', 'age 10+4',
 * 'age 0xE'), with a space between its digits ('barely 1 3'), or within three words of a person word
 * ('naked girl, 15 fyi', 'chica de 15 en topless', 'girl of 14 years'). Beside a person word or after a
 * word for age the number may be written in the words of any language the vocabulary has ('хлопець,
 * дванадцять', 'kadın oniki', 'жасы алты', 'dame dix') or as a Roman numeral ('boy XIII', 'she is XI');
 * before a unit of age of any language the number and the unit may be in different scripts ('सहा
 * varshanchi', 'VII ዓመቱ'). A person word right after a spelled number is counted ('iki kız', two
 * girls), and the forms the age rules read ('15 years', 'age 15') are theirs.
 *
 * Only for sexual prompts: there, any of these is refused without a score. The age rules of policy.ts,
 * which hold in every prompt, read the plainer forms ('15 years old', 'age 15').
 *
 * Read on the folded text (foldText, number words already written as digits), and beside a person word
 * also on the prompt as written when it has words of other scripts.
 */
import { LANGUAGES } from './vocabulary';
import { asciiDigits, foldNative, foldText, LEET_LETTERS } from './normalise';
import { GENERATION_SETTINGS, GIRL_WORDS, PERSON_WORDS, WOMAN_WORDS } from './terms';
import { NUMBER_WORDS_ALSO_ENGLISH } from './vocabulary/real-words';

const isMinor = (value: number) => Number.isInteger(value) && value >= 1 && value < 18;

/** Apostrophes, which transliteration writes for some letters: taken out of words and terms alike. */
const APOSTROPHES = /['’ʼ]/g;
/** Words of the alphabets any-ascii writes letter for letter: they are read transliterated ('хлопець' is 'khlopets'). */
const TRANSLITERATED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{M}]*$/u;
/** Scripts written without spaces: a word of theirs is found only standing alone ('女孩，13'). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * A word as both readings write it: transliterated for Latin, Cyrillic and Greek, in its own script
 * otherwise, so that two words of other scripts that transliterate alike stay apart (Tigrinya 'ዓራት', a
 * bed, and Amharic 'አራት', four, are both 'arat'). Vowel signs are letters there and stay ('ਸੋਲਾਂ', 16,
 * is not 'ਸਾਲ', a year); only the pointing that Arabic and Hebrew mostly leave out is taken off.
 */
const wordKey = (word: string) => (TRANSLITERATED.test(word) ? foldText(word) : nativeSpelling(word)).replace(APOSTROPHES, '');
const OPTIONAL_POINTS = /[\u0591-\u05C7\u064B-\u065F\u0670]/g;
const nativeSpelling = (text: string) => foldNative(text).replace(OPTIONAL_POINTS, '');
/** A listed term's words as keys: exact and stem marks taken off. */
const termWords = (term: string) =>
  term
    .replace(/^=|\*$/g, '')
    .split(/[^\p{L}\p{N}\p{M}'’ʼ]+/u)
    .filter((word) => word !== '')
    .map(wordKey);
/** Keys too short to tell a word: transliterated ones under three letters, others under two. */
const tooShort = (key: string, transliterated: number) => key.length < (/^[\x20-\x7e]*$/.test(key) ? transliterated : 2);

/** The person words a number is written before as an age ('a 15 girl', '15 chica'); before the others it counts them ('3 frauen'). */
const AGED_BEFORE = new Set<string>(
  [
    ...PERSON_WORDS,
    ...GIRL_WORDS,
    ...WOMAN_WORDS,
    'she',
    'her',
    'he',
    'him',
    'model',
    'blonde',
    'brunette',
    'redhead',
    'wife',
    'bride',
    'babe',
    'chick',
    'lass',
    'lad',
    'maid',
    'ella',
    'elle',
    'sie',
    'lei',
    'ela',
    'chico',
    'chica',
    'nina',
    'nino',
    'menina',
    'garota',
    'ragazza',
    'ragazzo',
    'meisje',
    'dziewczyna',
    'devushka',
    'devochka',
    'kiz',
    'cewek',
    'gadis',
    'ladki',
    'larki',
    'ladka',
    'co gai',
  ].map((word) => foldText(word)),
);
/** Words for a person: the English ones and every language's `people` (of a phrase, its last word: 'cô gái'). */
const PERSON = new Set<string>([
  ...AGED_BEFORE,
  ...LANGUAGES.flatMap((language) => language.people.filter((term) => !term.endsWith('*')))
    .map((term) => termWords(term).at(-1) ?? '')
    .filter((word) => !tooShort(word, 3)),
]);
/** Stems of person words ('dziewczyn*'), five letters or more, by their first five. */
const STEM_START = 5;
const PERSON_STEMS = new Map<string, string[]>();
for (const term of LANGUAGES.flatMap((language) => language.people.filter((written) => written.endsWith('*')))) {
  const stem = termWords(term).join(' ');
  if (stem.length < STEM_START) continue;
  const start = stem.slice(0, STEM_START);
  PERSON_STEMS.set(start, [...new Set([...(PERSON_STEMS.get(start) ?? []), stem])]);
}
const isPersonAsWritten = (word: string) =>
  PERSON.has(word) ||
  (word.length >= STEM_START && (PERSON_STEMS.get(word.slice(0, STEM_START))?.some((stem) => word.startsWith(stem)) ?? false));
/** Digits inside a word written for letters ('b0y', 'g1rl'). */
const LEET_INSIDE = /(?<=\p{L})[013457](?=\p{L})|(?<=\p{L})[013457]$/u;
/** Whether a folded word is a word for a person, in any language, leetspeak read as letters. */
export const isPerson = (word: string) =>
  isPersonAsWritten(word) ||
  (LEET_INSIDE.test(word) && isPersonAsWritten(word.replace(/(?<=\p{L})[013457]/gu, (digit) => LEET_LETTERS[digit] ?? digit)));

/**
 * Numbers in the words of every language ('oniki', 'дванадцять', 'دوازده', 'kumi na tano'), read as ages
 * from 2 to 17 beside a person word. Not 'one' (an article in many languages: 'bir kız' is 'a girl'),
 * no transliterated word under four letters nor any English word ('lima', 'solo'), and of the languages
 * written without spaces (SYLLABIC) only their own script's numbers of two characters or more standing
 * as a word ('สิบสอง', '十三'): one syllable or its romanisation is shared by other words ('saam' is
 * three and a shirt). Numbers from 18 up are read too, so that the unit ending one ('двадцать три') is
 * not read alone.
 */
const SPOKEN_NUMBERS = new Map<string, number>();
/** The spoken numbers of more than one word, by their first word. */
const SPOKEN_PHRASES = new Map<string, { words: string[]; value: number }[]>();
/**
 * Spoken numbers of three letters ('dix', 'tri', 'nio') and the words for one ('jedan', 'bir', 'אחד'):
 * too often other words or an article to count within three words, they are read only right after a
 * word for age ('edad uno', 'жасы бир') or a person word ('dame dix', 'he=dua').
 */
const CLOSE_NUMBERS = new Map<string, number>();
/** Number words that are English words too, of four letters or more ('sanga', 'moko'): read only right after a word for age ('age sanga'). */
const AFTER_AGE_WORD_ONLY = new Map<string, number>();
/** Languages written without spaces, and their romanisations: a number there is a syllable other words share ('saam' is three and a shirt). */
const SYLLABIC = new Set(['zh', 'cmn', 'yue', 'wuu', 'nan', 'ja', 'th', 'lo', 'km', 'my']);
for (const language of LANGUAGES) {
  for (const [written, value] of Object.entries(language.numberWords)) {
    const unspaced = UNSPACED.test(written);
    if (value < 1 || (SYLLABIC.has(language.code) && !unspaced) || (unspaced && [...written].length < 2)) continue;
    const words = termWords(written);
    const key = words.join(' ');
    if (words.length === 0 || tooShort(key, 3)) continue;
    if (NUMBER_WORDS_ALSO_ENGLISH.includes(key)) {
      if (words.length === 1 && key.length >= 4) AFTER_AGE_WORD_ONLY.set(key, value);
      continue;
    }
    if (value === 1 || tooShort(key, 4)) {
      if (words.length === 1 && !CLOSE_NUMBERS.has(key) && !SPOKEN_NUMBERS.has(key)) CLOSE_NUMBERS.set(key, value);
    } else if (words.length === 1) {
      SPOKEN_NUMBERS.set(key, value);
      CLOSE_NUMBERS.delete(key);
    } else SPOKEN_PHRASES.set(words[0]!, [...(SPOKEN_PHRASES.get(words[0]!) ?? []), { words, value }]);
  }
}
for (const phrases of SPOKEN_PHRASES.values()) phrases.sort((a, b) => b.words.length - a.words.length);

/** Sexual words written as one word: a number glued to one reads as an age ('nude15'); one after a number keeps it an age ('15 desnuda'). */
const SEXUAL_WORDS = new Set<string>(
  LANGUAGES.flatMap((language) => language.sexual)
    .filter((term) => !term.endsWith('*'))
    .map((term) => term.replace(/^=/, ''))
    .flatMap((term) => [foldText(term), ...(TRANSLITERATED.test(term) ? [] : [wordKey(term)])])
    .filter((term) => /^[\p{L}\p{M}]+$/u.test(term) && term.length >= 3),
);
/** ... and the stems of sexual words ('nag*'), by their first three letters. */
const SEXUAL_STEMS = new Map<string, string[]>();
for (const term of LANGUAGES.flatMap((language) => language.sexual.filter((written) => written.endsWith('*')))) {
  const words = termWords(term);
  if (words.length !== 1 || words[0]!.length < 3) continue;
  const start = words[0]!.slice(0, 3);
  SEXUAL_STEMS.set(start, [...new Set([...(SEXUAL_STEMS.get(start) ?? []), words[0]!])]);
}
const isSexualWord = (word: string) =>
  SEXUAL_WORDS.has(word) || (SEXUAL_STEMS.get(word.slice(0, 3))?.some((stem) => word.startsWith(stem)) ?? false);

/** Words before ':' or '=' whose number is a setting, not an age ('cfg: 7', 'steps=12', '--ar 2:3'). */
const SETTINGS = new Set<string>([
  ...GENERATION_SETTINGS,
  'ar',
  'aspect',
  'chaos',
  'stylize',
  's',
  'q',
  'iw',
  'niji',
  'tile',
  'quality',
  'rating',
  'score',
  'stars',
  'vol',
  'volume',
  'part',
  'book',
  'act',
  'scene',
  'take',
  'round',
  'id',
  'lot',
  'table',
  'ratio',
  'time',
  'at',
  'room',
  'floor',
  'suite',
  'apartment',
  'flat',
  'house',
  'track',
  'bus',
  'route',
  'platform',
  'gate',
  'highway',
  'locker',
  'jersey',
  'day',
  'week',
  'stage',
  'aisle',
  'seat',
  'row',
  'pier',
  'dock',
  'lane',
  'street',
  'avenue',
  'st',
  'ave',
  'block',
  'building',
  'door',
  'cabin',
  'car',
  'camera',
  'cam',
  'shot',
  'frame',
  'photo',
  'image',
  'pic',
  'picture',
  'issue',
  'edition',
  'vintage',
  'formula',
  'f',
  'iso',
  'mm',
  'ep',
  'ch',
  'pt',
]);

/** Words after a number that leave it an age: fillers, links, units of age. A number before any other word counts that word ('3 men'). */
const STILL_AN_AGE = new Set<string>([
  'fyi',
  'btw',
  'lol',
  'lmao',
  'only',
  'just',
  'now',
  'yet',
  'ok',
  'okay',
  'tho',
  'though',
  'xd',
  'irl',
  'and',
  'y',
  'et',
  'und',
  'e',
  'en',
  'in',
  'on',
  'at',
  'with',
  'con',
  'avec',
  'mit',
  'de',
  'di',
  'da',
  'of',
  'yo',
  'yrs',
  'yr',
  'years',
  'year',
  'old',
  'anos',
  'ans',
  'anni',
  'jahre',
  'jahrig',
  'ar',
  'aar',
  'let',
  'lat',
  'tahun',
  'tuoi',
  'yas',
  'yasinda',
  'sal',
  'saal',
  'baras',
  'anyos',
  'topless',
  'nude',
  'naked',
  'sexy',
  'hot',
  'nsfw',
  'she',
  'he',
  'but',
  'looks',
  'look',
  'looking',
  'is',
  'was',
  'will',
  'lewd',
  'porn',
  'summers',
  'winters',
  'springs',
]);

const PLURAL_PEOPLE = /(?:s|^men|^women|^people|^folk)$/;

const NUMBER_TOKEN = /(?<![\p{L}\p{N}.,'’_-]|\d\s?[:/x]\s?)(\d{1,2})(?![\p{L}\p{N}_]|[.,]\d|['’′"″]|-\d|\s?[:/x]\s?\d)/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

interface Token {
  text: string;
  start: number;
  end: number;
}

/** The words of a text, each as `key` writes it. */
function tokens(text: string, key: (word: string) => string = (word) => word): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({ text: key(match[0]), start: match.index, end: match.index + match[0].length }));
}

/** Whether only spaces (no comma, bracket or sentence end) lie between two places of the text. */
const samePhrase = (text: string, from: number, to: number) => /^[\s]*$/.test(text.slice(from, to));

/** Whether a plural person word follows the number within three words of its phrase ('2 nude men'). */
function countsPeople(text: string, words: readonly Token[], index: number): boolean {
  for (let next = index + 1; next <= index + 3; next++) {
    const later = words[next];
    if (!later || !samePhrase(text, words[next - 1]!.end, later.start)) return false;
    if (isPerson(later.text) && PLURAL_PEOPLE.test(later.text)) return true;
  }
  return false;
}

/** Roman numerals from 2 to 17 of two letters or more, but 'vi', 'xi' and 'iv' (words and abbreviations too). */
const ROMAN: ReadonlyMap<string, number> = new Map([
  ['ii', 2],
  ['iii', 3],
  ['vii', 7],
  ['viii', 8],
  ['ix', 9],
  ['xii', 12],
  ['xiii', 13],
  ['xiv', 14],
  ['xv', 15],
  ['xvi', 16],
  ['xvii', 17],
]);
/** ... and those three, read only right after a person word or a word for age ('she is XI', 'model: VI'). */
const ROMAN_WORDS: ReadonlyMap<string, number> = new Map([
  ['iv', 4],
  ['vi', 6],
  ['xi', 11],
]);

/**
 * Words for age before a number, of every language ('edad', 'жасы', 'ອາຍຸ', 'edad niya'), as word lists:
 * a number in digits after one is the age rules' to read ('age 15', and they know 'ice age 5'); one in
 * words is read here ('edad quince', 'жасы алты').
 */
const AGE_BEFORE: readonly (readonly string[])[] = [
  ...['age', 'aged', 'ages', 'edad', 'alter', 'eta', 'idade', 'umur', 'usia', 'vozrast', 'wiek', 'leeftijd', 'umri'].map((word) => [word]),
  ...LANGUAGES.flatMap((language) => language.ageWords.filter((term) => !term.endsWith('*')))
    .map(termWords)
    .filter((phrase) => phrase.length > 1 || !tooShort(phrase[0] ?? '', 3)),
];
/** AGE_BEFORE by the last word of each. */
const AGE_BEFORE_BY_LAST = new Map<string, (readonly string[])[]>();
for (const phrase of AGE_BEFORE) AGE_BEFORE_BY_LAST.set(phrase.at(-1)!, [...(AGE_BEFORE_BY_LAST.get(phrase.at(-1)!) ?? []), phrase]);

/** The word for age that ends right before the number at `index`, with only spaces, ':' or '=' between; undefined if none. */
function ageWordBefore(text: string, words: readonly Token[], index: number): Token | undefined {
  const before = words[index - 1];
  if (!before || !/^[\s:=]*$/.test(text.slice(before.end, words[index]!.start))) return undefined;
  const phrases = AGE_BEFORE_BY_LAST.get(before.text);
  const whole = phrases?.some((phrase) => phrase.every((part, offset) => words[index - phrase.length + offset]?.text === part));
  return whole ? before : undefined;
}
/** Units of years after a number: '15 years old' is the age rules' to read, and '5 year anniversary' is no age. */
const YEAR_UNITS = new Set([
  'year',
  'years',
  'yr',
  'yrs',
  'yo',
  'ano',
  'anos',
  'ans',
  'anni',
  'jahre',
  'jahr',
  'anyos',
  'ar',
  'aar',
  'lat',
  'let',
  'tahun',
  'tuoi',
  'yas',
  'sal',
  'saal',
  'baras',
  'miaka',
]);
/**
 * Units of age of every language ('varshanchi', 'haviridi', 'տարի', 'ዓመቱ'; of a phrase, its first word),
 * keyed as wordKey writes them: a number right before one is an age, whatever script each is written in
 * ('सहा varshanchi', 'VII ዓመቱ'), unless the time runs on ('diez años después').
 */
const AGE_UNITS = new Set<string>(
  LANGUAGES.flatMap((language) => language.ageUnits.filter((term) => !term.endsWith('*')))
    .map((term) => termWords(term)[0] ?? '')
    .filter((word) => !tooShort(word, 3) && !YEAR_UNITS.has(word)),
);
/** Words before a number that make the years after it a time, not an age ('for 10 años', 'hace diez años'). */
const DURATION_BEFORE = new Set([
  'for',
  'after',
  'since',
  'in',
  'within',
  'over',
  'hace',
  'durante',
  'por',
  'pendant',
  'depuis',
  'seit',
  'vor',
  'nach',
  'fur',
  'per',
  'da',
  'em',
  'ha',
]);

/** 'mother of two': the children a parent has, counted. */
const PARENTS = new Set([
  'mother',
  'father',
  'mom',
  'mum',
  'mommy',
  'mummy',
  'dad',
  'daddy',
  'mama',
  'papa',
  'parent',
  'parents',
  'mamma',
  'mutter',
  'vater',
  'madre',
  'padre',
  'mere',
  'pere',
  'mae',
  'pai',
]);

interface NumberRead {
  value: number;
  /** The index of its last word (a spoken number may take several: 'kumi na tano'). */
  last: number;
  /** Written in words or as a Roman numeral. */
  spelled: boolean;
  /** Written in words: a person word after it is counted ('iki kız', two girls). */
  counts: boolean;
  /** Read only right after a word for age or a person word (CLOSE_NUMBERS, and the Roman numerals that are words too). */
  close?: boolean;
}

/** Units of measure and time a number before them counts, even right after a person word ('she is 3 feet away'). */
const MEASURES = new Set([
  'foot',
  'feet',
  'ft',
  'inch',
  'cm',
  'mm',
  'km',
  'kg',
  'lb',
  'meter',
  'metre',
  'mile',
  'minute',
  'min',
  'hour',
  'hr',
  'second',
  'sec',
  'day',
  'week',
  'month',
  'am',
  'pm',
  'oclock',
  'percent',
  'times',
  'star',
  'cup',
  'size',
]);

/** Words that may stand between a person word and the age said of it ('woman just 11', 'she is 4', 'girl who is 6', 'chica de 15'). */
const SAID_OF = new Set([
  'just',
  'only',
  'is',
  'who',
  'was',
  'barely',
  'about',
  'around',
  'exactly',
  'now',
  'like',
  'of',
  'de',
  'di',
  'da',
  'do',
  'van',
  'von',
  'nur',
  'csak',
  'tylko',
  'tolko',
  'apenas',
  'seulement',
]);

/** Whether a person word comes right before the number at `index` ('kvinne 9', 'wife #13', 'model: XV'), or with SAID_OF words between. */
function personBefore(text: string, words: readonly Token[], index: number): boolean {
  let end = words[index]!.start;
  for (let back = index - 1; back >= 0 && back >= index - 3; back--) {
    const word = words[back]!;
    if (!/^[\s:=#_-]*$/.test(text.slice(word.end, end))) return false;
    if (isPerson(word.text)) return true;
    if (!SAID_OF.has(word.text)) return false;
    end = word.start;
  }
  return false;
}

/** Whether the word after a number read close to a person word makes it a count or a measure ('she is two feet away', 'lady tri girls'). */
function continuesAsCount(text: string, words: readonly Token[], read: NumberRead): boolean {
  const after = words[read.last + 1];
  if (!after || !samePhrase(text, words[read.last]!.end, after.start)) return false;
  return (
    MEASURES.has(after.text) ||
    PLURAL_PEOPLE.test(after.text) ||
    YEAR_UNITS.has(after.text) ||
    !(STILL_AN_AGE.has(after.text) || isSexualWord(after.text) || isPerson(after.text))
  );
}

/** The number the words at `index` write: digits standing on their own, a spoken number of any language, or a Roman numeral. */
function numberAt(text: string, words: readonly Token[], index: number): NumberRead | undefined {
  const word = words[index]!;
  if (/^\d{1,2}$/.test(word.text)) {
    // Only a number standing on its own: not '4k', '1.5', '36-24-36', '5'4"'.
    NUMBER_TOKEN.lastIndex = word.start;
    const own = NUMBER_TOKEN.exec(text);
    return own && own.index === word.start ? { value: Number(word.text), last: index, spelled: false, counts: true } : undefined;
  }
  const phrases = SPOKEN_PHRASES.get(word.text);
  for (let at = 0; phrases !== undefined && at < phrases.length; at++) {
    const phrase = phrases[at]!;
    // The words of a spoken number stand apart or joined by hyphens ('kumi na tano', 'labing-anim').
    if (
      phrase.words.every(
        (part, offset) =>
          words[index + offset]?.text === part &&
          (offset === 0 || /^[\s-]*$/.test(text.slice(words[index + offset - 1]!.end, words[index + offset]!.start))),
      )
    ) {
      return { value: phrase.value, last: index + phrase.words.length - 1, spelled: true, counts: true };
    }
  }
  const spoken = SPOKEN_NUMBERS.get(word.text);
  if (spoken !== undefined) return { value: spoken, last: index, spelled: true, counts: true };
  const close =
    CLOSE_NUMBERS.get(word.text) ??
    (AFTER_AGE_WORD_ONLY.has(word.text) && ageWordBefore(text, words, index) ? AFTER_AGE_WORD_ONLY.get(word.text) : undefined);
  if (close !== undefined) return { value: close, last: index, spelled: true, counts: true, close: true };
  const closeRoman = ROMAN_WORDS.get(word.text);
  if (closeRoman !== undefined) return { value: closeRoman, last: index, spelled: true, counts: false, close: true };
  const roman = ROMAN.get(word.text);
  if (roman === undefined) return undefined;
  // After a name it is a regnal or a sequel's number ('Louis XIV', 'Rocky III'); after a person word or on its own, an age.
  const before = words[index - 1];
  if (
    before &&
    samePhrase(text, before.end, word.start) &&
    !personBefore(text, words, index) &&
    !STILL_AN_AGE.has(before.text) &&
    !SAID_OF.has(before.text)
  )
    return undefined;
  return { value: roman, last: index, spelled: true, counts: false };
}

/** Pronouns: a number before one is no count of people ('osam she'). */
const PRONOUNS = new Set(['she', 'he', 'her', 'him', 'ella', 'elle', 'sie', 'lei', 'ela', 'ele', 'ona', 'on', 'hun', 'han', 'zij', 'hij']);
/** Person words of languages that write a singular after a number ('iki kız', 'dua cewek', 'do ladki'): a number before them counts them. */
const SINGULAR_AFTER_NUMBERS = new Set(['kiz', 'cewek', 'gadis', 'ladki', 'larki', 'ladka']);

/** Words for a partner: 'wife of 10 years' says how long. */
const PARTNERS = new Set([
  'wife',
  'husband',
  'bride',
  'groom',
  'girlfriend',
  'boyfriend',
  'partner',
  'spouse',
  'fiance',
  'fiancee',
  'lover',
  'mistress',
]);
/** Words after 'N years' that make it a time, not an age ('girl of 14 years later'). */
const TIME_AFTER = new Set([
  'ago',
  'later',
  'earlier',
  'before',
  'after',
  'back',
  'together',
  'since',
  'of',
  'anniversary',
  'married',
  'marriage',
]);

/** 'girl of 14 years', 'chica de 15 años': the years said of a person right before them are their age. */
function yearsOfAPerson(words: readonly Token[], index: number, read: NumberRead): boolean {
  if (read.value < 2) return false;
  const person = words.slice(Math.max(0, index - 4), index).findLast((word) => isPerson(word.text));
  return person !== undefined && !PARTNERS.has(person.text) && !TIME_AFTER.has(words[read.last + 2]?.text ?? '');
}

/** The age the number read at `index` states beside a person word, or undefined when it states none. */
function statedAge(text: string, words: readonly Token[], index: number, read: NumberRead): string | undefined {
  if (!isMinor(read.value)) return undefined;
  const word = words[index]!;
  const written = words
    .slice(index, read.last + 1)
    .map((part) => part.text)
    .join(' ');
  const before = words[index - 1];
  // 'model 9' is a setting; 'model: XV' is not.
  if (before && SETTINGS.has(before.text) && !(read.spelled && isPerson(before.text))) return undefined;
  // 'सहा varshanchi', 'VII ዓመቱ', 'එක haviridi': a unit of age of any language right after the number.
  const unit = words[read.last + 1];
  if (
    unit &&
    AGE_UNITS.has(unit.text) &&
    /^[\s-]*$/.test(text.slice(words[read.last]!.end, unit.start)) &&
    (read.value >= 2 || read.spelled)
  ) {
    return DURATION_BEFORE.has(before?.text ?? '') || TIME_AFTER.has(words[read.last + 2]?.text ?? '')
      ? undefined
      : `${written} ${unit.text}`;
  }
  if (read.close) {
    // 'edad uno', 'жасы бир', 'dame dix', 'he=dua': right after the word, and one only after a word for age.
    if (ageWordBefore(text, words, index)) return `${before!.text} ${written}`;
    return read.value >= 2 && personBefore(text, words, index) && !continuesAsCount(text, words, read)
      ? `${words[index - 1]!.text} ${written}`
      : undefined;
  }
  if (ageWordBefore(text, words, index)) {
    // 'umri kumi na tano': an age in words, which the age rules read only before a unit.
    return read.spelled ? `${before!.text} ${written}` : undefined;
  }
  if (before?.text === 'of' && PARENTS.has(words[index - 2]?.text ?? '')) return undefined;
  // The unit ending a spoken number whose tens stand apart ('двадцать три'): read with them.
  if (read.spelled && before && samePhrase(text, before.end, word.start) && numberAt(text, words, index - 1)?.spelled) return undefined;
  const after = words[read.last + 1];
  // One of a run of numbers ('3 1 4', '1 2.5'): a measure or a list, not an age.
  const inRun = (other: Token | undefined, from: number, to: number) =>
    other !== undefined && /^\d+$/.test(other.text) && /^[\s.,:/x-]*$/.test(text.slice(from, to));
  if (inRun(before, before?.end ?? 0, word.start) || inRun(after, words[read.last]!.end, after?.start ?? 0)) return undefined;
  // Right after a person word ('kvinne 9', 'wife #13', 'model: XV'), the word after the number is not what it counts.
  const personFirst = personBefore(text, words, index);
  // 'wife of 1 year' is how long; 'girl 14 year' an age.
  const measured = MEASURES.has(after?.text ?? '') || (read.value === 1 && YEAR_UNITS.has(after?.text ?? ''));
  if (after && samePhrase(text, words[read.last]!.end, after.start) && !(personFirst && !PLURAL_PEOPLE.test(after.text) && !measured)) {
    if (YEAR_UNITS.has(after.text))
      return personFirst && yearsOfAPerson(words, index, read) ? `${words[index - 1]!.text} ${written} ${after.text}` : undefined;
    // 'iki kız', 'dua cewek': a count. A pronoun is never counted ('osam she'), nor a singular where the
    // language writes plurals after numbers ('quince chica', 'on iki housewife').
    if (
      read.spelled &&
      read.counts &&
      isPerson(after.text) &&
      !PRONOUNS.has(after.text) &&
      !(AGED_BEFORE.has(after.text) && !PLURAL_PEOPLE.test(after.text) && !SINGULAR_AFTER_NUMBERS.has(after.text))
    )
      return undefined;
    // '3 men', '2 nude girls', '3 frauen': a count of people; 'a 15 girl' is an age.
    // A sexual word keeps it an age in any language ('chica de 15 desnuda').
    if (
      !STILL_AN_AGE.has(after.text) &&
      !PRONOUNS.has(after.text) &&
      !isSexualWord(after.text) &&
      !(AGED_BEFORE.has(after.text) && !PLURAL_PEOPLE.test(after.text))
    )
      return undefined;
  }
  if (countsPeople(text, words, read.last)) return undefined;
  for (let distance = 1; distance <= 3; distance++) {
    for (const other of [words[index - distance], words[read.last + distance]]) {
      if (other && isPerson(other.text)) return `${other.text} … ${written}`;
    }
  }
  return undefined;
}

/**
 * A number under 18 within three words of a person word, not counting a thing written after it: read on
 * the folded text and, when the prompt has words of other scripts than Latin, Cyrillic and Greek, on
 * its own spelling too (words keyed by wordKey).
 */
function besidePerson(folded: string, prompt: string | undefined): string | undefined {
  if (prompt === undefined || !OTHER_SCRIPTS.test(prompt)) return besidePersonIn(folded.replace(APOSTROPHES, ''), (word) => word);
  // The folded text writes those words transliterated: there they are no person and no number ('ዓራት', a bed, is 'arat').
  // Folded together, a space apart: folding word by word gives the same words and costs a pass of the folder per word.
  const words = Array.from(prompt.matchAll(OTHER_SCRIPT_WORDS), (match) => match[0]);
  const transliterated = new Set(
    foldText(words.join(' '))
      .replace(APOSTROPHES, '')
      .split(/[^\p{L}\p{N}]+/u),
  );
  return (
    besidePersonIn(folded.replace(APOSTROPHES, ''), (word) => (transliterated.has(word) ? `\u0000${word}` : word)) ??
    besidePersonIn(nativeSpelling(asciiDigits(prompt)).replace(APOSTROPHES, ''), wordKey)
  );
}

const OTHER_SCRIPTS = /[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}]/u;
/** The words of a prompt written in other scripts than Latin, Cyrillic and Greek. */
const OTHER_SCRIPT_WORDS =
  /[\p{L}\p{M}]*[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}\s\p{P}\p{S}\p{N}][\p{L}\p{M}]*/gu;

function besidePersonIn(text: string, key: (word: string) => string): string | undefined {
  const words = tokens(text, key);
  for (let index = 0; index < words.length; index++) {
    const read = numberAt(text, words, index);
    if (!read) continue;
    const found = statedAge(text, words, index, read);
    if (found) return found;
    // A number of several words is read whole ('dua puluh empat' is 24, not 4).
    index = read.last;
  }
  return undefined;
}

const AFTER_SIGN = /([\p{L}]*)\s*[:=]\s*(\d{1,2})(?![\p{N}]|[.,]\d|\s*[:/x]\s*\d)/gu;

function afterSign(text: string): string | undefined {
  for (const match of text.matchAll(AFTER_SIGN)) {
    const word = (match[1] ?? '').toLowerCase();
    if (SETTINGS.has(word)) continue;
    // A time or a ratio: a digit before the sign ('10:30', '16:9').
    if (/\d\s*$/.test(text.slice(0, match.index + (match[1]?.length ?? 0)))) continue;
    if (isMinor(Number(match[2]))) return match[0].trim();
  }
  return undefined;
}

const GLUED_AFTER = /(?<![\p{L}\p{N}])([\p{L}]+(?:[_-][\p{L}]+)*)[_-]?(\d{1,2})(?![\p{N}\p{L}])/gu;
const GLUED_BEFORE = /(?<![\p{L}\p{N}.])(\d{1,2})[_-]?([\p{L}]{2,})(?![\p{L}\p{N}])/gu;

/** 'naked_girl15', 'nude15', 'girl-13': a person or sexual word with a number under 18 glued after it; '13girl', but not '1girl'. */
function glued(text: string): string | undefined {
  for (const match of text.matchAll(GLUED_AFTER)) {
    const parts = (match[1] ?? '').split(/[_-]/);
    // 'girl_1' numbers a tag; an age is 2 or more.
    if (!isMinor(Number(match[2])) || Number(match[2]) < 2) continue;
    if (parts.some((part) => isPerson(part) || isSexualWord(part))) return match[0];
  }
  for (const match of text.matchAll(GLUED_BEFORE)) {
    const value = Number(match[1]);
    const word = match[2] ?? '';
    // '1girl', '2girls', '3boys': the count tags of image boards.
    if (isMinor(value) && value > 6 && (isPerson(word) || isPerson(word.replace(/s$/, '')))) return match[0];
  }
  return undefined;
}

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
};
const BIRTHDAY = '(?:birthday|bday|b-day|birthday party|geburtstag|cumpleanos|anniversaire|compleanno|aniversario|verjaardag|urodziny)';
const ORDINAL_BIRTHDAY = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2}|${Object.keys(ORDINAL_WORDS).join('|')})(?:st|nd|rd|th|e|eme|er|o|a|\\.)?\\s+(?:\\p{L}+\\s+)?${BIRTHDAY}`,
  'gu',
);
const ORDINAL_YEAR = /(?:her|his|their|its)\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:year|summer|winter|spring|autumn|fall)/gu;

function ordinal(text: string): string | undefined {
  for (const match of text.matchAll(ORDINAL_BIRTHDAY)) {
    const written = match[1] ?? '';
    const value = ORDINAL_WORDS[written] ?? Number(written);
    if (isMinor(value)) return match[0];
  }
  for (const match of text.matchAll(ORDINAL_YEAR)) if (isMinor(Number(match[1]))) return match[0];
  return undefined;
}

/**
 * 'will be 15 in spring', "she'll be 16 next year", 'turning 16', 'going on 14', 'cumplirá 15', 'wird 16':
 * the age is under 18 now when the one to come is 18 or less. Not a count of time ('will be 15 minutes').
 */
const FUTURE = new RegExp(
  "(?<!\\p{L})(?:(?:will|'ll|ll|shall|gonna|going to|about to|soon to|is to|set to) (?:be|turn)|turning|turns|to turn|going on|almost|nearly|" +
    'cumplira|cumple|va a cumplir|vai fazer|vai completar|fara|completa|aura|va avoir|fetera|wird|compira|compie|ispolnitsya|wordt|fyller)' +
    '\\s+(\\d{1,2})(?!\\d|[.,]\\d)(?!\\s?(?:%|percent|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|times?|people|euros?|dollars?|kg|km|cm|m\\b|degrees?|minutos?|horas?|dias?|meses|heures?|jours?|mois|minuten|stunden|tage|wochen|monate|jahre (?:alt|her|lang|spater)|anos de|ans de))',
  'gu',
);

function future(text: string): string | undefined {
  for (const match of text.matchAll(FUTURE)) {
    const value = Number(match[1]);
    if (value >= 1 && value <= 18) return match[0];
  }
  return undefined;
}

/** 'born 14 years ago', '14 summers old': an age told by the years lived. */
const YEARS_LIVED =
  /(?<![\p{L}\p{N}])(?:born\s+(\d{1,2})\s+(?:years?|yrs?)\s+ago|(\d{1,2})\s+(?:summers?|winters?|springs?|autumns?)\s+(?:old|young))(?!\p{L})/gu;

function yearsLived(text: string): string | undefined {
  for (const match of text.matchAll(YEARS_LIVED)) if (isMinor(Number(match[1] ?? match[2]))) return match[0];
  return undefined;
}

const AGE_WORD = '(?:age|aged|ages|alter|edad|eta|idade|yas|vozrast|wiek|leeftijd|umur|usia)';
/** A number worked out of one or two others: a root, a square, a half, another base. */
const TERM =
  '(?:0x[0-9a-f]+|0b[01]+|(?:√|sqrt\\s*\\(?|(?:the )?square root of)\\s*\\d+(?:\\.\\d+)?\\)?|' +
  '(?:(?:the )?half of|(?:the )?square of|double|twice)\\s+\\d+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?(?:\\s*squared)?)';
/** The operations, in signs and in words of several languages ('plus', 'menos', 'mal', 'fois'). */
const OPERATION =
  '(?:[-+*/x×÷^]|plus|minus|times|multiplied by|divided by|over|less|mas|menos|por|dividido por|mal|durch|fois|moins|divise par|piu|meno|per)';
/** Another base, named after the digits: '1101 in binary', 'd in hex', '17 in octal'. */
const IN_BASE = '(?:([0-9a-f]+)\\s*(?:in |\\()?(binary|base 2|octal|base 8|hex|hexadecimal|base 16)\\)?)';
const EXPRESSION = `(?:${IN_BASE}|(${TERM})(?:\\s*(${OPERATION})\\s*(${TERM}))?)`;
const WORKED_OUT = new RegExp(
  `(?<!\\p{L})${AGE_WORD}\\s*(?:of\\s*)?(?:is\\s*)?[:=]?\\s*${EXPRESSION}(?![\\p{L}\\p{N}])|` +
    `(?<!\\p{L})${AGE_WORD}\\s*(?:in|as) (binary|octal|hex|hexadecimal)\\s*(?:is\\s*)?[:=]?\\s*([0-9a-f]+)(?![\\p{L}\\p{N}])|` +
    `(?<![\\p{L}\\p{N}.,])${EXPRESSION}\\s*(?:(?:years?|yrs?)\\s*old|y\\.?o\\b)`,
  'gu',
);
const BASES: Readonly<Record<string, number>> = { binary: 2, 'base 2': 2, octal: 8, 'base 8': 8, hex: 16, hexadecimal: 16, 'base 16': 16 };
const ROOT = /^(?:√|sqrt|(?:the )?square root of)\s*\(?\s*(\d+(?:\.\d+)?)/;
const OF_NUMBER = /^((?:the )?half of|(?:the )?square of|double|twice)\s+(\d+(?:\.\d+)?)/;

/** The value of one term of WORKED_OUT. */
function termValue(term: string): number {
  if (term.startsWith('0x')) return parseInt(term.slice(2), 16);
  if (term.startsWith('0b')) return parseInt(term.slice(2), 2);
  const root = ROOT.exec(term);
  if (root) return Math.sqrt(Number(root[1]));
  const of = OF_NUMBER.exec(term);
  if (of) {
    const value = Number(of[2]);
    return of[1]!.endsWith('half of') ? value / 2 : of[1]!.endsWith('square of') ? value * value : value * 2;
  }
  const value = Number.parseFloat(term);
  return term.endsWith('squared') ? value * value : value;
}

function operate(left: number, operation: string, right: number): number {
  if (/^(?:\+|plus|mas|piu)$/.test(operation)) return left + right;
  if (/^(?:-|minus|less|menos|moins|meno)$/.test(operation)) return left - right;
  if (/^(?:\/|÷|divided by|over|dividido por|durch|divise par)$/.test(operation)) return left / right;
  if (operation === '^') return left ** right;
  return left * right;
}

/**
 * An age worked out after a word for age or before 'years old' ('age √196', 'age 10+4', 'age twenty
 * minus eight', 'half of 26 years old', '0x0D years old', 'age 1101 in binary'). Number words are
 * digits by now.
 */
function workedOut(text: string): string | undefined {
  for (const match of text.matchAll(WORKED_OUT)) {
    const [, digits, base, first, operation, second, baseBefore, digitsAfter, digits2, base2, first2, operation2, second2] = match;
    const inBase = digits ?? digitsAfter ?? digits2;
    let value: number | undefined;
    if (inBase !== undefined) {
      const radix = BASES[base ?? baseBefore ?? base2 ?? ''] ?? 10;
      if (radix === 10 || ![...inBase].every((digit) => parseInt(digit, 16) < radix)) continue;
      value = parseInt(inBase, radix);
    } else {
      const left = first ?? first2 ?? '';
      const right = second ?? second2;
      const how = operation ?? operation2;
      if (right === undefined || how === undefined) {
        // A plain number is the other rules' to read ('whisky aged 12 years').
        if (/^\d+$/.test(left)) continue;
        value = termValue(left);
      } else value = operate(termValue(left), how, termValue(right));
    }
    // Worked out, an age may fall between years ('age 100/8' is twelve and a half).
    if (value >= 1 && value < 18) return match[0].trim();
  }
  return undefined;
}

/**
 * An age reached by going back in time: 'rejuvenated to 10', 'age regression to 12', 'reduced to 15',
 * 'shrinking potion made her 8', 'flashback to when she was 12', 'as she looked at 11'.
 */
const TAKEN_BACK = new RegExp(
  '(?<!\\p{L})(?:(?:rejuvenat|regress|reduc|revert|shr[iau]nk|de-?ag)\\p{L}*|younger|made (?:her|him|them)|turned (?:her|him|them)|' +
    '(?:when|since) (?:she|he|they) (?:was|were)|(?:looked|looks|look|looking) (?:like she did |like he did )?at)' +
    '\\s+(?:(?:back )?(?:to|into|at) )?(?:(?:the )?age (?:of )?|being )?(\\d{1,2})(?![\\d.,]?\\d)(?!\\s?(?:%|percent|minutes?|hours?|days?|weeks?|months?|years? (?:ago|later|back)))',
  'gu',
);

/** The word right after a place of the text, when only spaces lie between. */
const NEXT_WORD = /\s+([\p{L}]+)/uy;

function takenBack(text: string): string | undefined {
  for (const match of text.matchAll(TAKEN_BACK)) {
    if (!isMinor(Number(match[1]))) continue;
    // 'reduced to 3 colors', 'looking at 3 men': a number before another word counts it.
    NEXT_WORD.lastIndex = match.index + match[0].length;
    const next = NEXT_WORD.exec(text)?.[1];
    if (next !== undefined && !STILL_AN_AGE.has(next) && !isSexualWord(next)) continue;
    return match[0];
  }
  return undefined;
}

/** A teen number with a space between its digits ('barely 1 3'). */
const SPLIT_TEEN = /(?<!\d[.,:/x]? ?)(?<![\p{L}\d])1 ([0-7])(?![\p{L}\d])(?! ?[:/x] ?\d)(?![.,]\d)(?! \d)/gu;

/** The folded text of a sexual prompt with its teen numbers written whole ('barely 1 3' is 'barely 13'). */
export function joinSplitTeens(folded: string): string {
  return folded.replace(SPLIT_TEEN, '1$1');
}

/** A number written in hexadecimal or binary ('0x0e', '0b1101'): every rule after workedOut reads it as its value. */
const OTHER_BASE = /(?<![\p{L}\p{N}])0(?:x[0-9a-f]{1,4}|b[01]{1,8})(?![\p{L}\p{N}])/gu;

/** The first way the sexual prompt states an age under 18, or undefined: `written` is its folded text, `prompt` as written. */
export function findSexualMinorNumber(written: string, prompt?: string): string | undefined {
  const joined = joinSplitTeens(written);
  const worked = workedOut(joined);
  if (worked) return worked;
  const folded = joined.replace(OTHER_BASE, (literal) => String(parseInt(literal.slice(2), literal[1] === 'x' ? 16 : 2)));
  if (!/\d/.test(folded)) return ordinal(folded) ?? besidePerson(folded, prompt);
  return (
    future(folded) ??
    takenBack(folded) ??
    yearsLived(folded) ??
    ordinal(folded) ??
    afterSign(folded) ??
    glued(folded) ??
    besidePerson(folded, prompt)
  );
}
