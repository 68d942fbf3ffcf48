import { vocabulary } from './types';

/**
 * Kinyarwanda. 'abana' (children) is also Portuguese ('abana', fans), so it is read in phrases ('abana
 * bato'); 'umukobwa' (a girl, a daughter) and 'umuhungu' (a boy, a son) are said of adults too and pass,
 * and an age beside them is read by the age rules. The apostrophe joins a word to the next ("umwana
 * w'umukobwa", "y'imyaka"): it is read as a break between two words. Ages are said 'imyaka 15' (15
 * years, "w'imyaka 15"), so 'imyaka' is a word for age; numbers in words after it ("imyaka cumi
 * n'itanu") are listed as phrases.
 */

/** 3 to 17 in words, as they follow 'imyaka'. */
const YOUNG = [
  'itatu', 'ine', 'itanu', 'itandatu', 'irindwi', 'umunani', 'icyenda', 'icumi',
  ...["n'umwe", "n'ibiri", "n'itatu", "n'ine", "n'itanu", "n'itandatu", "n'irindwi"].map((unit) => `cumi ${unit}`),
];

/**
 * Numbers 1-99: counted ('gatanu') and agreeing with 'imyaka' ('itanu'), teens ("cumi n'itanu"), tens
 * ('makumyabiri', 'mirongo itatu') and their compounds ("makumyabiri n'itanu", which ends in 'itanu').
 */
const AGREEING = ['umwe', 'ibiri', 'itatu', 'ine', 'itanu', 'itandatu', 'irindwi', 'umunani', 'icyenda'];
const COUNTED = ['rimwe', 'kabiri', 'gatatu', 'kane', 'gatanu', 'gatandatu', 'karindwi', 'umunani', 'icyenda'];
const TENS = [
  'makumyabiri', 'mirongo itatu', 'mirongo ine', 'mirongo itanu', 'mirongo itandatu', 'mirongo irindwi', 'mirongo inani', 'mirongo cyenda',
];
const NUMBER_WORDS: Record<string, number> = { icumi: 10 };
[...AGREEING, ...COUNTED].forEach((unit, index) => (NUMBER_WORDS[unit] = (index % 9) + 1));
AGREEING.forEach((unit, index) => (NUMBER_WORDS[`cumi n'${unit}`] = 11 + index));
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  AGREEING.forEach((unit, unitIndex) => (NUMBER_WORDS[`${tens} n'${unit}`] = (index + 2) * 10 + unitIndex + 1));
});

export default vocabulary('rw', 'Kinyarwanda', {
  minors: [
    'umwana', 'umwana muto', 'abana bato', "abana b'abakobwa", "abana b'abahungu", "abana b'ishuri", "umwana w'ishuri",
    'uruhinja', 'impinja', 'agakobwa', 'udukobwa', 'agahungu', 'uduhungu', 'umwangavu', 'abangavu', 'ingimbi',
    'utarageza ku myaka y’ubukure', 'amashusho y’urukozasoni y’abana', "ihohoterwa rishingiye ku gitsina ku bana",
    ...YOUNG.map((number) => `imyaka ${number}`),
  ],
  schoolLevels: [
    'amashuri abanza', 'mashuri abanza', 'ishuri ribanza', 'amashuri yisumbuye', 'mashuri yisumbuye', 'ishuri ryisumbuye',
    "amashuri y'incuke", 'incuke',
    "ishuri ry'incuke", 'amashuri y’inshuke', 'inshuke',
    ...['mbere', 'kabiri', 'gatatu', 'kane', 'gatanu', 'gatandatu'].map((year) => `mu mwaka wa ${year} w'amashuri abanza`),
  ],
  ageOfConsent: [
    "utarageza imyaka 18", "atarageza imyaka 18", "munsi y'imyaka 18", "utaruzuza imyaka 18", "ataruzuza imyaka 18",
    "munsi y'imyaka cumi n'umunani", 'atarakura', 'utarakura', 'ataragera ku myaka y’ubukure',
  ],
  lifeEvents: ['ubwangavu', 'igihe cy’ubwangavu', "umunsi wa mbere w'ishuri"],
  minorCues: [
    "imyenda y'ishuri", "impuzankano y'ishuri", 'murumuna wanjye', 'mushiki wanjye muto', 'ubwana', 'asa muto', 'umunyeshuri',
    'abanyeshuri',
  ],
  sexual: [
    'yambaye ubusa', 'wambaye ubusa', 'bambaye ubusa', 'kambaye ubusa', 'ambaye ubusa', 'ubwambure', 'imibonano mpuzabitsina',
    'mpuzabitsina', 'amabere', 'igitsina',
    'imyanya ndangagitsina', 'ikariso', 'isutiya', 'yikuyemo imyenda', 'kwiyambura', 'yiyambuye', 'indaya', 'urukozasoni',
    'irari ry’ibitsina',
  ],
  adulthood: [
    'umuntu mukuru', 'abantu bakuru', 'umugore mukuru', 'warakuze', 'yarakuze', 'urengeje imyaka 18', 'arengeje imyaka 18',
    'ufite imyaka y’ubukure',
  ],
  harmless: [
    // The young of animals, and a student of a university
    ...["w'imbwa", "w'injangwe", "w'inka", "w'intare", "w'inkende", "w'ihene", "w'intama", "w'ingagi"].map((animal) => `umwana ${animal}`),
    ...['umunyeshuri wa kaminuza', 'abanyeshuri ba kaminuza', "umunyeshuri w'ishuri rikuru", "abanyeshuri b'ishuri rikuru"],
  ],
  youngBody: ['nta mabere', 'adafite amabere', 'umubiri utarakura', 'amabere atarakura'],
  childhoodItems: ['amapampa', "icupa ry'uruhinja"],
  childhoodHints: ['igipupe', 'ibipupe', "igikapu cy'ishuri"],
  ageWords: ['imyaka', 'afite imyaka'],
  numberWords: NUMBER_WORDS,
  // Not 'we' (she, he), two letters.
  people: [
    'umugore', 'abagore', 'umugabo', 'abagabo', 'umukobwa', 'abakobwa', 'umuhungu', 'abahungu', 'inkumi', 'umusore', 'abasore', 'umudamu',
    'madamu', 'umugeni', 'umukunzi', 'umunyamideli',
  ],
});
