import { spellings } from './am';
import { vocabulary } from './types';

/**
 * Tigrinya, in Ethiopic script and in the Latin letters people type ('qolea'). Every term is also
 * listed as Amharic's file spells it plain ('ዓመት' as 'አመት'). A suffix changes the last syllable ('ቆልዓ',
 * 'ቖልዑ'), so forms are listed. 'ጓል' (a girl, a daughter) and 'ወዲ' (a boy, a son) are said of adults too and pass; an age beside
 * them is read by the age rules. Ages are written before 'ዓመት' (years): 'ናይ 15 ዓመት', 'ዓሰርተ ሓሙሽተ ዓመት';
 * 'ዕድመ' (age) comes before a number.
 */

const UNITS = ['ሓደ', 'ክልተ', 'ሰለስተ', 'ኣርባዕተ', 'ሓሙሽተ', 'ሽዱሽተ', 'ሸውዓተ', 'ሸሞንተ', 'ትሽዓተ'];
const TENS = ['ዓሰርተ', 'ዕስራ', 'ሰላሳ', 'ኣርብዓ', 'ሓምሳ', 'ስሳ', 'ሰብዓ', 'ሰማንያ', 'ተስዓ'];

/**
 * Numbers 1-99 before 'ዓመት': units, teens ('ዓሰርተ ሓሙሽተ'), tens ('ዕስራ') and their compounds ('ዕስራን
 * ሓሙሽተን', 25, whose unit takes '-ን' and is no longer the word for 5).
 */
const NUMBER_WORDS: Record<string, number> = {};
const addNumber = (term: string, value: number) => {
  for (const spelling of spellings(term)) NUMBER_WORDS[spelling] = value;
};
UNITS.forEach((unit, index) => {
  addNumber(unit, index + 1);
  addNumber(`ዓሰርተ ${unit}`, 11 + index);
});
TENS.forEach((tens, index) => {
  addNumber(tens, (index + 1) * 10);
  if (index > 0) UNITS.forEach((unit, unitIndex) => addNumber(`${tens}ን ${unit}ን`, (index + 1) * 10 + unitIndex + 1));
});

const ORDINALS = ['ቀዳማይ', 'ካልኣይ', 'ሳልሳይ', 'ራብዓይ', 'ሓሙሻይ', 'ሻድሻይ', 'ሻውዓይ', 'ሻምናይ', 'ታሽዓይ', 'ዓስራይ'];

export default vocabulary('ti', 'Tigrinya', {
  minors: [
    ...spellings(
      'ቆልዓ', 'ቖልዑ', 'ቆልዑ', 'ቆልዓይ', 'ንእሽቶ ቆልዓ', 'ናእሽቱ ቖልዑ', 'ህጻን', 'ህጻናት', 'ሕጻን', 'ሕጻናት', 'ንእሽቶ ጓል',
      'ናእሽቱ ኣዋልድ', 'ንእሽቶ ወዲ', 'ናይ ቤት ትምህርቲ ጓል', 'ተምሃሪት ቤት ትምህርቲ', 'ዘይበጽሐት ጓል', 'ዘይበጽሐ ቆልዓ',
      'ጾታዊ ምግሃስ ቖልዑ',
    ),
    'qolea', 'qolia', 'qoliu', 'nishto gual', 'nesto gual',
  ],
  schoolLevels: [
    ...spellings(
      'ቀዳማይ ደረጃ ቤት ትምህርቲ', 'ናይ ቀዳማይ ደረጃ', 'ማእከላይ ደረጃ ቤት ትምህርቲ', 'ካልኣይ ደረጃ ቤት ትምህርቲ', 'መዋእለ ህጻናት',
      ...ORDINALS.map((ordinal) => `${ordinal} ክፍሊ`),
      ...Array.from({ length: 12 }, (_, index) => `${index + 1}ይ ክፍሊ`),
    ),
  ],
  ageOfConsent: [
    ...spellings('ትሕቲ 18 ዓመት', 'ካብ 18 ዓመት ንታሕቲ', 'ትሕቲ ዓሰርተ ሸሞንተ ዓመት', 'ዕድሚኣ ትሕቲ 18', '18 ዓመት ዘይመልአት'),
  ],
  lifeEvents: [...spellings('ግዝረት', 'ቀዳመይቲ መዓልቲ ቤት ትምህርቲ')],
  minorCues: [
    ...spellings(
      'ዩኒፎርም ቤት ትምህርቲ', 'ክዳን ቤት ትምህርቲ', 'ንእሽቶ ሓፍተይ', 'ንእሽቶ ሓፍቲ', 'ንእሽቶ ሓወይ', 'ቁልዕነት', 'ተምሃሪት', 'ተምሃራይ',
      'ተምሃሮ', 'ጎርዞ', 'ጎራዙ', 'ንእሽቶ ትመስል', 'ቆልዓ ትመስል',
    ),
    'gorzo', 'temharit',
  ],
  sexual: [
    ...spellings(
      'ጥርሓ', 'ጥርሓ ሰብነት', 'ጥርሓ እያ', 'ጾታዊ', 'ጾታዊ ርክብ', 'ሰክሲ', 'ፖርን', 'ፖርኖ', 'ኣጥባት', 'ኣጥባታ', 'ጡብ', 'ክዳን ዘይብላ',
      'ክዳውንታ ኣውጺኣ', 'ውሽጣዊ ክዳን', 'ዘማዊት',
    ),
    'tirha', 'ttrha', 'tsotawi',
  ],
  adulthood: [...spellings('ዓቢ ሰብ', 'ዓበይቲ', 'ዓባይ ሰበይቲ', 'ዝዓበየት', 'ካብ 18 ዓመት ንላዕሊ'), 'abi seb'],
  harmless: [
    ...spellings('ተምሃራይ ዩኒቨርሲቲ', 'ተምሃሪት ዩኒቨርሲቲ', 'ተምሃሮ ዩኒቨርሲቲ', 'ተምሃሪት ኮሌጅ'),
    'temharit universiti',
  ],
  youngBody: [...spellings('ጡብ ዘይብላ', 'ኣጥባት ዘይብላ', 'ዘይዓበየ ሰብነት', 'ዘይማዕበለ ኣካላት')],
  childhoodItems: [...spellings('ዳይፐር', 'ፓምፐርስ', 'ጡጦ', 'ናይ ህጻን ጡጦ')],
  childhoodHints: [...spellings('ባምቡላ', 'ቦርሳ ቤት ትምህርቲ')],
  // Not 'በዓልቲ ቤት' (a wife), which ends in 'ቤት' (a house).
  people: [
    ...spellings('ሰበይቲ', 'ኣንስቲ', 'ሰብኣይ', 'ሰብኡት', 'ጓል', 'ወዲ', 'መርዓት', 'ሰበይቱ', 'ፍቕርቲ', 'ሞዴል', 'ንሳ', 'ንሱ'),
    'sebeyti', 'gual', 'gwal', 'wedi', 'merat',
  ],
  ageUnits: [...spellings('ዓመት', 'ዓመታ', 'ዓመቱ', 'ዓመታት')],
  ageWords: [...spellings('ዕድመ', 'ዕድሚኣ', 'ዕድሚኡ', 'ዕድመኣ'), 'idme'],
  numberWords: NUMBER_WORDS,
});
