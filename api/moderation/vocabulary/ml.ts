import { vocabulary } from './types';

/**
 * Malayalam, in its script and in the Latin spellings people type ('kuttikal', 'prayapoorthiyakatha').
 * Terms are read without vowel signs and virama; words with a chillu ('ൾ', 'ൻ', 'ർ', 'ൽ', 'ൺ') are also
 * listed as older keyboards type them ('ള്'). Short words that read like others are written with '=' and
 * found only spelt so: 'കുട്ടി' (child) reads like 'കിട്ടി'
 * (got), 'കുഞ്ഞ്' (baby) like 'കഞ്ഞി' (rice gruel), 'മുലകൾ' like 'മലകൾ' (mountains). 'പെൺകുട്ടി' and 'ആൺകുട്ടി' (girl, boy) are said of young
 * adults too and pass; an age beside them is refused ('13 വയസ്സുള്ള പെൺകുട്ടി'). The Latin 'kutti' and
 * 'kunju' are also said of young women and are not listed alone. Tens join their unit ('ഇരുപത്തിമൂന്ന്',
 * 23), and are also listed written apart; numbers end in '്' or 'ു' ('മൂന്ന്', 'മൂന്നു').
 */

const CHILLU: Readonly<Record<string, string>> = { 'ൾ': 'ള്', 'ൻ': 'ന്', 'ർ': 'ര്', 'ൽ': 'ല്', 'ൺ': 'ണ്' };
/** A term as it is typed with atomic chillu letters and with the older virama and joiner. */
const typed = (...terms: string[]) => [...new Set(terms.flatMap((term) => [term, term.replace(/[ൾൻർൽൺ]/g, (chillu) => CHILLU[chillu] ?? chillu)]))];

const UNITS = ['ഒന്ന്', 'രണ്ട്', 'മൂന്ന്', 'നാല്', 'അഞ്ച്', 'ആറ്', 'ഏഴ്', 'എട്ട്', 'ഒമ്പത്'];
/** The units after a tens word joined to it ('ഇരുപത്തിയഞ്ച്', 25). */
const JOINED_UNITS = ['യൊന്ന്', 'രണ്ട്', 'മൂന്ന്', 'നാല്', 'യഞ്ച്', 'യാറ്', 'യേഴ്', 'യെട്ട്', 'യൊമ്പത്'];
const TEENS = ['പത്ത്', 'പതിനൊന്ന്', 'പന്ത്രണ്ട്', 'പതിമൂന്ന്', 'പതിനാല്', 'പതിനഞ്ച്', 'പതിനാറ്', 'പതിനേഴ്', 'പതിനെട്ട്', 'പത്തൊമ്പത്'];
const TENS = ['ഇരുപത്', 'മുപ്പത്', 'നാല്പത്', 'അമ്പത്', 'അറുപത്', 'എഴുപത്', 'എൺപത്', 'തൊണ്ണൂറ്'];
const TENS_BEFORE_UNIT = ['ഇരുപത്തി', 'മുപ്പത്തി', 'നാല്പത്തി', 'അമ്പത്തി', 'അറുപത്തി', 'എഴുപത്തി', 'എൺപത്തി', 'തൊണ്ണൂറ്റി'];
/** A number as written, with its final '്' also written 'ു' ('മൂന്നു'). */
const spellings = (number: string) => typed(number, number.replace(/്$/, 'ു'));
const NUMBER_WORDS: Record<string, number> = {
  pathimoonnu: 13, pathinaalu: 14, pathinanju: 15, pathinaaru: 16, pathinezhu: 17, pathinettu: 18, pathinonnu: 11, panthrandu: 12,
  irupathu: 20,
};
const setNumber = (forms: string[], value: number) => forms.forEach((form) => (NUMBER_WORDS[form] = value));
UNITS.forEach((unit, index) => setNumber(spellings(unit), index + 1));
TEENS.forEach((teen, index) => setNumber(spellings(teen), index + 10));
TENS.forEach((tens, index) => {
  const value = (index + 2) * 10;
  setNumber(spellings(tens), value);
  const before = TENS_BEFORE_UNIT[index] ?? '';
  UNITS.forEach((unit, unitIndex) => {
    for (const form of spellings(unit)) setNumber(typed(`${before} ${form}`), value + unitIndex + 1);
    for (const form of spellings(JOINED_UNITS[unitIndex] ?? '')) setNumber(typed(`${before}${form}`), value + unitIndex + 1);
  });
});

const ORDINALS = ['ഒന്നാം', 'രണ്ടാം', 'മൂന്നാം', 'നാലാം', 'അഞ്ചാം', 'ആറാം', 'ഏഴാം', 'എട്ടാം', 'ഒമ്പതാം', 'പത്താം'];

export default vocabulary('ml', 'Malayalam', {
  minors: [
    ...typed(
      '=കുട്ടി', '=കുട്ടികൾ', '=കുട്ടിയെ', '=കുട്ടിയുടെ', '=കുട്ടികളുടെ', '=കുട്ടികളെ', '=കുട്ടികളും', '=കുഞ്ഞ്', '=കുഞ്ഞുങ്ങൾ', '=കുഞ്ഞിനെ',
      '=കുഞ്ഞിന്റെ',
      'ചെറിയ പെൺകുട്ടി', 'കൊച്ചു പെൺകുട്ടി', 'കൊച്ചുപെൺകുട്ടി', 'ചെറിയ ആൺകുട്ടി', 'കൊച്ചു കുട്ടി', 'കൊച്ചുകുട്ടി', 'പിഞ്ചു കുഞ്ഞ്',
      'പിഞ്ചുകുഞ്ഞ്', 'പിഞ്ചോമന', '=ശിശു', '=ശിശുക്കൾ', 'നവജാത ശിശു', '=ബാലിക', '=ബാലികമാർ', 'പ്രായപൂർത്തിയാകാത്ത',
      'പ്രായപൂർത്തിയാവാത്ത', 'കൗമാരക്കാരി', 'കൗമാരക്കാരൻ', 'കൗമാരപ്രായക്കാരി', 'സ്കൂൾ കുട്ടി', 'സ്കൂൾ വിദ്യാർത്ഥിനി', 'സ്കൂൾ പെൺകുട്ടി',
      'സ്കൂൾ കുട്ടികൾ', 'മൈനർ പെൺകുട്ടി', 'ബാലവിവാഹം', 'ബാലപീഡനം', 'ബാലലൈംഗിക', 'പീഡോഫൈൽ',
    ),
    'kuttikal', 'kuttikale', 'kuttiye', 'kuttiyude', 'kunjungal', 'kunjine', 'kunjinte', 'cheriya penkutti', 'kochu penkutti',
    'kochupenkutti', 'kochu kutti', 'kochukutti', 'pinju kunju', 'pinjukunju', 'prayapoorthiyakatha', 'prayapurthiyakatha',
    'prayapoorthiyavatha', 'kaumarakkari', 'kaumarakari', 'school kutti', 'school penkutti',
  ],
  schoolLevels: [
    ...typed(
      'പ്രൈമറി സ്കൂൾ', 'പ്രാഥമിക വിദ്യാലയം', 'ഹൈസ്കൂൾ', 'ഹൈ സ്കൂൾ', 'അപ്പർ പ്രൈമറി', 'ലോവർ പ്രൈമറി', 'എൽപി സ്കൂൾ', 'യുപി സ്കൂൾ',
      'കിന്റർഗാർട്ടൻ', 'അങ്കണവാടി', 'അംഗനവാടി', 'നഴ്സറി സ്കൂൾ', 'എൽകെജി', 'യുകെജി',
      ...ORDINALS.flatMap((ordinal) => [`${ordinal} ക്ലാസ്`, `${ordinal} ക്ലാസ്സ്`, `${ordinal} ക്ലാസിൽ`, `${ordinal} ക്ലാസ്സിൽ`, `${ordinal} തരം`]),
    ),
    'lp school', 'up school', 'anganavadi', 'ettam class', 'ettaam class', 'ombatham class', 'ezham class', 'anjam class',
  ],
  ageOfConsent: [
    ...typed(
      '18 വയസ്സിൽ താഴെ', '18 വയസ്സിന് താഴെ', '18 വയസിൽ താഴെ', 'പതിനെട്ട് വയസ്സിൽ താഴെ', 'പതിനെട്ടു വയസ്സിൽ താഴെ', 'ഇനിയും പ്രായപൂർത്തിയായിട്ടില്ല',
      'പ്രായപൂർത്തിയായിട്ടില്ല', 'പ്രായപൂർത്തി ആയിട്ടില്ല',
    ),
    '18 vayassil thazhe', 'prayapoorthiyayittilla',
  ],
  lifeEvents: [
    ...typed('=നൂലുകെട്ട്', 'ചോറൂണ്', 'എഴുത്തിനിരുത്ത്', 'വിദ്യാരംഭം', 'തിരണ്ടുകല്യാണം', 'തിരണ്ടു കല്യാണം', 'ഋതുമതി', 'കാതുകുത്ത്', 'നാമകരണം'),
    'choroonu', 'chorunu', 'noolukettu', 'ezhuthiniruthu', 'thirandukalyanam', 'thirandu kalyanam',
  ],
  minorCues: [
    ...typed('സ്കൂൾ യൂണിഫോം', 'സ്കൂൾ യൂണിഫോമിൽ', 'അനിയത്തി', 'കുഞ്ഞനിയത്തി', '=അനിയൻ', 'ചെറിയ പ്രായം', 'ചെറുപ്രായം', '=ബാല്യം', '=കുട്ടിത്തം', '=കുട്ടിക്കാലം'),
    'aniyathi', 'kunjaniyathi', 'cheriya prayam', 'cherupraayam',
  ],
  sexual: [
    ...typed(
      'നഗ്ന', 'നഗ്നയായ', 'നഗ്നമായ', 'നഗ്നത', 'നഗ്നചിത്രം', 'നഗ്നയായി', 'തുണിയില്ലാതെ', 'വസ്ത്രമില്ലാതെ', 'വസ്ത്രം അഴിച്ച', 'വസ്ത്രങ്ങളില്ലാതെ',
      '=സെക്സ്', '=സെക്സി', 'ലൈംഗിക', 'ലൈംഗികത', 'അശ്ലീല', 'അശ്ലീലം', '=പോൺ', '=മുല', '=മുലകൾ', '=സ്തനം', 'സ്തനങ്ങൾ', 'അടിവസ്ത്രം',
      'അടിവസ്ത്രത്തിൽ', '=ബിക്കിനി', '=ബിക്കിനിയിൽ', '=കാമം', 'കമ്പി കഥ', 'കമ്പിപ്പടം', '=പൂറ്', '=കുണ്ണ',
    ),
    'thuniyillathe', 'thuni illathe', 'vasthramillathe', 'nagnayaya', 'nagnamaya', 'kambi padam', 'kambi kathakal', 'kambikatha',
  ],
  adulthood: [
    ...typed('പ്രായപൂർത്തിയായ', 'പ്രായപൂർത്തിയായവർ', 'മുതിർന്ന', 'മുതിർന്നവർ', 'പക്വതയുള്ള', '18 വയസ്സിന് മുകളിൽ', 'പതിനെട്ട് വയസ്സിന് മുകളിൽ'),
    'prayapoorthiyaya', 'muthirnna', 'muthirnnavar',
  ],
  harmless: [
    ...typed('=കുട്ടികളുടെ ഡോക്ടർ', '=കുട്ടികളുടെ ആശുപത്രി', '=കുട്ടികളുടെ ദിനം', '=പൂച്ച കുട്ടി', '=ആന കുട്ടി', '=പട്ടി കുട്ടി'),
    'kuttikalude doctor',
  ],
  youngBody: typed('പരന്ന നെഞ്ച്', 'വളരാത്ത ശരീരം', 'മുലയില്ലാത്ത', 'വളരാത്ത മുല', 'വളരാത്ത മുലകൾ'),
  childhoodItems: typed('ഡയപ്പർ', 'പാൽക്കുപ്പി', 'പാൽ കുപ്പി', 'പാല്കുപ്പി'),
  childhoodHints: typed('=പാവ', '=പാവക്കുട്ടി', 'കളിപ്പാട്ടം', 'സ്കൂൾ ബാഗ്', 'ടെഡി ബിയർ'),
  // Not the Latin 'aval' (she): it is the French word; the chillu letters read alike in either typing, so each term is written once.
  people: [
    'സ്ത്രീ', 'പെണ്ണ്', 'പുരുഷൻ', 'പെൺകുട്ടി', 'ആൺകുട്ടി', 'യുവതി', 'യുവാവ്', 'ഭാര്യ', 'ഭർത്താവ്', 'വധു', 'കാമുകി', 'കാമുകൻ', 'ചേച്ചി',
    'അവൾ', 'അവൻ', 'sthree', 'pennu', 'penkutti', 'penkuttikal', 'yuvathi', 'bharya', 'kamuki', 'chechi', 'purushan',
  ],
  ageUnits: ['വയസ', 'vayassulla', 'vayasulla', 'vayassukari', 'vayasukari', 'vayassukaran'],
  ageWords: ['പ്രായം', 'വയസ്സ്', 'prayam'],
  numberWords: NUMBER_WORDS,
});
