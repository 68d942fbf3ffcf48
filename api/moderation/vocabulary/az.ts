import { vocabulary } from './types';

/**
 * Azerbaijani, in the Latin alphabet ('ə' folds to 'e', 'ı' to 'i', 'ş' to 's', 'ç' to 'c', 'ğ' to 'g').
 * 'uşaq' (child) is listed in its forms, not as a stem: 'uşaqlıq' is both childhood and the womb, and
 * 'uşaqcasına' (childlike) is a cue. 'bala' (child) is the Spanish 'bala' and passes alone; 'qız' (girl,
 * daughter) is said of women too and passes, an age beside it is read by the age rules. 'yaşında' and
 * 'yaş' are units of age already; 'yaşlı' is also 'elderly' ('iki yaşlı qadın', two old women), so it is
 * read only after a teen, as a phrase.
 */

/**
 * Numbers 1-99 before a unit of age ('on üç yaşında' is 13): units, tens and their compounds ('iyirmi
 * beş'). Not 'on' (10) nor 'beş' (5) alone, as in Turkish: 'on' is English, and 'besar' would read '5 år'.
 */
const DIGITS = ['bir', 'iki', 'üç', 'dörd', 'beş', 'altı', 'yeddi', 'səkkiz', 'doqquz'];
const TENS = ['on', 'iyirmi', 'otuz', 'qırx', 'əlli', 'altmış', 'yetmiş', 'səksən', 'doxsan'];
const NUMBER_WORDS: Record<string, number> = {};
DIGITS.forEach((digit, index) => {
  if (digit !== 'beş') NUMBER_WORDS[digit] = index + 1;
});
TENS.forEach((tens, index) => {
  if (tens !== 'on') NUMBER_WORDS[tens] = (index + 1) * 10;
  DIGITS.forEach((unit, unitIndex) => {
    NUMBER_WORDS[`${tens} ${unit}`] = (index + 1) * 10 + unitIndex + 1;
  });
});

/** The teens, in digits and in words, before 'yaşlı'; and 'beş' (5) before its units. */
const TEENS = ['on', 'on bir', 'on iki', 'on üç', 'on dörd', 'on beş', 'on altı', 'on yeddi', ...Array.from({ length: 8 }, (_, index) => `${index + 10}`)];
const TEEN_AGES = TEENS.flatMap((teen) => [`${teen} yaşlı`, `${teen} yaşlı qız`]);
const FIVE = ['beş yaşında', 'beş yaşındakı', 'beş yaşlı'];
const FIVES_AFTER_TENS = TENS.flatMap((tens) => FIVE.map((five) => `${tens} ${five}`)).filter((age) => !TEEN_AGES.includes(age));

export default vocabulary('az', 'Azerbaijani', {
  minors: [
    'uşaq', 'uşaqlar', 'uşağı', 'uşağın', 'uşağa', 'uşaqları', 'uşaqların', 'uşaqlara', 'uşaqdır', 'körpə', 'körpələr', 'körpəni',
    'yeni doğulmuş', 'qız uşağı', 'oğlan uşağı', 'kiçik qız', 'kiçik qızlar', 'balaca qız', 'balaca qızlar', 'balaca oğlan',
    'yeniyetmə*', 'azyaşlı*', 'yetkinlik yaşına çatmamış', 'həddi buluğa çatmamış', 'məktəbli qız', 'məktəbli qızlar',
    'məktəbli oğlan', 'şagird qız', 'pedofil*', 'uşaq pornosu', 'uşaq pornoqrafiyası', ...TEEN_AGES, ...FIVE,
  ],
  schoolLevels: [
    'ibtidai məktəb', 'ibtidai məktəbdə', 'ibtidai sinif', 'ibtidai siniflər', 'uşaq bağçası', 'uşaq bağçasında', 'orta məktəb', 'orta məktəbdə',
    'orta məktəb şagirdi', 'məktəbəqədər',
    ...Array.from({ length: 11 }, (_, index) => index + 1).flatMap((grade) => [`${grade} sinif`, ...['ci', 'cı', 'cu', 'cü'].map((suffix) => `${grade} ${suffix} sinif`)]),
    ...['birinci', 'ikinci', 'üçüncü', 'dördüncü', 'beşinci', 'altıncı', 'yeddinci', 'səkkizinci', 'doqquzuncu', 'onuncu', 'on birinci']
      .flatMap((ordinal) => [`${ordinal} sinif`, `${ordinal} sinifdə`, `${ordinal} sinif şagirdi`]),
  ],
  ageOfConsent: [
    'hələ 18 yaşı yoxdur', '18 yaşından kiçik', '18 yaşdan kiçik', 'yetkinlik yaşına çatmayıb', 'razılıq yaşından aşağı',
    'hələ həddi buluğa çatmayıb', 'qanuni yaşda deyil',
  ],
  lifeEvents: ['sünnət toyu', 'sünnət', 'məktəbin ilk günü', 'son zəng', 'ilk zəng', 'buluğ dövrü', 'cinsi yetişkənlik'],
  minorCues: [
    'məktəb forması', 'məktəb formasında', 'məktəbli forması', 'kiçik bacı', 'kiçik bacım', 'kiçik qardaş', 'cavan görünür',
    'cavan görünüşlü', 'uşaqsı', 'uşaqcasına', 'şagird', 'məktəbli',
  ],
  sexual: [
    'çılpaq', 'çılpaqlar', 'lüt qadın', 'lüt qız', 'soyunub', 'soyunmuş', 'paltarsız', 'seksual', 'erotik', 'döşlər', 'döşləri',
    'məmələr', 'alt paltarı', 'alt paltarında', 'cinsi əlaqə', 'cinsi orqan', 'cinsi orqanları', 'fahişə', 'mastürbasiya',
  ],
  adulthood: ['yetkin', 'yetkin qadın', 'yetkinlik yaşına çatmış', 'həddi buluğa çatmış', '18 yaşdan yuxarı', 'böyüklər'],
  harmless: [
    ...FIVES_AFTER_TENS, 'uşaq həkimi', 'uşaq oyunu', 'pişik balası',
  ],
  youngBody: ['düz sinə', 'yastı sinə', 'inkişaf etməmiş', 'inkişaf etməmiş bədən', 'döşsüz', 'döşləri yoxdur'],
  childhoodItems: ['uşaq bezi', 'əmzik', 'biberon', 'əmzikli'],
  childhoodHints: ['oyuncaq ayı', 'məktəb çantası', 'iki hörük', 'gəlincik'],
  ageWords: ['yaşı'],
  numberWords: NUMBER_WORDS,
  // Not 'o' (she, he), one letter, nor 'ər' (a husband), two.
  people: [
    'qadın*', 'kişi', 'kişilər', 'qız', 'qızlar', 'oğlan', 'oğlanlar', 'xanım', 'xanımlar', 'cənab', 'arvad', 'həyat yoldaşı', 'gəlin',
    'nişanlı', 'sevgili', 'model', 'sarışın',
  ],
});
