import { vocabulary } from './types';

/**
 * Romanian, with and without diacritics (both ș/ş and ț/ţ fold to 's' and 't'). 'Copil*' would catch
 * the English 'copilot', so the forms of 'copil' are listed; 'fată' and 'băiat' are said of adults too
 * and pass, an age beside them is read by the age rules ('13 ani' already is). 'Goală' is also 'empty'
 * and 'sugar' an infant, so neither is listed alone; nor is 'nud', which would read 'nud3' (leet for
 * 'nude') as 'nud' and an age of 3. 'Clasa întâi' is also first class on a train, so the
 * grades listed start with the second.
 */

/**
 * Numbers 1-99 before 'ani': units, the teens (also spoken: 'treișpe'), the tens, and the tens with
 * 'și' and a unit, which hold a smaller number ('douăzeci și trei de ani' would read 'trei ani'). Not
 * 'opt' (8) alone: a number word may join its unit, and the Spanish 'optar' would read '8 år'.
 */
const UNITS = ['unu|una|un', 'doi|două', 'trei', 'patru', 'cinci', 'șase', 'șapte', 'opt', 'nouă'];
const TEENS = [
  'zece', 'unsprezece|unșpe', 'doisprezece|douăsprezece|doișpe', 'treisprezece|treișpe', 'paisprezece|paișpe',
  'cincisprezece|cinșpe|cincișpe', 'șaisprezece|șaișpe', 'șaptesprezece|șapteșpe', 'optsprezece|optișpe', 'nouăsprezece|nouășpe',
];
const TENS = ['douăzeci', 'treizeci', 'patruzeci', 'cincizeci', 'șaizeci', 'șaptezeci', 'optzeci', 'nouăzeci'];
const NUMBER_WORDS: Record<string, number> = {};
const spellings = (written: string) => written.split('|');
UNITS.forEach((unit, index) => {
  for (const spelling of spellings(unit)) if (spelling !== 'un' && spelling !== 'opt') NUMBER_WORDS[spelling] = index + 1;
});
TEENS.forEach((teen, index) => {
  for (const spelling of spellings(teen)) NUMBER_WORDS[spelling] = 10 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => {
    for (const spelling of spellings(unit)) NUMBER_WORDS[`${tens} și ${spelling}`] = (index + 2) * 10 + unitIndex + 1;
  });
});

const GRADES = ['a treia', 'a patra', 'a cincea', 'a șasea', 'a șaptea', 'a opta'];
const ROMAN_GRADES = ['III', 'IV', 'V', 'VI', 'VII', 'VIII'];

export default vocabulary('ro', 'Romanian', {
  minors: [
    'copil', 'copilul', 'copilului', 'copila', 'copilă', 'copile', 'copilei', 'copii', 'copiii', 'copiilor',
    'copilaș*', 'copiliț*', 'fetiță', 'fetița', 'fetițe', 'fetițele', 'fetiței', 'fetițelor', 'fetițo', 'fetițică',
    'băiețel*', 'băiețaș*', 'puști', 'puștoaic*', 'puștan*', 'bebeluș*', 'bebelușă', 'sugaci', 'prunc*',
    'nou-născut', 'nou-născută', 'nou-născuți', 'nou-născuții', 'nou-născutul', 'nou-născutului',
    'adolescentă', 'adolescenta', 'adolescente', 'adolescenți', 'adolescenții', 'adolescentelor', 'minoră', 'minora', 'minorei',
    'minorul', 'minorii', 'minorilor', 'școlăriță', 'școlărițe', 'școlărița', 'școlar', 'școlari', 'școlarii', 'școlarul',
    'școlăriței', 'pedofil*', 'pornografie infantilă', 'fată mică', 'fete mici', 'fata mică', 'băiat mic', 'băieți mici',
    'fetiță mică', 'copil mic', 'copii mici',
  ],
  schoolLevels: [
    'școala primară', 'școală primară', 'școlii primare', 'școala generală', 'școală generală', 'școlii generale', 'clasele primare',
    'ciclul primar', 'gimnaziu', 'gimnaziul', 'gimnaziului', 'la gimnaziu', 'grădiniță', 'grădinița', 'grădinițe', 'grădiniței',
    'la creșă', 'clasa pregătitoare', 'liceul', 'liceului', 'la liceu', 'liceană', 'liceana', 'licean', 'liceeni', 'liceene',
    'elevă de gimnaziu', 'elevă de liceu', 'eleve de liceu',
    ...GRADES.flatMap((grade) => [`clasa ${grade}`]),
    ...[3, 4, 5, 6, 7, 8].map((grade) => `clasa a ${grade}-a`),
    ...ROMAN_GRADES.map((grade) => `clasa a ${grade}-a`),
  ],
  ageOfConsent: [
    'nu e majoră', 'nu este majoră', 'încă nu e majoră', 'nu e încă majoră', 'încă nu este majoră', 'aproape majoră', 'abia majoră',
    'abia legală', 'sub vârsta consimțământului', 'sub vârsta de consimțământ', 'sub 18 ani', 'sub optsprezece ani',
    'nu are încă 18', 'nu are 18 ani', 'încă nu are 18',
  ],
  lifeEvents: [
    'prima comuniune', 'prima împărtășanie', 'prima zi de școală', 'tabără de vară', 'tabăra de vară', 'tabără școlară',
    'serbare școlară', 'serbarea școlară', 'pubertate', 'pubertatea', 'la pubertate', 'balul bobocilor', 'primul clopoțel',
  ],
  minorCues: [
    'uniformă școlară', 'uniforma școlară', 'uniformă de școală', 'uniforma de școală', 'uniformă de școlăriță', 'sora mai mică',
    'sora mică', 'surioară', 'surioara', 'surioarei', 'fratele mai mic', 'frățior', 'frățiorul', 'arată tânără', 'pare tânără',
    'arată foarte tânără', 'aspect copilăresc', 'copilăresc', 'copilăroasă', 'copilăroși', 'fiica mică', 'fiicuța', 'fiicuță',
    'vârstă fragedă', 'vârsta fragedă', 'tinerică', '=elevă', '=eleve', '=elevei',
  ],
  sexual: [
    'portret nud', 'fotografie nud', 'poză nud', 'poze nud', 'nud artistic', 'în nud', 'nudă', 'nuduri', 'goală pușcă', 'dezbrăcat*', 'se dezbracă', 'fără haine', 'fără chiloți', 'fără sutien', 'sex', 'sexi',
    'sexy', 'sexual*', 'erotic*', 'porno', 'pornografic*', 'lenjerie intimă', 'lenjerie sexy', 'chiloți', 'chiloței',
    'sutien', 'sânii', 'sânilor', 'sâni goi', 'sâni mari', 'țâțele', 'sfârcuri', 'sfârcurile', 'pizdă', 'pizda', '=pulă',
    'futut', 'fute', 'futai', 'se fut', 'muie', 'masturbare', 'masturbează', 'masturbându-se', 'orgasm', 'excitată', 'excitat',
    'topless', 'striptease', 'cu sânii goi', 'femeie goală', 'fată goală', 'corp gol',
  ],
  adulthood: [
    'adult', 'adultă', 'adulți', 'adulte', 'majoră', 'majori', 'majore', 'matură', 'mature', 'matur', 'femeie matură',
    'peste 18 ani', 'peste 18', 'persoană adultă',
  ],
  harmless: [
    'copiii florilor', 'ca un copil', 'ca un copil mic', 'joacă de copii', 'vițel nou-născut', 'mielul nou-născut',
    'miel nou-născut', 'pui nou-născuți', 'pisoi nou-născuți', 'cățeluși nou-născuți', 'mânz nou-născut', 'scaun auto pentru copii',
  ],
  youngBody: [
    'piept plat', 'pieptul plat', 'fără sâni', 'nedezvoltată', 'nedezvoltat', 'nedezvoltate', 'corp nedezvoltat', 'trup nedezvoltat',
    'sâni nedezvoltați', 'încă fără sâni',
  ],
  childhoodItems: [
    'scutec*', 'suzetă', 'suzeta', 'suzete', 'biberon', 'biberonul', 'bavetă', 'baveta', 'ghiozdan*', 'jucărie de dentiție',
    'zornăitoare', 'zornăitoarea', 'primul sutien',
  ],
  childhoodHints: ['codițe', 'codițele', 'acadea', 'acadele', 'ursuleț de pluș', 'ursuleț', 'ursulețul', 'aparat dentar', 'jucărie de pluș', 'șosete până la genunchi'],
  youthGroups: ['cercetași', 'cercetașă', 'cercetașe', 'cercetașii', 'pionieri', 'pionieră', 'pionierii', 'șoimii patriei', 'cravată de pionier'],
  deAgeing: ['poțiune de întinerire', 'transformată într-un copil', 'întinerită până la copilărie', 'versiunea ei mai tânără'],
  // Not 'ea' (she), 'el' (he), two letters; 'fete' (girls), the English 'fete'; nor 'tip' (a guy) and 'soț' (a husband), read 'sot'.
  people: [
    'femei*', 'bărbat*', 'fată', 'băiat', 'băieți', 'băiatul', 'tipă', 'doamn*', 'domnișoar*', 'domn', 'domnul', 'soție', 'soția', 'soțul',
    'nevast*', 'mireas*', 'iubit*', 'prietenă', 'manechin', 'model', 'blondă', 'brunetă', 'roșcată',
  ],
  ageUnits: ['anișori', 'de ani'],
  ageWords: ['vârsta', 'vârstă'],
  numberWords: NUMBER_WORDS,
});
