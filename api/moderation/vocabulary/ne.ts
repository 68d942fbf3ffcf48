import hi from './hi';
import { vocabulary } from './types';

/**
 * Nepali, in Devanagari and in the Latin spellings people type ('ketaketi', 'sano keti'). Devanagari is
 * read without vowel signs, so the words Nepali shares with Hindi ('बच्चा', 'नग्न', 'किशोरी') are Hindi's,
 * and only Nepali spellings are listed ('सम्भोग', 'बर्ष'). 'केटी' and 'केटा' (girl, boy) are said of
 * adults and pass; an age beside them is refused ('१३ वर्षकी केटी'). 'नानी' (a little girl) is the Hindi
 * grandmother and is not listed alone. The Latin 'dui' (2) is the Vietnamese 'đùi'.
 */

/** Numbers 1-99 before 'वर्ष' or 'बर्ष', one a position (Nepali has a word for every number), spellings separated by '|'. */
const NEPALI_NUMBERS = [
  'एक', 'दुई', 'तीन', 'चार', 'पाँच|पांच', 'छ', 'सात', 'आठ', 'नौ', 'दश|दस',
  'एघार', 'बाह्र', 'तेह्र', 'चौध', 'पन्ध्र', 'सोह्र', 'सत्र', 'अठार', 'उन्नाइस|उन्नाईस', 'बीस',
  'एक्काइस', 'बाइस', 'तेइस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताइस', 'अट्ठाइस', 'उनन्तीस', 'तीस',
  'एकतीस', 'बत्तीस', 'तेत्तीस', 'चौँतीस|चौंतीस', 'पैँतीस|पैंतीस', 'छत्तीस', 'सैँतीस|सैंतीस', 'अठतीस', 'उनन्चालीस', 'चालीस',
  'एकचालीस', 'बयालीस', 'त्रिचालीस', 'चवालीस', 'पैँतालीस|पैंतालीस', 'छयालीस', 'सतचालीस', 'अठचालीस', 'उनन्चास', 'पचास',
  'एकाउन्न', 'बाउन्न', 'त्रिपन्न', 'चवन्न', 'पचपन्न', 'छपन्न', 'सन्ताउन्न', 'अन्ठाउन्न', 'उनन्साठी', 'साठी',
  'एकसट्ठी', 'बयसट्ठी', 'त्रिसट्ठी', 'चौसट्ठी', 'पैँसट्ठी', 'छयसट्ठी', 'सतसट्ठी', 'अठसट्ठी', 'उनन्सत्तरी', 'सत्तरी',
  'एकहत्तर', 'बहत्तर', 'त्रिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छयहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी', 'असी',
  'एकासी', 'बयासी', 'त्रियासी', 'चौरासी', 'पचासी', 'छयासी', 'सतासी', 'अठासी', 'उनान्नब्बे', 'नब्बे',
  'एकानब्बे', 'बयानब्बे', 'त्रियानब्बे', 'चौरानब्बे', 'पन्चानब्बे', 'छयानब्बे', 'सन्तानब्बे', 'अन्ठानब्बे', 'उनान्सय',
];
/** Latin spellings that Hindi's and Marathi's do not already hold. */
const LATIN_NUMBERS: Readonly<Record<string, number>> = { eghar: 11, eghara: 11, bahra: 12, pandhra: 15, sohra: 16, athar: 18, unnais: 19 };
const NUMBER_WORDS: Record<string, number> = {};
NEPALI_NUMBERS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) if (!(spelling in hi.numberWords)) NUMBER_WORDS[spelling] = index + 1;
});
Object.assign(NUMBER_WORDS, LATIN_NUMBERS);

/** Grades that begin other words ('छ', is; 'एक', 'दुई') take no stem. */
const ONE_LETTER = ['एक', 'दुई', 'छ'];
const GRADES = ['एक', 'दुई', 'तीन', 'चार', 'पाँच', 'छ', 'सात', 'आठ', 'नौ', 'दश', 'दस'];
const DEVANAGARI_DIGITS = ['१', '२', '३', '४', '५', '६', '७', '८', '९', '१०', '११', '१२'];

export default vocabulary('ne', 'Nepali', {
  minors: [
    'केटाकेटी*', 'बालबालिका*', 'सानो केटी', 'सानी केटी', 'सानो केटा', 'सानो बच्चा', 'सानी छोरी', 'नाबालक',
    'नाबालिका', 'नाबालक केटी', 'काखे बच्चा', 'स्कुले केटी', 'स्कुल पढ्ने केटी', 'विद्यालयकी छात्रा', 'बाल यौन दुर्व्यवहार', 'बाल यौन शोषण',
    'ketaketi', 'keta keti', 'balbalika', 'bal balika', 'sano keti', 'sani keti', 'sano keta', 'sano bachha', 'sano bachcha', 'nabalak',
    'nabalik', 'nabalak keti', 'kakhe bachha', 'school padhne keti', 'schoole keti',
  ],
  schoolLevels: [
    'निम्न माध्यमिक', 'आधारभूत विद्यालय', 'बाल विकास केन्द्र', 'मन्टेसरी', 'मन्टेश्वरी', 'पूर्व प्राथमिक',
    ...GRADES.flatMap((grade) => [`कक्षा ${grade}`, `${grade} कक्षा`, ONE_LETTER.includes(grade) ? `कक्षा ${grade}मा` : `कक्षा ${grade}*`]),
    ...DEVANAGARI_DIGITS.map((digit) => `कक्षा ${digit}`),
    ...Array.from({ length: 10 }, (_, index) => `kakshya ${index + 1}`),
    'kaksha aath', 'kakshya aath', 'kaksha nau', 'kakshya nau', 'kaksha das', 'kakshya das', 'nimna madhyamik', 'montessori ma padhne',
  ],
  ageOfConsent: [
    'अझै बालिग भएको छैन', 'अझै बालिग भएकी छैन', '१८ वर्षभन्दा कम', '18 वर्षभन्दा कम', 'अठार वर्षभन्दा कम', '१८ बर्षभन्दा कम', 'नाबालक उमेर',
    'उमेर नपुगेकी', 'उमेर नपुगेको', 'umer napugeki', 'umer napugeko', '18 barsha bhanda kam', '18 barsa bhanda kam',
  ],
  lifeEvents: ['=पास्नी', 'न्वारन', 'छेवर', 'व्रतबन्ध', 'गुफा राख्ने', 'बेल विवाह', 'बेल बिबाह', '=इही', 'pasni', 'nwaran', 'chhewar', 'bratabandha', 'bel bibaha'],
  minorCues: [
    'विद्यालय पोशाक*', 'स्कुल पोशाक*', 'सानी बहिनी', 'सानो भाइ', 'सानो उमेर', 'कलिलो उमेर', 'कलिली', 'बाल्यकाल', 'केटाकेटीपन',
    'sani bahini', 'saani bahini', 'sano umer', 'kalilo umer', 'kalili',
  ],
  sexual: [
    '=नाङ्गो', '=नाङ्गी', '=नाङ्गै', '=नांगो', '=नांगी', '=सम्भोग', 'कपडा नलगाएको', 'कपडा नलगाएकी', 'कपडा फुकालेको', 'कपडा फुकालेकी', 'भित्री वस्त्र',
    'यौनाङ्ग', 'यौन सम्पर्क', 'nango', 'naangi', 'kapda nalagaeko', 'kapada nalagayeko', 'kapda nalagayeki',
  ],
  adulthood: ['प्रौढ महिला', '१८ वर्षभन्दा माथि', '18 वर्षभन्दा माथि', 'अठार वर्षभन्दा माथि', 'उमेर पुगेकी', 'umer pugeki'],
  harmless: ['केटाकेटीको खेल', 'ketaketi ko khel'],
  youngBody: ['समतल छाती', 'नबढेको शरीर', 'स्तन नभएकी'],
  childhoodItems: ['दूधको बोतल', 'दुधको बोतल', '=चुसनी'],
  childhoodHints: ['=पुतली', 'खेलौना', 'दुई चुल्ठी', 'स्कुल झोला', 'dui chulthi'],
  // Not 'ऊ' (she, he), one letter, nor 'उनी' and 'तिनी', which read 'uni' and 'tini', the Maithili 3.
  people: [
    'केटी', 'केटा', 'आइमाई', 'महिला', 'पुरुष', 'लोग्ने', 'स्वास्नी', 'श्रीमती', 'श्रीमान्', 'बेहुली', 'युवती', 'प्रेमिका', 'केटीसाथी',
    'मोडल', 'keti', 'keta', 'aaimai', 'aimai', 'swasni', 'shrimati', 'logne', 'behuli',
  ],
  ageUnits: ['बर्ष', 'barshaki', 'barshako', 'barsaki', 'barsako', 'varshako', 'varshaki'],
  ageWords: ['उमेर'],
  numberWords: NUMBER_WORDS,
});
