import { vocabulary } from './types';

/**
 * Xhosa (isiXhosa). Nouns take class prefixes and locatives ('umntwana', 'abantwana', 'esikolweni'), so
 * forms are listed. 'intombazana' (a girl) and 'inkwenkwe' (a boy) are said of young adults too and pass;
 * an age beside them is read by the age rules. 'ze' (naked) is too short to read alone and 'isondo' (sex)
 * is also a wheel, so both are read in phrases. Ages are said with the word for years first and a concord
 * before the number ('iminyaka eli-15', 'iminyaka elishumi elinesihlanu'): the word and its concord are
 * words for age, and numbers in words after them are listed as phrases.
 */

const YEARS = ['iminyaka', 'eminyaka', 'oneminyaka', 'eneminyaka', 'ineminyaka', 'kweminyaka'];
const CONCORDS = ['eli-', 'eli', 'eyi-', 'eyi', 'engu-', 'engama-'];

/** 3 to 17 in words, as they follow 'iminyaka'. */
const YOUNG = [
  'emithathu', 'emine', 'emihlanu', 'emithandathu', 'esixhenxe', 'esibhozo', 'elithoba', 'elishumi', 'elishumi elinanye',
  'elishumi elinesibini', 'elishumi elinesithathu', 'elishumi elinesine', 'elishumi elinesihlanu', 'elishumi elinesithandathu',
  'elishumi elinesixhenxe',
];

/**
 * Numbers 2-19 and the tens, as they are counted ('ishumi elinesihlanu', 15; 'amashumi amabini', 20). Not
 * 'nye' (one), which is Norwegian ('nye år', a new year), nor 'ne' (four).
 */
const NUMBER_WORDS: Record<string, number> = {
  mbini: 2, ntathu: 3, ntlanu: 5, ntandathu: 6, isixhenxe: 7, isibhozo: 8, ithoba: 9, ishumi: 10,
};
['elinanye', 'elinesibini', 'elinesithathu', 'elinesine', 'elinesihlanu', 'elinesithandathu', 'elinesixhenxe', 'elinesibhozo', 'elinethoba'].forEach(
  (teen, index) => (NUMBER_WORDS[`ishumi ${teen}`] = 11 + index),
);
['amabini', 'amathathu', 'amane', 'amahlanu', 'amathandathu', 'asixhenxe', 'asibhozo', 'alithoba'].forEach(
  (tens, index) => (NUMBER_WORDS[`amashumi ${tens}`] = (index + 2) * 10),
);

const ORDINALS = [
  'lokuqala', 'lesibini', 'lesithathu', 'lesine', 'lesihlanu', 'lesithandathu', 'lesixhenxe', 'lesibhozo', 'lesithoba', 'leshumi',
  'leshumi elinanye', 'leshumi elinesibini',
];

export default vocabulary('xh', 'Xhosa', {
  minors: [
    'umntwana', 'abantwana', 'umntwana omncinci', 'abantwana abancinci', 'usana', 'iintsana', 'intombazanana', 'amantombazanana',
    'inkwenkwana', 'amakhwenkwana', 'umntwana wesikolo', 'abantwana besikolo', 'umfundi wesikolo', 'abafundi besikolo',
    'intombazana yesikolo', 'amantombazana esikolo', 'ongekafikisi', 'engekafikisi', 'imifanekiso yesondo yabantwana',
    'ukuxhatshazwa kwabantwana ngokwesondo',
    ...YOUNG.flatMap((number) => YEARS.map((years) => `${years} ${number}`)),
  ],
  schoolLevels: [
    'isikolo samabanga aphantsi', 'amabanga aphantsi', 'samabanga aphantsi', 'isikolo samabanga aphakamileyo',
    'amabanga aphakamileyo', 'samabanga aphakamileyo', 'isikolo esiphakamileyo', 'esikolweni esiphakamileyo', 'ikhreshi',
    'isikolo sabantwana', 'isikolo sabantwana abancinci',
    ...ORDINALS.flatMap((grade) => [`ibanga ${grade}`, `kwibanga ${grade}`]),
    ...Array.from({ length: 12 }, (_, index) => [`kwibanga ${index + 1}`, `kwibanga le-${index + 1}`]).flat(),
  ],
  ageOfConsent: [
    ...['ngaphantsi', 'ongaphantsi', 'engaphantsi', 'abangaphantsi'].flatMap((under) => [
      `${under} kweminyaka eli-18`, `${under} kweminyaka eyi-18`, `${under} kwe-18`, `${under} kweminyaka elishumi elinesibhozo`,
    ]),
    'ongekakhuli', 'engekakhuli', 'akakakhuli', 'ongekabi mdala',
  ],
  lifeEvents: ['ulwaluko', 'ukwaluka', 'intonjane', 'ukufikisa', 'usuku lokuqala esikolweni'],
  minorCues: [
    'iyunifomu yesikolo', 'iyunifom yesikolo', 'udade wethu omncinci', 'usisi omncinci', 'ubhuti omncinci', 'ubuntwana',
    'ukhangeleka emncinci', 'ukhangeleka njengomntwana',
  ],
  sexual: [
    'ubunqunu', 'ehamba ze', 'ohamba ze', 'uze ngokupheleleyo', 'engenampahla', 'ngaphandle kwempahla', 'ukwabelana ngesondo', 'ngesondo',
    'imifanekiso yesondo', 'iphonografi', 'izinxibo zangaphantsi', 'ikhulula iimpahla', 'ukhulula iimpahla', 'ilungu lobudoda',
    'ilungu lobufazi',
  ],
  adulthood: [
    'umntu omdala', 'abantu abadala', 'osele ekhulile', 'osekhulile', 'umfazi osele ekhulile', 'ongaphezulu kweminyaka eli-18',
  ],
  harmless: [
    ...['wenja', 'wekati', 'wenkomo', 'wengonyama', 'wendlovu', 'wegusha', 'webhokhwe', 'wehashe'].map((animal) => `umntwana ${animal}`),
    ...['umfundi', 'abafundi'].flatMap((student) => [`${student} waseyunivesithi`, `${student} baseyunivesithi`, `${student} wekholeji`]),
    // 18 and 19, which begin with 'iminyaka elishumi' (10)
    ...YEARS.flatMap((years) => [`${years} elishumi elinesibhozo`, `${years} elishumi elinethoba`]),
  ],
  youngBody: ['isifuba esisicaba', 'akanamabele', 'engenamabele', 'umzimba ongekakhuli'],
  childhoodItems: ['inaphu', 'inapkeni', 'idumi', 'ibhotile yosana'],
  childhoodHints: ['unopopi', 'oonopopi', 'ibhegi yesikolo'],
  ageWords: [...YEARS, ...YEARS.flatMap((years) => CONCORDS.map((concord) => `${years} ${concord}`)), 'ubudala'],
  numberWords: NUMBER_WORDS,
  // Not 'inkwenkwe' (a boy not yet initiated), 'inene' (a gentleman), also 'truly', nor 'intombi yam', which ends in 'yam'.
  people: [
    'umfazi', 'abafazi', 'indoda', 'amadoda', 'intombazana', 'amantombazana', 'intombi', 'iintombi', 'umfana', 'abafana', 'inenekazi', 'umyeni',
    'inkosikazi', 'umtshakazi', 'isithandwa', 'imodeli', 'yena',
  ],
});
