import { vocabulary } from './types';

/**
 * Javanese, ngoko and krama, in the Latin spelling people type (with or without 'dh'/'th': 'sekolah
 * dhasar', 'sekolah dasar'). Words Javanese shares with Indonesian are in id.ts ('bocah', 'bayi', 'anak
 * kecil', 'telanjang'); this file holds the Javanese ones. 'cilik' (small), 'lare' (child, krama) and
 * 'cah' are read in phrases ('cah cilik', 'lare alit'): 'wong cilik' is the common people. 'cah wadon'
 * and 'prawan' are said of young women and pass; 'genduk' and 'nduk' are also said to grown daughters and
 * are cues of a sexual prompt. Not 'diwasa' (adult) alone for adulthood: it is in 'durung diwasa' (not
 * yet adult), which a negative prompt names to protect. Aksara Jawa is rarely typed and is not listed.
 */

/**
 * Numbers 1-99 before 'taun' or 'warsa', ngoko and krama: units, the linked forms ages take ('limang
 * taun', 'telung taun'), teens ('telulas'), tens ('rong puluh', 'seket') and the twenties in 'likur'
 * ('selikur', 21), with compounds ('telung puluh telu', which holds 'telu'). Not 'loro' (2), 'nem' (6)
 * nor 'limang' (5) alone: they are the Italian 'loro' ('i loro anni'), the Vietnamese 'nem' ('nem tươi')
 * and the Tagalog 'limang' ('limang taon na ang nakalipas', five years ago); they are read in compounds
 * ('seket loro').
 */
const UNITS: readonly (readonly string[])[] = [
  ['siji', 'setunggal'], ['loro', 'kalih', 'rong'], ['telu', 'telung', 'tiga', 'tigang'], ['papat', 'patang', 'sekawan'],
  ['lima', 'limang', 'gangsal'], ['enem', 'nem'], ['pitu', 'pitung'], ['wolu', 'wolung'], ['sanga', 'sangang'],
];
const NOT_ALONE = new Set(['loro', 'nem', 'limang']);
const TEENS: Readonly<Record<string, number>> = {
  sepuluh: 10, sedasa: 10, sewelas: 11, rolas: 12, telulas: 13, patbelas: 14, limalas: 15, nembelas: 16, pitulas: 17,
  wolulas: 18, sangalas: 19, 'setunggal welas': 11, 'kalih welas': 12, 'tiga welas': 13, 'sekawan welas': 14,
  'gangsal welas': 15, 'enem welas': 16, 'pitu welas': 17, 'wolu welas': 18, 'sanga welas': 19,
};
const TWENTIES: Readonly<Record<string, number>> = {
  selikur: 21, rolikur: 22, telulikur: 23, patlikur: 24, selawe: 25, selangkung: 25, nemlikur: 26, pitulikur: 27,
  wolulikur: 28, sangalikur: 29,
};
const TENS: readonly (readonly string[])[] = [
  ['rong puluh', 'rongpuluh', 'kalih dasa', 'kalihdasa'], ['telung puluh', 'telungpuluh', 'tigang dasa', 'tigangdasa'],
  ['patang puluh', 'patangpuluh', 'sekawan dasa'], ['seket'], ['suwidak', 'sewidak'],
  ['pitung puluh', 'pitungpuluh', 'pitung dasa'], ['wolung puluh', 'wolungpuluh', 'wolung dasa'],
  ['sangang puluh', 'sangangpuluh', 'sangang dasa'],
];
const NUMBER_WORDS: Record<string, number> = { ...TEENS, ...TWENTIES, setaun: 1 };
UNITS.forEach((spellings, index) => {
  for (const unit of spellings) if (!NOT_ALONE.has(unit)) NUMBER_WORDS[unit] = index + 1;
});
TENS.forEach((spellings, index) => {
  const tens = (index + 2) * 10;
  for (const ten of spellings) {
    NUMBER_WORDS[ten] = tens;
    UNITS.forEach((units, unitIndex) => {
      for (const unit of units) NUMBER_WORDS[`${ten} ${unit}`] = tens + unitIndex + 1;
    });
  }
});

export default vocabulary('jv', 'Javanese', {
  minors: [
    'cah cilik', 'cah-cah cilik', 'bocah-bocah cilik', 'anak cilik', 'anak-anak cilik', 'arek cilik', 'arek-arek cilik',
    'lare alit', 'lare-lare', 'lare estri', 'lare jaler', 'larene', 'prawan cilik', 'perawan cilik', 'cah wadon cilik',
    'cah wedok cilik', 'cah lanang cilik', 'cah sekolah', 'cah sd', 'cah smp', 'cah tk', 'arek sd', 'arek smp',
  ],
  schoolLevels: [
    'sekolah dhasar', 'sekolah rakyat', 'sekolah menengah pisanan', 'sekolah tk',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((grade) => `klas ${grade}`),
    ...['siji', 'loro', 'telu', 'papat', 'lima', 'enem', 'pitu', 'wolu', 'sanga'].map((grade) => `kelas ${grade}`),
    ...['siji', 'loro', 'telu', 'papat', 'lima', 'enem'].map((grade) => `klas ${grade}`),
  ],
  ageOfConsent: [
    'durung cukup umur', 'durung diwasa', 'durung dewasa', 'durung akil baligh', 'durung baligh', 'isih ngisor umur',
    'ing ngisor umur', 'ngisor umur', 'durung 18 taun', 'durung wolulas taun', 'durung wolulas', 'dereng diwasa',
    'dereng cekap umur',
  ],
  lifeEvents: [
    'tedhak siten', 'tedak siten', 'tedhak siti', 'selapanan', 'brokohan', 'supitan', 'disupit', 'dina pisanan sekolah',
    'dino pisanan sekolah', 'pisanan mens', 'mens pisanan',
  ],
  minorCues: [
    'genduk', 'ndhuk', 'nduk', 'adhik wadon', 'adhi wadon', 'adhiku wadon', 'katon enom', 'ketok enom', 'klambi sekolah',
  ],
  sexual: [
    'wuda', 'wudo', 'wuda blejet', 'mblejet', 'blejetan', 'kenthu', 'kentu', 'ngenthu', 'ngentu', 'tempik', 'pepek', 'jembut',
    'ngaceng', 'lonte', 'tanpa sandhangan', 'tanpa klambi', 'ora klambenan', 'ora nganggo klambi', 'ora nganggo sandhangan',
    'susu gedhe', 'saru banget', 'gambar saru',
  ],
  adulthood: ['wis diwasa', 'wong diwasa', 'wanita diwasa', 'wis gedhe', 'wis akil baligh', 'luwih saka 18 taun', 'sampun diwasa'],
  harmless: ['lenga bayi', 'bedhak bayi', 'sabun bayi'],
  youngBody: ['dhadha rata', 'dhadhane rata', 'durung mens', 'durung haid', 'durung tuwuh susune'],
  childhoodItems: ['kempeng', 'kuncir loro', 'kuncir kalih'],
  // Not 'priya' (man, krama), a common Indian name, nor 'mas' (a young man), the Spanish 'more'.
  people: [
    'wadon', 'wedok', 'cah wadon', 'wanita', 'lanang', 'cah lanang', 'kakung', 'prawan', 'perawan', 'cewek', 'cowok', 'bojo', 'bojone',
    'garwa', 'manten', 'pacar', 'pacare', 'model', 'dheweke', 'deweke', 'piyambakipun', 'mbak', 'nyonya',
  ],
  ageUnits: ['taun', 'warsa'],
  ageWords: ['yuswa', 'umure', 'yuswane', 'yuswanipun'],
  numberWords: NUMBER_WORDS,
});
