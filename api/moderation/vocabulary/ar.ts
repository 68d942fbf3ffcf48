import { vocabulary } from './types';

/**
 * Arabic. Terms are read without harakat and with every hamza seat folded to its letter ('أطفال' is
 * 'اطفال'). The article and the particles attached to a word (ال، وال، بال، لل، و) are not a word
 * boundary, so the common prefixed forms are listed; '*' takes the suffixes (ة، ات، ها، هم). Ages
 * written in words ('ثلاث عشرة سنة', 'في الثالثة عشرة من عمرها') are listed as phrases, with the
 * Egyptian and Levantine teens ('تلتاشر', 'ستاشر').
 */

const PREFIXES = ['', 'ال', 'وال', 'بال', 'لل', 'و'];
const prefixed = (...stems: string[]) => stems.flatMap((stem) => PREFIXES.map((prefix) => `${prefix}${stem}`));
const withArticle = (...stems: string[]) => stems.flatMap((stem) => [stem, `ال${stem}`]);

/** Numbers from 3 to 10, which take the plural of 'year'. */
const UNITS = ['ثلاث', 'اربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];
/** The teens, and the spoken ones. */
const TEENS = [
  ...['احدى', 'احد', 'اثنتا', 'اثنا', 'اثني', 'ثلاث', 'ثلاثة', 'اربع', 'اربعة', 'خمس', 'خمسة', 'ست', 'ستة', 'سبع', 'سبعة'].flatMap(
    (unit) => [`${unit} عشر`, `${unit} عشرة`],
  ),
  'حداشر', 'اتناشر', 'تلتاشر', 'اربعتاشر', 'خمستاشر', 'ستاشر', 'سبعتاشر',
];
/** The teens as an age is said ('في الثالثة عشرة من عمرها'). */
const ORDINALS = ['الحادية', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة', 'السابعة', 'الحادي', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع'];

/**
 * Numbers 1-99 before 'سنة', 'سنوات' or 'عام': units in both genders, teens ('ثلاث عشرة', 'ثلاثة عشر',
 * which hold 'عشرة'), tens and their compounds ('ثلاثة وعشرين'), written with and without hamza and with
 * 'ه' for 'ة'; and the spoken teens ('خمستاشر', 'ستاشر').
 */
const NUMBER_DIGITS: readonly (readonly string[])[] = [
  ['واحد', 'واحدة', 'احدى', 'إحدى'], ['اثنان', 'اثنين', 'اثنتان', 'اثنتين', 'إثنين', 'اتنين'], ['ثلاث', 'ثلاثة', 'تلات', 'تلاتة'],
  ['أربع', 'أربعة', 'اربع', 'اربعة'], ['خمس', 'خمسة'], ['ست', 'ستة'], ['سبع', 'سبعة'], ['ثمان', 'ثماني', 'ثمانية', 'تمن', 'تمانية'],
  ['تسع', 'تسعة'],
];
const NUMBER_TENS: readonly (readonly string[])[] = [
  ['عشرون', 'عشرين'], ['ثلاثون', 'ثلاثين', 'تلاتين'], ['أربعون', 'أربعين', 'اربعين'], ['خمسون', 'خمسين'], ['ستون', 'ستين'],
  ['سبعون', 'سبعين'], ['ثمانون', 'ثمانين', 'تمانين'], ['تسعون', 'تسعين'],
];
const SPOKEN_TEENS: Readonly<Record<string, number>> = {
  حداشر: 11, احداشر: 11, اتناشر: 12, اطناشر: 12, طناشر: 12, تلتاشر: 13, تلطاش: 13, اربعتاشر: 14, اربعطاش: 14,
  خمستاشر: 15, خمسطاش: 15, ستاشر: 16, سطاش: 16, سبعتاشر: 17, سبعطاش: 17, تمنتاشر: 18, تمنطاش: 18, تسعتاشر: 19, تسعطاش: 19,
};
/** A term as it is also typed: without hamza on alif, and with 'ه' for a final 'ة'. */
const spellings = (term: string) => {
  const bare = term.replace(/[أإآ]/g, 'ا');
  return [...new Set([term, bare, term.replace(/ة(?=\s|$)/g, 'ه'), bare.replace(/ة(?=\s|$)/g, 'ه')])];
};
const NUMBER_ENTRIES: [string, number][] = [
  ['عشر', 10], ['عشرة', 10], ['أحد عشر', 11], ['احدعشر', 11], ['إحدى عشرة', 11], ['احدى عشر', 11], ['اثنا عشر', 12], ['اثني عشر', 12],
  ['اثنتا عشرة', 12], ['اثنتي عشرة', 12], ['اثنا عشرة', 12], ['اثني عشرة', 12], ...Object.entries(SPOKEN_TEENS),
];
NUMBER_DIGITS.forEach((forms, index) => {
  for (const form of forms) {
    NUMBER_ENTRIES.push([form, index + 1]);
    if (index >= 2) for (const ten of ['عشر', 'عشرة']) NUMBER_ENTRIES.push([`${form} ${ten}`, 11 + index]);
  }
});
NUMBER_TENS.forEach((tens, index) => {
  for (const ten of tens) {
    NUMBER_ENTRIES.push([ten, (index + 2) * 10]);
    NUMBER_DIGITS.forEach((forms, unitIndex) => {
      for (const form of forms) {
        NUMBER_ENTRIES.push([`${form} و${ten}`, (index + 2) * 10 + unitIndex + 1], [`${form} و ${ten}`, (index + 2) * 10 + unitIndex + 1]);
      }
    });
  }
});
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  NUMBER_ENTRIES.flatMap(([term, value]) => spellings(term).map((spelling) => [spelling, value] as const)),
);

export default vocabulary('ar', 'Arabic', {
  minors: [
    ...prefixed('طفل*', 'اطفال*'), ...withArticle('رضيع*', 'رضع', 'قاصر*', 'مراهق*', 'تلميذة*', 'تلميذات'),
    'مولود جديد', 'حديث الولادة', 'حديثة الولادة', 'بنت صغيرة', 'فتاة صغيرة', 'الفتاة الصغيرة', 'فتيات صغيرات', 'بنات صغار',
    'ولد صغير', 'اولاد صغار', 'قبل سن البلوغ', 'قبل البلوغ', 'لم تبلغ بعد', 'بيدوفيل*', 'لوليتا', 'لوليكون',
    ...UNITS.flatMap((number) => [`${number} سنوات`, `${number} سنين`]),
    ...TEENS.flatMap((number) => [`${number} سن*`, `${number} عام*`, `عمرها ${number}`]),
    ...ORDINALS.flatMap((ordinal) => [`${ordinal} عشرة من عمر*`, `${ordinal} عشر من عمر*`]),
    'atfal', 'al atfal', 'tifla', 'tiflah', 'murahiqa', 'murahiqat', 'morahqa',
  ],
  schoolLevels: [
    ...['مدرسة', 'المدرسة', 'المرحلة', 'طالبة', 'تلميذة'].flatMap((head) => [`${head} ابتدائي*`, `${head} الابتدائي*`, `${head} اعدادي*`,
      `${head} الاعدادي*`, `${head} ثانوي*`, `${head} الثانوي*`]),
    // 'متوسط' is also 'average' ('طالب متوسط'): only the school and the stage
    'مدرسة متوسطة', 'المدرسة المتوسطة', 'المرحلة المتوسطة', ...withArticle('روضة'), 'حضانة اطفال',
    ...['الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع'].map((ordinal) => `الصف ${ordinal}`),
    'اول ابتدائي', 'سادس ابتدائي', 'اول اعدادي', 'ثالث اعدادي', 'اول متوسط', 'ثالث متوسط', 'اول ثانوي', 'ثاني ثانوي',
  ],
  ageOfConsent: [
    'دون السن القانوني*', 'تحت السن القانوني*', 'دون سن الرشد', 'تحت سن الرشد', 'لم تبلغ سن الرشد', 'دون سن الرضا',
    'لم تبلغ الثامنة عشر*', 'دون الثامنة عشر*', 'تحت الثامنة عشر*', 'اقل من ثماني عشر*', 'اقل من ثمانية عشر*', 'دون 18', 'دون ١٨', 'تحت 18', 'تحت ١٨',
    'اقل من 18', 'اقل من ١٨', 'تحت السن',
  ],
  lifeEvents: [...withArticle('ختان', 'طهور', 'عقيقة', 'بلوغ'), 'اول يوم في المدرسة', 'اول يوم دراسي'],
  minorCues: [
    'زي مدرسي', 'الزي المدرسي', 'زي المدرسة', 'مريول', 'المريول', 'اختي الصغيرة', 'اخت صغيرة', 'اخي الصغير', 'اخ صغير',
    'تبدو صغيرة', 'صغيرة السن', 'صغيرة في السن', 'صغير السن',
    ...withArticle('طفولي*', 'طفولة', 'صبي', 'صبيان', 'تلميذ', 'تلاميذ', 'غلام', 'غلمان'),
  ],
  sexual: [
    ...withArticle('عاري*', 'عراة', 'عري', 'تعري', 'اباحي*', 'سكس', 'ثدي*', 'اثداء', 'نهود', 'حلمة*', 'حلمات', 'مهبل'), 'طيز',
    'جنسي', 'الجنسي', 'جنسيا', 'ممارسة الجنس', 'مارس الجنس', 'بورن', 'بورنو', 'سكسي', 'مثيرة جنسيا', 'مغرية', 'اغراء',
    'ملابس داخلية', 'الملابس الداخلية', 'لانجري', 'بيكيني', 'خلع الملابس', 'تخلع ملابسها', 'بدون ملابس', 'بلا ملابس',
    'عاهرة', 'شرموطة', 'نيك', 'زب', 'كس', 'شهواني*', 'شهوة', 'ايروتيك*', 'هنتاي', 'فاضح*', 'جماع', 'مضاجعة',
    'استمناء', 'سحاق', 'عضو ذكري', 'صدر عاري', 'عارية الصدر',
  ],
  adulthood: [...withArticle('بالغ*', 'راشد*', 'ناضج*'), 'سن الرشد', 'فوق 18', 'فوق ١٨', 'فوق الثامنة عشرة', 'امرأة ناضجة', 'بالغين'],
  harmless: [
    // 18 and 19, which end like a younger age ('ثمانية عشر عاما' holds 'عشر عاما')
    ...['ثماني عشر', 'ثماني عشرة', 'ثمانية عشر', 'تسع عشرة', 'تسعة عشر'].flatMap((number) => [`${number} سن*`, `${number} عام*`]),
    'شلل الاطفال', 'طب الاطفال', 'طبيب اطفال', 'طبيبة اطفال', 'طبيب الاطفال', 'طبيبة الاطفال',
    'ذكريات الطفولة', 'بيت الطفولة', 'حلم الطفولة', 'صديق الطفولة', 'صديقة الطفولة',
  ],
  youngBody: ['صدر مسطح', 'مسطحة الصدر', 'جسد غير ناضج', 'جسم غير ناضج', 'غير ناضجة', 'بلا ثديين'],
  childhoodItems: [...withArticle('حفاض*', 'لهاية', 'رضاعة'), 'حمالة صدر تدريبية'],
  childhoodHints: [...withArticle('ضفائر', 'دمية'), 'حقيبة مدرسية'],
  ageWords: ['بعمر', 'بسن', 'في سن'],
  numberWords: NUMBER_WORDS,
  // 'بنت' is a girl and a daughter, and said of young women ('bint' in ar-latn.ts); the other romanisations are in ar-latn.ts.
  people: [
    'امرأة', 'امراة', 'المرأة', 'نساء', 'رجل', 'رجال', 'فتاة', 'الفتاة', 'فتيات', 'بنت', 'البنت', 'بنات', 'شابة', 'سيدة', 'آنسة', 'زوجة',
    'زوج', 'عروس', 'حبيبة', 'موديل', 'عارضة', 'شاب', 'شقراء', 'سمراء', 'هي', 'هو', 'fatat',
  ],
});
