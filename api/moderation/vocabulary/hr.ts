import { vocabulary } from './types';

/**
 * Croatian (ijekavian). Latin terms are compared without diacritics ('djevojčica' as 'djevojcica',
 * 'đ' as 'd'), and nouns decline, hence the stems. 'Djevojka', 'cura' and 'mladić' are said of adults
 * too and pass; an age beside them is read by the age rules ('13 godina' already is). Short words that
 * are words elsewhere are written only in phrases: 'gola' is the Italian 'gola', 'naga' the serpent
 * people of fantasy, 'seks' the Norwegian six, 'beba' a Spanish verb. 'Prvi' and 'drugi razred' are
 * also train classes, so the grades listed start with the third.
 */

/**
 * Numbers 1-99 before 'godina': units, teens, tens, and the tens with a unit, written with or without
 * 'i' ('dvadeset tri', 'dvadeset i tri'), which hold a smaller number.
 */
const UNITS = ['jedan|jedna|jedno', 'dva|dvije', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet'];
const TEENS = ['deset', 'jedanaest', 'dvanaest', 'trinaest', 'četrnaest', 'petnaest', 'šesnaest', 'sedamnaest', 'osamnaest', 'devetnaest'];
const TENS = ['dvadeset', 'trideset', 'četrdeset', 'pedeset', 'šezdeset', 'sedamdeset', 'osamdeset', 'devedeset'];
const NUMBER_WORDS: Record<string, number> = {};
const spellings = (written: string) => written.split('|');
UNITS.forEach((unit, index) => {
  for (const spelling of spellings(unit)) NUMBER_WORDS[spelling] = index + 1;
});
TEENS.forEach((teen, index) => {
  NUMBER_WORDS[teen] = 10 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => {
    for (const spelling of spellings(unit)) {
      NUMBER_WORDS[`${tens} ${spelling}`] = (index + 2) * 10 + unitIndex + 1;
      NUMBER_WORDS[`${tens} i ${spelling}`] = (index + 2) * 10 + unitIndex + 1;
    }
  });
});

/** Ages under 18 joined to '-godišnja' ('trinaestogodišnjakinja'), as stems. */
const YOUNG_AGES = [
  'peto', 'šesto', 'sedmo', 'osmo', 'deveto', 'deseto', 'jedanaesto', 'dvanaesto', 'trinaesto', 'četrnaesto', 'petnaesto', 'šesnaesto',
  'sedamnaesto',
];

const GRADES: readonly (readonly string[])[] = [
  ['treći', 'trećeg', 'trećem'], ['četvrti', 'četvrtog', 'četvrtom'], ['peti', 'petog', 'petom'], ['šesti', 'šestog', 'šestom'],
  ['sedmi', 'sedmog', 'sedmom'], ['osmi', 'osmog', 'osmom'],
];

export default vocabulary('hr', 'Croatian', {
  minors: [
    'dijete', 'djeteta', 'djetetu', 'djetetom', 'djeca', 'djece', 'djeci', 'djecom', 'dječj*', 'dječic*', 'dječak*', 'dječač*',
    'djevojčic*', 'djevojčič*', 'curica', 'curice', 'curicu', 'curicom', 'curici', 'klinac', 'klinci', 'klinca', 'klincima', 'klinka',
    'klinke', 'klinku', 'bebica', 'bebice', 'bebicu', 'bebu', 'bebom', 'bebama', 'mala beba', 'novorođenč*', 'dojenč*', 'mališan*',
    'maloljetn*', 'tinejdžer*', 'adolescentic*', 'školarac', 'školarci', 'školarca', 'školark*', 'osnovnoškol*', 'pedofil*',
    'mala djevojčica', 'mala curica', 'mali dječak', 'mala djevojka', 'male djevojke', 'malena djevojka',
    ...YOUNG_AGES.map((age) => `${age}godišnj*`),
  ],
  schoolLevels: [
    'osnovna škola', 'osnovne škole', 'osnovnoj školi', 'osnovnu školu', 'osnovnom školom', 'vrtić*', 'dječji vrtić', 'predškol*',
    'srednja škola', 'srednje škole', 'srednjoj školi', 'srednju školu', 'srednjoškol*', 'u jaslicama',
    ...GRADES.flatMap(([nominative = '', genitive = '', locative = '']) => [`${nominative} razred`, `${genitive} razreda`, `${locative} razredu`]),
    ...[3, 4, 5, 6, 7, 8].flatMap((grade) => [`${grade}. razred`, `${grade}. razreda`, `${grade}. razredu`]),
    'petaš', 'petašica', 'šestaš', 'šestašica', 'sedmaš', 'sedmašica', 'osmaš', 'osmašica', 'osmaši',
  ],
  ageOfConsent: [
    'nije punoljetna', 'još nije punoljetna', 'nije još punoljetna', 'skoro punoljetna', 'gotovo punoljetna', 'jedva punoljetna',
    'ispod dobi pristanka', 'ispod dobne granice', 'mlađa od 18', 'mlađa od osamnaest', 'još nema 18', 'nema još 18', 'nema 18',
  ],
  lifeEvents: [
    'prva pričest', 'prvu pričest', 'prvoj pričesti', 'prve pričesti', 'krizma', 'krizmu', 'krizmi', 'krizmanica', 'krizmanik',
    'prvi školski dan', 'prvi dan škole', 'ljetni kamp', 'ljetnom kampu', 'pubertet*', 'škola u prirodi',
  ],
  minorCues: [
    'školska uniforma', 'školskoj uniformi', 'školsku uniformu', 'školske uniforme', 'mlađa sestra', 'mlađu sestru', 'mlađe sestre',
    'sestrica', 'sestricu', 'sestrice', 'mlađi brat', 'izgleda mlado', 'izgleda jako mlado', 'mladolika', 'djetinjast*',
    'kćerkica', 'kćerkicu', 'kćerkice', 'učenica', 'učenicu', 'učenice', 'gimnazijalk*',
  ],
  sexual: [
    'gola žena', 'gola djevojka', 'gola cura', 'gola na plaži', 'gola u krevetu', 'gole', 'golo tijelo', 'gole grudi', 'golišav*',
    'razgolićen*', 'naga žena', 'naga djevojka', 'svučen*', 'skida se', 'skinula se', 'bez odjeće', 'seksi', 'seksa', 'seksom',
    'seksualn*', 'erotsk*', 'erotika', 'porno', 'pornić*', 'pornografij*', 'grudi', 'sise', 'sisice', 'pička', 'pičku', 'pičkica',
    'kurac', 'kurca', 'jebanje', 'jebe', 'jebati', 'masturbira*', 'masturbacij*', 'orgazam', 'orgazmu', 'donje rublje', 'donjem rublju',
    'gaćice', 'gaćicama', 'grudnjak', 'grudnjaku', 'toples', 'striptiz', 'napaljen*', 'guza', 'guzu', 'guzica',
  ],
  adulthood: [
    'odrasla', 'odrasli', 'odraslu', 'odrasle', 'odrasla osoba', 'punoljetna', 'punoljetni', 'punoljetnu', 'punoljetne', 'zrela', 'zrelu',
    'zreli', 'zrele', 'starija od 18', 'preko 18', 'iznad 18',
  ],
  harmless: [
    'kao dijete', 'kao malo dijete', 'djeca cvijeća', 'djeca kukuruza', 'dječja kolica', 'dječja bolest', 'dječje bolesti', 'dječja igra',
    'novorođenče žirafe', 'novorođenče slona',
  ],
  youngBody: ['ravna prsa', 'ravnih prsa', 'ravne grudi', 'bez grudi', 'nerazvijen*', 'dječje tijelo', 'djetinje tijelo'],
  childhoodItems: [
    'pelena', 'pelene', 'pelenu', 'pelenama', 'duda varalica', 'dudu varalicu', 'dudom varalicom', 'dude varalice', 'dudica', 'dudicu', 'bočica za bebe', 'podbradnik',
    'zvečka', 'zvečku', 'školska torba', 'školsku torbu', 'školski ruksak', 'glodalica',
  ],
  childhoodHints: ['pletenice', 'repići', 'dva repića', 'lizalica', 'lizalicu', 'plišani medvjedić', 'medvjedić', 'aparatić za zube', 'dokoljenke'],
  youthGroups: ['izviđači', 'izviđačica', 'izviđačice', 'pioniri', 'pionirka', 'pionirska marama', 'pionirskoj marami'],
  deAgeing: ['napitak za pomlađivanje', 'pretvorena u dijete', 'mlađa verzija sebe'],
  // Not 'cura' (a girl), the Spanish and Italian word, nor 'dečko' (a lad), which reads as the Czech 'děcko' (a kid).
  people: [
    'žena', 'žene', 'ženu', 'ženom', 'muškar*', 'djevojk*', 'mladić*', 'momak', 'momci', 'dama', 'gospod*', 'supru*', 'muž', 'mladenk*',
    'nevjest*', 'manekenk*', 'plavuš*', 'brinet*', 'crvenokos*', 'ona', 'nju', 'njega',
  ],
  ageUnits: ['godinica', 'ljeta'],
  ageWords: ['starost', 'starosti', 'u dobi od', 'dob od'],
  numberWords: NUMBER_WORDS,
});
