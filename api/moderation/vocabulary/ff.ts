import { vocabulary } from './types';

/**
 * Fula (Pulaar, Pular, Fulfulde), in its Latin spelling (hooked letters ɓ, ɗ and ƴ fold to b, d and y).
 * 'ɓiɗɗo' is a child and also a son or daughter of any age, so it is read in phrases ('ɓiɗɗo tokooso', a
 * small child); 'jiwo' (a girl, a young woman) and 'suka' (a youth) are said of adults and pass, and an age
 * beside them is read by the age rules. The word for years comes before the number ('duuɓi 15', 'o jogii
 * duuɓi 15'), so 'duuɓi' is a word for age; numbers in words after it ('duuɓi sappo e jowi') are listed
 * as phrases.
 */

const UNITS = ["go'o", 'ɗiɗi', 'tati', 'nayi', 'jowi', 'jeegom', 'jeeɗiɗi', 'jeetati', 'jeenayi'];
/** 3 to 17 in words, as they follow 'duuɓi'. */
const YOUNG = [...UNITS.slice(2), 'sappo', ...UNITS.slice(0, 7).map((unit) => `sappo e ${unit}`)];

/** Numbers 1-19 and the tens ('noogaas', 20; 'capanɗe tati', 30; 'debe', 40 in Pular). */
const NUMBER_WORDS: Record<string, number> = { sappo: 10, noogaas: 20, debe: 40 };
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`sappo e ${unit}`] = 11 + index;
  if (index >= 2) NUMBER_WORDS[`capanɗe ${unit}`] = (index + 1) * 10;
});

export default vocabulary('ff', 'Fula', {
  minors: [
    'cukalel', 'cukaloy', 'ɓiɗɗo tokooso', 'ɓiɓɓe tokooɓe', 'ɓikkoy', 'ɓikkoy tokooɓe', 'cukalel debbo', 'cukalel gorko',
    'ɓiɗɗo debbo tokooso', 'ɓiɗɗo gorko tokooso', 'jiwo tokooso', 'ɓiɗɗo lekkol', 'ɓiɓɓe lekkol', 'cukalon lekkol',
    ...YOUNG.map((number) => `duuɓi ${number}`),
  ],
  schoolLevels: ['lekkol primeer', 'ekkol primeer', 'lekkol ɓikkoy', 'lekkol cukaloy', 'jangirde ɓikkoy'],
  ageOfConsent: [
    'heɓaani duuɓi 18', 'yettaaki duuɓi 18', 'yottaaki duuɓi 18', 'les duuɓi 18', 'ko les duuɓi 18', 'heɓaani duuɓi sappo e jeetati',
  ],
  lifeEvents: ['ñalawma arano lekkol'],
  minorCues: ['comci lekkol', 'miñam debbo', 'miñam tokooso', 'sukaaku', 'mboomri', 'jangoowo', 'almuudo', 'almuuɓe'],
  sexual: ['ɓoornaani', 'ɓoornaaki', 'alaa comci', 'ittii comci', 'ina itta comci', '=enɗi', '=enɗu', 'enɗi makko', 'pornoo'],
  adulthood: ['neɗɗo mawɗo', 'yimɓe mawɓe', 'o mawnii', 'debbo mawnuɗo', 'ɓurii duuɓi 18', 'ɓuri duuɓi 18'],
  harmless: [
    // A student of a university
    'jangoowo jaaɓi haaɗtirde', 'jangoowo iniwersite',
    // 18 and 19, which begin with 'duuɓi sappo' (10)
    'duuɓi sappo e jeetati', 'duuɓi sappo e jeenayi',
  ],
  youngBody: ['alaa enɗi', 'ɓalli mum mawnaani'],
  childhoodHints: ['saak lekkol'],
  ageWords: ['duuɓi', 'jogii duuɓi', 'duuɓi makko'],
  numberWords: NUMBER_WORDS,
  // Not 'suka' (a youth) alone: it is the Indonesian 'like'; nor 'o' (she, he), one letter.
  people: ['debbo', 'rewɓe', 'gorko', 'worɓe', 'jiwo', 'jiwɓe', 'sukaaɓe', 'jombaajo', 'neɗɗo', 'yimɓe', 'kanko'],
});
