import { vocabulary } from './types';

/**
 * Japanese is written without spaces in three scripts (kanji, hiragana, katakana), so its terms are found
 * anywhere in the text: a term must not be part of an ordinary longer word (not '尻', which is in
 * '尻尾', a tail), or that word is listed as harmless ('裸足', barefoot, for '裸'). Romaji are listed as
 * Latin terms, long forms only ('youjo', not 'yojo', which is masking tape). School grades are names of their own (中学生,
 * 女子高生, JK/JC/JS); 'shoujo' and 'shounen' are also names of manga genres, so in Latin letters they
 * are cues of a sexual prompt, while 少年 in kanji is a minor except in the genre names. The adult-only
 * label '18歳未満閲覧禁止' is harmless.
 */
/**
 * Numbers 1-17 in kanji, read before a unit of age in kana ('十五さい'; before '歳' they are read already), and in romaji
 * ('juugo sai'). Not the romaji 'ni', 'san', 'yon', 'go', 'nana', 'roku' nor 'juni': words of English, Spanish and Polish
 * ('roku', of the year) or short syllables, and 'Juni' is June in German.
 */
const KANJI_DIGITS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const NUMBER_WORDS: Record<string, number> = {
  十: 10, ichi: 1, shichi: 7, hachi: 8, kyuu: 9, juu: 10, juuichi: 11, juuni: 12, juusan: 13, juuyon: 14, juugo: 15, juuroku: 16, juunana: 17,
  juushichi: 17, jusan: 13, juyon: 14, juroku: 16, junana: 17,
};
KANJI_DIGITS.forEach((digit, index) => {
  NUMBER_WORDS[digit] = index + 1;
  if (index < 7) NUMBER_WORDS[`十${digit}`] = 11 + index;
});

export default vocabulary('ja', 'Japanese', {
  minors: [
    // Kept from the policy's first word lists
    'joshikousei', 'joshikosei', 'joshichuugakusei', 'joshichugakusei',
    '子供', '子ども', 'こども', 'コドモ', '児童', '幼児', '乳児', '乳幼児', '幼女', '女児', '男児', '幼稚園児', '園児',
    '赤ちゃん', '赤ん坊', 'あかちゃん', '新生児', '未成年', '少女', '少年', '幼い子', 'キッズ', 'ちびっ子', 'ちびっこ',
    'ロリ', 'ろり', 'ロリコン', 'ロリータ', 'ショタ', 'しょた', 'ショタコン', '児童ポルノ', '児ポ', '子役', '小児性愛',
    'ペドフィリア', '未成年者', '女子小学生', '女子中学生', '女子高生', '女子高校生', '男子中学生', '男子高校生', 'ようじょ',
    'しょうがくせい', 'ちゅうがくせい', 'じょしこうせい', 'じょしちゅうがくせい',
    // Romaji
    'kodomo', 'kodomotachi', 'youji', 'youjo', 'youjyo', 'jidou', 'jidouporuno', 'jidou poruno', 'akachan',
    'akanbou', 'akanbo', 'shinseiji', 'nyuuji', 'miseinen', 'miseinensha', 'rori', 'rorikon',
    'roricon', 'lolikon', 'shotakon', 'joshishougakusei', 'joshishogakusei', 'joshi kousei',
    'joshi kosei', 'jyoshikousei', 'joshikou', 'danshikousei', 'chibikko',
  ],
  schoolLevels: [
    '小学生', '小学校', '小学', '中学生', '中学校', '高校生', '高等学校', '幼稚園', '保育園', '低学年', '高学年', '中等部',
    '高等部', '中1の', '中2の', '中3の', '中一の', '中二の', '中三の', '小4の', '小5の', '小6の', '高1の', '高2の',
    '小学一年', '中学一年', '中学二年', '中学三年', '高校一年', '高校二年',
    'shougakusei', 'shogakusei', 'shougakkou', 'shogakko', 'chuugakusei', 'chugakusei', 'chuugakkou',
    'chugakko', 'koukousei', 'kokosei', 'youchien', 'yochien', 'youchienji', 'hoikuen', 'shougaku',
    'chuugaku', 'chugaku',
  ],
  ageOfConsent: [
    '18歳未満', '十八歳未満', '18才未満', '十八才未満', '20歳未満', '二十歳未満', 'まだ未成年', '成人前の', '同意年齢未満',
    '性的同意年齢未満', '法定年齢未満', '成人していない',
  ],
  lifeEvents: ['七五三', 'お宮参り', '入園式', '十三参り', '初節句', '元服', '小学校入学', '修学旅行'],
  minorCues: [
    'セーラー服', '学生服', '学ラン', 'スクール水着', 'スク水', 'ブルマー', '体操服', '妹キャラ', '幼い妹', '実の妹', 'いもうと', '幼い', '童顔',
    '幼く見える', '若く見える', '幼げ', 'あどけない', 'ランドセル', 'ロリ顔',
    'shoujo', 'shounen', 'imouto', 'sukumizu', 'taisoufuku', 'jk', 'jc', 'js', 'sailor fuku', 'gakuran', 'dougan',
  ],
  sexual: [
    'ヌード', '全裸', '半裸', '裸体', '裸婦', '丸裸', '真っ裸', 'すっぽんぽん', 'セックス', 'エロ',
    'エッチ', 'えっち', '18禁', '成人向け', 'アダルト', 'ポルノ', 'わいせつ', '猥褻', '卑猥', '淫ら', '淫乱', '乳首',
    'おっぱい', '乳房', '巨乳', '爆乳', 'まんこ', 'ちんこ', 'ちんぽ', '性器', '陰部', '陰毛', '股間',
    'お尻', 'パンティ', 'パンチラ', 'ランジェリー', 'ビキニ', '下着姿', '脱衣', '射精', '精液', '中出し', 'フェラ',
    '手コキ', 'パイズリ', '騎乗位', '正常位', '愛撫', 'オナニー', '自慰', '乱交', '痴漢', '痴女', '勃起',
    '緊縛', '性行為', '性交', 'エロ画像', '裸',
    'zenra', 'oppai', 'chikubi', 'manko', 'chinko', 'chinpo', 'sekkusu', 'nakadashi', 'paizuri', 'ahegao',
    'bukkake', 'onani', 'ecchi', 'etchi', 'hadaka',
  ],
  adulthood: ['大人', 'おとな', '成人', '成年', '成熟した', '大人の女性', '成人女性', '18歳以上', '二十歳以上', 'otona', 'seijin'],
  harmless: [
    '少年漫画', '少年マンガ', '少年ジャンプ', '少年誌', '少年サンデー', '少年マガジン', '赤ちゃん肌', '18歳未満閲覧禁止',
    '18歳未満禁止', '18歳未満お断り', '18歳未満の方は閲覧', '十八歳未満閲覧禁止', '裸足', '裸眼', '裸電球', '裸一貫',
    '赤裸々', '裸子植物', 'エッチング', 'カロリー', 'フロリダ', 'グロリア',
  ],
  youngBody: ['つるぺた', 'ぺったんこ', 'ちっぱい', '幼児体型', '未発達', '貧乳', '膨らみかけ', 'tsurupeta', 'pettanko'],
  childhoodItems: ['おむつ', 'オムツ', '哺乳瓶', '黄色い帽子', 'くまさんパンツ', 'スモック'],
  childhoodHints: ['ツインテール', 'おさげ', '名札'],
  // Whole words only: not '彼' (he), one kanji, nor 'kare', also curry; nor '男の子' (a boy), mostly a child.
  people: [
    '女性', '男性', '女の子', 'ギャル', 'お姉さん', '奥さん', '人妻', '熟女', '男の子', '旦那', '花嫁', '彼女', '彼氏', 'モデル', '金髪',
    'josei', 'dansei', 'onnanoko', 'gyaru', 'oneesan', 'okusan', 'hitozuma', 'hanayome', 'kanojo', 'kareshi', 'kinpatsu', 'moderu',
  ],
  ageUnits: ['歳児', 'さい', 'sai'],
  ageWords: ['nenrei'],
  numberWords: NUMBER_WORDS,
});
