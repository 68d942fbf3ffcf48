import { vocabulary } from './types';

/**
 * Urdu, in its own letters and in Roman Urdu, the Latin spellings people type ('bachi', 'nabaligh').
 * Terms are written with the Urdu ی، ک، ہ، ھ and ے and also listed as Arabic and Persian keyboards type
 * them ('ي', 'ك', 'ه'). Terms are read without zer, zabar, pesh and shadda. Words Urdu shares with Hindi
 * in Latin letters ('bachcha', 'nangi', 'kamsin') and with Persian and Arabic in its script ('نابالغ',
 * 'طفل', 'بالغ', 'جنسی') are listed there. 'لڑکی' and 'larki' (girl) are said of women and pass; an age
 * beside them is refused ('13 سال کی لڑکی'). 'نوجوان' is said of young adults and is not listed. Not 'لن'
 * (penis), the Arabic 'will not'; not 'bachi' alone beside the taiko drum's 'bachi'.
 */

/** A term as Urdu, Arabic and Persian keyboards type it. */
const typed = (terms: readonly string[]) =>
  [...new Set(terms.flatMap((term) => [
    term,
    term.replace(/[ہھ]/g, 'ه'),
    term.replace(/[ہھ]/g, 'ه').replaceAll('ی', 'ي').replaceAll('ک', 'ك'),
  ]))];

/**
 * Numbers 1-99 before 'سال' or 'برس', one a position (Urdu has a word for every number: 'تئیس' is 23),
 * spellings separated by '|'. 'نو' (9) is also the Persian 'new', which comes after 'سال', not before.
 */
const URDU_NUMBERS = [
  'ایک', 'دو', 'تین', 'چار', 'پانچ', 'چھ|چھے|چھہ', 'سات', 'آٹھ', 'نو', 'دس',
  'گیارہ', 'بارہ', 'تیرہ', 'چودہ|چوده', 'پندرہ', 'سولہ', 'سترہ', 'اٹھارہ|اٹھارا', 'انیس', 'بیس',
  'اکیس', 'بائیس|بایئس', 'تئیس|تیئس', 'چوبیس', 'پچیس', 'چھبیس', 'ستائیس|ستایئس', 'اٹھائیس|اٹھایئس', 'انتیس', 'تیس',
  'اکتیس|اکتّیس', 'بتیس', 'تینتیس|تیتیس', 'چونتیس', 'پینتیس', 'چھتیس', 'سینتیس', 'اڑتیس', 'انتالیس', 'چالیس',
  'اکتالیس', 'بیالیس|بیالس', 'تینتالیس|تیتالیس', 'چوالیس|چوالس', 'پینتالیس', 'چھیالیس', 'سینتالیس', 'اڑتالیس', 'انچاس', 'پچاس',
  'اکیاون|اکاون', 'باون', 'ترپن', 'چون|چوون', 'پچپن', 'چھپن', 'ستاون', 'اٹھاون', 'انسٹھ', 'ساٹھ',
  'اکسٹھ', 'باسٹھ', 'تریسٹھ', 'چونسٹھ', 'پینسٹھ', 'چھیاسٹھ', 'سڑسٹھ', 'اڑسٹھ', 'انہتر', 'ستر',
  'اکہتر', 'بہتر', 'تہتر', 'چوہتر', 'پچھتر', 'چھہتر', 'ستتر|سترّ', 'اٹھہتر', 'اناسی|اُناسی', 'اسی',
  'اکیاسی', 'بیاسی', 'تراسی', 'چوراسی', 'پچاسی', 'چھیاسی', 'ستاسی', 'اٹھاسی', 'نواسی', 'نوے|نوّے',
  'اکانوے', 'بانوے', 'ترانوے', 'چورانوے', 'پچانوے', 'چھیانوے', 'ستانوے', 'اٹھانوے', 'ننانوے|نناوے',
];
/** Roman Urdu spellings of numbers that Hindi's Latin spellings do not already hold. */
const ROMAN_NUMBERS: Readonly<Record<string, number>> = {
  aik: 1, chay: 6, chhay: 6, tehrah: 13, chodhah: 14, chodha: 14, pandara: 15, solaa: 16, sattarah: 17, pachhees: 25,
};
const NUMBER_WORDS: Record<string, number> = { ...ROMAN_NUMBERS };
URDU_NUMBERS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) for (const form of typed([spelling])) NUMBER_WORDS[form] = index + 1;
});

const ORDINALS = ['تیسری', 'چوتھی', 'پانچویں', 'چھٹی', 'ساتویں', 'آٹھویں', 'نویں', 'دسویں'];
const ROMAN_ORDINALS = ['teesri', 'chothi', 'chauthi', 'panchvi', 'panchwin', 'paanchvi', 'chhati', 'satvin', 'satwin', 'aathvin', 'athwin', 'aathwin', 'nauvin', 'nawin', 'daswin'];

export default vocabulary('ur', 'Urdu', {
  minors: [
    ...typed([
      'بچہ', 'بچے', 'بچی', 'بچیاں', 'بچیوں', 'بچوں', 'بچئی', 'ننھا بچہ', 'ننھی بچی', 'چھوٹی بچی', 'چھوٹا بچہ', 'چھوٹی لڑکی',
      'چھوٹا لڑکا', 'چھوٹی سی لڑکی', 'کمسن', 'کمسن لڑکی', 'کم سن لڑکی', 'کم عمر لڑکی', 'کم عمر لڑکا', 'نوعمر لڑکی', 'نو عمر لڑکی',
      'نوعمر لڑکا', 'نابالغ لڑکی', 'نابالغہ', 'شیرخوار', 'شیر خوار', 'نومولود', 'نوزائیدہ', 'معصوم بچی', 'اسکول کی لڑکی',
      'سکول کی لڑکی', 'اسکول کی بچی', 'سکول کی بچی', 'اسکولی طالبہ', 'اسکول کی طالبہ', 'سکول کی طالبہ', 'اسکول گرل', 'سکول گرل',
      'بچوں کی فحش', 'بچوں کا جنسی استحصال', 'بچوں سے زیادتی', 'چائلڈ پورن', 'پیڈوفائل', 'پیڈوفیلیا', 'بچہ باز',
    ]),
    'bacha', 'bachay', 'bachey', 'bachon', 'bachi', 'bachiyan', 'bachiyon', 'nanhi bachi', 'nanhi si bachi',
    'masoom bachi', 'choti larki', 'chhoti larki', 'choti si larki', 'chhota larka', 'chota larka', 'kamsin larki', 'kam umar larki',
    'kam umr larki', 'kam umar larka', 'nau umar larki', 'naumar larki', 'nabaligh', 'na baligh', 'nabaligha', 'nabalgh',
    'school ki larki', 'school wali larki', 'school ki bachi', 'shir khwar', 'nomolood', 'nauzaida',
  ],
  schoolLevels: [
    ...typed([
      'پرائمری اسکول', 'پرائمری سکول', 'پرائمری اسکول کی', 'مڈل اسکول', 'مڈل سکول', 'ہائی اسکول', 'ہائی سکول', 'کنڈرگارٹن',
      'نرسری اسکول', 'نرسری سکول', 'نرسری کلاس', 'پری اسکول', 'مونٹیسوری', 'ابتدائی اسکول', 'ابتدائی سکول', 'میٹرک کی طالبہ',
      'میٹرک کی لڑکی', 'نویں جماعت', 'دسویں جماعت', 'جماعت ہشتم', 'جماعت نہم', 'جماعت دہم', 'جماعت ہفتم', 'جماعت ششم', 'جماعت پنجم',
      ...ORDINALS.flatMap((ordinal) => [`${ordinal} جماعت`, `${ordinal} کلاس`]),
      ...Array.from({ length: 10 }, (_, index) => `جماعت ${index + 1}`),
    ]),
    ...ROMAN_ORDINALS.flatMap((ordinal) => [`${ordinal} jamaat`, `${ordinal} jamat`, `${ordinal} class`]),
    'matric ki larki', 'matric ki student', 'nursery class', 'montessori class',
  ],
  ageOfConsent: [
    ...typed([
      'ابھی بالغ نہیں', 'بالغ نہیں', 'بالغ نہیں ہوئی', 'اٹھارہ سال سے کم', 'اٹھارہ برس سے کم', '18 سال سے کم', '۱۸ سال سے کم',
      '18 سے کم', '۱۸ سے کم', 'قانونی عمر سے کم', 'رضامندی کی عمر سے کم', 'بلوغت سے پہلے',
    ]),
    'abhi baligh nahi', 'baligh nahi', 'baligh nahin', '18 saal se kam', 'athara saal se kam',
  ],
  lifeEvents: [
    ...typed(['ختنہ', 'ختنے', 'عقیقہ', 'بسم اللہ کی تقریب', 'روزہ کشائی', 'آمین کی تقریب', 'بلوغت', 'پہلا روزہ']),
    'aqiqa', 'aqeeqa', 'aqeeqah', 'khatna', 'roza kushai', 'bismillah ki taqreeb',
  ],
  minorCues: [
    ...typed([
      'اسکول یونیفارم', 'سکول یونیفارم', 'اسکول کا یونیفارم', 'سکول کا یونیفارم', 'اسکول ڈریس', 'چھوٹی بہن', 'چھوٹا بھائی', 'کم عمر',
      'کمسنی', 'بچپن', 'بچپنا', 'بچکانہ', 'ننھی', 'ننھا', 'معصوم سی', 'گڑیا جیسی', 'لڑکپن',
    ]),
    'choti behan', 'chhoti behan', 'choti bahen', 'kam umri', 'bachpana', 'bachkana', 'school uniform wali',
  ],
  sexual: [
    ...typed([
      'ننگی', 'ننگا', 'ننگے', 'برہنہ', 'عریاں', 'عریانی', 'عریاں تصویر', 'سیکس', 'سیکسی', 'سکسی', 'فحش', 'فحاشی', 'چدائی', 'چودنا',
      'پورن', 'پورنو', 'چھاتی', 'چھاتیاں', 'چھاتیوں', 'شہوت', 'شہوانی', 'شہوت انگیز', 'زیر جامہ', 'انڈرویئر', 'بکنی', 'بیکنی',
      'کپڑے اتار', 'بغیر کپڑوں', 'بغیر کپڑوں کے', 'بے لباس', 'جماع', 'مباشرت', 'ہم بستری', 'مشت زنی', 'چوت', 'ممے', 'گانڈ',
      'لنڈ', 'جنسی تعلق', 'ننگی تصویر',
    ]),
    'nangay', 'nangey', 'barhana', 'burhana', 'uryan', 'uryaan', 'uryani', 'fahash', 'fahashi', 'bina kapron', 'baghair kapron',
    'baghair kapray', 'kapray utar', 'kapre utar', 'humbistari', 'mubashrat', 'shehwat', 'shehwani', 'mummay', 'gaand',
  ],
  adulthood: [...typed(['بالغ عورت', 'بالغ مرد', 'بالغ لڑکی', 'جوان عورت', 'پختہ عمر', 'اٹھارہ سال سے زیادہ', '18 سال سے زیادہ', 'بڑی عمر کی']), 'baligh', 'baaligh', 'baligh aurat'],
  harmless: [
    ...typed([
      'بچوں کا کھیل', 'بلی کا بچہ', 'بلی کے بچے', 'کتے کا بچہ', 'کتے کے بچے', 'بچوں کا ڈاکٹر', 'بچوں کا ہسپتال', 'بچوں کے ڈاکٹر',
      'بچپن کی یادیں', 'بچپن کا گھر', 'بچپن کا دوست', 'بچہ خان',
    ]),
    'bacha khan', 'bachon ka khel', 'billi ka bacha', 'taiko bachi',
  ],
  youngBody: [...typed(['سپاٹ سینہ', 'سپاٹ چھاتی', 'چپٹی چھاتی', 'غیر ترقی یافتہ جسم', 'ناپختہ جسم', 'بغیر چھاتی']), 'sapat seena', 'sapaat seena'],
  childhoodItems: typed(['ڈائپر', 'ڈایپر', 'پیمپر', 'پیمپرز', 'چوسنی', 'دودھ کی بوتل', 'فیڈر']),
  childhoodHints: [...typed(['گڑیا', 'دو چوٹیاں', 'دو چٹیاں', 'اسکول بیگ', 'سکول بیگ', 'کھلونا', 'ٹیڈی بیئر']), 'do chotiyan', 'do chutiyan'],
  /**
   * Written once: read in Latin letters, the Arabic and Persian keyboards' letters spell the same words. The Latin spellings Urdu
   * shares with Hindi ('aurat', 'mard', 'biwi', 'dulhan') are Hindi's. Not 'عورت' (a woman) alone, the Persian word for the private
   * parts, nor 'وہ' (she, he), two letters.
   */
  people: [
    'عورتیں', 'خاتون', 'خواتین', 'مرد', 'لڑکی', 'لڑکیاں', 'لڑکا', 'بیوی', 'شوہر', 'دلہن', 'بیگم', 'محبوبہ', 'ماڈل', 'larki', 'larkiyan', 'larka',
    'khatoon', 'khawateen', 'shohar', 'shauhar', 'begum', 'mehbooba',
  ],
  ageUnits: ['برس', 'baras'],
  ageWords: ['umar', 'umer'],
  numberWords: NUMBER_WORDS,
});
