import { vocabulary } from './types';

/**
 * Lao, in Lao script and in the romanisation people type ('dek noy'). Lao is written without spaces, so
 * a term is found anywhere in the text, read without its tone marks and the vowel signs above and below
 * ('ເດັກ' is read 'ເດກ'), as Thai is; 'ໜ' is read 'ຫນ'. 'ນັກຮຽນ' (a pupil) and 'ສາວນ້ອຍ' (a young girl,
 * also a young woman) are cues of a sexual prompt, as the Thai words are. 'ເດັກ' is also said of adults in
 * some trades ('ເດັກເສີບ', a waiter), which are harmless. The engine reads ages before 'ປີ' and 'ຂວບ'
 * ('13 ປີ'); it has no exception for 'ປີກ' (a wing), as it has for the Thai 'ปีก'.
 */

/**
 * Numbers 1-99 in words before 'ປີ' or 'ຂວບ', found anywhere: units, teens ('ສິບສາມ', 13), tens ('ຊາວ',
 * 'ສາມສິບ') and compounds ('ຊາວສາມ', 23, which holds 'ສາມ'), with 'ເອັດ' for one after a ten.
 */
const UNITS = ['ຫນຶ່ງ', 'ສອງ', 'ສາມ', 'ສີ່', 'ຫ້າ', 'ຫົກ', 'ເຈັດ', 'ແປດ', 'ເກົ້າ'];
const TENS = ['ສິບ', 'ຊາວ', 'ສາມສິບ', 'ສີ່ສິບ', 'ຫ້າສິບ', 'ຫົກສິບ', 'ເຈັດສິບ', 'ແປດສິບ', 'ເກົ້າສິບ'];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
});
TENS.forEach((ten, index) => {
  const tens = (index + 1) * 10;
  NUMBER_WORDS[ten] = tens;
  NUMBER_WORDS[`${ten}ເອັດ`] = tens + 1;
  UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${ten}${unit}`] = tens + unitIndex + 1));
});

const PRIMARY = ['1', '2', '3', '4', '5', '໑', '໒', '໓', '໔', '໕'];
const SECONDARY = ['1', '2', '3', '4', '5', '6', '7', '໑', '໒', '໓', '໔', '໕', '໖', '໗'];

export default vocabulary('lo', 'Lao', {
  minors: [
    'ເດັກ', 'ເດັກນ້ອຍ', 'ເດັກຍິງ', 'ເດັກຊາຍ', 'ແອນ້ອຍ', 'ລູກນ້ອຍ', 'ໄວລຸ້ນ', 'ຜູ້ເຍົາ', 'ນັກຮຽນຍິງ', 'ນັກຮຽນຊາຍ', 'ນັກຮຽນປະຖົມ',
    'ນັກຮຽນມັດທະຍົມ', 'ໂລລິ', 'ຍັງບໍ່ເປັນໄວລຸ້ນ', 'ກ່ອນໄວລຸ້ນ', 'ສື່ລາມົກເດັກ',
    'dek noy', 'dek noi', 'dek nying', 'dek ying', 'dek xai', 'dek sai', 'ae noy', 'luk noy', 'vai lun', 'vay lun', 'phu nyao',
    'nak hian nying', 'nakhian nying',
  ],
  schoolLevels: [
    'ອະນຸບານ', 'ປະຖົມ', 'ມັດທະຍົມ', 'ຊັ້ນປະຖົມ', 'ຊັ້ນມັດທະຍົມ', 'ໂຮງຮຽນປະຖົມ', 'ມ.ຕົ້ນ', 'ມ.ປາຍ',
    ...PRIMARY.flatMap((grade) => [`ປ.${grade}`, `ປ. ${grade}`]),
    ...SECONDARY.flatMap((grade) => [`ຊັ້ນ ມ.${grade}`, `ນັກຮຽນ ມ.${grade}`]),
    'anuban', 'pathom suksa', 'mathanyom', 'matthayom',
  ],
  ageOfConsent: [
    'ຍັງບໍ່ບັນລຸນິຕິພາວະ', 'ບໍ່ບັນລຸນິຕິພາວະ', 'ອາຍຸບໍ່ຮອດ 18', 'ອາຍຸບໍ່ຮອດ ໑໘', 'ອາຍຸຕ່ຳກວ່າ 18', 'ອາຍຸຕ່ຳກວ່າ ໑໘', 'ຕ່ຳກວ່າ 18 ປີ',
    'ຍັງບໍ່ຮອດ 18', 'ອາຍຸບໍ່ເຖິງ 18', 'ອາຍຸບໍ່ຮອດສິບແປດ', 'ຍັງບໍ່ຮອດສິບແປດ',
  ],
  lifeEvents: ['ບວດເນນ', 'ສາມະເນນ', 'ມື້ທຳອິດໄປໂຮງຮຽນ', 'ວັນເປີດຮຽນມື້ທຳອິດ'],
  minorCues: ['ນັກຮຽນ', 'ຊຸດນັກຮຽນ', 'ສາວນ້ອຍ', 'ນ້ອງສາວນ້ອຍ', 'ໜ້າອ່ອນ', 'ເບິ່ງຄືເດັກ', 'nakhian', 'nak hian', 'sao noy'],
  sexual: [
    'ເປືອຍ', 'ເປືອຍກາຍ', 'ແກ້ຜ້າ', 'ຮູບໂປ້', 'ໜັງໂປ້', 'ຮ່ວມເພດ', 'ເພດສຳພັນ', 'ເຊັກຊີ່', 'ເຕົ້ານົມ', 'ຫົວນົມ', 'ຊຸດຊັ້ນໃນ',
    'ອະນາຈານ', 'ລາມົກ', 'ບໍ່ນຸ່ງເຄື່ອງ', 'ບິກີນີ', 'pueay', 'peuay', 'kae pha', 'nang po',
  ],
  adulthood: ['ຜູ້ໃຫຍ່', 'ບັນລຸນິຕິພາວະແລ້ວ', 'ອາຍຸເກີນ 18', 'ເກີນ 18 ປີ', 'ອາຍຸເກີນສິບແປດ', 'ສາວໃຫຍ່', 'phu nyai'],
  harmless: ['ເດັກເສີບ', 'ເດັກຝຶກງານ', 'ແພດເດັກ', 'ທ່ານໝໍເດັກ'],
  youngBody: ['ເອິກແປ', 'ໜ້າເອິກແປ', 'ຍັງບໍ່ເປັນສາວ', 'ຮ່າງກາຍຍັງບໍ່ເຕີບໂຕ'],
  childhoodItems: ['ຜ້າອ້ອມ', 'ຂວດນົມ', 'ຈຸກນົມ', 'ແພມເພີສ', 'ກະເປົານັກຮຽນ'],
  // Not 'ນາງ' (she) nor 'ລາວ' (he, she; also 'Lao'), which read 'nang', a Tagalog word, and 'lav'; romanised phrases are written as one
  // word ('phuying'), since a phrase is read by its last word and 'sao' is Portuguese.
  people: [
    'ແມ່ຍິງ', 'ຜູ້ຍິງ', 'ຜູ້ຊາຍ', 'ສາວ', 'ຍິງສາວ', 'ບ່າວ', 'ນາງສາວ', 'ທ້າວ', 'ສຸພາບສະຕີ', 'ສຸພາບບຸລຸດ', 'ເມຍ', 'ຜົວ', 'ເຈົ້າສາວ', 'ແຟນ',
    'ນາງແບບ', 'phuying', 'phuxai', 'phusai', 'maeying', 'jaosao', 'chaosao',
  ],
  ageUnits: ['ປີ', 'ຂວບ', 'khuap'],
  ageWords: ['ອາຍຸ'],
  numberWords: NUMBER_WORDS,
});
