import { vocabulary } from './types';

/**
 * Cebuano (Bisaya), with the English and Spanish words people mix in. Words it shares with Tagalog are in
 * tl.ts ('mga bata', 'batang lalaki', 'menor de edad', 'hubad', 'elementarya'). 'bata' (a child) is also
 * Spanish for a robe and a brand of shoes, and a protégé in Cebuano politics ('mga bata ni Mayor', which
 * is harmless), so it is read in phrases ('bata nga babaye', 'gamay nga bata', 'usa ka bata'). 'hamtong' (adult, mature) is in
 * 'dili pa hamtong' (not yet of age), which a negative prompt names to protect, so adulthood is read in
 * phrases ('hamtong na'). 'dalaga' and 'babaye' pass; an age beside them is read by the age rules
 * ('13 ka tuig', '13 anyos').
 */

/**
 * Numbers 1-99 before 'ka tuig' or 'tuig' (years) and 'anyos': units, teens ('napulog tulo', 13), tens
 * ('kawhaan', 20) and compounds ('kawhaan ug tulo', 'kawhaag tulo', 23, which hold 'tulo'). Not 'usa'
 * (1) alone, the USA; it is read in compounds ('napulog usa', 11).
 */
const UNITS = ['usa', 'duha', 'tulo', 'upat', 'lima', 'unom', 'pito', 'walo', 'siyam'];
const TENS: readonly (readonly string[])[] = [
  ['kawhaan', 'kawhaag'], ['katloan', 'katloag'], ['kap-atan', 'kapatan', 'kap-atag', 'kapatag'], ['kalim-an', 'kaliman', 'kalim-ag', 'kalimag'],
  ['kan-uman', 'kanuman', 'kan-umag', 'kanumag'], ['kapitoan', 'kapitoag'], ['kawaloan', 'kawaloag'], ['kasiyaman', 'kasiyamag'],
];
const NUMBER_WORDS: Record<string, number> = { napulo: 10 };
UNITS.forEach((unit, index) => {
  if (unit !== 'usa') NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`napulog ${unit}`] = 11 + index;
  NUMBER_WORDS[`napulo ug ${unit}`] = 11 + index;
});
TENS.forEach((spellings, index) => {
  const tens = (index + 2) * 10;
  for (const ten of spellings) {
    if (!ten.endsWith('ag')) NUMBER_WORDS[ten] = tens;
    UNITS.forEach((unit, unitIndex) => {
      NUMBER_WORDS[ten.endsWith('ag') ? `${ten} ${unit}` : `${ten} ug ${unit}`] = tens + unitIndex + 1;
    });
  }
});

const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ORDINAL_GRADES = [
  'unang grado', 'ikaduhang grado', 'ikatulong grado', 'ikaupat nga grado', 'ikalimang grado', 'ikaunom nga grado',
  'ikapitong grado', 'ikawalong grado', 'ikasiyam nga grado', 'ikanapulo nga grado',
];

export default vocabulary('ceb', 'Cebuano', {
  minors: [
    'batang babaye', 'bata nga babaye', 'bata nga lalaki', 'nga bata', 'gamayng bata', 'gagmayng bata', 'usa ka bata',
    'kining bata', 'masuso', 'bag-ong natawo', 'bag-ong natawong bata', 'tin-edyer', 'bata nga estudyante',
  ],
  schoolLevels: [
    'elementary pa', 'elementary pa lang', 'estudyante sa elementary',
    ...ORDINAL_GRADES,
    ...GRADES.flatMap((grade) => [`ika-${grade} nga grado`, `naa sa grade ${grade}`, `grade ${grade} ra`, `grade ${grade} pa lang`]),
  ],
  ageOfConsent: [
    'wala pay 18', 'wala pay disiotso', 'wala pa sa 18', 'dili pa hamtong', 'wala pa sa hustong edad', 'ubos sa 18', 'ubos sa edad',
    'ubos sa 18 anyos', 'dili pa legal', 'menor pa',
  ],
  lifeEvents: ['bunyag', 'gibunyagan', 'pagpatuli', 'bag-ong tuli', 'gituli', 'pagdalaga'],
  minorCues: [
    'uniporme sa eskwelahan', 'uniporme sa tunghaan', 'manghod nga babaye', 'manghod nga babayi', 'murag bata', 'morag bata',
    'daw bata', 'batan-on kaayo', 'nawong bata',
  ],
  sexual: [
    'hubo', 'nakahubo', 'walay sinina', 'way sinina', 'walay saput', 'iyot', 'iyotan', 'giiyot', 'oten', 'bisong', 'malaw-ay',
    'sekso', 'pakighilawas', 'nakighilawas',
  ],
  adulthood: ['hamtong na', 'hamtong nga babaye', 'hamtong nga tawo', 'sakto na sa edad', 'hustong edad na', 'lapas 18 anyos'],
  harmless: ['mga bata ni mayor', 'mga bata sa mayor', 'usa ka bata ni mayor'],
  youngBody: ['patag nga dughan', 'walay dughan', 'wala pay dughan', 'wala pay regla', 'lawas sa bata'],
  childhoodItems: ['botelya sa gatas', 'botelya sa bata'],
  people: [
    'babaye', 'babayi', 'lalaki', 'lalake', 'dalaga', 'ulitawo', 'asawa', 'bana', 'pangasaw-onon', 'pangasawa', 'uyab', 'ginang', 'senyora',
    'senyorita', 'modelo', 'siya', 'misis',
  ],
  ageUnits: ['ka tuig', 'katuig', 'tuig'],
  ageWords: ['pangidaron', 'pangedaron', 'edad niya'],
  numberWords: NUMBER_WORDS,
});
