import { vocabulary } from './types';

/**
 * Odia, in its script and in the Latin spellings people type ('pilamane', 'kuni jhia'). Terms are read
 * without vowel signs and nukta, so short words that read like others ('ପିଲା', child, like 'ପଲ', an
 * instant; 'ଛୁଆ' like 'ଛୁଆଁ', touch) are written with '=' and found only spelt so. 'ଝିଅ' and 'ପୁଅ' (girl,
 * boy; daughter, son) pass; an age beside them is refused ('13 ବର୍ଷର ଝିଅ'). The Latin 'chua' (kid) is
 * the Vietnamese 'chùa' and 'nabalika' is Bengali's. Ages are 'ବର୍ଷ' after the number; Odia has a word
 * for every number to 99.
 */

/** Numbers 1-99 before 'ବର୍ଷ', one a position, spellings separated by '|'. */
const ODIA_NUMBERS = [
  'ଏକ', 'ଦୁଇ', 'ତିନି', 'ଚାରି', 'ପାଞ୍ଚ', 'ଛଅ', 'ସାତ', 'ଆଠ', 'ନଅ', 'ଦଶ',
  'ଏଗାର', 'ବାର', 'ତେର', 'ଚଉଦ', 'ପନ୍ଦର', 'ଷୋହଳ|ଷୋଳ', 'ସତର', 'ଅଠର', 'ଉଣେଇଶି|ଊଣେଇଶି', 'କୋଡ଼ିଏ|କୋଡିଏ',
  'ଏକୋଇଶି', 'ବାଇଶି', 'ତେଇଶି', 'ଚବିଶି', 'ପଚିଶି', 'ଛବିଶି', 'ସତାଇଶି', 'ଅଠାଇଶି', 'ଅଣତିରିଶି', 'ତିରିଶି',
  'ଏକତିରିଶି', 'ବତିଶି', 'ତେତିଶି', 'ଚଉତିରିଶି', 'ପଞ୍ଚତିରିଶି', 'ଛତିଶି', 'ସଇଁତିରିଶି', 'ଅଠତିରିଶି', 'ଅଣଚାଳିଶି', 'ଚାଳିଶି',
  'ଏକଚାଳିଶି', 'ବୟାଳିଶି', 'ତେୟାଳିଶି', 'ଚଉରାଳିଶି', 'ପଞ୍ଚଚାଳିଶି', 'ଛୟାଳିଶି', 'ସତଚାଳିଶି', 'ଅଠଚାଳିଶି', 'ଅଣଚାଶ', 'ପଚାଶ',
  'ଏକାବନ', 'ବାଉନ', 'ତେପନ', 'ଚଉବନ', 'ପଞ୍ଚାବନ', 'ଛପନ', 'ସତାବନ', 'ଅଠାବନ', 'ଅଣଷଠି', 'ଷାଠିଏ|ଷାଠି',
  'ଏକଷଠି', 'ବାଷଠି', 'ତେଷଠି', 'ଚଉଷଠି', 'ପଞ୍ଚଷଠି', 'ଛଅଷଠି', 'ସତଷଠି', 'ଅଠଷଠି', 'ଅଣସ୍ତରୀ', 'ସତୁରୀ',
  'ଏକସ୍ତରୀ', 'ବାସ୍ତରୀ', 'ତେସ୍ତରୀ', 'ଚଉସ୍ତରୀ', 'ପଞ୍ଚସ୍ତରୀ', 'ଛଅସ୍ତରୀ', 'ସତସ୍ତରୀ', 'ଅଠସ୍ତରୀ', 'ଅଣାଅଶୀ', 'ଅଶୀ',
  'ଏକାଅଶୀ', 'ବୟାଅଶୀ', 'ତେୟାଅଶୀ', 'ଚଉରାଅଶୀ', 'ପଞ୍ଚାଅଶୀ', 'ଛୟାଅଶୀ', 'ସତାଅଶୀ', 'ଅଠାଅଶୀ', 'ଅଣାନବେ', 'ନବେ',
  'ଏକାନବେ', 'ବୟାନବେ', 'ତେୟାନବେ', 'ଚଉରାନବେ', 'ପଞ୍ଚାନବେ', 'ଛୟାନବେ', 'ସତାନବେ', 'ଅଠାନବେ', 'ଅନେଶତ',
];
const NUMBER_WORDS: Record<string, number> = { egara: 11, sohala: 16, chaudha: 14, kodie: 20 };
ODIA_NUMBERS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) NUMBER_WORDS[spelling] = index + 1;
});

const ORDINALS = ['ତୃତୀୟ', 'ଚତୁର୍ଥ', 'ପଞ୍ଚମ', 'ଷଷ୍ଠ', 'ସପ୍ତମ', 'ଅଷ୍ଟମ', 'ନବମ', 'ଦଶମ'];

export default vocabulary('or', 'Odia', {
  minors: [
    '=ଶିଶୁ', '=ଶିଶୁମାନେ', '=ଶିଶୁଙ୍କ', '=ପିଲା', '=ପିଲାମାନେ', '=ପିଲାଙ୍କ', '=ପିଲାଟି', '=ଛୁଆ', '=ଛୁଆମାନେ', 'ଛୋଟ ଝିଅ', 'ଛୋଟ ପିଲା', 'କୁନି ଝିଅ',
    'କୁନି ପିଲା', 'କୁନି ଛୁଆ', 'ନାବାଳିକା', 'ନାବାଳକ', 'ନାବାଳିକା ଝିଅ', '=ବାଳିକା', '=ବାଳକ', '=କିଶୋରୀ', '=କିଶୋର', 'ନବଜାତ ଶିଶୁ', 'ନବଜାତକ',
    'ସ୍କୁଲ ଝିଅ', 'ସ୍କୁଲ ଛାତ୍ରୀ', 'ସ୍କୁଲ ପିଲା', 'ଶିଶୁ ଯୌନ ଶୋଷଣ', 'ବାଲ୍ୟ ବିବାହ', 'ପେଡୋଫାଇଲ',
    'pilamane', 'pilaman', 'chhuamane', 'chhota jhia', 'chhota pila', 'kuni jhia', 'kuni pila', 'naabalika', 'nabalaka', 'school jhia',
    'sishu', 'sisumane',
  ],
  schoolLevels: [
    'ପ୍ରାଥମିକ ବିଦ୍ୟାଳୟ', 'ଉଚ୍ଚ ବିଦ୍ୟାଳୟ', 'ମଧ୍ୟ ବିଦ୍ୟାଳୟ', 'ଉଚ୍ଚ ପ୍ରାଥମିକ', 'ହାଇସ୍କୁଲ', 'ହାଇ ସ୍କୁଲ', 'ଅଙ୍ଗନବାଡ଼ି', 'ଅଙ୍ଗନୱାଡ଼ି', 'ଶିଶୁ ବାଟିକା',
    ...ORDINALS.flatMap((ordinal) => [`${ordinal} ଶ୍ରେଣୀ`, `${ordinal} ଶ୍ରେଣୀର`]),
    ...Array.from({ length: 10 }, (_, index) => `${index + 1}ମ ଶ୍ରେଣୀ`),
    'prathamika bidyalaya', 'uchha bidyalaya', 'dasama shreni', 'astama shreni', 'ashtama shreni', 'nabama shreni', 'saptama shreni',
  ],
  ageOfConsent: [
    'ଏବେ ବି ସାବାଳିକା ନୁହେଁ', 'ସାବାଳିକା ନୁହେଁ', '18 ବର୍ଷରୁ କମ', '୧୮ ବର୍ଷରୁ କମ', 'ଅଠର ବର୍ଷରୁ କମ', 'ନାବାଳିକା ବୟସ', 'sabalika nuhen',
    '18 barsharu kama',
  ],
  lifeEvents: ['ଅନ୍ନପ୍ରାଶନ', 'ବ୍ରତଘର', 'ଖଡ଼ିଛୁଆଁ', 'ଖଡିଛୁଆଁ', 'ନାମକରଣ', 'ଏକୋଇଶା', 'bratghara', 'brataghara', 'khadichuan'],
  minorCues: [
    'ସ୍କୁଲ ୟୁନିଫର୍ମ*', 'ସ୍କୁଲ ପୋଷାକ*', 'ସାନ ଭଉଣୀ', 'ସାନ ଭାଇ', 'କମ ବୟସ', 'ପିଲାଦିନ', 'ପିଲାଳିଆ', 'sana bhauni', 'kama bayasa',
  ],
  sexual: [
    'ଉଲଗ୍ନ', '=ନଗ୍ନ', 'ଲଙ୍ଗଳା', 'ଲଙ୍ଗଳି', '=ସେକ୍ସ', '=ସେକ୍ସି*', '=ଯୌନ', 'ଅଶ୍ଳୀଳ', 'ଅଶ୍ଲୀଳ', '=ପର୍ଣ୍ଣ', '=ସ୍ତନ', '=ବିକିନି*', 'ଅନ୍ତର୍ବସ୍ତ୍ର',
    'ଲୁଗା ନଥିବା', 'ବିନା ଲୁଗାରେ', 'ଲୁଗା ଖୋଲି', '=କାମୁକ', 'ସମ୍ଭୋଗ', 'ulangi', 'ulanga', 'langala', 'bina lugare', 'luga kholi',
  ],
  adulthood: ['ସାବାଳକ', 'ସାବାଳିକା', 'ପ୍ରାପ୍ତବୟସ୍କ', 'ପରିପକ୍ୱ', '18 ବର୍ଷରୁ ଅଧିକ', '୧୮ ବର୍ଷରୁ ଅଧିକ', 'sabalaka'],
  harmless: ['=ଶିଶୁ ବିଶେଷଜ୍ଞ', '=ଶିଶୁ ଡାକ୍ତର', '=ଶିଶୁ ହସ୍ପିଟାଲ', '=ପିଲାଙ୍କ ଡାକ୍ତର'],
  youngBody: ['ସମତଳ ଛାତି', 'ଅବିକଶିତ ଶରୀର', 'ସ୍ତନ ନଥିବା'],
  childhoodItems: ['ଡାଇପର', 'କ୍ଷୀର ବୋତଲ', 'ଦୁଧ ବୋତଲ'],
  childhoodHints: ['କଣ୍ଢେଇ', 'ଖେଳଣା', 'ଦୁଇ ବେଣୀ', 'ସ୍କୁଲ ବ୍ୟାଗ'],
  // 'ଝିଅ' and 'ପୁଅ' are also a daughter and a son, and are what young adults are called. Not 'ସେ' (she, he), two letters.
  people: [
    'ମହିଳା', 'ସ୍ତ୍ରୀ', 'ମାଇପ', 'ପୁରୁଷ', 'ଝିଅ', 'ପୁଅ', 'ଯୁବତୀ', 'ଯୁବକ', 'ଭଦ୍ରମହିଳା', 'ଭଦ୍ରଲୋକ', 'ପତ୍ନୀ', 'ଘରଣୀ', 'ସ୍ୱାମୀ', 'ବୋହୂ', 'କନିଆଁ',
    'ପ୍ରେମିକା', 'ମଡେଲ', 'mahila', 'jhia', 'jubati', 'maipa', 'bohu', 'kania', 'premika',
  ],
  ageUnits: ['ବର୍ଷ', 'ବରଷ', 'barshara', 'barshar', 'barasara'],
  ageWords: ['ବୟସ', 'bayasa'],
  numberWords: NUMBER_WORDS,
});
