import { vocabulary } from './types';

/** Indonesian number words from five to seventeen ('tiga belas'), which the age rules do not read yet. */
const YOUNG_AGES = [
  'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas', 'dua belas', 'tiga belas', 'empat belas', 'lima belas',
  'enam belas', 'tujuh belas',
];

/**
 * Indonesian. 'anak' (child) is read in its forms and phrases ('anak-anak', 'anak kecil', 'seorang anak'),
 * not alone: the English 'an AK-47' glues to it. It is also a part of ordinary words ('anak buah', a
 * subordinate; 'anak sungai', a tributary), listed as harmless. 'bebek' is a duck here
 * and 'seksi' also a section: the first is no minor word, the second only makes a prompt sexual.
 * 'balita' (a toddler) is Tagalog for the news and is read in phrases. 'SD' is Stable Diffusion too, so
 * school levels are phrases ('anak SD', 'sekolah dasar'). 'gadis' and 'cewek'
 * are said of women and pass; an age beside them is read by the age rules ('13 tahun' already is).
 */
/**
 * Numbers 1-99 before 'tahun': units, teens ('tiga belas'), tens ('dua puluh') and their compounds
 * ('dua puluh tiga', which holds 'tiga'), spaced and joined ('tigabelas', 'duapuluh').
 */
const DIGITS = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const NUMBER_WORDS: Record<string, number> = { sepuluh: 10, sebelas: 11, lapan: 8, 'se puluh': 10, 'se belas': 11, 'satu belas': 11 };
DIGITS.forEach((digit, index) => {
  NUMBER_WORDS[digit] = index + 1;
  if (index === 0) return;
  for (const joint of [' ', '']) {
    NUMBER_WORDS[`${digit}${joint}belas`] = 11 + index;
    const tens = `${digit}${joint}puluh`;
    NUMBER_WORDS[tens] = (index + 1) * 10;
    DIGITS.forEach((unit, unitIndex) => {
      NUMBER_WORDS[`${tens} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
    });
  }
});

/** Adult ages that end with one of the young ages above ('dua puluh lima tahun' is 25). */
const ADULT_AGES = ['dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'].flatMap((tens) =>
  ['lima', 'enam', 'tujuh', 'delapan', 'sembilan'].flatMap((age) => [`${tens} puluh ${age} tahun`, `${tens}puluh ${age} tahun`]),
);

export default vocabulary('id', 'Indonesian', {
  minors: [
    'anak-anak', 'anaknya', 'anakku', 'anak kecil', 'seorang anak', 'anak perempuan', 'anak laki-laki', 'anak lelaki',
    'ibu dan anak', 'anak telanjang', 'anak bugil', 'dua anak', 'tiga anak', 'para anak', 'anak yang', 'anak perempuan kecil',
    'bocah', 'bocil', 'anak balita', 'seorang balita', 'balita perempuan', 'balita laki-laki', 'bayi dan balita', 'batita',
    'bayi', 'bayinya', 'bayi perempuan', 'bayi laki-laki', 'gadis kecil', 'gadis cilik', 'cewek kecil', 'bocah perempuan',
    'anak gadis', 'cewek abg', 'abg telanjang', 'abg bugil', 'bokep abg', 'abg smp', 'abg sma', 'anak abg', 'anak baru gede',
    'remaja putri', 'remaja', 'remaja-remaja', 'praremaja', 'anak di bawah umur', 'siswi', 'siswi sd', 'siswi smp', 'siswi sma',
    'anak sd', 'anak smp', 'anak sma', 'murid sd', 'murid smp', 'murid sma', 'pedofil*', 'pedofilia', 'bokep anak',
    'pornografi anak', 'pencabulan anak', 'pelecehan anak', 'pengantin anak',
    ...YOUNG_AGES.map((age) => `${age} tahun`),
    ...YOUNG_AGES.map((age) => `umur ${age}`),
  ],
  schoolLevels: [
    'sekolah dasar', 'sekolah menengah pertama', 'sekolah menengah atas', 'sekolah menengah', 'taman kanak-kanak',
    'paud', 'seragam sd', 'seragam smp', 'seragam sma', 'seragam putih biru', 'seragam putih merah', 'kelas 1 sd', 'kelas 6 sd',
    ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((grade) => `kelas ${grade}`),
  ],
  ageOfConsent: [
    'di bawah umur', 'belum cukup umur', 'belum dewasa', 'belum legal', 'masih di bawah umur', 'belum 18 tahun', 'belum genap 18',
    'di bawah usia 18', 'di bawah 18 tahun', 'belum akil balig', 'usia di bawah umur',
  ],
  lifeEvents: [
    'sunatan', 'khitanan', 'hari pertama sekolah', 'masa orientasi siswa', 'pubertas', 'masa puber', 'turun tanah', 'akikah',
  ],
  minorCues: [
    'seragam sekolah', 'adik perempuan', 'adik kecil', 'adikku', 'terlihat muda', 'berwajah bocah', 'kekanak-kanakan',
    'imut seperti anak', 'rok sekolah', 'tas sekolah', 'boneka beruang', 'murid', 'pelajar',
  ],
  sexual: [
    'telanjang', 'bugil', 'tanpa busana', 'tanpa baju', 'bokep', 'porno', 'seks', 'seksi', 'ngentot', 'ngewe', 'memek',
    'kontol', 'toket', 'payudara', 'puting', 'erotis', 'sange', 'mesum', 'cabul', 'telanjang dada', 'pakaian dalam',
    'celana dalam', 'beha', 'masturbasi', 'bercinta', 'hubungan seks', 'vagina', 'penis', 'bokong',
  ],
  adulthood: ['dewasa', 'orang dewasa', 'wanita dewasa', 'cukup umur', 'sudah dewasa', 'di atas 18 tahun'],
  harmless: [
    // 'dua puluh lima tahun' (25) holds 'lima tahun' (5)
    ...ADULT_AGES,
    'anak muda', 'anak buah', 'anak perusahaan', 'anak sungai', 'anak tangga', 'anak kunci', 'anak kos', 'anak band',
    'anak panah', 'anak krakatau', 'anak timbangan', 'anak kalimat', 'minyak bayi', 'bedak bayi', 'biru bayi',
    'remaja masjid', 'anak rantau', 'anak kuliahan', 'anak kampus',
  ],
  youngBody: ['dada rata', 'belum berkembang', 'tubuh belum berkembang', 'tanpa payudara'],
  childhoodItems: ['popok', 'dot bayi', 'empeng', 'bra latihan', 'miniset'],
  childhoodHints: ['kuncir dua', 'boneka'],
  numberWords: NUMBER_WORDS,
  // Not 'dia' (she, he): it is the Spanish and Portuguese 'day'.
  people: [
    'wanita', 'perempuan', 'pria', 'laki', 'lelaki', 'cewek', 'cewe', 'cowok', 'gadis', 'nona', 'nyonya', 'tante', 'mbak', 'istri', 'isteri',
    'suami', 'bini', 'pengantin', 'pacar', 'janda', 'model', 'pirang', 'beliau',
  ],
});
