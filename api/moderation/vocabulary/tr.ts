import { vocabulary } from './types';

/** Turkish number words from five to seventeen ('on üç'), which the age rules do not read yet. */
const YOUNG_AGES = [
  'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'on', 'on bir', 'on iki', 'on üç', 'on dört', 'on beş', 'on altı', 'on yedi',
];

/**
 * Turkish. Suffixes join the word ('çocuğa', 'çocuklar'), so most terms are stems; 'ç', 'ğ', 'ı', 'ş'
 * fold to 'c', 'g', 'i', 's'. 'bebek' is also a doll, a district of Istanbul and the Indonesian 'duck':
 * it is a cue alone and a minor in its own forms and phrases ('bebeği', 'bebek kız'). 'lise' is a Nordic
 * name, so only 'liseli' and phrases are listed. 'kız' is said of women too and passes; an age beside it
 * is read by the age rules ('13 yaşında' already is). Ages in number words are listed as phrases.
 */
/**
 * Numbers 1-99 before 'yaş': units, tens and their compounds ('yirmi üç', also joined 'yirmiüç'),
 * which hold a smaller number. Not 'on' (10) alone: it is the English 'on' ('on years of training');
 * the teens are 'on' with a unit ('on üç'). Nor 'beş' (5) alone: a number word may join its unit, and
 * 'besar' (Indonesian 'big', Spanish 'to kiss') would read as '5 år'; 'beş yaşında' is a phrase above.
 */
const DIGITS = ['bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const NUMBER_WORDS: Record<string, number> = {};
DIGITS.forEach((digit, index) => {
  if (digit !== 'beş') NUMBER_WORDS[digit] = index + 1;
});
TENS.forEach((tens, index) => {
  if (index > 0) NUMBER_WORDS[tens] = (index + 1) * 10;
  DIGITS.forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${tens} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
    NUMBER_WORDS[`${tens}${unit}`] = (index + 1) * 10 + unitIndex + 1;
  });
});

/** Adult ages that end with one of the young ages above ('kırk beş yaşında' is 45). */
const ADULT_AGES = ['yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'].flatMap((tens) =>
  YOUNG_AGES.filter((age) => !age.startsWith('on')).flatMap((age) => [`${tens} ${age} yaşında`, `${tens} ${age} yaşındaki`]),
);

export default vocabulary('tr', 'Turkish', {
  minors: [
    'çocuk*', 'çocuğ*', 'küçük kız', 'küçük kızlar', 'küçük oğlan', 'küçük erkek çocuk', 'kız çocuğu',
    'bebeği', 'bebeğin', 'bebekler', 'bebekleri', 'bebek kız', 'bebek erkek', 'kız bebek', 'erkek bebek', 'çıplak bebek',
    'yeni doğan', 'yenidoğan*', 'ergen', 'ergenler', 'ergen kız', 'ergen kızlar', 'reşit olmayan', 'reşit olmamış',
    'küçük yaşta', 'yaşı küçük', 'velet', 'veledi', 'sübyan*', 'pedofil*', 'liseli', 'liseliler',
    'ilkokullu', 'ortaokullu', 'küçük öğrenci', 'okul çocuğu',
    ...YOUNG_AGES.flatMap((age) => [`${age} yaşında`, `${age} yaşındaki`]),
  ],
  schoolLevels: [
    'ilkokul*', 'ortaokul*', 'anaokul*', 'anasınıf*', 'kreşte', 'kreşteki', 'lise öğrencisi', 'lise öğrencileri', 'lise kızı',
    'lise son', 'lisede okuyan', 'lise bir', 'lise iki', 'lise üç', 'lise dört',
    ...[5, 6, 7, 8, 9, 10, 11, 12].map((grade) => `${grade} sınıf`),
    ...[5, 6, 7, 8, 9, 10, 11, 12].map((grade) => `${grade} sınıf öğrencisi`),
  ],
  ageOfConsent: [
    'reşit değil', 'henüz reşit değil', 'reşit olmadan', 'reşit yaşta değil', 'yasal yaşta değil', 'rıza yaşının altında',
    '18 yaşından küçük', '18 yaş altı', '18 yaşın altında', 'daha küçük yaşta', 'henüz 18 değil',
  ],
  lifeEvents: [
    'sünnet*', 'karne günü', 'okulun ilk günü', 'okula başlama', 'diş buğdayı', 'ergenlik', 'ergenliğe', 'ergenlikte',
    'ilk adet',
  ],
  minorCues: [
    'bebek', 'okul üniforması', 'okul forması', 'okul formalı', 'okul önlüğü', 'küçük kardeş', 'küçük kız kardeş', 'kız kardeşim',
    'genç görünümlü', 'genç görünen', 'çocuksu', 'çocukça', 'oyuncak ayı', 'okul çantası',
  ],
  sexual: [
    'çıplak', 'çıplaklar', 'çırılçıplak', 'seks', 'seksi', 'sikiş*', 'porno', 'erotik', 'memeler', 'memesi', 'meme ucu',
    'göğüs', 'göğüsler', 'göğüsleri', 'amcık', 'yarrak', 'iç çamaşırı', 'iç çamaşırlı', 'külot', 'sütyen', 'soyunmuş',
    'soyunan', 'soyunuyor', 'üstsüz', 'müstehcen', 'azgın', 'mastürbasyon', 'oral seks', 'çıplak poz', 'kalçalar',
  ],
  adulthood: ['yetişkin', 'yetişkinler', 'reşit', 'olgun', 'olgun kadın', '18 yaş üstü', 'reşit olmuş'],
  harmless: [
    // 'kırk beş yaşında' (45) holds 'beş yaşında' (5)
    ...ADULT_AGES,
    'çocuk oyuncağı', 'çocukluk arkadaşı', 'çocukluk arkadaşım', 'cocuk oyuncagi', 'bebek mavisi', 'bebek yağı', 'bebek pudrası',
    'küçük kız kardeş', 'küçük kız kardeşim', 'oyuncak bebek', 'bebek goreng', 'bebek bakar', 'bebek peking', 'yeni doğan güneş',
  ],
  youngBody: ['düz göğüs', 'düz göğüslü', 'gelişmemiş', 'gelişmemiş vücut', 'göğüssüz'],
  childhoodItems: ['bebek bezi', 'çocuk bezi', 'emzik', 'biberon', 'alıştırma sütyeni'],
  childhoodHints: ['iki örgü', 'peluş'],
  numberWords: NUMBER_WORDS,
  /**
   * Not 'o' (she, he), 'eş' (a spouse), which folds to 'es', 'adam' (a man), the name Adam, 'bayan' (a lady), the Tagalog 'town',
   * 'koca' (a husband), also 'huge', nor 'kızı', also 'his daughter'.
   */
  people: [
    'kadın*', 'erkek*', 'kız', 'kızlar', 'hanım', 'hanımefendi', 'beyefendi', 'hatun', 'karısı', 'kocası', 'gelin', 'nişanlı', 'sevgili*',
    'manken', 'model', 'adam', 'sarışın', 'esmer',
  ],
});
