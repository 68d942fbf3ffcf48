import { vocabulary } from './types';

/**
 * Hausa, in its Latin spelling (hooked letters ɓ, ɗ, ƙ and 'y fold to b, d, k and y, as people type
 * them). 'yara' (children) and 'yaro' (a boy) are read in phrases only: 'Yara' is a name the world over
 * and 'yaro' Japanese slang. 'yarinya' (a girl), 'budurwa' (a young woman) and 'saurayi' (a young man) are
 * said of adults too and pass; an age beside them is read by the age rules. The word for years comes
 * before the number ("'yar shekara 15"), so 'shekara' is a word for age; numbers in words after it
 * ('shekara goma sha biyar') are listed as phrases, since the age rules read number words only before a
 * unit. 'ƙanwa' (a younger sister) is also potash, so only its possessed forms are cues.
 */

const UNITS = ['ɗaya', 'biyu', 'uku', 'huɗu', 'biyar', 'shida', 'bakwai', 'takwas', 'tara'];
/** 3 to 17 in words. */
const YOUNG = [...UNITS.slice(2), 'goma', ...UNITS.slice(0, 7).map((unit) => `goma sha ${unit}`)];

/**
 * Numbers 1-99: units, teens ('goma sha biyar'), tens ('ashirin') and their compounds ('ashirin da
 * biyar', which ends in 'biyar'), with and without the apostrophe of 'arba'in'.
 */
const TENS = ['goma', 'ashirin', 'talatin', "arba'in", 'arbain', 'hamsin', 'sittin', "saba'in", 'sabain', 'tamanin', "casa'in", 'casain'];
const TENS_VALUES = [10, 20, 30, 40, 40, 50, 60, 70, 70, 80, 90, 90];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`goma sha ${unit}`] = 11 + index;
});
TENS.forEach((tens, index) => {
  const value = TENS_VALUES[index] ?? 0;
  NUMBER_WORDS[tens] = value;
  if (value > 10) UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${tens} da ${unit}`] = value + unitIndex + 1));
});

export default vocabulary('ha', 'Hausa', {
  minors: [
    'jariri', 'jarirai', 'jaririya', 'ɗan jariri', "'yar jaririya", 'ƙaramin yaro', 'yaro ƙarami', 'ƙaramar yarinya',
    'yarinya ƙarama', 'ƙananan yara', 'yara ƙanana', "'yan mata ƙanana", 'ƙananan yan mata', 'yaranmu', 'yaranta', 'yaransa',
    'ɗan makaranta', "'yar makaranta", "'yan makaranta", 'yaran makaranta', 'marasa shekaru', 'mara shekaru',
    'bai balaga ba', 'ba ta balaga ba', 'bata balaga ba', 'hotunan batsa na yara', 'batsar yara', 'lalata da yara',
    'cin zarafin yara', 'mai lalata da yara',
    ...YOUNG.flatMap((number) => [`shekara ${number}`, `shekaru ${number}`]),
  ],
  schoolLevels: [
    'makarantar firamare', 'firamare', 'makarantar sakandare', 'ƙaramar sakandare', 'sakandaren farko', 'makarantar reno',
    'makarantar yara', 'makarantar nazare',
    ...[1, 2, 3].flatMap((grade) => [`jss ${grade}`, `jss${grade}`]),
    ...['ɗaya', 'biyu', 'uku', 'huɗu', 'biyar', 'shida', '1', '2', '3', '4', '5', '6'].map((grade) => `aji na ${grade}`),
    ...['ɗaya', 'biyu', 'uku', 'huɗu', 'biyar', 'shida'].map((grade) => `firamare ${grade}`),
  ],
  ageOfConsent: [
    'bai kai shekara 18 ba', 'ba ta kai shekara 18 ba', 'bata kai shekara 18 ba', 'ƙasa da shekara 18', 'ƙasa da shekaru 18',
    'bai kai shekarun aure ba', 'ba ta kai shekarun aure ba', 'bata kai shekarun aure ba', 'ƙasa da shekarun balaga',
    'ƙarama a shari’a',
  ],
  lifeEvents: ['kaciya', 'balaga', 'lokacin balaga', 'bikin suna', 'ranar farko a makaranta', 'sauka karatu'],
  minorCues: [
    'kayan makaranta', 'unifom na makaranta', 'ƙanwata', 'ƙanwarta', 'ƙanwarsa', 'ƙaramar ƙanwa', 'ƙaninta',
    'tana kama da yarinya', 'kamar yarinya ƙarama', "'yar ƙarama", 'ƙuruciya', 'almajiri', 'almajirai',
  ],
  sexual: [
    'tsirara', 'tsiraici', 'batsa', 'hotunan batsa', 'fina-finan batsa', "jima'i", 'jimai', 'nonuwa', 'duwawu', 'farji',
    'azzakari', 'rigar mama', 'kamfai', 'babu kaya', 'ba tare da kaya ba', 'cire kaya', 'tuɓe kaya', 'ta tuɓe',
    "sha'awar jima'i", 'karuwa', 'karuwai',
  ],
  adulthood: [
    'balagagge', 'balagaggiya', 'balagaggu', 'baligi', 'baliga', 'babbar mace', 'manyan mutane', 'mace balagaggiya',
    'sama da shekara 18', 'shekara 18 zuwa sama',
  ],
  harmless: [
    // 18 and 19, which begin with 'shekara goma' (10)
    ...['takwas', 'tara'].flatMap((unit) => [`shekara goma sha ${unit}`, `shekaru goma sha ${unit}`]),
    // A pupil of the Qur'an school as a grown scholar
    'almajiri babba',
  ],
  youngBody: ['babu nonuwa', 'ba ta da nono', 'ƙirji a shimfiɗe', 'jikin da bai girma ba', 'kafin balaga'],
  childhoodItems: ['kunzugu', 'kwalbar jariri', 'kwalbar madarar jariri', 'tsotsan roba', 'rigar mama ta koyo'],
  childhoodHints: ['tsana', "'yar tsana", 'jakar makaranta', 'kitso biyu'],
  ageWords: ['shekara', 'shekaru', 'shekarunta', 'shekarunsa'],
  numberWords: NUMBER_WORDS,
  /**
   * Not 'mata' (women, a wife), a common word of Spanish, Portuguese and Malay ('mata', eye), 'maza' (men), the Hindi 'maza'
   * (fun), 'matata' (my wife), the Swahili 'trouble', nor the pronouns 'ita' (she) and 'shi' (he), short words of other
   * languages (the Chinese syllable 'shi').
   */
  people: [
    'mace', 'namiji', 'mazaje', 'mutum', 'yarinya', 'budurwa', 'saurayi', 'uwargida', 'hajiya', 'miji', 'mijinta', 'mijina', 'matarsa',
    'amarya', 'ango', 'masoyiya',
  ],
});
