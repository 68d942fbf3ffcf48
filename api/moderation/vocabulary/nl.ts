import { vocabulary } from './types';

/**
 * Dutch. 'kind' is also English and is read as a child only beside a German cue by the policy itself;
 * 'kinderen', 'kindje' and the compounds are listed. 'meisje' is also said of young women and is not
 * listed; 'klein meisje' and 'jong meisje' are. 'peuteren' (to pick at) begins like 'peuter' and 'puber'
 * like English 'puberty', so both are listed as whole words. Diminutives of siblings ('zusje') are cues.
 */
export default vocabulary('nl', 'Dutch', {
  minors: [
    'kinderen', 'kindje', 'kindjes', 'kindermisbruik', 'kinderlijk', 'kinderlijke', 'kinderlichaam', 'kleuter*', 'peuter',
    'peuters', 'peutertje*', 'babytje*', 'zuigeling*', 'pasgeboren', 'pasgeborene', 'pasgeborenen', 'klein meisje', 'kleine meisjes', 'jong meisje',
    'jonge meisjes', 'kleine jongen', 'kleine jongens', 'jochie', 'jochies', 'tiener*',
    'puber', 'pubers', 'pubermeisje', 'minderjarig', 'minderjarige', 'minderjarigen', 'schoolmeisje', 'schooljongen', 'schooljongens',
    'schoolkind*', 'scholier*',
    'dochtertje*', 'zoontje*', 'pedofiel*', 'kinderlokker',
  ],
  schoolLevels: [
    'basisschool', 'basisscholier', 'basisscholiere', 'basisscholieren', 'lagere school', 'brugklas', 'brugklasser', 'brugklassers', 'kleuterschool', 'peuterspeelzaal', 'kinderdagverblijf',
    'kinderopvang', 'middelbare school', 'op de middelbare',
    ...['5', '6', '7', '8', 'zeven', 'acht'].map((group) => `in groep ${group}`),
  ],
  ageOfConsent: [
    'nog niet meerderjarig', 'niet meerderjarig', 'bijna meerderjarig', 'nog niet legaal', 'bijna legaal', 'net legaal',
    'nauwelijks legaal', 'onder de leeftijd van instemming', 'onder de wettelijke leeftijd', 'onder de meerderjarigheid',
    'nog minderjarig',
  ],
  lifeEvents: ['eerste communie', 'communiejurk', 'communiefeest', 'vormsel', 'vormeling', 'doopfeest', 'eerste schooldag'],
  minorCues: [
    'schooluniform', 'klein zusje', 'zusje', 'zusjes', 'broertje', 'nichtje', 'jong uitziend', 'jong uitziende',
    'ziet er jong uit', 'kindergezicht', 'kinderkleren',
  ],
  fictionalMinors: ['dikkie dik', 'jip en janneke', 'pluk van de petteflet', 'kruimeltje', 'pippi langkous'],
  sexual: [
    'naakt', 'naakte', 'spiernaakt', 'bloot', 'blote', 'poedelnaakt', 'seks', 'seksueel', 'seksuele', 'pornografie',
    'pornografisch', 'erotisch', 'erotische', 'erotiek', 'borsten', 'tieten', 'tepels', 'kut', 'kont', 'billen',
    'ondergoed', 'slipje', 'beha', 'neuken', 'geneukt', 'pijpbeurt', 'masturberen', 'masturbeert', 'klaarkomen',
    'orgasme', 'sperma', 'geil', 'geile', 'uitgekleed', 'ontkleed', 'kleedt zich uit', 'sensueel', 'wulps',
    'benen wijd', 'wijd beens',
  ],
  adulthood: ['volwassen', 'volwassene', 'volwassenen', 'meerderjarig', 'meerderjarige', 'rijpe vrouw', 'rijp lichaam'],
  harmless: [
    // 'kinderlijk eenvoudig' is 'dead easy'
    'kinderlijk eenvoudig', 'kinderlijk simpel',
  ],
  youngBody: ['onontwikkeld', 'onderontwikkeld', 'platte borst', 'plat borstje', 'zonder borsten', 'onbehaard', 'kinderlijf'],
  childhoodItems: ['speen', 'fopspeen', 'luier*'],
  childhoodHints: ['knuffelbeer', 'schooltas', 'staartjes', 'beugel', 'lolly', 'rugzakje'],
  /**
   * Not 'een' (also an article), 'twee' (the English word) nor 'tien' (a Vietnamese word): the age rules read them before a
   * unit ('tien jaar').
   */
  numberWords: {
    drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vijftien: 15, zestien: 16,
    zeventien: 17,
  },
  // Not 'haar' (her, also 'hair'), 'hem' (him, the English word) nor 'ze'.
  people: [
    'vrouw', 'vrouwen', 'man', 'mannen', 'meisje', 'meid', 'meiden', 'jongen', 'dame', 'heer', 'echtgenote', 'echtgenoot', 'bruid', 'vriendin',
    'vriendje', 'model', 'blondje', 'blondine', 'brunette', 'roodharige', 'zij', 'hij',
  ],
});
