import { vocabulary } from './types';

/**
 * Chinese, simplified and traditional, both listed where the characters differ (儿童/兒童). Chinese is
 * written without spaces, so a term is found inside longer words: terms are compounds that no ordinary
 * word contains ('高中生', not '高中', which is in '提高中文'; not '国小', which is in '中国小吃'). '女孩'
 * and '女孩子' are what adult women are called too, and pass; '孩子' alone is a child. Pinyin is listed
 * in long forms only, with and without spaces ('xiaoxuesheng', 'xiao xue sheng'): short syllables are
 * ordinary Chinese names and words ('xiaoxue' is a given name and the solar term 小雪). The adult-only
 * label '未满18岁禁止' is harmless.
 */
/**
 * Numbers 1-17 in characters, read before a unit of age ('十五周岁'; before '岁' alone they are read already). Pinyin is in
 * zh-latn.ts.
 */
const DIGITS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const NUMBER_WORDS: Record<string, number> = { 两: 2, 兩: 2, 十: 10 };
DIGITS.forEach((digit, index) => {
  NUMBER_WORDS[digit] = index + 1;
  if (index < 7) NUMBER_WORDS[`十${digit}`] = 11 + index;
});

export default vocabulary('zh', 'Chinese', {
  minors: [
    '儿童', '兒童', '小孩', '孩子', '孩童', '幼儿', '幼兒', '婴儿', '嬰兒', '婴幼儿', '嬰幼兒', '新生儿', '新生兒', '宝宝', '寶寶',
    '幼女', '幼童', '女童', '男童', '小女孩', '小男孩', '小朋友', '熊孩子', '小屁孩', '女娃', '男娃', '萝莉', '蘿莉', '正太',
    '萝莉控', '蘿莉控', '正太控', '未成年', '未成年人', '少女', '少年', '青少年', '学生妹', '學生妹', '幼齿', '幼齒', '雏妓',
    '雛妓', '童妓', '恋童', '戀童', '娈童', '孌童', '儿童色情', '兒童色情', '儿童色情片', '女初中生', '女高中生', '未成年少女',
    // Pinyin
    'ertong', 'er tong', 'xiaohaizi', 'xiao hai zi', 'xiaonvhai', 'xiao nv hai', 'xiaonuhai',
    'xiao nu hai', 'xiaonanhai', 'xiao nan hai', 'xinshenger', 'luoli', 'luo li', 'xiaoluoli', 'xiao luo li',
    'zhengtai', 'weichengnian', 'wei cheng nian', 'qingshaonian', 'xiaopengyou', 'xiao peng you', 'nvtong', 'liantongpi',
    'xueshengmei',
  ],
  schoolLevels: [
    '小学', '小學', '小学生', '小學生', '初中', '初中生', '國中生', '中学生', '中學生', '高中生', '高中女生', '高中男生',
    '幼儿园', '幼兒園', '幼稚园', '幼稚園', '托儿所', '托兒所', '上高中', '读高中', '讀高中', '念高中', '高中部',
    '初三学生', '小学一年级', '六年级', '六年級', '五年级', '五年級',
    'xiaoxuesheng', 'xiao xue sheng', 'chuzhongsheng', 'chu zhong sheng', 'zhongxuesheng', 'zhong xue sheng',
    'gaozhongsheng', 'gao zhong sheng', 'youeryuan', 'you er yuan', 'youzhiyuan',
  ],
  ageOfConsent: [
    '未满18岁', '未满十八岁', '未滿18歲', '未滿十八歲', '不满18岁', '不滿18歲', '不到18岁', '不到十八岁', '不到18歲',
    '还没成年', '還沒成年', '尚未成年', '没成年', '沒成年', '还未成年', '還未成年', '未到法定年龄', '未達法定年齡',
    '低于法定年龄', '未到性同意年龄', '低于性同意年龄', '低於性同意年齡', '不满十四岁', '未满十四岁',
  ],
  lifeEvents: ['抓周', '百日宴', '满月酒', '滿月酒', '六一儿童节', '小学入学', '少先队', '少先隊', '入队仪式'],
  minorCues: [
    '校服', '水手服', '学生装', '學生裝', '妹妹', '童颜', '童顏', '娃娃脸', '娃娃臉', '幼态', '幼態', '稚嫩',
    '萝莉脸', '红领巾', '紅領巾', '看起来很小', '看起來很小', '看起来像小孩', '童年', '书包', '書包',
  ],
  sexual: [
    '裸体', '裸體', '全裸', '裸照', '裸露', '裸', '赤裸', '脱光', '脫光', '一丝不挂', '一絲不掛', '色情', '情色', '性爱', '性愛',
    '做爱', '做愛', '性交', '乳头', '乳頭', '乳房', '奶子', '巨乳', '阴道', '陰道', '阴茎', '陰莖', '阴部', '陰部', '鸡巴', '雞巴',
    '生殖器', '内衣', '內衣', '情趣内衣', '比基尼', '丁字裤', '丁字褲', '内裤', '內褲', '自慰', '手淫', '口交', '肛交', '射精',
    '精液', '露点', '露點', '无码', '無碼', '黄片', '黃片', '涩图', '澀圖', '色图', '瑟图', '性感', '诱惑', '誘惑', '淫荡',
    '淫蕩', '骚货', '騷貨', '成人片', '强奸', '強姦', '性行为', '性行為', '啪啪', '福利姬',
    'luoti', 'seqing', 'zuoai', 'xingjiao', 'naizi', 'huangpian',
  ],
  adulthood: ['成年人', '成人', '成年', '已成年', '成熟', '大人', '成年女性', '18岁以上', '十八岁以上', '18歲以上', 'chengren', 'chengnianren'],
  harmless: [
    '女孩子', '男孩子', '孩子气', '孩子氣', '未满18岁禁止', '未滿18歲禁止', '未满18岁请离开', '未满十八岁禁止', '裸妆', '裸妝',
    '裸色', '裸眼', '裸足', '裸子植物', '赤裸裸', '童年回忆', '童年回憶',
  ],
  youngBody: ['平胸', '贫乳', '貧乳', '未发育', '未發育', '发育中', '發育中', '没发育', '飞机场胸'],
  childhoodItems: ['尿布', '纸尿裤', '紙尿褲', '奶嘴', '奶瓶', '小熊内裤', '卡通内裤'],
  childhoodHints: ['双马尾', '雙馬尾', '羊角辫', '羊角辮'],
  // Whole words only: not '她' (she) nor '他' (he), one character, nor '模特' (a model), which reads as the English 'mote'.
  people: [
    '女人', '男人', '女孩', '女性', '男性', '女士', '姑娘', '美女', '少妇', '少婦', '妻子', '老婆', '丈夫', '老公', '新娘', '女朋友', '男朋友', '模特儿', '模特', '男孩',
    '模特兒', 'nvren', 'nuren', 'nvhai', 'nuhai', 'guniang', 'laopo',
  ],
  ageUnits: ['周岁', '週歲', 'sui'],
  ageWords: ['nianling'],
  numberWords: NUMBER_WORDS,
});
