import { vocabulary } from './types';

/**
 * Wu (Shanghainese), written in Chinese characters, simplified and traditional, with the Wugniu spellings
 * of its own words ('shiau noe' for 小囡). The words Wu shares with Mandarin ('小学生', '幼儿园', '未成年')
 * are in zh.ts, and the engine reads '十三岁'; this file holds the Shanghainese words. Characters are
 * found anywhere in the text, so a term is a compound no ordinary word contains: not '小人' (a child in
 * Shanghainese, a petty man in Mandarin, '小人物'). '小姑娘' and '小娘鱼' (a lass) are said of young
 * women too, and are cues of a sexual prompt.
 */
export default vocabulary('wuu', 'Wu (Shanghainese)', {
  minors: [
    '小囡', '小囝', '小毛头', '小毛頭', '囡囡头', '囡囡頭',
    'shiau noe', 'xiau noe', 'siau noe', 'shiau noe noe', 'shiau mau deu', 'xiau mau deu', 'siau mau deu',
  ],
  schoolLevels: ['小学堂', '小學堂', '中学堂', '中學堂', 'shiau ghoq', 'shiau ghoq san'],
  ageOfConsent: [
    '勿满十八岁', '勿滿十八歲', '勿到十八岁', '勿到十八歲', '勿满18岁', '勿到18岁', '还勿到十八', '還勿到十八', '还呒没十八',
    '呒没成年', '嘸沒成年', '勿成年',
  ],
  lifeEvents: ['剃满月头', '剃滿月頭', '做周岁', '做週歲', '开蒙', '開蒙'],
  minorCues: [
    '小姑娘', '小娘鱼', '小娘魚', '小鬼头', '小鬼頭', '学生子', '學生子', '囡囡', '小妹妹头',
    'shiau ku gnian', 'shiau gnian ng', 'ghoq san tsy',
  ],
  sexual: ['光屁股', '光屁屁', '屄', '赤膊赤卵', '脱得精光', '脫得精光', '剥光衣裳', '剝光衣裳', '脱光衣裳', '脫光衣裳'],
  adulthood: ['大人家', '成年人家', 'du gnin', 'du nin'],
  harmless: ['小囡脾气', '小囡脾氣'],
  youngBody: ['呒没发育', '嘸沒發育', '还勿发育', '還勿發育', '扁平胸'],
  childhoodItems: ['饭单', '飯單', '围兜兜', '圍兜兜', '开裆裤', '開襠褲', '摇篮车', '搖籃車'],
  // The Shanghainese words for grown-ups, with the Mandarin ones Shanghai says too; not '伊' (she, he), one syllable.
  people: [
    '女人家', '男人家', '家主婆', '老婆', '老公', '新娘子', '姑娘', '阿姐', '小伙子', '小夥子', '模特儿', '模特兒', '女朋友', '男朋友', '小开', '小開',
  ],
});
