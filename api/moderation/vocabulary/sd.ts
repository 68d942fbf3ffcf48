import { vocabulary } from './types';

/**
 * Sindhi, in its Arabic letters and in the Latin spellings people type ('nandhi chhokri'). Terms are
 * written with the Sindhi 'ڪ' and 'ي' and also listed as Urdu and Persian keyboards type them ('ک', 'ی').
 * The words Sindhi shares with Urdu, Persian and Arabic ('ننگي', 'نابالغ', 'جنسي', 'بالغ') are theirs.
 * 'ڇوڪري' and 'ڇوڪرو' (girl, boy) are said of adults and pass; an age beside them is refused ('13 سالن جي
 * ڇوڪري'). 'ٻار' (child) is written with its own 'ٻ': the 'بار' of other keyboards is the Urdu 'time'
 * and 'load', and the Latin 'baar' the Hindi 'time'; neither is listed. 'ٻارن' (children's) reads 'bairn' in
 * Latin letters, a child in English, so it has no exceptions ('ٻارن جو ڊاڪٽر'). 'ست' (7) is the Arabic 6.
 */

/** A term as Sindhi, Urdu and Persian keyboards type it. */
const typed = (...terms: string[]) => [...new Set(terms.flatMap((term) => [term, term.replaceAll('ڪ', 'ک').replaceAll('ي', 'ی')]))];

/** Numbers before 'سال' or 'ورهيه', to 30 and the tens (each is a word of its own), spellings separated by '|'. */
const SINDHI_NUMBERS: readonly [string, number][] = [
  ['هڪ', 1], ['ٻه', 2], ['ٽي', 3], ['ڇهه', 6], ['اٺ', 8], ['ڏهه', 10], ['يارهن', 11], ['ٻارهن', 12], ['تيرهن', 13], ['چوڏهن', 14],
  ['پندرهن', 15], ['سورهن', 16], ['سترهن', 17], ['ارڙهن', 18], ['اڻويهه', 19], ['ويهه', 20], ['ايڪيهه', 21], ['ٻاويهه', 22],
  ['ٽيويهه', 23], ['چوويهه', 24], ['پنجويهه', 25], ['ڇويهه', 26], ['ستاويهه', 27], ['اٺاويهه', 28], ['اڻٽيهه', 29], ['ٽيهه', 30],
  ['چاليهه', 40], ['پنجاهه', 50], ['سٺ', 60], ['اسي', 80], ['نوي', 90],
];
const NUMBER_WORDS: Record<string, number> = {};
for (const [written, value] of SINDHI_NUMBERS) for (const form of typed(written)) NUMBER_WORDS[form] = value;

const ORDINALS = ['ٽيون', 'چوٿون', 'پنجون', 'ڇهون', 'ستون', 'اٺون', 'نائون', 'ڏهون'];

export default vocabulary('sd', 'Sindhi', {
  minors: [
    ...typed(
      'ٻار', 'ٻارن', 'ٻارڙو', 'ٻارڙي', 'ٻارڙا', 'ٻارڙيون', 'ننڍي ڇوڪري', 'ننڍڙي ڇوڪري', 'ننڍو ڇوڪرو', 'ننڍڙو ڇوڪرو', 'نابالغ ڇوڪري',
      'معصوم ٻار', 'نئون ڄاول ٻار', 'نئين ڄاول', 'ٻالڪ', 'ٻالڪا', 'اسڪول جي ڇوڪري', 'اسڪولي ڇوڪري', 'ٻارن سان جنسي ڏاڍائي', 'ٻارن جي فحش',
    ),
    'nandhi chhokri', 'nandhi chokri', 'nandhri chhokri', 'nandho chhokro', 'nandho chokro', 'nandhri chokri',
  ],
  schoolLevels: [
    ...typed(
      'پرائمري اسڪول', 'مڊل اسڪول', 'هاءِ اسڪول', 'هائي اسڪول', 'ڪنڊرگارٽن', 'نرسري ڪلاس', 'پرائمري اسڪول ۾',
      ...ORDINALS.flatMap((ordinal) => [`${ordinal} درجو`, `${ordinal} ڪلاس`, `${ordinal} درجي`]),
    ),
    'athon darjo', 'dahon darjo', 'naaon darjo',
  ],
  ageOfConsent: typed('اڃا بالغ ناهي', 'اڃا بالغ نه آهي', '18 سالن کان گهٽ', 'ارڙهن سالن کان گهٽ', 'قانوني عمر کان گهٽ'),
  lifeEvents: [...typed('ختنو', 'سنت جي رسم', 'عقيقو', 'بسم الله جي رسم'), 'aqiqo', 'khatno'],
  minorCues: [
    ...typed('اسڪول يونيفارم', 'اسڪول جو يونيفارم', 'ننڍي ڀيڻ', 'ننڍو ڀاءُ', 'ننڍي عمر', 'ٻالپڻ', 'ٻاراڻو', 'ٻاراڻي'),
    'nandhi bhen', 'nandhi bhain', 'nandhi umar',
  ],
  sexual: [
    ...typed('اگهاڙي', 'اگهاڙو', 'اگهاڙا', 'اگھاڙي', 'سيڪس', 'سيڪسي', 'فحاشي', 'ڪپڙن کانسواءِ', 'ڪپڙن کان سواءِ', 'ڪپڙا لاهي', 'بڪني', 'جنسي لاڳاپو'),
    'aghari', 'agharri', 'aghaari', 'kapran khanswa', 'kapran khan sivae',
  ],
  adulthood: typed('وڏي عمر جي', 'بالغ زال', '18 سالن کان مٿي', 'ارڙهن سالن کان مٿي'),
  youngBody: typed('سپاٽ سينو', 'سپاٽ ڇاتي'),
  childhoodItems: typed('ڊائپر', 'کير جي بوتل', 'چوسڻي'),
  childhoodHints: typed('گڏي', 'رانديڪو', 'رانديڪا', 'ٻه چوٽيون'),
  // Not 'هو' (he), two letters once read in Latin letters, nor the Latin 'zaal' (a wife), the Dutch 'hall'.
  people: [
    ...typed('عورت', 'زال', 'مڙس', 'مرد', 'ڇوڪري', 'ڇوڪرو', 'ڇوڪريون', 'جوان', 'گهرواري', 'محبوبه', 'ماڊل', 'هوءَ'),
    'chhokri', 'chokri', 'chhokro', 'chokro', 'gharwari',
  ],
  ageUnits: typed('ورهيه', 'ورهين'),
  numberWords: NUMBER_WORDS,
});
