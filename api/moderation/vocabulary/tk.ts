import { compoundNumbers, vocabulary } from './types';

/**
 * Turkmen, in the Latin alphabet ('ä', 'ç', 'ň', 'ö', 'ş', 'ü', 'ý', 'ž' fold to 'a', 'c', 'n', 'o', 's',
 * 'u', 'y', 'z'). 'çaga' (child) folds to the Spanish 'caga' and 'bäbek' (baby) to the name 'Babek': only
 * their Turkmen forms and phrases are listed ('çagalar', 'bäbekler'). 'gyz' (girl, daughter) is said of
 * women too and passes; an age beside it is read by the age rules. 'ýaşly' is both '-year-old' and
 * 'elderly' ('iki ýaşly aýal', two old women), so it is read only after a young age, as a phrase.
 */

/**
 * Numbers 1-99 before a unit of age ('on üç ýaşynda' is 13): units, tens and their compounds ('ýigrimi
 * bäş'). Not 'on' (10) nor 'bäş' (5) alone: 'on' is English, and a number word may join its unit, so
 * 'basar' would read '5 år'; 'bäş ýaşynda' is a phrase below.
 */
const DIGITS = ['bir', 'iki', 'üç', 'dört', 'bäş', 'alty', 'ýedi', 'sekiz', 'dokuz'];
const TENS = ['on', 'ýigrimi', 'otuz', 'kyrk', 'elli', 'altmyş', 'ýetmiş', 'segsen', 'togsan'];
const NUMBER_WORDS = compoundNumbers({
  units: DIGITS,
  teens: ['on', ...DIGITS.map((digit) => `on ${digit}`)],
  tens: TENS.slice(1),
  notAlone: ['on', 'bäş'],
});

/** Young ages before 'ýaşly', in words and in digits from 10 (a digit phrase is also read glued and squeezed: '22' would read '2'); and 'bäş' (5) before the other units. */
const YOUNG_WORDS = ['üç', 'dört', 'bäş', 'alty', 'ýedi', 'sekiz', 'dokuz', 'on', ...DIGITS.slice(0, 7).map((unit) => `on ${unit}`)];
const YOUNG_AGES = [
  ...YOUNG_WORDS.map((age) => `${age} ýaşly`), ...[10, 11, 12, 13, 14, 15, 16, 17].map((age) => `${age} ýaşly`),
  'bäş ýaşynda', 'bäş ýaşyndaky', 'bäş ýaşar',
];
/** The ages that end with one of them ('ýigrimi bäş ýaşly', 25; 'on bäş ýaşynda', 15, left to the age rules). */
const AGES_AFTER_TENS = TENS.flatMap((tens) => ['üç', 'dört', 'bäş', 'alty', 'ýedi', 'sekiz', 'dokuz'].flatMap((unit) =>
  [`${tens} ${unit} ýaşly`, `${tens} ${unit} ýaşynda`, `${tens} ${unit} ýaşyndaky`, `${tens} ${unit} ýaşar`],
)).filter((age) => !YOUNG_AGES.includes(age));

export default vocabulary('tk', 'Turkmen', {
  minors: [
    'çagalar', 'çagalary', 'çagalara', 'çagalaryň', 'çagany', 'çagasy', 'çagajyk', 'çagajyklar', 'bäbekler', 'bäbejik', 'täze doglan',
    'kiçi gyz', 'kiçijik gyz', 'kiçijik gyzlar', 'gyzjagaz', 'oglanjyk', 'kiçijik oglan', 'ýetginjek*', 'kämillik ýaşyna ýetmedik',
    'ýaşy ýetmedik', 'mekdep okuwçysy', 'mekdep okuwçylary', 'okuwçy gyz', 'okuwçy gyzlar', 'ýalaňaç çaga', 'pedofil*',
    'çaga pornografiýasy', 'çagalar pornografiýasy', ...YOUNG_AGES,
  ],
  schoolLevels: [
    'başlangyç mekdep', 'başlangyç mekdepde', 'başlangyç synp', 'başlangyç synplar', 'çagalar bagy', 'çagalar bagynda', 'orta mekdep',
    'orta mekdepde', 'mekdebe çenli',
    ...Array.from({ length: 11 }, (_, index) => index + 1).flatMap((grade) => [`${grade} synp`, `${grade} nji synp`, `${grade} njy synp`, `${grade} nji synpda`, `${grade} njy synpda`]),
    ...['birinji', 'ikinji', 'üçünji', 'dördünji', 'bäşinji', 'altynjy', 'ýedinji', 'sekizinji', 'dokuzynjy', 'onunjy'].flatMap((ordinal) => [
      `${ordinal} synp`, `${ordinal} synpda`, `${ordinal} synpyň`,
    ]),
  ],
  ageOfConsent: ['18 ýaşyndan kiçi', '18 ýaşdan kiçi', 'entek 18 ýaşynda däl', 'entek kämillik ýaşyna ýetmedik', 'kanuny ýaşa ýetmedik'],
  lifeEvents: ['sünnet toýy', 'sünnet toýunda', 'soňky jaň', 'ilkinji jaň', 'jynsy ýetişme', 'mekdebiň ilkinji güni'],
  minorCues: [
    'mekdep formasy', 'mekdep formasynda', 'mekdep eşigi', 'mekdep eşiginde', 'jigim', 'uýam', 'kiçi uýam', 'ýaş görünýär', 'çagalyk',
    'çagaça', 'okuwçy',
  ],
  sexual: [
    'ýalaňaç*', 'eşiksiz', 'seksual', 'jynsy gatnaşyk', 'döşleri', 'emjekler', 'emjekleri', 'içki eşik', 'içki eşikde', 'jelep',
  ],
  adulthood: ['uly adam', 'ulular', 'kämillik ýaşyna ýeten', 'kämil aýal', '18 ýaşdan uly'],
  harmless: [...AGES_AFTER_TENS, 'çagalar lukmany', 'pişigiň çagasy', 'itiň çagasy', 'çaga oýny'],
  youngBody: ['tekiz döş', 'döşi ýok', 'ösmedik', 'ösmedik beden'],
  childhoodItems: ['pampers', 'emzik', 'süýt çüýşesi'],
  childhoodHints: ['oýnawaç aýy', 'gurjak', 'mekdep sumkasy', 'iki örüm'],
  // 'gyz' and 'oglan' are also a daughter and a son. Not 'ol' (she, he), two letters, nor 'gelin' (a bride), the Turkish 'come'.
  people: [
    'aýal', 'aýallar', 'zenan', 'zenanlar', 'erkek', 'erkekler', 'gyz', 'gyzlar', 'oglan', 'oglanlar', 'ýigit', 'ýigitler', 'hanym',
    'jenap', 'aýaly', 'adamsy', 'söýgüli', 'model',
  ],
  ageUnits: ['ýaşynda', 'ýaşyndaky', 'ýaşar'],
  ageWords: ['ýaşy'],
  numberWords: NUMBER_WORDS,
});
