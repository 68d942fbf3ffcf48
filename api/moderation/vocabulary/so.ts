import { vocabulary } from './types';

/**
 * Somali, in its Latin spelling. 'ilmo' is a child and also a tear, so it is read in phrases ('ilmo yar',
 * 'ilmaha'); 'gabar' (a girl), 'wiil' (a boy) and 'inan' are said of adults too and pass, and an age
 * beside them is read by the age rules. Ages are written with 'jir' after the number ('15 jir', 'shan
 * iyo toban jir'), which the age rules read with the number words; 'da'' (age) comes before a number
 * in its possessed forms ("da'deedu 15"). The apostrophe of "da'" is a letter there. 'naas' (a breast)
 * is read in its other forms only: with its doubled letters cut it reads as German 'nass' (wet).
 */

const UNITS = ['kow', 'laba', 'saddex', 'afar', 'shan', 'lix', 'toddoba', 'siddeed', 'sagaal'];
const TENS = ['toban', 'labaatan', 'soddon', 'afartan', 'konton', 'lixdan', 'toddobaatan', 'siddeetan', 'sagaashan'];

/**
 * Numbers 1-99 before 'jir': units ('todoba' too), teens ('shan iyo toban') and the tens with their
 * units before them ('shan iyo labaatan', 25, which holds 'labaatan'). Not 'hal' (one): it is English.
 */
const NUMBER_WORDS: Record<string, number> = { todoba: 7 };
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 1) * 10;
  [...UNITS, 'todoba'].forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${unit} iyo ${tens}`] = (index + 1) * 10 + (unit === 'todoba' ? 7 : unitIndex + 1);
  });
});

const ORDINALS = [
  'kowaad', 'labaad', 'saddexaad', 'afraad', 'shanaad', 'lixaad', 'toddobaad', 'siddeedaad', 'sagaalaad', 'tobnaad',
  'kow iyo tobnaad', 'laba iyo tobnaad',
];

export default vocabulary('so', 'Somali', {
  minors: [
    'ilmo yar', 'ilmo yaryar', 'ilmaha', 'ilmaha yaryar', 'carruur', 'carruurta', 'caruur', 'caruurta', 'cunug', 'cunugga',
    'carruur yaryar', 'ilmo dhallaan', 'dhallaan', 'dhallaanka', 'gabar yar', 'gabadh yar', 'gabdho yaryar', 'wiil yar',
    'wiilal yaryar', 'inan yar', 'gabar yaraan', 'ardayad dugsi', 'ardayda dugsiga', 'ardayad dugsiga', 'aan qaan-gaarin',
    'aan qaangaarin', 'qaan-gaar maaha', 'filimada galmada carruurta', 'xadgudub galmo oo carruur',
  ],
  schoolLevels: [
    'dugsi hoose', 'dugsiga hoose', 'dugsi dhexe', 'dugsiga dhexe', 'dugsi hoose dhexe', 'dugsiga hoose dhexe', 'dugsi sare',
    'dugsiga sare', 'xanaanada carruurta', 'dugsiga barbaarinta', 'barbaarinta carruurta',
    ...ORDINALS.flatMap((ordinal) => [`fasalka ${ordinal}`, `fasal ${ordinal}`]),
    ...Array.from({ length: 12 }, (_, index) => [`fasalka ${index + 1}aad`, `fasal ${index + 1}aad`]).flat(),
  ],
  ageOfConsent: [
    'ka yar 18', 'ka yar 18 sano', 'ka yar siddeed iyo toban', 'aan gaarin 18', 'aan gaarin 18 sano',
    'aan gaarin da’da qaan-gaarnimada', 'da’da sharciga ka yar',
  ],
  lifeEvents: ['gudniin', 'gudniinka', 'qaan-gaarnimo', 'qaangaarnimo', 'maalinta ugu horeysa dugsiga'],
  minorCues: [
    'dirayska dugsiga', 'labiska dugsiga', 'walaashay yar', 'walaasheed yar', 'walaal yar', 'yaryar', 'carruurnimo',
    'u eg ilmo', 'u eg gabar yar', 'arday', 'ardayad', 'ardayda', 'malcaamad', 'dugsiga quraanka',
  ],
  sexual: [
    'qaawan', 'qaawanaan', 'qaawisan', 'galmo', 'galmada', 'naasaha', 'naaso', 'guska', 'dhar la’aan',
    'dhar la\'aan', 'dharka hoose', 'kanteero', 'dharka iska siibtay', 'dharka iska bixisay', 'xiiso galmo',
  ],
  adulthood: [
    'qaangaar', 'qaan-gaar', 'qof weyn', 'dad waaweyn', 'haweeney qaangaar ah', 'haweeney weyn', 'ka weyn 18',
    '18 jir ka weyn',
  ],
  harmless: [
    // A student of a university
    ...['arday', 'ardayad', 'ardayda'].flatMap((student) => [`${student} jaamacadeed`, `${student} jaamacadda`]),
    // 'carruur' and 'yaryar' as things and animals
    'xayawaanka yaryar', 'shimbiro yaryar', 'dhagxaan yaryar',
  ],
  youngBody: ['laab siman', 'naas la’aan', 'naasaha aan soo bixin', 'jidh aan korin', 'aan weli korin'],
  childhoodItems: ['xafaayad', 'xafaayadda', 'masaasad', 'dhalada caanaha ilmaha'],
  childhoodHints: ['caruusad', 'caruusadda', 'boorsada dugsiga'],
  // Not 'rag' (men), the English word.
  people: [
    'naag', 'naagta', 'haweeney', 'haweenay', 'dumar', 'nin', 'ninka', 'gabar', 'gabadh', 'gabadha', 'gabdho', 'wiil', 'inan', 'xaas', 'aroos',
    'arooska', 'gashaanti', 'saaxiibad', 'iyada', 'isaga',
  ],
  ageUnits: ['jir', 'jirka', 'sano jir', 'sanadood', 'sannadood'],
  ageWords: ["da'da", "da'deedu", "da'diisu", "da'deeda", "da'diisa", "da'deedu waa", "da'diisu waa"],
  numberWords: NUMBER_WORDS,
});
