import { vocabulary } from './types';

/**
 * Swedish. 'barn' is also an English word: it is read as a child only beside a Swedish cue ('ett barn',
 * 'nakna barn'), so only its forms that English lacks are listed ('barnen', 'småbarn'). 'flicka', 'tjej'
 * and 'pojke' are said of adults too and pass; an age beside them is read by the age rules. 'å', 'ä' and
 * 'ö' fold to 'a', 'a' and 'o'.
 */
export default vocabulary('sv', 'Swedish', {
  minors: [
    // Kept from the policy's first word lists
    'barnporr',
    'barnen', 'barnens', 'naket barn', 'nakna barn', 'litet barn', 'nakenbarn', 'småbarn', 'spädbarn', 'nyfödd', 'nyfödda',
    'bebis', 'bebisar', 'bebisen', 'bäbis',
    'lillflicka', 'småflicka', 'småflickor', 'flickebarn', 'pojkbarn', 'gossebarn', 'småpojke', 'småpojkar',
    'liten flicka', 'små flickor', 'liten pojke', 'små pojkar', 'ung flicka', 'unga flickor', 'lilla flickan', 'lilla pojken',
    'tonåring*', 'tonårs*', 'minderårig*', 'underårig*',
    'skolflick*', 'skolpojk*', 'skolbarn*', 'skolelev*', 'barnbrud*', 'barnporr*', 'barnsex*', 'barnporn*',
    'pedofil*',
  ],
  schoolLevels: [
    'lågstadie*', 'mellanstad*', 'högstadie*', 'grundskol*', 'förskola', 'förskolan',
    'förskoleklass', 'dagis', 'lekis', 'gymnasie*',
    'förstaklassare', 'andraklassare', 'tredjeklassare', 'fjärdeklassare', 'femteklassare', 'sjätteklassare',
    'sjundeklassare', 'åttondeklassare', 'niondeklassare',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((grade) => `årskurs ${grade}`),
    ...['första', 'andra', 'tredje', 'fjärde', 'femte', 'sjätte', 'sjunde', 'åttonde', 'nionde'].map((grade) => `${grade} klass`),
  ],
  ageOfConsent: [
    'inte myndig', 'inte myndig än', 'ännu inte myndig', 'omyndig', 'omyndiga', 'inte byxmyndig', 'inte byxmyndig än',
    'under byxmyndighetsåldern', 'under åldern för samtycke', 'under sexuell självbestämmandeålder', 'inte laglig än',
    'inte fyllt 18',
  ],
  lifeEvents: [
    'konfirmation', 'konfirmand', 'konfirmander', 'första skoldagen', 'skolavslutning', 'skolavslutningen', 'pubertet',
    'puberteten', 'i puberteten',
  ],
  minorCues: [
    'skoluniform', 'skoluniformen', 'lillasyster', 'lillasystern', 'lillebror', 'lillebrorn', 'ser ung ut', 'ungt utseende',
    'barnslig', 'barnsliga', 'flickaktig', 'flickaktiga', 'nallebjörn', 'skolväska',
  ],
  sexual: [
    'naken', 'nakna', 'naket', 'nakenbild', 'nakenbilder', 'porr', 'porrfilm', 'erotisk', 'erotiska', 'sexig', 'sexiga',
    'bröst', 'brösten', 'bröstvårtor', 'bröstvårta', 'fitta', 'kuk', 'knulla', 'knullar', 'underkläder', 'trosor', 'behå',
    'avklädd', 'avklädda', 'klär av sig', 'barbröstad', 'utan kläder', 'samlag', 'onanerar', 'onani',
  ],
  adulthood: ['vuxen', 'vuxna', 'vuxet', 'myndig', 'mogen', 'mogna', 'över 18 år', 'fullvuxen', 'fullvuxna'],
  harmless: ['barnens ö', 'nyfödd kalv', 'nyfödda kattungar', 'nyfödd valp', 'nyfödda valpar', 'nyfödd stjärna', 'nyfött föl'],
  youngBody: ['platt bröst', 'plattbröstad', 'outvecklad', 'outvecklade', 'inga bröst'],
  childhoodItems: ['blöja', 'blöjor', 'napp', 'nappflaska', 'träningsbehå'],
  childhoodHints: ['tofsar', 'råttsvansar', 'gosedjur'],
  /**
   * Not 'en', 'ett' (also articles), 'sex', 'sexton' (English words) nor 'elva' (a name): the age rules read them before a unit
   * ('sex år'). 'åtta' reads 'atta', as in 'atta girl'.
   */
  numberWords: { två: 2, tre: 3, fyra: 4, fem: 5, sju: 7, åtta: 8, nio: 9, tio: 10, tolv: 12, tretton: 13, fjorton: 14, femton: 15, sjutton: 17 },
  // Not 'han' (he), a Chinese name and syllable; nor 'dam' (a lady) and 'make' (a husband), English words.
  people: [
    'kvinna', 'kvinnor', 'man', 'flicka', 'flickor', 'tjej', 'tjejer', 'pojke', 'pojkar', 'kille', 'killar', 'herre', 'fru', 'hustru', 'brud',
    'flickvän', 'pojkvän', 'modell', 'blondin', 'brunett', 'rödhårig', 'hon', 'henne', 'honom',
  ],
});
