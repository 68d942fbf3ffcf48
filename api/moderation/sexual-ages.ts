/**
 * Numbers under 18 that a sexual prompt states as an age, however it is written around: after ':' or
 * '=' ('topless girl = 15'), glued to a word ('naked_girl15'), as an ordinal or a birthday ('her 15th
 * birthday'), as a future age ('will be 15 in spring'), worked out ('age √196', 'age 10+4', 'age 0xE'),
 * or within three words of a person word ('naked girl, 15 fyi', 'chica de 15 en topless').
 *
 * Only for sexual prompts: there, any of these is refused without a score. The age rules of policy.ts,
 * which hold in every prompt, read the plainer forms ('15 years old', 'age 15').
 *
 * Read on the folded text (foldText, number words already written as digits).
 */
import { LANGUAGES } from './vocabulary';
import { foldText } from './normalise';
import { GENERATION_SETTINGS, GIRL_WORDS, PERSON_WORDS, WOMAN_WORDS } from './terms';

const isMinor = (value: number) => Number.isInteger(value) && value >= 1 && value < 18;

/** Words for a person, of every language the vocabulary has plus the pronouns: an age stands beside one. */
const PERSON = new Set<string>([
  ...PERSON_WORDS, ...GIRL_WORDS, ...WOMAN_WORDS,
  'she', 'her', 'he', 'him', 'model', 'blonde', 'brunette', 'redhead', 'wife', 'bride', 'babe', 'chick', 'lass', 'lad', 'maid',
  'ella', 'elle', 'sie', 'lei', 'ela', 'chico', 'chica', 'nina', 'nino', 'menina', 'garota', 'ragazza', 'ragazzo', 'meisje',
  'dziewczyna', 'devushka', 'devochka', 'kiz', 'cewek', 'gadis', 'ladki', 'larki', 'ladka', 'co gai',
].map((word) => foldText(word)));

/** Sexual words written as one word: a number glued to one reads as an age ('nude15'). */
const SEXUAL_WORDS = new Set<string>(
  LANGUAGES.flatMap((language) => language.sexual)
    .map((term) => foldText(term.replace(/^=|\*$/g, '')))
    .filter((term) => /^\p{L}+$/u.test(term) && term.length >= 3),
);

/** Words before ':' or '=' whose number is a setting, not an age ('cfg: 7', 'steps=12', '--ar 2:3'). */
const SETTINGS = new Set<string>([
  ...GENERATION_SETTINGS, 'ar', 'aspect', 'chaos', 'stylize', 's', 'q', 'iw', 'niji', 'tile', 'quality', 'rating', 'score', 'stars', 'vol',
  'volume', 'part', 'book', 'act', 'scene', 'take', 'round', 'id', 'lot', 'table', 'ratio', 'time', 'at', 'room', 'floor', 'suite', 'apartment',
  'flat', 'house', 'track', 'bus', 'route', 'platform', 'gate', 'highway', 'locker', 'jersey', 'day', 'week', 'stage', 'aisle', 'seat', 'row',
  'pier', 'dock', 'lane', 'street', 'avenue', 'st', 'ave', 'block', 'building', 'door', 'cabin', 'car', 'camera', 'cam', 'shot', 'frame',
  'photo', 'image', 'pic', 'picture', 'issue', 'edition', 'vintage', 'formula', 'f', 'iso', 'mm', 'ep', 'ch', 'pt',
]);

/** Words after a number that leave it an age: fillers, links, units of age. A number before any other word counts that word ('3 men'). */
const STILL_AN_AGE = new Set<string>([
  'fyi', 'btw', 'lol', 'lmao', 'only', 'just', 'now', 'yet', 'ok', 'okay', 'tho', 'though', 'xd', 'irl', 'and', 'y', 'et', 'und', 'e', 'en',
  'in', 'on', 'at', 'with', 'con', 'avec', 'mit', 'de', 'di', 'da', 'of', 'yo', 'yrs', 'yr', 'years', 'year', 'old', 'anos', 'ans', 'anni',
  'jahre', 'jahrig', 'ar', 'aar', 'let', 'lat', 'tahun', 'tuoi', 'yas', 'yasinda', 'sal', 'saal', 'baras', 'anyos', 'topless', 'nude', 'naked',
  'sexy', 'hot', 'nsfw', 'she', 'he', 'but', 'looks', 'look', 'looking', 'is', 'was', 'will', 'lewd', 'porn',
]);

const PLURAL_PEOPLE = /(?:s|^men|^women|^people|^folk)$/;

const NUMBER_TOKEN = /(?<![\p{L}\p{N}.,'’-]|\d\s?[:/x]\s?)(\d{1,2})(?![\p{L}\p{N}]|[.,]\d|['’′"″]|-\d|\s?[:/x]\s?\d)/gu;
const WORD = /[\p{L}\p{N}]+/gu;

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/** Whether only spaces (no comma, bracket or sentence end) lie between two places of the text. */
const samePhrase = (text: string, from: number, to: number) => /^[\s]*$/.test(text.slice(from, to));

/** Whether a plural person word follows the number within three words of its phrase ('2 nude men'). */
function countsPeople(text: string, words: readonly Token[], index: number): boolean {
  for (let next = index + 1; next <= index + 3; next++) {
    const later = words[next];
    if (!later || !samePhrase(text, words[next - 1]!.end, later.start)) return false;
    if (PERSON.has(later.text) && PLURAL_PEOPLE.test(later.text)) return true;
  }
  return false;
}

/** A number under 18 within three words of a person word, not counting a thing written after it. */
function besidePerson(text: string): string | undefined {
  const words = tokens(text);
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (!/^\d{1,2}$/.test(word.text) || !isMinor(Number(word.text))) continue;
    // Only a number standing on its own: not '4k', '1.5', '36-24-36', '5'4"'.
    NUMBER_TOKEN.lastIndex = word.start;
    const own = NUMBER_TOKEN.exec(text);
    if (!own || own.index !== word.start) continue;
    const before = words[index - 1];
    if (before && SETTINGS.has(before.text)) continue;
    const after = words[index + 1];
    // '3 men', '2 nude girls': a count of people; 'a 15 girl' is an age.
    if (after && samePhrase(text, word.end, after.start) && !STILL_AN_AGE.has(after.text) && !(PERSON.has(after.text) && !PLURAL_PEOPLE.test(after.text))) continue;
    if (countsPeople(text, words, index)) continue;
    for (let distance = 1; distance <= 3; distance++) {
      for (const other of [words[index - distance], words[index + distance]]) {
        if (other && PERSON.has(other.text)) return `${other.text} … ${word.text}`;
      }
    }
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
    if (!isMinor(Number(match[2]))) continue;
    if (parts.some((part) => PERSON.has(part) || SEXUAL_WORDS.has(part))) return match[0];
  }
  for (const match of text.matchAll(GLUED_BEFORE)) {
    const value = Number(match[1]);
    const word = match[2] ?? '';
    // '1girl', '2girls', '3boys': the count tags of image boards.
    if (isMinor(value) && value > 6 && (PERSON.has(word) || PERSON.has(word.replace(/s$/, '')))) return match[0];
  }
  return undefined;
}

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11,
  twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
};
const BIRTHDAY = '(?:birthday|bday|b-day|birthday party|geburtstag|cumpleanos|anniversaire|compleanno|aniversario|verjaardag|urodziny)';
const ORDINAL_BIRTHDAY = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2}|${Object.keys(ORDINAL_WORDS).join('|')})(?:st|nd|rd|th|e|eme|er|o|a|\\.)?\\s+(?:\\p{L}+\\s+)?${BIRTHDAY}`, 'gu');
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

/** 'will be 15 in spring', 'turning 16', 'going on 14': the age is under 18 now when the one to come is 18 or less. */
const FUTURE = /(?:will be|will turn|turning|turns|to turn|going on|soon to be|about to turn|about to be|almost|nearly)\s+(\d{1,2})(?!\d|[.,]\d)/gu;

function future(text: string): string | undefined {
  for (const match of text.matchAll(FUTURE)) {
    const value = Number(match[1]);
    if (value >= 1 && value <= 18) return match[0];
  }
  return undefined;
}

const AGE_WORD = '(?:age|aged|ages|alter|edad|eta|idade|yas|vozrast|wiek|leeftijd|umur|usia)';
const WORKED_OUT = new RegExp(
  `${AGE_WORD}\\s*(?:of\\s*)?[:=]?\\s*(?:√\\s*(\\d+)|sqrt\\s*\\(?\\s*(\\d+)\\s*\\)?|(\\d+(?:\\.\\d+)?)\\s*([-+*/x×÷^])\\s*(\\d+(?:\\.\\d+)?)|0x([0-9a-f]+)|0b([01]+)|([01]{3,})\\s*(?:in binary|binary|base 2|\\(binary\\))|([0-7]+)\\s*(?:in octal|octal|base 8)|([0-9a-f]+)\\s*(?:in hex|hex|base 16))`,
  'gu',
);

function workedOut(text: string): string | undefined {
  for (const match of text.matchAll(WORKED_OUT)) {
    const [, root1, root2, left, operator, right, hex, binary, binaryWords, octal, hexWords] = match;
    let value: number | undefined;
    const root = root1 ?? root2;
    if (root !== undefined) value = Math.sqrt(Number(root));
    else if (left !== undefined && right !== undefined) {
      const [a, b] = [Number(left), Number(right)];
      value = operator === '+' ? a + b : operator === '-' ? a - b : operator === '/' || operator === '÷' ? a / b : operator === '^' ? a ** b : a * b;
    } else if (hex !== undefined || hexWords !== undefined) value = parseInt(hex ?? hexWords ?? '', 16);
    else if (binary !== undefined || binaryWords !== undefined) value = parseInt(binary ?? binaryWords ?? '', 2);
    else if (octal !== undefined) value = parseInt(octal, 8);
    if (value !== undefined && isMinor(value)) return match[0];
  }
  return undefined;
}

/** The first way the sexual prompt states an age under 18, or undefined. */
export function findSexualMinorNumber(folded: string): string | undefined {
  if (!/\d/.test(folded) && !/(?:first|second|third|th)\s/.test(folded)) return undefined;
  return workedOut(folded) ?? future(folded) ?? ordinal(folded) ?? afterSign(folded) ?? glued(folded) ?? besidePerson(folded);
}
