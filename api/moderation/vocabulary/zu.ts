import { vocabulary } from './types';

/**
 * Zulu (isiZulu). Nouns take class prefixes and locatives ('ingane', 'izingane', 'engane'), so forms are
 * listed. 'intombazane' (a girl) and 'umfana' (a boy, a young man) are said of young adults too and pass;
 * an age beside them is read by the age rules. 'amabele' is breasts and also sorghum, so it is sexual
 * only with 'akhe' (her). Ages are said with the word for years first and a concord before the number
 * ('iminyaka eyi-15', 'oneminyaka engu-15', 'iminyaka eyishumi nanhlanu'): the word and its concord are
 * words for age, and numbers in words after them are listed as phrases. 'uMntwana' is also a royal title.
 */

/** The word for years as it begins an age ('iminyaka', 'oneminyaka'), and the concords before a number. */
const YEARS = ['iminyaka', 'eminyaka', 'oneminyaka', 'eneminyaka', 'ineminyaka', 'kweminyaka'];
const CONCORDS = ['eyi-', 'eyi', 'engu-', 'engu', 'engama-'];

/** 3 to 17 in words, as they follow 'iminyaka'. */
const YOUNG = [
  'emithathu', 'emine', 'emihlanu', 'eyisithupha', 'eyisikhombisa', 'eyisishiyagalombili', 'eyisishiyagalolunye', 'eyishumi',
  'eyishumi nanye', 'eyishumi nambili', 'eyishumi nantathu', 'eyishumi nane', 'eyishumi nanhlanu', 'eyishumi nesithupha',
  'eyishumi nesikhombisa',
];

/** Numbers 1-19 and the tens, as they are counted ('ishumi nanhlanu', 15; 'amashumi amabili', 20). */
const COUNTING = [
  'kunye', 'kubili', 'kuthathu', 'kune', 'kuhlanu', 'isithupha', 'isikhombisa', 'isishiyagalombili', 'isishiyagalolunye',
];
const TEENS = ['nanye', 'nambili', 'nantathu', 'nane', 'nanhlanu', 'nesithupha', 'nesikhombisa', 'nesishiyagalombili', 'nesishiyagalolunye'];
const TENS = ['amabili', 'amathathu', 'amane', 'amahlanu', 'ayisithupha', 'ayisikhombisa', 'ayisishiyagalombili', 'ayisishiyagalolunye'];
const NUMBER_WORDS: Record<string, number> = { ishumi: 10 };
COUNTING.forEach((number, index) => (NUMBER_WORDS[number] = index + 1));
TEENS.forEach((teen, index) => (NUMBER_WORDS[`ishumi ${teen}`] = 11 + index));
TENS.forEach((tens, index) => (NUMBER_WORDS[`amashumi ${tens}`] = (index + 2) * 10));

export default vocabulary('zu', 'Zulu', {
  minors: [
    'ingane', 'izingane', 'ezinganeni', 'ingane encane', 'izingane ezincane', 'umntwana', 'abantwana', 'umntwana omncane',
    'usana', 'izinsana', 'intombazanyana', 'amantombazanyana', 'umfanyana', 'abafanyana', 'ingane yesikole',
    'izingane zesikole', 'umfundi wesikole', 'abafundi besikole', 'intombazane yesikole', 'engakathombi', 'ongakathombi',
    'izithombe zocansi zezingane', 'ukuhlukumeza izingane ngokocansi',
    ...YOUNG.flatMap((number) => YEARS.map((years) => `${years} ${number}`)),
  ],
  schoolLevels: [
    'isikole samabanga aphansi', 'amabanga aphansi', 'samabanga aphansi', 'isikole esiphakeme', 'esikoleni esiphakeme',
    'isikole samabanga aphezulu', 'amabanga aphezulu', 'samabanga aphezulu',
    'inkulisa', 'enkulisa', 'isikole sezingane',
    ...['lokuqala', 'lesibili', 'lesithathu', 'lesine', 'lesihlanu', 'lesithupha', 'lesikhombisa', 'lesishiyagalombili',
      'lesishiyagalolunye', 'leshumi', 'leshumi nanye', 'leshumi nambili'].map((grade) => `ibanga ${grade}`),
    ...Array.from({ length: 12 }, (_, index) => [`ibanga ${index + 1}`, `ibanga le-${index + 1}`, `ibanga lesi-${index + 1}`]).flat(),
  ],
  ageOfConsent: [
    ...['ngaphansi', 'engaphansi', 'ongaphansi', 'abangaphansi'].flatMap((under) => [
      `${under} kweminyaka eyi-18`, `${under} kweminyaka engu-18`, `${under} kwe-18`, `${under} kweminyaka eyishumi nesishiyagalombili`,
    ]),
    'ongakafiki eminyakeni eyi-18', 'ongakakhuli', 'engakakhuli', 'akakakhuli', 'akakabi mdala', 'ngaphansi kweminyaka yokuvuma',
  ],
  lifeEvents: [
    'umhlonyane', 'ukusoka', 'ukwaluka', 'umkhosi womhlanga', 'ukuhlolwa kobuntombi', 'usuku lokuqala esikoleni', 'ukuthomba',
  ],
  minorCues: [
    'iyunifomu yesikole', 'inyufomu yesikole', 'udadewethu omncane', 'usisi omncane', 'umfowethu omncane', 'ubuntwana',
    'ubukeka emncane', 'ubukeka njengengane', 'umfundi', 'abafundi', 'osemncane',
  ],
  sexual: [
    'nqunu', 'unqunu', 'enqunu', 'onqunu', 'abanqunu', 'benqunu', 'ngunqunu', 'ngaphandle kwezingubo', 'engagqokile', 'ucansi',
    'ocansini', 'ukuya ocansini',
    'izithombe zocansi', 'amabele akhe', 'umthondo', 'isitho sangasese', 'izitho zangasese', 'izingubo zangaphansi',
    'ipanti', 'ibhodisi', 'ukhumula izingubo', 'ekhumula izingubo', 'ukulalana', 'isifebe', 'inkanuko',
  ],
  adulthood: [
    'umuntu omdala', 'abantu abadala', 'osekhulile', 'abasebekhulile', 'owesifazane osekhulile', 'owesifazane omdala',
    'ongaphezu kweminyaka eyi-18', 'ngaphezu kweminyaka engu-18',
  ],
  harmless: [
    // The young of animals, and 'uMntwana' as a royal title
    ...['yenja', 'yekati', 'yenkomo', 'yebhubesi', 'yendlovu', 'yemvu', 'yembuzi', 'yehhashi'].map((animal) => `ingane ${animal}`),
    'umntwana wenkosi', 'umntwana wakwaphindangene',
    // 'umfundi' (a student) of a university or a college
    ...['umfundi', 'abafundi'].flatMap((student) => [
      `${student} wasenyuvesi`, `${student} basenyuvesi`, `${student} wasekolishi`, `${student} wenyuvesi`,
    ]),
    // 18 and 19, which begin with 'iminyaka eyishumi' (10)
    ...YEARS.flatMap((years) => [`${years} eyishumi nesishiyagalombili`, `${years} eyishumi nesishiyagalolunye`]),
  ],
  youngBody: ['isifuba esicaba', 'akanamabele', 'engenamabele', 'umzimba ongakakhuli', 'umzimba ongakavuthwa'],
  childhoodItems: ['inabukeni', 'inapkeni', 'idayipha', 'idumi', 'ibhodlela lengane'],
  childhoodHints: ['unodoli', 'onodoli', 'isikhwama sesikole'],
  ageWords: [...YEARS, ...YEARS.flatMap((years) => CONCORDS.map((concord) => `${years} ${concord}`)), 'ubudala', 'ubudala obungu-'],
  numberWords: NUMBER_WORDS,
  people: [
    'owesifazane', 'abesifazane', 'owesilisa', 'abesilisa', 'indoda', 'amadoda', 'intombazane', 'amantombazane', 'intombi', 'izintombi',
    'umfana', 'abafana', 'insizwa', 'umfazi', 'abafazi', 'umyeni', 'umakoti', 'isoka', 'inkosikazi', 'umnumzane', 'imodeli', 'yena',
  ],
});
