import { vocabulary } from './types';

/**
 * Uyghur, in its Arabic script (read with 'ئ' as 'ي', as every hamza seat is folded) and in its Latin
 * script ('balilar', 'yalingach'). 'بالا' (child) is the Persian 'up' and 'bala' the Spanish 'bullet':
 * only their Uyghur forms are listed ('بالىلار', 'بالىنى'). 'قىز' (girl, daughter) is said of women too and
 * passes; an age beside it is read by the age rules. 'ياش' is both 'age' and 'young', so it is a unit only
 * in its age forms ('ياشلىق', 'ياشتا') and, after a teen, as a phrase.
 */

/**
 * Numbers 1-99 before a unit of age ('ئون ئۈچ ياشلىق' is 13): units, tens and their compounds ('يىگىرمە
 * بەش'), in both scripts. In Latin letters not 'on' (10), 'üch' (3), 'töt' (4) nor 'alte' (6) alone: they
 * are 'on', 'uch' ('uchar', flying, would read '3 år'), the English 'tot' and the German 'alte' ('alte Jahre').
 */
const DIGITS = ['بىر', 'ئىككى', 'ئۈچ', 'تۆت', 'بەش', 'ئالتە', 'يەتتە', 'سەككىز', 'توققۇز'];
const TENS = ['ئون', 'يىگىرمە', 'ئوتتۇز', 'قىرىق', 'ئەللىك', 'ئاتمىش', 'يەتمىش', 'سەكسەن', 'توقسان'];
const LATIN_DIGITS = ['bir', 'ikki', 'üch', 'töt', 'besh', 'alte', 'yette', 'sekkiz', 'toqquz'];
const LATIN_TENS = ['on', 'yigirme', 'ottuz', 'qiriq', 'ellik', 'atmish', 'yetmish', 'seksen', 'toqsan'];
const LATIN_NOT_ALONE = new Set(['on', 'üch', 'töt', 'alte']);
const NUMBER_WORDS: Record<string, number> = {};
for (const [digits, tens] of [[DIGITS, TENS], [LATIN_DIGITS, LATIN_TENS]] as const) {
  digits.forEach((digit, index) => {
    if (!LATIN_NOT_ALONE.has(digit)) NUMBER_WORDS[digit] = index + 1;
  });
  tens.forEach((ten, index) => {
    if (!LATIN_NOT_ALONE.has(ten)) NUMBER_WORDS[ten] = (index + 1) * 10;
    digits.forEach((unit, unitIndex) => {
      NUMBER_WORDS[`${ten} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
    });
  });
}

const UNITS = ['ياشلىق', 'ياشتا', 'ياشتىكى', 'ياشقا', 'yashliq', 'yashta', 'yashtiki', 'yashqa'];
/** A teen in digits before the bare 'ياش' ('قىز 13 ياش'); smaller numbers count people. */
const TEEN_DIGITS = [10, 11, 12, 13, 14, 15, 16, 17];

export default vocabulary('ug', 'Uyghur', {
  minors: [
    'بالىلار', 'بالىلارنى', 'بالىلارغا', 'بالىلارنىڭ', 'بالىلىرى', 'بالىنى', 'بالىغا', 'بالىنىڭ', 'بالىسى', 'كىچىك بالا',
    'كىچىك بالىلار', 'قىز بالا', 'ئوغۇل بالا', 'بوۋاق*', 'سەبىي', 'نارەسىدە', 'يېڭى تۇغۇلغان', 'ئۆسمۈر*', 'قۇرامىغا يەتمىگەن',
    'كىچىك قىز', 'كىچىك قىزلار', 'كىچىك ئوغۇل', 'ئوقۇغۇچى قىز', 'ئوقۇغۇچى قىزلار', 'مەكتەپ ئوقۇغۇچىسى', 'يالىڭاچ بالا', 'پېدوفىل*',
    'بالىلار پورنوسى', ...TEEN_DIGITS.map((age) => `${age} ياش`),
    'balilar', 'balilarni', 'balilargha', 'balini', 'kichik bala', 'kichik qiz', 'kichik qizlar', 'kichik oghul', 'qiz bala',
    'bowaq', 'bowaqlar', 'ösmür', 'ösmürler', 'ösmür qiz', 'qurangha yetmigen', 'oqughuchi qiz', 'mektep oqughuchisi', 'sebiy',
  ],
  schoolLevels: [
    'باشلانغۇچ مەكتەپ', 'باشلانغۇچ مەكتەپتە', 'باشلانغۇچ سىنىپ', 'تولۇقسىز ئوتتۇرا مەكتەپ', 'ئوتتۇرا مەكتەپ', 'ئوتتۇرا مەكتەپتە',
    'ئوتتۇرا مەكتەپ ئوقۇغۇچىسى', 'بالىلار باغچىسى', 'يەسلى',
    ...['بىرىنچى', 'ئىككىنچى', 'ئۈچىنچى', 'تۆتىنچى', 'بەشىنچى', 'ئالتىنچى', 'يەتتىنچى', 'سەككىزىنچى', 'توققۇزىنچى'].flatMap((ordinal) => [
      `${ordinal} سىنىپ`, `${ordinal} يىللىق ئوقۇغۇچى`,
    ]),
    ...Array.from({ length: 12 }, (_, index) => `${index + 1} سىنىپ`),
    "bashlan'ghuch mektep", 'bashlanghuch mektep', 'ottura mektep', 'balilar baghchisi',
    ...['birinchi', 'ikkinchi', 'üchinchi', 'tötinchi', 'beshinchi', 'altinchi', 'yettinchi', 'sekkizinchi', 'toqquzinchi'].map((ordinal) => `${ordinal} sinip`),
  ],
  ageOfConsent: [
    '18 ياشقا توشمىغان', 'تېخى 18 ياشقا توشمىغان', 'ئون سەككىز ياشقا توشمىغان', 'قانۇنىي ياشقا يەتمىگەن', '18 ياشتىن كىچىك',
    '18 yashqa toshmighan', 'qanuniy yashqa yetmigen',
  ],
  lifeEvents: ['خەتنە', 'خەتنە توي', 'سۈننەت توي', 'مەكتەپنىڭ تۇنجى كۈنى', 'بالاغەتكە يېتىش', 'xetne', 'xetne toy', 'sünnet toy'],
  minorCues: [
    'مەكتەپ فورمىسى', 'مەكتەپ فورمىسىدا', 'سىڭلىم', 'كىچىك سىڭلىم', 'ئىنىم', 'ياش كۆرۈنىدىغان', 'بالىلارچە', 'بالىلىق', 'mektep formisi',
    'singlim', 'balilarche',
  ],
  sexual: [
    'يالىڭاچ*', 'كىيىمسىز', 'سېكىس', 'سېكسى', 'جىنسىي مۇناسىۋەت', 'جىنسىي ئەزا', 'ئەمچەك*', 'ئىچ كىيىم', 'پورنو', 'شەھۋانىي',
    'پاھىشە', 'yalingach', 'yalingach qiz', 'kiyimsiz', 'jinsiy munasiwet', 'emchek', 'ich kiyim',
  ],
  adulthood: ['قۇرامىغا يەتكەن', 'چوڭ ياشلىق', 'يېتىلگەن', '18 ياشتىن چوڭ', 'qurangha yetken', 'chong yashliq', 'yétilgen'],
  harmless: ['بالىلار دوختۇرى', 'مۈشۈك بالىسى', 'ئىت بالىسى', 'بالىلار ئويۇنى', 'mushuk balisi', 'balilar doxturi'],
  youngBody: ['تۈز كۆكرەك', 'ئەمچىكى يوق', 'تولۇق يېتىلمىگەن', 'يېتىلمىگەن بەدەن', 'tüz kökrek'],
  childhoodItems: ['پامپېرس', 'سۈت بوتۇلكىسى', 'بالىلار سۈت بوتۇلكىسى'],
  childhoodHints: ['ئويۇنچۇق ئېيىق', 'مەكتەپ سومكىسى', 'قونچاق', 'ikki örüm'],
  // Not 'ئۇ' (she, he), two letters, nor 'ئوغۇل', first of all a son.
  people: [
    'ئايال', 'خوتۇن', 'ئەركەك', 'قىز', 'قىزلار', 'يىگىت', 'خانىم', 'ئەپەندى', 'كېلىن', 'چوكان', 'مودېل', 'ayal', 'xotun', 'qiz', 'qizlar',
    'yigit', 'xanim', 'ependi', 'kelin', 'chokan', 'erkek',
  ],
  ageUnits: UNITS,
  ageWords: ['يېشى', 'yéshi'],
  numberWords: NUMBER_WORDS,
});
