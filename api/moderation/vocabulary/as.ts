import bn from './bn';
import { vocabulary } from './types';

/**
 * Assamese, in its script (the Bengali letters with 'ৰ' and 'ৱ') and in the Latin spellings people type
 * ('lora suwali', 'xoru suwali', with 'x' for 'স'). Terms are read without vowel signs; the words spelt as
 * in Bengali ('শিশু', 'নাবালিকা', 'নগ্ন') are Bengali's, and only Assamese spellings are listed
 * ('কিশোৰী', 'প্ৰাপ্তবয়স্ক'). 'ছোৱালী' and 'ল'ৰা' (girl, boy) are said of adults and pass; an age beside
 * them is refused ('১৩ বছৰীয়া ছোৱালী'). Words joined by an apostrophe are also listed with the typographic
 * one and without it.
 */

const APOSTROPHES = /'/g;
/** A term with the apostrophe typed straight, curly, or left out ('ল'ৰা', 'ল’ৰা', 'লৰা'). */
const typed = (...terms: string[]) =>
  [...new Set(terms.flatMap((term) => [term, term.replace(APOSTROPHES, '\u2019'), term.replace(APOSTROPHES, '')]))];

/** Numbers 1-99 before 'বছৰ', one a position (Assamese has a word for every number), spellings separated by '|'. */
const ASSAMESE_NUMBERS = [
  'এক', 'দুই', 'তিনি', 'চাৰি', 'পাঁচ', 'ছয়', 'সাত', 'আঠ', 'ন', 'দহ',
  'এঘাৰ', 'বাৰ', 'তেৰ', 'চৈধ্য', 'পোন্ধৰ', 'ষোল্ল|ষোল', 'সোতৰ', 'ওঠৰ', 'ঊনৈছ', 'বিছ|কুৰি',
  'একৈছ', 'বাইছ', 'তেইছ', 'চৌবিছ', 'পঁচিছ', 'ছাব্বিছ', 'সাতাইছ', 'আঠাইছ', 'ঊনত্ৰিছ', 'ত্ৰিছ',
  'একত্ৰিছ', 'বত্ৰিছ', 'তেত্ৰিছ', 'চৌত্ৰিছ', 'পঁয়ত্ৰিছ', 'ছয়ত্ৰিছ', 'সাতত্ৰিছ', 'আঠত্ৰিছ', 'ঊনচল্লিছ', 'চল্লিছ',
  'একচল্লিছ', 'বিয়াল্লিছ', 'তেতাল্লিছ', 'চৌৱাল্লিছ', 'পঁয়তাল্লিছ', 'ছয়াল্লিছ', 'সাতচল্লিছ', 'আঠচল্লিছ', 'ঊনপঞ্চাছ', 'পঞ্চাছ',
  'একাৱন', 'বাৱন', 'তিপ্পন্ন', 'চৌৱন', 'পঞ্চাৱন', 'ছাপ্পন্ন', 'সাতাৱন', 'আঠাৱন', 'ঊনষাঠি', 'ষাঠি',
  'একষষ্ঠি', 'বাষষ্ঠি', 'তেষষ্ঠি', 'চৌষষ্ঠি', 'পঁয়ষষ্ঠি', 'ছয়ষষ্ঠি', 'সাতষষ্ঠি', 'আঠষষ্ঠি', 'ঊনসত্তৰ', 'সত্তৰ',
  'একসত্তৰ', 'বাসত্তৰ', 'তেসত্তৰ', 'চৌসত্তৰ', 'পঁচসত্তৰ', 'ছয়সত্তৰ', 'সাতসত্তৰ', 'আঠসত্তৰ', 'ঊনআশী', 'আশী',
  'একাশী', 'বিৰাশী', 'তিৰাশী', 'চৌৰাশী', 'পঁচাশী', 'ছয়াশী', 'সাতাশী', 'আঠাশী', 'ঊননব্বৈ', 'নব্বৈ',
  'একানব্বৈ', 'বিৰানব্বৈ', 'তিৰানব্বৈ', 'চৌৰানব্বৈ', 'পঁচানব্বৈ', 'ছয়ানব্বৈ', 'সাতানব্বৈ', 'আঠানব্বৈ', 'নিৰানব্বৈ',
];
const NUMBER_WORDS: Record<string, number> = { soidhya: 14, soidhyo: 14, pondhor: 15, pondhoro: 15, xotor: 17, sotor: 17, othor: 18 };
ASSAMESE_NUMBERS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) if (!(spelling in bn.numberWords)) NUMBER_WORDS[spelling] = index + 1;
});

const ORDINALS = ['চতুৰ্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নৱম', 'দশম'];

export default vocabulary('as', 'Assamese', {
  minors: [
    ...typed(
      'কেঁচুৱা', 'কেচুৱা', 'কেঁচুৱাটি', 'কণমানি', 'কণমানিহঁত', "ল'ৰা ছোৱালী", "ল'ৰা-ছোৱালী", "ল'ৰাছোৱালী", "ল'ৰা ছোৱালীহঁত", 'সৰু ছোৱালী',
      "সৰু ল'ৰা", 'সৰু কেঁচুৱা', 'কিশোৰী', 'কিশোৰ', 'অপ্ৰাপ্তবয়স্ক', 'নৱজাতক', 'নৱজাত শিশু', 'স্কুলীয়া ছোৱালী', 'বিদ্যালয়ৰ ছাত্ৰী',
      'শিশু যৌন নিৰ্যাতন', 'শিশু যৌন শোষণ', 'বাল্য বিবাহ', 'পেডোফাইল',
    ),
    'lora suwali', 'lorasuwali', 'lora chowali', 'kesua', 'konmani', 'xoru suwali', 'soru suwali', 'horu suwali', 'xoru lora',
    'soru lora', 'school suwali', 'skuliya suwali', 'xoru kesua',
  ],
  schoolLevels: [
    'প্ৰাথমিক বিদ্যালয়', 'নিম্ন প্ৰাথমিক', 'মধ্য ইংৰাজী বিদ্যালয়', 'মধ্য ইংৰাজী', 'অংগনবাড়ী', 'অঙ্গনবাড়ী', 'শিশু বাটিকা', 'হাইস্কুলৰ',
    ...ORDINALS.flatMap((ordinal) => [`${ordinal} শ্ৰেণী`, `${ordinal} শ্ৰেণীৰ`]),
    'ostom shreni', 'oxtom shreni', 'doxom shreni', 'nowom shreni', 'prathamik bidyalay',
  ],
  ageOfConsent: [
    '১৮ বছৰৰ তলৰ', '18 বছৰৰ তলৰ', 'ওঠৰ বছৰৰ তলৰ', '১৮ বছৰতকৈ কম', '18 বছৰতকৈ কম', 'এতিয়াও প্ৰাপ্তবয়স্ক হোৱা নাই', 'প্ৰাপ্তবয়স্ক নহয়',
    '18 bosoror tolor', '18 bochoror tolor',
  ],
  lifeEvents: ['তোলনী বিয়া', 'শান্তি বিয়া', 'অন্নপ্ৰাশন', 'নামকৰণ', 'tuloni biya', 'toloni biya', 'tuloni bia'],
  minorCues: [
    'স্কুলৰ পোছাক*', 'স্কুলৰ ইউনিফৰ্ম', 'স্কুল ইউনিফৰ্ম', 'সৰু ভনী', '=ভনী', '=ভনীয়েক', 'সৰু ভাই', 'কম বয়সীয়া', 'শৈশৱ', "ল'ৰালি", "ল’ৰালি",
    'xoru bhoni', 'soru bhoni', 'kom boyoxiya',
  ],
  sexual: [
    'উলংগ', 'উলঙ্গ হৈ', 'বিবস্ত্ৰ', 'কাপোৰ নোহোৱা', 'কাপোৰ নিপিন্ধা', 'কাপোৰ খুলি', '=যৌন', 'অশ্লীল', '=পৰ্ণ', 'অন্তৰ্বাস', '=সংগম', 'যৌনাংগ',
    'ulongo', 'ulonga', 'kapur nohuwa', 'kapor nohowa', 'kapor nipindha',
  ],
  adulthood: ['প্ৰাপ্তবয়স্ক', 'প্ৰাপ্ত বয়স্ক', 'ডাঙৰ মানুহ', 'পৰিপক্ক', '১৮ বছৰৰ ওপৰ', '18 বছৰৰ ওপৰ', 'dangor manuh'],
  youngBody: ['চেপেটা বুকু', 'বিকশিত নোহোৱা শৰীৰ', 'স্তন নোহোৱা'],
  childhoodItems: ['ডায়াপাৰ', 'গাখীৰৰ বটল'],
  childhoodHints: ['=পুতলা', '=খেলনা', 'দুটা বেণী', 'স্কুলৰ বেগ'],
  // Not 'তাই' (she), which reads 'tai', nor 'সি' (he); 'কইনা' (bride) reads 'kina' (China in the Nordic languages) and is typed 'koina'.
  people: [
    'মহিলা', 'তিৰোতা', 'পুৰুষ', 'ছোৱালী', ...typed("ল'ৰা"), 'গাভৰু', 'ভদ্ৰমহিলা', 'ভদ্ৰলোক', 'পত্নী', 'ঘৈণী', 'প্ৰেমিকা', 'প্ৰেমিক', 'তেওঁ',
    'mohila', 'tirota', 'suwali', 'sowali', 'chowali', 'gabhoru', 'premika', 'koina', 'ghoini',
  ],
  ageUnits: ['বছৰ', 'bosor', 'bochor', 'bosoriya', 'bosorot', 'bosoror', 'bochoror'],
  ageWords: ['boyox'],
  numberWords: NUMBER_WORDS,
});
