import { vocabulary } from './types';

/**
 * Mandarin typed in pinyin without tones, the forms zh.ts does not list ('xiao meimei', 'xiao nvhai',
 * 'you nv'), with 'ü' typed 'v' or 'u' ('nvhai', 'nuhai'); and the school-grade abbreviations written in
 * characters (小五, 初二), which zh.ts leaves out. Syllables are ordinary words and names alone ('xiao',
 * 'mei', 'you'), so pinyin is listed in phrases and long words, which are also found written as one word.
 * Not 'nvhai' (女孩, a girl) alone: zh.ts lets '女孩' pass, as it is said of women, and an age beside it is
 * read by the age rules ('14 sui nvhai'). Not 'youn' (幼女 typed short): it is the Korean name Youn. Not
 * 'xiaohai' (小孩) or 'haizi' alone: 'Xiao Hai' is a given name and Haizi a poet. 'luolu' (裸露, exposed)
 * is a sexual word, not a child. Not 'chengnian' (成年, adult) alone for adulthood: it is in 'wei
 * chengnian' (under age), which a negative prompt names to protect. The grades are compounds no ordinary
 * word contains: not '小一' (in '大小一样', the same size) nor '初一' (the first day of a lunar month,
 * '大年初一'), but '小一学生', '读初一'.
 */

/**
 * Pinyin numbers 1-99 read before 'sui' (years of age): units, teens ('shisan', 'shi san'), tens
 * ('ershi', 'er shi') and compounds ('ershisan', 'er shi san', 23, which hold 'san'), joined and spaced.
 * Not 'er' (2), 'si' (4) nor 'ba' (8) alone: 'er' is the Norwegian and Danish 'is' ('det er år siden',
 * it has been years), 'si' the Kurdish 'sî' (30), and 'ba' joins a unit into the Slavic 'balet' (ballet,
 * '8 let'); they are read in compounds ('shisi', 14).
 */
const UNITS = ['yi', 'er', 'san', 'si', 'wu', 'liu', 'qi', 'ba', 'jiu'];
const NOT_ALONE = new Set(['er', 'si', 'ba']);
const NUMBER_WORDS: Record<string, number> = { shi: 10, liang: 2 };
UNITS.forEach((unit, index) => {
  if (!NOT_ALONE.has(unit)) NUMBER_WORDS[unit] = index + 1;
  for (const joint of ['', ' ']) NUMBER_WORDS[`shi${joint}${unit}`] = 11 + index;
});
UNITS.slice(1).forEach((ten, index) => {
  const tens = (index + 2) * 10;
  for (const joint of ['', ' ']) {
    NUMBER_WORDS[`${ten}${joint}shi`] = tens;
    UNITS.forEach((unit, unitIndex) => {
      for (const second of ['', ' ']) NUMBER_WORDS[`${ten}${joint}shi${second}${unit}`] = tens + unitIndex + 1;
    });
  }
});

/** Primary years 小一 to 小六 and junior-secondary years 初一 to 初三, with a verb or a pupil word. */
const GRADES = ['小一', '小二', '小三', '小四', '小五', '小六', '初一', '初二', '初三'];
const GRADE_PHRASES = GRADES.flatMap((grade) => [
  `读${grade}`, `讀${grade}`, `念${grade}`, `升${grade}`, `${grade}学生`, `${grade}學生`,
  // '小三' is also a mistress: '小三女生' is not read
  ...(grade === '小三' ? [] : [`${grade}女生`, `${grade}男生`]),
  ...(grade.startsWith('初') ? [`${grade}年级`, `${grade}年級`] : []),
]);
/** Taiwan's junior-high years 國一 to 國三 ('中國一' is inside other words, so only with a pupil word). */
const TAIWAN_GRADES = ['國一', '國二', '國三', '国一', '国二', '国三'].flatMap((grade) => [`${grade}學生`, `${grade}学生`, `${grade}女生`, `${grade}男生`, `讀${grade}`, `读${grade}`]);

export default vocabulary('cmn', 'Mandarin (pinyin)', {
  minors: [
    'xiao meimei', 'xiaomeimei', 'xiao mei mei', 'you nv', 'younv', 'you nu', 'younu', 'xiao nvhai', 'xiao nuhai', 'xiao nanhai',
    'xiao xuesheng', 'xiaoxue sheng', 'xiao pengyou', 'xiao haizi', 'luoli kong', 'luolikong', 'luoli meizi', 'zhengtai kong',
    'shaonv', 'shao nv', 'shaonu', 'shao nu', 'youtong', 'you tong', 'nutong', 'nv tong', 'nu tong', 'wei chengnian', 'xuesheng mei',
    'liantong pi', 'lian tong pi', 'youchi', 'xiao yatou', 'xinsheng er', 'ying you er', 'yingyouer',
  ],
  schoolLevels: [
    ...GRADE_PHRASES,
    ...TAIWAN_GRADES,
    'chuzhong', 'chu zhong', 'chuzhong sheng', 'chu zhongsheng', 'chuzhong nvsheng', 'gaozhong sheng', 'gaozhong nvsheng',
    'gao zhong sheng', 'xiaoxue nvsheng', 'xiaoxue yinianji', 'youer yuan', 'tuoersuo', 'tuo er suo', 'guozhongsheng',
    'guoxiaosheng', 'du chuzhong', 'du xiaoxue', 'shang xiaoxue', 'shang chuzhong', 'xiao yi sheng', 'chu yi sheng',
    ...['yi', 'er', 'san', 'si', 'wu', 'liu', 'qi', 'ba', 'jiu'].flatMap((grade) => [`${grade} nianji`, `${grade} nian ji`]),
  ],
  ageOfConsent: [
    'weiman shiba sui', 'wei man shiba sui', 'weiman 18 sui', 'wei man 18 sui', 'weiman 18', 'budao shiba sui', 'bu dao 18 sui',
    'bu dao shiba sui', 'hai mei chengnian', 'haimei chengnian', 'mei chengnian', 'meichengnian', 'hai wei chengnian',
    'shang wei chengnian', 'shangwei chengnian',
  ],
  lifeEvents: ['zhuazhou', 'zhua zhou', 'manyue jiu', 'bairi yan', 'shaoxiandui', 'shao xian dui', 'ru dui yishi'],
  minorCues: [
    'xiao guniang', 'xiaoguniang', 'nv xuesheng', 'nvxuesheng', 'nu xuesheng', 'nuxuesheng', 'chuan xiaofu', 'xiaofu meinv',
    'shuishoufu', 'shui shou fu', 'tongyan', 'wawalian', 'wawa lian', 'youtai', 'zhinen', 'honglingjin',
    'hong lingjin', 'xuesheng zhuang', 'shubao',
  ],
  sexual: [
    'luolu', 'quanluo', 'quan luo', 'luozhao', 'luo zhao', 'tuoguang', 'tuo guang', 'xinggan', 'neiyi', 'qingqu neiyi',
    'bijini', 'shouyin', 'koujiao', 'kou jiao', 'rufang', 'rutou', 'yindao', 'yinjing', 'jiba', 'chiluo', 'chi luo',
    'yisibugua', 'yi si bu gua', 'qingse', 'xingai', 'xing ai', 'yindang', 'saohuo', 'wuma', 'ruzhao', 'neiku', 'dingziku',
    'xing jiao', 'zuo ai',
  ],
  adulthood: [
    'chengnian nvxing', 'chengnian nuxing', 'chengshu', 'cheng shu', 'shiba sui yishang', '18 sui yishang', 'yi chengnian',
    'yichengnian', 'yijing chengnian',
  ],
  youngBody: [
    'pingxiong', 'ping xiong', 'pinru', 'pin ru', 'wei fayu', 'weifayu', 'mei fayu', 'meifayu', 'hai mei fayu',
  ],
  childhoodItems: [
    'niaobu', 'niao bu', 'zhiniaoku', 'zhi niao ku', 'naizui', 'nai zui', 'naiping', 'nai ping', 'shuangmawei', 'shuang mawei',
    'yangjiaobian', 'kaidangku', 'kai dang ku',
  ],
  // Not 'ta' (she, he), one syllable, nor 'mote' (模特, a model), the English word.
  people: [
    'nvren', 'nuren', 'nanren', 'nvhai', 'nuhai', 'nanhai', 'nvsheng', 'nusheng', 'nansheng', 'meinv', 'meinu', 'guniang', 'shunv', 'nvshi',
    'nushi', 'laopo', 'laogong', 'qizi', 'zhangfu', 'xinniang', 'nvyou', 'nuyou', 'nanyou', 'shaofu', 'xiaojie',
  ],
  ageUnits: ['zhousui', 'zhou sui'],
  ageWords: ['nian ling', 'nianling shi', 'sui shu'],
  numberWords: NUMBER_WORDS,
});
