import { vocabulary } from './types';

/**
 * Pashto, in its own letters and in the Latin letters people type ('mashoom'). Terms are written with the
 * Pashto ی ې ۍ ي and ک, and also listed as Persian keyboards type them (every yeh a 'ی') and as Arabic
 * ones do ('ي', 'ك'). 'نجلۍ' (girl) and 'هلک' (boy) are said of young adults too and pass; an age beside
 * them is read by the age rules ('۱۳ کلنه نجلۍ'). Ages are 'کلنه' ('-year-old') and 'کاله' (years)
 * after a number. The romanised 'luch' (naked) is the Russian 'луч' and 'lucha' the Spanish 'fight': not listed.
 */

const YEHS = /[يېۍ]/g;
/** A term as Pashto, Persian and Arabic keyboards type it. */
const typed = (terms: readonly string[]) =>
  [...new Set(terms.flatMap((term) => [term, term.replace(YEHS, 'ی'), term.replace(/[یېۍ]/g, 'ي').replaceAll('ک', 'ك')]))];

/**
 * Numbers 1-99 before 'کلن' or 'کال': every number to 19 is a word of its own ('دیارلس', 13), the tens,
 * and 21-29, whose unit comes first ('پنځه ویشت', 25); past 30 the unit comes first too, so a compound never
 * ends with a smaller number.
 */
const NUMBERS = [
  'یو', 'دوه', 'درې', 'څلور', 'پنځه', 'شپږ', 'اووه', 'اته', 'نهه', 'لس', 'یوولس', 'دولس', 'دیارلس', 'څوارلس', 'پنځلس', 'شپاړس',
  'اوولس', 'اتلس', 'نولس', 'شل', 'یوویشت', 'دوه ویشت', 'درویشت', 'څلور ویشت', 'پنځه ویشت', 'شپږ ویشت', 'اووه ویشت', 'اته ویشت',
  'نهه ویشت',
];
const TENS: Readonly<Record<string, number>> = { دېرش: 30, څلوېښت: 40, پنځوس: 50, شپېته: 60, اویا: 70, اتیا: 80, نوي: 90 };
const NUMBER_WORDS: Record<string, number> = {};
for (const [term, value] of [...NUMBERS.map((number, index) => [number, index + 1] as const), ...Object.entries(TENS)]) {
  for (const spelling of typed([term])) NUMBER_WORDS[spelling] = value;
}
/** The teens as they are written before 'کلنه' ('دیارلس کلنه نجلۍ'), for the terms of minors. */
const TEENS = ['دیارلس', 'څوارلس', 'پنځلس', 'شپاړس', 'اوولس'];

export default vocabulary('ps', 'Pashto', {
  minors: [
    ...typed([
      'ماشوم', 'ماشومان', 'ماشومانو', 'ماشومه', 'ماشومې', 'ماشومه نجلۍ', 'کوچنۍ نجلۍ', 'کوچنۍ نجونې', 'کوچنی هلک', 'کوچني هلکان',
      'وړه نجلۍ', 'وړوکې نجلۍ', 'وړوکی هلک', 'نوی زیږیدلی', 'نوی زېږېدلی', 'تنکی ځوان', 'تنکۍ نجلۍ', 'تنکي ځوانان', 'نابالغ',
      'نابالغه', 'زده کوونکې نجلۍ', 'د ښوونځي نجلۍ', 'د ښوونځي نجونې', 'د ښوونځي زده کوونکې', 'بچه بازي', 'د ماشومانو پورنو',
      'د ماشومانو جنسي', 'پیډوفیل', 'پېډوفیل',
      ...TEENS.flatMap((teen) => [`${teen} کلنه`, `${teen} کلن`]),
      ...['10', '11', '12', '13', '14', '15', '16', '17', '۱۰', '۱۱', '۱۲', '۱۳', '۱۴', '۱۵', '۱۶', '۱۷'].map((age) => `${age} کلن`),
    ]),
    'mashoom', 'mashooma', 'mashoomaan', 'mashoman', 'mashum', 'mashuma', 'mashuman', 'mashumaan', 'kuchnai njelai',
    'kochnai njelai', 'kuchney njelai', 'wara njelai', 'warukai njelai', 'tanakai njelai', 'tanakay zwan', 'nabaligh njelai',
    'bacha bazi', 'bachabazi',
  ],
  schoolLevels: [
    ...typed([
      'لومړنی ښوونځی', 'لومړني ښوونځي', 'ابتدايي ښوونځی', 'منځنی ښوونځی', 'منځني ښوونځي', 'متوسطه ښوونځی', 'وړکتون', 'وړکتون کې',
      'د لیسې زده کوونکې', 'د لیسې نجلۍ',
      ...['لومړی', 'دوهم', 'دویم', 'دریم', 'څلورم', 'پنځم', 'شپږم', 'اووم', 'اتم', 'نهم', 'لسم', 'یوولسم', 'دولسم'].flatMap((ordinal) => [
        `${ordinal} ټولګی`, `${ordinal} ټولګي`,
      ]),
      ...Array.from({ length: 12 }, (_, index) => `ټولګی ${index + 1}`),
    ]),
    'warkatoon', 'lomrany showanzay',
  ],
  ageOfConsent: typed([
    'لا ۱۸ کلنه نه ده', 'لا 18 کلنه نه ده', 'له ۱۸ کلنۍ کمه', 'له 18 کلنۍ کمه', 'له ۱۸ کالو کم', 'له 18 کالو کم', 'لا بالغه نه ده',
    'لا بالغ نه دی', 'د قانوني عمر نه کم', 'د قانوني عمر څخه کم',
  ]),
  lifeEvents: typed(['د سنت مراسم', 'ختنه سوري', 'د ښوونځي لومړۍ ورځ', 'د بلوغ عمر', 'بلوغ ته نږدې']),
  minorCues: typed([
    'د ښوونځي یونیفورم', 'د ښوونځي جامې', 'د ښوونځي لباس', 'کشره خور', 'کوچنۍ خور', 'کشر ورور', 'ځوانه ښکاري', 'ماشومانه',
    'زده کوونکې',
  ]),
  sexual: [
    ...typed([
      'لوڅ', 'لوڅه', 'لوڅې', 'بربنډ', 'بربنډه', 'بربنډې', 'بې جامو', 'بې لباسه', 'جنسي', 'جنسي اړیکه', 'جنسي اړیکې', 'سکس',
      'سکسي', 'سیکسي', 'پورن', 'پورنو', 'لاندې جامې', 'لاندینۍ جامې', 'تیان', 'سینه لوڅه', 'کوس', 'کیر', 'شهواني', 'فاحشه',
    ]),
    'barbanda', 'barbandah', 'be jamo', 'bey jamo',
  ],
  adulthood: [...typed(['بالغ', 'بالغه', 'لوی سړی', 'لویه ښځه', 'له ۱۸ کالو پورته', 'له 18 کالو پورته', 'پخه ښځه']), 'baligha', 'balegha'],
  harmless: typed(['د ماشومانو ډاکټر', 'د ماشومانو روغتون', 'د ماشومانو ورځ', 'د ماشومتوب یادونه']),
  youngBody: typed(['هواره سینه', 'بې تیو', 'وده یې نه ده کړې', 'نا بالغ بدن']),
  childhoodItems: typed(['پمپر', 'ډایپر', 'چوشک', 'د ماشوم بوتل', 'د ماشومانو بوتل']),
  childhoodHints: typed(['د لوبو ایږ', 'د ښوونځي بکس', 'د ښوونځي بستې', 'ګوډۍ']),
  /**
   * Not 'کال' nor 'کلن' alone, which other words begin ('کالا', goods; 'کلنگ', a crane; Persian 'کلنی', a
   * colony): a unit is read as the beginning of the word after the number. 'کلن' is listed after the teens.
   */
  // With the Persian and Arabic keyboards' letters for the main words. Not 'هغه' (she, he), also 'that', nor the romanised
  // 'saray' (man), the Turkish 'palace'.
  people: [
    'ښځه', 'ښځې', 'ښځی', 'سړی', 'سړي', 'نجلۍ', 'نجلی', 'نجلي', 'نجونې', 'نجونی', 'هلک', 'هلك', 'هلکان', 'مېرمن', 'میرمن', 'مېړه', 'میړه', 'ناوې',
    'ناوی', 'پېغله', 'ماډل', 'khaza', 'njelai', 'njeley', 'halak',
  ],
  ageUnits: ['کلنه', 'کلنې', 'کلنو', 'کاله', 'کالو', 'كلنه', 'كاله'],
  numberWords: NUMBER_WORDS,
});
