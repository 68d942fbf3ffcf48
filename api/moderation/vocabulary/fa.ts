import { vocabulary } from './types';

/**
 * Persian. Terms are written with Persian ی and ک and also listed with the Arabic ي and ك that Arabic
 * keyboards type; the zero-width non-joiner inside a word ('بچه‌ها', 'دانش‌آموز') is read as nothing,
 * so compounds are written with a space, which also finds them joined. 'بچه' and 'کودک' take
 * suffixes ('بچه‌ها', 'کودکان', 'کودکی'), hence stems. Ages written in words ('سیزده ساله') are phrases.
 */

/** The same terms as Arabic keyboards type them. */
const withArabicLetters = (terms: string[]) => [...new Set(terms.flatMap((term) => [term, term.replaceAll('ی', 'ي').replaceAll('ک', 'ك')]))];

const NUMBERS = [
  'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه', 'ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'پونزده',
  'شانزده', 'شونزده', 'هفده', 'هیفده',
];

/**
 * Numbers 1-99 before 'سال': units, teens, tens and their compounds ('بیست و سه', which holds 'سه'),
 * with 'و' spaced or joined (the non-joiner of 'بیست‌وسه' is read as nothing), and the spoken forms.
 */
const DIGITS = [['یک', 'یه'], ['دو'], ['سه'], ['چهار', 'چار'], ['پنج'], ['شش', 'شیش'], ['هفت'], ['هشت'], ['نه']];
const TEENS: Readonly<Record<string, number>> = {
  ده: 10, یازده: 11, دوازده: 12, سیزده: 13, چهارده: 14, چارده: 14, پانزده: 15, پونزده: 15, شانزده: 16, شونزده: 16,
  هفده: 17, هیفده: 17, هجده: 18, هیجده: 18, هژده: 18, نوزده: 19,
};
const TENS = [['بیست'], ['سی'], ['چهل'], ['پنجاه'], ['شصت'], ['هفتاد'], ['هشتاد'], ['نود']];
const NUMBER_ENTRIES: [string, number][] = Object.entries(TEENS);
DIGITS.forEach((forms, index) => {
  for (const form of forms) NUMBER_ENTRIES.push([form, index + 1]);
});
TENS.forEach((forms, index) => {
  for (const tens of forms) {
    NUMBER_ENTRIES.push([tens, (index + 2) * 10]);
    DIGITS.forEach((units, unitIndex) => {
      for (const unit of units) {
        for (const joint of [' و ', 'و', ' و']) NUMBER_ENTRIES.push([`${tens}${joint}${unit}`, (index + 2) * 10 + unitIndex + 1]);
      }
    });
  }
});
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  NUMBER_ENTRIES.flatMap(([term, value]) => withArabicLetters([term]).map((spelling) => [spelling, value] as const)),
);

export default vocabulary('fa', 'Persian', {
  minors: withArabicLetters([
    'کودک*', 'بچه*', 'نوزاد*', 'شیرخوار*', 'خردسال*', 'نوجوان*', 'نابالغ*', 'دختربچه*', 'پسربچه*', 'دختر بچه*', 'پسر بچه*',
    'دختر کوچولو', 'دختر کوچک', 'دختر کوچیک', 'پسر کوچولو', 'پسر کوچک', 'پسر کوچیک', 'دخترک', 'دانش آموز*', 'دبستانی*',
    'دبیرستانی*', 'پدوفیل*', 'کودک آزار*', 'لولیتا', 'لولی کان', 'زیر سن بلوغ', 'قبل از بلوغ', 'پیش از بلوغ', 'اطفال',
  ]).concat([
    ...NUMBERS.map((number) => `${number} سال*`),
    'koodak', 'kudak', 'koudak', 'koodakan', 'nojavan', 'nowjavan', 'nojavoon', 'nabaleq', 'nabalegh', 'dokhtar bache',
    'dokhtarbache', 'pesar bache', 'pesarbache', 'dokhtar koochoolo', 'dokhtar kuchulu', 'daneshamooz', 'danesh amooz',
    'daneshamouz', 'bacheh', 'bachehha',
  ]),
  schoolLevels: withArabicLetters([
    'دبستان*', 'دبیرستان*', 'پیش دبستان*', 'مهد کودک', 'کودکستان*', 'مدرسه ابتدایی', 'دوره ابتدایی', 'مقطع ابتدایی',
    'مدرسه راهنمایی', 'دوره راهنمایی', 'مقطع راهنمایی', 'متوسطه اول', 'متوسطه دوم', 'دوره متوسطه', 'مقطع متوسطه',
    ...['اول', 'دوم', 'سوم', 'چهارم', 'پنجم', 'ششم', 'هفتم', 'هشتم', 'نهم', 'دهم', 'یازدهم', 'دوازدهم'].flatMap((ordinal) => [
      `کلاس ${ordinal} ابتدایی`, `پایه ${ordinal}`,
    ]),
    ...['سوم', 'چهارم', 'پنجم', 'ششم', 'هفتم', 'هشتم', 'نهم', 'دهم', 'یازدهم', 'دوازدهم'].map((ordinal) => `کلاس ${ordinal}`),
    'کلاس اولی', 'اول دبستان', 'dabestan', 'dabirestan', 'dabirestani', 'mahde koodak',
  ]),
  ageOfConsent: withArabicLetters([
    'زیر سن قانونی', 'کمتر از سن قانونی', 'به سن قانونی نرسیده', 'هنوز به سن قانونی نرسیده', 'زیر هجده سال', 'زیر هیجده سال',
    'کمتر از هجده سال', 'زیر ۱۸', 'زیر 18', 'کمتر از ۱۸', 'کمتر از 18', 'زیر سن رضایت', 'هنوز بالغ نشده', 'هنوز صغیر',
  ]),
  lifeEvents: withArabicLetters(['جشن تکلیف', 'ختنه*', 'جشن الفبا', 'جشن شکوفه ها', 'اولین روز مدرسه', 'بلوغ', 'سن بلوغ']),
  minorCues: withArabicLetters([
    'لباس مدرسه', 'یونیفرم مدرسه', 'فرم مدرسه', 'مانتو مدرسه', 'مقنعه مدرسه', 'روپوش مدرسه', 'خواهر کوچک', 'خواهر کوچیک',
    'خواهر کوچولو', 'آبجی کوچیکه', 'داداش کوچیکه', 'برادر کوچک', 'کم سن', 'کم سن و سال', 'کوچولو', 'بچگانه', 'بچگی', 'کودکانه',
  ]),
  sexual: [
    'برهنه', 'لخت', 'لختی', 'عریان', 'برهنگی', 'سکس*', 'پورن*', 'جنسی', 'رابطه جنسی', 'سینه', 'سینه ها', 'پستان*',
    'نوک سینه', 'ممه', 'کون', 'کیر', 'شورت', 'سوتین', 'لباس زیر', 'بیکینی', 'اروتیک', 'شهوانی', 'شهوت*', 'تحریک آمیز',
    'عورت', 'ارگاسم', 'جق', 'خودارضایی', 'فاحشه', 'جنده', 'لخت شدن', 'بدون لباس', 'سکسی', 'پورنو', 'هرزه نگاری',
  ],
  adulthood: withArabicLetters([
    'بزرگسال*', 'بزرگ سال', 'بالغ', 'زن بالغ', 'مرد بالغ', 'بالای ۱۸', 'بالای 18', 'بالای هجده', 'بالای هیجده', 'سن قانونی',
  ]),
  harmless: withArabicLetters([
    // 'بیست و پنج ساله' is 25
    ...NUMBERS.map((number) => `و ${number} سال*`),
    'خاطرات کودکی', 'خانه کودکی', 'دوست دوران کودکی', 'کودک درون', 'بچه محل', 'متخصص اطفال', 'پزشک اطفال', 'دکتر اطفال',
    'بیمارستان اطفال',
  ]),
  youngBody: withArabicLetters(['سینه صاف', 'بدون سینه', 'بدن رشد نکرده', 'رشد نکرده']),
  childhoodItems: withArabicLetters(['پوشک', 'پستانک', 'شیشه شیر']),
  childhoodHints: withArabicLetters(['عروسک', 'کیف مدرسه', 'موی خرگوشی', 'موهای خرگوشی']),
  ageWords: withArabicLetters(['سنش', 'سن']),
  numberWords: NUMBER_WORDS,
  // 'دختر' and 'پسر' are also a daughter and a son, and are what young adults are called. Not 'او' nor 'وی' (she, he), one and two letters in
  // Latin letters, nor the Latin 'zan' (a Chinese syllable).
  people: [
    'زن', 'زنان', 'مرد', 'مردان', 'دختر', 'دختران', 'پسر', 'خانم', 'آقا', 'همسر', 'شوهر', 'عروس', 'دوست دختر', 'دوست پسر', 'مدل', 'بلوند',
    'zanan', 'mard', 'dokhtar', 'pesar', 'khanom', 'khanoom', 'hamsar', 'shohar', 'aroos',
  ],
});
