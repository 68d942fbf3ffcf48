import { vocabulary } from './types';

/**
 * Hokkien (Min Nan, Taiwanese), in the Ministry of Education's characters with their common variants
 * ('囡仔' and '囝仔') and in Pe̍h-ōe-jī and Tâi-lô, typed with or without tone marks ('cha-bó͘ gín-á',
 * 'tsa-bóo gín-á', 'cha bo gin a'). The characters shared with Mandarin are in zh.ts ('未成年', '國中生').
 * Syllables are English words or names alone, and 'gin a' is also found written as one word, the name
 * 'Gina': so 'gín-á' (child) is listed spelt exactly, with its tones, and the toneless spellings only in
 * longer phrases ('cha bo gin a', 'gin a lang'). '國小' and '國中' are inside '中國小吃' and '中國中部',
 * so they are listed with a verb or a pupil word. Hokkien says an age with 'hòe' / 'huè' (歲), which is
 * the English 'hoe' and the city of Huế without its marks: it is no unit of age here, and the ages in
 * words are phrases ('cha̍p-saⁿ hòe'); the engine reads '13歲' and '十三歲' itself.
 */

/** Pe̍h-ōe-jī and Tâi-lô numbers from five to seventeen, toneless, before 'hòe' / 'huè' ('chap san hoe', 13). */
const POJ_AGES = ['lak', 'chhit', 'peh', 'kau', 'chap', 'chap it', 'chap ji', 'chap san', 'chap si', 'chap go', 'chap lak', 'chap chhit'];
const TL_AGES = ['lak', 'tshit', 'peh', 'kau', 'tsap', 'tsap it', 'tsap ji', 'tsap sann', 'tsap si', 'tsap goo', 'tsap lak', 'tsap tshit'];
/**
 * Numbers 1-99 in toneless Pe̍h-ōe-jī and Tâi-lô, before a unit of age: the units that are no other word ('chhit', 'sann'),
 * the teens ('chap san', 13), the tens ('ji chap', 20) and their compounds ('ji chap san', 23, which holds 'chap san').
 * Not 'it', 'ji', 'san', 'si', 'go', 'goo', 'kau' nor 'chap' (the English 'chap') alone; they are read in the teens and tens.
 */
const POJ_UNITS = ['it', 'ji', 'san', 'si', 'go', 'lak', 'chhit', 'peh', 'kau'];
const TL_UNITS = ['it', 'ji', 'sann', 'si', 'goo', 'lak', 'tshit', 'peh', 'kau'];
const NUMBER_WORDS: Record<string, number> = { nng: 2, sann: 3, lak: 6, chhit: 7, tshit: 7, peh: 8, pueh: 8, tsap: 10 };
for (const [ten, units] of [['chap', POJ_UNITS], ['tsap', TL_UNITS]] as const) {
  units.forEach((unit, index) => (NUMBER_WORDS[`${ten} ${unit}`] = 11 + index));
  units.slice(1).forEach((tens, index) => {
    const value = (index + 2) * 10;
    NUMBER_WORDS[`${tens} ${ten}`] = value;
    units.forEach((unit, unitIndex) => (NUMBER_WORDS[`${tens} ${ten} ${unit}`] = value + unitIndex + 1));
  });
}

const AGE_PHRASES = [...POJ_AGES.map((age) => `${age} hoe`), ...TL_AGES.map((age) => `${age} hue`), ...POJ_AGES.map((age) => `${age} he`).filter((phrase) => phrase.split(' ').length > 2)];

export default vocabulary('nan', 'Hokkien', {
  minors: [
    '囡仔', '囝仔', '查某囡仔', '查某囝仔', '查埔囡仔', '查甫囝仔', '紅嬰仔', '红婴仔', '紅嬰', '嬰仔', '囡仔人', '囝仔人', '細漢囡仔',
    '细汉囡仔', '囡仔兄', '囝仔兄', '囡仔疕', '囝仔疕', '學生囡仔', '學生囝仔', '幼囡仔',
    // Pe̍h-ōe-jī and Tâi-lô, with tones spelt exactly; toneless in phrases only
    '=gín-á', '=gín-ná', '=gín-á-lâng', '=gín-ná-lâng', '=âng-eⁿ-á', '=âng-enn-á', '=âng-inn-á', '=eⁿ-á', '=enn-á', '=inn-á',
    '=gín-á-á', '=sè-hàn gín-á', '=cha-bó͘ gín-á', '=tsa-bóo gín-á', '=cha-po͘ gín-á', '=tsa-poo gín-á',
    'cha bo gin a', 'cha bou gin a', 'tsa boo gin a', 'cha po gin a', 'cha poo gin a', 'tsa poo gin a', 'gin a lang',
    'gin na lang', 'se han gin a', 'sue han gin a', 'gin a phi', 'gin a hian', 'gin a hiann', 'hak seng gin a', 'ang en a',
    'ang enn a', 'ang inn a', 'cha bo gin na', 'tsa boo gin na',
    ...AGE_PHRASES,
  ],
  schoolLevels: [
    '國校仔', '讀國小', '读国小', '國小生', '國小學生', '國小女生', '國小囡仔', '讀國中', '读国中', '國中女生', '國中囡仔',
    'kok sio', 'kok sio seng', 'kok tiong seng', 'kok tiong hak seng', 'thak kok sio', 'thak kok tiong', 'iu ti hng', 'iu ji hng',
  ],
  ageOfConsent: [
    '猶未大漢', '無夠十八歲', '无够十八岁', '猶未十八歲',
    'iau be seng ni', 'iau bue sing ni', 'iau be toa han', 'iau bue tua han', 'bo kau chap peh hoe', 'bo kau tsap peh hue',
    'bo kau 18 hoe', 'bo kau 18 hue',
  ],
  lifeEvents: ['度晬', '收涎', '做十六歲', '做16歲', '做十六岁', 'too tse', 'cho chap lak hoe', 'tso tsap lak hue'],
  minorCues: [
    '囡仔面', '囝仔面', '囡仔款', '囝仔款', '小妹仔', '學生仔', '学生仔', '囡仔衫',
    'gin a bin', 'gin a khoan', 'gin a khuan', 'sio moe a', 'sio mue a', 'hak seng a',
  ],
  sexual: [
    '褪腹裼', '褪光光', '褪衫', '褪褲', '相幹', '膣屄', '羼鳥', '卵鳥', '𡳞鳥', '開查某', '开查某',
    'thng pak theh', 'thng kng kng', 'thng san', 'thng sann', 'thng kho', 'sio kan', 'chi bai', 'chibai', 'cibai', 'cheebye',
    'lan chiau', 'lan tsiau', 'lanjiao', 'khui cha bo', 'khui tsa boo',
  ],
  adulthood: ['大漢矣', '成年查某', 'toa lang', 'seng ni lang', 'sing ni lang', 'toa han a', 'tua han a'],
  harmless: ['囡仔性', '囝仔性'],
  youngBody: ['猶未發育', '猶未发育', '胸坎扁扁', 'heng kham pinn pinn', 'heng kham pin pin'],
  childhoodItems: ['尿苴仔', '奶喙仔', '奶矸仔', 'jio chu a', 'jio tsu a', 'ni chhui a', 'ni tshui a', 'ling chhui a', 'ni kan a', 'ling kan a'],
  numberWords: NUMBER_WORDS,
  /**
   * The characters shared with Mandarin are in zh.ts ('女人', '新娘'). Romanised, they are listed as one word ('chabo'): 'cha bo' is
   * two short words, and 'cha-bó͘' is read as two. Not '伊' / 'i' (she, he), one syllable, nor '牽手' (a wife, also holding hands).
   */
  people: [
    '查某', '查某人', '查埔', '查埔人', '查甫', '查甫人', '查某朋友', 'chabo', 'chabor', 'charbor', 'tsaboo', 'chapo', 'tsapoo',
  ],
});
