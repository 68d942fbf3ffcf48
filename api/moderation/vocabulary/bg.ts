import { vocabulary } from './types';

/**
 * Bulgarian. Terms are matched in their any-ascii transliteration too, which drops 'ъ' and writes 'щ'
 * as 'shch' ('непълнолетна' reads 'neplnoletna'); the spellings Bulgarians type in Latin letters
 * ('nepalnoletna', 'momichentse') are listed besides. 'Момиче' and 'момче' are said of young adults
 * too and pass; an age beside them is read by the age rules ('13 години' already is). Short words whose
 * transliteration is a word elsewhere are written only in phrases or as spelt: 'гола' is the Italian
 * 'gola', 'секс' the Norwegian 'seks', 'дупе' the English 'dupe', 'бебе' the Spanish 'bebe' (drinks). 'Първи клас' is also first class on a
 * train, so the grades listed start with the third.
 */

/**
 * Numbers 1-99 before 'години': units, teens and tens in their long and spoken forms ('тринадесет',
 * 'тринайсет'), and the tens with 'и' and a unit, which hold a smaller number ('двадесет и три').
 */
const UNITS = ['едно|един|една', 'две|два', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'];
const TEENS = [
  'десет', 'единадесет|единайсет', 'дванадесет|дванайсет', 'тринадесет|тринайсет', 'четиринадесет|четиринайсет',
  'петнадесет|петнайсет', 'шестнадесет|шестнайсет', 'седемнадесет|седемнайсет', 'осемнадесет|осемнайсет',
  'деветнадесет|деветнайсет',
];
const TENS = ['двадесет|двайсет', 'тридесет|трийсет', 'четиридесет|четирийсет', 'петдесет', 'шестдесет', 'седемдесет', 'осемдесет', 'деветдесет'];
const NUMBER_WORDS: Record<string, number> = {};
const spellings = (written: string) => written.split('|');
UNITS.forEach((unit, index) => {
  for (const spelling of spellings(unit)) NUMBER_WORDS[spelling] = index + 1;
});
TEENS.forEach((teen, index) => {
  for (const spelling of spellings(teen)) NUMBER_WORDS[spelling] = 10 + index;
});
TENS.forEach((tens, index) => {
  for (const tensSpelling of spellings(tens)) {
    NUMBER_WORDS[tensSpelling] = (index + 2) * 10;
    UNITS.forEach((unit, unitIndex) => {
      for (const spelling of spellings(unit)) NUMBER_WORDS[`${tensSpelling} и ${spelling}`] = (index + 2) * 10 + unitIndex + 1;
    });
  }
});

/** Ages under 18 joined to '-годишна' ('тринадесетгодишна'), as stems. */
const YOUNG_AGES = [
  'пет', 'шест', 'седем', 'осем', 'девет', 'десет', 'единадесет', 'единайсет', 'дванадесет', 'дванайсет', 'тринадесет', 'тринайсет',
  'четиринадесет', 'четиринайсет', 'петнадесет', 'петнайсет', 'шестнадесет', 'шестнайсет', 'седемнадесет', 'седемнайсет',
];

const GRADES = ['трети', 'четвърти', 'пети', 'шести', 'седми', 'осми'];

export default vocabulary('bg', 'Bulgarian', {
  minors: [
    'дете', 'детето', 'детенце', 'детенцето', 'деца', 'децата', 'дечица', 'дечицата', 'детск*', 'момиченц*', 'малко момиче',
    'малкото момиче', 'малки момичета', 'малките момичета', 'момченц*', 'малко момче', 'малки момчета', '=бебе', 'бебета',
    '=бебето', 'бебенце', 'бебчо', 'новородено', 'новородени', 'новороденото', 'невръстн*', 'непълнолетн*', 'малолетн*',
    'тийнейджър*', 'тинейджър*', 'ученичк*', 'хлапе', 'хлапета', 'хлапето', 'хлапак*', 'хлапачк*', 'пикла',
    'пиклата', 'сукалче', 'пеленаче', 'първокласни*', 'второкласни*', 'третокласни*', 'четвъртокласни*', 'петокласни*',
    'шестокласни*', 'седмокласни*', 'осмокласни*', 'педофил*', 'детска порнография',
    ...YOUNG_AGES.map((age) => `${age}годишн*`),
    // Spellings typed in Latin letters that any-ascii does not produce
    'deca', 'decata', 'detentse', 'momichentse', 'momichence', 'malko momiche', 'malki momicheta', 'momchentse', 'momchence',
    'malko momche', 'bebeta', 'novorodeno', 'nepalnoletna', 'nepalnoleten', 'nepalnoletni', 'nepylnoletna', 'nepulnoletna',
    'maloletna', 'tiynejdzhar', 'tijnejdzhar', 'uchenichka', 'uchenichki', 'hlape', 'hlapeta', 'detska pornografiya',
  ],
  schoolLevels: [
    'детска градина', 'детската градина', 'детски градини', 'ясла', 'яслата', 'начално училище', 'началното училище', 'основно училище',
    'основното училище', 'прогимназия', 'прогимназията', 'гимназия', 'гимназията', 'в гимназията',
    ...GRADES.flatMap((grade) => [`${grade} клас`]),
    ...[3, 4, 5, 6, 7, 8].map((grade) => `${grade} клас`),
    'detska gradina', 'nachalno uchilishte', 'progimnaziya', 'gimnaziya', 'peti klas', 'shesti klas', 'sedmi klas', 'osmi klas',
  ],
  ageOfConsent: [
    'не е пълнолетна', 'още не е пълнолетна', 'не е още пълнолетна', 'почти пълнолетна', 'едва пълнолетна', 'под възрастта на съгласие',
    'под 18 години', 'още няма 18', 'няма още 18', 'няма 18', 'под осемнадесет', 'ne e palnoletna', 'oshte ne e palnoletna',
    'pochti palnoletna',
  ],
  lifeEvents: [
    'първо причастие', 'първото причастие', 'първи учебен ден', 'първия учебен ден', 'първият учебен ден', 'летен лагер', 'летния лагер',
    'пубертет', 'пубертета', 'в пубертета', 'прощъпалник', 'прощапулник', 'proshtapulnik', 'parvi ucheben den',
  ],
  minorCues: [
    'училищна униформа', 'училищната униформа', 'ученическа униформа', 'ученическата униформа', 'по-малка сестра', 'по-малката сестра',
    'малка сестра', 'малката сестра', 'сестричка', 'сестричката', 'по-малък брат', 'братче', 'изглежда млада', 'изглежда много млада',
    'младолика', 'детинска', 'детинско', 'дъщеричка', 'дъщеричката', 'гимназистк*', 'гимназист', 'uchilishtna uniforma',
    'po-malka sestra', 'sestrichka', 'izglezhda mlada', 'gimnazistka',
  ],
  sexual: [
    'гола жена', 'гола снимка', 'голо тяло', 'голи гърди', 'гола на плажа', 'гола в леглото', 'голото тяло', 'разголен*', 'съблечен*',
    'съблича се', 'без дрехи', 'секси', 'сексуалн*', 'еротичн*', 'еротика', 'еротиката', 'порно', 'порнограф*', 'гърди',
    'гърдите', 'цици', 'циците', 'путка', 'путката', 'пишка', 'пишката', 'курец', 'ебане', 'чекия', 'мастурбира',
    'мастурбация', 'оргазъм', 'оргазма', 'долно бельо', 'секси бельо', 'прашки', 'прашка', 'сутиен', 'сутиена', 'топлес',
    'стриптийз', 'възбудена', 'възбуден', 'задник', 'дупенце',
    // Spellings typed in Latin letters that any-ascii does not produce
    'gola zhena', 'golo tyalo', 'sablechena', 'razgolena', 'bez drehi', 'eroticheska', 'gardi', 'tsitsi', 'cici', 'putka',
    'orgazam', 'dolno belyo', 'vazbudena',
  ],
  adulthood: [
    'пълнолетна', 'пълнолетен', 'пълнолетни', 'пълнолетно', 'зряла', 'зрели', 'зрял', 'зряло', 'над 18', 'над осемнадесет',
    'palnoletna', 'palnoleten', 'zryala',
  ],
  harmless: [
    'като дете', 'като малко дете', 'деца на цветята', 'новородено теленце', 'новородени котенца', 'новородено агънце', 'новородени кученца',
    'kato dete',
  ],
  youngBody: [
    'плоски гърди', 'плосък гръден кош', 'без гърди', 'неразвита', 'неразвито', 'неразвити', 'неразвито тяло', 'детско тяло',
    'ploski gardi', 'bez gardi', 'nerazvita',
  ],
  childhoodItems: [
    'памперс', 'памперси', 'памперсите', 'пелена', 'пелени', 'пелената', 'биберон', 'биберона', 'лигавник', 'лигавника', 'дрънкалка',
    'гризалка', 'ученическа раница', 'ученическата раница', 'раница за училище', 'чанта за училище', 'pampers', 'biberon', 'ligavnik',
  ],
  childhoodHints: ['две опашки', 'опашчици', 'плитки', 'плитчици', 'близалка', 'близалки', 'плюшено мече', 'плюшена играчка', 'шини за зъби', 'чорапи до коляното'],
  youthGroups: ['пионери', 'пионерче', 'пионерка', 'пионерска връзка', 'чавдарче', 'чавдарчета', 'скаути', 'скаутка'],
  deAgeing: ['подмладена като дете', 'отвара за подмладяване', 'по-младата си версия', 'превърната в дете'],
  // Not 'той' (he), which reads 'toy'; no stem of 'момиче', which would hold 'момиченце'.
  people: [
    'жена', 'жени', 'жената', 'мъж', 'мъже', 'мъжът', 'момиче', 'момичета', 'момичето', 'момче', 'момчета', 'девойк*', 'госпож*', 'дама',
    'господин', 'съпруг*', 'булка', 'приятелк*', 'гадже', 'модел', 'манекенк*', 'блондинк*', 'брюнетк*', 'тя', 'нея',
  ],
  ageUnits: ['годинки', 'годинка', 'годишна', 'годишен', 'годишно', 'годишни', 'godishna', 'godishen', 'godinki'],
  ageWords: ['възраст', 'vazrast', 'vuzrast'],
  numberWords: NUMBER_WORDS,
});
