import { vocabulary } from './types';

/**
 * Catalan (and Valencian). Latin terms are compared without accents ('nadó' as 'nado'), and the Spanish
 * list already reads the words the two languages share ('infantil', 'adolescente'); 'nena' is also a
 * Spanish word for a young woman and is listed only as 'nena petita', a cue otherwise. Some
 * Catalan words are words elsewhere and are listed only in phrases or as spelt: 'nen' folds to the
 * Vietnamese 'nền' (background), 'nadó' to the Spanish 'nado' (swimming), 'criatura' and 'canalla' are
 * Spanish words, 'pits' and 'cul' are English and French ones. 'Noia' and 'noi' are said of young adults
 * too (and 'noi' is the Italian 'we') and pass; an age beside them is read by the age rules ('13 anys').
 * Grades are named with their stage ('primer de primària' is the first, 'primer d'ESO' the seventh): 'ESO'
 * alone is the Spanish 'eso'.
 */

/**
 * Numbers 1-99 before 'anys': units, teens, tens, and the tens joined to a unit by hyphens ('vint-i-tres',
 * 'trenta-cinc'), which hold a smaller number.
 */
const UNITS = ['un|u|una', 'dos|dues', 'tres', 'quatre', 'cinc', 'sis', 'set', 'vuit', 'nou'];
const TEENS = ['deu', 'onze', 'dotze', 'tretze', 'catorze', 'quinze', 'setze', 'disset', 'divuit', 'dinou'];
const TENS = ['vint', 'trenta', 'quaranta', 'cinquanta', 'seixanta', 'setanta', 'vuitanta', 'noranta'];
/**
 * Units not read alone: the age rules read the Italian tens 'trenta', 'quaranta' and 'cinquanta' before
 * anything else, so 'trenta-cinc anys' (35) would read '30-5 anys', a range down to 5. Those that the
 * rules' own unit words do not already read after a tens word are left out ('trenta-tres' reads 33).
 */
const NOT_ALONE = ['cinc', 'sis', 'set', 'vuit', 'nou'];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => {
  for (const spelling of unit.split('|')) if (spelling !== 'u' && !NOT_ALONE.includes(spelling)) NUMBER_WORDS[spelling] = index + 1;
});
TEENS.forEach((teen, index) => {
  NUMBER_WORDS[teen] = 10 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => {
    for (const spelling of unit.split('|')) {
      const joined = index === 0 ? `${tens}-i-${spelling}` : `${tens}-${spelling}`;
      NUMBER_WORDS[joined] = (index + 2) * 10 + unitIndex + 1;
      NUMBER_WORDS[joined.replaceAll('-', ' ')] = (index + 2) * 10 + unitIndex + 1;
    }
  });
});

const PRIMARY_GRADES = ['primer', 'segon', 'tercer', 'quart', 'cinquè', 'sisè'];
const SECONDARY_GRADES = ['primer', 'segon', 'tercer', 'quart'];

export default vocabulary('ca', 'Catalan', {
  minors: [
    'nens', 'un nen', 'el nen', 'els nens', 'nen petit', 'nens petits', 'nen nu', 'nens nus', 'nena petita',
    'nenes petites', 'neneta', 'nenetes', '=nadó', 'nadons', 'un nadó', 'el nadó', 'nadó nu', 'infants',
    'xiquet', 'xiqueta', 'xiquets', 'xiquetes', 'xiquetet*', 'marrec', 'marrecs', 'mainada', 'noieta', 'noietes',
    'menor d\'edat', 'menors d\'edat', 'preadolescent*', 'adolescents', 'col·legiala', 'col·legiales', 'alumna de primària',
    'pederasta', 'pedòfil', 'pedòfila', 'pornografia infantil', 'abús infantil',
  ],
  schoolLevels: [
    'escola primària', 'educació primària', 'de primària', 'a primària', 'escola bressol', 'llar d\'infants', 'parvulari', 'pàrvuls',
    'educació infantil', 'institut de secundària', 'ensenyament secundari obligatori',
    ...PRIMARY_GRADES.map((grade) => `${grade} de primària`),
    ...SECONDARY_GRADES.map((grade) => `${grade} d'ESO`),
    ...SECONDARY_GRADES.map((grade) => `${grade} de l'ESO`),
  ],
  ageOfConsent: [
    'encara no és major d\'edat', 'no és major d\'edat', 'gairebé major d\'edat', 'just major d\'edat', 'per sota de l\'edat de consentiment',
    'menys de 18 anys', 'no té 18 anys', 'encara no té 18', 'no ha fet els 18',
  ],
  lifeEvents: [
    'primera comunió', 'la primera comunió', 'confirmació', 'colònies escolars', 'colònies d\'estiu', 'casal d\'estiu', 'primer dia d\'escola',
    'pubertat', 'la pubertat',
  ],
  minorCues: [
    'uniforme escolar', 'uniforme de l\'escola', 'germana petita', 'germaneta', 'germà petit', 'germanet', 'sembla jove', 'sembla molt jove',
    'sembla una nena', 'aspecte infantil', 'filleta',
  ],
  sexual: [
    'nua', 'nues', 'despulla*', 'sense roba', 'sexe', 'sexual*', 'sexy', 'eròtic*', 'porno', 'pornografia', 'pornogràfic*',
    'mamelles', 'pits nus', 'mugrons', 'mugró', 'cony', 'polla', 'cardar', 'follar', 'masturb*', 'orgasme', 'roba interior',
    'calces', 'calcetes', 'sostenidors', 'topless', 'excitada', 'excitat', 'cul nu',
  ],
  adulthood: ['adulta', 'adultes', 'major d\'edat', 'majors d\'edat', 'madura', 'madures', 'més de 18', 'de més de 18 anys'],
  // 'sota' (under) is one letter from the English 'shota', and so read as its misspelling without this.
  harmless: ['sota', 'com un nen', 'com un nen petit', 'com una nena', 'plora com una nena', 'joc de nens', 'és un joc de nens'],
  youngBody: ['pit pla', 'pits plans', 'sense pits', 'poc desenvolupada', 'sense desenvolupar', 'cos infantil', 'cos de nena'],
  childhoodItems: ['bolquer', 'bolquers', 'xumet', 'xumets', 'biberó', 'biberons', 'pitet', 'pitets', 'sonall', 'sonalls', 'motxilla escolar', 'cartera escolar'],
  childhoodHints: ['cuetes', 'dues cuetes', 'piruleta', 'piruletes', 'ós de peluix', 'osset de peluix', 'aparell de dents', 'mitjons fins als genolls'],
  youthGroups: ['escoltes', 'minyons escoltes', 'esplai', 'esplais', 'equip aleví', 'categoria aleví'],
  deAgeing: ['poció de rejoveniment', 'convertida en una nena', 'la seva versió més jove'],
  // Not 'home' (man) nor 'rossa' (blonde): the English 'home' and the Italian 'red'; nor 'noi', the Italian 'we'.
  people: [
    'dona', 'dones', 'noia', 'noies', 'xica', 'xicota', 'xicot', 'senyora', 'senyor', 'dama', 'cavaller', 'esposa', 'muller', 'marit',
    'núvia', 'nuvi', 'model', 'morena', 'ella', 'ell',
  ],
  ageUnits: ['anys', 'anyets'],
  ageWords: ['edat'],
  numberWords: NUMBER_WORDS,
});
