import { vocabulary } from './types';

/**
 * Oromo (Afaan Oromoo), in its Latin spelling (Qubee). The apostrophe of 'daa'ima' (a baby, a child) is
 * a letter there: the word is read with it, without it and spaced ('daaima', 'daa ima'). 'intala' (a
 * girl, a daughter), 'shamarree' (a maiden) and 'dargaggeessa' (a youth) are said of adults too and
 * pass; an age beside them is read by the age rules. 'mucaa' (a child) is read in phrases only ('mucaa
 * xiqqaa'): with its doubled letters cut it reads as Italian 'mucca' (a cow). The word for years comes before the number
 * ('waggaa 15', 'umurii 15'), so 'waggaa' and 'umurii' are words for age; numbers in words after them
 * ('waggaa kudha shan') are listed as phrases, since the age rules read number words only before a unit.
 */

const UNITS = ['tokko', 'lama', 'sadii', 'afur', 'shan', 'jaha', 'torba', 'saddeet', 'sagal'];
/** 3 to 17 in words. */
const YOUNG = [...UNITS.slice(2), 'kudhan', ...UNITS.slice(0, 7).map((unit) => `kudha ${unit}`)];

/** Numbers 1-99: units, teens ('kudha shan'), tens ('digdama') and their compounds ('digdamii shan', which ends in 'shan'). */
const TENS = ['kudhan', 'digdama', 'soddoma', 'afurtama', 'shantama', 'jaatama', 'torbaatama', 'saddeettama', 'sagaltama'];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => {
  // 'lama' (2) alone would read the Malay and Indonesian 'lama tahun' (for years) as an age of two.
  if (unit !== 'lama') NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`kudha ${unit}`] = 11 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 1) * 10;
  if (index === 0) return;
  const joined = `${tens.slice(0, -1)}ii`;
  UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${joined} ${unit}`] = (index + 1) * 10 + unitIndex + 1));
});

const ORDINALS = [
  'tokkoffaa', 'lammaffaa', 'sadaffaa', 'afraffaa', 'shanaffaa', 'jahaffaa', 'torbaffaa', 'saddeettaffaa', 'sagalaffaa',
  'kurnaffaa', 'kudha tokkoffaa', 'kudha lammaffaa',
];

export default vocabulary('om', 'Oromo', {
  minors: [
    "daa'ima", "daa'imman", "daa'immanii", "daa'ima haaraa", "daa'ima xiqqaa", 'mucaa xiqqaa', 'mucayyoo',
    'ijoollee', 'ijoolle', 'ijoollee xixiqqoo', 'intala xiqqaa', 'intalti xiqqaa', 'intala xiqqoo', 'mucaa dubaraa',
    'mucaa dhiiraa', 'ijoollee dubaraa', 'ijoollee dhiiraa', 'barattuu mana barumsaa', 'barataa mana barumsaa',
    ...YOUNG.flatMap((number) => [`waggaa ${number}`, `umurii ${number}`, `umurii waggaa ${number}`]),
  ],
  schoolLevels: [
    'mana barumsaa sadarkaa tokkoffaa', 'mana barumsaa sadarkaa 1ffaa', 'mana barumsaa sadarkaa lammaffaa',
    'mana barumsaa sadarkaa 2ffaa', "mana barumsaa daa'immanii", 'kindergaartenii',
    ...ORDINALS.map((ordinal) => `kutaa ${ordinal}`),
    ...Array.from({ length: 12 }, (_, index) => `kutaa ${index + 1}ffaa`),
  ],
  ageOfConsent: [
    'umurii 18 gadi', 'waggaa 18 gadi', 'umuriin ishee 18 gadi', 'umuriin isaa 18 gadi', 'umurii kudha saddeet gadi',
    'waggaa kudha saddeet gadi', 'umurii seeraa gadi', 'umurii hin geenye', 'umuriin ishee hin geenye',
    'umurii seeraa hin geenye',
  ],
  lifeEvents: ['dhaqna qabaa', 'dhaqna qabuu', 'guyyaa jalqabaa mana barumsaa'],
  minorCues: [
    'uffata mana barumsaa', 'yuunifoormii mana barumsaa', 'obboleettii koo xiqqoo', 'obboleettii xiqqoo', 'obboleessa xiqqaa',
    'ijoollummaa', 'shamarree xiqqoo', 'barattuu', 'xiqqoo fakkaatti', 'mucaa fakkaatti',
  ],
  sexual: [
    'qullaa', 'qullaa taate', 'saalqunnamtii', 'saal qunnamtii', 'qunnamtii saalaa', 'harma ishee',
    'qaama saalaa', 'uffata jalaa', 'uffata malee', 'uffata baafachuu', 'uffata baafatte', 'sagaagalummaa', 'sagaagaltuu',
    'fedhii saalaa',
  ],
  adulthood: [
    "ga'eessa", "ga'eettii", "nama ga'eessa", "dubartii ga'eettii", "ga'eessota", 'umurii 18 ol', 'waggaa 18 ol',
    'umurii seeraa kan geesse',
  ],
  harmless: [
    // 'barattuu' (a student) of a university or a college
    ...['yuunivarsiitii', 'kolleejjii', 'yunivarsiti'].map((school) => `barattuu ${school}`),
  ],
  youngBody: ['harma hin qabdu', 'harma malee', 'qoma diriiraa', 'qaama hin guddanne', 'qaama hin guddatin'],
  childhoodItems: ['daayipeerii', "qaruuraa daa'imaa"],
  childhoodHints: ['boorsaa mana barumsaa', 'meeshaa taphaa'],
  ageWords: ['umurii', 'umuriin', 'waggaa', 'umuriin ishee', 'umuriin isaa', 'umurii waggaa'],
  numberWords: NUMBER_WORDS,
  /**
   * 'intala' and 'shamarree' as the header says; not 'dargaggeessa' (a youth). The wife and husband are 'niitii' and 'dhirsa':
   * 'haadha manaa' and 'abbaa manaa' end in 'manaa' (of the house). Not 'isa' (him), the Tagalog 'one', nor 'inni' (he), the
   * Norwegian 'inside'.
   */
  people: [
    'dubartii', 'dubartoota', 'dhiira', 'dhiirota', 'namicha', 'intala', 'intalti', 'shamarree', 'niitii', 'niitiin', 'dhirsa', 'misirroo',
    'jaalallee', 'aadde', 'obbo', 'ishee', 'isheen',
  ],
});
