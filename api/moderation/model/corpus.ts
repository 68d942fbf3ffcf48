/**
 * The learned layer's training corpus, written by code from the vocabulary files: every language's
 * minor words, school levels, cues, childhood items, sexual words, units of age and number words, the
 * child characters, and the harmless phrases, put into the shapes prompts take, both classes, with
 * obfuscations applied (look-alikes, invisibles, leet, typos, spacing, weights, fullwidth, marks).
 *
 * The label is the kind a row is built as, never what the rules say of it: the model learns the kinds,
 * so it can refuse what no list names and the rules miss. Rows that must be refused are short and
 * tag-like, as the test tables are; they exist only so the filter learns to refuse them.
 *
 * Deterministic: the same vocabulary gives the same rows in the same order (a seeded generator), so
 * `npm run policy:train` gives the same weights every time.
 */
import { createHash } from 'node:crypto';
import { ALL_TERMS as MAGIC_PROMPTER_TERMS } from '../../contract/magic-prompter';
import { GENERATION_SETTINGS } from '../terms';
import { LANGUAGES, type LanguageVocabulary } from '../vocabulary';
import { MINOR_CHARACTERS } from '../vocabulary/characters';
import { random } from './random';

export interface CorpusRow {
  text: string;
  /** 1: must be refused; 0: must pass. */
  label: 0 | 1;
  /** What the row was built as ('minor-word', 'adult-age'...): the leave-one-kind-out report groups by it. */
  kind: string;
  /** The language of its words ('mixed' for the language-free shapes). */
  language: string;
}

/** How many rows the corpus holds. */
export const CORPUS_SIZE = 60_000;

type Random = () => number;
const pick = <T>(rng: Random, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const chance = (rng: Random, p: number) => rng() < p;
const between = (rng: Random, low: number, high: number) => low + Math.floor(rng() * (high - low + 1));

/** A listed term as a word of a prompt: stems and exact marks taken off. */
const asWritten = (term: string) => term.replace(/^=/, '').replace(/\*$/, '');

/** Words for a grown person and for a person of any age, by language; English stands in for the others. */
const PEOPLE: Readonly<Record<string, { adult: readonly string[]; any: readonly string[] }>> = {
  en: {
    adult: ['woman', 'man', 'lady', 'wife', 'housewife', 'gentleman'],
    any: ['girl', 'boy', 'person', 'model', 'she', 'he', 'blonde', 'brunette'],
  },
  es: { adult: ['mujer', 'hombre', 'señora', 'esposa'], any: ['chica', 'chico', 'modelo', 'rubia', 'morena'] },
  pt: { adult: ['mulher', 'homem', 'senhora', 'esposa'], any: ['garota', 'menina', 'rapaz', 'modelo', 'loira'] },
  fr: { adult: ['femme', 'homme', 'dame', 'épouse'], any: ['fille', 'garçon', 'mannequin', 'blonde'] },
  it: { adult: ['donna', 'uomo', 'signora', 'moglie'], any: ['ragazza', 'ragazzo', 'modella', 'bionda'] },
  de: { adult: ['Frau', 'Mann', 'Dame', 'Ehefrau'], any: ['Mädchen', 'Junge', 'Model', 'Blondine'] },
  nl: { adult: ['vrouw', 'man', 'dame'], any: ['meisje', 'jongen', 'model'] },
  pl: { adult: ['kobieta', 'mężczyzna', 'pani', 'żona'], any: ['dziewczyna', 'chłopak', 'modelka'] },
  cs: { adult: ['žena', 'muž', 'paní'], any: ['holka', 'dívka', 'kluk', 'modelka'] },
  ru: { adult: ['женщина', 'мужчина', 'жена', 'дама'], any: ['девушка', 'парень', 'модель', 'блондинка'] },
  uk: { adult: ['жінка', 'чоловік', 'дружина'], any: ['дівчина', 'хлопець', 'модель'] },
  tr: { adult: ['kadın', 'adam', 'hanım', 'eş'], any: ['kız', 'oğlan', 'model', 'sarışın'] },
  ar: { adult: ['امرأة', 'رجل', 'سيدة', 'زوجة'], any: ['فتاة', 'بنت', 'شاب', 'عارضة'] },
  fa: { adult: ['زن', 'مرد', 'خانم'], any: ['دختر', 'پسر', 'مدل'] },
  he: { adult: ['אישה', 'גבר', 'גברת'], any: ['בחורה', 'בחור', 'דוגמנית'] },
  hi: { adult: ['औरत', 'महिला', 'आदमी', 'पत्नी', 'aurat', 'mahila'], any: ['लड़की', 'लड़का', 'ladki', 'ladka', 'model'] },
  bn: { adult: ['মহিলা', 'নারী', 'পুরুষ'], any: ['মেয়ে', 'ছেলে', 'meye'] },
  ja: { adult: ['女性', '男性', '人妻', '熟女', 'お姉さん'], any: ['女の子', '男の子', 'モデル', '彼女'] },
  zh: { adult: ['女人', '男人', '妻子', '女士', 'nüren'], any: ['女孩', '男孩', '模特', 'nvhai'] },
  ko: { adult: ['여자', '남자', '아내', '부인'], any: ['여성', '남성', '모델'] },
  vi: { adult: ['phụ nữ', 'đàn ông', 'người vợ'], any: ['cô gái', 'chàng trai', 'người mẫu'] },
  th: { adult: ['ผู้หญิง', 'ผู้ชาย', 'ภรรยา'], any: ['สาว', 'นางแบบ'] },
  id: { adult: ['wanita', 'pria', 'istri', 'tante'], any: ['cewek', 'cowok', 'gadis', 'model'] },
  tl: { adult: ['babae', 'lalaki', 'asawa'], any: ['dalaga', 'binata', 'modelo'] },
  el: { adult: ['γυναίκα', 'άντρας', 'σύζυγος'], any: ['κοπέλα', 'αγόρι', 'μοντέλο'] },
  sv: { adult: ['kvinna', 'man', 'fru'], any: ['tjej', 'flicka', 'kille', 'modell'] },
  no: { adult: ['kvinne', 'mann', 'kone'], any: ['jente', 'gutt', 'modell'] },
  da: { adult: ['kvinde', 'mand', 'kone'], any: ['pige', 'dreng', 'model'] },
  fi: { adult: ['nainen', 'mies', 'vaimo'], any: ['tyttö', 'poika', 'malli'] },
  is: { adult: ['kona', 'maður', 'eiginkona'], any: ['stelpa', 'strákur', 'fyrirsæta'] },
};

/** Words of scenes, styles and settings that any prompt may carry, in either class. */
const FILLERS = [
  'masterpiece',
  'best quality',
  'photorealistic',
  '8k',
  'cinematic lighting',
  'soft light',
  'bokeh',
  'film grain',
  'studio portrait',
  'on a bed',
  'in the shower',
  'on the beach',
  'in a bedroom',
  'by the pool',
  'golden hour',
  'highly detailed',
  'sharp focus',
  'oil painting',
  'anime style',
  'watercolor',
  'full body',
  'close-up',
  'looking at viewer',
  'smiling',
  'long hair',
  'short hair',
  'red hair',
  'blue eyes',
  'freckles',
  'outdoors',
  'night city',
  'neon lights',
  'rain',
  'forest',
  'kitchen',
  'hotel room',
  'sofa',
  'mirror selfie',
  'polaroid',
  'dslr',
  '35mm',
  'hdr',
  'dramatic shadows',
  'pastel colors',
  'black and white',
  'vintage',
  'trending on artstation',
  '1girl',
  'solo',
  '2girls',
  '1boy',
  'absurdres',
  'highres',
  '--ar 2:3',
  '--ar 16:9',
  'cfg 7',
  'steps 30',
  '(masterpiece:1.2)',
  '(best quality:1.4)',
  'score_9',
  'score_8_up',
  'rating_explicit',
  'nsfw',
  '<lora:detail:0.7>',
  'depth of field',
  'ultra realistic',
];

/** Fillers and the Magic Prompter's own terms: words of either class, which the model must learn to weigh as nothing. */
const ALL_FILLERS = [...FILLERS, ...MAGIC_PROMPTER_TERMS];

/** Ordinary scenes: prompts without people or with adults doing ordinary things. */
const SCENES = [
  'a lighthouse on a cliff at dawn',
  'a bowl of ramen on a wooden table',
  'mountain lake at sunrise',
  'a cat sleeping on a windowsill',
  'futuristic city skyline at night',
  'portrait of an old fisherman',
  'a red vintage car on a country road',
  'a dragon over a castle',
  'a cozy cabin in the snow',
  'an astronaut on mars',
  'a market street in Marrakech',
  'a bouquet of tulips',
  'a steam train in the hills',
  'an owl in a pine tree',
  'a chef plating dessert',
  'a jazz band on stage',
  'a knight in silver armor',
  'a robot in a garden',
  'a surfer on a big wave',
  'a library with tall shelves',
  'a violinist in a concert hall',
  'a desert caravan at dusk',
  'a fox in the snow',
  'a paper boat on a puddle',
  'a woman reading in a cafe',
  'a man repairing a bicycle',
  'a busy train station',
  'a spaceship interior',
  'a waterfall in the jungle',
  'a cup of coffee with latte art',
  'a horse running on a beach',
];

/** Settings and counts: numbers that are no age. */
const NUMBER_SETTINGS = [
  'steps {n}',
  'cfg {n}',
  'seed {n}',
  '{n} candles',
  'model {n}',
  '{n} apples',
  'chapter {n}',
  'page {n}',
  '{n} cats',
  'room {n}',
  'level {n}',
  'version {n}',
  '{n} roses',
  'track {n}',
  'bus {n}',
  'room {n}, floor {n}',
  'under {n} minutes',
  '{n} cm',
  '{n} inch heels',
  '{n}:9',
  'size {n}',
  '{n} tattoos',
  '{n} piercings',
  'episode {n}',
  'season {n}',
  'part {n}',
  'vol {n}',
  'issue {n}',
  'act {n}',
  'scene {n}',
  'take {n}',
  'apartment {n}',
  'highway {n}',
  'table {n}',
  'locker {n}',
  'gate {n}',
  'platform {n}',
  '{n} stars',
  '{n}%',
  '${n}',
  'jersey number {n}',
  '{n} o clock',
  'at {n} pm',
  'day {n}',
  'week {n}',
  '{n} hours',
  '{n} days later',
  'with {n} friends',
  '{n} men',
];

/** The year the corpus reads years of birth against: fixed, so the corpus does not change with the clock. */
const CORPUS_YEAR = 2026;
const BIRTH_SHAPES = ['born {y}', 'born in {y}', 'b. {y}', 'class of {c}', '({y})', 'born {y}, {p}', '{p} born in {y}', 'birth year {y}'];

/** Adult places and things whose words also name school or youth: an adult sexual prompt may hold them. */
const ADULT_CONTEXTS = [
  'class of {y} reunion',
  'high school reunion, {a} years later',
  'art school nude model',
  'college party',
  'university library',
  'graduate student',
  'law school',
  'med school',
  'old school tattoo',
  'school of whales',
  'teacher in a classroom',
  'professor',
  'chapter XII',
  'ice age {n}',
  'grade {n} titanium',
  'first class cabin',
  'alumni dinner',
  'yearbook photo from {y}',
  'fraternity house',
  'sorority sisters',
  'dorm room',
  'campus at night',
  'cheerleader costume party',
  'prom night {y}',
  'cosplay convention',
  'anime convention',
  'video game character',
  'elf queen',
  'vampire countess',
  'succubus',
  'android',
  'goddess',
  'mermaid',
  'catwoman',
  'barbie doll',
];

/** The shapes an age takes beside a person word, in any language's prompt; '{p}' the person, '{n}' the number. */
const PLAIN_AGE_SHAPES = [
  '{p} of {n}',
  '{p} de {n}',
  '{p}: {n}',
  '{p} = {n}',
  '{p}={n}',
  '{p}, {n} fyi',
  '{p}{n}',
  '{p}_{n}',
  '{n}yo {p}',
  '{n} y/o {p}',
  '{p} ({n})',
  '{p}, age {n}',
  '{p} aged {n}',
  '{p} who is {n}',
  '{p}, {n}',
  '{n} {p}',
  '{p} age:{n}',
  '{p} {n}',
  '{p}-{n}',
  '{p} #{n}',
  'age {n} {p}',
  '{p}, she is {n}',
  '{p}, he is {n}',
  '{p} just {n}',
  'only {n}, {p}',
];

/** Ages written around: '{n}' the number; each is built so its value is the number. */
const AGE_AROUND: readonly ((n: number, rng: Random) => string)[] = [
  (n) => `${n}${ordinalSuffix(n)} birthday`,
  (n) => `her ${n}${ordinalSuffix(n)} birthday party`,
  (n) => `age √${n * n}`,
  (n, rng) => {
    const a = between(rng, 1, n - 1 || 1);
    return `age ${a}+${n - a}`;
  },
  (n) => `age ${n * 2}/2`,
  (n) => `age 0x${n.toString(16)}`,
  (n) => `age ${n.toString(2)} in binary`,
  (n) => `will be ${n + 1} in spring`,
  (n) => `turning ${n + 1} next month`,
  (n) => `${n - 1} going on ${n}`,
  (n) => `she is ${n} now`,
  (n) => `${n} summers old`,
  (n) => `born ${n} years ago`,
  (n) => `in her ${n}${ordinalSuffix(n)} year`,
];

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** De-ageing and time tricks: '{n}' an age. */
const DE_AGEING = [
  'shrinking potion made her {n}',
  'de-aged to {n}',
  'age slider set to {n}',
  'age regression to {n}',
  'as she looked at {n}',
  'flashback to when she was {n}',
  'reverse aging potion, now {n}',
  'youth spell turned her {n}',
  'body swapped with her {n} year old self',
  'age reduced to {n}',
  'age down to {n}',
  'rejuvenated to {n}',
  'time machine back to age {n}',
  'younger version of her at {n}',
];

/** Youth groups and children's sport, in a sexual prompt. */
const YOUTH_GROUPS = [
  'junior lifeguards program',
  'girl scouts',
  'boy scouts',
  'cub scouts',
  'brownies troop',
  'little league team',
  'pee wee football',
  'youth soccer team',
  'u12 team',
  'under 14 squad',
  'junior cheerleading squad',
  'junior gymnastics club',
  'youth choir',
  'summer camp kids',
  'junior swim team',
  'middle school track team',
  'youth ballet class',
  'junior high dance team',
  'kids karate class',
  'pony club juniors',
];

/** Grown-ups' jobs, in the languages people prompt in most: adults that a sexual prompt may name. */
const PROFESSIONS = [
  'teacher',
  'nurse',
  'secretary',
  'doctor',
  'librarian',
  'flight attendant',
  'police officer',
  'lawyer',
  'housewife',
  'waitress',
  'maid',
  'Lehrerin',
  'Krankenschwester',
  'Sekretärin',
  'infirmière',
  'professeure',
  'secrétaire',
  'enfermera',
  'maestra',
  'profesora',
  'secretaria',
  'enfermeira',
  'professora',
  'infermiera',
  'insegnante',
  'lerares',
  'verpleegster',
  'nauczycielka',
  'pielęgniarka',
  'учительница',
  'медсестра',
  'секретарша',
  'öğretmen',
  'hemşire',
  '女教師',
  '看護師',
  '秘書',
  '护士',
  '老师',
  '선생님',
  '간호사',
  'guru',
  'perawat',
];

/** Words that say a person is grown: the contrast of the ages under 18. */
const ADULT_CUES = [
  'adult',
  'mature',
  'milf',
  'grown woman',
  'over 30',
  'middle aged',
  'in her forties',
  'married',
  'mother of two',
  'office worker',
  'nurse',
  'teacher',
  'businesswoman',
];

/** Numbers of years that are no person's age. */
const YEARS_NOT_AGES = [
  'after {n} years of marriage',
  'married for {n} years',
  '{n} years later',
  '{n} years ago',
  'for {n} years',
  '{n} year anniversary',
  '{n} years together',
  'a {n} year old whisky',
  'a {n} year old oak tree',
];

/** A word of adulthood: the language's own (vocabulary adulthood) or one of ADULT_CUES. */
function adultCue(language: LanguageVocabulary, rng: Random): string {
  const own = termsOf(language, (l) => l.adulthood);
  return own.length > 0 && chance(rng, 0.6) ? pick(rng, own) : pick(rng, ADULT_CUES);
}

const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD'];
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  e: 'е',
  o: 'о',
  p: 'р',
  c: 'с',
  x: 'х',
  y: 'у',
  i: 'і',
  k: 'κ',
  n: 'η',
  t: 'τ',
  h: 'һ',
};
const LEET: Readonly<Record<string, string>> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const UPSIDE_DOWN: Readonly<Record<string, string>> = {
  a: 'ɐ',
  e: 'ǝ',
  h: 'ɥ',
  i: 'ᴉ',
  k: 'ʞ',
  m: 'ɯ',
  r: 'ɹ',
  t: 'ʇ',
  y: 'ʎ',
  d: 'p',
  n: 'u',
};

/** One obfuscation of a word, chosen at random: the forms no list names. */
function obfuscate(word: string, rng: Random): string {
  const letters = [...word];
  const at = () => Math.floor(rng() * letters.length);
  switch (Math.floor(rng() * 11)) {
    case 0:
      return letters.map((letter) => (chance(rng, 0.5) ? (LOOK_ALIKES[letter] ?? letter) : letter)).join('');
    case 1:
      return letters.join(pick(rng, INVISIBLES));
    case 2:
      return letters.map((letter) => (chance(rng, 0.6) ? (LEET[letter] ?? letter) : letter)).join('');
    case 3: {
      const index = at();
      letters.splice(index, 1);
      return letters.join('');
    }
    case 4: {
      const index = Math.min(at(), letters.length - 2);
      if (index >= 0) [letters[index], letters[index + 1]] = [letters[index + 1]!, letters[index]!];
      return letters.join('');
    }
    case 5: {
      const index = at();
      letters.splice(index, 0, letters[index] ?? '');
      return letters.join('');
    }
    case 6:
      return letters.join(pick(rng, [' ', '.', '-', '_', '*']));
    case 7:
      return `(${word}:${(1 + rng()).toFixed(1)})`;
    case 8:
      return letters.map((letter) => (/[!-~]/.test(letter) ? String.fromCodePoint(letter.codePointAt(0)! + 0xfee0) : letter)).join('');
    case 9:
      return letters.map((letter) => `${letter}${pick(rng, ['\u0301', '\u0308', '\u0323', '\u0336'])}`).join('');
    default:
      return letters.map((letter) => UPSIDE_DOWN[letter] ?? letter).join('');
  }
}

/** The text with one or two of its words obfuscated, or with its case changed. */
function disguise(text: string, rng: Random): string {
  const words = text.split(' ');
  const times = chance(rng, 0.3) ? 2 : 1;
  for (let time = 0; time < times; time++) {
    const index = Math.floor(rng() * words.length);
    const word = words[index]!;
    if (word.length >= 3) words[index] = obfuscate(word, rng);
  }
  const joined = words.join(' ');
  return chance(rng, 0.1) ? joined.toUpperCase() : joined;
}

/** A prompt of parts: shuffled a little, joined by commas or spaces, with fillers. */
function compose(parts: string[], rng: Random): string {
  const all = [...parts];
  const fillers = between(rng, 0, 3);
  for (let count = 0; count < fillers; count++) all.splice(between(rng, 0, all.length), 0, pick(rng, ALL_FILLERS));
  if (chance(rng, 0.3))
    for (let index = all.length - 1; index > 0; index--) {
      const other = Math.floor(rng() * (index + 1));
      [all[index], all[other]] = [all[other]!, all[index]!];
    }
  return all.join(chance(rng, 0.7) ? ', ' : ' ');
}

const termsOf = (language: LanguageVocabulary, list: (language: LanguageVocabulary) => readonly string[]) =>
  list(language)
    .map(asWritten)
    .filter((term) => term !== '');

const ROMAN: readonly [number, string][] = [
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function roman(value: number): string {
  let left = value;
  let written = '';
  for (const [size, letters] of ROMAN) {
    while (left >= size) {
      written += letters;
      left -= size;
    }
  }
  return written;
}

/** A number word of the language for the value, a Roman numeral, or its digits. */
function writeNumber(language: LanguageVocabulary, value: number, rng: Random): string {
  if (value < 90 && chance(rng, 0.05)) return roman(value);
  if (chance(rng, 0.35)) {
    const words = Object.entries(language.numberWords).filter(([, number]) => number === value);
    if (words.length > 0) return pick(rng, words)[0];
  }
  return String(value);
}

/** An age in the language's own way: a unit after the number, or a word before it. */
function languageAge(language: LanguageVocabulary, value: number, rng: Random): string | undefined {
  const units = termsOf(language, (l) => l.ageUnits);
  const words = termsOf(language, (l) => l.ageWords);
  const number = writeNumber(language, value, rng);
  if (units.length > 0 && (words.length === 0 || chance(rng, 0.6))) return `${number}${chance(rng, 0.15) ? '' : ' '}${pick(rng, units)}`;
  if (words.length > 0) return `${pick(rng, words)} ${number}`;
  return undefined;
}

const people = (language: LanguageVocabulary) => PEOPLE[language.code] ?? PEOPLE.en!;
const minorAge = (rng: Random) => between(rng, 1, 17);
const adultAge = (rng: Random) => (chance(rng, 0.3) ? between(rng, 18, 21) : between(rng, 22, 75));

interface Builder {
  kind: string;
  label: 0 | 1;
  /** How often it is chosen, relative to the others. */
  weight: number;
  /** The parts of a prompt; for a row that must be refused, the first part is what makes it so. */
  build(language: LanguageVocabulary, rng: Random): string[] | undefined;
}

const sexualWord = (language: LanguageVocabulary, rng: Random) => {
  const own = termsOf(language, (l) => l.sexual);
  return own.length > 0 && chance(rng, 0.75)
    ? pick(rng, own)
    : pick(
        rng,
        termsOf(pick(rng, LANGUAGES), (l) => l.sexual),
      );
};
const listWord = (language: LanguageVocabulary, list: (language: LanguageVocabulary) => readonly string[]) => {
  const own = termsOf(language, list);
  return own.length > 0 ? own : undefined;
};
const characterNames = MINOR_CHARACTERS.flatMap((character) => [
  ...character.names,
  ...(character.withWork ?? []).flatMap((name) => character.works.slice(0, 2).map((work) => `${name} from ${work}`)),
]);
const allFictional = [...new Set([...LANGUAGES.flatMap((language) => language.fictionalMinors.map(asWritten)), ...characterNames])];
/**
 * The harmless phrases, but not those that state an age (a number word or a unit of age): a language
 * lists the ages ending with a small number ('yigirma uch yoshli', 23; also 'o'n uch yoshli', 13, which
 * the age rules refuse) so that the small number is not read alone, and an age is no harmless prompt.
 */
const harmlessPhrases = LANGUAGES.flatMap((language) => {
  const ageWords = new Set([...termsOf(language, (l) => l.ageUnits), ...Object.keys(language.numberWords)]);
  return termsOf(language, (l) => l.harmless).filter((phrase) => !phrase.split(' ').some((word) => ageWords.has(word)));
});

const BUILDERS: readonly Builder[] = [
  // Must be refused.
  {
    kind: 'minor-word',
    label: 1,
    weight: 10,
    build: (l, rng) => {
      const minors = listWord(l, (x) => x.minors);
      return minors && [pick(rng, minors), ...(chance(rng, 0.6) ? [sexualWord(l, rng)] : [])];
    },
  },
  {
    kind: 'school-level',
    label: 1,
    weight: 5,
    build: (l, rng) => {
      const levels = listWord(l, (x) => x.schoolLevels);
      return levels && [pick(rng, levels), pick(rng, people(l).any), ...(chance(rng, 0.6) ? [sexualWord(l, rng)] : [])];
    },
  },
  {
    kind: 'age-of-consent',
    label: 1,
    weight: 2,
    build: (l, rng) => {
      const phrases = listWord(l, (x) => x.ageOfConsent);
      return phrases && [pick(rng, phrases), sexualWord(l, rng)];
    },
  },
  {
    kind: 'minor-age',
    label: 1,
    weight: 10,
    build: (l, rng) => {
      const age = languageAge(l, minorAge(rng), rng);
      return age ? [age, pick(rng, [...people(l).any, ...people(l).adult]), sexualWord(l, rng)] : undefined;
    },
  },
  {
    kind: 'plain-minor-age',
    label: 1,
    weight: 10,
    build: (l, rng) => [
      pick(rng, PLAIN_AGE_SHAPES)
        .replace('{p}', pick(rng, [...people(l).any, ...people(l).adult]))
        .replace('{n}', writeNumber(l, minorAge(rng), rng)),
      sexualWord(l, rng),
    ],
  },
  {
    kind: 'age-around',
    label: 1,
    weight: 6,
    build: (l, rng) => [pick(rng, AGE_AROUND)(between(rng, 3, 16), rng), pick(rng, people(l).any), sexualWord(l, rng)],
  },
  {
    kind: 'childhood-items',
    label: 1,
    weight: 6,
    build: (l, rng) => {
      const items = listWord(l, (x) => x.childhoodItems) ?? termsOf(LANGUAGES[0]!, (x) => x.childhoodItems);
      const chosen = chance(rng, 0.5) ? [pick(rng, items), pick(rng, items)] : [pick(rng, items)];
      return [[...new Set(chosen)].join(', '), sexualWord(l, rng)];
    },
  },
  {
    kind: 'young-body',
    label: 1,
    weight: 5,
    build: (l, rng) => {
      const body = listWord(l, (x) => x.youngBody) ?? termsOf(LANGUAGES[0]!, (x) => x.youngBody);
      return [pick(rng, body), sexualWord(l, rng), ...(chance(rng, 0.5) ? [pick(rng, people(l).any)] : [])];
    },
  },
  {
    kind: 'de-ageing',
    label: 1,
    weight: 5,
    build: (l, rng) => [pick(rng, DE_AGEING).replace('{n}', String(between(rng, 4, 16))), sexualWord(l, rng)],
  },
  { kind: 'youth-group', label: 1, weight: 4, build: (l, rng) => [pick(rng, YOUTH_GROUPS), sexualWord(l, rng)] },
  {
    kind: 'minor-birth-year',
    label: 1,
    weight: 3,
    build: (l, rng) => {
      const born = CORPUS_YEAR - between(rng, 2, 17);
      return [
        pick(rng, BIRTH_SHAPES)
          .replace('{y}', String(born))
          .replace('{c}', String(born + 18))
          .replace('{p}', pick(rng, people(l).any)),
        sexualWord(l, rng),
      ];
    },
  },
  {
    kind: 'fictional-minor',
    label: 1,
    weight: 6,
    build: (l, rng) => [
      pick(rng, allFictional),
      sexualWord(l, rng),
      ...(chance(rng, 0.3) ? [pick(rng, ['aged up', 'adult version', '18+ version', 'now 18'])] : []),
    ],
  },
  {
    kind: 'minor-cue',
    label: 1,
    weight: 4,
    build: (l, rng) => {
      const cues = listWord(l, (x) => x.minorCues);
      return cues && [pick(rng, cues), sexualWord(l, rng)];
    },
  },
  {
    kind: 'life-stage',
    label: 1,
    weight: 2,
    build: (l, rng) => {
      const events = listWord(l, (x) => x.lifeEvents);
      return events && [pick(rng, events), sexualWord(l, rng)];
    },
  },
  // Must pass.
  {
    kind: 'adult-age',
    label: 0,
    weight: 12,
    build: (l, rng) => {
      const age = languageAge(l, adultAge(rng), rng);
      return age ? [pick(rng, [...people(l).any, ...people(l).adult]), age, ...(chance(rng, 0.7) ? [sexualWord(l, rng)] : [])] : undefined;
    },
  },
  {
    kind: 'plain-adult-age',
    label: 0,
    weight: 12,
    build: (l, rng) => [
      pick(rng, PLAIN_AGE_SHAPES)
        .replace('{p}', pick(rng, [...people(l).any, ...people(l).adult]))
        .replace('{n}', writeNumber(l, adultAge(rng), rng)),
      ...(chance(rng, 0.7) ? [sexualWord(l, rng)] : []),
    ],
  },
  {
    kind: 'adult-age-around',
    label: 0,
    weight: 4,
    build: (l, rng) => [pick(rng, people(l).any), pick(rng, AGE_AROUND)(between(rng, 20, 60), rng), sexualWord(l, rng)],
  },
  {
    kind: 'adult-sexual',
    label: 0,
    weight: 18,
    build: (l, rng) => [
      pick(rng, people(l).adult),
      sexualWord(l, rng),
      ...(chance(rng, 0.5) ? [adultCue(l, rng)] : []),
      ...(chance(rng, 0.4) ? [sexualWord(l, rng)] : []),
    ],
  },
  {
    kind: 'adult-words',
    label: 0,
    weight: 8,
    build: (l, rng) => [adultCue(l, rng), pick(rng, [...people(l).adult, ...people(l).any, 'couple', 'pair']), sexualWord(l, rng)],
  },
  {
    kind: 'adult-years',
    label: 0,
    weight: 5,
    build: (l, rng) => [
      pick(rng, YEARS_NOT_AGES).replace('{n}', String(between(rng, 1, 40))),
      pick(rng, people(l).adult),
      ...(chance(rng, 0.6) ? [sexualWord(l, rng)] : []),
    ],
  },
  {
    kind: 'adult-any-word',
    label: 0,
    weight: 18,
    build: (l, rng) => [pick(rng, people(l).any), sexualWord(l, rng), ...(chance(rng, 0.5) ? [adultCue(l, rng)] : [])],
  },
  {
    kind: 'scene',
    label: 0,
    weight: 10,
    build: (l, rng) => [pick(rng, SCENES), ...(chance(rng, 0.3) ? [pick(rng, people(l).adult)] : [])],
  },
  {
    kind: 'setting-number',
    label: 0,
    weight: 12,
    build: (l, rng) => [
      pick(rng, NUMBER_SETTINGS).replaceAll('{n}', String(between(rng, 1, 60))),
      pick(rng, [...SCENES, pick(rng, [...people(l).adult, ...people(l).any])]),
      ...(chance(rng, 0.6) ? [sexualWord(l, rng)] : []),
      ...(chance(rng, 0.3) ? [`${pick(rng, GENERATION_SETTINGS)} ${between(rng, 1, 40)}`] : []),
    ],
  },
  {
    kind: 'adult-birth-year',
    label: 0,
    weight: 3,
    build: (l, rng) => {
      const born = CORPUS_YEAR - between(rng, 19, 70);
      return [
        pick(rng, BIRTH_SHAPES)
          .replace('{y}', String(born))
          .replace('{c}', String(born + 18))
          .replace('{p}', pick(rng, people(l).any)),
        sexualWord(l, rng),
      ];
    },
  },
  {
    kind: 'adult-profession',
    label: 0,
    weight: 6,
    build: (l, rng) => {
      const age = chance(rng, 0.6) ? languageAge(l, adultAge(rng), rng) : undefined;
      return [
        pick(rng, PROFESSIONS),
        ...(age ? [age] : []),
        sexualWord(l, rng),
        ...(chance(rng, 0.4) ? [pick(rng, ADULT_CONTEXTS).replaceAll(/\{[yan]\}/g, '12')] : []),
      ];
    },
  },
  {
    kind: 'adult-context',
    label: 0,
    weight: 8,
    build: (l, rng) => [
      pick(rng, ADULT_CONTEXTS)
        .replace('{y}', String(between(rng, 1970, 2007)))
        .replace('{a}', String(between(rng, 10, 30)))
        .replace('{n}', String(between(rng, 2, 17))),
      ...(chance(rng, 0.5) ? [pick(rng, people(l).adult)] : []),
      sexualWord(l, rng),
    ],
  },
  {
    kind: 'harmless-phrase',
    label: 0,
    weight: 6,
    build: (l, rng) =>
      harmlessPhrases.length > 0
        ? [pick(rng, harmlessPhrases), ...(chance(rng, 0.3) ? [pick(rng, people(l).adult), sexualWord(l, rng)] : [pick(rng, SCENES)])]
        : undefined,
  },
  {
    kind: 'childhood-item-alone',
    label: 0,
    weight: 3,
    build: (l, rng) => {
      const items = listWord(l, (x) => x.childhoodItems);
      return items && [pick(rng, items), pick(rng, ['on a shelf', 'in a shop window', 'product photo', 'still life', 'museum display'])];
    },
  },
  {
    kind: 'character-plain',
    label: 0,
    weight: 3,
    build: (_l, rng) => [
      pick(rng, allFictional),
      pick(rng, ['eating ramen', 'in a forest', 'fan art', 'chibi sticker', 'holding an umbrella', 'riding a bike']),
    ],
  },
];

const TOTAL_WEIGHT = BUILDERS.reduce((sum, builder) => sum + builder.weight, 0);

function chooseBuilder(rng: Random): Builder {
  let at = rng() * TOTAL_WEIGHT;
  for (const builder of BUILDERS) {
    at -= builder.weight;
    if (at < 0) return builder;
  }
  return BUILDERS[BUILDERS.length - 1]!;
}

/** The share of rows that must be refused that get a twin that must pass. */
const TWIN_SHARE = 0.6;
/** Added to a kind for the twins of its rows: 'minor-word:twin'. */
export const TWIN = ':twin';

/**
 * What a twin has instead of the minor: an adult person, an adult age, a word of adulthood, a grown-up's
 * job. Twins teach the model that the rest of a refused row (its sexual words in any language, its
 * fillers, its disguise) weighs nothing alone.
 */
function adultSignal(language: LanguageVocabulary, rng: Random): string {
  switch (Math.floor(rng() * 5)) {
    case 0:
      return pick(rng, people(language).adult);
    case 1:
      return languageAge(language, adultAge(rng), rng) ?? `${pick(rng, people(language).adult)}, ${adultAge(rng)}`;
    case 2:
      return adultCue(language, rng);
    case 3:
      return pick(rng, PROFESSIONS);
    default:
      return pick(rng, PLAIN_AGE_SHAPES)
        .replace('{p}', pick(rng, [...people(language).any, ...people(language).adult]))
        .replace('{n}', writeNumber(language, adultAge(rng), rng));
  }
}

/** The kinds a row may be built as, with their labels. */
export const CORPUS_KINDS: readonly { kind: string; label: 0 | 1 }[] = BUILDERS.map(({ kind, label }) => ({ kind, label }));

/** A digest of the rows, their labels and kinds, in order. */
export function corpusDigest(rows: readonly CorpusRow[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(`${row.label}\t${row.kind}\t${row.language}\t${row.text}\n`);
  return hash.digest('hex');
}

/** The corpus: `size` rows, the same ones in the same order for the same seed. */
export function buildCorpus(options: { size?: number; seed?: number } = {}): CorpusRow[] {
  const size = options.size ?? CORPUS_SIZE;
  const rng = random(options.seed ?? 20261129);
  const rows: CorpusRow[] = [];
  const seen = new Set<string>();
  let attempts = 0;
  while (rows.length < size && attempts < size * 4) {
    attempts++;
    const builder = chooseBuilder(rng);
    const language = pick(rng, LANGUAGES);
    const parts = builder.build(language, rng);
    if (!parts) continue;
    // The twin is written with the same fillers, order and disguise: only the minor is swapped for an adult.
    const seed = Math.floor(rng() * 4294967296);
    const write = (pieces: string[]) => {
      const own = random(seed);
      const text = compose(pieces, own);
      return chance(own, 0.3) ? disguise(text, own) : text;
    };
    const text = write(parts);
    if (seen.has(text)) continue;
    seen.add(text);
    rows.push({ text, label: builder.label, kind: builder.kind, language: language.code });
    if (builder.label === 1 && chance(rng, TWIN_SHARE) && rows.length < size) {
      const twin = write([adultSignal(language, rng), ...parts.slice(1)]);
      if (!seen.has(twin)) {
        seen.add(twin);
        rows.push({ text: twin, label: 0, kind: `${builder.kind}${TWIN}`, language: language.code });
      }
    }
  }
  return rows;
}
