import { vocabulary } from './types';

/**
 * Albanian. Latin terms are compared without diacritics ('fëmijë' as 'femije', 'vjeç' as 'vjec'), and
 * nouns take definite endings, hence the stems. 'Vajzë' and 'djalë' are said of adults too (a daughter,
 * a son) and pass; an age beside them is read by the age rules ('13 vjeç' is). 'Kopsht' is also a garden
 * and 'çerdhe' a nest, so they are listed only with 'fëmijë'; 'kar' is a Turkish and Hindi word and is
 * left out.
 */

/**
 * Numbers 1-99 before 'vjeç': units, the teens ('trembëdhjetë'), the tens, and the tens with 'e' and a
 * unit ('njëzet e tre'), which hold a smaller number.
 */
const UNITS = ['një', 'dy', 'tre', 'katër', 'pesë', 'gjashtë', 'shtatë', 'tetë', 'nëntë'];
const TENS = ['njëzet', 'tridhjetë', 'dyzet', 'pesëdhjetë', 'gjashtëdhjetë', 'shtatëdhjetë', 'tetëdhjetë', 'nëntëdhjetë'];
const NUMBER_WORDS: Record<string, number> = { dhjetë: 10 };
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`${unit}mbëdhjetë`] = 11 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${tens} e ${unit}`] = (index + 2) * 10 + unitIndex + 1;
  });
});

const GRADES = ['e tretë', 'e katërt', 'e pestë', 'e gjashtë', 'e shtatë', 'e tetë', 'e nëntë'];

export default vocabulary('sq', 'Albanian', {
  minors: [
    'fëmij*', 'vajzë e vogël', 'vajza e vogël', 'vajzën e vogël', 'vajza të vogla', 'vajzat e vogla', 'vajzush*', 'vogëlush*',
    'djalë i vogël', 'djali i vogël', 'djem të vegjël', 'djemtë e vegjël', 'çunak*', 'foshnj*', 'bebush*', 'bebja', 'bebet', 'bebeve',
    'porsalindur*', 'adoleshent*', 'e mitur', 'i mitur', 'të mitur', 'miturit', 'miturën', 'miturve', 'të miturit', 'të miturat',
    'minorene', 'minorenët', 'nxënëse', 'nxënësja', 'nxënëset', 'vajzë shkolle', 'vajza shkolle', 'kalamaj', 'kalamajtë', 'pedofil*',
    'pornografi me fëmijë',
  ],
  schoolLevels: [
    'shkollë fillore', 'shkolla fillore', 'shkollën fillore', 'shkollës fillore', 'në fillore', 'shkollë e mesme', 'shkolla e mesme',
    'shkollën e mesme', 'shkollës së mesme', 'kopsht fëmijësh', 'kopshti i fëmijëve', 'çerdhe fëmijësh', 'parashkollor*',
    ...GRADES.flatMap((grade) => [`klasa ${grade}`, `klasën ${grade}`, `klasës ${grade}`]),
    ...[3, 4, 5, 6, 7, 8, 9].flatMap((grade) => [`klasa ${grade}`, `klasa e ${grade}`, `klasën e ${grade}`]),
  ],
  ageOfConsent: [
    'nuk është madhore', 'ende nuk është madhore', 'ende e mitur', 'pothuajse madhore', 'mezi madhore', 'sapo madhore',
    'nën moshën e pëlqimit', 'nën moshën madhore', 'nën 18 vjeç', 'nën tetëmbëdhjetë', 'nuk i ka mbushur 18', 'ende pa mbushur 18',
  ],
  lifeEvents: [
    'kungimi i parë', 'kungimin e parë', 'kungimi i shenjtë', 'krezmim', 'krezmimi', 'dita e parë e shkollës', 'ditën e parë të shkollës',
    'kamp veror', 'kampi veror', 'pubertet*', 'synet', 'syneti', 'synetia', 'synetllëk',
  ],
  minorCues: [
    'uniformë shkolle', 'uniforma e shkollës', 'uniformën e shkollës', 'uniformë shkollore', 'motra e vogël', 'motër e vogël',
    'motrën e vogël', 'motrëz*', 'vëllai i vogël', 'vëlla i vogël', 'duket shumë e re', 'duket si fëmijë', 'fëminor*', 'vajza ime e vogël',
    'bijëza', 'nxënës', 'nxënësi', 'gjimnazist*',
  ],
  sexual: [
    'lakuriq*', 'e zhveshur', 'të zhveshura', 'zhvishet', 'zhveshje', 'pa rroba', 'pa të brendshme', 'seksi', 'seksual*', 'erotik*',
    'porno', 'pornografi*', 'gjinj', 'gjinjtë', 'sisë', 'sisët', 'thithka', 'thithkat', 'pidh', 'pidhi', 'qij', 'qihet', 'qirje', 'qifsha',
    'masturb*', 'orgazëm', 'orgazmë', 'të brendshme', 'të brendshmet', 'mbathje', 'mbathjet', 'sytjena', 'sytjen', 'sytjenat', 'toples',
    'striptiz', 'e eksituar', 'bythë', 'bytha', 'bythët',
  ],
  adulthood: ['e rritur', 'i rritur', 'të rritur', 'të rriturit', 'madhore', 'e pjekur', 'i pjekur', 'mbi 18', 'mbi 18 vjeç', 'mbi tetëmbëdhjetë'],
  harmless: [
    'si fëmijë', 'si një fëmijë', 'lojë fëmijësh', 'lodra fëmijësh', 'karrocë fëmijësh', 'viç i porsalindur', 'qengj i porsalindur',
    'kotele të porsalindura', 'këlysh të porsalindur', 'mëz i porsalindur',
  ],
  youngBody: ['gjoks i sheshtë', 'gjoksin e sheshtë', 'pa gjinj', 'e pazhvilluar', 'i pazhvilluar', 'trup i pazhvilluar', 'trup fëmije'],
  childhoodItems: ['pelena', 'pelenë', 'pelenat', 'biberon', 'biberoni', 'çantë shkolle', 'çanta e shkollës', 'çantën e shkollës'],
  childhoodHints: ['bishtaleca', 'bishtalecat', 'gërsheta', 'gërshetat', 'lëpirëse', 'lëpirëset', 'arush pelushi', 'arushi pelushi', 'aparat dhëmbësh'],
  youthGroups: ['skautët', 'skaute', 'pionierët', 'pioniere', 'shamia e pionierit'],
  deAgeing: ['eliksir i rinisë', 'shndërruar në fëmijë', 'versioni më i ri i saj'],
  // Not 'gra' (women), the Polish 'game', 'ajo' (she), the Spanish 'garlic', 'ai' (he), two letters, nor 'atë' (him, her), the English 'ate'.
  people: [
    'grua', 'gruaja', 'femër', 'burrë', 'burri', 'burra', 'vajzë', 'vajza', 'djalë', 'djali', 'djem', 'zonjë', 'zonja', 'zonjushë', 'zotëri',
    'bashkëshort*', 'nuse', 'nusja', 'e dashura', 'i dashuri', 'modele', 'bjonde', 'flokëkuqe', 'asaj',
  ],
  ageUnits: ['vjeç*', 'vjet'],
  ageWords: ['mosha', 'moshën'],
  numberWords: NUMBER_WORDS,
});
