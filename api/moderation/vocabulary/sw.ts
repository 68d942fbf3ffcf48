import { vocabulary } from './types';

/**
 * Swahili. Nouns take class prefixes ('mtoto', 'watoto', 'kitoto', 'vitoto'), so each form is listed.
 * 'msichana' (girl), 'mvulana' (boy), 'binti' and 'kijana' (a youth) are said of adults too and pass; an
 * age beside them is read by the age rules. The word for years comes before the number ('miaka 15',
 * 'umri wa miaka 15'), so 'miaka' and 'umri' are words for age; numbers in words after them
 * ('miaka kumi na mitano') are listed as phrases, since the age rules read number words only before a
 * unit. Numbers agree with 'miaka' ('mitano', five) and are also said in their plain form ('tano').
 * 'mtoto wa ...' is also the young of an animal and the pupil of the eye ('mtoto wa jicho').
 */

/** 3 to 17, as said after 'miaka', in the agreeing and the plain forms. */
const YOUNG = [
  'mitatu', 'tatu', 'minne', 'nne', 'mitano', 'tano', 'sita', 'saba', 'minane', 'nane', 'tisa', 'kumi',
  ...['mmoja', 'moja', 'miwili', 'mbili', 'mitatu', 'tatu', 'minne', 'nne', 'mitano', 'tano', 'sita', 'saba'].map((unit) => `kumi na ${unit}`),
];

/**
 * Numbers 1-99 as they are written, plain and agreeing with 'miaka': units, teens ('kumi na tano'), tens
 * ('ishirini') and their compounds ('ishirini na tano', which ends in 'tano').
 */
const UNITS: readonly (readonly string[])[] = [
  ['moja', 'mmoja'], ['mbili', 'miwili'], ['tatu', 'mitatu'], ['nne', 'minne'], ['tano', 'mitano'], ['sita'], ['saba'],
  ['nane', 'minane'], ['tisa'],
];
const TENS = ['kumi', 'ishirini', 'thelathini', 'arobaini', 'hamsini', 'sitini', 'sabini', 'themanini', 'tisini'];
const NUMBER_WORDS: Record<string, number> = {};
TENS.forEach((tens, tensIndex) => {
  NUMBER_WORDS[tens] = (tensIndex + 1) * 10;
  UNITS.forEach((forms, unitIndex) => {
    for (const form of forms) {
      if (tensIndex === 0) NUMBER_WORDS[form] = unitIndex + 1;
      NUMBER_WORDS[`${tens} na ${form}`] = (tensIndex + 1) * 10 + unitIndex + 1;
    }
  });
});

export default vocabulary('sw', 'Swahili', {
  minors: [
    'mtoto', 'watoto', 'kitoto', 'vitoto', 'mtoto mchanga', 'watoto wachanga', 'kichanga', 'vichanga', 'mtoto mdogo',
    'watoto wadogo', 'mtoto wa kike', 'watoto wa kike', 'mtoto wa kiume', 'watoto wa kiume', 'msichana mdogo',
    'wasichana wadogo', 'mvulana mdogo', 'wavulana wadogo', 'binti mdogo', 'mabinti wadogo', 'kigoli', 'vigoli',
    'msichana wa shule', 'wasichana wa shule', 'mvulana wa shule', 'wavulana wa shule', 'mwanafunzi wa shule',
    'wanafunzi wa shule', 'mwanafunzi mdogo', 'wanafunzi wadogo', 'kijana balehe', 'vijana balehe', 'barubaru',
    'hajabalehe', 'hajabaleghe', 'hajavunja ungo', 'chini ya umri', 'mtoto chini ya umri', 'walio chini ya umri',
    'ponografia ya watoto', 'picha za ngono za watoto', 'ngono na watoto', 'unyanyasaji wa kingono wa watoto',
    'mnyanyasaji wa watoto', 'pedofilia', 'pedofili', 'mpenda watoto kingono',
    ...YOUNG.flatMap((number) => [`miaka ${number}`, `umri wa miaka ${number}`]),
  ],
  schoolLevels: [
    'shule ya msingi', 'shule za msingi', 'elimu ya msingi', 'chekechea', 'shule ya chekechea', 'shule ya awali',
    'elimu ya awali', 'shule ya vidudu', 'shule ya sekondari', 'sekondari', 'shule ya upili',
    'shule ya sekondari ya chini', 'shule ya nasari',
    ...['kwanza', 'pili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane'].map((grade) => `darasa la ${grade}`),
    ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((grade) => [`darasa la ${grade}`, `gredi ${grade}`, `gredi ya ${grade}`]),
    ...['kwanza', 'pili', 'tatu', 'nne', '1', '2', '3', '4'].map((form) => `kidato cha ${form}`),
  ],
  ageOfConsent: [
    'chini ya miaka 18', 'chini ya umri wa miaka 18', 'chini ya miaka kumi na minane', 'chini ya miaka kumi na nane',
    'hajafikisha miaka 18', 'hajafikisha umri', 'hajafikia umri', 'hajafikia utu uzima', 'bado hajafikisha miaka 18',
    'chini ya umri wa ridhaa', 'chini ya umri wa idhini', 'kabla ya umri wa ridhaa', 'bado ni mtoto kisheria',
  ],
  lifeEvents: [
    'jando', 'unyago', 'jando na unyago', 'kuvunja ungo', 'balehe', 'kubalehe', 'kubaleghe', 'siku ya kwanza shuleni',
    'komunyo ya kwanza', 'kipaimara',
  ],
  minorCues: [
    'sare ya shule', 'sare za shule', 'mdogo wangu', 'dada mdogo', 'kaka mdogo', 'mdogo wake', 'anaonekana mdogo',
    'anaonekana mtoto', 'sura ya kitoto', 'umri mdogo', 'mdogo sana', 'mwanafunzi', 'wanafunzi',
  ],
  sexual: [
    'uchi', 'yuko uchi', 'mwili tupu', 'bila nguo', 'hana nguo', 'ngono', 'kufanya ngono', 'wakifanya ngono', 'kingono',
    'ya kingono', 'matiti', 'chuchu zake', 'chuchu za matiti', 'mboo', 'sehemu za siri', 'kutomba', 'kutombana', 'kutombwa', 'anatomba',
    'nyege', 'ashiki', 'chupi', 'sidiria', 'nguo za ndani', 'vazi la ndani', 'picha za ngono', 'filamu za ngono',
    'ponografia', 'kuvua nguo', 'anavua nguo', 'amevua nguo', 'akivua nguo', 'kujichua', 'punyeto', 'makalio', 'matako',
    'mvuto wa kingono', 'kuvutia kimapenzi',
  ],
  adulthood: [
    'mtu mzima', 'watu wazima', 'mwanamke mzima', 'wanawake wazima', 'mwanaume mzima', 'utu uzima', 'aliyekomaa',
    'waliokomaa', 'amekomaa', 'zaidi ya miaka 18', 'miaka 18 na zaidi', 'balehe kamili',
  ],
  harmless: [
    // The young of animals, the pupil of the eye, a drawer
    ...['simba', 'tembo', 'paka', 'mbwa', 'ngombe', "ng'ombe", 'mbuzi', 'kondoo', 'farasi', 'twiga', 'chui', 'nyani', 'kuku',
      'ndege', 'samaki', 'punda', 'nguruwe', 'sungura', 'dubu', 'pundamilia', 'kiboko', 'fisi'].flatMap((animal) => [
      `mtoto wa ${animal}`, `watoto wa ${animal}`,
    ]),
    'mtoto wa jicho', 'mtoto wa meza', 'mtoto wa mkono',
    // 'mwanafunzi' (a pupil, a student) at a college or a university
    ...['mwanafunzi', 'wanafunzi'].flatMap((student) => [`${student} wa chuo`, `${student} wa chuo kikuu`, `${student} wa vyuo vikuu`]),
    // 18 and 19, which begin with 'miaka kumi' (10)
    ...['minane', 'nane', 'tisa'].flatMap((unit) => [`miaka kumi na ${unit}`, `umri wa miaka kumi na ${unit}`]),
  ],
  youngBody: [
    'kifua bapa', 'bila matiti', 'hana matiti', 'matiti yanayochipuka', 'mwili usiokomaa', 'mwili ambao haujakomaa',
    'hajakomaa', 'kabla ya kubalehe', 'kabla ya balehe',
  ],
  childhoodItems: ['nepi', 'nepi za watoto', 'nyonyo', 'chupa ya mtoto', 'sidiria ya mazoezi', 'kibwebwe cha mtoto'],
  childhoodHints: ['mwanasesere', 'wanasesere', 'begi la shule', 'mkoba wa shule', 'vinyago vya watoto', 'misuko miwili'],
  ageWords: ['miaka', 'umri', 'umri wa miaka'],
  numberWords: NUMBER_WORDS,
  // Not 'dada' (a sister, a young woman), the English word, nor 'kijana' (a youth), also said of teenagers.
  people: [
    'mwanamke', 'wanawake', 'mwanaume', 'wanaume', 'mwanamume', 'msichana', 'wasichana', 'mvulana', 'wavulana', 'bibi', 'bwana', 'mke', 'mume',
    'mchumba', 'bibi harusi', 'mpenzi', 'mrembo', 'mwanamitindo', 'demu', 'yeye',
  ],
});
