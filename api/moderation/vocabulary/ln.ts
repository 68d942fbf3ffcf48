import { vocabulary } from './types';

/**
 * Lingala. 'mwana' (a child) is refused alone (Shona's file lists it too), but 'mwana mwasi' and 'mwana
 * mobali' (a girl, a boy; also a young woman, a young man) are said of adults and pass; an age beside them
 * is read by the age rules. 'bana' (children) is also Turkish ('bana', to me), so it is read in phrases;
 * 'mabele' is breasts and also the earth, and is not listed. The word for years comes before the number
 * ('mibu 15', 'mbula 15'), so 'mibu' and 'mbula' are words for age; numbers in words after them ('mibu
 * zomi na mitano') are listed as phrases.
 */

const UNITS = ['moko', 'mibale', 'misato', 'minei', 'mitano', 'motoba', 'sambo', 'mwambe', 'libwa'];
/** 3 to 17 in words, as they follow 'mibu'. */
const YOUNG = [...UNITS.slice(2), 'zomi', ...UNITS.slice(0, 7).map((unit) => `zomi na ${unit}`)];
const YEARS = ['mibu', 'mbula'];

/** Numbers 1-99: units, teens ('zomi na mitano'), tens ('ntuku mibale') and their compounds ('ntuku mibale na mitano'). */
const NUMBER_WORDS: Record<string, number> = { zomi: 10 };
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`zomi na ${unit}`] = 11 + index;
});
UNITS.slice(1).forEach((tens, index) => {
  const value = (index + 2) * 10;
  NUMBER_WORDS[`ntuku ${tens}`] = value;
  UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`ntuku ${tens} na ${unit}`] = value + unitIndex + 1));
});

export default vocabulary('ln', 'Lingala', {
  minors: [
    'mwana', 'mwana moke', 'bana mike', 'bana ya mike', 'bana ya kelasi', 'mwana ya kelasi', 'mwana mwasi moke',
    'mwana moke ya mwasi', 'mwana mobali moke', 'bana basi ya mike', 'mwana oyo abotami sika', 'bebe moke', 'mwana ya kelasi ya mwasi',
    'kosangisa nzoto na bana',
    ...YOUNG.flatMap((number) => YEARS.map((years) => `${years} ${number}`)),
  ],
  schoolLevels: [
    'eteyelo ya ebandeli', 'kelasi ya ebandeli', 'eteyelo ya bana', 'kelasi ya sekondere', 'kelasi ya primere',
    'eteyelo ya sekondere', 'kelasi ya bana mike',
  ],
  ageOfConsent: [
    'na nse ya mibu 18', 'na se ya mibu 18', 'akoki naino mibu 18 te', 'akokisi naino mibu 18 te', 'akoli naino te',
    'naino akoli te', 'na nse ya mbula 18',
  ],
  lifeEvents: ['mokolo ya liboso na kelasi', 'mokolo ya liboso ya kelasi'],
  minorCues: [
    'inifome ya kelasi', 'leki na ngai ya mwasi', 'leki mwasi', 'leki na ngai', 'bomwana', 'amonani moke',
    'amonani lokola mwana', 'moyekoli', 'bayekoli',
  ],
  sexual: [
    'bolumbu', 'na bolumbu', 'kosangisa nzoto', 'basangisi nzoto', 'bolingo ya nzoto', 'ndumba', 'bandumba',
    'kolongola bilamba', 'alongoli bilamba', 'bilamba ya kati', 'kozanga bilamba', 'azangi bilamba', 'pornografi',
  ],
  adulthood: ['moto mokolo', 'bato ya mikolo', 'bato bakolo', 'mwasi mokolo', 'akoli', 'asili kokola', 'koleka mibu 18', 'aleki mibu 18'],
  harmless: [
    // A girl and a boy, also a young woman and a young man; the young of animals
    'mwana mwasi', 'bana basi', 'mwana mobali', 'bana mibali',
    ...['mbwa', 'nkoi', 'ngombe', 'nkosi', 'nzoku', 'nsoso', 'ntaba', 'pusu', 'mpunda'].map((animal) => `mwana ya ${animal}`),
    'moyekoli ya iniversite', 'bayekoli ya iniversite',
    // 18 and 19, which begin with 'mibu zomi' (10)
    ...YEARS.flatMap((years) => [`${years} zomi na mwambe`, `${years} zomi na libwa`]),
  ],
  youngBody: ['azali na mabele te', 'nzoto ekoli naino te', 'nzoto oyo ekoli te'],
  childhoodItems: ['molangi ya mwana'],
  childhoodHints: ['sakosi ya kelasi'],
  ageWords: [...YEARS, 'azali na mibu', 'ya mibu'],
  numberWords: NUMBER_WORDS,
  // 'mwasi' (a woman, a wife) and 'mobali' (a man, a husband) are also in 'mwana mwasi' and 'mwana mobali' (a girl, a boy). Not
  // 'basi' (women), the Swahili 'then', nor 'ye' (she, he), two letters. The French words are Kinshasa's.
  people: [
    'mwasi', 'mobali', 'mibali', 'elenge mwasi', 'elenge mobali', 'molingami', 'chérie', 'madame', 'mademoiselle', 'monsieur', 'fiancée',
    'copine', 'modèle',
  ],
});
