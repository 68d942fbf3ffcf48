import { vocabulary } from './types';

/**
 * Punjabi, in Gurmukhi, in Shahmukhi (the Arabic letters of Pakistani Punjabi) and in the Latin spellings
 * people type ('jawak', 'nikki kudi'). Gurmukhi is read without vowel signs, adhak and tippi, so 'ਬੱਚਾ'
 * (child) reads like 'ਬਚ' (escape) and 'ਨੰਗੀ' (naked) like 'ਨਗ' (gem): short words are written with '='
 * and found only spelt so. Shahmukhi terms are also listed as Arabic and Persian keyboards type them; the
 * words Punjabi shares with Urdu ('بچہ', 'ننگی') are Urdu's, and with Hindi in Latin letters ('bachcha')
 * Hindi's. 'ਕੁੜੀ', 'کڑی', 'kudi' (girl) and 'ਮੁੰਡਾ' (boy) are said of adults and pass; an age beside
 * them is refused ('13 ਸਾਲ ਦੀ ਕੁੜੀ').
 */

/** A Shahmukhi term as Urdu, Arabic and Persian keyboards type it. */
const shahmukhi = (...terms: string[]) =>
  [...new Set(terms.flatMap((term) => [
    term,
    term.replace(/[ہھ]/g, 'ه'),
    term.replace(/[ہھ]/g, 'ه').replaceAll('ی', 'ي').replaceAll('ک', 'ك'),
  ]))];

/** Numbers 1-99 before 'ਸਾਲ' or 'ਵਰ੍ਹੇ', one a position (Punjabi has a word for every number), spellings separated by '|'. */
const GURMUKHI_NUMBERS = [
  'ਇੱਕ|ਇਕ', 'ਦੋ', 'ਤਿੰਨ', 'ਚਾਰ', 'ਪੰਜ', 'ਛੇ', 'ਸੱਤ|ਸਤ', 'ਅੱਠ|ਅਠ', 'ਨੌਂ|ਨੌ', 'ਦਸ',
  'ਗਿਆਰਾਂ|ਗਿਆਰਾਂ', 'ਬਾਰਾਂ', 'ਤੇਰਾਂ', 'ਚੌਦਾਂ', 'ਪੰਦਰਾਂ', 'ਸੋਲ਼ਾਂ|ਸੋਲਾਂ', 'ਸਤਾਰਾਂ', 'ਅਠਾਰਾਂ', 'ਉੱਨੀ|ਉਨੀ', 'ਵੀਹ',
  'ਇੱਕੀ|ਇਕੀ', 'ਬਾਈ', 'ਤੇਈ', 'ਚੌਵੀ', 'ਪੱਚੀ|ਪਚੀ', 'ਛੱਬੀ', 'ਸਤਾਈ', 'ਅਠਾਈ', 'ਉਣੱਤੀ', 'ਤੀਹ',
  'ਇਕੱਤੀ', 'ਬੱਤੀ', 'ਤੇਤੀ', 'ਚੌਂਤੀ', 'ਪੈਂਤੀ', 'ਛੱਤੀ', 'ਸੈਂਤੀ', 'ਅਠੱਤੀ', 'ਉਣਤਾਲੀ', 'ਚਾਲੀ',
  'ਇਕਤਾਲੀ', 'ਬਤਾਲੀ', 'ਤਿਰਤਾਲੀ', 'ਚੁਤਾਲੀ', 'ਪੰਤਾਲੀ', 'ਛਿਆਲੀ', 'ਸੰਤਾਲੀ', 'ਅਠਤਾਲੀ', 'ਉਣੰਜਾ', 'ਪੰਜਾਹ',
  'ਇਕਵੰਜਾ', 'ਬਵੰਜਾ', 'ਤਰਵੰਜਾ', 'ਚਰਵੰਜਾ', 'ਪਚਵੰਜਾ', 'ਛਪੰਜਾ', 'ਸਤਵੰਜਾ', 'ਅਠਵੰਜਾ', 'ਉਣਾਹਠ', 'ਸੱਠ',
  'ਇਕਾਹਠ', 'ਬਾਹਠ', 'ਤਰੇਹਠ', 'ਚੌਂਹਠ', 'ਪੈਂਹਠ', 'ਛਿਆਹਠ', 'ਸਤਾਹਠ', 'ਅਠਾਹਠ', 'ਉਣੱਤਰ', 'ਸੱਤਰ',
  'ਇਕੱਤਰ', 'ਬਹੱਤਰ', 'ਤਿਹੱਤਰ', 'ਚੌਹੱਤਰ', 'ਪਚੱਤਰ', 'ਛਿਹੱਤਰ', 'ਸਤੱਤਰ', 'ਅਠੱਤਰ', 'ਉਣਾਸੀ', 'ਅੱਸੀ',
  'ਇਕਾਸੀ', 'ਬਿਆਸੀ', 'ਤਿਰਾਸੀ', 'ਚੁਰਾਸੀ', 'ਪਚਾਸੀ', 'ਛਿਆਸੀ', 'ਸਤਾਸੀ', 'ਅਠਾਸੀ', 'ਉਣਾਨਵੇਂ', 'ਨੱਬੇ',
  'ਇਕਾਨਵੇਂ', 'ਬਾਨਵੇਂ', 'ਤਿਰਾਨਵੇਂ', 'ਚੁਰਾਨਵੇਂ', 'ਪਚਾਨਵੇਂ', 'ਛਿਆਨਵੇਂ', 'ਸਤਾਨਵੇਂ', 'ਅਠਾਨਵੇਂ', 'ਨਿੜਾਨਵੇਂ',
];
/** Shahmukhi and Latin spellings of the numbers that differ from Urdu's and Hindi's; not 'solan' (a town). */
const OTHER_NUMBERS: Readonly<Record<string, number>> = {
  گیاراں: 11, باراں: 12, تیراں: 13, چوداں: 14, پندراں: 15, سولاں: 16, ستاراں: 17, اٹھاراں: 18, ویہہ: 20, پنجی: 25,
  gyaran: 11, baaran: 12, teran: 13, teraan: 13, chodan: 14, chaudan: 14, pandran: 15, solaan: 16, sataran: 17, staran: 17, athaaran: 18,
};
const NUMBER_WORDS: Record<string, number> = {};
GURMUKHI_NUMBERS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) NUMBER_WORDS[spelling] = index + 1;
});
for (const [written, value] of Object.entries(OTHER_NUMBERS)) for (const form of shahmukhi(written)) NUMBER_WORDS[form] = value;

const ORDINALS = ['ਤੀਜੀ', 'ਚੌਥੀ', 'ਪੰਜਵੀਂ', 'ਛੇਵੀਂ', 'ਸੱਤਵੀਂ', 'ਅੱਠਵੀਂ', 'ਨੌਵੀਂ', 'ਦਸਵੀਂ', 'ਗਿਆਰ੍ਹਵੀਂ', 'ਬਾਰ੍ਹਵੀਂ'];

export default vocabulary('pa', 'Punjabi', {
  minors: [
    '=ਬੱਚਾ', '=ਬੱਚੇ', '=ਬੱਚੀ', '=ਬੱਚੀਆਂ', '=ਬੱਚਿਆਂ', '=ਬੱਚਿਆ', 'ਨਿਆਣਾ', 'ਨਿਆਣੇ', 'ਨਿਆਣੀ', 'ਨਿਆਣਿਆਂ', 'ਜੁਆਕ', 'ਜਵਾਕ', 'ਜੁਆਕਾਂ',
    'ਜਵਾਕਾਂ', 'ਛੋਟੀ ਕੁੜੀ', 'ਛੋਟਾ ਮੁੰਡਾ', 'ਨਿੱਕੀ ਕੁੜੀ', 'ਨਿੱਕਾ ਮੁੰਡਾ', 'ਨਿੱਕੀ ਬੱਚੀ', 'ਨਾਬਾਲਗ', 'ਨਾਬਾਲਿਗ', 'ਨਾਬਾਲਗ ਕੁੜੀ', 'ਨਵਜੰਮਿਆ',
    'ਨਵਜੰਮੀ', '=ਨਵਜਾਤ', '=ਸ਼ਿਸ਼ੂ', 'ਬਾਲੜੀ', 'ਬਾਲੜੀਆਂ', '=ਬਾਲਕ', '=ਬਾਲਿਕਾ', '=ਕਿਸ਼ੋਰ', '=ਕਿਸ਼ੋਰੀ', 'ਅੱਲ੍ਹੜ ਕੁੜੀ', 'ਅੱਲੜ੍ਹ ਕੁੜੀ',
    'ਸਕੂਲ ਦੀ ਕੁੜੀ', 'ਸਕੂਲੀ ਕੁੜੀ', 'ਸਕੂਲ ਵਾਲੀ ਕੁੜੀ', 'ਸਕੂਲੀ ਬੱਚੀ', 'ਬਾਲ ਵਿਆਹ', 'ਬਾਲ ਜਿਨਸੀ ਸ਼ੋਸ਼ਣ', 'ਬੱਚਿਆਂ ਦੀ ਪੋਰਨ', 'ਪੀਡੋਫਾਈਲ',
    ...shahmukhi(
      'نیانا', 'نیانے', 'نیانی', 'نیانیاں', 'جواک', 'جواکاں', 'جوآک', 'نکی کڑی', 'نکا منڈا', 'چھوٹی کڑی', 'چھوٹا منڈا', 'نابالغ کڑی',
      'سکول دی کڑی', 'سکولی کڑی', 'بالڑی', 'بچیاں دی',
    ),
    'nyana', 'niana', 'nyane', 'niane', 'jawak', 'jawaak', 'juak', 'jwak', 'jawakan', 'juakan', 'nikki kudi', 'nikki kuri',
    'chhoti kudi', 'choti kudi', 'chhoti kuri', 'choti kuri', 'nikka munda', 'chhota munda', 'nabalag', 'nabalag kudi', 'allhad kudi',
    'alhad kudi', 'allad kudi', 'school di kudi', 'school wali kudi', 'baalri',
  ],
  schoolLevels: [
    'ਪ੍ਰਾਇਮਰੀ ਸਕੂਲ', 'ਪ੍ਰਾਈਮਰੀ ਸਕੂਲ', 'ਮਿਡਲ ਸਕੂਲ', 'ਹਾਈ ਸਕੂਲ', 'ਹਾਈਸਕੂਲ', 'ਕਿੰਡਰਗਾਰਟਨ', 'ਨਰਸਰੀ ਕਲਾਸ', 'ਆਂਗਣਵਾੜੀ', 'ਮੁੱਢਲਾ ਸਕੂਲ',
    ...ORDINALS.flatMap((ordinal) => [`${ordinal} ਜਮਾਤ`, `${ordinal} ਕਲਾਸ`]),
    ...shahmukhi('اٹھویں جماعت', 'دسویں جماعت', 'نویں جماعت', 'ستویں جماعت'),
    'athvi jamat', 'athvin jamat', 'dasvi jamat', 'nauvi jamat', 'satvi jamat',
  ],
  ageOfConsent: [
    'ਹਾਲੇ ਬਾਲਗ ਨਹੀਂ', 'ਅਜੇ ਬਾਲਗ ਨਹੀਂ', 'ਬਾਲਗ ਨਹੀਂ', '18 ਸਾਲ ਤੋਂ ਘੱਟ', '੧੮ ਸਾਲ ਤੋਂ ਘੱਟ', 'ਅਠਾਰਾਂ ਸਾਲ ਤੋਂ ਘੱਟ',
    ...shahmukhi('اجے بالغ نہیں', '18 سال توں گھٹ', 'اٹھاراں سال توں گھٹ'),
    'haale balag nahi', 'aje balag nahi', '18 saal ton ghatt', '18 saal ton ghat',
  ],
  lifeEvents: ['ਦਸਤਾਰਬੰਦੀ', 'ਦਸਤਾਰ ਬੰਦੀ', 'ਮੁੰਡਨ', '=ਕੰਜਕਾਂ', '=ਕੰਜਕ', ...shahmukhi('دستار بندی'), 'dastarbandi', 'dastar bandi', 'kanjakan'],
  minorCues: [
    'ਸਕੂਲ ਦੀ ਵਰਦੀ', 'ਸਕੂਲ ਯੂਨੀਫਾਰਮ', 'ਛੋਟੀ ਭੈਣ', 'ਨਿੱਕੀ ਭੈਣ', 'ਛੋਟਾ ਭਰਾ', 'ਘੱਟ ਉਮਰ', 'ਬਚਪਨ', '=ਨਿੱਕੀ',
    ...shahmukhi('سکول دی وردی', 'نکی بھین', 'چھوٹی بھین'),
    'school di vardi', 'nikki bhain', 'chhoti bhain', 'choti bhen', 'nikki bhen',
  ],
  sexual: [
    '=ਨੰਗੀ', '=ਨੰਗਾ', '=ਨੰਗੇ', '=ਨਗਨ', 'ਨਗਨਤਾ', '=ਸੈਕਸ', '=ਸੈਕਸੀ', 'ਅਸ਼ਲੀਲ', '=ਪੋਰਨ', '=ਜਿਨਸੀ', '=ਕਾਮੁਕ', 'ਛਾਤੀਆਂ', '=ਮੰਮੇ', '=ਫੁੱਦੀ',
    'ਚੁਦਾਈ', '=ਬਿਕਨੀ', 'ਬਿਕਨੀ ਵਿੱਚ', 'ਕੱਪੜੇ ਲਾਹ', 'ਬਿਨਾਂ ਕੱਪੜਿਆਂ', 'ਕੱਪੜਿਆਂ ਤੋਂ ਬਿਨਾਂ',
    ...shahmukhi('کپڑے لاہ', 'بنا کپڑیاں', 'کپڑیاں توں بغیر', 'پھدی'),
    'kapde laah', 'kapre lah', 'kapde lah', 'bina kapdeyan', 'bina kapdiyan', 'phuddi', 'fuddi',
  ],
  adulthood: ['ਬਾਲਗ', 'ਬਾਲਿਗ', 'ਜਵਾਨ ਔਰਤ', 'ਪਰਪੱਕ', '18 ਸਾਲ ਤੋਂ ਵੱਧ', 'ਅਠਾਰਾਂ ਸਾਲ ਤੋਂ ਵੱਧ', 'baalag', 'balag'],
  harmless: ['=ਬੱਚਿਆਂ ਦਾ ਡਾਕਟਰ', '=ਬੱਚਿਆਂ ਦਾ ਹਸਪਤਾਲ', '=ਕਿਸ਼ੋਰ ਕੁਮਾਰ', '=ਬੱਚਿਆਂ ਦੀ ਖੇਡ'],
  youngBody: ['ਸਪਾਟ ਛਾਤੀ', 'ਅਵਿਕਸਿਤ ਸਰੀਰ', 'ਛਾਤੀਆਂ ਤੋਂ ਬਿਨਾਂ'],
  childhoodItems: ['ਡਾਇਪਰ', 'ਦੁੱਧ ਦੀ ਬੋਤਲ', 'ਚੂਸਣੀ', ...shahmukhi('دودھ دی بوتل')],
  childhoodHints: ['=ਗੁੱਡੀ', 'ਦੋ ਗੁੱਤਾਂ', 'ਖਿਡੌਣਾ', 'ਸਕੂਲ ਬੈਗ', 'do guttan'],
  // Not 'ਉਹ' (she, he), read 'uh'; 'ਗੱਭਰੂ' (a young man) is listed typed 'gabru', as its adhak reads as a word break.
  people: [
    'ਔਰਤ', 'ਜਨਾਨੀ', 'ਤੀਵੀਂ', 'ਆਦਮੀ', 'ਬੰਦਾ', 'ਕੁੜੀ', 'ਮੁੰਡਾ', 'ਮੁਟਿਆਰ', 'ਪਤਨੀ', 'ਘਰਵਾਲੀ', 'ਵਹੁਟੀ', 'ਲਾੜੀ', 'کڑی', 'منڈا', 'زنانی', 'ووہٹی',
    'kudi', 'kuri', 'munda', 'mutiyar', 'gabru', 'vohti', 'zanani',
  ],
  ageUnits: ['ਸਾਲ', 'ਵਰ੍ਹ', ...shahmukhi('ورھے', 'ورہے'), 'varhe', 'varhian', 'varheyan'],
  ageWords: ['ਉਮਰ'],
  numberWords: NUMBER_WORDS,
});
