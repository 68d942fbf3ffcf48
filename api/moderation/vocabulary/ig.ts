import { vocabulary } from './types';

/**
 * Igbo, with its subdots or without them ('ụmụaka' folds to 'umuaka'). 'nwa' (a child, also a son or
 * daughter of any age) begins many ordinary phrases ('nwa ewu', a kid goat; 'nwa nwoke', a son), so it is
 * read in phrases only ('obere nwa', 'nwa ọhụrụ'); 'nwa agbọghọ' (a girl, a maiden) and 'nwa nwoke' are
 * said of adults too and pass. Short words that are other words without their subdots are listed as
 * written ('=ọtọ', naked; '=ọtụ', which is 'otu', one, without its subdots). Ages are said 'afọ 15' (15
 * years), so 'afọ' is a word for age; numbers in words after it are listed as phrases, not 'afọ iri' (10),
 * which begins 'afọ iri abụọ' (20).
 */

const UNITS = ['otu', 'abụọ', 'atọ', 'anọ', 'ise', 'isii', 'asaa', 'asatọ', 'itoolu', 'iteghete'];
const UNIT_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 9];
/** 3 to 17 but 10, in words. */
const YOUNG = [
  'atọ', 'anọ', 'ise', 'isii', 'asaa', 'asatọ', 'itoolu', 'iteghete',
  ...['otu', 'abụọ', 'atọ', 'anọ', 'ise', 'isii', 'asaa'].map((unit) => `iri na ${unit}`),
];

/**
 * Numbers 1-99: units, teens ('iri na ise'), tens ('iri abụọ', 20) and their compounds ('iri abụọ na ise',
 * which ends in 'ise').
 */
const NUMBER_WORDS: Record<string, number> = { iri: 10, ọgụ: 20 };
UNITS.forEach((unit, index) => {
  const value = UNIT_VALUES[index] ?? 0;
  NUMBER_WORDS[unit] = value;
  NUMBER_WORDS[`iri na ${unit}`] = 10 + value;
  UNITS.forEach((tens, tensIndex) => {
    const tensValue = (UNIT_VALUES[tensIndex] ?? 0) * 10;
    if (tensValue < 20) return;
    NUMBER_WORDS[`iri ${tens}`] = tensValue;
    NUMBER_WORDS[`iri ${tens} na ${unit}`] = tensValue + value;
  });
});

export default vocabulary('ig', 'Igbo', {
  minors: [
    'nwata', 'ụmụaka', 'ụmụ aka', 'nwatakịrị', 'ụmụntakịrị', 'obere nwa', 'ụmụ obere', 'nwa ọhụrụ', 'nwa ọhụụ', 'nwa ara',
    'obere nwa agbọghọ', 'obere nwaagbọghọ', 'obere nwa nwanyị', 'obere nwa nwoke', 'nwa akwụkwọ', 'ụmụ akwụkwọ',
    'nwa na-eto eto', 'onye na-erubeghị afọ',
    ...YOUNG.map((number) => `afọ ${number}`),
  ],
  schoolLevels: [
    'ụlọ akwụkwọ praịmarị', 'praịmarị', 'ụlọ akwụkwọ sekọndrị', 'sekọndrị', 'ụlọ akwụkwọ ọta akara', 'ọta akara',
    'ụlọ akwụkwọ elementrị', 'ụlọ akwụkwọ ụmụaka',
    ...[1, 2, 3, 4, 5, 6].flatMap((grade) => [`klaasị ${grade}`, `praịmarị ${grade}`]),
  ],
  ageOfConsent: [
    'erubeghị afọ 18', 'erubeghị afọ iri na asatọ', 'n’okpuru afọ 18', 'okpuru afọ 18', 'okpuru afọ iri na asatọ',
    'erubeghị afọ ọlụlụ', 'erubeghị afọ nkwenye',
  ],
  lifeEvents: ['ibi ugwu', 'ịgụ aha', 'ụbọchị mbụ n’ụlọ akwụkwọ', 'ụbọchị mbụ na ụlọ akwụkwọ'],
  minorCues: [
    'uwe akwụkwọ', 'nwanne nta', 'nwanne m nke nta', 'nwanne m nwanyị nke nta', 'nwanyị nta', 'ọ dị obere', 'yiri nwata',
    'ntakịrị nwaanyị',
  ],
  sexual: [
    'gba ọtọ', 'gbara ọtọ', 'nọ ọtọ', '=ọtọ', 'foto ọtọ', 'mmekọahụ', 'mmekọ nwoke na nwaanyị', 'agụụ mmekọahụ', 'ara ya',
    '=ọtụ', '=amụ', 'ịkwa iko', 'uwe ime', 'yipụ uwe', 'yipụrụ uwe', 'enweghị uwe', 'akwụna',
  ],
  adulthood: [
    'okenye', 'ndị okenye', 'nwaanyị toro eto', 'nwanyị toro eto', 'toro eto', 'onye toro eto', 'karịrị afọ 18',
    'gafere afọ 18',
  ],
  harmless: [
    // A student of a university
    ...['nwa akwụkwọ', 'ụmụ akwụkwọ'].flatMap((student) => [`${student} mahadum`, `${student} kọleji`]),
    // 18 and 19, which begin like a younger age
    'afọ iri na asatọ', 'afọ iri na itoolu', 'afọ iri na iteghete',
  ],
  youngBody: ['enweghị ara', 'ara adịghị', 'ahụ na-etobeghị', 'etobeghị', 'obi dị larịị'],
  childhoodItems: ['karama nwa'],
  childhoodHints: ['akpa akwụkwọ'],
  ageWords: ['afọ'],
  numberWords: NUMBER_WORDS,
  // Not 'ọ' (she, he), one letter, nor 'di' (a husband), two.
  people: [
    'nwanyị', 'nwaanyị', 'ụmụ nwanyị', 'inyom', 'nwoke', 'ụmụ nwoke', 'ikom', 'nwa agbọghọ', 'agbọghọ', 'ụmụ agbọghọ', 'okorobịa', 'dimkpa',
    'nwunye', 'oriaku', 'odoziaku', 'maazị', 'ọmalicha',
  ],
});
