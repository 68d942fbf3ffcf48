import { vocabulary } from './types';

/**
 * Hungarian. Latin terms are compared without accents ('kislány' as 'kislany', 'újszülött' as
 * 'ujszulott'), and words take many endings, hence the stems. 'Lány' and 'fiú' are said of adults too
 * and pass; an age beside them is read by the age rules ('13 éves' already is). 'Első' and 'második
 * osztály' are also train classes, so the grades listed start with the third. 'Pina' folds to the
 * Spanish 'piña' and 'csörgő' is also a babbling brook, so both are left out.
 */

/**
 * Numbers 1-99 before 'éves': units, 'tizen-' and 'huszon-' teens and twenties, and the tens with
 * their units, all written as one word ('tizenhárom', 'negyvenöt'), also joined to the unit
 * ('tizenhároméves').
 */
const UNITS = ['egy', 'kettő|két', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'];
const TENS = ['tizen', 'huszon', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'];
const ROUND_TENS = ['tíz', 'húsz', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'];
/**
 * Units that are words elsewhere and are not read alone: 'hét' folds to the Dutch 'het' ('het jaar'),
 * 'hat' would read 'hatar' (Swedish 'hates') as 6 years, 'öt' the name 'Otani' as 5 years (a number
 * word may join its unit). They are read in the teens and tens ('tizenöt', 'huszonhat').
 */
const ALONE_WORDS_ELSEWHERE = ['hét', 'hat', 'öt'];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) if (!ALONE_WORDS_ELSEWHERE.includes(spelling)) NUMBER_WORDS[spelling] = index + 1;
});
ROUND_TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 1) * 10;
});
TENS.forEach((tens, index) => {
  UNITS.forEach((spellings, unit) => {
    for (const spelling of spellings.split('|')) NUMBER_WORDS[`${tens}${spelling}`] = (index + 1) * 10 + unit + 1;
  });
});

/** Ages under 18 joined to 'éves' ('tizenhároméves'), read as minor words in any form. */
const YOUNG_AGES = ['öt', 'hat', 'hét', 'nyolc', 'kilenc', 'tíz', 'tizenegy', 'tizenkét', 'tizenkettő', 'tizenhárom', 'tizennégy', 'tizenöt', 'tizenhat', 'tizenhét'];

const GRADES = ['harmadik', 'negyedik', 'ötödik', 'hatodik', 'hetedik', 'nyolcadik'];

export default vocabulary('hu', 'Hungarian', {
  minors: [
    'gyerek*', 'gyermek*', 'gyerkőc*', 'kisgyerek*', 'kisgyermek*', 'kislány*', 'kisfiú*', 'kislányk*', 'lányka', 'lánykák',
    'fiúcska', 'fiúcskák', 'csecsemő*', 'újszülött*', 'kisbaba*', 'totyogó*', 'poronty*',
    'kamasz*', 'tinédzser*', 'tinilány*', 'tinifiú*', 'tinik', 'tini lány', 'tini lányok', 'tini fiú', 'tini fiúk', 'tizenéves*',
    'kiskorú*', 'fiatalkorú*', 'serdülő*', 'iskoláslány*', 'iskolás lány', 'iskolás lányok', 'iskolás fiú', 'iskolás fiúk',
    'iskolás gyerek', 'iskolások', 'iskolásfiú*', 'óvodás*', 'pedofil*', 'kis lány', 'kis lányok',
    'kis fiú', 'kis fiúk', 'pici lány', 'kicsi lány',
    ...YOUNG_AGES.map((age) => `${age}éves*`),
  ],
  schoolLevels: [
    'általános iskola', 'általános iskolában', 'általános iskolába', 'általános iskolai', 'általános iskolából', 'általános iskolát',
    'általános iskolás', 'általános iskolások',
    'általánosba jár', 'óvoda*', 'bölcsőde*', 'alsó tagozat', 'alsó tagozatos', 'alsó tagozatban', 'alsó tagozatosok',
    'felső tagozat', 'felső tagozatos', 'felső tagozatban', 'felső tagozatosok', 'középiskola*', 'középiskolás*',
    'harmadikos', 'negyedikes', 'ötödikes', 'hatodikos', 'hetedikes', 'nyolcadikos',
    ...GRADES.flatMap((grade) => [`${grade} osztály`, `${grade} osztályos`, `${grade} osztályba`, `${grade} osztályban`, `${grade} osztályból`]),
    ...[3, 4, 5, 6, 7, 8].flatMap((grade) => [`${grade}. osztály`, `${grade}. osztályos`, `${grade}. osztályba`, `${grade}. osztályban`, `${grade}. osztályból`]),
  ],
  ageOfConsent: [
    'még nem nagykorú', 'nem nagykorú', 'még nincs 18', 'még nincs tizennyolc', 'nincs még 18', '18 év alatti', '18 éven aluli',
    'tizennyolc év alatti', 'beleegyezési korhatár alatt', 'beleegyezési kor alatt', 'alig nagykorú', 'épphogy nagykorú',
    'alig legális', 'majdnem nagykorú',
  ],
  lifeEvents: [
    'elsőáldozás*', 'elsőáldozó*', 'bérmálás*', 'bérmálkoz*', 'konfirmáció*', 'első iskolanap', 'első iskolai nap', 'tanévnyitó*',
    'évnyitó*', 'nyári tábor', 'nyári táborban', 'pubertás*', 'kamaszkor*',
  ],
  minorCues: [
    'iskolai egyenruha', 'iskolai egyenruhában', 'iskolai egyenruhás', 'iskolás egyenruha', 'iskolás egyenruhában', 'kishúg*',
    'húgocska', 'öcsike', 'fiatalnak tűnik', 'fiatalnak látszik', 'fiatal kinézetű', 'fiatalos kinézetű', 'lányos', 'diáklány*',
    'gimnazista*', 'lánykás', 'gyermeteg*', 'kisebbik lányom', 'kisebbik lánya',
  ],
  sexual: [
    'meztelen*', 'félmeztelen*', 'pucér*', 'anyaszült', 'felső nélkül', 'ruha nélkül', 'ruhátlan*', 'vetkőz*', 'levetkőz*',
    'szex*', 'erotikus*', 'erotika', 'pornó*', 'pornográf*', 'aktfotó*', 'fehérnemű*', 'bugyi*', 'melltartó*', 'tanga',
    'mell', 'mellek', 'mellei', 'mellét', 'melleit', 'mellbimbó*', 'cici', 'cicik', 'cicis', 'cicijei', 'punci*', 'fasz',
    'faszt', 'faszát', 'pénisz*', 'csikló*', 'baszás*', 'baszik', 'basznak', 'dugás', 'dugják', 'szopás*', 'szopik', 'szopja',
    'leszop*', 'maszturb*', 'önkielégít*', 'orgazmus*', 'kanos', 'segg', 'seggét', 'sztriptíz*', 'toples',
  ],
  adulthood: [
    'felnőtt*', 'nagykorú*', 'érett', 'érettebb', 'érett nő', 'kifejlett', '18 év feletti', '18 éven felüli', 'tizennyolc év feletti',
    'elmúlt 18',
  ],
  harmless: [
    'gyerekjáték', 'gyermekjáték', 'gyermekláncfű', 'gyermekláncfüvek', 'gyermekláncfüves', 'gyerekcipőben', 'gyermekcipőben',
    'újszülött borjú', 'újszülött csikó', 'újszülött bárány', 'újszülött kiscica', 'újszülött kiscicák', 'újszülött kutyakölyök',
    'újszülött kölykök', 'gyermekkori emlék', 'gyermekkori emlékek', 'gyerekkori emlék', 'gyerekkori emlékek',
  ],
  youngBody: [
    'lapos mell', 'lapos mellű', 'lapos mellkas', 'lapos mellkasú', 'fejletlen*', 'kifejletlen*', 'nincsenek mellei', 'mell nélkül',
    'mellek nélkül', 'serdületlen*',
  ],
  childhoodItems: ['pelenka*', 'pelenkás', 'cumi', 'cumit', 'cumival', 'cumiz*', 'cumisüveg*', 'előke', 'előkét', 'rágóka', 'edzőmelltartó', 'első melltartó'],
  childhoodHints: ['iskolatáska*', 'babakocsi*', 'copf*', 'nyalóka*', 'plüssmaci*', 'plüssállat*', 'maci', 'macival', 'fogszabályzó*', 'térdzokni*'],
  youthGroups: ['cserkész*', 'kiscserkész*', 'úttörőtábor*', 'úttörő nyakkendő', 'úttörő egyenruha', 'úttörőlány*'],
  deAgeing: ['fiatalító bájital', 'fiatalítás gyerekké', 'fiatalabb énje', 'fiatalabb önmaga', 'visszafiatalít*'],
  // 'lány*' would take 'lányka' (a little girl): its forms are listed. Not 'nő' (woman) nor 'ő' (she, he): they fold to 'no' and 'o'.
  people: [
    'asszony*', 'kisasszony', 'hölgy', 'hölgyek', 'lány', 'lányok', 'lányt', 'csaj', 'csajok', 'férfi*', 'fiú', 'fiúk', 'srác', 'srácok',
    'pasi', 'úriember', 'feleség*', 'férj', 'férje', 'menyasszony*', 'barátnő*', 'modell', 'szőke',
  ],
  ageUnits: ['évesen', 'évesek', 'éves korában', 'esztendős'],
  ageWords: ['életkor', 'életkora', 'életkorú'],
  numberWords: NUMBER_WORDS,
});
