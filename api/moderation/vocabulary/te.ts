import { vocabulary } from './types';

/**
 * Telugu, in its script and in the Latin spellings people type ('pillalu', 'chinnari'). Terms are read
 * without vowel signs and anusvara, so 'పాప' (baby girl) reads like 'పాపం' (pity), 'పిల్లలు' (children) like
 * 'పల్లెలు' (villages) and 'పిల్లులు' (cats), 'బాలిక' like 'బ్లాక్', 'సెక్స్' like 'సాక్స్': short words are
 * written with '=' and found only spelt so, with their common case forms.
 * 'అమ్మాయి', 'అబ్బాయి' (girl, boy) and 'పిల్ల' (a girl, a young woman too) pass; an age beside them is
 * refused ('13 ఏళ్ల అమ్మాయి'). 'బొమ్మ' (doll) is also a picture, and is not listed. Ages join their unit
 * ('పదమూడేళ్ల', thirteen-year-old): those under 18 are listed as words, and the numbers, which a tens word
 * precedes ('ఇరవై మూడు', 23), are listed up to 99.
 */

const UNITS = ['ఒకటి', 'రెండు', 'మూడు', 'నాలుగు', 'ఐదు', 'ఆరు', 'ఏడు', 'ఎనిమిది', 'తొమ్మిది'];
const TEENS = ['పది', 'పదకొండు', 'పన్నెండు', 'పదమూడు', 'పద్నాలుగు', 'పదిహేను', 'పదహారు', 'పదిహేడు', 'పద్దెనిమిది', 'పంతొమ్మిది'];
const TENS = ['ఇరవై', 'ముప్పై', 'నలభై', 'యాభై', 'అరవై', 'డెబ్బై', 'ఎనభై', 'తొంభై'];
/** Other spellings of a number, by its value. */
const OTHER_SPELLINGS: Readonly<Record<number, readonly string[]>> = {
  1: ['ఒక'], 5: ['అయిదు'], 14: ['పధ్నాలుగు'], 15: ['పదిహేనూ'], 16: ['పదారు'], 18: ['పధ్ధెనిమిది'], 19: ['పందొమ్మిది'], 20: ['ఇరవయ్'],
  30: ['ముప్ఫై', 'ముప్పయి'], 40: ['నలబై'], 50: ['యాబై', 'ఏభై'], 90: ['తొంబై'],
};
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => (NUMBER_WORDS[unit] = index + 1));
TEENS.forEach((teen, index) => (NUMBER_WORDS[teen] = index + 10));
TENS.forEach((tens, index) => {
  const value = (index + 2) * 10;
  for (const form of [tens, ...(OTHER_SPELLINGS[value] ?? [])]) {
    NUMBER_WORDS[form] = value;
    UNITS.forEach((unit, unitIndex) => {
      NUMBER_WORDS[`${form} ${unit}`] = value + unitIndex + 1;
      NUMBER_WORDS[`${form}${unit}`] = value + unitIndex + 1;
    });
  }
});
for (const [value, forms] of Object.entries(OTHER_SPELLINGS)) for (const form of forms) NUMBER_WORDS[form] ??= Number(value);
Object.assign(NUMBER_WORDS, {
  padamoodu: 13, padamudu: 13, padhamudu: 13, padnalugu: 14, padhnalugu: 14, padihenu: 15, padhihenu: 15, padaharu: 16,
  padhaharu: 16, padihedu: 17, padhihedu: 17, pannendu: 12, padakondu: 11, paddenimidi: 18, iravai: 20,
});

/** '-year-old' joined to the number ('పదమూడేళ్ల'), from 3 to 17; not 2, which is also 'for two years'. */
const JOINED_AGES = [
  'మూడేళ్ల', 'నాలుగేళ్ల', 'ఐదేళ్ల', 'అయిదేళ్ల', 'ఆరేళ్ల', 'ఏడేళ్ల', 'ఎనిమిదేళ్ల', 'తొమ్మిదేళ్ల', 'పదేళ్ల', 'పదకొండేళ్ల', 'పన్నెండేళ్ల',
  'పదమూడేళ్ల', 'పద్నాలుగేళ్ల', 'పధ్నాలుగేళ్ల', 'పదిహేనేళ్ల', 'పదహారేళ్ల', 'పదారేళ్ల', 'పదిహేడేళ్ల',
].flatMap((age) => [age, age.replace('ళ్ల', 'ళ్ళ')]);
/** ... which end a grown-up's age too ('ఇరవై మూడేళ్ల', 23). */
const ADULT_JOINED_AGES = TENS.flatMap((tens) => JOINED_AGES.slice(0, 16).map((age) => `${tens} ${age}`));

const ORDINALS = [
  'మొదటి', 'రెండవ', 'రెండో', 'మూడవ', 'మూడో', 'నాలుగవ', 'నాలుగో', 'ఐదవ', 'ఐదో', 'ఆరవ', 'ఆరో', 'ఏడవ', 'ఏడో', 'ఎనిమిదవ', 'ఎనిమిదో',
  'తొమ్మిదవ', 'తొమ్మిదో', 'పదవ', 'పదో',
];

export default vocabulary('te', 'Telugu', {
  minors: [
    '=పిల్లలు', '=పిల్లల*', '=పిల్లాడు', '=పిల్లవాడు', '=పిల్లోడు', '=పిల్లల్ని', 'చిన్న పిల్ల', 'చిన్న పిల్లలు', 'చిన్నపిల్ల', 'చిన్నపిల్లలు', 'చిన్న అమ్మాయి',
    'చిన్న అబ్బాయి', '=చిన్నారి', '=చిన్నారులు', '=పాప', '=పాపలు', '=పాపకు', 'పసిపాప', 'పసి పాప', 'పసిబిడ్డ', 'పసి బిడ్డ', 'పసికందు',
    'శిశువు', 'శిశువులు', 'నవజాత శిశువు', '=బాలిక', '=బాలికలు', '=బాలికను', '=బాలుడు', '=బాలురు', '=మైనర్', '=మైనర్లు', 'మైనర్ బాలిక', 'మైనర్ అమ్మాయి',
    'టీనేజ్ అమ్మాయి', 'టీనేజీ అమ్మాయి', 'కౌమార బాలిక', 'బడి పిల్ల', 'బడి పిల్లలు', 'స్కూల్ అమ్మాయి', 'స్కూలు అమ్మాయి', 'స్కూల్ పిల్ల',
    'బాల్య వివాహం', 'బాలలపై లైంగిక', 'పిల్లల బూతు', 'చైల్డ్ పోర్న్', 'పీడోఫైల్', ...JOINED_AGES,
    'pillalu', 'pillala', 'pilladu', 'pillavadu', 'pillodu', 'chinna pilla', 'chinna pillalu', 'chinnapilla', 'chinna ammayi',
    'chinna ammai', 'chinna abbayi', 'chinnari', 'chinnarulu', 'pasi papa', 'pasipapa', 'pasi bidda', 'pasikandu', 'sisuvu',
    'shishuvu', 'baalika', 'balikalu', 'baludu', 'minor ammayi', 'minor balika', 'teenage ammayi', 'badi pilla', 'school ammayi',
  ],
  schoolLevels: [
    'ప్రాథమిక పాఠశాల', 'ప్రాధమిక పాఠశాల', 'ప్రాథమికోన్నత పాఠశాల', 'ఉన్నత పాఠశాల', 'మాధ్యమిక పాఠశాల', 'హైస్కూల్', 'హై స్కూల్', 'హైస్కూలు',
    'కిండర్ గార్టెన్', 'అంగన్వాడీ', 'అంగన్ వాడీ', 'ఎల్కేజీ', 'యూకేజీ', 'నర్సరీ తరగతి', 'బాలికల పాఠశాల',
    ...ORDINALS.map((ordinal) => `${ordinal} తరగతి`),
    ...Array.from({ length: 10 }, (_, index) => `${index + 1}వ తరగతి`),
    'prathamika patasala', 'unnatha patasala', 'anganwadi kendram', 'padava taragathi', 'padho taragathi', 'enimidhava taragathi',
    'enimido taragathi', 'tommidava taragathi', 'edava taragathi', 'aidava taragathi',
  ],
  ageOfConsent: [
    '18 ఏళ్ల లోపు', '18 ఏళ్లలోపు', '18 ఏళ్ళ లోపు', 'పద్దెనిమిదేళ్ల లోపు', '18 సంవత్సరాల లోపు', '18 సంవత్సరాలలోపు', 'మైనర్ వయసు',
    'ఇంకా మేజర్ కాలేదు', 'మేజర్ కాని', 'ఇంకా మేజర్ కాని', '18 yella lopu', 'inka major kaledu',
  ],
  lifeEvents: [
    'అన్నప్రాశన', 'అక్షరాభ్యాసం', 'ఓణీల ఫంక్షన్', 'ఓణీల పండుగ', 'పెద్దమనిషి ఫంక్షన్', '=సమర్త', 'నామకరణం', 'బారసాల', 'ఉపనయనం',
    'చెవులు కుట్టడం', 'పుట్టు వెంట్రుకలు', 'aksharabhyasam', 'annaprasana', 'barasala', 'voni function', 'vonila function',
    'half saree function', 'samartha function',
  ],
  minorCues: [
    'స్కూల్ యూనిఫాం', 'స్కూల్ యూనిఫామ్', 'స్కూల్ డ్రెస్', 'బడి యూనిఫాం', 'చెల్లెలు', '=చెల్లి', 'తమ్ముడు', 'చిన్న వయసు', 'చిన్నవయసు', '=బాల్యం',
    '=పసి', 'లంగా ఓణీ', 'chelli', 'chellelu', 'chinna vayasu', 'langa voni', 'langa oni',
  ],
  sexual: [
    '=నగ్న', '=నగ్నం', '=నగ్నంగా', 'నగ్నమైన', 'నగ్నత్వం', 'నగ్న చిత్రం', 'బట్టలు లేకుండా', 'బట్టలు లేని', 'బట్టల్లేకుండా', 'బట్టలు విప్పి', 'బట్టలు విప్పేసి',
    '=సెక్స్', '=సెక్సీ', 'శృంగార', 'శృంగారం', '=లైంగిక', '=బూతు', '=పోర్న్', 'రొమ్ములు', 'స్తనాలు', 'చనుమొనలు', 'లోదుస్తులు', '=బికినీ', '=బికినీలో', '=దెంగు',
    '=దెంగుడు', '=పూకు', '=మొడ్డ', '=కామం', 'కామోద్రేకం', 'nagnanga', 'nagnamga', 'nagnamaina', 'battalu lekunda', 'battalu leni',
    'battalu vippi', 'dengudu', 'srungaram', 'shrungaram', 'bootu bommalu',
  ],
  adulthood: ['పెద్దవారు', 'వయోజన', 'వయోజనులు', 'వయోజనురాలు', 'ప్రౌఢ', '=మేజర్', '18 ఏళ్లు పైబడిన', 'పద్దెనిమిదేళ్లు దాటిన', 'vayojana', 'peddavaru'],
  harmless: [
    ...ADULT_JOINED_AGES, '=పిల్లల డాక్టర్', '=పిల్లల వైద్యుడు', '=పిల్లల ఆసుపత్రి', 'pillala doctor',
  ],
  youngBody: ['చదునైన ఛాతీ', 'ఫ్లాట్ ఛాతీ', 'రొమ్ములు లేని', 'ఎదగని శరీరం', 'ఎదగని రొమ్ములు'],
  childhoodItems: ['డైపర్', 'డైపర్లు', 'పాల సీసా', '=పాలసీసా', 'పాల పీక', 'పాలపీక'],
  childhoodHints: ['రెండు జడలు', 'టెడ్డీ బేర్', 'స్కూల్ బ్యాగ్', 'ఆట బొమ్మ', 'rendu jadalu'],
  // Not the romanised 'ame' (she), the Japanese 'rain', nor 'పిల్ల' (a girl, also a child).
  people: [
    'ఆమె', 'అమ్మాయి', 'అబ్బాయి', 'స్త్రీ', 'మహిళ', 'ఆడది', 'మగాడు', 'పురుషుడు', 'యువతి', 'యువకుడు', 'భార్య', 'పెళ్ళాం', 'భర్త', 'మొగుడు',
    'పెళ్ళికూతురు', 'ప్రేయసి', 'మోడల్', 'అతను', 'ammayi', 'ammai', 'abbayi', 'abbai', 'aadadi', 'bharya', 'pellam',
  ],
  ageUnits: ['సంవత్సర', 'ఏళ్ల', 'ఏళ్ళ', 'యేళ్ల', 'ఏండ్ల', 'samvatsaralu', 'samvatsarala', 'samvathsaralu', 'yella', 'yellu', 'endla'],
  ageWords: ['వయసు', 'వయస్సు', 'vayasu', 'vayassu'],
  numberWords: NUMBER_WORDS,
});
