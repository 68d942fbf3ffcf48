import { vocabulary } from './types';

/**
 * Mongolian, in Cyrillic (found in its any-ascii spelling too: 'хүүхэд' is 'khuukhed'), in the Latin
 * letters people type ('huuhed', 'ohin'), and a few words of the traditional script ('ᠬᠡᠦᠬᠡᠳ', child;
 * its suffixes follow a narrow space, read as a space). 'охин' (girl, daughter) and 'хүү' (boy, son) are
 * said of adults too and pass; an age beside them is read by the age rules. 'хөх' is both 'breast' and
 * 'blue', and 'анги' both a school grade and a series' episode ('1-р анги'): they are listed only in
 * phrases. 'нас' (age) is the English 'NAS': a unit only in its forms 'настай', 'насны'.
 */

/**
 * Numbers 1-99 before a unit of age ('арван гурван настай' is 13), in the forms said before a noun
 * ('гурван', 'таван') and alone ('гурав'): units, tens and their compounds ('хорин таван'). Not 'нэг' (1)
 * nor 'ес' (9) alone, read 'neg' and 'es' (Spanish 'is'); their forms 'нэгэн' and 'есөн' are read. Nor
 * 'тавь' (50): without its soft sign it is 'tav', as 'тав' (5) is; 'тавин' is read.
 */
const DIGITS: readonly (readonly string[])[] = [
  ['нэгэн', 'нэг'], ['хоёр', 'hoyor', 'hoyr'], ['гурван', 'гурав', 'gurvan'], ['дөрвөн', 'дөрөв', 'dorvon'], ['таван', 'тав'],
  ['зургаан', 'зургаа'], ['долоон', 'долоо'], ['найман', 'найм'], ['есөн', 'ес', 'yesun', 'yeson'],
];
const TENS: readonly (readonly string[])[] = [
  ['арван', 'арав'], ['хорин', 'хорь', 'horin'], ['гучин', 'гуч'], ['дөчин', 'дөч'], ['тавин'], ['жаран', 'жар', 'jaran'],
  ['далан', 'дал'], ['наян', 'ная'], ['ерэн', 'ер'],
];
const NOT_ALONE = new Set(['нэг', 'ес']);
const NUMBER_WORDS: Record<string, number> = {};
DIGITS.forEach((forms, index) => {
  for (const form of forms) if (!NOT_ALONE.has(form)) NUMBER_WORDS[form] = index + 1;
});
TENS.forEach((forms, index) => {
  for (const ten of forms) {
    NUMBER_WORDS[ten] = (index + 1) * 10;
    DIGITS.forEach((units, unitIndex) => {
      for (const unit of units) NUMBER_WORDS[`${ten} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
    });
  }
});

const GRADES = ['нэгдүгээр', 'хоёрдугаар', 'гуравдугаар', 'дөрөвдүгээр', 'тавдугаар', 'зургаадугаар', 'долдугаар', 'наймдугаар', 'есдүгээр', 'аравдугаар', 'арван нэгдүгээр'];

export default vocabulary('mn', 'Mongolian', {
  minors: [
    'хүүхэд*', 'хүүхд*', 'нярай*', 'нялх*', 'балчир*', 'бага насны', 'өсвөр насны', 'өсвөр үеийн', 'насанд хүрээгүй', 'бяцхан охин',
    'бяцхан охид', 'жаахан охин', 'бага охин', 'бяцхан хүү', 'жаахан хүү', 'сурагч охин', 'сургуулийн сурагч', 'сургуулийн охин',
    'педофил*',
    // Traditional script
    'ᠬᠡᠦᠬᠡᠳ*', 'ᠬᠡᠤᠬᠡᠳ*', 'ᠨᠢᠯᠬᠠ*',
    // Latin letters as typed
    'huuhed*', 'huuhd*', 'nyalh huuhed', 'baga nasny', 'baga nasnii', 'osvor nasny', 'osvor nasnii', 'nasand hureegui',
    'byatshan ohin', 'jaahan ohin', 'suragch ohin',
  ],
  schoolLevels: [
    'бага сургууль', 'бага сургуулийн', 'бага ангийн', 'дунд сургууль', 'дунд сургуулийн', 'ахлах ангийн сурагч', 'цэцэрлэгийн багш', 'цэцэрлэгт явдаг',
    ...GRADES.flatMap((grade) => [`${grade} ангийн сурагч`, `${grade} ангийн охин`, `${grade} ангид`]),
    ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((grade) => [`${grade} р ангийн сурагч`, `${grade} р ангийн охин`, `${grade} р ангид`]),
    'baga surguul', 'baga surguuliin', 'dund surguuliin',
  ],
  ageOfConsent: [
    '18 хүрээгүй', '18 нас хүрээгүй', 'арван найм хүрээгүй', 'арван найман нас хүрээгүй', 'зөвшөөрлийн наснаас доош',
    '18 hureegui', '18 nas hureegui',
  ],
  lifeEvents: [
    'үс засах ёслол', 'даахь үргээх', 'даахь авах', 'хонхны баяр', 'бэлгийн бойжилт', 'бойжилтын нас', 'us zasah yoslol',
  ],
  minorCues: [
    'сургуулийн дүрэмт хувцас', 'сургуулийн дүрэмт', 'дүү охин', 'охин дүү', 'эрэгтэй дүү', 'залуухан харагддаг', 'сурагч', 'сурагчид',
    'duu ohin', 'ohin duu', 'surguuliin duremt huvtsas',
  ],
  sexual: [
    'нүцгэн*', 'нүцгэлсэн', 'хувцасгүй', 'тачаангуй', 'тачаал', 'бэлгийн харьцаа', 'бэлгийн харьцаанд', 'бэлэг эрхтэн', 'дотуур хувцас', 'дотуур хувцастай',
    'хөхөө ил', 'ил хөх', 'том хөхтэй', 'янхан', 'ᠨᠢᠴᠦᠭᠦᠨ', 'nutsgen', 'nutzgen', 'huvtsasgui', 'tachaangui', 'dotuur huvtsas',
  ],
  adulthood: [
    'насанд хүрсэн', 'насанд хүрэгчид', 'бие гүйцсэн', 'том хүн', '18 аас дээш', 'nasand hursen', 'nasand hurgsen',
  ],
  harmless: [
    'хүүхдийн эмч', 'хүүхдийн эмнэлэг', 'хүүхдийн тоглоом', 'хүүхэд насны дурсамж', 'хүүхэд насны гэр', 'нялх ногоон',
  ],
  youngBody: ['хавтгай цээж', 'хөхгүй', 'бойжоогүй', 'бойжоогүй бие', 'хөх нь ургаагүй'],
  childhoodItems: ['живх*', 'хөхүүр', 'хөхний лонх', 'zhivkh', 'jivh'],
  childhoodHints: ['тоглоомон баавгай', 'хүүхэлдэй', 'сургуулийн цүнх', 'хоёр гэзэг'],
  // Not 'тэр' (she, he), also 'that', 'залуу' (a young man), also 'young', nor 'ноён' (a gentleman), the Norwegian 'noen'.
  people: [
    'эмэгтэй', 'эмэгтэйчүүд', 'эрэгтэй', 'эрэгтэйчүүд', 'охин', 'охид', 'хүү', 'бүсгүй', 'хатагтай', 'эхнэр', 'нөхөр', 'сүйт бүсгүй',
    'найз охин', 'модель', 'шаргал', 'ohin', 'ohid', 'ehner', 'nohor',
  ],
  ageUnits: ['настай', 'насны', 'насандаа', 'nastay', 'nasnii'],
  ageWords: ['нас нь'],
  numberWords: NUMBER_WORDS,
});
