import { vocabulary } from './types';

/**
 * Tagalog number words from five to seventeen, with the linker they take before a noun ('labintatlong').
 * Below eleven only with 'taong gulang' ('years of age'): 'limang taon' is also 'five years' of time.
 */
const CHILD_AGES = ['limang', 'anim na', 'pitong', 'walong', 'siyam na', 'sampung'];
const TEEN_AGES = [
  'labing-isang', 'labindalawang', 'labintatlong', 'labing-apat na', 'labinlimang', 'labing-anim na', 'labimpitong',
  'labing-pitong',
];

/**
 * Tagalog (Filipino), with the Taglish people type. 'bata' (child) is also Spanish for a robe and
 * 'batang' Indonesian for a stem, so 'bata' is read only in phrases ('batang babae', 'mga bata', 'ang
 * bata'). 'anak' (child, offspring) glues to the English 'an AK' and is read only in phrases ('mga anak
 * ko'); 'anak ng ...' is an exclamation. 'dalaga' (a young woman) and 'babae' pass; an age beside them is read by the
 * age rules ('13 taon' already is). Ages in number words are listed as phrases.
 */
export default vocabulary('tl', 'Tagalog', {
  minors: [
    'batang babae', 'batang lalaki', 'batang lalake', 'mga bata', 'mga batang', 'ang bata', 'ang batang', 'isang bata',
    'isang batang', 'maliit na bata', 'batang maliit', 'batang paslit', 'batang hubad', 'hubad na bata', 'mga paslit', 'paslit',
    'musmos', 'sanggol', 'mga sanggol', 'bagong silang na sanggol', 'dalagita', 'dalagitang', 'binatilyo',
    'menor de edad', 'anak kong babae', 'mga anak ko', 'aking anak na babae', 'batang estudyante',
    'pedopilya', 'pedopilo', 'pedophile', 'bata pa lang', 'bata pa siya',
    ...CHILD_AGES.map((age) => `${age} taong gulang`),
    ...TEEN_AGES.flatMap((age) => [`${age} taong gulang`, `${age} taon`]),
  ],
  schoolLevels: [
    'elementarya', 'mababang paaralan', 'paaralang elementarya', 'mataas na paaralan', 'hayskul', 'haiskul', 'high school pa',
    'junior high school', 'kindergarten', 'kinder pa', 'daycare pa',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `grade ${grade} pa`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `nasa grade ${grade}`),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((grade) => `ika-${grade} baitang`),
  ],
  ageOfConsent: [
    'wala pang 18', 'wala pa sa tamang edad', 'wala sa hustong gulang', 'hindi pa legal', 'hindi pa nasa hustong gulang',
    'menor de edad pa', 'wala pang labing-walo', 'hindi pa dalaga',
  ],
  lifeEvents: [
    'bagong tuli', 'pagtutuli', 'magpatuli', 'binyag', 'bininyagan', 'unang komunyon', 'pagdadalaga', 'pagbibinata',
    'unang regla',
  ],
  minorCues: [
    'uniporme sa eskwela', 'uniporme ng paaralan', 'uniporme sa paaralan', 'nakababatang kapatid', 'bunsong kapatid',
    'mukhang bata', 'parang bata', 'isip bata', 'batang tingnan', 'batang-bata', 'estudyante', 'mukhang estudyante',
  ],
  sexual: [
    'hubad', 'nakahubad', "hubo't hubad", 'hubu at hubad', 'kantot', 'kantutan', 'iyutan', 'malaswa', 'malaswang', 'seksing',
    'libog', 'malibog',
    'kalibugan', 'seksi', 'utong', 'suso', 'pekpek', 'bilat', 'burat', 'tamod', 'jakol', 'salsal', 'walang damit', 'panty',
    'bra', 'nagtatalik', 'pagtatalik', 'porn', 'hubaran',
  ],
  adulthood: [
    'nasa hustong gulang', 'hustong gulang', 'nasa wastong edad', 'wastong gulang', 'may sapat na gulang', 'adulto',
    'dalaga na',
  ],
  youngBody: ['patag na dibdib', 'walang dibdib', 'hindi pa buo ang katawan'],
  childhoodItems: ['lampin', 'diaper', 'tsupon', 'dede ng bata', 'tirintas', 'laruan'],
  ageUnits: ['taong gulang', 'na taong gulang'],
});
