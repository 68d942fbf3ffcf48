import { vocabulary } from './types';

/**
 * Hebrew. Terms are read without niqqud. The article and the particles written onto a word (ה, ו, ב,
 * ל, מ, ש, כ and their pairs) are no word boundary, so the prefixed forms are listed; '*' takes the
 * endings (ה, ים, ות, ותי). 'נערה' is also said of young women ('נערת ליווי') and passes; 'תיכון' is
 * also the Mediterranean and the Middle East ('הים התיכון', 'המזרח התיכון'), which stay harmless.
 * Ages in words are 'בת/בן' or 'בגיל' before the number ('בת שלוש עשרה').
 */

const PREFIXES = ['', 'ה', 'ו', 'וה', 'ב', 'ל', 'ש'];
const withArticle = (...stems: string[]) => stems.flatMap((stem) => [stem, `ה${stem}`]);
const prefixed = (...stems: string[]) => stems.flatMap((stem) => PREFIXES.map((prefix) => `${prefix}${stem}`));

const NUMBERS = [
  'שלוש', 'שלושה', 'ארבע', 'ארבעה', 'חמש', 'חמישה', 'שש', 'שישה', 'שבע', 'שבעה', 'שמונה', 'תשע', 'תשעה', 'עשר', 'עשרה',
  'אחת עשרה', 'אחד עשר', 'שתים עשרה', 'שתיים עשרה', 'שנים עשר', 'שלוש עשרה', 'שלושה עשר', 'ארבע עשרה', 'ארבעה עשר',
  'חמש עשרה', 'חמישה עשר', 'שש עשרה', 'שישה עשר', 'שבע עשרה', 'שבעה עשר',
];
const GRADES = ['א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט', 'י', 'יא', 'יב'];

/**
 * Numbers 1-99 before 'שנים' or 'שנה', in both genders ('שלוש עשרה', 'שלושה עשר') and with and without
 * the vowel letters ('שלש', 'ששה'): units, teens (which hold 'עשרה'), tens and their compounds ('עשרים
 * ושלוש'). Not 'שנים' (two) alone: it is also 'years'.
 */
const FEMININE = [['אחת'], ['שתיים', 'שתים', 'שתי'], ['שלוש', 'שלש'], ['ארבע'], ['חמש'], ['שש'], ['שבע'], ['שמונה'], ['תשע']];
const MASCULINE = [['אחד'], ['שניים', 'שני'], ['שלושה', 'שלשה'], ['ארבעה'], ['חמישה', 'חמשה'], ['שישה', 'ששה'], ['שבעה'], ['שמונה'], ['תשעה']];
const HEBREW_TENS = [['עשרים'], ['שלושים', 'שלשים'], ['ארבעים'], ['חמישים', 'חמשים'], ['שישים', 'ששים'], ['שבעים'], ['שמונים'], ['תשעים']];
const NUMBER_WORDS: Record<string, number> = { עשר: 10, עשרה: 10, 'שתים עשרה': 12, 'שתיים עשרה': 12, 'שנים עשר': 12, 'שניים עשר': 12 };
for (const forms of [FEMININE, MASCULINE]) {
  forms.forEach((units, index) => {
    for (const unit of units) {
      NUMBER_WORDS[unit] = index + 1;
      if (index !== 1) for (const ten of ['עשרה', 'עשר']) NUMBER_WORDS[`${unit} ${ten}`] = 11 + index;
    }
  });
}
HEBREW_TENS.forEach((tens, index) => {
  for (const ten of tens) {
    NUMBER_WORDS[ten] = (index + 2) * 10;
    for (const forms of [FEMININE, MASCULINE]) {
      forms.forEach((units, unitIndex) => {
        for (const unit of units) NUMBER_WORDS[`${ten} ו${unit}`] = (index + 2) * 10 + unitIndex + 1;
      });
    }
  }
});

export default vocabulary('he', 'Hebrew', {
  minors: [
    ...prefixed('ילד*', 'תינוק*'), ...withArticle('פעוט*', 'קטינה', 'קטינים', 'קטינות', 'מתבגר*', 'פדופיל*', 'עוללים'),
    'קטין', 'בני נוער', 'בנות נוער', 'בני הנוער', 'בנות הנוער', 'בת נוער', 'נערה מתבגרת', 'טיפש עשרה', 'טיפשעשרה',
    'תלמידת בית ספר', 'תלמיד בית ספר', 'תלמידות בית ספר', 'תלמידי בית ספר', 'תלמידת יסודי', 'תלמידת חטיבה', 'תלמידת תיכון',
    'לוליטה', 'לוליקון', 'שוטה קון', 'לפני גיל ההתבגרות', 'טרום התבגרות',
    ...NUMBERS.flatMap((number) => [`בת ${number}`, `בן ${number}`, `בגיל ${number}`]).filter((term) => term !== 'בת שבע'),
    'בת שבע שנים',
    'yeled', 'yeladim', 'yeladot', 'yaldon', 'yaldonet', 'yalda ktana', 'tinoket', 'ktina', 'ktinot', 'ktinim', 'tichonit',
    'tichoniot', 'mitbageret',
  ],
  schoolLevels: [
    'בית ספר יסודי', 'בית הספר היסודי', 'בבית ספר יסודי', 'בבית הספר היסודי', 'בית ספר עממי', 'חטיבת ביניים',
    'חטיבת הביניים', 'בחטיבת ביניים', 'בחטיבת הביניים', 'גן חובה', 'טרום חובה', 'גן טרום חובה',
    ...withArticle('תיכון', 'תיכונית', 'תיכוניסט*', 'תיכוניות'), 'בתיכון', 'לתיכון',
    ...GRADES.flatMap((grade) => [`כיתה ${grade}`, `בכיתה ${grade}`]),
  ],
  ageOfConsent: [
    'מתחת לגיל ההסכמה', 'מתחת לגיל החוקי', 'מתחת לגיל 18', 'מתחת לגיל שמונה עשרה', 'לפני גיל 18', 'עוד לא בת 18',
    'עדיין לא בת 18', 'עוד לא בת שמונה עשרה', 'לא בגירה', 'לא בגיר', 'עדיין קטינה', 'עוד קטינה', 'טרם מלאו לה 18',
    'עוד לא חוקית', 'עדיין לא חוקית', 'כמעט חוקית',
  ],
  lifeEvents: [
    ...withArticle('בר מצווה', 'בת מצווה', 'בר מצוה', 'בת מצוה', 'ברית מילה', 'חלאקה'),
    'טקס סיום גן', 'יום ראשון בכיתה א', 'מסיבת סיום כיתה ו',
  ],
  minorCues: [
    ...withArticle('נער', 'נערים', 'תלמידה', 'תלמידות', 'ילקוט'),
    'תלבושת אחידה', 'תלבושת בית ספר', 'אחות קטנה', 'אחותי הקטנה', 'אח קטן', 'אחי הקטן', 'האחות הקטנה',
    'נראית צעירה', 'נראית צעירה מדי', 'נראית כמו ילדה', 'פנים ילדותיות', 'קטנטונת',
  ],
  sexual: [
    ...withArticle('ערום', 'ערומה', 'ערומים', 'ערומות', 'עירום', 'עירומה', 'סקס', 'פורנו', 'פורנוגרפי*', 'ארוטי*', 'סקסי*'), 'בעירום',
    'יחסי מין', 'מינית', 'מיניות', 'שדיים', 'חזה חשוף', 'חשופת חזה', 'פטמה', 'פטמות', 'פות', 'זין', 'הלבשה תחתונה',
    'תחתונים', 'בתחתונים', 'בהלבשה תחתונה', 'חזייה', 'חזיה', 'ביקיני', 'בביקיני', 'מתפשטת', 'התפשטות', 'אוננות', 'זיון', 'מזדיינת', 'לזיין', 'חרמן*', 'אורגזמה',
    'סטריפטיז', 'בלי בגדים', 'ללא בגדים', 'עירום מלא',
  ],
  adulthood: [...withArticle('בוגר*', 'מבוגר*', 'בגיר*'), 'מעל 18', 'מעל גיל 18', 'מעל גיל שמונה עשרה', 'אישה בוגרת', 'גיל חוקי'],
  harmless: [
    // 18 and 19 begin like 8 and 9 ('בת שמונה עשרה'); Batsheva is a name
    ...['שמונה עשרה', 'שמונה עשר', 'תשע עשרה', 'תשעה עשר'].flatMap((number) => [`בת ${number}`, `בן ${number}`, `בגיל ${number}`]),
    'בת שבע',
    // A child word with its age written after it is left to the age rules ('ילדה בת 13' is refused as an age)
    'ילדה בת', 'ילד בן', 'ילדה בגיל', 'ילד בגיל',
    ...prefixed('ים התיכון', 'הים התיכון', 'מזרח תיכון', 'המזרח התיכון'), 'ים תיכוני', 'ים תיכונית',
    'רופא ילדים', 'רופאת ילדים', 'משחק ילדים', 'ילדי הפרחים', 'זיכרונות ילדות', 'בית ילדות', 'חבר ילדות', 'חברת ילדות',
    'חלום ילדות', 'הילד שבפנים', 'הילדה שבפנים',
  ],
  youngBody: ['חזה שטוח', 'שטוחת חזה', 'גוף לא מפותח', 'לא מפותחת', 'בלי חזה'],
  childhoodItems: [...withArticle('חיתול*', 'מוצץ'), 'בקבוק תינוק', 'חזיית אימון'],
  childhoodHints: withArticle('צמות', 'קוקיות', 'בובה'),
  ageWords: ['בגיל', 'גילה', 'גילו'],
  numberWords: NUMBER_WORDS,
  // Not 'נערה' (a teenage girl too), 'חברה' (girlfriend, also a company) nor 'אותו' (him, also 'the same').
  people: [
    'אישה', 'אשה', 'נשים', 'גבר', 'גברים', 'בחורה', 'בחורות', 'בחור', 'גברת', 'אשתו', 'בעלה', 'כלה', 'דוגמנית', 'בלונדינית', 'ברונטית',
    'היא', 'הוא', 'אותה', 'isha', 'gever', 'bachura', 'bahura', 'dugmanit', 'blondinit',
  ],
});
