import { vocabulary } from './types';

/**
 * Shona (chiShona). 'vana' (children) is also a word of other languages (Spanish 'vana', vain; Sanskrit
 * 'vana', a forest), so it is read in phrases ('vana vadiki'); 'musikana' (a girl) and 'mukomana' (a boy)
 * are said of young adults too and pass, and an age beside them is read by the age rules. The word for
 * years comes before the number ('makore 15', 'wemakore 15'), so 'makore' and 'zera' (age) are words for
 * age; numbers in words after them ('makore gumi nemashanu') are listed as phrases.
 */

/** 3 to 17 in words, as they follow 'makore'. */
const YOUNG = [
  'matatu', 'mana', 'mashanu', 'matanhatu', 'manomwe', 'masere', 'mapfumbamwe', 'gumi',
  ...['nerimwe', 'nemaviri', 'nematatu', 'nemana', 'nemashanu', 'nematanhatu', 'nemanomwe'].map((unit) => `gumi ${unit}`),
];
const YEARS = ['makore', 'wemakore', 'ane makore'];

/**
 * Numbers 1-19 and the tens: counted ('shanu') and agreeing with 'makore' ('mashanu'), teens ('gumi
 * nemashanu') and tens ('makumi maviri').
 */
const COUNTED = ['potsi', 'piri', 'tatu', 'ina', 'shanu', 'tanhatu', 'nomwe', 'sere', 'pfumbamwe'];
const AGREEING = ['rimwe', 'maviri', 'matatu', 'mana', 'mashanu', 'matanhatu', 'manomwe', 'masere', 'mapfumbamwe'];
const NUMBER_WORDS: Record<string, number> = { gumi: 10 };
COUNTED.forEach((unit, index) => (NUMBER_WORDS[unit] = index + 1));
AGREEING.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`gumi ne${unit}`] = 11 + index;
});
AGREEING.slice(1).forEach((unit, index) => (NUMBER_WORDS[`makumi ${unit}`] = (index + 2) * 10));

export default vocabulary('sn', 'Shona', {
  minors: [
    'mwana', 'mwana mudiki', 'vana vadiki', 'vana vechikoro', 'mwana wechikoro', 'mucheche', 'vacheche', 'kamwana', 'tumwana',
    'kasikana', 'tusikana', 'musikana mudiki', 'vasikana vadiki', 'kakomana', 'tukomana', 'mukomana mudiki',
    'mudzidzi wechikoro', 'vadzidzi vechikoro', 'mifananidzo yezvepabonde yevana', 'kushungurudza vana pabonde',
    ...YOUNG.flatMap((number) => YEARS.map((years) => `${years} ${number}`)),
  ],
  schoolLevels: [
    // With the possessive prefixes that join them ('chikoro chepuraimari', 'musikana wesekondari')
    ...['', 'che', 'we', 'ye', 've', 're'].flatMap((of) => [`${of}puraimari`, ...(of ? [`${of}sekondari`] : [])]),
    'chikoro chevana vadiki', 'kireshi', 'chikoro chekireshi',
    ...['', 'we', 've'].flatMap((of) => Array.from({ length: 7 }, (_, index) => [`${of}giredhi ${index + 1}`, `${of}gireidhi ${index + 1}`]).flat()),
    ...Array.from({ length: 4 }, (_, index) => `fomu ${index + 1}`),
  ],
  ageOfConsent: [
    'ari pasi pemakore 18', 'pasi pemakore 18', 'pasi pemakore gumi nemasere', 'asati asvitsa makore 18', 'asati asvika makore 18',
    'asati akura',
  ],
  lifeEvents: ['kuyaruka', 'kuyaruka kwemusikana', 'zuva rekutanga kuchikoro'],
  minorCues: [
    'yunifomu yechikoro', "munin'ina wangu", 'sisi wangu mudiki', 'hanzvadzi yangu diki', 'hudiki', 'anoita semwana',
    'anoratidza kuva mudiki', 'mudiki', 'mudzidzi', 'vadzidzi',
  ],
  sexual: [
    'kushama', 'akashama', 'vakashama', 'asina kupfeka', 'vasina kupfeka', 'kusangana pabonde', 'zvepabonde', 'pabonde',
    'mazamu', 'mboro', 'zvipfeko zvemukati', 'bhurukwa', 'bhodhisi', 'kubvisa mbatya', 'abvisa mbatya', 'hure', 'pfambi',
  ],
  adulthood: [
    'munhu mukuru', 'vanhu vakuru', 'akakura', 'mukadzi mukuru', 'mukadzi akakura', 'pamusoro pemakore 18',
  ],
  harmless: [
    // The young of animals, a prince or a princess, a student of a university
    ...['wembwa', 'wekatsi', 'wemombe', 'weshumba', 'wenzou', 'wembudzi', 'wehwai', 'webhiza'].map((animal) => `mwana ${animal}`),
    'mwana wamambo',
    ...['mudzidzi', 'vadzidzi'].flatMap((student) => [`${student} wepayunivhesiti`, `${student} wekoreji`, `${student} vepayunivhesiti`]),
    // 18 and 19, which begin with 'makore gumi' (10)
    ...YEARS.flatMap((years) => [`${years} gumi nemasere`, `${years} gumi nemapfumbamwe`]),
  ],
  youngBody: ['asina mazamu', 'chipfuva chakati sandara', 'muviri usati wakura', 'mazamu asati akura'],
  childhoodItems: ['napukeni', 'dhaipa', 'bhodhoro remucheche'],
  childhoodHints: ['chidhori', 'zvidhori', 'bhegi rechikoro'],
  ageWords: ['makore', 'wemakore', 'ane makore', 'zera', 'zera rake'],
  numberWords: NUMBER_WORDS,
  // Not 'iye' (she, he), short and a Yoruba word, nor 'jaya' (a young man) alone, a common name in Indonesia and India.
  people: [
    'mukadzi', 'vakadzi', 'murume', 'varume', 'musikana', 'vasikana', 'mukomana', 'vakomana', 'majaya', 'mudzimai', 'mwenga', 'muroora',
    'mudiwa', 'changamire', 'muzvare',
  ],
});
