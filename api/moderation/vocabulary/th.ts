import { vocabulary } from './types';

/**
 * Thai, written without spaces: every term is found anywhere in the text, read without tone marks and
 * vowel signs above and below ('เด็ก' is read 'เดก'), so a term must not be part of an ordinary longer
 * word. 'เด็ก' is also said of adults in some trades ('เด็กเสิร์ฟ', 'เด็กฝึกงาน'), which stay harmless;
 * 'นักเรียน' alone is a cue, since adults wear its uniform. Ages in words are anchored on 'อายุ' or on
 * 'ขวบ', which is said of children only ('อายุสิบสาม', 'ห้าขวบ'): a bare 'สามปี' is also part of 'ยี่สิบสามปี'.
 */

const NUMBERS = ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ', 'สิบเอ็ด', 'สิบสอง', 'สิบสาม', 'สิบสี่', 'สิบห้า', 'สิบหก', 'สิบเจ็ด'];
const TEENS = ['สิบเอ็ด', 'สิบสอง', 'สิบสาม', 'สิบสี่', 'สิบห้า', 'สิบหก', 'สิบเจ็ด'];

/**
 * Numbers 1-99 before 'ปี' or 'ขวบ', read anywhere in the text (Thai has no spaces): units, teens ('สิบสาม'),
 * tens ('ยี่สิบ') and their compounds ('ยี่สิบสาม', which holds 'สาม'), with 'เอ็ด' or 'หนึ่ง' for one after a ten.
 */
const THAI_DIGITS = ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
const THAI_TENS = ['สิบ', 'ยี่สิบ', 'สามสิบ', 'สี่สิบ', 'ห้าสิบ', 'หกสิบ', 'เจ็ดสิบ', 'แปดสิบ', 'เก้าสิบ'];
const NUMBER_WORDS: Record<string, number> = {};
THAI_DIGITS.forEach((digit, index) => {
  NUMBER_WORDS[digit] = index + 1;
});
THAI_TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 1) * 10;
  NUMBER_WORDS[`${tens}เอ็ด`] = (index + 1) * 10 + 1;
  THAI_DIGITS.forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${tens}${unit}`] = (index + 1) * 10 + unitIndex + 1;
  });
});

export default vocabulary('th', 'Thai', {
  minors: [
    'เด็ก', 'ทารก', 'ผู้เยาว์', 'วัยรุ่น', 'เด็กนักเรียน', 'นักเรียนหญิง', 'นักเรียนชาย', 'นักเรียนประถม', 'นักเรียนมัธยม', 'ด.ญ.', 'ด.ช.',
    'โลลิ', 'โลลิต้า', 'หนูน้อย', 'ใคร่เด็ก', 'ยังไม่แตกเนื้อสาว', 'ก่อนวัยรุ่น',
    ...NUMBERS.flatMap((number) => [`${number} ขวบ`, `อายุ ${number} ปี`]),
    ...TEENS.map((number) => `อายุ ${number}`),
    'dek ying', 'dekying', 'dek nakrian', 'nakrian ying', 'dek noi', 'wai run', 'wairun', 'phu yao',
  ],
  schoolLevels: [
    'อนุบาล', 'ประถม', 'มัธยม', 'ม.ต้น', 'ม.ปลาย', 'ชั้นประถม', 'ชั้นมัธยม',
    ...['1', '2', '3', '4', '5', '6', '๑', '๒', '๓', '๔', '๕', '๖'].flatMap((grade) => [`ป.${grade}`, `ป. ${grade}`, `ชั้น ม.${grade}`, `นักเรียน ม.${grade}`]),
    ...['1', '2', '3', '๑', '๒', '๓'].map((grade) => `ม.${grade}`),
    'anuban', 'prathom', 'mathayom',
  ],
  ageOfConsent: [
    'ยังไม่บรรลุนิติภาวะ', 'ไม่บรรลุนิติภาวะ', 'ยังไม่ถึงเกณฑ์', 'อายุไม่ถึง 18', 'อายุต่ำกว่า 18', 'อายุไม่ถึงสิบแปด', 'อายุต่ำกว่าสิบแปด',
    'อายุไม่ถึง ๑๘', 'อายุต่ำกว่า ๑๘', 'ต่ำกว่า 18 ปี', 'ยังไม่ถึง 18', 'ยังไม่ถึงสิบแปด', 'ยังไม่ 18',
  ],
  lifeEvents: ['บวชเณร', 'สามเณร', 'โกนจุก', 'วันเด็ก', 'วันแรกที่โรงเรียน', 'ปฐมนิเทศอนุบาล'],
  minorCues: [
    'นักเรียน', 'ชุดนักเรียน', 'ชุดพละ', 'เสื้อคอซอง', 'คอซอง', 'เยาวชน', 'น้องสาวคนเล็ก', 'น้องสาวตัวเล็ก', 'น้องเล็ก', 'หน้าอ่อน', 'เณร', 'chut nakrian', 'nakrian',
  ],
  sexual: [
    'เปลือย', 'เซ็กซ์', 'เซ็กซี่', 'ลามก', 'อนาจาร', 'หนังโป๊', 'ภาพโป๊', 'โป๊เปลือย', 'หน้าอก', 'หัวนม', 'ควย', 'เย็ด', 'ร่วมเพศ',
    'เพศสัมพันธ์', 'ทางเพศ', 'ชุดชั้นใน', 'กางเกงใน', 'บิกินี่', 'ยั่วยวน', 'อีโรติก', 'แก้ผ้า', 'ถอดเสื้อผ้า', 'ไม่ใส่เสื้อผ้า',
    'ช่วยตัวเอง', 'นมโต', 'เงี่ยน', 'pluay', 'plueay',
  ],
  adulthood: ['ผู้ใหญ่', 'บรรลุนิติภาวะ', 'วัยผู้ใหญ่', 'โตเต็มวัย', 'อายุเกิน 18', 'เกิน 18', 'อายุเกินสิบแปด', 'สาวโต'],
  harmless: [
    'เด็กเสิร์ฟ', 'เด็กฝึกงาน', 'เด็กปั๊ม', 'เด็กฝึก', 'เด็กแนว',
    // A child word with its age written after it is left to the age rules ('เด็กหญิงอายุ 13 ปี' is refused as an age)
    'เด็กหญิงอายุ', 'เด็กชายอายุ', 'เด็กอายุ',
    'แพทย์เด็ก', 'หมอเด็ก', 'นักเรียนทุน', 'นักเรียนนอก', 'อดีตนักเรียน',
  ],
  youngBody: ['หน้าอกแบน', 'อกแบน', 'ร่างกายยังไม่โต', 'ยังไม่โต'],
  childhoodItems: ['ผ้าอ้อม', 'แพมเพิส', 'จุกนม', 'ขวดนม'],
  childhoodHints: ['หางเปีย', 'ผมเปีย', 'ตุ๊กตา', 'กระเป๋านักเรียน'],
  numberWords: NUMBER_WORDS,
  // Not 'สาว' (a young woman) alone, which reads 'saw', 'สามี' (a husband), which reads 'sami', the Georgian 'three', nor 'เขา' (he),
  // also 'a horn' and 'a hill'.
  people: [
    'ผู้หญิง', 'ผู้ชาย', 'หญิงสาว', 'สาว', 'สาวสวย', 'ชายหนุ่ม', 'หนุ่ม', 'นางสาว', 'สุภาพสตรี', 'สุภาพบุรุษ', 'ภรรยา', 'เมีย', 'ผัว', 'เจ้าสาว', 'แฟน',
    'นางแบบ', 'เธอ', 'phuying', 'puying', 'phuchai', 'puchai', 'nangsao', 'phanraya', 'chaosao', 'nangbaep',
  ],
});
