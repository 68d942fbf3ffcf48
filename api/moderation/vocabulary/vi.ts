import { vocabulary } from './types';

/**
 * Vietnamese number words from seven to seventeen ('mười ba'). Not five and six: 'năm tuổi' is also one's
 * zodiac year and 'sau tuổi' (without diacritics) 'after the age of'.
 */
const YOUNG_AGES = [
  'bảy', 'tám', 'chín', 'mười', 'mười một', 'mười hai', 'mười ba', 'mười bốn', 'mười tư', 'mười lăm', 'mười sáu', 'mười bảy',
];

/**
 * Vietnamese, written with or without its diacritics: terms are compared without them, so a single
 * short syllable ('bé', 'em', 'trẻ') would collide with English and with other Vietnamese words
 * ('tre' is also bamboo, 'nhà tre' a bamboo house). Terms are phrases of two or more syllables
 * ('trẻ em', 'bé gái'). 'cô gái' and 'thiếu nữ' are said of young women and pass; an age beside them
 * is read by the age rules ('13 tuổi' already is). Ages in number words are listed as phrases. 'học
 * sinh' (a pupil, also in 'đồng phục học sinh', a school uniform) and 'nữ sinh' (a schoolgirl, and in 'nữ
 * sinh viên' a university student) are cues alone, minors with a school level.
 */
/**
 * Numbers 1-99 before 'tuổi', as Vietnamese writes them in a compound ('hai mươi ba', which holds
 * 'ba'): 'mốt' for one, 'tư' for four and 'lăm' or 'nhăm' for five after a tens word, and the spoken
 * short forms that cannot be read otherwise ('hai mốt', 'hai lăm', 'hăm ba', 'băm tư'). Not 'năm' nor 'sáu' alone
 * (see above), nor 'hai ba' (two or three, not 23); nor 'ba', 'bốn', 'bảy' and 'tám' alone: a number word
 * may join its unit, and 'balat', 'bayas', 'bonsai', 'bayar' and 'tamaño' would read as ages.
 */
const DIGITS = ['một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
const AFTER_TENS: readonly (readonly [string, number])[] = [
  ...DIGITS.map((digit, index) => [digit, index + 1] as const), ['mốt', 1], ['tư', 4], ['lăm', 5], ['nhăm', 5], ['bẩy', 7],
];
const NUMBER_WORDS: Record<string, number> = { mười: 10, 'mười tư': 14, 'mười lăm': 15, 'mười bẩy': 17 };
DIGITS.forEach((digit, index) => {
  if (!['ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám'].includes(digit)) NUMBER_WORDS[digit] = index + 1;
  NUMBER_WORDS[`mười ${digit}`] = 11 + index;
  if (index === 0) return;
  const value = (index + 1) * 10;
  NUMBER_WORDS[`${digit} mươi`] = value;
  for (const [unit, unitValue] of AFTER_TENS) {
    NUMBER_WORDS[`${digit} mươi ${unit}`] = value + unitValue;
    if (['mốt', 'tư', 'lăm', 'nhăm'].includes(unit)) NUMBER_WORDS[`${digit} ${unit}`] = value + unitValue;
  }
});
for (const [short, value] of [['hăm', 20], ['băm', 30]] as const) {
  for (const [unit, unitValue] of AFTER_TENS) NUMBER_WORDS[`${short} ${unit}`] = value + unitValue;
}

/** Adult ages that end with one of the young ages above ('hai mươi ba tuổi', 'ba mươi tuổi'). */
const ADULT_AGES = ['hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'].flatMap((tens) =>
  YOUNG_AGES.filter((age) => age.startsWith('mười')).map((age) => `${tens} ${age} tuổi`),
);

export default vocabulary('vi', 'Vietnamese', {
  minors: [
    'trẻ em', 'trẻ con', 'trẻ nhỏ', 'đứa trẻ', 'những đứa trẻ', 'đứa bé', 'em bé gái', 'em bé trai', 'em bé sơ sinh',
    'em bé khỏa thân', 'bé gái', 'bé trai', 'bé gái nhỏ',
    'cô bé', 'cậu bé', 'con nít', 'nhóc con', 'thằng nhóc', 'cháu bé', 'trẻ sơ sinh', 'sơ sinh', 'trẻ mẫu giáo',
    'thiếu nhi', 'nhi đồng', 'thiếu niên', 'thanh thiếu niên', 'vị thành niên', 'trẻ vị thành niên', 'tuổi vị thành niên',
    'học sinh tiểu học', 'học sinh cấp 1', 'học sinh cấp 2', 'học sinh lớp', 'nữ sinh cấp 2', 'nữ sinh cấp 3',
    'nữ sinh trung học', 'nữ sinh tiểu học',
    'nữ sinh lớp', 'ấu dâm', 'kẻ ấu dâm', 'phim sex trẻ em', 'lolicon',
    'bé gái khỏa thân', 'trẻ em khỏa thân', 'tuổi teen',
    ...YOUNG_AGES.map((age) => `${age} tuổi`),
  ],
  schoolLevels: [
    'tiểu học', 'trường tiểu học', 'trung học cơ sở', 'trường cấp hai', 'trường cấp 2', 'trung học phổ thông', 'trường cấp ba',
    'trường cấp 3', 'thcs', 'thpt', 'mẫu giáo', 'mầm non', 'trường mầm non', 'nhà trẻ mẫu giáo',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((grade) => `học lớp ${grade}`),
    ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((grade) => `lớp ${grade}`),
  ],
  ageOfConsent: [
    'chưa đủ tuổi', 'chưa đủ 18', 'chưa đủ 18 tuổi', 'chưa thành niên', 'dưới 18 tuổi', 'dưới 16 tuổi',
    'dưới tuổi đồng thuận', 'chưa đủ tuổi thành niên',
  ],
  lifeEvents: ['tuổi dậy thì', 'dậy thì', 'ngày khai giảng', 'ngày đầu tiên đi học', 'thôi nôi', 'đầy tháng', 'tết thiếu nhi'],
  minorCues: [
    'học sinh', 'nữ sinh', 'đồng phục học sinh', 'áo dài nữ sinh', 'khăn quàng đỏ', 'em gái', 'em gái nhỏ', 'em trai',
    'trông trẻ con', 'mặt búng ra sữa',
    'trông như trẻ con', 'ngây thơ', 'cặp sách', 'gấu bông',
  ],
  sexual: [
    'khỏa thân', 'khoả thân', 'trần truồng', 'lõa thể', 'khiêu dâm', 'tình dục', 'làm tình', 'gợi cảm', 'ngực trần', 'bộ ngực',
    'núm vú', 'đồ lót', 'nội y', 'thoát y', 'quần lót', 'áo ngực', 'âm đạo', 'dương vật', 'địt nhau', 'phim sex', 'ảnh nude',
    'khoe thân', 'cởi đồ', 'không mặc đồ', 'thủ dâm', 'dâm đãng',
  ],
  adulthood: [
    'người lớn', 'người trưởng thành', 'trưởng thành', 'đủ 18 tuổi', 'trên 18 tuổi', 'đã thành niên', 'phụ nữ trưởng thành',
  ],
  harmless: [
    // 'hai mươi ba tuổi' (23) holds 'mười ba tuổi' (13): 'mươi' and 'mười' fold alike
    ...ADULT_AGES,
    'cựu học sinh', 'học sinh cũ', 'nữ sinh viên', 'nữ sinh đại học',
    // 'nữ' (female) folds to the French 'nu' (naked): the phrases it is most often written in
    'phụ nữ', 'thiếu nữ', 'nam nữ', 'nữ giới', 'nữ tính', 'nữ hoàng', 'nữ thần', 'nữ tu', 'nữ diễn viên', 'nữ ca sĩ', 'nữ chiến binh',
    'nữ doanh nhân', 'nữ bác sĩ', 'nữ y tá', 'nữ phi công', 'nữ cảnh sát', 'nữ nhân viên', 'nữ trang', 'nữ sĩ', 'nữ anh hùng',
    'người nữ', 'cô nữ', 'nữ vận động viên', 'nữ giáo viên', 'nữ họa sĩ', 'nữ nhạc sĩ', 'nữ hiệp', 'nữ quân nhân',
  ],
  youngBody: ['ngực phẳng', 'ngực lép', 'chưa phát triển', 'cơ thể chưa phát triển'],
  childhoodItems: ['tã lót', 'bỉm', 'núm ti', 'bình sữa', 'áo lá'],
  childhoodHints: ['tóc buộc hai bên'],
  numberWords: NUMBER_WORDS,
  // A phrase is read by its last word: not 'cô dâu' (a bride), 'người mẫu' (a model), 'tóc vàng' (blonde) nor 'cô nàng', whose 'dau',
  // 'mau', 'vang' and 'nang' are common words; not 'con gái', also a daughter.
  people: [
    'phụ nữ', 'đàn bà', 'cô gái', 'thiếu nữ', 'đàn ông', 'chàng trai', 'quý bà', 'quý ông', 'người vợ', 'bà xã', 'người chồng', 'ông xã',
    'bạn gái', 'bạn trai', 'cô ấy', 'anh ấy', 'gái xinh', 'mỹ nữ', 'người mẫu',
  ],
});
