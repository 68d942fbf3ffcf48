import { vocabulary } from './types';

/**
 * Uzbek, in the Latin alphabet and in Cyrillic. The letters oʻ and gʻ are typed with ʻ, ‘, ' or nothing
 * ("o'smir", 'osmir'): a term with an apostrophe is read as a phrase of its pieces, also written as one
 * word, so its inflected forms are listed, not stems. Cyrillic terms are also found in their any-ascii
 * spelling ('ўсмир' is 'usmir', 'ё' is 'e'). 'bola' (child) is the Spanish and Portuguese 'ball': only its
 * Uzbek forms ('bolalar', 'bolani') and phrases are listed. 'qiz' (girl, daughter) is said of women too and
 * passes; an age beside it is read by the age rules. 'yosh' is both 'age' and 'young' ('ikki yosh qiz', two
 * young girls), so it is a unit only in its age forms ('yoshli', 'yoshda') and, after a teen number, as a phrase.
 */

/**
 * Numbers 1-99 before a unit of age ('o'n uch yoshli' is 13): units, tens and their compounds ('yigirma
 * besh', which holds 'besh'), with and without the apostrophe. Not 'uch' (3) alone: a number word may join
 * its unit, and 'uchar' (flying) would read '3 år'; 'uch yoshli' is a phrase below. Nor 'on' (10) without
 * its apostrophe, nor the Cyrillic 'ўн', read 'un': they are the English 'on' and the French 'un'; the teens
 * are 'on' with a unit ('on uch').
 */
const DIGITS: readonly (readonly string[])[] = [
  ['bir'], ['ikki'], ['uch'], ["to'rt", 'tort'], ['besh'], ['olti'], ['yetti'], ['sakkiz'], ["to'qqiz", 'toqqiz'],
];
const CYRILLIC_DIGITS: readonly (readonly string[])[] = [
  ['бир'], ['икки'], ['уч'], ['тўрт'], ['беш'], ['олти'], ['етти'], ['саккиз'], ['тўққиз'],
];
const TENS: readonly (readonly string[])[] = [
  ["o'n", 'on'], ['yigirma'], ["o'ttiz", 'ottiz'], ['qirq'], ['ellik'], ['oltmish'], ['yetmish'], ['sakson'], ["to'qson", 'toqson'],
];
const CYRILLIC_TENS: readonly (readonly string[])[] = [
  ['ўн'], ['йигирма'], ['ўттиз'], ['қирқ'], ['эллик'], ['олтмиш'], ['етмиш'], ['саксон'], ['тўқсон'],
];
const NUMBER_WORDS: Record<string, number> = {};
for (const [digits, tens] of [[DIGITS, TENS], [CYRILLIC_DIGITS, CYRILLIC_TENS]] as const) {
  digits.forEach((forms, index) => {
    for (const form of forms) if (form !== 'uch' && form !== 'уч') NUMBER_WORDS[form] = index + 1;
  });
  tens.forEach((forms, index) => {
    for (const ten of forms) {
      if (ten !== 'on' && ten !== 'ўн') NUMBER_WORDS[ten] = (index + 1) * 10;
      digits.forEach((units, unitIndex) => {
        for (const unit of units) NUMBER_WORDS[`${ten} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
      });
    }
  });
}

/**
 * 'uch' (3) before its units, as phrases; and the ages that end with them ('yigirma uch yoshli', 23; 'o'n uch
 * yoshli', 13), left to the age rules, which read them as numbers.
 */
const THREE = ['uch', 'уч'].flatMap((three) => ['yoshli', 'yoshda', 'yoshar', 'yoshdagi', 'ёшли', 'ёшда', 'ёшар'].map((unit) => `${three} ${unit}`));
const THREES_AFTER_TENS = [...TENS, ...CYRILLIC_TENS].flat().flatMap((ten) => THREE.map((three) => `${ten} ${three}`));
/** A teen in digits before the bare 'yosh' ('qiz 13 yosh'); smaller numbers count people ('2 yosh qiz', two young girls). */
const TEEN_DIGITS = [10, 11, 12, 13, 14, 15, 16, 17];

export default vocabulary('uz', 'Uzbek', {
  minors: [
    'bolalar', 'bolalarni', 'bolalarga', 'bolalarning', 'bolalari', 'bolalardan', 'bolalarda', 'bolalarim', 'bolani', 'bolaga',
    'bolaning', 'bolasi', 'bolakay*', "go'dak", "go'daklar", 'godak', 'godaklar', 'chaqaloq*', 'qizcha*', 'qizaloq*',
    "o'g'ilcha", "o'g'ilchalar", 'ogilcha', 'kichkina qiz', 'kichkina qizlar', "kichkina o'g'il", 'kichkina bola', 'yosh bola',
    'yosh bolalar', "yalang'och bola", 'voyaga yetmagan', 'voyaga yetmaganlar', "balog'atga yetmagan", "o'smir", "o'smirlar",
    "o'smir qiz", "o'smir qizlar", 'osmir', 'osmirlar', "o'quvchi qiz", "o'quvchi qizlar", "maktab o'quvchisi",
    "maktab o'quvchilari", 'maktabli qiz', 'maktab qizi', 'pedofil*', 'bolalar pornosi', 'bola porno', 'bolalar pornografiyasi',
    ...THREE, ...TEEN_DIGITS.flatMap((age) => [`${age} yosh`, `${age} ёш`]),
    // Cyrillic
    'болалар', 'болаларни', 'болаларга', 'болаларнинг', 'болалари', 'болани', 'болага', 'боланинг', 'боласи', 'болакай*', 'гўдак*', 'чақалоқ*', 'қизча*', 'қизалоқ*', 'ўғилча*',
    'кичкина қиз', 'кичкина ўғил', 'кичкина бола', 'ёш бола', 'ёш болалар', 'вояга етмаган', 'ўсмир', 'ўсмирлар', 'ўсмир қиз',
    'ўқувчи қиз', 'мактаб ўқувчиси', 'педофил*',
  ],
  schoolLevels: [
    "boshlang'ich maktab", "boshlang'ich sinf", "boshlang'ich sinflar", "boshlang'ich maktabda", "bog'cha", "bog'chada",
    "bog'chaga", "bog'chadagi", 'bogcha', 'maktabgacha*', "o'rta maktab", "o'rta maktabda", "o'rta maktab o'quvchisi",
    'litsey oquvchisi', "litsey o'quvchisi",
    ...Array.from({ length: 11 }, (_, index) => `${index + 1} sinf`),
    ...['birinchi', 'ikkinchi', 'uchinchi', "to'rtinchi", 'beshinchi', 'oltinchi', 'yettinchi', 'sakkizinchi', "to'qqizinchi",
      "o'ninchi", "o'n birinchi"].map((ordinal) => `${ordinal} sinf`),
    'бошланғич мактаб', 'бошланғич синф', 'боғча', 'боғчада', 'мактабгача*', 'ўрта мактаб', 'ўрта мактабда',
    ...['биринчи', 'иккинчи', 'учинчи', 'тўртинчи', 'бешинчи', 'олтинчи', 'еттинчи', 'саккизинчи', 'тўққизинчи', 'ўнинчи',
      'ўн биринчи'].map((ordinal) => `${ordinal} синф`),
  ],
  ageOfConsent: [
    "18 yoshga to'lmagan", "hali 18 yoshga to'lmagan", '18 yoshdan kichik', "o'n sakkiz yoshga to'lmagan", 'hali voyaga yetmagan',
    'rozilik yoshidan kichik', 'qonuniy yoshga yetmagan', '18 ёшга тўлмаган', '18 ёшдан кичик', 'ҳали вояга етмаган',
  ],
  lifeEvents: [
    "sunnat to'yi", "xatna to'yi", 'xatna', "beshik to'yi", "birinchi qo'ng'iroq", "so'nggi qo'ng'iroq", "oxirgi qo'ng'iroq",
    "balog'at davri", 'суннат тўйи', 'хатна тўйи', 'хатна', 'бешик тўйи', 'биринчи қўнғироқ', 'сўнгги қўнғироқ', 'балоғат даври',
  ],
  minorCues: [
    'maktab formasi', 'maktab formasida', 'maktab formasidagi', 'maktab kiyimi', 'maktab kiyimida', 'singlim', 'kichik singlim', 'kichik singil', 'ukam',
    'qiz bola', "o'g'il bola", "yosh ko'rinadi", "yosh ko'rinishli", 'bolalarcha', 'bolalik', 'мактаб формаси', 'синглим', 'қиз бола',
    'ўғил бола', 'ёш кўринади', 'болаларча', 'болалик',
  ],
  sexual: [
    "yalang'och", "yalang'ochlangan", "yalang'och qiz", 'yalangoch', 'yechingan', 'yechinib', 'yechinayotgan', 'kiyimsiz',
    'seksual', 'pornografiya', "ko'krak", "ko'kraklar", "ko'kraklari", "ko'kragi ochiq", 'jinsiy aloqa', 'jinsiy olat',
    "jinsiy a'zo", "jinsiy a'zolari", 'ichki kiyim', 'ichki kiyimda', 'trusik', 'lifchik', 'sikish', 'sikishish', 'jalab',
    'fohisha', 'shahvoniy', 'shahvat', 'onanizm',
    'яланғоч', 'ечинган', 'кийимсиз', 'кўкрак', 'кўкраклари', 'жинсий алоқа', 'ички кийим', 'ички кийимда', 'шаҳвоний', 'фоҳиша',
  ],
  adulthood: [
    'voyaga yetgan', 'katta yoshli', 'kattalar', 'yetuk', 'yetuk ayol', '18 yoshdan katta', "balog'atga yetgan", 'вояга етган',
    'катта ёшли', 'етук', '18 ёшдан катта',
  ],
  harmless: [
    ...THREES_AFTER_TENS, 'mushuk bolasi', 'it bolasi', 'ayiq bolasi', 'bolalar shifokori', 'bolalar vrachi', "bolalar o'yini",
    'мушук боласи', 'болалар шифокори', 'болалар ўйини',
  ],
  youngBody: [
    "tekis ko'krak", "ko'kragi yo'q", "ko'kragi tekis", 'rivojlanmagan', 'rivojlanmagan tana', "ko'kragi o'smagan",
    'текис кўкрак', 'ривожланмаган',
  ],
  childhoodItems: ['taglik', 'tagliklar', 'tagligi', "so'rg'ich", 'sorgich', 'emizik', 'таглик', 'сўрғич', 'эмизик'],
  childhoodHints: ['ayiqcha', "o'yinchoq ayiq", 'maktab sumkasi', "qo'g'irchoq", 'айиқча', 'мактаб сумкаси', 'қўғирчоқ'],
  // Not 'er' (husband) nor 'u' (she, he), one or two letters, nor 'uni' (her, him).
  people: [
    'ayol', 'ayollar', 'xotin', 'erkak', 'erkaklar', 'qiz', 'qizlar', 'yigit', 'yigitlar', 'xonim', 'janob', 'kelin', 'sevgili', 'model',
    'аёл', 'аёллар', 'хотин', 'эркак', 'қиз', 'қизлар', 'йигит', 'хоним', 'келин',
  ],
  ageUnits: ['yoshli', 'yoshda', 'yoshar', 'yoshdagi', 'yoshida', 'ёшли', 'ёшда', 'ёшар', 'ёшдаги', 'ёшида'],
  numberWords: NUMBER_WORDS,
});
