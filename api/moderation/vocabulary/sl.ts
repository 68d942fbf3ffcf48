import { vocabulary } from './types';

/**
 * Slovenian. Latin terms are compared without diacritics ('deklica', 'otročiček' as 'otrocicek'), and
 * nouns decline, hence the stems. 'Otrok' (child) is also the Czech and Slovak 'slave' ('otrok',
 * 'otroci', 'otrokyně'): its shared forms are listed only in phrases, its own ones ('otroke', 'otroški')
 * alone; 'birma' is Burma in Polish and 'duda' a Polish name. 'Punca' and 'fant' are said of adults too
 * (a girlfriend, a boyfriend) and pass, as do 'deček' (also a boyfriend) and 'punčka' (also a doll); an
 * age beside them is read by the age rules ('13 let' already is). Short words that are words elsewhere are written only in phrases:
 * 'gola' is the Italian 'gola', 'seks' the Norwegian six, 'šolar' folds to 'solar'. 'Prvi razred' is
 * also first class on a train, so the grades listed start with the third.
 */

/**
 * Numbers 1-99 before 'let': units, teens, tens, and the compounds, which Slovenian writes as one word
 * with the unit first ('triindvajset', 23).
 */
const UNITS = ['eno|ena', 'dve|dva', 'tri', 'štiri', 'pet', 'šest', 'sedem', 'osem', 'devet'];
const COMPOUND_UNITS = ['ena', 'dva', 'tri', 'štiri', 'pet', 'šest', 'sedem', 'osem', 'devet'];
const TEENS = ['deset', 'enajst', 'dvanajst', 'trinajst', 'štirinajst', 'petnajst', 'šestnajst', 'sedemnajst', 'osemnajst', 'devetnajst'];
const TENS = ['dvajset', 'trideset', 'štirideset', 'petdeset', 'šestdeset', 'sedemdeset', 'osemdeset', 'devetdeset'];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => {
  for (const spelling of unit.split('|')) if (spelling !== 'ena') NUMBER_WORDS[spelling] = index + 1;
});
TEENS.forEach((teen, index) => {
  NUMBER_WORDS[teen] = 10 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  COMPOUND_UNITS.forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${unit}in${tens}`] = (index + 2) * 10 + unitIndex + 1;
  });
});

/** Ages under 18 joined to '-leten' ('trinajstletna'), as stems. */
const YOUNG_AGES = ['pet', 'šest', 'sedem', 'osem', 'devet', 'deset', 'enajst', 'dvanajst', 'trinajst', 'štirinajst', 'petnajst', 'šestnajst', 'sedemnajst'];

const GRADES: readonly (readonly string[])[] = [
  ['tretji', 'tretjem', 'tretjega'], ['četrti', 'četrtem', 'četrtega'], ['peti', 'petem', 'petega'], ['šesti', 'šestem', 'šestega'],
  ['sedmi', 'sedmem', 'sedmega'], ['osmi', 'osmem', 'osmega'], ['deveti', 'devetem', 'devetega'],
];

export default vocabulary('sl', 'Slovenian', {
  minors: [
    // 'otrok', 'otroka', 'otroku', 'otroci' and 'otrokom' are also the Czech and Slovak 'slave': in phrases only
    'majhen otrok', 'majhnega otroka', 'majhnemu otroku', 'majhni otroci', 'majhnih otrok', 'gol otrok', 'golega otroka', 'goli otroci',
    'golih otrok', 'moj otrok', 'moji otroci', 'naš otrok', 'naši otroci', 'en otrok', 'dva otroka', 'trije otroci', 'otrok se igra',
    'otroci se igrajo', 'otroci se kopajo', 'otroke', 'otrocih', 'otroki', 'otrokoma', 'otrošk*', 'otročič*', 'deklic*', 'dojenček', 'dojenčk*', 'novorojenček', 'novorojenčk*', 'malček', 'malčk*',
    'fantek', 'fantka', 'fantki', 'fantkom', 'najstnic*', 'najstnik*', 'najstniš*', 'mladoletn*', 'mladostnic*',
    'mladostnik*', 'šolarka', 'šolarke', 'šolarko', 'šolarji', 'šolarjev', 'šolarček', 'osnovnošolk*', 'osnovnošolec', 'osnovnošolc*',
    'pedofil*', 'majhna deklica', 'mala punčka', 'majhna punčka', 'mala punca', 'majhen fant', 'mali fantek',
    ...YOUNG_AGES.map((age) => `${age}letn*`),
  ],
  schoolLevels: [
    'osnovna šola', 'osnovne šole', 'osnovni šoli', 'osnovno šolo', 'v osnovni šoli', 'vrtec', 'vrtca', 'vrtcu', 'vrtcem', 'v vrtcu',
    'srednja šola', 'srednje šole', 'srednji šoli', 'srednjo šolo', 'srednješol*', 'predšolsk*',
    ...GRADES.flatMap(([nominative = '', locative = '', genitive = '']) => [`${nominative} razred`, `${locative} razredu`, `${genitive} razreda`]),
    ...[3, 4, 5, 6, 7, 8, 9].flatMap((grade) => [`${grade}. razred`, `${grade}. razreda`, `${grade}. razredu`]),
  ],
  ageOfConsent: [
    'ni polnoletna', 'še ni polnoletna', 'ni še polnoletna', 'skoraj polnoletna', 'komaj polnoletna', 'pod starostjo za privolitev',
    'mlajša od 18', 'mlajša od osemnajst', 'nima še 18', 'še nima 18', 'še ni stara 18',
  ],
  lifeEvents: [
    'prvo obhajilo', 'prvem obhajilu', 'prvega obhajila', 'pri birmi', 'na birmi', 'za birmo', 'birmanski boter', 'prvi šolski dan',
    'prvi dan šole', 'poletni tabor', 'poletnem taboru', 'šola v naravi', 'puberteta', 'puberteti', 'v puberteti',
  ],
  minorCues: [
    'šolska uniforma', 'šolski uniformi', 'šolsko uniformo', 'šolske uniforme', 'mlajša sestra', 'mlajšo sestro', 'mlajše sestre',
    'sestrica', 'sestrico', 'mlajši brat', 'bratec', 'bratca', 'izgleda mlado', 'izgleda zelo mlado', 'otročja', 'otročje', 'otročji', 'hčerkica', 'hčerkico',
    'učenka', 'učenko', 'učenke', 'dijakinja', 'dijakinjo', 'gimnazijka', 'gimnazijko',
  ],
  sexual: [
    'gola ženska', 'gola punca', 'gola na plaži', 'gola v postelji', 'golo telo', 'gole prsi', 'gole ženske', 'razgaljen*', 'naga ženska',
    'slečen*', 'sleče se', 'slači se', 'brez oblačil', 'seksi', 'seksa', 'seksom', 'seksualn*', 'erotičn*', 'erotika', 'porno',
    'pornografij*', 'njene prsi', 'velike prsi', 'joški', 'joške', 'bradavičke', 'pička', 'pičko', 'kurac', 'kurc', 'kurca', 'fukanje', 'fuka', 'fukata',
    'jebanje', 'masturbira*', 'masturbacij*', 'orgazem', 'orgazma', 'spodnje perilo', 'spodnjem perilu', 'hlačke', 'hlačkah',
    'tangice', 'modrček', 'modrčku', 'toples', 'striptiz', 'napaljen*', 'ritka',
  ],
  adulthood: [
    'odrasla', 'odrasli', 'odraslo', 'odrasle', 'odrasla oseba', 'polnoletna', 'polnoleten', 'polnoletni', 'polnoletno', 'zrela',
    'zrelo', 'zreli', 'starejša od 18', 'nad 18',
  ],
  harmless: ['kot majhen otrok', 'otroška igra', 'otroški voziček', 'otroške bolezni', 'otroška bolezen', 'otroški sedež'],
  youngBody: ['ravne prsi', 'ravnih prsi', 'brez prsi', 'nerazvit*', 'otroško telo', 'otroškim telesom'],
  childhoodItems: [
    'plenica', 'plenice', 'plenico', 'plenicah', 'dudo', 'dudko', 'dudka', 'dudkom', 'slinček', 'slinčkom', 'ropotuljica', 'ropotuljico',
    'šolska torba', 'šolsko torbo', 'šolski nahrbtnik',
  ],
  childhoodHints: ['kitke', 'kitkami', 'čopki', 'čopke', 'lizika', 'liziko', 'plišasti medvedek', 'medvedek', 'zobni aparat', 'dokolenke'],
  youthGroups: ['taborniki', 'tabornica', 'tabornice', 'skavti', 'skavtinja', 'pionirji', 'pionirka', 'pionirska ruta', 'pionirsko ruto'],
  deAgeing: ['napoj za pomlajevanje', 'spremenjena v otroka', 'mlajša različica sebe'],
  // 'fant*' would take 'fantek' (a little boy): its forms are listed. Not 'on' (he), two letters, nor 'tip' (a guy), English.
  people: [
    'žensk*', 'žena', 'žene', 'moški', 'mož', 'moža', 'punca', 'punce', 'dekle', 'dekleta', 'fant', 'fantje', 'gospa', 'gospod', 'dama',
    'nevesta', 'model', 'manekenka', 'blondinka', 'rjavolaska', 'ona', 'njo', 'njega',
  ],
  ageUnits: ['letna', 'letno', 'leten'],
  ageWords: ['starost', 'starosti'],
  numberWords: NUMBER_WORDS,
});
