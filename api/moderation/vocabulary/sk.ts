import { vocabulary } from './types';

/**
 * Slovak. Latin terms are compared without diacritics ('dievčatko' as 'dievcatko'), and nouns decline,
 * hence the stems; forms shared with Czech ('deti', 'chlapec', 'školáčka', 'plnoletá') are read by the
 * Czech list already. 'Dieťa' folds to 'dieta', a diet in Spanish, Italian and Polish, so it is listed
 * only as spelt ('=dieťa') and in its other forms ('dieťaťa'). 'Dievča', 'dievčina' and 'chalan' are said
 * of young adults too and pass; an age beside them is read by the age rules ('13 rokov' already is).
 * 'Prvá' and 'druhá trieda' are also train classes, so the grades listed start with the third.
 */

/**
 * Numbers 1-99 before 'rokov': units, teens, tens, and the tens with a unit written apart
 * ('dvadsať tri'), which hold a smaller number, or joined ('dvadsaťtri'). Not 'päť' (5) alone: it folds
 * to 'pat', and a number word may join its unit ('Patani' would read '5 ani').
 */
const UNITS = ['jeden|jedna|jedno', 'dva|dve', 'tri', 'štyri', 'päť', 'šesť', 'sedem', 'osem', 'deväť'];
const TEENS = ['desať', 'jedenásť', 'dvanásť', 'trinásť', 'štrnásť', 'pätnásť', 'šestnásť', 'sedemnásť', 'osemnásť', 'devätnásť'];
const TENS = ['dvadsať', 'tridsať', 'štyridsať', 'päťdesiat', 'šesťdesiat', 'sedemdesiat', 'osemdesiat', 'deväťdesiat'];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => {
  for (const spelling of unit.split('|')) if (spelling !== 'päť') NUMBER_WORDS[spelling] = index + 1;
});
TEENS.forEach((teen, index) => {
  NUMBER_WORDS[teen] = 10 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => {
    for (const spelling of unit.split('|')) {
      NUMBER_WORDS[`${tens} ${spelling}`] = (index + 2) * 10 + unitIndex + 1;
      NUMBER_WORDS[`${tens}${spelling}`] = (index + 2) * 10 + unitIndex + 1;
    }
  });
});

/** Ages under 18 joined to '-ročná' ('trinásťročná'), as stems. */
const YOUNG_AGES = ['päť', 'šesť', 'sedem', 'osem', 'deväť', 'desať', 'jedenásť', 'dvanásť', 'trinásť', 'štrnásť', 'pätnásť', 'šestnásť', 'sedemnásť'];

const GRADES: readonly (readonly string[])[] = [
  ['tretia', 'tretej', 'tretiu'], ['štvrtá', 'štvrtej', 'štvrtú'], ['piata', 'piatej', 'piatu'], ['šiesta', 'šiestej', 'šiestu'],
  ['siedma', 'siedmej', 'siedmu'], ['ôsma', 'ôsmej', 'ôsmu'], ['deviata', 'deviatej', 'deviatu'],
];

export default vocabulary('sk', 'Slovak', {
  minors: [
    '=dieťa', 'dieťaťa', 'dieťaťu', 'dieťaťom', 'dieťati', 'deťom', 'deťmi', 'deťoch', 'detičky', 'detičkám', 'detičiek', 'dievčatk*', 'dievčatiek',
    'malé dievča', 'malého dievčaťa', 'malé dievčatá', 'malá dievčina', 'malé dievčence', 'dievčence', 'chlapček*', 'chlapčiatk*',
    'malý chlapec', 'malí chlapci', 'bábätk*', 'bábätiek', 'batoľa', 'batoľatá', 'batoliat', 'dojča', 'dojčatá', 'dojčiat', 'novoroden*',
    'novorodeniatk*', 'maloletá', 'maloletý', 'maloleté', 'maloletú', 'maloletí', 'maloletých', 'neplnoletá', 'neplnoletý',
    'neplnoleté', 'neplnoletú', 'neplnoletí', 'neplnoletých', 'tínedžer*', 'násťroč*', 'žiačk*', 'žiak', 'žiaci', 'žiakov', 'žiakmi',
    'prváčik*', 'prváčk*', 'predškolák*', 'predškoláčk*', 'pedofil*', 'zneužívanie detí', 'detská pornografia',
    ...YOUNG_AGES.map((age) => `${age}ročn*`),
  ],
  schoolLevels: [
    'základná škola', 'základnej školy', 'základnej škole', 'základnú školu', 'základnou školou', 'na základnej škole', 'materská škola',
    'materskej školy', 'materskej škole', 'materskú školu', 'škôlka', 'škôlke', 'škôlku', 'škôlky', 'škôlkou',
    'stredná škola', 'strednej školy', 'strednej škole', 'strednú školu', 'stredoškolák*', 'stredoškoláčk*',
    ...GRADES.flatMap(([nominative = '', genitive = '', accusative = '']) => [`${nominative} trieda`, `${genitive} triedy`, `${genitive} triede`, `${accusative} triedu`]),
    ...[3, 4, 5, 6, 7, 8, 9].flatMap((grade) => [`${grade}. trieda`, `${grade}. triedy`, `${grade}. triede`, `${grade}. triedu`]),
    'piatačk*', 'šiestačk*', 'siedmačk*', 'ôsmačk*', 'deviatačk*', 'deviatak', 'deviataci',
  ],
  ageOfConsent: [
    'nie je plnoletá', 'ešte nie je plnoletá', 'nie je ešte plnoletá', 'ešte nemá 18', 'nemá ešte 18', 'ešte nemá osemnásť', 'takmer plnoletá',
    'skoro plnoletá', 'sotva plnoletá', 'pod vekom súhlasu', 'pod hranicou plnoletosti', 'mladšia ako 18', 'mladšia než 18',
  ],
  lifeEvents: [
    'prvé sväté prijímanie', 'prvom svätom prijímaní', 'prvé prijímanie', 'prvého prijímania', 'birmovka', 'birmovke', 'birmovku',
    'birmovanie', 'prvý školský deň', 'prvý deň v škole', 'letný tábor', 'letnom tábore', 'škola v prírode', 'puberta', 'v puberte',
  ],
  minorCues: [
    'školská uniforma', 'školskej uniforme', 'školskú uniformu', 'školskej uniformy', 'školskou uniformou', 'mladšia sestra',
    'mladšiu sestru', 'mladšej sestry', 'mladší brat', 'braček', 'bračeka', 'vyzerá mlado', 'vyzerá veľmi mlado',
    'mladučká', 'mladučkú', 'detinská', 'detinskú', 'detinské', 'dcérka', 'dcérku', 'dcérenka', 'gymnazistk*', 'stredoškoláčka',
  ],
  sexual: [
    'nahá', 'nahé', 'nahý', 'nahú', 'nahí', 'nahota', 'nahote', 'vyzlečen*', 'vyzlieka sa', 'vyzliekanie', 'bez oblečenia', 'sexi',
    'sexuáln*', 'erotick*', 'erotika', 'porno', 'pornografi*', 'prsia', 'prsiach', 'prsníky', 'cecky', 'ceckami', 'bradavky', 'pipík',
    'jebať', 'jebanie', 'šukať', 'šukanie', 'trtkať', 'trtkanie', 'masturb*', 'orgazmus', 'orgazmu', 'spodná bielizeň', 'spodnej bielizni',
    'spodnú bielizeň', 'nohavičky', 'nohavičkách', 'tangá', 'podprsenka', 'podprsenke', 'hore bez', 'striptíz', 'vzrušená', 'nadržaná',
    'nadržané', 'zadok', 'zadoček', 'zadočkom',
  ],
  adulthood: [
    'dospelá', 'dospelý', 'dospelé', 'dospelú', 'dospelí', 'dospelých', 'plnoletá', 'plnoletý', 'plnoletú', 'zrelá', 'zrelú', 'zrelý',
    'zrelé', 'staršia ako 18', 'nad 18', 'viac ako 18',
  ],
  harmless: [
    'detská choroba', 'detské choroby', 'detský kočík', 'detská postieľka', 'detská výživa', 'deti noci', 'deti kukurice', 'deti kvetov',
    'novorodené teliatko', 'novorodené mačiatka', 'novorodené šteniatka', 'novorodené žriebätko',
  ],
  youngBody: ['plochá hruď', 'plochým hrudníkom', 'bez pŕs', 'nevyvinutá', 'nevyvinuté', 'nevyvinutú', 'nevyvinuté telo', 'detské telo', 'detské telíčko'],
  childhoodItems: [
    'plienk*', 'cumlík', 'cumlíkom', 'cumlíky', 'cumeľ', 'cumľom', 'podbradník', 'podbradníkom', 'hrkálka', 'hrkálkou', 'fľaša s cumlíkom',
    'školská taška', 'školskou taškou', 'aktovka', 'hryzátko', 'hryzadlo',
  ],
  childhoodHints: ['vrkôčiky', 'vrkôčikmi', 'chvostíky', 'lízanka', 'lízankou', 'plyšový macko', 'plyšového macka', 'macko', 'strojček na zuby', 'podkolienky'],
  youthGroups: ['skauti', 'skautka', 'skautky', 'pionieri', 'pionierka', 'pionierska šatka', 'iskričky'],
  deAgeing: ['elixír omladenia', 'premenená na dieťa', 'mladšia verzia seba'],
  // Not 'on' (he), the English word, 'pán' and 'pani' (a gentleman, a lady), the English 'pan' and the Hindi 'water', nor 'žien' (of
  // women), the Dutch 'zien'.
  people: [
    'žena', 'ženy', 'ženu', 'muž', 'muža', 'muži', 'dievča', 'dievčatá', 'dievčin*', 'chalan', 'chalani', 'chlap', 'dáma', 'slečna',
    'manželk*', 'manžel', 'nevest*', 'priateľka', 'frajerka', 'modelk*', 'blondínk*', 'brunetk*', 'ona',
  ],
  ageUnits: ['rôčikov', 'rôčiky'],
  ageWords: ['vo veku', 'veku'],
  numberWords: NUMBER_WORDS,
});
