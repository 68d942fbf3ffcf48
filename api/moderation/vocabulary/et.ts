import { vocabulary } from './types';

/**
 * Estonian. Latin terms are compared without diacritics ('tüdruk' as 'tudruk', 'õde' as 'ode').
 * 'Laps' and 'lapsed' are English words ('laps of the pool', 'a lapsed member'), and 'last' (the
 * partitive) and 'lapse' too: they are listed only in phrases, with the other forms of the word
 * ('lapsega', 'lastega'); 'laste*' would catch 'lasted', so the compounds are listed one by one, and
 * 'lastele' is left out: the Romanian 'la stele' (to the stars) reads it glued.
 * 'Tüdruk' and 'poiss' are said of young adults too and pass; an age beside them is read by the age
 * rules ('13-aastane' already is). 'Mähe' folds to 'mahe' (organic) and 'vitt' is the Swedish white, so
 * neither is listed.
 */

/**
 * Numbers 1-99 before 'aastane' or 'aastat vana', in the nominative ('kolmteist aastat') and in the
 * genitive that joins the unit ('kolmeteistaastane'), with the tens and their units written apart
 * ('kakskümmend kolm', 'kahekümne kolme'), which hold a smaller number.
 */
const UNITS = ['üks', 'kaks', 'kolm', 'neli', 'viis', 'kuus', 'seitse', 'kaheksa', 'üheksa'];
const GENITIVES = ['ühe', 'kahe', 'kolme', 'nelja', 'viie', 'kuue', 'seitsme', 'kaheksa', 'üheksa'];
const NUMBER_WORDS: Record<string, number> = { kümme: 10, kümne: 10 };
UNITS.forEach((unit, index) => {
  const genitive = GENITIVES[index] ?? unit;
  const value = index + 1;
  NUMBER_WORDS[unit] = value;
  NUMBER_WORDS[genitive] = value;
  NUMBER_WORDS[`${unit}teist`] = 10 + value;
  NUMBER_WORDS[`${genitive}teist`] = 10 + value;
  if (index === 0) return;
  NUMBER_WORDS[`${unit}kümmend`] = value * 10;
  NUMBER_WORDS[`${genitive}kümne`] = value * 10;
  UNITS.forEach((second, secondIndex) => {
    const secondGenitive = GENITIVES[secondIndex] ?? second;
    NUMBER_WORDS[`${unit}kümmend ${second}`] = value * 10 + secondIndex + 1;
    NUMBER_WORDS[`${genitive}kümne ${secondGenitive}`] = value * 10 + secondIndex + 1;
  });
});

/** Ages under 18 joined to '-aastane' ('kolmeteistaastane'), as stems. */
const YOUNG_AGES = ['viie', 'kuue', 'seitsme', 'kaheksa', 'üheksa', 'kümne', 'üheteist', 'kaheteist', 'kolmeteist', 'neljateist', 'viieteist', 'kuueteist', 'seitsmeteist'];

const GRADES: readonly (readonly string[])[] = [
  ['kolmas', 'kolmandas', 'kolmanda'], ['neljas', 'neljandas', 'neljanda'], ['viies', 'viiendas', 'viienda'], ['kuues', 'kuuendas', 'kuuenda'],
  ['seitsmes', 'seitsmendas', 'seitsmenda'], ['kaheksas', 'kaheksandas', 'kaheksanda'], ['üheksas', 'üheksandas', 'üheksanda'],
];

export default vocabulary('et', 'Estonian', {
  minors: [
    'lapsega', 'lapsele', 'lapsest', 'lapsel', 'lapselt', 'lapseks', 'lapsena', 'lastega', 'lastel', 'lastest', 'lastes',
    'lapsuke*', 'väike laps', 'väikese lapse', 'väikesed lapsed', 'väikeste laste', 'alasti laps', 'alasti lapsed', 'paljas laps',
    'lapsed mängivad', 'lapsed rannas', 'kaks last', 'kolm last', 'laste porno', 'lasteporno*', 'lastepornograafia', 'lapsporno*',
    'tüdrukuke*', 'väike tüdruk', 'väikese tüdruku', 'väikesed tüdrukud', 'väikest tüdrukut', 'poisike*', 'väike poiss', 'väikesed poisid',
    'beebi*', 'imik*', 'vastsündin*', 'väikelaps*', 'põngerja*', 'põnnid', 'teismeli*', 'alaeali*', 'koolitüdruk*',
    'koolipois*', 'koolilas*', 'lasteaialas*', 'pedofiil*', 'lapspruut*', 'plikake*', 'tatikas*',
    ...YOUNG_AGES.map((age) => `${age}aastane`),
    ...YOUNG_AGES.map((age) => `${age}aastas*`),
  ],
  schoolLevels: [
    'lasteaed', 'lasteaeda', 'lasteaia*', 'algkool*', 'põhikool*', 'keskkool*', 'koolieelik*',
    ...GRADES.flatMap(([nominative = '', inessive = '', genitive = '']) => [`${nominative} klass`, `${inessive} klassis`, `${genitive} klassi`, `${genitive}st klassist`]),
    ...[3, 4, 5, 6, 7, 8, 9].flatMap((grade) => [`${grade}. klass`, `${grade}. klassi`, `${grade}. klassis`, `${grade}. klassist`]),
  ],
  ageOfConsent: [
    'pole veel täisealine', 'ei ole veel täisealine', 'ei ole täisealine', 'pole täisealine', 'alla 18 aasta', 'alla 18-aastane',
    'alla kaheksateistaastane', 'alla nõusolekuea', 'nõusolekuea all', 'peaaegu täisealine', 'vaevu täisealine', 'napilt täisealine',
  ],
  lifeEvents: [
    'leerikool*', 'leeriõnnistus*', 'esimene koolipäev', 'esimesel koolipäeval', 'tarkusepäev*', 'suvelaager', 'suvelaagris',
    'suvelaagrisse', 'puberteet*', 'murdeiga', 'murdeeas', 'murdeea*',
  ],
  minorCues: [
    'koolivorm', 'koolivormis', 'koolivormi', 'väike õde', 'väikese õe', 'väikest õde', 'noorem õde', 'noorema õe', 'pisiõde', 'pisiõe',
    'väike vend', 'pisivend', 'noorem vend', 'noore välimusega', 'näeb noor välja', 'näeb välja nagu laps', 'lapsik', 'lapsikult',
    'lapselik', 'tütreke', 'tütrekest', 'gümnasist*', 'plika', 'plikad', 'koolitüdrukulik',
  ],
  sexual: [
    'alasti', 'paljad rinnad', 'paljaste rindadega', 'lahti riietunud', 'lahtiriietunud', 'riietub lahti', 'riieteta', 'ilma riieteta',
    'seksikas', 'seksikad', 'seksikat', 'seksi', 'seksuaal*', 'erootili*', 'erootika', 'porno', 'pornograafia', 'pornograafiline',
    'rinnad', 'rindu', 'tissid', 'nibud', 'nibusid', 'keppimine', 'keppima', 'nussimine', 'nussima', 'suuseks', 'masturbeeri*',
    'masturbatsioon', 'orgasm', 'aluspesu', 'aluspesus', 'aluspüksid', 'püksikud', 'rinnahoidja', 'toples', 'striptiis', 'kiimas',
    'perse', 'tagumik',
  ],
  adulthood: [
    'täiskasvanu', 'täiskasvanud', 'täiskasvanut', 'täisealine', 'täisealised', 'täisealist', 'küps', 'küpse', 'küpsed', 'üle 18',
    'üle kaheksateist',
  ],
  harmless: [
    'nagu laps', 'vastsündinud vasikas', 'vastsündinud vasikat', 'vastsündinud kassipojad', 'vastsündinud tall', 'vastsündinud varss',
    'beebisinine', 'beebiõli',
  ],
  youngBody: [
    'lame rind', 'lamedad rinnad', 'lamedate rindadega', 'lameda rinnaga', 'rindadeta', 'arenemata', 'väljaarenemata', 'lapse keha',
  ],
  childhoodItems: [
    'mähkmed', 'mähkmes', 'mähkmetes', 'mähkmeid', 'lutt', 'luti', 'lutiga', 'lutipudel*', 'pudipõll*', 'kõristi', 'kõristiga',
    'koolikott', 'koolikotiga', 'närimisrõngas',
  ],
  childhoodHints: ['patsid', 'patsidega', 'seakõrvad', 'pulgakomm*', 'kaisukaru', 'kaisukaruga', 'mängukaru', 'hambaklamber', 'hambaklambrid', 'põlvikud'],
  youthGroups: ['skaudid', 'gaidid', 'noorkotkad', 'kodutütred', 'pioneerid', 'pioneeri rätik'],
  deAgeing: ['noorendav võlujook', 'muudetud lapseks', 'noorem versioon endast'],
  // 'tüdruk*' would take 'tüdrukuke' (a little girl): its forms are listed. Not 'ta' (two letters) nor 'tema', the Spanish 'theme'.
  people: [
    'naine', 'naised', 'mees', 'mehed', 'tüdruk', 'tüdrukud', 'tüdrukut', 'neiu', 'noormees', 'poiss', 'poisid', 'kutt', 'daam', 'härra',
    'abikaasa', 'pruut', 'tüdruksõber', 'poissõber', 'modell', 'blondiin', 'brünett', 'naisterahvas', 'tšikk',
  ],
  ageUnits: ['aastased', 'aastase', 'aastasena', 'aastaseks', 'aastat vana'],
  ageWords: ['vanus', 'vanuses', 'vanusega'],
  numberWords: NUMBER_WORDS,
});
