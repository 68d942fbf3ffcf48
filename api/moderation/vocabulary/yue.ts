import { vocabulary } from './types';

/**
 * Cantonese, as written in Hong Kong (traditional characters, simplified where they differ) and in its
 * romanisations: Jyutping ('sai3 lou6', typed without tones 'sai lou') and the Hong Kong spellings people
 * type ('sai lo', 'chung hok'). The characters shared with Mandarin are in zh.ts ('兒童', '小學生',
 * '未成年'); this file holds the Cantonese words ('細路', '細蚊仔', '中學雞'). Characters are found anywhere
 * in the text, so a term is a compound no ordinary word contains: not '中學' (in '其中學習') nor '中一'
 * (in '其中一個'), but '中一學生', '讀中一'. Romanised syllables are English words or names alone ('sai',
 * 'lou', 'mui', 'hok'), so they are listed as phrases only, which are also found written as one word.
 * '女仔' (girl) is said of young women too and passes, as '女孩' does; '囡囡' and '細妹' are also pet
 * names of grown daughters, so they are cues of a sexual prompt. Not '夠秤' (of age) for adulthood: it
 * is in '未夠秤' (under age), which a negative prompt names to protect.
 */

/**
 * Numbers 1-99 in Jyutping and Hong Kong spellings, read before 'seoi' / 'sui' (years of age): units,
 * teens ('sap saam', 13) and tens ('ji sap', 'jaa' for 廿) with their compounds ('ji sap saam', 23, which
 * holds 'saam'). Not 'ng', 'cat', 'chat', 'sam', 'bat' nor 'ji' alone: they are English words or the
 * Hindi 'ji' ('Modi ji saal ...'); nor 'yat', which a unit would join into ordinary words ('yatyr'). After
 * a ten they are read ('sap cat', 17).
 */
const UNITS: readonly (readonly string[])[] = [
  ['jat', 'yat'], ['ji', 'yi'], ['saam', 'sam'], ['sei', 'say'], ['ng'], ['luk'], ['cat', 'chat'], ['baat', 'bat'], ['gau', 'kau'],
];
const ALONE = new Set(['jat', 'yi', 'saam', 'sei', 'luk', 'baat', 'gau']);
const TENS: readonly (readonly string[])[] = [
  ['ji sap', 'yi sap', 'jisap', 'yisap', 'jaa', 'ya'], ['saam sap', 'sam sap', 'saamsap', 'samsap', 'saa'],
  ['sei sap', 'seisap'], ['ng sap', 'ngsap'], ['luk sap', 'luksap'], ['cat sap', 'chat sap', 'catsap', 'chatsap'],
  ['baat sap', 'baatsap'], ['gau sap', 'gausap'],
];
/** The colloquial tens (廿, 卅) stand only before a unit ('jaa saam', 23). */
const TENS_BEFORE_UNIT_ONLY = new Set(['jaa', 'ya', 'saa']);
const NUMBER_WORDS: Record<string, number> = { sap: 10, 廿: 20, 卅: 30 };
/**
 * 廿 (20) and 卅 (30) before a digit, as the engine leaves them: it reads the Chinese digits before a unit
 * of age first ('廿五歲' → '廿5歲'), so '廿5' is 25 here, not 5.
 */
for (let unit = 1; unit <= 9; unit++) {
  NUMBER_WORDS[`廿${unit}`] = 20 + unit;
  NUMBER_WORDS[`卅${unit}`] = 30 + unit;
}
UNITS.forEach((spellings, index) => {
  for (const unit of spellings) {
    if (ALONE.has(unit)) NUMBER_WORDS[unit] = index + 1;
    NUMBER_WORDS[`sap ${unit}`] = 11 + index;
    NUMBER_WORDS[`sap${unit}`] = 11 + index;
  }
});
TENS.forEach((spellings, tensIndex) => {
  const tens = (tensIndex + 2) * 10;
  for (const ten of spellings) {
    if (!TENS_BEFORE_UNIT_ONLY.has(ten)) NUMBER_WORDS[ten] = tens;
    UNITS.forEach((units, unitIndex) => {
      for (const unit of units) NUMBER_WORDS[`${ten} ${unit}`] = tens + unitIndex + 1;
    });
  }
});

/** Hong Kong secondary forms (中一 to 中六), after a verb or before a pupil word; the primary years are in zh-latn.ts. */
const FORMS = ['中一', '中二', '中三', '中四', '中五', '中六'];
const FORM_PHRASES = FORMS.flatMap((form) => [`讀${form}`, `读${form}`, `升${form}`, `${form}學生`, `${form}学生`, `${form}女生`, `${form}男生`, `${form}仔`, `${form}妹`]);

export default vocabulary('yue', 'Cantonese', {
  minors: [
    '細路', '细路', '細路仔', '细路仔', '細路女', '细路女', '細路哥', '细路哥', '細路妹', '细路妹', '細蚊仔', '细蚊仔',
    'bb仔', 'bb女', '啤啤仔', '啤啤女', '初生bb', '中學雞', '中学鸡', '小學雞', '小学鸡', '靚妹仔', '靓妹仔', '妹妹仔',
    '學生哥仔', '学生哥仔', '中學妹', '中学妹', '中學仔', '中学仔',
    // Jyutping and Hong Kong spellings
    'sai lou', 'sai lou zai', 'sai lou jai', 'sai lo jai', 'sai lo zai', 'sai lou neoi', 'sai lou lui', 'sai lo lui',
    'sai man zai', 'sai man jai', 'sai mun jai', 'bb zai', 'bb jai', 'bb neoi', 'bb lui', 'bi bi zai', 'bi bi neoi',
    'hok saang mui', 'hok sang mui', 'zung hok gai', 'chung hok gai', 'siu hok gai', 'leng mui zai', 'leng mui jai',
    'mui mui zai', 'mui mui jai', 'mei sing nin', 'mei sing nin siu neoi', 'jing ji zai', 'ying yi jai',
  ],
  schoolLevels: [
    '幼兒班', '幼儿班', 'k1班', 'k2班', 'k3班', '讀中學', '读中学', '中學女生', '中学女生', '中學男生', '中学男生', '中學校服',
    '中学校服', '中學制服', '升中派位', '讀幼稚園', '读幼稚园',
    ...FORM_PHRASES,
    'siu hok saang', 'siu hok sang', 'zung hok saang', 'chung hok saang', 'chung hok sang', 'jau zi jyun', 'yau chi yuen',
    'yau zi jyun', 'duk siu hok', 'duk zung hok', 'duk chung hok', 'duk jau zi jyun',
  ],
  ageOfConsent: [
    '未夠秤', '未够秤', '仲未成年', '未夠十八', '未够十八', '未夠18', '未够18', '未滿十八', '未滿18', '唔夠十八歲', '唔够十八岁',
    '未到十八歲', '未到十八岁',
    'mei gau cing', 'mei gau ching', 'mei gau sap baat', 'mei gau 18', 'zung mei sing nin', 'jung mei sing nin',
  ],
  lifeEvents: ['開筆禮', '开笔礼', '小一入學', '小一入学', '小一派位', '升中試', '升中试'],
  minorCues: [
    '細妹', '细妹', '囡囡', '仔仔', '樣好細', '样好细', '學生哥', '学生哥', '校裙',
    'sai mui', 'naam naam', 'hok saang go', 'hok sang go',
  ],
  sexual: [
    '除衫', '除晒衫', '冇着衫', '冇著衫', '無着衫', '唔着衫', '脫晒', '脱晒', '除光', '鹹片', '咸片', '鹹濕', '咸湿', '三級片', '三级片',
    '打飛機', '打飞机', '閪', '㞗', '屌', '扑嘢', '撲嘢', '打真軍', '打真军', '露兩點', '露两点', '大波妹', '波霸', '胸圍', '胸围',
    'ceoi saam', 'chui saam', 'cheui saam', 'mou zoek saam', 'mo jeuk saam', 'mou jeuk saam', 'haam sap', 'ham sap', 'haam pin',
    'ham pin', 'daa fei gei', 'da fei gei', 'zou oi', 'jou oi', 'bok je',
  ],
  adulthood: [
    '已經夠秤', '已经够秤', '過咗十八', '过咗十八', '十八歲以上', '成年女人', '熟女',
    'sing jan', 'sing nin jan', 'daai jan', 'sing suk', 'suk neoi',
  ],
  harmless: ['大細路', '大细路', '細路仔玩意', '细路仔玩意', '啤啤熊', 'bb霜'],
  youngBody: ['毛都未生齊', '毛都未生齐', '未生毛', '冇胸', '無胸', '未發育完', '仲未發育', '仲未发育', 'mou hung'],
  childhoodItems: ['尿片', '紙尿片', '纸尿片', '奶樽', '奶咀', '口水肩', '孖辮', '孖辫', 'niu pin', 'naai zeon', 'naai jeun'],
  // Not '佢' (she, he, it), one character. Romanised terms are written as one word: a phrase is read by its last syllable ('zai').
  people: [
    '女人', '男人', '女仔', '男仔', '靚女', '靓女', '靚仔', '靓仔', '條女', '条女', '老婆', '老公', '新娘', '女朋友', '男朋友', '模特兒',
    '模特儿', '金髮', '金发', 'lengneoi', 'lenglui', 'lengzai', 'lengjai', 'lopo',
  ],
  ageUnits: ['seoi', 'seui'],
  ageWords: ['nin ling', 'ninling'],
  numberWords: NUMBER_WORDS,
});
