import { vocabulary } from './types';

/** Icelandic number words from five to seventeen ('þrettán'), which the age rules do not read yet. */
const YOUNG_AGES = ['fimm', 'sjö', 'átta', 'níu', 'tíu', 'ellefu', 'tólf', 'þrettán', 'fjórtán', 'fimmtán', 'sextán', 'sautján'];

/**
 * Icelandic. 'þ' and 'ð' fold to 'th' and 'd', so 'barnið' is read as 'barnid'. 'barn' is also an English
 * word and 'börn' folds to the English 'born' ('börnin' would read 'born in'): neither is listed alone,
 * only their other forms ('barnið', 'börnunum', 'barnaklám') and phrases. 'stelpa', 'stúlka' and 'strákur'
 * are said of young adults too and pass; an age beside them is read by the age rules. Ages are written
 * '13 ára': the unit is listed, and the number words with it as phrases.
 */
/**
 * Numbers 1-99 before 'ára' or 'árs': the genitive that ages take ('þriggja ára', 'eins árs'), the
 * nominative in its three genders, the teens and the tens with 'og' and a unit ('tuttugu og þriggja',
 * which holds 'þriggja').
 */
const DIGITS: readonly (readonly string[])[] = [
  ['eins', 'einn', 'ein', 'eitt'], ['tveggja', 'tveir', 'tvær', 'tvö'], ['þriggja', 'þrír', 'þrjár', 'þrjú'],
  ['fjögurra', 'fjórir', 'fjórar', 'fjögur'], ['fimm'], ['sex'], ['sjö'], ['átta'], ['níu'],
];
const TEENS = ['tíu', 'ellefu', 'tólf', 'þrettán', 'fjórtán', 'fimmtán', 'sextán', 'sautján', 'átján', 'nítján'];
const TENS = ['tuttugu', 'þrjátíu', 'fjörutíu', 'fimmtíu', 'sextíu', 'sjötíu', 'áttatíu', 'níutíu'];
const NUMBER_WORDS: Record<string, number> = {};
DIGITS.forEach((forms, index) => {
  for (const form of forms) NUMBER_WORDS[form] = index + 1;
});
TEENS.forEach((teen, index) => {
  NUMBER_WORDS[teen] = 10 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  DIGITS.forEach((forms, unitIndex) => {
    for (const form of forms) NUMBER_WORDS[`${tens} og ${form}`] = (index + 2) * 10 + unitIndex + 1;
  });
});

/** Adult ages that end with one of the young ages above ('fjörutíu og fimm ára' is 45). */
const ADULT_AGES = ['tuttugu', 'þrjátíu', 'fjörutíu', 'fimmtíu', 'sextíu', 'sjötíu', 'áttatíu', 'níutíu'].flatMap((tens) =>
  ['fimm', 'sjö', 'átta', 'níu'].flatMap((age) => [`${tens} og ${age} ára`, `${tens} og ${age} ára gömul`, `${tens} og ${age} ára gamall`]),
);

export default vocabulary('is', 'Icelandic', {
  minors: [
    'barnið', 'barninu', 'barnsins', 'börnum', 'börnunum', 'barnanna', 'nakið barn', 'nakin börn', 'lítið barn', 'lítil börn',
    'smábarn*', 'ungbarn*', 'kornabarn*', 'nýfætt', 'nýfædd', 'nýburi', 'krakki', 'krakkinn', 'krakkar', 'krakkarnir', 'krakka',
    'stelpukrakki', 'strákakrakki', 'smástelp*', 'smástrák*', 'lítil stúlka', 'lítil stelpa', 'litla stelpan', 'litla stúlkan',
    'lítill strákur', 'litli strákurinn', 'lítill drengur', 'ung stúlka', 'unglingur', 'unglingar', 'unglings*', 'ólögráða',
    'skólastelp*', 'skólastrák*', 'skólabarn*',
    'barnaklám*', 'barnaníð*', 'barnagirnd', 'barnabrúð*', 'fermingarbarn', 'fermingarbörn', 'fermingarstelpa',
    ...YOUNG_AGES.flatMap((age) => [`${age} ára`, `${age} ára gömul`, `${age} ára gamall`]),
  ],
  schoolLevels: [
    'grunnskól*', 'leikskól*', 'barnaskól*', 'gagnfræðaskóli', 'gagnfræðaskóla', 'unglingadeild', 'unglingadeildinni',
    'menntaskólastelpa', 'menntaskólastelpur', 'menntaskólanemi', 'menntaskólanemar',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `${grade} bekk`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `${grade} bekkur`),
  ],
  ageOfConsent: [
    'undir lögaldri', 'ekki lögráða', 'ekki orðin lögráða', 'ekki orðinn lögráða', 'undir samræðisaldri', 'undir lögræðisaldri',
    'ekki orðin 18', 'ekki orðin átján', 'ekki nógu gömul',
  ],
  lifeEvents: [
    'ferming', 'fermingin', 'fermingardagur', 'fermingardaginn', 'fermingardeginum', 'fermingarveisla', 'fermingarveislu',
    'fyrsti skóladagurinn', 'fyrsta skóladaginn', 'kynþroskaskeið', 'kynþroskaskeiði', 'kynþroskaskeiðinu', 'gelgjuskeið',
    'gelgjuskeiði', 'gelgjuskeiðinu', 'á gelgjunni',
  ],
  minorCues: [
    'skólabúningur', 'skólabúningi', 'skólabúning', 'litla systir', 'litlu systur', 'litli bróðir', 'litla bróður', 'unglegur',
    'ungleg', 'barnaleg', 'barnalegur', 'bangsi',
  ],
  sexual: [
    'nakin', 'nakinn', 'nakið', 'naktar', 'naktir', 'nekt', 'nektarmynd*', 'klám', 'klámmynd*', 'kynlíf', 'kynæsandi', 'erótísk',
    'erótískur', 'erótísk mynd', 'brjóst', 'brjóstin', 'geirvörtur', 'typpi', 'sköp', 'nærföt', 'nærbuxur', 'brjóstahaldari',
    'ber að ofan', 'án fata', 'afklædd', 'afklæddur', 'samfarir', 'sjálfsfróun', 'graður', 'gröð',
  ],
  adulthood: [
    'fullorðin', 'fullorðinn', 'fullorðna', 'fullorðnir', 'lögráða', 'þroskuð', 'þroskaður', 'yfir 18 ára', 'fullvaxta',
  ],
  harmless: [
    'nýfætt folald', 'nýfætt lamb', 'nýfæddir kettlingar', 'nýfæddur kálfur',
    // 'fjörutíu og fimm ára' (45) holds 'fimm ára' (5)
    ...ADULT_AGES,
  ],
  youngBody: ['flatbrjósta', 'óþroskaður líkami', 'óþroskuð', 'engin brjóst'],
  childhoodItems: ['bleyja', 'bleyjur', 'snuð', 'pelinn'],
  childhoodHints: ['tíkarspenar', 'tuskudýr'],
  // Not 'hana' (her), a name and the Japanese 'flower', nor 'karl' (a man) alone, a name.
  people: [
    'kona', 'konur', 'konan', 'maður', 'menn', 'karlmaður', 'karlmenn', 'stelpa', 'stelpur', 'stúlka', 'stúlkur', 'strákur', 'strákar',
    'dama', 'frú', 'herra', 'eiginkona', 'eiginmaður', 'brúður', 'kærasta', 'kærasti', 'fyrirsæta', 'ljóska', 'hún', 'hann',
  ],
  ageUnits: ['ára', 'árs'],
  numberWords: NUMBER_WORDS,
});
