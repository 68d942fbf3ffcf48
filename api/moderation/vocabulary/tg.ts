import { vocabulary } from './types';

/**
 * Tajik, Persian in Cyrillic letters, found in its any-ascii spelling too ('кӯдак' is 'kudak', 'ҳ' 'h',
 * 'ҷ' 'j', 'ғ' 'gh'). 'бача' (child) is also said of young men ('бачаҳо', guys) and passes alone;
 * 'духтар' (girl, daughter) is said of women too and passes, an age beside it is read by the age rules.
 * 'кӯдак' is listed in its forms, not as a stem: 'кӯдакистон' is the kindergarten and 'кӯдакона' (childish)
 * a cue; 'кӯдаки' (a child of) reads as 'кӯдакӣ' (childhood), harmless in its phrases ('хотираҳои кӯдакӣ'). Ages are '-сола' ('13 сола', 'сездаҳсола'), which is the Spanish 'sola' ('una sola'): it is no
 * unit of its own, and the young ages with it are phrases, with the adult ages that end with them.
 */

/**
 * Numbers 1-99, read before the units of age of other languages: units, teens, tens and their compounds
 * ('бисту се', 23). Not 'як' (1), 'ду' (2), 'се' (3) nor 'ҳафт' (7) alone: they are 'yak', 'du', 'se' and
 * the German 'Haft'. 'урён' (naked) is not listed in Cyrillic: it reads 'uren', the Dutch 'hours'.
 */
const DIGITS = ['як', 'ду', 'се', 'чор', 'панҷ', 'шаш', 'ҳафт', 'ҳашт', 'нӯҳ'];
const TEENS = ['даҳ', 'ёздаҳ', 'дувоздаҳ', 'сездаҳ', 'чордаҳ', 'понздаҳ', 'шонздаҳ', 'ҳабдаҳ', 'ҳаждаҳ', 'нуздаҳ'];
const TENS = ['бист', 'сӣ', 'чил', 'панҷоҳ', 'шаст', 'ҳафтод', 'ҳаштод', 'навад'];
const NOT_ALONE = new Set(['як', 'ду', 'се', 'ҳафт']);
const NUMBER_WORDS: Record<string, number> = {};
DIGITS.forEach((digit, index) => {
  if (!NOT_ALONE.has(digit)) NUMBER_WORDS[digit] = index + 1;
});
TEENS.forEach((teen, index) => {
  NUMBER_WORDS[teen] = index + 10;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  DIGITS.forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${tens}у ${unit}`] = (index + 2) * 10 + unitIndex + 1;
  });
});

/**
 * The young ages before '-сола', in words (spaced or joined) and in digits from 10: a digit phrase is also
 * read glued, leetspeak and squeezed ('25 сола' glues to '25sola', read '2ssola', squeezed '2sola'), so '2 сола'
 * would refuse 25 and 22. And the adult ages that end with a young one in words ('бисту се сола', 23).
 */
const YOUNG_WORDS = [...DIGITS.slice(2), ...TEENS.slice(0, 8)];
const SOLA = ['сола', 'солаи', 'солагӣ'];
const YOUNG_AGES = [
  ...YOUNG_WORDS.flatMap((number) => SOLA.flatMap((sola) => [`${number} ${sola}`, `${number}${sola}`])),
  ...[10, 11, 12, 13, 14, 15, 16, 17].flatMap((age) => SOLA.map((sola) => `${age} ${sola}`)),
];
const ADULT_AGES = TENS.flatMap((tens) => DIGITS.slice(2).flatMap((unit) => SOLA.map((sola) => `${tens}у ${unit} ${sola}`)));

export default vocabulary('tg', 'Tajik', {
  minors: [
    'кӯдак', 'кӯдакон', 'кӯдаки', 'кӯдакро', 'кӯдакони', 'бачагон', 'бачаи хурд', 'бачаҳои хурд', 'духтарча*', 'писарча*', 'навзод*',
    'тифл', 'тифли', 'ширхор*', 'наврас*', 'ноболиғ*', 'хурдсол*', 'духтари хурд', 'духтари хурдсол', 'писари хурд',
    'духтари мактабхон', 'мактабхон*', 'хонандаи мактаб', 'педофил*', 'порнографияи кӯдакон', ...YOUNG_AGES,
    'kudak', 'kudakon', 'duxtarcha', 'dukhtarcha', 'navras', 'nobolig', 'noboligh', 'maktabkhon', 'maktabxon',
  ],
  schoolLevels: [
    'мактаби ибтидоӣ', 'синфҳои ибтидоӣ', 'синфи ибтидоӣ', 'кӯдакистон*', 'боғча', 'боғчаи кӯдакон', 'мактаби миёна', 'мактаби томактабӣ',
    ...Array.from({ length: 11 }, (_, index) => `синфи ${index + 1}`),
    ...['якум', 'дуюм', 'сеюм', 'чорум', 'панҷум', 'шашум', 'ҳафтум', 'ҳаштум', 'нӯҳум', 'даҳум', 'ёздаҳум'].flatMap((ordinal) => [
      `синфи ${ordinal}`, `хонандаи синфи ${ordinal}`,
    ]),
    'kudakiston', 'maktabi ibtidoi',
  ],
  ageOfConsent: ['ҳанӯз 18 сола нест', 'то 18 сола', 'ба балоғат нарасида', 'ҳанӯз ноболиғ', 'аз 18 хурдтар', 'ба синни қонунӣ нарасида'],
  lifeEvents: ['тӯйи хатна', 'хатна', 'хатнасур', 'суннатӣ', 'занги охирин', 'занги аввал', 'давраи балоғат', 'синни балоғат'],
  minorCues: ['либоси мактабӣ', 'либоси мактаб', 'хоҳари хурд', 'хоҳарчаам', 'бародари хурд', 'кӯдакона', 'ҷавон менамояд'],
  sexual: [
    'бараҳна*', 'бе либос', 'либоси таг', 'синаҳо', 'синаҳояш', 'алоқаи ҷинсӣ', 'шаҳвонӣ', 'фоҳиша', 'секси',
    'barahna', 'uryon',
  ],
  adulthood: ['калонсол*', 'болиғ', 'зани калонсол', 'аз 18 боло', 'kalonsol', 'bolig', 'boligh'],
  harmless: [...ADULT_AGES, 'духтури кӯдакон', 'бозии кӯдакона', 'беморхонаи кӯдакон', 'хотираҳои кӯдакӣ', 'дӯсти кӯдакӣ', 'давраи кӯдакӣ', 'хонаи кӯдакӣ'],
  youngBody: ['синаи ҳамвор', 'бе сина', 'инкишоф наёфта', 'ҷисми инкишоф наёфта'],
  childhoodItems: ['пистонак', 'шишаи шир', 'памперс'],
  childhoodHints: ['хирси бозича', 'лӯхтак', 'ҷузвдон'],
  ageWords: ['синнаш', 'синну солаш'],
  numberWords: NUMBER_WORDS,
  // Not 'бача' (a young man, also a child), 'ӯ' (she, he), one letter, nor 'вай' (she, he), which reads 'vai', the Italian 'go'.
  people: [
    'зан', 'занон', 'мард', 'мардон', 'духтар', 'духтарон', 'ҷавон', 'хонум', 'бону', 'ҷаноб', 'ҳамсар', 'шавҳар', 'арӯс', 'келин', 'дӯстдухтар',
    'модел', 'малламӯй', 'ӯро',
  ],
});
