import { vocabulary } from './types';

/**
 * Malay (Malaysia, Brunei, Singapore), in Rumi, the Latin spelling. Words it shares with Indonesian are
 * in id.ts ('bayi', 'anak kecil', 'remaja', 'telanjang', 'sekolah menengah'); this file holds the Malay
 * ones. 'budak' (a child here) is a slave in Indonesian ('budak seks', 'pasar budak'): it is read in
 * phrases only ('budak kecil', 'budak sekolah'), and 'budak perempuan' / 'budak lelaki' (a girl, a boy,
 * also a slave woman or man in Indonesian) are cues of a sexual prompt. 'kanak-kanak' (children) is also
 * in the Indonesian 'taman kanak-kanak' (a kindergarten, a school level of id.ts) and in memories of
 * childhood, which are harmless. Not 'taska' (a nursery) alone: it is the Croatian 'taška', a bag. 'darjah' (a primary grade) is also a degree, written after its number
 * ('30 darjah'), so grades are 'darjah 5' and 'darjah lima'; 'tingkatan' (a secondary form) is also a
 * level in Indonesian, so forms are read after a pupil word ('pelajar tingkatan 3'). Jawi is rarely typed
 * in prompts and is not listed.
 */

/**
 * Malay numbers that Indonesian writes otherwise: 'lapan' (8, Indonesian 'delapan') in its teens and tens
 * ('dua puluh lapan', 28, which holds 'lapan'); id.ts reads the others ('tiga belas', 'dua puluh lima').
 */
const UNITS = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'lapan', 'sembilan'];
const TENS = ['dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'lapan', 'sembilan'];
const NUMBER_WORDS: Record<string, number> = { lapan: 8, 'lapan belas': 18, lapanbelas: 18, 'lapan puluh': 80, lapanpuluh: 80 };
TENS.forEach((ten, index) => {
  for (const joint of [' ', '']) {
    NUMBER_WORDS[`${ten}${joint}puluh lapan`] = (index + 2) * 10 + 8;
    if (ten === 'lapan') UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`lapan${joint}puluh ${unit}`] = 80 + unitIndex + 1));
  }
});

const GRADES = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam'];
const FORMS = ['1', '2', '3', '4', '5', 'satu', 'dua', 'tiga', 'empat', 'lima'];

/** A memory or the home of one's childhood: 'rumah zaman kanak-kanak'. */
const CHILDHOOD_MEMORIES = ['masa', 'zaman'].flatMap((time) => [`kenangan ${time} kanak-kanak`, `rumah ${time} kanak-kanak`, `kampung ${time} kanak-kanak`]);

export default vocabulary('ms', 'Malay', {
  minors: [
    'kanak-kanak', 'budak kecil', 'budak-budak kecil', 'budak sekolah', 'budak-budak sekolah', 'budak tadika', 'budak darjah',
    'budak bawah umur', 'budak hingusan', 'budak perempuan kecil', 'budak lelaki kecil', 'anak dara sunti', 'dara sunti',
    'gadis sunti', 'bohsia', 'bohjan', 'pelajar sekolah', 'murid sekolah', 'budak taska',
  ],
  schoolLevels: [
    'sekolah rendah', 'sekolah kebangsaan', 'sekolah jenis kebangsaan', 'sekolah menengah rendah', 'tadika', 'prasekolah',
    'pra sekolah', 'tabika', 'upsr', 'calon upsr', 'calon pt3', 'calon spm', 'pelajar spm', 'pelajar pt3',
    ...[1, 2, 3, 4, 5, 6].flatMap((grade) => [`darjah ${grade}`, `murid tahun ${grade}`]),
    ...GRADES.map((grade) => `darjah ${grade}`),
    ...FORMS.flatMap((form) => [`pelajar tingkatan ${form}`, `murid tingkatan ${form}`, `budak tingkatan ${form}`]),
    ...[1, 2, 3, 4, 5].flatMap((form) => [`pelajar form ${form}`, `budak form ${form}`]),
  ],
  ageOfConsent: [
    'bawah umur', 'masih bawah umur', 'bawah 18 tahun', 'bawah umur 18', 'belum baligh', 'belum mencapai umur 18',
    'belum cukup 18 tahun', 'belum lapan belas tahun', 'tak cukup umur', 'tidak cukup umur',
  ],
  lifeEvents: [
    'berkhatan', 'majlis berkhatan', 'khatan', 'bersunat', 'cukur jambul', 'naik buai', 'hari pertama persekolahan',
    'hari pertama ke sekolah', 'haid pertama', 'baru baligh', 'baru akil baligh', 'baru datang haid',
  ],
  minorCues: [
    'budak perempuan', 'budak lelaki', 'budak-budak', 'adik-adik', 'baju sekolah', 'uniform sekolah', 'pakaian sekolah',
    'pinafore sekolah', 'tudung sekolah', 'beg sekolah', 'nampak muda', 'muka budak', 'macam budak', 'kebudak-budakan',
    'rupa budak',
  ],
  sexual: [
    'bogel', 'berbogel', 'separuh bogel', 'lucah', 'video lucah', 'gambar lucah', 'tak berbaju', 'tidak berbaju',
    'tidak berpakaian', 'tanpa pakaian', 'tanpa seurat benang', 'seluar dalam', 'baju dalam', 'buah dada', 'zakar',
    'pukimak', 'bersetubuh', 'persetubuhan', 'melancap', 'lancap', 'berahi', 'main seks', 'bontot', 'kangkang', 'mengangkang',
  ],
  adulthood: [
    'sudah baligh', 'wanita matang', 'atas 18 tahun', 'lebih 18 tahun', 'melebihi 18 tahun', 'sudah cukup umur',
    'orang yang sudah dewasa',
  ],
  harmless: ['taman kanak-kanak', ...CHILDHOOD_MEMORIES],
  youngBody: ['dada leper', 'tiada buah dada', 'belum tumbuh buah dada', 'belum datang haid', 'belum haid', 'badan budak'],
  childhoodItems: ['puting getah', 'puting susu getah', 'tocang dua', 'patung beruang', 'kain lampin'],
  ageWords: ['berumur', 'berusia', 'umurnya', 'usianya'],
  numberWords: NUMBER_WORDS,
  // Not 'dia' (she, he): it is the Spanish and Portuguese 'day'.
  people: [
    'wanita', 'perempuan', 'lelaki', 'gadis', 'teruna', 'jejaka', 'puan', 'encik', 'isteri', 'suami', 'pengantin', 'kekasih', 'awek',
    'makwe', 'pakwe', 'model', 'beliau',
  ],
});
