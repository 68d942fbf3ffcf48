import { vocabulary } from './types';

/**
 * Latvian. Latin terms are compared without diacritics ('meitenīte' as 'meitenite', 'bērns' as
 * 'berns'). 'Bērn*' would catch 'Bernard' and 'Bernstein', and 'bērna' folds to 'Berna' (Bern in
 * Italian and Spanish), so the forms of 'bērns' are listed one by one and 'bērna' only in phrases;
 * 'skolēn*' would catch the Danish and Norwegian 'skolen'. 'Meitene' and 'puisis' are said of young
 * adults too and pass; an age beside them is read by the age rules ('13 gadi' already is). 'Pisa' is
 * the city and 'māsiņa' folds to the Romanian 'mașina' (car), so neither is listed.
 */

/**
 * Numbers 1-99 before 'gadi' or 'gadus': units, teens, tens, and the tens with a unit written apart
 * ('divdesmit trīs'), which hold a smaller number. Not 'divas' (2), the English 'divas'.
 */
const UNITS = ['viens', 'divi', 'trīs', 'četri|četras', 'pieci|piecas', 'seši|sešas', 'septiņi|septiņas', 'astoņi|astoņas', 'deviņi|deviņas'];
const TEEN_STEMS = ['vien', 'div', 'trīs', 'četr', 'piec', 'seš', 'septiņ', 'astoņ', 'deviņ'];
const NUMBER_WORDS: Record<string, number> = { desmit: 10 };
UNITS.forEach((unit, index) => {
  const value = index + 1;
  for (const spelling of unit.split('|')) NUMBER_WORDS[spelling] = value;
  const stem = TEEN_STEMS[index] ?? '';
  NUMBER_WORDS[`${stem}padsmit`] = 10 + value;
  if (index === 0) return;
  NUMBER_WORDS[`${stem}desmit`] = value * 10;
  UNITS.forEach((second, secondIndex) => {
    for (const spelling of second.split('|')) NUMBER_WORDS[`${stem}desmit ${spelling}`] = value * 10 + secondIndex + 1;
  });
});

/** Ages under 18 joined to '-gadīga' ('trīspadsmitgadīga'), as stems. */
const YOUNG_AGES = ['piec', 'seš', 'septiņ', 'astoņ', 'deviņ', 'desmit', 'vienpadsmit', 'divpadsmit', 'trīspadsmit', 'četrpadsmit', 'piecpadsmit', 'sešpadsmit', 'septiņpadsmit'];

const GRADES: readonly (readonly string[])[] = [
  ['trešā', 'trešajā', 'trešās'], ['ceturtā', 'ceturtajā', 'ceturtās'], ['piektā', 'piektajā', 'piektās'], ['sestā', 'sestajā', 'sestās'],
  ['septītā', 'septītajā', 'septītās'], ['astotā', 'astotajā', 'astotās'], ['devītā', 'devītajā', 'devītās'],
];

export default vocabulary('lv', 'Latvian', {
  minors: [
    'bērns', 'bērni', 'bērnu', 'bērnam', 'bērnus', 'bērniem', 'bērniņš', 'bērniņi', 'bērniņu', 'bērniņam', 'mazs bērns', 'mazi bērni',
    'mazā bērna', 'bērna ķermenis', 'bērnu pornogrāfija', 'meitenīt*', 'mazā meitene', 'maza meitene', 'mazas meitenes', 'mazās meitenes',
    'mazo meiteni', 'puisīt*', 'puisīši', 'puisīšiem', 'puisīšus', 'mazais puika', 'mazs puika', 'mazs puisis', 'mazie puikas', 'zīdaiņ*', 'mazuli*', 'mazulīt*',
    'bēbis', 'bēbīt*', 'jaundzimuš*', 'pusaudz*', 'tīnēdžer*', 'nepilngadīg*', 'skolniec*', 'skolniek*',
    'skolēni', 'skolēnu', 'skolēniem', 'skolēnus', 'pirmklasniek*', 'pirmklasniec*', 'bērnudārzniek*', 'bērnudārzniec*', 'pedofil*',
    ...YOUNG_AGES.map((age) => `${age}gadīg*`),
  ],
  schoolLevels: [
    'bērnudārz*', 'sākumskol*', 'pamatskol*', 'pirmsskol*', 'vidusskol*',
    ...GRADES.flatMap(([nominative = '', locative = '', genitive = '']) => [`${nominative} klase`, `${locative} klasē`, `${genitive} klases`]),
    ...[3, 4, 5, 6, 7, 8, 9].flatMap((grade) => [`${grade}. klase`, `${grade}. klasē`, `${grade}. klases`]),
  ],
  ageOfConsent: [
    'vēl nav pilngadīga', 'nav vēl pilngadīga', 'nav pilngadīga', 'nav pilngadīgs', 'gandrīz pilngadīga', 'tikko pilngadīga',
    'tik tikko pilngadīga', 'zem piekrišanas vecuma', 'jaunāka par 18', 'jaunāka par astoņpadsmit', 'vēl nav 18', 'zem 18 gadiem',
  ],
  lifeEvents: [
    'iesvētības', 'iesvētībās', 'pirmā komūnija', 'pirmajā komūnijā', 'pirmā skolas diena', 'pirmajā skolas dienā', 'zinību diena',
    'zinību dienā', 'vasaras nometne', 'vasaras nometnē', 'pubertāte', 'pubertātes', 'pubertātē',
  ],
  minorCues: [
    'skolas forma', 'skolas formā', 'skolas uniforma', 'skolas uniformā', 'mazā māsa', 'mazo māsu', 'jaunākā māsa', 'jaunāko māsu',
    'māsiņu', 'mazais brālis', 'jaunākais brālis', 'brālītis', 'brālīti', 'izskatās jauna', 'izskatās ļoti jauna', 'izskatās pēc bērna',
    'bērnišķīg*', 'meitiņa', 'meitiņu', 'ģimnāzist*', 'skolnieciņ*',
  ],
  sexual: [
    'kaila', 'kails', 'kailas', 'kaili', 'kailu', 'kailā', 'kailums', 'kailumu', 'kailbilde', 'izģērbusies', 'izģērbies', 'izģērbta',
    'izģērbts', 'izģērbjas', 'bez drēbēm', 'bez apģērba', 'sekss', 'seksu', 'seksīga', 'seksīgs', 'seksīgu', 'seksīgā', 'seksuāl*',
    'erotisk*', 'erotika', 'porno', 'pornogrāfij*', 'krūtis', 'krūtīm', 'krūtsgali', 'krūtsgaliem', 'pimpis', 'pimpi', 'dirsa', 'dirsu',
    'pakaļa', 'pakaļu', 'dzimumakts', 'dzimumaktu', 'masturb*', 'orgasms', 'orgasmu', 'apakšveļa', 'apakšveļā', 'apakšveļu', 'biksītes',
    'biksītēs', 'krūšturis', 'krūšturi', 'topless', 'striptīz*', 'uzbudināta', 'uzbudināts',
  ],
  adulthood: [
    'pieaugusi', 'pieaugusī', 'pieaugušā', 'pieaugušais', 'pieaugušie', 'pieauguša', 'pilngadīga', 'pilngadīgs', 'pilngadīgā', 'pilngadīgie',
    'nobriedusi', 'nobriedusī', 'nobriedis', 'vecāka par 18', 'virs 18', 'pāri 18',
  ],
  harmless: [
    'kā bērns', 'kā mazs bērns', 'bērnu ratiņi', 'bērnu krēsliņš', 'bērnu slimība', 'jaundzimušais teļš', 'jaundzimušie kaķēni',
    'jaundzimušais kumeļš', 'jaundzimušais jēriņš',
  ],
  youngBody: [
    'plakanas krūtis', 'plakanām krūtīm', 'plakana krūtis', 'bez krūtīm', 'neattīstīt*', 'nenobriedis ķermenis', 'bērna augums',
  ],
  childhoodItems: [
    'autiņbiksītes', 'autiņbiksītēs', 'autiņi', 'autiņos', 'knupīt*', 'knupis', 'krūšautiņš', 'krūšautiņu', 'grabulis',
    'grabuli', 'skolas soma', 'skolas somu', 'pudelīte ar knupīti',
  ],
  childhoodHints: ['bizītes', 'bizītēm', 'divas bizes', 'konfekte uz kociņa', 'sukādes uz kociņa', 'lācītis', 'plīša lācītis', 'plīša rotaļlieta', 'breketes', 'zeķes līdz ceļiem'],
  youthGroups: ['skauti', 'skautes', 'gaidas un skauti', 'mazpulki', 'mazpulcēni', 'pionieri', 'pioniere', 'oktobrēni', 'pionieru kaklauts'],
  deAgeing: ['jaunības eliksīrs', 'pārvērsta par bērnu', 'jaunākā versija no sevis'],
  // Not 'vīrs' (a husband), which folds to 'virs' (over: 'virs 18'), 'čalis' (a guy), the Hindi 'chalis' (40), nor the pronouns 'viņa'
  // (she, also his), 'viņš' (he) and 'viņu', which fold to 'vina', the French 'vins' and 'vinu'.
  people: [
    'sieviet*', 'vīrietis', 'vīrieš*', 'meitene', 'meitenes', 'meiteni', 'puisis', 'puiši', 'puisi', 'dāma', 'kundze', 'jaunkundze',
    'kungs', 'sieva', 'sievu', 'līgava', 'draudzene', 'modele', 'blondīne', 'brunete',
  ],
  ageUnits: ['gadus', 'gadu vecumā', 'gadiņi', 'gadiņus', 'gadīg*'],
  ageWords: ['vecums'],
  numberWords: NUMBER_WORDS,
});
