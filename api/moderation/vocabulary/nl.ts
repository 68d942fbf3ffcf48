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
});
