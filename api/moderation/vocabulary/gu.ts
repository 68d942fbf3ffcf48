import { vocabulary } from './types';

/**
 * Gujarati, in its script and in the Latin spellings people type ('balak', 'nani chhokri'). Terms are read
 * without vowel signs and anusvara, so 'પાંચમું' and 'પાંચમા' are one term, and short words that read like
 * others ('નાગી', naked, like 'નગ', a piece) are written with '=' and found only spelt so. 'છોકરી' and
 * 'છોકરો' (girl, boy) are said of adults and pass; an age beside them is refused ('13 વર્ષની છોકરી').
 * 'કિશોર' is also a name ('=કિશોર કુમાર'). Latin numbers are few: 'ter', 'sol', 'chaud' and 'bar' are
 * words of other languages, and the Gujarati 'sattar' (17) is the Hindi 70.
 */

/** Numbers 1-99 before 'વર્ષ' or 'વરસ', one a position (Gujarati has a word for every number), spellings separated by '|'. */
const GUJARATI_NUMBERS = [
  'એક', 'બે', 'ત્રણ', 'ચાર', 'પાંચ', 'છ', 'સાત', 'આઠ', 'નવ', 'દસ|દશ',
  'અગિયાર|અગીયાર', 'બાર', 'તેર', 'ચૌદ', 'પંદર', 'સોળ', 'સત્તર', 'અઢાર', 'ઓગણીસ', 'વીસ',
  'એકવીસ', 'બાવીસ', 'ત્રેવીસ', 'ચોવીસ', 'પચ્ચીસ|પચીસ', 'છવ્વીસ', 'સત્તાવીસ|સત્યાવીસ', 'અઠ્ઠાવીસ|અઠ્યાવીસ', 'ઓગણત્રીસ', 'ત્રીસ',
  'એકત્રીસ', 'બત્રીસ', 'તેત્રીસ', 'ચોત્રીસ', 'પાંત્રીસ', 'છત્રીસ', 'સાડત્રીસ', 'આડત્રીસ', 'ઓગણચાલીસ', 'ચાલીસ',
  'એકતાલીસ', 'બેતાલીસ', 'તેતાલીસ', 'ચુમ્માલીસ', 'પિસ્તાલીસ', 'છેતાલીસ', 'સુડતાલીસ', 'અડતાલીસ', 'ઓગણપચાસ', 'પચાસ',
  'એકાવન', 'બાવન', 'ત્રેપન', 'ચોપન', 'પંચાવન', 'છપ્પન', 'સત્તાવન', 'અઠ્ઠાવન', 'ઓગણસાઠ', 'સાઠ',
  'એકસઠ', 'બાસઠ', 'ત્રેસઠ', 'ચોસઠ', 'પાંસઠ', 'છાસઠ', 'સડસઠ', 'અડસઠ', 'ઓગણસિત્તેર', 'સિત્તેર',
  'એકોતેર', 'બોતેર', 'તોતેર', 'ચુમોતેર', 'પંચોતેર', 'છોતેર', 'સિત્યોતેર', 'ઇઠ્યોતેર', 'ઓગણાએંસી', 'એંસી',
  'એક્યાસી', 'બ્યાસી', 'ત્યાસી', 'ચોર્યાસી', 'પંચાસી', 'છ્યાસી', 'સિત્યાસી', 'ઈઠ્યાસી', 'નેવ્યાસી', 'નેવું',
  'એકાણું', 'બાણું', 'ત્રાણું', 'ચોરાણું', 'પંચાણું', 'છન્નું', 'સત્તાણું', 'અઠ્ઠાણું', 'નવ્વાણું',
];
const NUMBER_WORDS: Record<string, number> = { agiyar: 11, pandar: 15, adhar: 18 };
GUJARATI_NUMBERS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) NUMBER_WORDS[spelling] = index + 1;
});

const ORDINALS = ['પહેલું', 'બીજું', 'ત્રીજું', 'ચોથું', 'પાંચમું', 'છઠ્ઠું', 'સાતમું', 'આઠમું', 'નવમું', 'દસમું'];
const GUJARATI_DIGITS = ['૧', '૨', '૩', '૪', '૫', '૬', '૭', '૮', '૯', '૧૦', '૧૧', '૧૨'];

export default vocabulary('gu', 'Gujarati', {
  minors: [
    'બાળક', 'બાળકો', 'બાળકી', 'બાળકીઓ', 'બાળકોને', 'બાળકોની', 'બાળકોનો', 'બાળકને', 'બાળકની', 'નાની છોકરી', 'નાનો છોકરો', 'નાની બાળકી',
    'નાના છોકરા', 'નાની છોકરીઓ', '=શિશુ', '=શિશુઓ', '=નવજાત', '=ભૂલકું', '=ભૂલકાં', 'ટાબરિયું', 'ટાબરિયાં', '=કિશોરી', '=કિશોર', '=કિશોરીઓ', 'કિશોરાવસ્થા',
    '=સગીર', '=સગીરા', '=સગીર વયની', 'સ્કૂલની છોકરી', 'શાળાની છોકરી', 'નિશાળની છોકરી', 'બાળ લગ્ન', 'બાળ યૌન શોષણ', 'બાળ અશ્લીલ',
    'પીડોફાઇલ',
    'baalak', 'balako', 'baalako', 'nani chhokri', 'nani chokri', 'nano chhokro', 'nano chokro', 'nani chhokriyo', 'sagir',
    'sagir vay', 'sagir chhokri', 'bhulku', 'bhulka', 'tabariya', 'tabariyu', 'school ni chhokri', 'shala ni chhokri',
  ],
  schoolLevels: [
    'પ્રાથમિક શાળા*', 'માધ્યમિક શાળા*', 'ઉચ્ચતર માધ્યમિક', 'હાઈસ્કૂલ*', 'હાઇસ્કૂલ*', 'બાલમંદિર*', 'આંગણવાડી*', 'કેજી વર્ગ', 'નર્સરી વર્ગ',
    'કિન્ડરગાર્ટન',
    ...ORDINALS.map((ordinal) => `${ordinal} ધોરણ*`),
    ...Array.from({ length: 12 }, (_, index) => [`ધોરણ ${index + 1}`, `ધોરણ ${GUJARATI_DIGITS[index] ?? ''}`]).flat(),
    ...Array.from({ length: 10 }, (_, index) => `dhoran ${index + 1}`),
    'prathmik shala', 'madhyamik shala', 'balmandir', 'aathma dhoran', 'dasma dhoran', 'navma dhoran', 'satma dhoran',
  ],
  ageOfConsent: [
    'હજી પુખ્ત નથી', 'પુખ્ત નથી', '18 વર્ષથી ઓછી', '18 વર્ષથી નાની', '૧૮ વર્ષથી નાની', '૧૮ વર્ષથી ઓછી', 'અઢાર વર્ષથી નાની',
    'અઢાર વર્ષથી ઓછી', '=સગીર વય', 'કાયદેસર ઉંમરથી ઓછી', 'haji pukht nathi', '18 varsh thi nani',
  ],
  lifeEvents: ['જનોઈ', 'જનોઇ', 'અન્નપ્રાશન', 'નામકરણ', 'ગૌરી વ્રત', 'મોળાકત', 'janoi', 'gauri vrat', 'molakat'],
  minorCues: [
    'સ્કૂલ યુનિફોર્મ*', 'શાળાનો ગણવેશ', 'શાળાના ગણવેશ*', 'શાળા ગણવેશ*', 'નાની બહેન', 'નાનો ભાઈ', 'નાની ઉંમર*', 'બાળપણ', 'બાલિશ',
    'nani ben', 'nani bahen', 'nani umar', 'nani ummar',
  ],
  sexual: [
    '=નગ્ન', 'નગ્નતા', '=નાગી', '=નાગો', '=નાગા', 'નિર્વસ્ત્ર', 'કપડાં વગર', 'કપડા વગર', 'કપડાં ઉતારેલી', 'કપડાં ઉતારી', 'સેક્સ', 'સેક્સી',
    '=કામુક', 'અશ્લીલ', 'પોર્ન', '=સ્તન', '=સ્તનો', 'અંતર્વસ્ત્ર*', '=બિકીની*', '=બિકિની*', '=જાતીય', '=સંભોગ', 'હસ્તમૈથુન', 'ઉત્તેજક',
    'kapda vagar', 'kapde vagar', 'kapdan vagar', 'nirvastra',
  ],
  adulthood: ['પુખ્ત', 'પુખ્ત વયની', 'પુખ્ત વયના', 'પરિપક્વ', '=પ્રૌઢ', '18 વર્ષથી વધુ', '૧૮ વર્ષથી વધુ', 'અઢાર વર્ષથી વધુ', 'pukht', 'pukht vay'],
  harmless: [
    'બાળકોના ડૉક્ટર', 'બાળકોના ડોક્ટર', 'બાળકોની હોસ્પિટલ', 'બાળકોનો ખેલ', '=કિશોર કુમાર', 'બાળપણની યાદો', 'બાળપણના મિત્ર',
  ],
  youngBody: ['સપાટ છાતી', 'અવિકસિત શરીર', 'સ્તન વગર', 'અવિકસિત સ્તન'],
  childhoodItems: ['ડાયપર', 'દૂધની બોટલ', '=ચૂસણી', '=ઘોડિયું'],
  childhoodHints: ['=ઢીંગલી', 'બે ચોટલા', 'રમકડું', 'સ્કૂલ બેગ', 'દફતર', 'be chotla'],
  // Not 'તે' (she, he), two letters, nor 'કન્યા' (a bride, also a girl child).
  people: [
    'સ્ત્રી', 'મહિલા', 'પુરુષ', 'છોકરી', 'છોકરો', 'યુવતી', 'યુવાન', 'પત્ની', 'બૈરી', 'પતિ', 'દુલ્હન', 'પ્રેમિકા', 'મોડેલ', 'તેણી',
    'stri', 'mahila', 'purush', 'chhokri', 'chokri', 'chhokro', 'yuvati', 'patni', 'bairi', 'premika',
  ],
  ageUnits: ['વર્ષ', 'વરસ', 'varshni', 'varshno', 'varasni', 'varasno'],
  ageWords: ['ઉંમર', 'ઉમર', 'વય', 'ummar'],
  numberWords: NUMBER_WORDS,
});
