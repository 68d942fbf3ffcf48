import { vocabulary } from './types';

/**
 * Serbian (ekavian), in Cyrillic and in Latin script. Each term is written once in Cyrillic and also
 * listed in the Latin script (latin() below), since the any-ascii transliteration of the Cyrillic
 * writes 'ч', 'ш', 'ж' and 'ц' as 'ch', 'sh', 'zh' and 'ts', while Serbian Latin has 'č', 'š', 'ž' and
 * 'c' (folded to 'c', 's', 'z'). 'Девојка' and 'момак' are said of adults too and pass; an age beside
 * them is read by the age rules ('13 година' already is). Short words that are words elsewhere are
 * written only in phrases: 'гола' is the Italian 'gola', 'секс' the Norwegian six, 'беба' a Spanish
 * verb. 'Први' and 'други разред' are also train classes, so the grades listed start with the third.
 */

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n',
  њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

/** A Cyrillic term in Serbian Latin script ('девојчица' → 'devojčica'). */
const toLatin = (term: string) => [...term].map((letter) => CYRILLIC_TO_LATIN[letter] ?? letter).join('');

/**
 * Terms whose Latin spelling is a word elsewhere keep their Cyrillic spelling only: 'деци' is the
 * Romanian 'deci' (so), and 'деце' would read the Romanian 'de ce' (why) glued together.
 */
const CYRILLIC_ONLY = new Set(['=деце', '=деци']);

/** Cyrillic terms with their Serbian Latin spellings. */
const latin = (terms: readonly string[]) => terms.flatMap((term) => (CYRILLIC_ONLY.has(term) ? [term] : [term, toLatin(term)]));

/**
 * Numbers 1-99 before 'година': units, teens, tens, and the tens with a unit, written with or without
 * 'и' ('двадесет три', 'двадесет и три'), which hold a smaller number.
 */
const UNITS = ['један|једна|једно', 'два|две', 'три', 'четири', 'пет', 'шест', 'седам', 'осам', 'девет'];
const TEENS = ['десет', 'једанаест', 'дванаест', 'тринаест', 'четрнаест', 'петнаест', 'шеснаест', 'седамнаест', 'осамнаест', 'деветнаест'];
const TENS = ['двадесет', 'тридесет', 'четрдесет', 'педесет', 'шездесет', 'седамдесет', 'осамдесет', 'деведесет'];
const NUMBER_WORDS: Record<string, number> = {};
const addNumber = (written: string, value: number) => {
  NUMBER_WORDS[written] = value;
  NUMBER_WORDS[toLatin(written)] = value;
};
const spellings = (written: string) => written.split('|');
UNITS.forEach((unit, index) => {
  for (const spelling of spellings(unit)) addNumber(spelling, index + 1);
});
TEENS.forEach((teen, index) => addNumber(teen, 10 + index));
TENS.forEach((tens, index) => {
  addNumber(tens, (index + 2) * 10);
  UNITS.forEach((unit, unitIndex) => {
    for (const spelling of spellings(unit)) {
      addNumber(`${tens} ${spelling}`, (index + 2) * 10 + unitIndex + 1);
      addNumber(`${tens} и ${spelling}`, (index + 2) * 10 + unitIndex + 1);
    }
  });
});

/** Ages under 18 joined to '-годишња' ('тринаестогодишњакиња'), as stems. */
const YOUNG_AGES = ['пето', 'шесто', 'седмо', 'осмо', 'девето', 'десето', 'једанаесто', 'дванаесто', 'тринаесто', 'четрнаесто', 'петнаесто', 'шеснаесто', 'седамнаесто'];

const GRADES: readonly (readonly string[])[] = [
  ['трећи', 'трећег', 'трећем'], ['четврти', 'четвртог', 'четвртом'], ['пети', 'петог', 'петом'], ['шести', 'шестог', 'шестом'],
  ['седми', 'седмог', 'седмом'], ['осми', 'осмог', 'осмом'],
];

export default vocabulary('sr', 'Serbian', {
  minors: [
    ...latin([
      'дете', 'детета', 'детету', 'дететом', 'деца', '=деце', '=деци', 'децом', 'дечј*', 'дечиц*', 'дечак*', 'девојчиц*',
      'девојчич*', 'клинац', 'клинци', 'клинца', 'клинцима', 'клинка', 'клинке', 'клинку', 'клинцеза', 'бебица', 'бебице', 'бебицу',
      'бебу', 'бебом', 'бебама', 'мала беба', 'новорођенч*', 'одојче', 'одојчад*', 'малишан*', 'малолетн*', 'тинејџер*', 'школарац',
      'школарци', 'школарца', 'школарк*', 'основац', 'основци', 'основца', 'основношкол*', 'педофил*', 'мала девојчица', 'мали дечак',
      'мала девојка', 'мале девојке', 'малена девојка', 'дечја порнографија',
      ...YOUNG_AGES.map((age) => `${age}годишњ*`),
    ]),
    // Spellings typed with 'dj' for 'ђ', which neither script produces
    'novorodjenc*',
  ],
  schoolLevels: latin([
    'основна школа', 'основне школе', 'основној школи', 'основну школу', 'основном школом', 'вртић*', 'обданишт*', 'предшколск*',
    'средња школа', 'средње школе', 'средњој школи', 'средњу школу', 'средњошкол*',
    ...GRADES.flatMap(([nominative = '', genitive = '', locative = '']) => [`${nominative} разред`, `${genitive} разреда`, `${locative} разреду`]),
    ...[3, 4, 5, 6, 7, 8].flatMap((grade) => [`${grade}. разред`, `${grade}. разреда`, `${grade}. разреду`]),
    'седмак', 'седмака', 'осмак', 'осмака', 'осмаци', 'осмакиња',
  ]),
  ageOfConsent: latin([
    'није пунолетна', 'још није пунолетна', 'није још пунолетна', 'скоро пунолетна', 'готово пунолетна', 'једва пунолетна',
    'испод старосне границе за пристанак', 'испод доби пристанка', 'млађа од 18', 'млађа од осамнаест', 'још нема 18', 'нема још 18',
    'нема 18',
  ]).concat(['mladja od 18']),
  lifeEvents: latin([
    'прво причешће', 'првом причешћу', 'први школски дан', 'први дан школе', 'летњи камп', 'летњем кампу', 'пубертет*', 'школа у природи',
  ]),
  minorCues: latin([
    'школска униформа', 'школској униформи', 'школску униформу', 'школске униформе', 'млађа сестра', 'млађу сестру', 'млађе сестре',
    'сестрица', 'сестрицу', 'сестрице', 'млађи брат', 'изгледа младо', 'изгледа јако младо', 'младолика', 'детињаст*', 'ћеркица',
    'ћеркицу', 'ћеркице', 'ученица', 'ученицу', 'ученице', 'гимназијалк*',
  ]).concat(['mladja sestra', 'mladju sestru']),
  sexual: latin([
    'гола жена', 'гола девојка', 'гола на плажи', 'гола у кревету', 'голо тело', 'голе груди', 'голишав*', 'разголићен*', 'нага жена',
    'свучен*', 'скида се', 'скинула се', 'без одеће', 'секси', 'сексом', 'сексуалн*', 'еротск*', 'еротика', 'порно', 'порнић*',
    'порнографиј*', 'груди', 'сисе', 'сисице', 'пичка', 'пичку', 'курац', 'курца', 'јебање', 'јебе', 'јебати', 'мастурбира*',
    'мастурбациј*', 'оргазам', 'оргазму', 'доњи веш', 'доњем вешу', 'гаћице', 'гаћицама', 'грудњак', 'брусхалтер', 'топлес', 'стриптиз',
    'напаљен*', 'гуза', 'гузу', 'гузица',
  ]),
  adulthood: latin([
    'одрасла', 'одрасли', 'одраслу', 'одрасле', 'одрасла особа', 'пунолетна', 'пунолетни', 'пунолетну', 'пунолетне', 'зрела', 'зрелу',
    'зрели', 'зреле', 'старија од 18', 'преко 18', 'изнад 18',
  ]),
  harmless: latin([
    'као дете', 'као мало дете', 'деца цвећа', 'деца кукуруза', 'дечја колица', 'дечја болест', 'дечје болести', 'дечја игра',
    'новорођенче жирафе', 'новорођенче слона',
  ]).concat(
    // 'deca' (children) is also how 'Decca' reads with its doubled letter cut
    ['decca records', 'deca records', 'decca recordings', 'decca label', 'deca durabolin'],
  ),
  youngBody: latin(['равна прса', 'равних прса', 'равне груди', 'без груди', 'неразвијен*', 'дечје тело', 'детиње тело']),
  childhoodItems: latin([
    'пелена', 'пелене', 'пелену', 'пеленама', 'цуцла', 'цуцлу', 'цуцлом', 'цуцле', 'портиклица', 'портиклицу', 'звечка', 'звечку',
    'школска торба', 'школску торбу', 'ђачки ранац', 'ђачка торба',
  ]).concat(['djacki ranac', 'djacka torba']),
  childhoodHints: latin(['кикице', 'две кикице', 'плетенице', 'лизалица', 'лизалицу', 'плишани меда', 'плишани медведић', 'апаратић за зубе', 'доколенице']),
  youthGroups: latin(['извиђачи', 'извиђачица', 'извиђачице', 'пионири', 'пионирка', 'пионирска марама', 'пионирској марами']),
  deAgeing: latin(['напитак за подмлађивање', 'претворена у дете', 'млађа верзија себе']),
  // Not 'млада' (a bride, also 'young'), 'риба' (a chick, also a fish) nor 'он' (he), two letters; 'муж' only in Cyrillic:
  // 'muž' is the Turkish 'muz'.
  people: latin(['жена', 'жене', 'мушкарац', 'мушкарци', 'девојка', 'девојке', 'момак', 'невеста', 'манекенка', 'плавуша', 'она']).concat(['муж']),
  ageUnits: latin(['годинице', 'годишњ*', 'лета']),
  ageWords: latin(['узраст', 'узраста', 'старост', 'у доби од']),
  numberWords: NUMBER_WORDS,
});
