import { vocabulary } from './types';

/**
 * Haitian Creole (Kreyòl ayisyen), in its official spelling, typed with or without its accents ('lekòl'
 * is also found as 'lekol'). French words Haitians also write are in fr.ts ('enfant', 'bébé'). 'tifi' (a
 * girl) and 'ti gason' (a boy) are also said of young women and men and pass, as 'girl' does; 'jenn tifi'
 * (a lass) is a cue of a sexual prompt. Not 'tibebe' (a baby): 'ti bebe' glued is the Spanish 'para ti,
 * bebé'. Haitian says an age with 'an' ('li gen 13 an', she is 13), which is also the English article:
 * it is no unit of age here, and ages are phrases with 'gen' (has) or a child word ('gen 13 an', 'tifi
 * katòz an', 'katòz an'), not with the numbers whose phrase is another word written as one ('sèt an' is
 * 'setan', the Indonesian devil; 'kenz an' is 'kenzan'). Nor 'minè' (a minor) alone, which is the English
 * 'mine' without its accent: it is read in phrases ('moun minè', 'se yon minè').
 */

/** Numbers from one to seventeen (folded, so 'sèt' is 'set'), before 'an' in the age phrases. */
const YOUNG_NUMBERS = [
  'en', 'youn', 'de', 'twa', 'kat', 'senk', 'sis', 'set', 'uit', 'nef', 'dis', 'onz', 'douz', 'trez', 'katoz', 'kenz', 'sez',
  'diset',
];
/** ... those whose 'N an' is no other word when written as one ('katozan'; 'setan' and 'kenzan' are). */
const ALONE = ['twa', 'uit', 'nef', 'onz', 'douz', 'trez', 'katoz', 'sez', 'diset'];
const DIGITS = Array.from({ length: 17 }, (_, index) => String(index + 1));
const YOUNG_AGES = [
  ...[...YOUNG_NUMBERS, ...DIGITS].flatMap((number) => [`gen ${number} an`, `tifi ${number} an`, `ti fi ${number} an`, `ti gason ${number} an`]),
  ...ALONE.map((number) => `${number} an`),
];

/**
 * Numbers 1-99 as words, read before a unit of age of any language ('kenz ans'): units, teens, tens ('ven',
 * 'trant') and their compounds written as one word ('vennsenk', 25; 'venteyen', 21). Not 'en', 'de',
 * 'sèt', 'sis', 'dis', 'kat' nor 'uit' alone: they are words of English, Swedish, Dutch or French ('de är',
 * 'set years'); they are read in compounds.
 */
const NUMBER_WORDS: Record<string, number> = {
  youn: 1, twa: 3, senk: 5, nèf: 9, onz: 11, douz: 12, trèz: 13, katòz: 14, kenz: 15, sèz: 16, disèt: 17, dizuit: 18,
  diznèf: 19, ven: 20, trant: 30, karant: 40, senkant: 50, swasant: 60, swasanndis: 70, katreven: 80, katrevendis: 90,
};
const UNITS: readonly [string, number][] = [['teyen', 1], ['nde', 2], ['ntwa', 3], ['nkat', 4], ['nsenk', 5], ['nsis', 6], ['nsèt', 7], ['tuit', 8], ['tnèf', 9]];
for (const [stem, tens] of [['ven', 20], ['tran', 30], ['karan', 40], ['senkan', 50], ['swasan', 60]] as const) {
  for (const [unit, value] of UNITS) NUMBER_WORDS[`${stem}${unit}`] = tens + value;
}

const ORDINALS = ['premye', 'dezyèm', 'twazyèm', 'katriyèm', 'senkyèm', 'sizyèm', 'setyèm', 'uityèm', 'nevyèm'];
const NUMBERED = ['1ye', '1e', '2yèm', '3yèm', '4yèm', '5yèm', '6yèm', '7yèm', '8yèm', '9yèm', '2em', '3em', '4em', '5em', '6em', '7em', '8em', '9em'];

export default vocabulary('ht', 'Haitian Creole', {
  minors: [
    'timoun', 'ti moun', 'ti pitit', 'pitit piti', 'ti tifi', 'tifi piti', 'ti gason piti', 'pitit fi piti', 'bebe fi',
    'bebe gason', 'moun minè', 'se yon minè', 'adolesan', 'adolesant', 'timoun lekòl',
    ...YOUNG_AGES,
  ],
  schoolLevels: [
    'lekòl primè', 'lekòl fondamantal', 'jaden danfan', 'jarden danfan', 'lekòl matènèl', 'kindègadenn', 'preskolè',
    'klas primè',
    ...ORDINALS.flatMap((grade) => [`${grade} ane fondamantal`, `${grade} ane lekòl`]),
    ...NUMBERED.map((grade) => `${grade} ane fondamantal`),
  ],
  ageOfConsent: ['poko gen 18 an', 'poko gen dizuit an', 'poko majè', 'pa majè', 'anba 18 an', 'anba dizuit an', 'anba laj', 'poko gen laj'],
  lifeEvents: ['premye kominyon', 'premye jou lekòl', '=batèm', 'konfimasyon', 'premye règ'],
  minorCues: ['jenn tifi', 'jèn tifi', 'jenn ti fi', 'inifòm lekòl', 'rad lekòl', 'ti sè piti', 'sak lekòl'],
  sexual: [
    'toutouni', 'touni', 'dezabiye', 'fè sèks', 'fè lanmou', 'pònografi', 'erotik', 'soutyen', 'pantalèt', 'kilòt', 'rad anba',
    'san rad', 'tete deyò', 'bouboun', 'koko li', 'zozo li', 'kòk li',
  ],
  adulthood: ['granmoun', 'fanm granmoun', 'moun majè', 'fanm majè', 'adilt', 'gen plis pase 18 an', 'gen 18 an pase'],
  youngBody: ['lestomak plat', 'pwatrin plat', 'poko gen tete', 'poko gen règ'],
  childhoodItems: ['kouchèt', 'tetin', 'bibon', 'bibwon'],
  ageWords: ['laj', 'laj li'],
  numberWords: NUMBER_WORDS,
  // Not 'li' (she, he), two letters, 'nèg' (a guy), which folds to 'neg', 'dam' (a lady), the English word, nor 'mari' (a husband),
  // the Romanian 'big'.
  people: [
    'fanm', 'gason', 'nonm', 'tifi', 'madanm', 'mesye', 'misye', 'madmwazèl', 'lamarye', 'mennaj', 'fiyanse', 'modèl', 'blond', 'grimèl',
  ],
});
