import { vocabulary } from './types';

/**
 * Kurdish: Kurmanji in the Latin alphabet ('ê', 'î', 'û', 'ç', 'ş' fold to 'e', 'i', 'u', 'c', 's') and
 * Sorani in the Arabic script, also listed as a Persian keyboard types it ('ڵ' as 'ل', 'ڕ' as 'ر', 'ە' as 'ه',
 * 'ێ' as 'ی', 'ۆ' as 'و'), with a few of its Latin spellings ('mindal'). 'zarok*' (child) takes every
 * suffix; 'zarokatî' (childhood) is harmless, and so is 'منداڵی' in its phrases
 * ('سەردەمی منداڵی'), since alone it is also 'a child of' ('منداڵی ڕووت', a naked child). 'keç' and 'کچ' (girl) are said of women too
 * and pass; an age beside them is read by the age rules. 'tazî' (naked) is also the Turkish 'tazı'
 * (greyhound) and counts only in phrases.
 */

/** A Sorani term as written, as a Persian keyboard types it, and with the Arabic yeh and kaf. */
const SIMPLE: Readonly<Record<string, string>> = { ڵ: 'ل', ڕ: 'ر', ە: 'ه', ێ: 'ی', ۆ: 'و', ۊ: 'و', ڤ: 'ف' };
const typed = (terms: readonly string[]) =>
  [...new Set(terms.flatMap((term) => {
    const simple = term.replace(/[ڵڕەێۆۊڤ]/g, (letter) => SIMPLE[letter] ?? letter);
    return [term, simple, simple.replaceAll('ی', 'ي').replaceAll('ک', 'ك')];
  }))];

/**
 * Numbers 1-99 before a unit of age, in Kurmanji ('sêzdeh salî', 13) and Sorani ('سێزدە ساڵ'): units,
 * teens, tens and their compounds ('bîst û sê', 'بیست و سێ'). Kurmanji 'du' (2), 'sê' (3), 'çar' (4),
 * 'şeş' (6), 'heft' (7) and 'heşt' (8) are not read alone: they are 'du', 'se', 'car', 'ses', 'heft' and
 * 'hest', words of other languages, and a number word may join its unit: 'hestar' (Icelandic horses)
 * would read '8 år' and 'hefty.' '7 y.'. Sorani numbers are not simplified:
 * 'سێ' (3) typed plainly is the Persian 'سی' (30).
 */
const KURMANJI_DIGITS = ['yek', 'du', 'sê', 'çar', 'pênc', 'şeş', 'heft', 'heşt', 'neh'];
const KURMANJI_NOT_ALONE = new Set(['du', 'sê', 'çar', 'şeş', 'heft', 'heşt']);
const KURMANJI_TEENS: Readonly<Record<string, number>> = {
  deh: 10, yazdeh: 11, yanzdeh: 11, dwanzdeh: 12, diwanzdeh: 12, sêzdeh: 13, çardeh: 14, panzdeh: 15, pazdeh: 15, şanzdeh: 16,
  şazdeh: 16, hevdeh: 17, hivdeh: 17, hejdeh: 18, nozdeh: 19,
};
const KURMANJI_TENS = ['bîst', 'sî', 'çil', 'pêncî', 'şêst', 'heftê', 'heştê', 'nod'];
const SORANI_DIGITS = ['یەک', 'دوو', 'سێ', 'چوار', 'پێنج', 'شەش', 'حەوت', 'هەشت', 'نۆ'];
const SORANI_TEENS: Readonly<Record<string, number>> = {
  دە: 10, یازدە: 11, دوازدە: 12, سێزدە: 13, چواردە: 14, پازدە: 15, پانزدە: 15, شازدە: 16, شانزدە: 16, حەڤدە: 17, حەفدە: 17,
  هەژدە: 18, نۆزدە: 19,
};
const SORANI_TENS = ['بیست', 'سی', 'چل', 'پەنجا', 'شەست', 'حەفتا', 'هەشتا', 'نەوەد'];
const NUMBER_WORDS: Record<string, number> = { ...KURMANJI_TEENS, ...SORANI_TEENS };
KURMANJI_DIGITS.forEach((digit, index) => {
  if (!KURMANJI_NOT_ALONE.has(digit)) NUMBER_WORDS[digit] = index + 1;
});
SORANI_DIGITS.forEach((digit, index) => {
  NUMBER_WORDS[digit] = index + 1;
});
KURMANJI_TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  KURMANJI_DIGITS.forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${tens} û ${unit}`] = (index + 2) * 10 + unitIndex + 1;
    NUMBER_WORDS[`${tens} u ${unit}`] = (index + 2) * 10 + unitIndex + 1;
  });
});
SORANI_TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  SORANI_DIGITS.forEach((unit, unitIndex) => {
    for (const joint of [' و ', 'و']) NUMBER_WORDS[`${tens}${joint}${unit}`] = (index + 2) * 10 + unitIndex + 1;
  });
});

export default vocabulary('ku', 'Kurdish', {
  minors: [
    'zarok*', 'keça biçûk', 'keçên biçûk', 'keçika biçûk', 'kurik', 'kurikê biçûk', 'lawikê biçûk',
    'nûciwan*', 'nûbûyî', 'zaroka sava', 'kêmtemen*', 'temen biçûk', 'xwendekara dibistanê', 'keça dibistanê', 'keçên dibistanê',
    'pedofîl*',
    ...typed([
      'منداڵ*', 'کچی بچووک', 'کچە بچووک', 'کچە بچکۆلە', 'کوڕی بچووک', 'کۆرپە*', 'ساوا', 'ساواکان', 'هەرزەکار*', 'مێرمنداڵ*',
      'نابالغ', 'قوتابی کچ', 'کچە قوتابی', 'کچی قوتابخانە', 'پێدۆفیل*',
    ]),
    'mindal', 'mindał', 'mndal', 'mindalan', 'mindalakan', 'kchi bchuk', 'kchi bchwk', 'harzakar',
  ],
  schoolLevels: [
    'dibistana seretayî', 'dibistana destpêkê', 'dibistana navîn', 'dibistana navendî', 'baxçeya zarokan', 'xwendekarê lîseyê',
    'xwendekara lîseyê', 'keça lîseyê',
    ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((grade) => [`pola ${grade}`, `sinifa ${grade}`]),
    ...['yekem', 'duyem', 'sêyem', 'çarem', 'pêncem', 'şeşem', 'heftem', 'heştem', 'nehem', 'dehem', 'yekan', 'duyan', 'sêyan', 'çaran',
      'pêncan', 'şeşan', 'heftan', 'heştan', 'nehan', 'dehan'].flatMap((grade) => [`pola ${grade}`, `sinifa ${grade}`]),
    ...typed([
      'قوتابخانەی سەرەتایی', 'خوێندنی سەرەتایی', 'قوتابخانەی بنەڕەتی', 'قوتابخانەی ناوەندی', 'قوتابخانەی ئامادەیی', 'باخچەی ساوایان',
      'باخچەی منداڵان', 'دایەنگە',
      ...['یەکەم', 'دووەم', 'سێیەم', 'چوارەم', 'پێنجەم', 'شەشەم', 'حەوتەم', 'هەشتەم', 'نۆیەم', 'دەیەم'].map((ordinal) => `پۆلی ${ordinal}`),
      ...Array.from({ length: 12 }, (_, index) => `پۆلی ${index + 1}`),
    ]),
  ],
  ageOfConsent: [
    'hêj ne 18 salî ye', 'hîn ne 18 salî ye', 'di bin 18 salî de', 'ji 18 salî biçûktir', 'ji 18 salan biçûktir', 'temenê razîbûnê',
    'di bin temenê qanûnî de',
    ...typed(['هێشتا ١٨ ساڵ نییە', 'هێشتا 18 ساڵ نییە', 'لە خوار ١٨ ساڵەوە', 'لە خوار 18 ساڵەوە', 'کەمتر لە ١٨ ساڵ', 'کەمتر لە 18 ساڵ', 'تەمەنی یاسایی نییە']),
  ],
  lifeEvents: [
    'daweta sinetê', 'sinet', 'sinetkirin', 'roja yekem a dibistanê', 'balixbûn', 'gihîştina balix',
    ...typed(['خەتەنە', 'خەتەنەکردن', 'سوننەتکردن', 'یەکەم ڕۆژی قوتابخانە', 'بالغبوون']),
  ],
  minorCues: [
    'unîformaya dibistanê', 'cilên dibistanê', 'xwişka biçûk', 'xwişka min a biçûk', 'birayê biçûk', 'ciwan xuya dike', 'zarokane',
    'şagirt', 'xwendekara dibistanê',
    ...typed(['جلی قوتابخانە', 'یونیفۆرمی قوتابخانە', 'خوشکی بچووک', 'خوشکە بچووکەکەم', 'برای بچووک', 'قوتابی']),
  ],
  sexual: [
    'tazî ye', 'tazî û', 'bi tazî', 'jina tazî', 'keça tazî', 'keçên tazî', 'zilamê tazî', 'tazîtî', 'rût û tazî', 'bê cil', 'bêcil',
    'cilên binî', 'seksî', 'erotîk', 'memik', 'memikên', 'pêwendiya cinsî', 'têkiliya cinsî', 'qehbe',
    ...typed(['ڕووت', 'ڕووتە', 'ڕووتی', 'ڕووتەکان', 'بێ جل', 'بێ جلوبەرگ', 'سێکس', 'سێکسی', 'پۆرن', 'پۆرنۆ', 'مەمک', 'مەمکەکان',
      'جلی ژێرەوە', 'جووتبوون', 'قەحبە']),
  ],
  adulthood: [
    'gihîştî', 'jina gihîştî', 'mezinê temen', 'ji 18 salî mezintir', 'temenê qanûnî',
    ...typed(['پێگەیشتوو', 'ژنی پێگەیشتوو', 'تەمەن سەرووی ١٨', 'تەمەن سەرووی 18', 'گەورەساڵ']),
  ],
  harmless: [
    'zarokatî*', 'zarokatiy*', 'bijîşkê zarokan', 'bijîşka zarokan', 'lîstika zarokan', 'leyîstika zarokan',
    ...typed(['یادەوەرییەکانی منداڵی', 'سەردەمی منداڵی', 'دکتۆری منداڵان', 'پزیشکی منداڵان', 'یاری منداڵان']),
  ],
  youngBody: ['sîngê deşt', 'sîngê pan', 'bê memik', 'laşê negihîştî', 'negihîştî', ...typed(['سنگی تەخت', 'بێ مەمک'])],
  childhoodItems: ['pêçeka zarokan', 'pampers', 'emzik', ...typed(['پەمپەرز', 'دایپەر', 'شووشەی شیر'])],
  childhoodHints: ['hirçê lîstokê', 'çentê dibistanê', 'bûka lîstokê', ...typed(['بووکەڵە', 'جانتای قوتابخانە'])],
  /**
   * Not 'jin' (a woman) alone: it is a Chinese syllable; 'jinik' and 'jinan' are listed. Nor 'mêr' (a man), the French 'mer';
   * 'kur' (a boy, a son); 'bûk' (a bride), nor 'ew' (she, he), two letters.
   */
  people: [
    'jinik', 'jinan', 'zilam', 'zilamê', 'keç', 'keça', 'keçik', 'keçên', 'xort', 'lawik', 'xanim', 'hevjîn', 'hevser', 'dildar',
    'ژن', 'پیاو', 'کچ', 'خانم', 'بووک', 'مێرد', 'هاوسەر', 'afret', 'pyaw',
  ],
  ageUnits: ['salî', 'saliya', 'salan', ...typed(['ساڵ'])],
  ageWords: ['temen', 'temenê', 'temenê wê', 'temenê wî', ...typed(['تەمەنی', 'تەمەن'])],
  numberWords: NUMBER_WORDS,
});
