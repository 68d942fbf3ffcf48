import { vocabulary } from './types';

/** Finnish number words from five to seventeen, which join the unit into one word ('kolmetoistavuotias'). */
const YOUNG_AGES = [
  'viisi', 'kuusi', 'seitsemän', 'kahdeksan', 'yhdeksän', 'kymmenen', 'kymmen', 'yksitoista', 'kaksitoista', 'kolmetoista',
  'neljätoista', 'viisitoista', 'kuusitoista', 'seitsemäntoista',
];

/**
 * Finnish. Words take many case endings, so most terms are stems; 'laps*' would catch the English
 * 'lapse' and 'alasto*' the name Alastor, so their forms are listed one by one. 'tyttö' and 'poika' are
 * said of adults too and pass; an age beside them is read by the age rules ('13-vuotias' already is).
 * Ages in number words join the unit ('kolmetoistavuotias') and are listed as stems.
 */
/**
 * Numbers 1-99 before a unit of age, also joined to it ('kolmetoistavuotias', 'kaksikymmentäkolmevuotias'):
 * units, teens ('-toista'), tens ('-kymmentä') and their compounds, which hold a smaller number; the
 * genitive before 'vuoden ikäinen' ('kolmentoista', 'kahdenkymmenenkolmen'); and the spoken forms
 * ('kakstoista', 'kolmetoist', 'kakskytkolme').
 */
const DIGITS = ['yksi', 'kaksi', 'kolme', 'neljä', 'viisi', 'kuusi', 'seitsemän', 'kahdeksan', 'yhdeksän'];
const GENITIVES = ['yhden', 'kahden', 'kolmen', 'neljän', 'viiden', 'kuuden', 'seitsemän', 'kahdeksan', 'yhdeksän'];
const SPOKEN = ['yks', 'kaks', 'kolme', 'neljä', 'viis', 'kuus', 'seittemän', 'kaheksan', 'yheksän'];
const SPOKEN_TENS = ['', 'kakskyt', 'kolkyt', 'nelkyt', 'viiskyt', 'kuuskyt', 'seitkyt', 'kasikyt', 'yhekskyt'];
const NUMBER_WORDS: Record<string, number> = { kymmenen: 10, kymmene: 10, kymppi: 10 };
DIGITS.forEach((digit, index) => {
  const value = index + 1;
  const genitive = GENITIVES[index] ?? digit;
  const spoken = SPOKEN[index] ?? digit;
  NUMBER_WORDS[digit] = value;
  NUMBER_WORDS[genitive] = value;
  NUMBER_WORDS[spoken] = value;
  for (const teen of [`${digit}toista`, `${genitive}toista`, `${spoken}toista`, `${spoken}toist`, `${digit}toist`]) NUMBER_WORDS[teen] = 10 + value;
  if (index === 0) return;
  const tens = `${digit}kymmentä`;
  const genitiveTens = `${genitive}kymmenen`;
  const spokenTens = SPOKEN_TENS[index] ?? tens;
  for (const form of [tens, genitiveTens, spokenTens]) NUMBER_WORDS[form] = value * 10;
  DIGITS.forEach((unit, unitIndex) => {
    const number = value * 10 + unitIndex + 1;
    const unitGenitive = GENITIVES[unitIndex] ?? unit;
    const unitSpoken = SPOKEN[unitIndex] ?? unit;
    for (const form of [`${tens}${unit}`, `${tens} ${unit}`, `${genitiveTens}${unitGenitive}`, `${genitiveTens} ${unitGenitive}`, `${spokenTens}${unitSpoken}`, `${spokenTens} ${unitSpoken}`]) {
      NUMBER_WORDS[form] = number;
    }
  });
});

export default vocabulary('fi', 'Finnish', {
  minors: [
    'lapsi', 'lapset', 'lapsen', 'lapsia', 'lapsena', 'lapsesta', 'lapselle', 'lapsilla', 'lapsille', 'lapsien', 'lasten kanssa',
    'lapsiporn*', 'lapsiseksi*', 'lapsimorsi*', 'pikkulap*', 'pikkutyttö*', 'pikkupoika', 'pikkupojat', 'pikkupojan',
    'tyttölap*', 'poikalap*', 'tyttövauva*', 'poikavauva*', 'vauva', 'vauvat', 'vauvan', 'vauvoja', 'vauvana', 'vastasynty*',
    'taapero*', 'koululai*', 'koulutyttö*', 'koulupoika', 'koulupojat', 'koulupojan', 'ala-ikäi*', 'alaikäi*', 'teini*',
    'esiteini*', 'murrosikäi*', 'pedofiil*', 'lapsiin kohdistuva',
    ...YOUNG_AGES.flatMap((age) => ['s', 'aat', 'aan', 'sta', 'ana', 'ita', 'asta'].map((ending) => `${age}vuotia${ending}`)),
    ...YOUNG_AGES.map((age) => `${age} vuotias`),
  ],
  schoolLevels: [
    'alakoulu*', 'yläkoulu*', 'ala-aste*', 'alaaste*', 'yläaste*', 'ylaaste*', 'peruskoulu*', 'lukiolai*', 'lukiotyttö*',
    'lukiossa',
    'lukion oppilas', 'päiväkoti*', 'päiväkodi*', 'esikoulu*', 'eskari*', 'lastentarh*', 'tarhaikäi*',
    ...['eka', 'toka', 'kolmas', 'neljäs', 'viides', 'kuudes', 'seitsemäs', 'kahdeksas', 'yhdeksäs'].flatMap((grade) =>
      ['luokka', 'luokalla', 'luokkalainen', 'luokkalaiset', 'luokkalaisen', 'luokkalaista', 'luokkalaisia'].map(
        (ending) => `${grade}${ending}`,
      ),
    ),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((grade) => `${grade} luokkalainen`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((grade) => `${grade} luokan oppilas`),
  ],
  ageOfConsent: [
    'ei vielä täysi-ikäinen', 'ei täysi-ikäinen', 'ei ole vielä täysi-ikäinen', 'ei ole täysi-ikäinen', 'alle täysi-ikäinen',
    'alle suojaikärajan', 'suojaikärajan alla',
    'suojaikärajan alittava', 'alle 18-vuotias', 'alle 18-vuotiaan', 'alle 16-vuotias', 'alle 15-vuotias',
  ],
  lifeEvents: [
    'rippikoulu*', 'rippileiri*', 'konfirmaatio', 'konfirmaation', 'ensimmäinen koulupäivä', 'koulun aloitus', 'murrosikä',
    'murrosiässä', 'murrosiän',
  ],
  minorCues: [
    'koulupuku', 'koulupuvussa', 'koulupuvun', 'kouluunivormu', 'kouluunivormussa', 'kouluunivormun', 'pikkusisko*',
    'pikkuveli', 'pikkuveljen',
    'nuoren näköinen', 'nuorennäköinen', 'lapsenomai*', 'lapsellinen', 'tyttömäinen', 'nalle', 'nallekarhu',
  ],
  sexual: [
    'alaston', 'alastomana', 'alastomat', 'alastoman', 'alastomia', 'alasti', 'alastonkuva', 'alastonkuvat', 'alastonkuvia',
    'porno*', 'seksi',
    'seksiä', 'seksikäs', 'seksikkäs', 'seksikkäät', 'eroottinen', 'eroottisen', 'eroottisia', 'rinnat', 'rintoja', 'tissit',
    'nännit', 'nänni', 'pillu', 'kyrpä', 'nussia', 'nussii', 'alusvaatteet', 'alusvaatteissa', 'alushousut', 'rintaliivit',
    'yläosattomissa', 'yläosaton', 'riisuutuu', 'riisuutunut', 'vaatteeton', 'ilman vaatteita', 'itsetyydytys', 'kiimainen',
  ],
  adulthood: [
    'aikuinen', 'aikuiset', 'aikuisen', 'aikuista', 'täysi-ikäinen', 'täysi-ikäisen', 'täysikasvuinen', 'kypsä',
    'yli 18-vuotias',
  ],
  harmless: ['vastasyntynyt varsa', 'vastasyntynyt vasikka', 'vastasyntyneet kissanpennut', 'vastasyntynyt karitsa'],
  youngBody: ['litteä rinta', 'litteärintainen', 'kehittymätön', 'kehittymättömät', 'ei rintoja'],
  childhoodItems: ['vaippa', 'vaipat', 'tuttipullo', 'harjoitusliivit'],
  childhoodHints: ['saparot', 'pehmolelu'],
  // Not 'hän' (she, he), which folds to the Chinese syllable 'han', nor 'jätkä' (a guy), which folds to 'jatka' (go on).
  people: [
    'nainen', 'naiset', 'naisen', 'naista', 'mies', 'miehet', 'miehen', 'tyttö', 'tytöt', 'tytön', 'poika', 'pojat', 'neiti', 'rouva', 'herra',
    'vaimo', 'aviomies', 'morsian', 'tyttöystävä', 'poikaystävä', 'malli', 'blondi', 'brunetti', 'punapää', 'hänet',
  ],
  ageUnits: ['vuotta vanha', 'vuoden ikäinen'],
  numberWords: NUMBER_WORDS,
});
