import { vocabulary } from './types';

/**
 * Sinhala, in its script and in the Latin spellings people type ('lamaya', 'podi kella'). Terms are read
 * without vowel signs and al-lakuna, so short words that read like others are written with '=' and found
 * only spelt so. 'කෙල්ල' and 'කොල්ලා' (girl, boy) are said of adults and pass; an age beside them is
 * refused ('අවුරුදු 13 කෙල්ල', '13 හැවිරිදි'). 'නංගි' (little sister) is also said to young women, and its
 * Latin 'nangi' is the Hindi 'naked': it is a cue in Sinhala letters only. Numbers before a noun take
 * their joining form ('දහතුන් අවුරුදු', 13 years), and tens come before their unit ('විසි තුන්', 23).
 */

/** Units 1-9 as said alone and before a noun. */
const UNITS: readonly (readonly string[])[] = [
  ['එක', 'එක්'], ['දෙක', 'දෙ'], ['තුන', 'තුන්'], ['හතර'], ['පහ', 'පස්'], ['හය'], ['හත', 'හත්'], ['අට'], ['නවය', 'නව'],
];
const TEENS: readonly (readonly string[])[] = [
  ['දහය', 'දස', 'දහ'], ['එකොළහ', 'එකොළොස්'], ['දොළහ', 'දොළොස්'], ['දහතුන', 'දහතුන්'], ['දාහතර', 'දහහතර'], ['පහළොව', 'පහළොස්'],
  ['දාසය', 'දහසය'], ['දාහත', 'දාහත්', 'දහහත්'], ['දහඅට'], ['දහනවය', 'දහනව'],
];
/** The tens alone, and as they are joined to a unit ('විසි', 'තිස්'). */
const TENS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['විස්ස'], ['විසි']], [['තිහ'], ['තිස්']], [['හතළිහ'], ['හතළිස්']], [['පනහ'], ['පනස්']], [['හැට'], ['හැට']],
  [['හැත්තෑව'], ['හැත්තෑ']], [['අසූව'], ['අසූ']], [['අනූව'], ['අනූ']],
];
const NUMBER_WORDS: Record<string, number> = { dahatun: 13, dahathun: 13, dahahatara: 14, dahathara: 14, pahalos: 15, dahasaya: 16, dahahath: 17 };
UNITS.forEach((forms, index) => forms.forEach((form) => (NUMBER_WORDS[form] = index + 1)));
TEENS.forEach((forms, index) => forms.forEach((form) => (NUMBER_WORDS[form] = index + 10)));
TENS.forEach(([alone, joined], index) => {
  const value = (index + 2) * 10;
  for (const form of alone) NUMBER_WORDS[form] = value;
  for (const tens of joined) {
    UNITS.forEach((units, unitIndex) => {
      for (const unit of units) {
        NUMBER_WORDS[`${tens} ${unit}`] = value + unitIndex + 1;
        NUMBER_WORDS[`${tens}${unit}`] = value + unitIndex + 1;
      }
    });
  }
});

const ORDINALS = ['පළමු', 'දෙවන', 'තුන්වන', 'හතරවන', 'පස්වන', 'හයවන', 'හත්වන', 'අටවන', 'නවවන', 'දහවන', 'එකොළොස්වන'];

export default vocabulary('si', 'Sinhala', {
  minors: [
    '=ළමයා', '=ළමයි', '=ළමයින්', '=ළමයෙක්', '=ළමයාගේ', '=ළමයින්ගේ', '=දරුවා', '=දරුවෝ', '=දරුවන්', '=දරුවෙක්', '=දැරිය', '=දැරියක්', '=දැරියන්',
    'ගැහැණු ළමයා', 'ගැහැණු ළමයෙක්', 'පිරිමි ළමයා', '=බබා', '=බබාලා', '=බබෙක්', 'පොඩි කෙල්ල', 'පොඩි කෙල්ලෙක්', 'පොඩි ළමයා', 'පොඩි ළමයි',
    'පොඩි එකා', 'පොඩි දුව', 'බාලවයස්කාර', 'බාල වයස්කාර', 'බාලවයස්කරු', 'යෞවනිය', 'යෞවන දැරිය', 'නව යොවුන්', 'පාසල් සිසුවිය', 'පාසල් ළමයා',
    'පාසල් ළමයි', 'පාසල් දැරිය', 'ස්කෝල් කෙල්ල', 'ළදරුවා', 'ළදරුවන්', 'අලුත උපන්', 'ළමා අපචාර', 'ළමා ලිංගික', 'පීඩොෆයිල්',
    'lamaya', 'lamayi', 'lamayin', 'lamayek', 'daruwa', 'daruwo', 'daruwan', 'dariyak', 'podi kella', 'podi lamaya',
    'podi lamai', 'gahanu lamaya', 'ganu lamaya', 'balawayaskara', 'school kella', 'iskole kella', 'pasal sisuwiya', 'ladaruwa',
  ],
  schoolLevels: [
    'ප්‍රාථමික පාසල', 'ප්‍රාථමික විද්‍යාලය', 'පෙර පාසල', 'මොන්ටිසෝරි', 'සාමාන්‍ය පෙළ සිසුවිය',
    ...ORDINALS.flatMap((ordinal) => [`${ordinal} ශ්‍රේණිය`, `${ordinal} ශ්‍රේණියේ`]),
    ...Array.from({ length: 11 }, (_, index) => [`${index + 1} ශ්‍රේණිය`, `${index + 1} ශ්‍රේණියේ`]).flat(),
    'pera pasala', 'prathamika pasala', 'atawana shreniya', 'paswana shreniya', 'dahawana shreniya',
  ],
  ageOfConsent: [
    '18 ට අඩු', 'අවුරුදු 18 ට අඩු', 'අවුරුදු 18ට අඩු', 'දහඅටට අඩු', 'වයස 18 ට අඩු', 'තවම වැඩිහිටියෙක් නොවේ', 'නීත්‍යානුකූල වයසට අඩු',
    '18 ta adu', 'awurudu 18 ta adu', 'avurudu 18ta adu',
  ],
  lifeEvents: ['මල්වර', 'මල්වර මංගල්‍යය', 'කිරි කැවීම', 'අකුරු කියවීම', 'malwara', 'malvara', 'akuru kiyaweema'],
  minorCues: [
    'පාසල් නිල ඇඳුම', 'පාසල් ඇඳුම', 'ස්කෝල් යුනිෆෝම්', '=නංගි', 'පොඩි නංගි', '=මල්ලි', 'බාල වයස', 'ළමා කාලය', 'ළමා වියේ', 'podi nangi',
    'pasal anduma',
  ],
  sexual: [
    'නිරුවත්', 'නිරුවතින්', 'නිරුවත', '=නග්න', 'ඇඳුම් නැති', 'ඇඳුම් නැතුව', 'ඇඳුම් ගලවපු', '=සෙක්ස්', '=සෙක්සි', '=ලිංගික', 'අසභ්‍ය',
    '=පෝන්', '=තන', 'පියයුරු', 'යට ඇඳුම්', '=බිකිනි*', 'niruwath', 'niruvath', 'niruwathin', 'andum nathi', 'endum nathi', 'andum nathuwa',
  ],
  adulthood: ['වැඩිහිටි', 'වැඩිහිටියා', 'වැඩිහිටි කාන්තාව', 'පරිණත', '18 ට වැඩි', 'wadihiti', 'vadihiti'],
  youngBody: ['පැතලි පපුව', 'නොවැඩුණු ශරීරය', 'පියයුරු නැති'],
  childhoodItems: ['ඩයපර්', 'කිරි බෝතලය', 'කිරි බෝතල්', 'සූප්පුව'],
  childhoodHints: ['=බෝනික්කා', 'සෙල්ලම් බඩු', 'කොණ්ඩ කරල් දෙක', 'පාසල් බෑගය'],
  // Not the Latin 'aya' (she): it is a Spanish and Japanese word.
  people: [
    'ගැහැණිය', 'කාන්තාව', 'ස්ත්‍රිය', 'පිරිමියා', 'කෙල්ල', 'කොල්ලා', 'තරුණිය', 'තරුණයා', 'බිරිඳ', 'සැමියා', 'මනාලිය', 'පෙම්වතිය', 'ඔහු',
    'gahaniya', 'kella', 'kellek', 'kolla', 'kanthawa', 'pirimiya', 'taruniya', 'birinda', 'samiya', 'manaliya',
  ],
  ageUnits: ['අවුරුදු', 'අවුරුද්ද', 'හැවිරිදි', 'awurudu', 'avurudu', 'awrudu', 'haviridi', 'hawiridi'],
  ageWords: ['වයස', 'අවුරුදු', 'wayasa', 'awurudu', 'avurudu'],
  numberWords: NUMBER_WORDS,
});
