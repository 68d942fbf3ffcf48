/**
 * The word lists the rules of policy.ts read themselves: words refused only in some company ('minor',
 * German 'kind', Nordic 'barn'), emoji, marks of an adult body, and everything the age rules read
 * (units of age, number words of many languages, words for years of birth). The vocabulary of each
 * language is in vocabulary/<code>.ts. Latin entries are written folded (normalise.ts): lowercase, no
 * accents, phrases as words separated by one space.
 */

// ---------------------------------------------------------------------------------------------
// Minor references refused anywhere in a prompt, whatever else it says.
// ---------------------------------------------------------------------------------------------

/** Ordinals used for school grades ('first grade', 'eighth grader'). */
export const GRADE_ORDINALS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
] as const;

/** A word ending in 'teen' is refused ('hotteen', 'sexyteen'). */
export const MINOR_SUFFIXES = ['teen'] as const;

/** Ordinary words that end in 'teen' ('canteen', 'velveteen', 'Jan Steen', the numbers thirteen to nineteen). */
export const MINOR_SUFFIX_EXCEPTIONS = [
  'canteen', 'sateen', 'velveteen', 'poteen', 'umpteen', 'lateen', 'steen',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
] as const;

// ---------------------------------------------------------------------------------------------
// Words that are minor references only in some company. policy.ts holds the rules; these are the
// words they read.
// ---------------------------------------------------------------------------------------------

/**
 * 'minor' is a person when a person word follows ('minor girl'), when it ends a tag or sentence
 * ('nude, minor, bed'), or when one of these follows ('a minor in a bikini'); not in 'minor details',
 * 'minor chord' or 'in a minor' (the key).
 */
export const MINOR_AS_PERSON_NEXT = [
  'in', 'with', 'wearing', 'who', 'posing', 'on', 'at', 'is', 'was', 'being', 'nude', 'naked', 'sitting',
  'standing', 'lying', 'getting', 'having', 'undressing', 'undressed', 'topless', 'alone',
] as const;
/** 'minors' is the baseball minor leagues in these. */
export const MINORS_HARMLESS_NEXT = ['league', 'leaguer'] as const;
/** 'a minor', 'c sharp minor' after 'in' is a musical key. */
export const MUSICAL_KEY_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'sharp', 'flat'] as const;

/** German 'kind'/'kinder' is a child after these words ('das kind', 'nackte kinder') and not after English ones. */
export const GERMAN_CHILD_WORDS = ['kind', 'kinder', 'kindes', 'kindern'] as const;
export const GERMAN_CHILD_CUES = [
  'das', 'der', 'die', 'den', 'dem', 'ein', 'eines', 'einem', 'einen', 'kleines', 'kleine', 'kleinen', 'kleiner',
  'junges', 'junge', 'jungen', 'nackte', 'nackten', 'nacktes', 'nackt', 'mein', 'meine', 'unser', 'unsere',
  'zwei', 'drei', 'vier', 'viele', 'susse', 'susses', 'sussen', 'mit', 'porno', 'sex',
] as const;

/** Norwegian/Swedish 'barn' is a child after these words ('et barn', 'nakne barn') and not in 'red barn'. */
export const NORDIC_CHILD_WORDS = ['barn', 'barnet'] as const;
export const NORDIC_CHILD_CUES = [
  'et', 'ett', 'sma', 'lite', 'lille', 'lilla', 'nakne', 'naken', 'nakna', 'mitt', 'vart', 'vare', 'tre',
  'unge', 'unga', 'sote', 'sota', 'sot', 'mange', 'porno',
] as const;

// ---------------------------------------------------------------------------------------------
// Refused only when the prompt is sexual: costumes and cues that adults also use, and which a sexual
// prompt turns into a depiction of a minor.
// ---------------------------------------------------------------------------------------------

/** Emoji of babies, children and school: refused in a sexual prompt, as the words are. */
export const MINOR_EMOJI = ['👶', '🧒', '👧', '👦', '👼', '🍼', '🧸', '🎒', '🏫', '🚸', '🪀', '🧃'] as const;

// ---------------------------------------------------------------------------------------------
// Sexual wording: decides whether the sexual-only cues and the negative prompt rule apply.
// ---------------------------------------------------------------------------------------------

/** Emoji that make a prompt sexual, as the words do. */
export const SEXUAL_EMOJI = ['🍆', '🍑', '💦', '👅', '🔞', '👙', '🩲', '💋'] as const;

// ---------------------------------------------------------------------------------------------
// A negative prompt that pushes a sexual prompt away from an adult body steers it towards a minor
// (the words for adulthood itself are in each language's vocabulary).
// ---------------------------------------------------------------------------------------------

/**
 * Marks of an adult body. One or two in a negative prompt are a taste ('pubic hair', 'large breasts');
 * three or more push a sexual prompt away from an adult body as a whole, and so does pushing away from
 * 'woman' in a prompt about a 'girl' (policy.ts).
 */
export const ADULT_BODY_WORDS = ['curves', 'curvy', 'voluptuous', 'womanly', 'busty', 'pubes', 'buxom'] as const;
export const ADULT_BODY_PHRASES = [
  'large breasts', 'big breasts', 'huge breasts', 'large boobs', 'big boobs', 'full breasts', 'pubic hair',
  'body hair', 'wide hips', 'broad hips', 'adult body', 'adult figure', 'adult proportions', 'developed body',
  'womanly figure', 'hourglass figure',
] as const;
export const WOMAN_WORDS = ['woman', 'women', 'lady', 'ladies', 'frau', 'femme', 'mujer', 'donna', 'kvinne', 'kvinna'] as const;
export const GIRL_WORDS = ['girl', 'girls', 'gal', 'madchen', 'fille', 'chica', 'ragazza', 'jente', 'flicka'] as const;

// ---------------------------------------------------------------------------------------------
// Ages. Numbers written as words become digits before the age rules run (policy.ts); the rules then
// refuse any age under 18.
// ---------------------------------------------------------------------------------------------

/** Number words that stand alone, in English, German, French, Spanish and Norwegian. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  zwei: 2, drei: 3, vier: 4, funf: 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwolf: 12,
  zwoelf: 12, dreizehn: 13, vierzehn: 14, funfzehn: 15, fuenfzehn: 15, sechzehn: 16, siebzehn: 17,
  achtzehn: 18, neunzehn: 19,
  deux: 2, trois: 3, quatre: 4, cinq: 5, huit: 8, onze: 11, douze: 12, treize: 13, quatorze: 14,
  quinze: 15, 'dix-sept': 17, 'dix sept': 17, 'dix-huit': 18, 'dix huit': 18, 'dix-neuf': 19,
  'dix neuf': 19,
  cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, trece: 13, catorce: 14,
  dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
  sju: 7, atte: 8, elleve: 11, tolv: 12, tretten: 13, fjorten: 14, femten: 15, seksten: 16,
  sytten: 17, atten: 18, nitten: 19,
  // Swedish
  tretton: 13, fjorton: 14, femton: 15, sjutton: 17, arton: 18,
  // Italian
  dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15,
  sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19, ventuno: 21, ventotto: 28,
  // Portuguese
  oito: 8, treze: 13, catorze: 14, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17,
  dezoito: 18, dezenove: 19, dezanove: 19,
  // Dutch
  drie: 3, vijf: 5, zeven: 7, negen: 9, twaalf: 12, dertien: 13, veertien: 14, vijftien: 15,
  zestien: 16, zeventien: 17, achttien: 18, negentien: 19,
  // Polish
  dwa: 2, trzy: 3, cztery: 4, szesc: 6, siedem: 7, osiem: 8, dziewiec: 9, dziesiec: 10, jedenascie: 11,
  dwanascie: 12, trzynascie: 13, czternascie: 14, pietnascie: 15, szesnascie: 16, siedemnascie: 17,
  osiemnascie: 18, dziewietnascie: 19,
  // Czech
  dva: 2, ctyri: 4, sedm: 7, osm: 8, devet: 9, deset: 10, jedenact: 11, dvanact: 12, trinact: 13,
  ctrnact: 14, patnact: 15, sestnact: 16, sedmnact: 17, osmnact: 18, devatenact: 19,
};

/**
 * Number words that are also ordinary words elsewhere ('one of them', 'elf girl', 'once upon a time',
 * 'fire', 'fem', 'quince' the fruit, 'Otto Dix', 'seize'): they
 * count only directly before a unit of age ('elf jahre', 'once anos', 'fem ar').
 */
export const NUMBER_WORDS_BEFORE_AGE_UNIT: Readonly<Record<string, number>> = {
  one: 1, fire: 4, elf: 11, once: 11, dix: 10, seize: 16, quince: 15, neuf: 9, sept: 7, fem: 5, seks: 6, ni: 9, ti: 10, to: 2, tre: 3, dos: 2, tres: 3,
  un: 1, une: 1, uno: 1, una: 1, ein: 1, eine: 1, eins: 1, ett: 1,
  // Italian, Portuguese, Dutch, Polish, Czech and Swedish words that are also names or other words
  // ('due date', 'Otto', 'Cinque Terre', 'Audi quattro', 'twee', 'Elva', 'doze', 'pet', 'sexton', 'tien')
  quattro: 4, cinque: 5, quatro: 4, twee: 2, elva: 11, due: 2, sei: 6, sette: 7, otto: 8, nove: 9, dois: 2, duas: 2, sete: 7, dez: 10, doze: 12, een: 1, zes: 6,
  tien: 10, piec: 5, tri: 3, pet: 5, sest: 6, tva: 2, fyra: 4, sex: 6, nio: 9, tio: 10, sexton: 16,
};

/** Tens, which make the next unit word part of a larger number ('twenty-five', 'vingt-cinq', 'veinticinco'). */
export const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  zwanzig: 20, dreissig: 30, vierzig: 40, funfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90,
  vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
  veinte: 20, veinti: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80,
  noventa: 90,
  tjue: 20, tjuge: 20, tretti: 30, forti: 40, femti: 50, seksti: 60, sytti: 70, atti: 80, nitti: 90,
  tjugo: 20, trettio: 30, fyrtio: 40, femtio: 50,
  venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60,
  vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60,
  twintig: 20, dertig: 30, veertig: 40, vijftig: 50,
  dwadziescia: 20, trzydziesci: 30, czterdziesci: 40, piecdziesiat: 50,
  dvacet: 20, tricet: 30, ctyricet: 40, padesat: 50,
};

/** Unit words after a tens word. */
export const UNIT_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ein: 1, eins: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9,
  un: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  en: 1, ett: 1, to: 2, tre: 3, fire: 4, fem: 5, seks: 6, sju: 7, atte: 8, ni: 9,
  due: 2, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9,
  um: 1, uma: 1, dois: 2, duas: 2, quatro: 4, sete: 7, oito: 8,
  jeden: 1, trzy: 3, cztery: 4, piec: 5, szesc: 6, siedem: 7, osiem: 8, dziewiec: 9,
  jedna: 1, dva: 2, tri: 3, ctyri: 4, pet: 5, sest: 6, sedm: 7, osm: 8, devet: 9,
  tva: 2, fyra: 4, sex: 6, nio: 9,
};

/** Words between a tens word and its unit ('twenty-and-five', 'vinte e cinco', 'veinte y cinco'). */
export const TENS_UNIT_JOINERS = ['and', 'et', 'y', 'und', 'og', 'e'] as const;

/** Eras are not ages: 'ice age 5', 'stone age 3 tools', 'golden age 12'. */
export const AGE_ERAS = [
  'ice', 'stone', 'bronze', 'iron', 'golden', 'gilded', 'space', 'dark', 'middle', 'new', 'jazz', 'atomic',
  'digital', 'information', 'silver', 'dragon',
] as const;

/** Generation settings, whose numbers are not ages: 'cfg 7 woman', 'steps 12 girl'. */
export const GENERATION_SETTINGS = [
  'cfg', 'scale', 'steps', 'step', 'seed', 'guidance', 'strength', 'denoise', 'denoising', 'clip', 'skip',
  'weight', 'batch', 'size', 'width', 'height', 'model', 'version', 'v', 'lora', 'hires', 'upscale', 'ratio',
  'sampler', 'frames', 'fps', 'count', 'number', 'no', 'nr', 'page', 'chapter', 'episode', 'season', 'level',
] as const;

/** Person words: an age next to one of these is a person's age ('a 15 girl', '5 year old cat girl'). */
export const PERSON_WORDS = [
  'girl', 'girls', 'boy', 'boys', 'daughter', 'son', 'sister', 'brother', 'niece', 'nephew', 'kid', 'kids',
  'child', 'teen', 'student', 'pupil', 'woman', 'women', 'man', 'men', 'lady', 'female', 'male', 'guy', 'gal',
  'person', 'body', 'madchen', 'junge', 'fille', 'garcon', 'chica', 'chico', 'nina', 'nino', 'jente', 'gutt',
  'flicka', 'pojke',
] as const;

/** Things that have an age too: '12 year old scotch', 'a whisky aged 12 years', 'a 3 month old kitten'. */
export const AGED_THINGS = [
  'whisky', 'whiskey', 'scotch', 'bourbon', 'rum', 'wine', 'cognac', 'brandy', 'port', 'cheese', 'barrel',
  'barrels', 'cask', 'casks', 'oak', 'tree', 'trees', 'car', 'cars', 'truck', 'house', 'building', 'dog',
  'dogs', 'cat', 'cats', 'puppy', 'puppies', 'kitten', 'kittens', 'horse', 'pony', 'foal', 'calf', 'lamb',
  'bottle', 'vintage', 'bonsai', 'company', 'brand',
  // Spanish, Portuguese, French, Italian, German, Dutch
  'vino', 'vinho', 'vin', 'wein', 'wijn', 'ron', 'queso', 'queijo', 'fromage', 'formaggio', 'kase', 'kaas',
  'botella', 'garrafa', 'bouteille', 'bottiglia', 'flasche', 'fles', 'whisky',
] as const;
/** Words between a thing and its age ('una botella de vino de 12 años'): the thing is the word before them. */
export const AGED_THING_LINKS = ['de', 'di', 'da', 'del', 'van', 'von', 'of'] as const;

/**
 * After 'under 18', 'she is 17' or 'looks 15', these words keep the number an age ('under 18, nude',
 * 'she is 17 and ...'); any other word makes it a count or a measure ('under 18 steps', 'looks 10 feet tall').
 */
export const AGE_CONTINUES = [
  'years', 'year', 'yrs', 'yr', 'yo', 'y', 'old', 'young', 'and', 'but', 'with', 'in', 'wearing', 'posing',
  'nude', 'naked', 'topless', 'sitting', 'standing', 'lying', 'who', 'when', 'at', 'so', 'then', 'now', 'today',
  'next', 'last', 'this', 'tomorrow', 'yesterday', 'soon',
  ...PERSON_WORDS,
] as const;

/**
 * Units of age after a number, in folded Latin spelling ('13 anni', '13 jaar', '13 yasinda', '13 tuoi'):
 * whole words. English, German, French, Spanish, Portuguese and Nordic units are read in policy.ts.
 */
export const AGE_UNIT_WORDS = [
  'anni', 'anno', 'jaar', 'jahre', 'jahren', 'lat', 'lata', 'let', 'roky', 'rokov', 'yas', 'tuoi', 'tahun',
  'taon', 'ani', 'godina', 'godine', 'godini', 'metu', 'gadi', 'aastane', 'aar', 'eves', 'latka', 'latki',
] as const;
/**
 * ... and beginnings of words that say 'N years old' ('13yasinda', '13-vuotias', '13-letnia', '13leta',
 * '13-jarige', '13-arig'). Not 'yasin' (a name) nor 'latk' ('latkes').
 */
export const AGE_UNIT_STEMS = ['yasind', 'vuotia', 'letni', 'leta', 'lety', 'letou', 'rocn', 'godisnj', 'jarig', 'arig'] as const;

/** Units read only after digits: '13enne', and not 'la tienne' (Norwegian 'ti', 10). */
export const AGE_UNITS_AFTER_DIGITS = ['enne'] as const;

/**
 * Number words that are English words too ('to', 'one', 'fire', 'ni', 'ti'): they count only before the
 * units of their own languages, English and Nordic ('to år', 'one year old'), not in 'talk to Ani'.
 */
export const NUMBER_WORDS_BEFORE_OWN_UNIT = ['one', 'to', 'ti', 'ni', 'fire', 'fem', 'seks'] as const;

/** Whole words that are an age under 18 ('tredicenne', Italian for a 13-year-old; a quinceañera is 15). */
export const AGE_WORDS_UNDER_18 = [
  'quinceanera', 'quinceaneras', 'cinquenne', 'seienne', 'settenne', 'ottenne', 'novenne', 'decenne', 'undicenne', 'dodicenne', 'tredicenne',
  'quattordicenne', 'quindicenne', 'sedicenne', 'diciassettenne',
] as const;
/** Number words that join a unit into one word ('trzynastoletnia', 'trinactileta', 'dertienjarige'). */
export const NUMBER_STEMS_BEFORE_AGE_UNIT: Readonly<Record<string, number>> = {
  piecio: 5, szescio: 6, siedmio: 7, osmio: 8, dziewiecio: 9, dziesiecio: 10, jedenasto: 11, dwunasto: 12,
  trzynasto: 13, czternasto: 14, pietnasto: 15, szesnasto: 16, siedemnasto: 17,
  peti: 5, sesti: 6, sedmi: 7, osmi: 8, deviti: 9, deseti: 10, jedenacti: 11, dvanacti: 12,
  trinacti: 13, ctrnacti: 14, patnacti: 15, sestnacti: 16, sedmnacti: 17,
};
/**
 * 'let' and 'lat' are also English ('Louis XIV let the court dance', '12 lat 45 long'): they are not
 * units before a number or before one of these words.
 */
export const AGE_UNITS_ALSO_ENGLISH = ['let', 'lat'] as const;
export const ENGLISH_AFTER_LET = [
  'me', 'us', 'him', 'her', 'it', 'them', 'you', 'go', 'the', 'a', 'an', 'his', 'their', 'my', 'our', 'your',
  'loose', 'down', 'out', 'in', 'off', 'up', 'slip', 'fly', 'long',
] as const;

/**
 * Units of age in scripts the look-alike map would garble, as beginnings of words (read on the text
 * folded by foldNative): Russian, Ukrainian, Greek, Persian, Arabic, Hebrew, Hindi, Bengali, Thai,
 * Chinese, Japanese and Korean.
 */
export const NATIVE_AGE_UNITS = [
  'лет', 'год', 'годик', 'летн', 'років', 'рік', 'роки', 'річн', 'ετών', 'ετων', 'χρον', 'χρόν',
  'سال', 'عام', 'سنة', 'سنوات', 'سنين', 'שנים', 'שנה', 'साल', 'वर्ष', 'बरस', 'বছর', 'ปี', 'ขวบ',
  '歳', '才', '岁', '歲', '살', '세',
] as const;

/** Words that begin with a unit of another script but are none ('13세기' is the 13th century, 'ปีก' a wing). */
export const NATIVE_AGE_UNIT_EXCEPTIONS = ['세기', '세트', '세대', '세계', '세금', '세상', 'ปีก', 'ปีศาจ', 'годн', 'летать', 'летал', 'летит'] as const;

/** Words for age before the number ('aged 12' is read in policy.ts): 'leeftijd 14', 'età: 13', 'umur 13'. */
export const AGE_WORDS_BEFORE_NUMBER = ['leeftijd', 'wiek', 'vek', 'idade', 'umur', 'usia', 'edat', 'vozrast'] as const;
/** ... and those that are other words too, which need a colon or an equals sign ('eta: 13', not 'ETA 12 minutes'). */
export const AGE_WORDS_BEFORE_COLON = ['eta', 'yas', 'tuoi', 'idade', 'alter'] as const;
/** The same in other scripts ('возраст 13', 'عمرها 13', 'גיל 13', 'อายุ 14', '年龄13', '나이 13'). */
export const NATIVE_AGE_WORDS_BEFORE_NUMBER = [
  'возраст', 'вік', 'ηλικία', 'ηλικια', 'عمر', 'عمرها', 'عمره', 'عمري', 'سن', 'سنها', 'גיל', 'בת', 'בן', 'उम्र', 'आयु', 'বয়স', 'อายุ',
  '年龄', '年齡', '年齢', '나이',
] as const;

/** After a word for age, these make the number a count ('בניין בן 12 קומות', a 12-storey building). */
export const NATIVE_COUNTS_AFTER_NUMBER = [
  'קומות', 'קומה', 'מטר', 'מטרים', 'דקות', 'שעות', 'אחוז', 'קילו', 'שקל', 'שקלים', 'דולר', 'חדרים', 'מושבים',
] as const;

/** A number and 'a half' is an age when nothing else follows ('thirteen and a half'). */
export const HALF_WORDS = [
  'and a half', 'and half', 'y medio', 'y media', 'et demi', 'et demie', 'e mezzo', 'e meio', 'e meia',
  'und ein halb', 'einhalb', 'en een half', 'og en halv', 'och en halv', 'i pol',
] as const;
/** Words after 'N and a half' that keep a small N an age ('7 and a half years old', not 'two and a half men'). */
export const AGE_YEAR_WORDS = ['years', 'year', 'yrs', 'yr', 'yo', 'y', 'old'] as const;

/** Number words in Cyrillic, read on the text folded by foldNative ('тринадцать лет', 'тринадцять років'). */
export const NATIVE_NUMBER_WORDS: Readonly<Record<string, number>> = {
  два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8, девять: 9, десять: 10,
  одиннадцать: 11, двенадцать: 12, тринадцать: 13, четырнадцать: 14, пятнадцать: 15, шестнадцать: 16,
  семнадцать: 17, восемнадцать: 18, девятнадцать: 19,
  дві: 2, чотири: 4, "п'ять": 5, шість: 6, сім: 7, вісім: 8, "дев'ять": 9, одинадцять: 11, дванадцять: 12,
  тринадцять: 13, чотирнадцять: 14, "п'ятнадцять": 15, шістнадцять: 16, сімнадцять: 17, вісімнадцять: 18,
  "дев'ятнадцять": 19,
  // Greek, with the genitive that ages take ('δεκατριών χρονών') and without accents
  δύο: 2, τρία: 3, τριών: 3, τέσσερα: 4, τεσσάρων: 4, πέντε: 5, έξι: 6, επτά: 7, εφτά: 7, οκτώ: 8, οχτώ: 8,
  εννέα: 9, εννιά: 9, δέκα: 10, έντεκα: 11, ένδεκα: 11, δώδεκα: 12, δεκατρία: 13, δεκατριών: 13,
  δεκατέσσερα: 14, δεκατεσσάρων: 14, δεκαπέντε: 15, δεκαέξι: 16, δεκαέξη: 16, δεκαεπτά: 17, δεκαεφτά: 17,
  δεκαοκτώ: 18, δεκαοχτώ: 18, δεκαεννέα: 19, δεκαεννιά: 19,
  δεκα: 10, εντεκα: 11, δωδεκα: 12, δεκατρια: 13, δεκατριων: 13, δεκατεσσερα: 14, δεκατεσσαρων: 14,
  δεκαπεντε: 15, δεκαεξι: 16, δεκαεπτα: 17, δεκαεφτα: 17, δεκαοκτω: 18, δεκαοχτω: 18,
};
/** Cyrillic number words that join a unit into one word ('тринадцатилетняя', 'тринадцятирічна'). */
export const NATIVE_NUMBER_STEMS: Readonly<Record<string, number>> = {
  пяти: 5, шести: 6, семи: 7, восьми: 8, девяти: 9, десяти: 10, одиннадцати: 11, двенадцати: 12, тринадцати: 13,
  четырнадцати: 14, пятнадцати: 15, шестнадцати: 16, семнадцати: 17,
  "п'яти": 5, одинадцяти: 11, дванадцяти: 12, тринадцяти: 13, чотирнадцяти: 14,
  "п'ятнадцяти": 15, шістнадцяти: 16, сімнадцяти: 17,
};
export const NATIVE_TENS_WORDS: Readonly<Record<string, number>> = {
  двадцать: 20, тридцать: 30, сорок: 40, пятьдесят: 50, шестьдесят: 60, семьдесят: 70, восемьдесят: 80, девяносто: 90,
  двадцять: 20, тридцять: 30, "п'ятдесят": 50, шістдесят: 60, сімдесят: 70, вісімдесят: 80, "дев'яносто": 90,
};
export const NATIVE_UNIT_WORDS: Readonly<Record<string, number>> = {
  один: 1, одна: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8, девять: 9,
  дві: 2, чотири: 4, "п'ять": 5, шість: 6, сім: 7, вісім: 8, "дев'ять": 9,
};

/** Chinese and Japanese numerals before a unit of age ('十三歳', '二十五岁'). */
export const CJK_DIGITS: Readonly<Record<string, number>> = {
  一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
export const CJK_TEN = '十';
/** Korean numbers before 살 ('열세 살' is 13): tens, then units. */
export const KOREAN_TENS: Readonly<Record<string, number>> = { 열: 10, 스물: 20, 스무: 20, 서른: 30, 마흔: 40 };
/** Sino-Korean numerals, read as an age with 십 (ten) before a unit of age ('십오 세' is 15). */
export const SINO_KOREAN_DIGITS: Readonly<Record<string, number>> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
export const SINO_KOREAN_TEN = '십';
/**
 * Japanese numerals in kana before a unit of age ('じゅうさんさい' is 13). 'し' and 'く' alone are
 * left out: they end ordinary words before 'さい' ('はくさい', Chinese cabbage).
 */
export const KANA_DIGITS: Readonly<Record<string, number>> = {
  いち: 1, に: 2, さん: 3, よん: 4, ご: 5, ろく: 6, なな: 7, しち: 7, はち: 8, きゅう: 9,
};
export const KANA_TEN = 'じゅう';

export const KOREAN_UNITS: Readonly<Record<string, number>> = {
  한: 1, 하나: 1, 두: 2, 둘: 2, 세: 3, 셋: 3, 네: 4, 넷: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9,
};

// ---------------------------------------------------------------------------------------------
// Birth years: a year of birth is refused when it makes the person under 18 this year.
// ---------------------------------------------------------------------------------------------

/** Words before a year of birth, folded ('born 2010', 'b. 2013', 'dob 2011', 'nee en 2012', 'nata nel 2013'). */
export const BIRTH_WORDS_BEFORE_YEAR = [
  'born', 'b.', 'birth year', 'year of birth', 'date of birth', 'birthdate', 'birth date', 'dob', 'yob',
  'd.o.b.', 'geboren', 'geb.', 'geburtsjahr', 'jahrgang', 'ne', 'nee', 'nacido', 'nacida', 'nato', 'nata',
  'nascido', 'nascida', 'urodzony', 'urodzona', 'urodzil', 'urodzila', 'rocznik', 'narozeny', 'narozena', 'fodt', 'fodd',
  'lahir', 'sinh nam', 'sinh', 'ipinanganak', 'dogum', 'dogumlu', 'annee de naissance', 'ano de nacimiento',
] as const;
/** Words that may come between the birth word and the year ('born in the year 2012', 'nacida en el 2011'). */
export const BIRTH_YEAR_CONNECTORS = [
  'in', 'on', 'the', 'year', 'en', 'el', 'le', 'nel', 'em', 'no', 'w', 'v', 'im', 'am', 'roku', 'tahun',
  'pada', 'noong', 'nam', 'of', 'around', 'about', 'circa', 'ca.', 'c.', 'sie',
] as const;
/** Words after a year of birth ('2012-born', '2012 dogumlu', '2012 jahrgang'). */
export const BIRTH_WORDS_AFTER_YEAR = ['born', 'dogumlu', 'jahrgang'] as const;
/** The same in other scripts, read on the text folded by foldNative. */
export const NATIVE_BIRTH_WORDS_BEFORE_YEAR = [
  'родился', 'родилась', 'рождения', 'народився', 'народилася', 'γεννήθηκε', 'γεννημένη', 'γεννημένος',
  'γεννημένο', 'γεννημενη', 'γεννημενος', 'ولدت', 'ولد', 'مواليد', 'متولد',
  'נולדה', 'נולד', 'जन्म', 'জন্ম', 'เกิด', '出生于', '出生於', '生于', '生於',
] as const;
export const NATIVE_BIRTH_CONNECTORS = ['в', 'у', 'το', 'στο', 'في', 'عام', 'سنة', 'در', 'سال', 'ב', 'ב-', 'में', 'সালে', 'ปี', 'พ.ศ.'] as const;
export const NATIVE_BIRTH_WORDS_AFTER_YEAR = [
  '年生まれ', '年生', '年出生', '年出世', '년생', '년 출생', '년에 태어난', 'года рождения', 'г.р.', 'г. р.', 'р.н.', 'року народження',
  'में जन्म', 'সালে জন্ম',
] as const;

/** 'class of 2031': a school year-group, which leaves school at this age and college at the next. */
export const CLASS_OF_PHRASES = ['class of', 'graduating class of', 'abiturjahrgang', 'abitur'] as const;
export const SCHOOL_LEAVING_AGE = 18;
export const COLLEGE_LEAVING_AGE = 22;
/** Words that make 'class of' a college class. */
export const COLLEGE_WORDS = ['college', 'university', 'uni', 'grad school', 'law school', 'med school', 'universitat', 'universite', 'universidad'] as const;
