import { vocabulary } from './types';

/**
 * Lithuanian. Latin terms are compared without diacritics ('mergaitė' as 'mergaite', 'vaikų' as
 * 'vaiku'). 'Vaik*' is too short a stem, and some forms of 'vaikas' fold to Estonian words ('vaikus'
 * silence, 'vaiku' resin, 'väike' small), so the forms are listed one by one and 'vaikų' only in phrases.
 * 'Mergina' and 'vaikinas' are said of young adults and pass; an age beside them is read by the age
 * rules ('13 metų' already is). 'Papai' is the Portuguese 'daddy' and is left out.
 */

/**
 * Numbers 1-99 before 'metų': units, teens, tens, and the tens with a unit written apart
 * ('dvidešimt trys'), which hold a smaller number, in the nominative and in the genitive that ages
 * take ('trylikos metų', 'dvidešimt penkerių metų'). Not 'du' (2): the Swedish 'du är' would read '2 år'.
 */
const UNITS = ['vienas', 'dvi', 'trys', 'keturi|keturios', 'penki|penkios', 'šeši|šešios', 'septyni|septynios', 'aštuoni|aštuonios', 'devyni|devynios'];
const GENITIVES = ['vienerių|vienų', 'dvejų|dviejų', 'trejų|trijų', 'ketverių|keturių', 'penkerių|penkių', 'šešerių|šešių', 'septynerių|septynių', 'aštuonerių|aštuonių', 'devynerių|devynių'];
const TEENS = ['dešimt', 'vienuolika', 'dvylika', 'trylika', 'keturiolika', 'penkiolika', 'šešiolika', 'septyniolika', 'aštuoniolika', 'devyniolika'];
const TEEN_GENITIVES = ['dešimties', 'vienuolikos', 'dvylikos', 'trylikos', 'keturiolikos', 'penkiolikos', 'šešiolikos', 'septyniolikos', 'aštuoniolikos', 'devyniolikos'];
const TENS = ['dvidešimt', 'trisdešimt', 'keturiasdešimt', 'penkiasdešimt', 'šešiasdešimt', 'septyniasdešimt', 'aštuoniasdešimt', 'devyniasdešimt'];
const TENS_GENITIVES = ['dvidešimties', 'trisdešimties', 'keturiasdešimties', 'penkiasdešimties', 'šešiasdešimties', 'septyniasdešimties', 'aštuoniasdešimties', 'devyniasdešimties'];
const NUMBER_WORDS: Record<string, number> = {};
const unitSpellings = (index: number) => [...(UNITS[index] ?? '').split('|'), ...(GENITIVES[index] ?? '').split('|')];
UNITS.forEach((_unit, index) => {
  for (const spelling of unitSpellings(index)) NUMBER_WORDS[spelling] = index + 1;
});
TEENS.forEach((teen, index) => {
  NUMBER_WORDS[teen] = 10 + index;
  NUMBER_WORDS[TEEN_GENITIVES[index] ?? teen] = 10 + index;
});
TENS.forEach((tens, index) => {
  const value = (index + 2) * 10;
  NUMBER_WORDS[tens] = value;
  NUMBER_WORDS[TENS_GENITIVES[index] ?? tens] = value;
  UNITS.forEach((_unit, unitIndex) => {
    for (const spelling of unitSpellings(unitIndex)) NUMBER_WORDS[`${tens} ${spelling}`] = value + unitIndex + 1;
  });
});

/** Ages under 18 joined to '-metė' ('trylikametė'), as stems. Not ten: 'dešimtmetis' is also a decade. */
const YOUNG_AGES = ['penkiamet', 'šešiamet', 'septynmet', 'aštuonmet', 'devynmet', 'vienuolikamet', 'dvylikamet', 'trylikamet', 'keturiolikamet', 'penkiolikamet', 'šešiolikamet', 'septyniolikamet'];

const GRADES: readonly (readonly string[])[] = [
  ['trečia', 'trečioje', 'trečios'], ['ketvirta', 'ketvirtoje', 'ketvirtos'], ['penkta', 'penktoje', 'penktos'], ['šešta', 'šeštoje', 'šeštos'],
  ['septinta', 'septintoje', 'septintos'], ['aštunta', 'aštuntoje', 'aštuntos'], ['devinta', 'devintoje', 'devintos'],
];

export default vocabulary('lt', 'Lithuanian', {
  minors: [
    'vaikas', 'vaiko', 'vaikui', 'vaiką', 'vaikai', 'vaikams', 'vaikais', 'vaikuose', 'vaikučiai', 'vaikučių', 'vaikučius', 'vaikel*',
    'vaikiuk*', 'vaikų pornografija', 'vaikų porno', 'mažas vaikas', 'maži vaikai', 'mergait*', 'mergyt*', 'berniuk*', 'kūdik*',
    'naujagim*', 'mažyl*', 'paaugl*', 'nepilnamet*', 'mokinuk*', 'moksleiv*', 'pirmok*', 'darželinuk*', 'pradinuk*', 'pedofil*',
    ...YOUNG_AGES.map((age) => `${age}*`),
  ],
  schoolLevels: [
    'darželis', 'darželio', 'darželyje', 'darželį', 'vaikų darželis', 'vaikų darželyje', 'lopšelis', 'lopšelyje', 'pradinė mokykla',
    'pradinės mokyklos', 'pradinėje mokykloje', 'pradinę mokyklą', 'pagrindinė mokykla', 'pagrindinės mokyklos', 'pagrindinėje mokykloje',
    'progimnazij*',
    ...GRADES.flatMap(([nominative = '', locative = '', genitive = '']) => [`${nominative} klasė`, `${locative} klasėje`, `${genitive} klasės`]),
    ...[3, 4, 5, 6, 7, 8].flatMap((grade) => [`${grade} klasė`, `${grade} klasės`, `${grade} klasėje`]),
    'penktok*', 'šeštok*', 'septintok*', 'aštuntok*', 'devintok*',
  ],
  ageOfConsent: [
    'ne pilnametė', 'dar ne pilnametė', 'dar nėra pilnametė', 'beveik pilnametė', 'vos pilnametė', 'nesulaukusi 18', 'nesulaukusi pilnametystės',
    'jaunesnė nei 18', 'jaunesnė negu 18', 'žemiau sutikimo amžiaus', 'iki sutikimo amžiaus',
  ],
  lifeEvents: [
    'pirmoji komunija', 'pirmosios komunijos', 'pirmąją komuniją', 'sutvirtinimo sakramentas', 'rugsėjo pirmoji', 'rugsėjo pirmąją',
    'pirmoji mokslo diena', 'vasaros stovykla', 'vasaros stovykloje', 'lytinis brendimas', 'lytinio brendimo', 'brendimo amžius',
  ],
  minorCues: [
    'mokyklinė uniforma', 'mokyklinę uniformą', 'mokyklinės uniformos', 'mokyklinėje uniformoje', 'jaunesnioji sesuo', 'mažoji sesutė',
    'sesutė', 'sesutę', 'sesytė', 'mažasis brolis', 'jaunesnysis brolis', 'broliukas', 'atrodo jauna', 'atrodo labai jauna', 'atrodo kaip vaikas',
    'jaunai atrodanti', 'vaikišk*', 'dukrytė', 'dukrytę', 'mokinė', 'mokinę', 'gimnazist*',
  ],
  sexual: [
    'nuog*', 'išsirengusi', 'išsirengęs', 'nusirengusi', 'nusirengęs', 'nusirengia', 'be drabužių', 'seksas', 'sekso', 'seksu', 'seksi',
    'seksual*', 'erotišk*', 'erotika', 'porno', 'pornografij*', 'krūtys', 'krūtis', 'krūtimis', 'speneliai', 'spenelius', 'putė', 'pyzda',
    'bybis', 'bybį', 'dulkinasi', 'dulkina', 'dulkintis', 'masturb*', 'orgazmas', 'orgazmą', 'apatiniai', 'apatinis trikotažas',
    'apatiniais', 'kelnaitės', 'kelnaitėse', 'liemenėlė', 'liemenėlę', 'toples', 'striptizas', 'striptizą', 'užpakalis', 'užpakaliuką',
  ],
  adulthood: [
    'suaugusi', 'suaugęs', 'suaugusioji', 'suaugusieji', 'suaugusią', 'suaugusios', 'pilnametė', 'pilnametis', 'pilnamečiai', 'brandi',
    'subrendusi', 'subrendęs', 'vyresnė nei 18', 'virš 18', 'daugiau nei 18',
  ],
  harmless: [
    'kaip vaikas', 'kaip mažas vaikas', 'vaikų vežimėlis', 'vaikų kėdutė', 'naujagimis veršelis', 'naujagimiai kačiukai', 'naujagimis kumeliukas',
    'naujagimis ėriukas', 'kūdikio mėlyna',
  ],
  youngBody: [
    'plokščia krūtinė', 'plokščios krūtys', 'plokščiomis krūtimis', 'be krūtų', 'neišsivysčiusi', 'neišsivystęs', 'neišsivysčiusios',
    'neišsivystęs kūnas', 'vaiko kūnas',
  ],
  childhoodItems: [
    'sauskelnės', 'sauskelnėse', 'sauskelnes', 'čiulptuk*', 'žindukas', 'žinduką', 'seilinukas', 'seilinuką', 'barškutis', 'barškučiu',
    'mokyklinė kuprinė', 'mokyklinę kuprinę', 'mokyklinis krepšys', 'kramtukas dantims',
  ],
  childhoodHints: ['kasytės', 'kasytėmis', 'uodegytės', 'uodegytėmis', 'saldainis ant pagaliuko', 'ledinukas', 'pliušinis meškiukas', 'meškiukas', 'breketai', 'kojinės iki kelių'],
  youthGroups: ['skautai', 'skautė', 'skautės', 'jaunieji šauliai', 'pionieriai', 'pionierė', 'spaliukai', 'pionierių kaklaraištis'],
  deAgeing: ['jaunystės eliksyras', 'paversta vaiku', 'jaunesnė savo versija'],
  // Not 'ji' (she), 'ją' (her) nor 'jį' (him), two letters; 'vaikin*' holds 'vaikinas' (a young man), no child word.
  people: [
    'moter*', 'vyras', 'vyrai', 'vyrą', 'mergin*', 'vaikin*', 'panelė', 'ponia', 'ponas', 'žmona', 'žmonos', 'žmoną', 'nuotak*', 'draugė',
    'modelis', 'blondin*', 'brunet*', 'jis',
  ],
  ageUnits: ['metukai', 'metukų', 'metė', 'metės'],
  ageWords: ['amžius'],
  numberWords: NUMBER_WORDS,
});
