import { vocabulary } from './types';

/**
 * Kazakh, in Cyrillic (found in its any-ascii spelling too: 'жасөспірім' is 'zhasospirim') and in the
 * Latin letters of the new alphabet, which write 'j' for 'ж' ('jasospirim'). 'бала' (child) is the Spanish
 * 'bala' and the Persian and Turkish 'up', and 'сәби' (infant) reads 'sabi' ('wabi-sabi'): only their
 * Kazakh forms and phrases are listed ('балалар', 'сәбилер'). 'қыз' (girl, daughter) is said of women too
 * and passes; an age beside it is read by the age rules. 'жас' is both 'age' and 'young' ('жас қыз', a
 * young woman), so it is a unit only in its age forms ('жаста', 'жасар') and, after a teen number, as a phrase.
 */

/**
 * Numbers 1-99 before a unit of age ('он үш жаста' is 13): units, tens and their compounds ('жиырма бес'),
 * in Cyrillic and in the Latin letters that differ from its transliteration. Not 'он' (10) alone, read
 * 'on', nor 'бес' (5) alone: a number word may join its unit, and 'besar' would read '5 år'; 'бес жаста'
 * is a phrase below.
 */
const DIGITS: readonly (readonly string[])[] = [
  ['бір'], ['екі'], ['үш'], ['төрт'], ['бес'], ['алты'], ['жеті', 'jeti'], ['сегіз'], ['тоғыз', 'togyz'],
];
const TENS: readonly (readonly string[])[] = [
  ['он'], ['жиырма', 'jiyrma', 'jyirma'], ['отыз'], ['қырық'], ['елу'], ['алпыс'], ['жетпіс', 'jetpis'], ['сексен'], ['тоқсан'],
];
const NUMBER_WORDS: Record<string, number> = {};
DIGITS.forEach((forms, index) => {
  for (const form of forms) if (form !== 'бес') NUMBER_WORDS[form] = index + 1;
});
TENS.forEach((forms, index) => {
  for (const ten of forms) {
    if (ten !== 'он') NUMBER_WORDS[ten] = (index + 1) * 10;
    DIGITS.forEach((units, unitIndex) => {
      for (const unit of units) NUMBER_WORDS[`${ten} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
    });
  }
});

const UNITS = ['жаста', 'жасар', 'жастағы', 'жасында', 'жасқа', 'jasta', 'jasar', 'jastagy', 'jasynda', 'jasqa'];
/** 'бес' (5) before its units, as phrases; and the ages that end with them ('жиырма бес жаста', 25), left to the age rules. */
const FIVE = ['бес', 'bes'].flatMap((five) => UNITS.map((unit) => `${five} ${unit}`));
const FIVES_AFTER_TENS = TENS.flat().flatMap((ten) => FIVE.map((five) => `${ten} ${five}`));
/** A teen in digits before the bare 'жас' ('қыз 13 жас'); smaller numbers count people. */
const TEEN_DIGITS = [10, 11, 12, 13, 14, 15, 16, 17];

export default vocabulary('kk', 'Kazakh', {
  minors: [
    'балалар', 'балаларды', 'балаларға', 'балалардың', 'балалары', 'баласы', 'баланы', 'балаға', 'баланың', 'сәбилер', 'сәбиі',
    'сәбиді', 'нәресте*', 'бүлдіршін*', 'кішкентай қыз', 'кішкентай қыздар', 'кішкентай бала', 'кішкентай ұл', 'жас бала',
    'жалаңаш бала', 'жасөспірім*', 'кәмелетке толмаған', 'кәмелетке толмағандар', 'кәмелетке жетпеген', 'оқушы қыз', 'оқушы қыздар', 'мектеп оқушысы',
    'мектеп оқушылары', 'педофил*', 'балалар порнографиясы', 'балалар порносы',
    ...FIVE, ...TEEN_DIGITS.flatMap((age) => [`${age} жас`, `${age} jas`]),
    // The new Latin alphabet, where it is not the transliteration
    'jasospirim*', 'kameletke tolmagan', 'kishkentai qyz', 'kishkentay qyz', 'jas bala', 'jalangash bala', 'sabiler',
  ],
  schoolLevels: [
    'бастауыш мектеп', 'бастауыш мектепте', 'бастауыш мектептің', 'бастауыш сынып', 'бастауыш сыныптар', 'балабақша*',
    'бала бақша', 'бала бақшада', 'бала бақшасы', 'орта мектеп', 'орта мектепте', 'орта мектептің', 'мектепке дейінгі',
    ...Array.from({ length: 11 }, (_, index) => `${index + 1} сынып`),
    ...['бірінші', 'екінші', 'үшінші', 'төртінші', 'бесінші', 'алтыншы', 'жетінші', 'сегізінші', 'тоғызыншы', 'оныншы', 'он бірінші']
      .flatMap((ordinal) => [`${ordinal} сынып`, `${ordinal} сыныпта`, `${ordinal} сыныптың`]),
    'balabaqsha', 'bastauysh mektep', 'jetinshi synyp', 'togyzynshy synyp',
  ],
  ageOfConsent: [
    '18 жасқа толмаған', 'әлі 18 жасқа толмаған', 'он сегіз жасқа толмаған', 'кәмелет жасына толмаған', 'келісім жасынан кіші',
    '18 жастан кіші', '18 jasqa tolmagan',
  ],
  lifeEvents: [
    'сүндет той', 'сүндет тойы', 'сүндет тойында', 'сүндетке отырғызу', 'тұсаукесер*', 'бесікке салу', 'қырқынан шығару', 'тілашар*', 'соңғы қоңырау', 'бірінші қоңырау',
    'жыныстық жетілу', 'tusaukeser', 'sundet toi',
  ],
  minorCues: [
    'мектеп формасы', 'мектеп формасында', 'мектеп формасындағы', 'мектеп киімі', 'сіңлім', 'сіңлісі', 'кіші сіңлі', 'қыз бала', 'ұл бала', 'жас көрінеді',
    'балалық', 'баладай', 'singlim', 'mektep formasy',
  ],
  sexual: [
    'жалаңаш*', 'шешінген', 'шешініп', 'киімсіз', 'жыныстық қатынас', 'жыныстық қатынаста', 'жыныс мүшесі', 'жыныс мүшелері', 'емшек*', 'кеудесі ашық',
    'іш киім', 'іш киімде', 'іш киімдегі', 'секси', 'сексуалды', 'жезөкше', 'jalangash', 'jynystyq qatynas',
  ],
  adulthood: [
    'ересек', 'ересектер', 'ересек әйел', 'кәмелетке толған', 'жетілген', '18 жастан асқан', 'eresek', 'kameletke tolgan',
  ],
  harmless: [...FIVES_AFTER_TENS, 'балалар дәрігері', 'мысық баласы', 'ит баласы', 'балалар ойыны'],
  youngBody: ['жалпақ кеуде', 'кеудесі жоқ', 'дамымаған', 'дамымаған дене', 'кеудесі жалпақ'],
  childhoodItems: ['жаялық*', 'емізік*', 'балалар бөтелкесі'],
  childhoodHints: ['ойыншық аю', 'мектеп сөмкесі', 'қуыршақ', 'екі бұрым'],
  // Not 'ол' (she, he), two letters, nor 'ер' (a man, a husband); 'ер адам' ends in 'адам', the name Adam.
  people: [
    'әйел', 'әйелдер', 'еркек', 'қыз', 'қыздар', 'жігіт', 'ханым', 'бикеш', 'мырза', 'зайып', 'жұбай', 'күйеу', 'келін', 'қалыңдық', 'модель',
    'аққұба', 'aiel', 'jigit', 'hanym', 'qalyndyq',
  ],
  ageUnits: UNITS,
  ageWords: ['жасы', 'jasy'],
  numberWords: NUMBER_WORDS,
});
