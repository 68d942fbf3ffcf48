import { vocabulary } from './types';

/**
 * Tagalog number words from five to seventeen, with the linker they take before a noun ('labintatlong').
 * Below eleven only with 'taong gulang' ('years of age'): 'limang taon' is also 'five years' of time.
 */
const CHILD_AGES = ['limang', 'anim na', 'pitong', 'walong', 'siyam na', 'sampung'];
const TEEN_AGES = [
  'labing-isang', 'labindalawang', 'labintatlong', 'labing-apat na', 'labinlimang', 'labing-anim na', 'labimpitong',
  'labing-pitong',
];

/**
 * Tagalog (Filipino), with the Taglish people type. 'bata' (child) is also Spanish for a robe and
 * 'batang' Indonesian for a stem, so 'bata' is read only in phrases ('batang babae', 'mga bata', 'ang
 * bata'). 'anak' (child, offspring) glues to the English 'an AK' and is read only in phrases ('mga anak
 * ko'); 'anak ng ...' is an exclamation. 'dalaga' (a young woman) and 'babae' pass; an age beside them is read by the
 * age rules ('13 taon' already is). Ages in number words are listed as phrases.
 */
/**
 * Numbers 1-99 before 'taon' or 'taong gulang', with the linker they take before a noun ('tatlong',
 * 'apat na'): units, teens ('labintatlo'), tens ('dalawampu') and compounds ('dalawampu't tatlo', which
 * holds 'tatlo'); and the Spanish-derived numbers of ages ('trese anyos', 'bente singko'), 'anyos' being a unit.
 */
const DIGITS = ['isa', 'dalawa', 'tatlo', 'apat', 'lima', 'anim', 'pito', 'walo', 'siyam'];
const TEENS: Readonly<Record<string, number>> = {
  'labing-isa': 11, labingisa: 11, 'labing isa': 11, labindalawa: 12, labintatlo: 13, 'labing-apat': 14, labingapat: 14,
  labinlima: 15, 'labing-anim': 16, labinganim: 16, labimpito: 17, 'labing-pito': 17, labinpito: 17, labingwalo: 18,
  'labing-walo': 18, labinsiyam: 19, 'labing-siyam': 19,
};
const TENS = ['dalawampu', 'tatlumpu', 'apatnapu', 'limampu', 'animnapu', 'pitumpu', 'walumpu', 'siyamnapu'];
const NATIVE: Record<string, number> = { sampu: 10, ...TEENS };
DIGITS.forEach((digit, index) => {
  NATIVE[digit] = index + 1;
});
TENS.forEach((tens, index) => {
  NATIVE[tens] = (index + 2) * 10;
  DIGITS.forEach((unit, unitIndex) => {
    NATIVE[`${tens}'t ${unit}`] = (index + 2) * 10 + unitIndex + 1;
    NATIVE[`${tens} at ${unit}`] = (index + 2) * 10 + unitIndex + 1;
  });
});
const SPANISH_DIGITS: readonly (readonly string[])[] = [
  ['uno'], ['dos'], ['tres'], ['kuwatro', 'kwatro', 'kuatro'], ['singko', 'sinko'], ['sais', 'seis'],
  ['siyete', 'syete', 'siete'], ['otso', 'ocho'], ['nuwebe', 'nwebe', 'nueve'],
];
const SPANISH_TENS: readonly (readonly string[])[] = [
  ['beinte', 'bente', 'beynte', 'biyente'], ['trenta', 'treinta', 'trayenta'], ['kuwarenta', 'kwarenta', 'kuarenta'],
  ['singkuwenta', 'singkwenta', 'sinkwenta'], ['sesenta', 'sisenta'], ['setenta', 'sitenta'], ['otsenta', 'ochenta'],
  ['nobenta', 'nubenta'],
];
const NUMBER_WORDS: Record<string, number> = {
  diyes: 10, onse: 11, dose: 12, trese: 13, katorse: 14, kinse: 15, disisais: 16, disiseis: 16, 'dyes y sais': 16,
  disisiyete: 17, disisyete: 17, disiotso: 18, disinuwebe: 19, disinwebe: 19,
};
SPANISH_DIGITS.forEach((digits, index) => {
  for (const digit of digits) NUMBER_WORDS[digit] = index + 1;
});
SPANISH_TENS.forEach((tens, index) => {
  for (const ten of tens) {
    NUMBER_WORDS[ten] = (index + 2) * 10;
    SPANISH_DIGITS.forEach((digits, unitIndex) => {
      for (const digit of digits) {
        NUMBER_WORDS[`${ten} ${digit}`] = (index + 2) * 10 + unitIndex + 1;
        NUMBER_WORDS[`${ten} y ${digit}`] = (index + 2) * 10 + unitIndex + 1;
        NUMBER_WORDS[`${ten}'y ${digit}`] = (index + 2) * 10 + unitIndex + 1;
      }
    });
  }
});
// With its linker only from eleven on: 'limang taon' is also five years of time (the ages below
// eleven are phrases with 'taong gulang', above). Not 'anim' alone: a number word may join its unit, and
// the Spanish 'animar' would read '6 år'.
for (const [word, value] of Object.entries(NATIVE)) {
  if (word !== 'anim') NUMBER_WORDS[word] = value;
  if (value > 10) NUMBER_WORDS[/[aeiou]$/.test(word) ? `${word}ng` : `${word} na`] = value;
}

export default vocabulary('tl', 'Tagalog', {
  minors: [
    'batang babae', 'batang lalaki', 'batang lalake', 'mga bata', 'mga batang', 'ang bata', 'ang batang', 'isang bata',
    'isang batang', 'maliit na bata', 'batang maliit', 'batang paslit', 'batang hubad', 'hubad na bata', 'mga paslit', 'paslit',
    'musmos', 'sanggol', 'mga sanggol', 'bagong silang na sanggol', 'dalagita', 'dalagitang', 'binatilyo',
    'menor de edad', 'anak kong babae', 'mga anak ko', 'aking anak na babae', 'batang estudyante',
    'pedopilya', 'pedopilo', 'pedophile', 'bata pa lang', 'bata pa siya',
    ...CHILD_AGES.map((age) => `${age} taong gulang`),
    ...TEEN_AGES.flatMap((age) => [`${age} taong gulang`, `${age} taon`]),
  ],
  schoolLevels: [
    'elementarya', 'mababang paaralan', 'paaralang elementarya', 'mataas na paaralan', 'hayskul', 'haiskul', 'high school pa',
    'junior high school', 'kindergarten', 'kinder pa', 'daycare pa',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `grade ${grade} pa`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `nasa grade ${grade}`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `ika-${grade} baitang`),
  ],
  ageOfConsent: [
    'wala pang 18', 'wala pa sa tamang edad', 'wala sa hustong gulang', 'hindi pa legal', 'hindi pa nasa hustong gulang',
    'menor de edad pa', 'wala pang labing-walo', 'hindi pa dalaga',
  ],
  lifeEvents: [
    'bagong tuli', 'pagtutuli', 'magpatuli', 'binyag', 'bininyagan', 'unang komunyon', 'pagdadalaga', 'pagbibinata',
    'unang regla',
  ],
  minorCues: [
    'uniporme sa eskwela', 'uniporme ng paaralan', 'uniporme sa paaralan', 'nakababatang kapatid', 'bunsong kapatid',
    'mukhang bata', 'parang bata', 'isip bata', 'batang tingnan', 'batang-bata', 'estudyante', 'mukhang estudyante',
  ],
  sexual: [
    'hubad', 'nakahubad', "hubo't hubad", 'hubu at hubad', 'kantot', 'kantutan', 'iyutan', 'malaswa', 'malaswang', 'seksing',
    'libog', 'malibog',
    'kalibugan', 'seksi', 'utong', 'suso', 'pekpek', 'bilat', 'burat', 'tamod', 'jakol', 'salsal', 'walang damit', 'panty',
    'bra', 'nagtatalik', 'pagtatalik', 'porn', 'hubaran',
  ],
  adulthood: [
    'nasa hustong gulang', 'hustong gulang', 'nasa wastong edad', 'wastong gulang', 'may sapat na gulang', 'adulto',
    'dalaga na',
  ],
  youngBody: ['patag na dibdib', 'walang dibdib', 'hindi pa buo ang katawan'],
  childhoodItems: ['lampin', 'diaper', 'tsupon', 'dede ng bata'],
  childhoodHints: ['tirintas', 'laruan'],
  // Not 'kanya' (her, him), the Hindi word for a maiden, also a girl child, nor 'syota' (a girlfriend), the Japanese 'shota'.
  people: [
    'babae', 'babaeng', 'lalaki', 'lalake', 'lalaking', 'dalaga', 'dalagang', 'binata', 'ginang', 'binibini', 'ginoo', 'asawa', 'misis', 'nobya',
    'nobyo', 'kasintahan', 'jowa', 'modelo', 'bebot', 'siya',
  ],
  ageUnits: ['taong gulang', 'na taong gulang', 'anyos'],
  numberWords: NUMBER_WORDS,
});
