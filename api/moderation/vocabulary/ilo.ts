import { vocabulary } from './types';

/**
 * Ilocano (Iloko), with the English and Spanish words people mix in; words it shares with Tagalog are in
 * tl.ts ('menor de edad', 'kindergarten'). 'ubing' (a child) and 'ubbing' (children) are no word of
 * another language and are read alone. 'balasang' (a maiden) and 'babai' (a woman) are said of grown
 * women and pass; an age beside them is read by the age rules ('13 a tawen'). 'nataengan' (adult) is in
 * 'saan pay a nataengan' (not yet of age), which a negative prompt names to protect, so adulthood is read
 * in phrases ('nataengan a babai'). Not 'estudiante' (a student) as a cue: it is the Spanish word.
 */

/**
 * Numbers 1-99 before 'a tawen' or 'tawen' (years): units, teens ('sangapulo ket tallo', 13), tens
 * ('duapulo', 'uppat a pulo') and compounds ('duapulo ket tallo', 23, which holds 'tallo').
 */
const UNITS = ['maysa', 'dua', 'tallo', 'uppat', 'lima', 'innem', 'pito', 'walo', 'siam'];
const TENS: readonly (readonly string[])[] = [
  ['duapulo'], ['tallopulo'], ['uppat a pulo', 'uppatpulo'], ['limapulo'], ['innem a pulo', 'innempulo'], ['pitopulo'],
  ['walopulo'], ['siam a pulo', 'siampulo'],
];
const NUMBER_WORDS: Record<string, number> = { sangapulo: 10 };
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`sangapulo ket ${unit}`] = 11 + index;
});
TENS.forEach((spellings, index) => {
  const tens = (index + 2) * 10;
  for (const ten of spellings) {
    NUMBER_WORDS[ten] = tens;
    UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${ten} ket ${unit}`] = tens + unitIndex + 1));
  }
});

const ORDINALS = ['umuna', 'maikadua', 'maikatlo', 'maikapat', 'maikalima', 'maikanem', 'maikapito', 'maikawalo', 'maikasiam', 'maikasangapulo'];

export default vocabulary('ilo', 'Ilocano', {
  minors: [
    'ubing', 'ubbing', 'maladaga', 'balasitang', 'agtutubo', 'agtutubo a babai', 'agtutubo a lalaki',
  ],
  schoolLevels: [
    'elementaria', 'elementaria pay',
    ...ORDINALS.map((ordinal) => `${ordinal} a grado`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((grade) => [`maika-${grade} a grado`, `adda iti grade ${grade}`]),
  ],
  ageOfConsent: [
    'saan pay a nataengan', 'di pay nataengan', 'saan pay nga nataengan', 'awan pay 18', 'awan pay 18 a tawen', 'baba ti 18',
    'baba iti 18 a tawen', 'menor de edad pay',
  ],
  lifeEvents: ['buniag', 'nabuniagan', 'umuna a komunion', 'umuna a regla', 'immuna a regla'],
  minorCues: ['ading a babai', 'ading nga babai', 'uniporme ti eskuela', 'uniporme iti pagadalan', 'kasla agtutubo'],
  sexual: ['lamolamo', 'lamo-lamo', 'nakalamolamo', 'labus', 'nakalabus', 'awan kawesna', 'awan bado na', 'awan badona'],
  adulthood: ['nataengan a babai', 'nataengan a baket', 'nataengan a tao', 'nataengan metten', 'nataengan nga babai', 'adda iti husto a tawen'],
  youngBody: ['patad a barukong', 'awan pay susona', 'awan pay regla na', 'awan pay regla'],
  childhoodItems: ['botelia ti gatas', 'botelya ti gatas'],
  // Not 'baro' (a young man): it is the Tagalog 'shirt'.
  people: [
    'babai', 'babbai', 'lalaki', 'lallaki', 'balasang', 'babbalasang', 'baket', 'lakay', 'asawa', 'asawana', 'nobya', 'nobyo', 'ikakasar',
    'modelo', 'isuna', 'manang', 'manong',
  ],
  ageUnits: ['a tawen', 'tawen', 'tawenna'],
  ageWords: ['tawenna ket', 'edadna'],
  numberWords: NUMBER_WORDS,
});
