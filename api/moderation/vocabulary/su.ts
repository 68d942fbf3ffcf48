import { vocabulary } from './types';

/**
 * Sundanese, in the Latin spelling people type ('awéwé' is typed 'awewe'). Words it shares with
 * Indonesian are in id.ts ('bayi', 'bocah', 'anak kecil', 'telanjang'). 'budak' (a child here) is a
 * slave in Indonesian ('budak seks') and 'orok' (a baby) is the Hungarian 'örök' without its marks, so
 * both are read in phrases only ('budak leutik', 'budak awewe', 'orok leutik'). 'barudak' (kids) is also
 * said of a group of grown friends and passes; 'mojang' (a maiden) is said of women. Not 'kelas dua'
 * (second grade): it is the Indonesian 'second-class'. Not 'sawawa' (adult) alone for adulthood but in
 * phrases, as a negative prompt may name the young to protect them ('can sawawa').
 */

/**
 * Numbers 1-99 before 'taun': units, teens ('tilu welas'), tens ('tilu puluh'), the twenties in 'likur'
 * ('salikur', 21; 'dua likur', 22; 'salawe', 25) and compounds ('tilu puluh tilu', which holds 'tilu'),
 * spaced and joined. The words shared with Indonesian ('dua', 'lima', 'tujuh') are read by id.ts too.
 */
const UNITS = ['hiji', 'dua', 'tilu', 'opat', 'lima', 'genep', 'tujuh', 'dalapan', 'salapan'];
const SHARED_UNITS = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const NUMBER_WORDS: Record<string, number> = { sapuluh: 10, sabelas: 11, salikur: 21, salawe: 25 };
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  if (index === 0) return;
  for (const joint of [' ', '']) {
    NUMBER_WORDS[`${unit}${joint}welas`] = 11 + index;
    NUMBER_WORDS[`${unit}${joint}likur`] = 21 + index;
    const tens = `${unit}${joint}puluh`;
    NUMBER_WORDS[tens] = (index + 1) * 10;
    [...new Set([...UNITS, ...SHARED_UNITS])].forEach((other) => {
      const value = (UNITS.includes(other) ? UNITS.indexOf(other) : SHARED_UNITS.indexOf(other)) + 1;
      NUMBER_WORDS[`${tens} ${other}`] = (index + 1) * 10 + value;
    });
  }
});

export default vocabulary('su', 'Sundanese', {
  minors: [
    'budak leutik', 'budak letik', 'budak awewe', 'budak lalaki', 'budak pameget', 'budak sakola', 'budak keneh', 'budak sd',
    'budak smp', 'budak tk', 'barudak leutik', 'barudak sakola', 'murangkalih', 'rumaja', 'orok leutik', 'orok awewe',
    'orok lalaki', 'orok anyar', 'hiji orok',
  ],
  schoolLevels: [
    'sakola dasar', 'sakola menengah', 'sakola menengah pertama', 'sakola menengah atas',
    ...['hiji', 'tilu', 'opat', 'genep', 'dalapan', 'salapan'].map((grade) => `kelas ${grade}`),
  ],
  ageOfConsent: [
    'can cukup umur', 'acan cukup umur', 'can dewasa', 'acan dewasa', 'can sawawa', 'acan sawawa', 'can baligh', 'acan baligh',
    'di handapeun umur', 'handapeun umur', 'can 18 taun', 'can dalapan welas', 'acan dalapan welas taun',
  ],
  lifeEvents: ['nyunatan', 'disunatan', 'gusaran', 'dinten kahiji sakola', 'poe kahiji sakola', 'haid munggaran', 'mimiti haid'],
  minorCues: [
    'adi awewe', 'adi istri', 'katingali ngora', 'katingal ngora', 'siga budak', 'kawas budak', 'baju sakola', 'seragam sakola',
    'tas sakola', 'rok sakola', 'nonoman',
  ],
  sexual: [
    'taranjang', 'buligir', 'heunceut', 'kanjut', 'ewean', 'diewe', 'jorang', 'teu make baju',
    'teu make acuk', 'tanpa acuk', 'teu nganggo baju', 'susu gede', 'gambar jorang',
  ],
  adulthood: ['jalma sawawa', 'awewe sawawa', 'geus sawawa', 'geus dewasa', 'geus gede', 'leuwih ti 18 taun'],
  harmless: ['rumaja masjid'],
  youngBody: ['can boga susu', 'acan boga susu', 'can haid', 'acan haid', 'awak budak', 'dada datar'],
  childhoodItems: ['ayunan orok', 'dot orok', 'popok orok', 'samping orok'],
  people: [
    'awewe', 'wanoja', 'lalaki', 'pameget', 'istri', 'mojang', 'jajaka', 'pamajikan', 'salaki', 'caroge', 'panganten', 'kabogoh', 'bebene',
    'manehna', 'anjeunna',
  ],
  ageUnits: ['taun'],
  ageWords: ['umurna', 'yuswana'],
  numberWords: NUMBER_WORDS,
});
