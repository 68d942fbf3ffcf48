import { vocabulary } from './types';

/**
 * Amharic, in Ethiopic script and in the Latin letters people type ('lijoch', 'rakut'). Ethiopic has
 * letters that sound alike and are written either way (ሐ, ኀ and ሀ; ሠ and ሰ; ዐ and አ; ፀ and ጸ), so every
 * term is also listed in its plain spelling ('ሕፃን' and 'ህጻን', 'ዓመት' and 'አመት'). A suffix changes the
 * last syllable ('ልጅ', 'ልጆች', 'ልጅቷ'), so forms are listed, not stems. 'ልጅ' (a child) is also part of
 * 'ሴት ልጅ' and 'ወንድ ልጅ' (a girl, a boy; also a daughter, a son), which are said of adults and pass; an
 * age beside them is read by the age rules. 'ታዳጊ' (a teenager) is also 'developing' ('ታዳጊ ሀገር').
 * Ages are written before 'ዓመት' (years), also with 'የ' joined to the number ('የ15 ዓመት', 'የአስራ አምስት
 * ዓመት'); 'ዕድሜ' (age) comes before a number.
 */

/** Rows of letters that sound alike, by the first letter of each row, and the plain row they are also written with. */
const HOMOPHONE_ROWS: readonly (readonly [number, number])[] = [
  [0x1210, 0x1200], [0x1280, 0x1200], [0x1220, 0x1230], [0x12d0, 0x12a0], [0x1340, 0x1338],
];
/** A term in its plain spelling: ሐ and ኀ as ሀ, ሠ as ሰ, ዐ as አ, ፀ as ጸ, and ዓ (ኣ) as አ. */
const plain = (term: string) =>
  [...term]
    .map((letter) => {
      const code = letter.codePointAt(0) ?? 0;
      const row = HOMOPHONE_ROWS.find(([from]) => code >= from && code < from + 8);
      return row ? String.fromCodePoint(row[1] + code - row[0]) : letter;
    })
    .join('')
    .replaceAll('ኣ', 'አ');
/** Each term as written and in its plain spelling (Tigrinya's file reads its terms the same way). */
export const spellings = (...terms: string[]) => [...new Set(terms.flatMap((term) => [term, plain(term)]))];

const UNITS = ['አንድ', 'ሁለት', 'ሦስት', 'አራት', 'አምስት', 'ስድስት', 'ሰባት', 'ስምንት', 'ዘጠኝ'];
const TENS = ['አሥር', 'ሃያ', 'ሠላሳ', 'አርባ', 'ሃምሳ', 'ስልሳ', 'ሰባ', 'ሰማንያ', 'ዘጠና'];
const LATIN_UNITS = ['-', 'hulet', 'sost', 'arat', 'amist', 'sidist', 'sebat', 'simint', 'zetegn'];
const LATIN_TENS = ['asir', 'haya', 'selasa', 'arba', 'hamsa', 'silsa', 'seba', 'semanya', 'zetena'];

/**
 * Numbers 1-99 before 'ዓመት': units, teens ('አሥራ አምስት'), tens ('ሃያ') and their compounds ('ሃያ አምስት',
 * which ends in 'አምስት'), also with 'የ' joined before them ('የአሥራ አምስት ዓመት ልጅ'); and the same in
 * Latin letters ('asra amist'). Not 'and' (1) in Latin letters: it is English.
 */
const NUMBER_WORDS: Record<string, number> = {};
const addNumber = (term: string, value: number) => {
  for (const spelling of spellings(term, `የ${term}`)) NUMBER_WORDS[spelling] = value;
};
UNITS.forEach((unit, index) => {
  addNumber(unit, index + 1);
  addNumber(`አሥራ ${unit}`, 11 + index);
});
TENS.forEach((tens, index) => {
  addNumber(tens, (index + 1) * 10);
  if (index > 0) UNITS.forEach((unit, unitIndex) => addNumber(`${tens} ${unit}`, (index + 1) * 10 + unitIndex + 1));
});
LATIN_UNITS.forEach((unit, index) => {
  if (unit !== '-') NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`asra ${unit === '-' ? 'and' : unit}`] = 11 + index;
});
LATIN_TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 1) * 10;
  if (index > 0) LATIN_UNITS.forEach((unit, unitIndex) => unit !== '-' && (NUMBER_WORDS[`${tens} ${unit}`] = (index + 1) * 10 + unitIndex + 1));
});

/** Words with the prepositions that join them ('የልጆች', of children; 'ለልጆች', for children). */
const withPrefixes = (...terms: string[]) => terms.flatMap((term) => ['', 'የ', 'ለ', 'በ', 'ከ'].map((prefix) => `${prefix}${term}`));

const ORDINALS = ['አንደኛ', 'ሁለተኛ', 'ሦስተኛ', 'አራተኛ', 'አምስተኛ', 'ስድስተኛ', 'ሰባተኛ', 'ስምንተኛ', 'ዘጠነኛ', 'አሥረኛ', 'አሥራ አንደኛ', 'አሥራ ሁለተኛ'];

export default vocabulary('am', 'Amharic', {
  minors: [
    ...spellings(
      ...withPrefixes('ልጅ', 'ልጆች', 'ሕፃን', 'ሕፃናት', 'ጨቅላ', 'ታዳጊ', 'ታዳጊዎች'),
      'ልጆቹ', 'ልጅቷ', 'ልጁ', 'ልጄ', 'ልጇ', 'ትንሽ ልጅ', 'ትናንሽ ልጆች', 'ትንሽ ሴት ልጅ', 'ትንሽ ወንድ ልጅ', 'ትንሽ ልጃገረድ',
      'ሕፃኗ', 'ሕፃኑ', 'ጨቅላ ሕፃን', 'ጨቅላ ሕፃናት', 'አዲስ የተወለደ', 'አዲስ የተወለደች',
      'ታዳጊ ሴት', 'ታዳጊ ወጣት', 'ለአካለ መጠን ያልደረሰ', 'ለአካለ መጠን ያልደረሰች', 'ለአቅመ አዳም ያልደረሰ', 'ለአቅመ ሔዋን ያልደረሰች',
      'የትምህርት ቤት ልጅ', 'የትምህርት ቤት ተማሪ', 'ጉርምስና', 'የጉርምስና', 'ፔዶፋይል', 'የሕፃናት ፖርኖግራፊ',
    ),
    'lijoch', 'lijochu', 'lijitwa', 'tinish lij', 'tinnish lij', 'tinish set lij', 'hitsan', 'hitsanat', 'hetsan',
    'chekla', 'tadagi', 'tadagiwoch', 'le akale meten yalderesech',
  ],
  schoolLevels: [
    ...spellings(
      'አንደኛ ደረጃ ትምህርት ቤት', 'የአንደኛ ደረጃ ትምህርት ቤት', 'የአንደኛ ደረጃ ተማሪ', 'ሁለተኛ ደረጃ ትምህርት ቤት', 'የሁለተኛ ደረጃ ትምህርት ቤት',
      'የሁለተኛ ደረጃ ተማሪ', 'መዋዕለ ሕፃናት', 'ኪንደርጋርተን', 'ኬጂ',
      ...ORDINALS.flatMap((ordinal) => [`${ordinal} ክፍል`, `የ${ordinal} ክፍል`]),
      ...Array.from({ length: 12 }, (_, index) => [`${index + 1}ኛ ክፍል`, `የ${index + 1}ኛ ክፍል`]).flat(),
    ),
    'andegna dereja', 'mewaele hitsanat',
    ...Array.from({ length: 12 }, (_, index) => [`${index + 1}gna kifil`, `${index + 1}nya kifil`]).flat(),
  ],
  ageOfConsent: [
    ...spellings(
      'ከ18 ዓመት በታች', 'ከ18 አመት በታች', 'ከአሥራ ስምንት ዓመት በታች', 'ዕድሜዋ ከ18 በታች', 'ዕድሜው ከ18 በታች',
      'ለአካለ መጠን አልደረሰችም', 'ለአካለ መጠን ያልደረሰች ልጅ',
    ),
    'ke18 amet betach', 'ke 18 amet betach',
  ],
  lifeEvents: [...spellings('ግርዛት', 'የመጀመሪያ የትምህርት ቀን'), 'girzat'],
  minorCues: [
    ...spellings(
      'የትምህርት ቤት ዩኒፎርም', 'የተማሪ ዩኒፎርም', 'ታናሽ እህት', 'ታናሽ እህቴ', 'ትንሽ እህት', 'ትንሿ እህቴ', 'ታናሽ ወንድም',
      'ልጅነት', 'ኮረዳ', 'ወጣት የምትመስል', 'ልጅ የምትመስል', 'ተማሪ', 'ሴት ተማሪ', 'ተማሪዎች',
    ),
    'tanash ehit', 'tinish ehit', 'koreda', 'temari',
  ],
  sexual: [
    ...spellings(
      'ራቁት', 'ራቁቷን', 'ራቁቱን', 'ራቁታቸውን', 'እርቃን', 'እርቃኗን', 'እርቃኑን', 'እርቃነ ሥጋ', 'ወሲብ', 'ወሲባዊ', 'የወሲብ', 'ሴክሲ',
      'ፖርን', 'ፖርኖ', 'ፖርኖግራፊ', 'ጡት', 'ጡቶች', 'ጡቷ', 'ጡቶቿ', 'ብልት', 'ቂጥ', 'የውስጥ ሱሪ', 'ፓንት', 'ቢኪኒ', 'ያለ ልብስ',
      'ልብሷን አውልቃ', 'ልብሷን ስታወልቅ', 'ሽርሙጣ', 'ግብረ ሥጋ', 'ግብረ ስጋ ግንኙነት',
    ),
    'rakut', 'raqut', 'rakutwan', 'wesib', 'yewesib', 'wesibawi', 'tutoch', 'tutwa', 'yale libs',
  ],
  adulthood: [
    ...spellings('አዋቂ', 'አዋቂ ሴት', 'አዋቂዎች', 'ጎልማሳ', 'የጎለመሰች', 'ለአካለ መጠን የደረሰች', 'ለአካለ መጠን የደረሰ', 'ከ18 ዓመት በላይ'),
    'awaki', 'awaqi', 'golmasa',
  ],
  harmless: [
    ...spellings(
      // A girl and a boy, also a daughter and a son: said of adults too
      'ሴት ልጅ', 'ወንድ ልጅ', 'ሴት ልጆች', 'ወንድ ልጆች', 'ሴት ልጁ', 'ሴት ልጄ', 'ወንድ ልጁ', 'ወንድ ልጄ', 'የልጅ ልጅ*', 'የልጅ ልጆ*',
      // A prince's title, and 'developing' countries
      'ልጅ ኢያሱ', 'ታዳጊ ሀገር', 'ታዳጊ ሀገሮች', 'ታዳጊ ሀገራት', 'ታዳጊ አገር', 'ታዳጊ አገሮች', 'ታዳጊ አገራት',
      'የልጅነት ትዝታ', 'የልጅነት ቤት',
    ),
    'set lij', 'wend lij',
    ...['hager', 'hageroch', 'hagerat', 'ager', 'ageroch', 'agerat'].map((country) => `tadagi ${country}`),
  ],
  youngBody: [...spellings('ጠፍጣፋ ደረት', 'ጡት የሌላት', 'ጡት የሌላት ልጅ', 'ያልዳበረ ሰውነት', 'ያልበሰለ ሰውነት', 'ያልዳበረ ጡት')],
  childhoodItems: [...spellings('ዳይፐር', 'ፓምፐርስ', 'ጡጦ', 'የሕፃን ጡጦ', 'ማጥቢያ ጡጦ')],
  childhoodHints: [...spellings('አሻንጉሊት', 'የትምህርት ቤት ቦርሳ', 'ሁለት ሹሩባ')],
  // Not 'እሱ' (he) nor 'እሱን' (him), two short pronouns also of other words.
  people: [
    ...spellings(
      'ሴት', 'ሚስት', 'ባል', 'ሴቶች', 'ሴትዮ', 'ወንድ', 'ወንዶች', 'ልጃገረድ', 'ልጃገረዶች', 'እመቤት', 'ወይዘሮ', 'ወይዘሪት', 'ሚስቱ', 'ባሏ', 'ሙሽሪት', 'ሙሽራ', 'ፍቅረኛ',
      'ሞዴል', 'እሷ',
    ),
    'setoch', 'lijagered', 'mushrit',
  ],
  ageUnits: [...spellings('ዓመት', 'ዓመቷ', 'ዓመቱ', 'ዓመታት', 'ዓመቴ'), 'amet', 'ametwa', 'ametu'],
  ageWords: [...spellings('ዕድሜ', 'ዕድሜዋ', 'ዕድሜው', 'ዕድሜያቸው', 'ዕድሜዬ'), 'edme', 'edmewa', 'idme'],
  numberWords: NUMBER_WORDS,
});
