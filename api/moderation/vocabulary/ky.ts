import { vocabulary } from './types';

/**
 * Kyrgyz, in Cyrillic (found in its any-ascii spelling too: 'өспүрүм' is 'ospurum', 'ж' 'zh') and in the
 * Latin letters people type ('jashta'). 'бала' (child) is the Spanish 'bala' and the Persian and Turkish
 * 'up': only its Kyrgyz forms and phrases are listed ('балдар', 'баланы'); not 'балага', the Hausa 'puberty'. 'кыз' (girl, daughter) is said
 * of women too and passes; an age beside it is read by the age rules. 'жаш' is both 'age' and 'young'
 * ('жаш кыз', a young woman; 'жаштар', the youth), so it is a unit only in its age forms ('жашта', 'жашар')
 * and, after a teen, as a phrase. Grades are listed from the second: 'биринчи класс' is also 'first class'.
 */

/**
 * Numbers 1-99 before a unit of age ('он үч жашта' is 13): units, tens and their compounds ('жыйырма
 * беш'). Not 'он' (10) nor 'үч' (3) alone, read 'on' and 'uch': 'on' is English, and a number word may join
 * its unit, so 'uchar' (Uzbek 'flying') would read '3 år'; 'үч жашта' is a phrase below.
 */
const DIGITS: readonly (readonly string[])[] = [
  ['бир'], ['эки'], ['үч'], ['төрт'], ['беш'], ['алты'], ['жети', 'jeti'], ['сегиз'], ['тогуз'],
];
const TENS: readonly (readonly string[])[] = [
  ['он'], ['жыйырма', 'jyiyrma', 'jiyirma'], ['отуз'], ['кырк'], ['элүү'], ['алтымыш'], ['жетимиш', 'jetimish'], ['сексен'], ['токсон'],
];
const NOT_ALONE = new Set(['он', 'үч']);
const NUMBER_WORDS: Record<string, number> = {};
DIGITS.forEach((forms, index) => {
  for (const form of forms) if (!NOT_ALONE.has(form)) NUMBER_WORDS[form] = index + 1;
});
TENS.forEach((forms, index) => {
  for (const ten of forms) {
    if (!NOT_ALONE.has(ten)) NUMBER_WORDS[ten] = (index + 1) * 10;
    DIGITS.forEach((units, unitIndex) => {
      for (const unit of units) NUMBER_WORDS[`${ten} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
    });
  }
});

const UNITS = ['жашта', 'жаштагы', 'жашар', 'жашында', 'жашка', 'jashta', 'jashtagy', 'jashar', 'jashynda'];
/** 'үч' (3) before its units, as phrases; and the ages that end with it ('жыйырма үч жашта', 23), left to the age rules. */
const THREE = UNITS.map((unit) => `үч ${unit}`);
const THREES_AFTER_TENS = TENS.flat().flatMap((ten) => THREE.map((three) => `${ten} ${three}`));
/** A teen in digits before the bare 'жаш' ('кыз 13 жаш'); smaller numbers count people. */
const TEEN_DIGITS = [10, 11, 12, 13, 14, 15, 16, 17];

export default vocabulary('ky', 'Kyrgyz', {
  minors: [
    'балдар', 'балдарды', 'балдарга', 'балдардын', 'балдары', 'балдарым', 'баласы', 'баланы', 'баланын', 'наристе*',
    'ымыркай*', 'жаңы төрөлгөн', 'кичинекей кыз', 'кичинекей кыздар', 'кичине кыз', 'кичинекей бала', 'кичинекей уул', 'жылаңач бала',
    'өспүрүм*', 'бойго жете элек', 'жашы жете элек', 'мектеп окуучусу', 'мектеп окуучулары', 'окуучу кыз', 'окуучу кыздар',
    'педофил*', 'балдар порнографиясы', ...THREE, ...TEEN_DIGITS.flatMap((age) => [`${age} жаш`, `${age} jash`]),
    'baldar', 'kichinekey kyz', 'kichinekei kyz', 'ospurum', 'jashy jete elek', 'boigo jete elek', 'okuuchu kyz',
  ],
  schoolLevels: [
    'башталгыч мектеп', 'башталгыч мектепте', 'башталгыч мектептин', 'башталгыч класс', 'башталгыч класстар', 'бала бакча', 'бала бакчада', 'балдар бакчасы',
    'орто мектеп', 'орто мектепте', 'мектепке чейинки',
    ...Array.from({ length: 10 }, (_, index) => index + 2).flatMap((grade) => [`${grade} класс`, `${grade} класста`, `${grade} класстын`]),
    ...['экинчи', 'үчүнчү', 'төртүнчү', 'бешинчи', 'алтынчы', 'жетинчи', 'сегизинчи', 'тогузунчу', 'онунчу', 'он биринчи'].flatMap((ordinal) => [
      `${ordinal} класс`, `${ordinal} класста`, `${ordinal} класстын`,
    ]),
    'bala bakcha', 'bashtalgych mektep',
  ],
  ageOfConsent: ['18 жашка толо элек', 'али 18ге толо элек', 'али 18 жашка чыга элек', '18 жаштан кичүү', 'мыйзамдуу жашка жете элек'],
  lifeEvents: [
    'сүннөт той', 'сүннөт тою', 'сүннөткө отургузуу', 'тушоо кесүү', 'тушоо кесер', 'бешик той', 'акыркы коңгуроо', 'биринчи коңгуроо',
    'жыныстык жетилүү',
  ],
  minorCues: [
    'мектеп формасы', 'мектеп формасында', 'мектеп формасындагы', 'синдим', 'карындашым', 'иним', 'жаш көрүнөт', 'балалык', 'баладай',
    'кыз бала', 'эркек бала',
  ],
  sexual: [
    'жылаңач*', 'чечинген', 'чечинип', 'кийимсиз', 'жыныстык катнаш', 'жыныстык мүчө', 'эмчек*', 'ич кийим', 'ич кийимчен', 'сексуалдуу',
    'сойку', 'jylangach', 'jylanach', 'chechingen',
  ],
  adulthood: ['бойго жеткен', 'чоң киши', 'жетилген', 'жашы жеткен', '18 жаштан ашкан', 'boigo jetken', 'chong kishi'],
  harmless: [...THREES_AFTER_TENS, 'балдар дарыгери', 'мышыктын баласы', 'иттин баласы', 'балдар оюну'],
  youngBody: ['жалпак көкүрөк', 'өнүкпөгөн', 'өнүкпөгөн дене', 'эмчеги жок'],
  childhoodItems: ['памперс', 'эмизик*', 'балдар бөтөлкөсү'],
  childhoodHints: ['оюнчук аюу', 'куурчак', 'мектеп сумкасы', 'эки өрүм'],
  // Not 'ал' (she, he), two letters.
  people: [
    'аял', 'аялдар', 'эркек', 'эркектер', 'кыз', 'кыздар', 'жигит', 'жигиттер', 'айым', 'мырза', 'жубай', 'күйөө', 'колукту', 'келин', 'келинчек',
    'сүйлөшкөн', 'модель', 'ayal', 'jigit',
  ],
  ageUnits: UNITS,
  ageWords: ['жашы', 'jashy'],
  numberWords: NUMBER_WORDS,
});
