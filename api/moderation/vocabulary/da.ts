import { vocabulary } from './types';

/**
 * Danish. 'børn' folds to the English 'born' and 'nøgen' to 'nogen' ('someone'): neither is listed
 * alone, only in phrases and forms English and Danish do not share ('små børn', 'børnene', 'nøgne').
 * 'barn' is read only beside a Nordic cue. 'pige' and 'dreng' are said of adults too and pass; an age
 * beside them is read by the age rules. 'æ', 'ø' and 'å' fold to 'ae', 'o' and 'a'.
 */
export default vocabulary('da', 'Danish', {
  minors: [
    'børnene', 'børnenes', 'nøgent barn', 'nøgne barn', 'mit barn', 'lille barn', 'småbørn', 'små børn', 'nøgne børn',
    'mine børn', 'vores børn', 'tre børn', 'unge børn',
    'børn der', 'børn som', 'spædbarn', 'spædbørn', 'nyfødt', 'nyfødte', 'pigebarn', 'drengebarn', 'pigebørn', 'drengebørn',
    'lille pige', 'lille pigen', 'små piger', 'lille dreng', 'små drenge', 'ung pige', 'unge piger', 'lille knægt', 'pigelil',
    'mindreårig*', 'skolepige*', 'skoledreng*', 'skolebarn*', 'skolebørn*', 'skoleelev*',
    'børneporno*', 'børnesex*', 'børnebrud*', 'pædofil*', 'ungen', 'ungerne',
  ],
  schoolLevels: [
    'folkeskole*', 'børnehave*', 'vuggestue*', 'indskoling*', 'mellemtrin*', 'udskoling*', 'friskole*', 'efterskole*',
    ...[5, 6, 7, 8, 9, 10].map((grade) => `${grade} klasse`),
    ...['sjette', 'syvende', 'ottende', 'niende', 'tiende'].map((grade) => `${grade} klasse`),
  ],
  ageOfConsent: [
    'ikke myndig', 'ikke myndig endnu', 'umyndig', 'umyndige', 'under den seksuelle lavalder', 'under lavalderen',
    'ikke fyldt 18', 'ikke fyldt 15', 'ikke lovlig endnu', 'ikke gammel nok',
  ],
  lifeEvents: [
    'konfirmation', 'konfirmationen', 'konfirmand', 'konfirmander', 'første skoledag', 'skolestart', 'pubertet', 'puberteten',
    'i puberteten',
  ],
  minorCues: [
    'skoleuniform', 'skoleuniformen', 'lillesøster', 'lillesøsteren', 'lillebror', 'lillebroren', 'ser ung ud', 'ungt udseende',
    'barnlig', 'barnlige', 'pigeagtig', 'skoletaske', 'bamse',
  ],
  sexual: [
    'nøgne', 'nøgenhed', 'nøgenbillede', 'nøgenbilleder', 'splitternøgen', 'helt nøgen', 'porno', 'pornofilm', 'erotisk',
    'erotiske', 'sexet', 'frække billeder', 'bryster', 'brysterne', 'brystvorter', 'fisse', 'kusse', 'kneppe',
    'knepper', 'undertøj', 'trusser', 'afklædt', 'klæder sig af', 'topløs', 'uden tøj', 'samleje', 'onanerer', 'onani',
    'liderlig',
  ],
  adulthood: ['voksen', 'voksne', 'myndig', 'moden', 'modne', 'over 18 år', 'fuldvoksen', 'fuldvoksne'],
  harmless: ['nyfødt kalv', 'nyfødte killinger', 'nyfødt føl', 'nyfødte hvalpe', 'nyfødt lam'],
  youngBody: ['fladbrystet', 'flad brystkasse', 'uudviklet', 'uudviklede', 'ingen bryster'],
  childhoodItems: ['bleer', 'sutteflaske', 'træningsbh'],
  childhoodHints: ['rottehaler', 'tøjdyr'],
  // Not 'en', 'et' (also articles), 'to', 'fire' (English words) nor 'seks' (Turkish and Polish for sex): the age rules
  // read 'to', 'fire' and 'seks' before a unit already ('seks år').
  numberWords: {
    tre: 3, fem: 5, syv: 7, otte: 8, ni: 9, ti: 10, elleve: 11, tolv: 12, tretten: 13, fjorten: 14, femten: 15, seksten: 16, sytten: 17,
  },
  // Not 'hun' (she) nor 'han' (he), Chinese syllables, nor 'ham' (him), the English word.
  people: [
    'kvinde*', 'mand', 'manden', 'mænd', 'pige', 'pigen', 'piger', 'dreng', 'drengen', 'drenge', 'fyr', 'dame', 'damer', 'herre', 'kone', 'hustru',
    'ægtemand', 'brud', 'kæreste', 'model', 'blondine', 'brunette', 'rødhåret', 'hende',
  ],
});
