import { vocabulary } from './types';

/**
 * Akan (Twi and Fante), with its open vowels or without them ('ɔ' and 'ɛ' fold to 'o' and 'e'). 'abeawa'
 * and 'ababaawa' (a girl, a young woman) and 'abarimaa' (a boy) are said of adults too and pass; an age
 * beside them is read by the age rules. Ages are said 'mfe 15' ('a wadi mfe 15', who is 15 years old), so
 * 'mfe' and 'mfirihyia' (years) are words for age; numbers in words after them ('mfe dunum') are listed
 * as phrases. Not 'du' (ten) alone: it is French.
 */

/** 3 to 17 in words, as they follow 'mfe'. */
const YOUNG = [
  'mmiɛnsa', 'mmiensa', 'nnan', 'nnum', 'nsia', 'nson', 'nwɔtwe', 'nkron', 'du', 'dubaako', 'dummienu', 'dumienu',
  'dummiɛnsa', 'dumiɛnsa', 'dunan', 'dunum', 'dunsia', 'dunson',
];

/** Numbers 1-99: units, teens ('dunum'), tens ('aduonu') and their compounds ('aduonu nnum', which ends in 'nnum'). */
const UNITS = ['baako', 'mmienu', 'mmiɛnsa', 'nnan', 'nnum', 'nsia', 'nson', 'nwɔtwe', 'nkron'];
const TEENS = ['dubaako', 'dummienu', 'dummiɛnsa', 'dunan', 'dunum', 'dunsia', 'dunson', 'dunwɔtwe', 'dunkron'];
const TENS = ['aduonu', 'aduasa', 'aduanan', 'aduonum', 'aduosia', 'aduoson', 'aduowɔtwe', 'aduokron'];
const NUMBER_WORDS: Record<string, number> = { edu: 10 };
UNITS.forEach((unit, index) => (NUMBER_WORDS[unit] = index + 1));
TEENS.forEach((teen, index) => (NUMBER_WORDS[teen] = 11 + index));
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${tens} ${unit}`] = (index + 2) * 10 + unitIndex + 1));
});

export default vocabulary('ak', 'Akan', {
  minors: [
    'abofra', 'mmofra', 'akwadaa', 'nkwadaa', 'abofra ketewa', 'mmofra nketewa', 'abofrabaa', 'abofra-baa', 'abofra barima',
    'abeawa ketewa', 'abarimaa ketewa', 'ababaawa ketewa', 'sukuuni abofra', 'sukuu mmofra', 'sukuuni abeawa', 'sukuuni abarimaa',
    'abofra a onnyinii',
    ...YOUNG.flatMap((number) => [`mfe ${number}`, `mfeɛ ${number}`, `mfirihyia ${number}`]),
  ],
  schoolLevels: [
    'praemari sukuu', 'praemari', 'praimari', 'jhs', 'junior high sukuu', 'shs sukuu', 'kindagaatin', 'nasri sukuu',
    ...[1, 2, 3].flatMap((form) => [`jhs ${form}`, `jhs${form}`, `shs ${form}`, `shs${form}`]),
    ...[1, 2, 3, 4, 5, 6].map((grade) => `praemari ${grade}`),
  ],
  ageOfConsent: [
    'onnii mfe 18', 'nnii mfe 18', 'onnya nnii mfe 18', 'ase mfe 18', 'mfe 18 ase', 'onnii mfe dunwɔtwe', 'onnyinii',
    'onnya nnyinii',
  ],
  lifeEvents: ['bragoro', 'abadinto', 'sukuu da a edi kan', 'ne bra a edi kan'],
  minorCues: [
    'sukuu atade', 'sukuu ntadeɛ', 'me nuabea ketewa', 'nuabea ketewa', 'me nuabarima ketewa', 'mmofraase', 'ɔte sɛ abofra',
    'sukuufoɔ', 'sukuuni', 'ɔyɛ ketewa',
  ],
  sexual: [
    'adagyaw', 'ne ho da hɔ', 'atadeɛ biara nni ne ho', 'ntadeɛ biara nni ne ho', 'nufu', 'nufuo', 'ɔyi n’ataadeɛ', 'yi ne ntadeɛ',
    'aguamammɔ', 'aguaman', 'nna mu nsɛm', 'ɔbaa ne ɔbarima nna',
  ],
  adulthood: [
    'ɔpanin', 'mpanimfoɔ', 'ɔbaa panin', 'ɔbaa a wanyin', 'wanyin', 'watwa mfe 18', 'ɔboro mfe 18',
  ],
  harmless: [
    // A student of a university
    'sukuupɔn so sukuufoɔ', 'yunivɛsiti sukuufoɔ', 'yunivɛsiti sukuuni',
  ],
  youngBody: ['nufu nni ne ho', 'ne nufu mfii', 'ne koko yɛ tratraa', 'ne nipadua nnyinii'],
  childhoodItems: ['nufusu toa', 'abofra nufusu toa'],
  childhoodHints: ['sukuu kotoku'],
  ageWords: ['mfe', 'mfeɛ', 'mfirihyia', 'wadi mfe'],
  numberWords: NUMBER_WORDS,
  // Not 'ɔno' (she, he): it reads 'ono', a Japanese name.
  people: [
    'ɔbaa', 'mmaa', 'ɔbarima', 'mmarima', 'abeawa', 'ababaawa', 'mmabaawa', 'abarimaa', 'awuraa', 'owura', 'yere', 'kunu', 'ayeforo', 'mpena',
    'ɔdɔfo',
  ],
});
