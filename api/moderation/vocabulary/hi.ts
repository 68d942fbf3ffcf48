import { vocabulary } from './types';

/**
 * Hindi, in Devanagari and in the Latin spellings people type ('bachcha', 'nabalig'). Devanagari terms
 * are read without vowel signs, nukta and virama, so 'बच्चा', 'बच्चे', 'बच्ची', 'बच्चों' are one term
 * and no stem is needed; the skeletons were checked against other words ('शिशु' reads like the name
 * 'शशि' and is listed only in compounds). 'लड़की'/'ladki' and 'लड़का' are said of adults and pass; an
 * age next to them is refused. Ages in words ('तेरह साल की') are phrases.
 */

const NUMBERS = ['तीन', 'चार', 'पाँच', 'पांच', 'छह', 'छः', 'सात', 'आठ', 'नौ', 'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'पन्द्रह', 'सोलह', 'सत्रह'];
const LATIN_NUMBERS = [
  'paanch', 'panch', 'chhe', 'saat', 'aath', 'nau', 'das', 'gyarah', 'gyara', 'barah', 'bara', 'terah', 'tera', 'chaudah',
  'chauda', 'pandrah', 'pandra', 'solah', 'sola', 'satrah', 'satra',
];
const ORDINALS = ['तीसरी', 'चौथी', 'पाँचवीं', 'पांचवीं', 'छठी', 'सातवीं', 'आठवीं', 'नौवीं', 'दसवीं', 'ग्यारहवीं', 'बारहवीं'];

/**
 * Numbers 1-99 before 'साल', 'वर्ष' or 'बरस', one a position (Hindi has a word for every number: 'तेईस' is 23),
 * spellings separated by '|'; and the same in the Latin letters people type before 'saal' ('terah',
 * 'chaudah'). Not 'do' (2), 'teen' (3) nor 'das' (10) in Latin letters: they are English and German words
 * ('teen years', 'das Jahr'); 'dus' is read for 10. Nor 'ek' (1): a number word may join its unit, and
 * 'ekar' would read '1 år'.
 */
const DEVANAGARI_NUMBERS = [
  'एक', 'दो', 'तीन', 'चार', 'पाँच|पांच', 'छह|छः|छे|छै', 'सात', 'आठ', 'नौ', 'दस',
  'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह|पन्द्रह', 'सोलह', 'सत्रह', 'अठारह|अट्ठारह', 'उन्नीस|उन्निस', 'बीस',
  'इक्कीस', 'बाईस|बाइस', 'तेईस|तेइस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस|सत्ताइस', 'अट्ठाईस|अट्ठाइस|अठाईस', 'उनतीस', 'तीस',
  'इकतीस|इकत्तीस', 'बत्तीस', 'तैंतीस|तैतीस', 'चौंतीस|चौतीस', 'पैंतीस|पैतीस', 'छत्तीस', 'सैंतीस|सैतीस', 'अड़तीस', 'उनतालीस|उनचालीस', 'चालीस',
  'इकतालीस', 'बयालीस', 'तैंतालीस|तैतालीस', 'चवालीस|चौवालीस|चौंवालीस', 'पैंतालीस|पैतालीस', 'छियालीस', 'सैंतालीस|सैतालीस', 'अड़तालीस', 'उनचास', 'पचास',
  'इक्यावन', 'बावन', 'तिरपन|तिरेपन', 'चौवन|चौवन्न', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ', 'साठ',
  'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ|चौसठ', 'पैंसठ|पैसठ', 'छियासठ', 'सड़सठ|सरसठ', 'अड़सठ', 'उनहत्तर', 'सत्तर',
  'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी|उनासी', 'अस्सी',
  'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी', 'नब्बे',
  'इक्यानबे|इक्यानवे', 'बानबे|बानवे', 'तिरानबे|तिरानवे', 'चौरानबे|चौरानवे', 'पचानबे|पचानवे', 'छियानबे|छियानवे', 'सत्तानबे|सत्तानवे', 'अट्ठानबे|अट्ठानवे', 'निन्यानबे|निन्यानवे',
];
const LATIN_NUMBER_SPELLINGS = [
  '-', '-', '-', 'char|chaar', 'paanch|panch|panj', 'chhe|chhah|chah|chheh|chhey', 'saat', 'aath', 'nau', 'dus',
  'gyarah|gyara|gyaarah', 'barah|bara|baarah|baara', 'terah|tera|tehra', 'chaudah|chauda|chodah|choda', 'pandrah|pandra|pundrah', 'solah|sola|solha', 'satrah|satra|sattrah', 'atharah|athara|attharah|athaara', 'unnis|unnees|unees|unis', 'bees|bis',
  'ikkis|ikkees', 'baais|bais|baees', 'teis|teees|teyis', 'chaubis|chaubees|chobis', 'pachis|pachchis|pacchis|pachees', 'chhabbis|chabbis|chhabees', 'sattais|satais|sattaees', 'atthais|athais|atthaees', 'untis|unatees', 'tees|tis',
  'ikattis|iktees|ikatis', 'battis|batees', 'tetis|taintis|tentis', 'chautis|chauntis|chontis', 'paintis|pentis', 'chhattis|chattis', 'saintis|sentis', 'adtis|artis|adtees', 'untalis|unchalis', 'chalis|chaalis|chalees',
  'iktalis|iktalees', 'bayalis|biyalis', 'tentalis|taintalis', 'chauvalis|chawalis|chawalees', 'paintalis|pentalis', 'chhiyalis|chiyalis', 'saintalis|sentalis', 'adtalis|artalis', 'unchas', 'pachas|pachaas',
  'ikyavan|ikyawan', 'bavan|baawan', 'tirpan|tirepan', 'chauvan|chauwan', 'pachpan', 'chhappan|chappan', 'sattavan|sattawan', 'atthavan|athawan', 'unsath', 'saath',
  'iksath', 'basath', 'tirsath', 'chausath|chaunsath', 'painsath|pensath', 'chhiyasath|chiyasath', 'sarsath|sadsath', 'adsath|arsath', 'unhattar', 'sattar|sattar',
  'ikhattar|ikahattar', 'bahattar', 'tihattar', 'chauhattar', 'pachhattar|pachattar', 'chhihattar|chihattar', 'sathattar|satahattar', 'athhattar|athattar', 'unnasi|unyasi', 'assi|assee',
  'ikyasi', 'bayasi', 'tirasi', 'chaurasi', 'pachasi', 'chhiyasi|chiyasi', 'sattasi', 'atthasi|athasi', 'navasi|nawasi', 'nabbe|nabbay',
  'ikyanave|ikyanbe', 'baanave|banve', 'tiranave|tiranbe', 'chauranave|chauranbe', 'pachanave|pachanbe', 'chhiyanave|chiyanbe', 'sattanave|sattanbe', 'atthanave|athanbe', 'ninyanave|ninyanbe',
];
const NUMBER_WORDS: Record<string, number> = {};
for (const list of [DEVANAGARI_NUMBERS, LATIN_NUMBER_SPELLINGS]) {
  list.forEach((spellings, index) => {
    for (const spelling of spellings.split('|')) if (spelling !== '-') NUMBER_WORDS[spelling] = index + 1;
  });
}

export default vocabulary('hi', 'Hindi', {
  minors: [
    'बच्चा', 'बच्चियाँ', 'बच्चियों', 'बालक', 'बालिका', 'बालिकाएँ', 'बालिकाओं', 'बालकों', 'नाबालिग', 'नाबालिग़', 'किशोर', 'किशोरी',
    'किशोरियाँ', 'किशोरावस्था', 'नवजात', 'नवजात शिशु', 'शिशुओं', 'छोटी लड़की', 'छोटा लड़का', 'छोटी बच्ची', 'कमसिन', 'स्कूली छात्रा',
    'स्कूली लड़की', 'स्कूल गर्ल', 'स्कूली बच्चे', 'बाल यौन शोषण', 'बाल विवाह', 'बाल अश्लील', 'बाल पोर्न', 'पीडोफाइल', 'लोलिता',
    ...NUMBERS.flatMap((number) => [`${number} साल का`, `${number} वर्षीय`, `${number} वर्ष का`]),
    'bachcha', 'bachche', 'bachchi', 'bachchiyan', 'bachchon', 'baccha', 'bacche', 'bacchi', 'bacchiyan', 'bacchon', 'bachha',
    'bachhe', 'bachhi', 'nabalig', 'naabalig', 'nabaalig', 'kamsin', 'kamsin ladki', 'chhoti ladki', 'choti ladki',
    'chhota ladka', 'chota ladka', 'chhoti bachi', 'choti bachi', 'balika', 'navjaat', 'school wali ladki', 'kishoravastha',
    ...LATIN_NUMBERS.flatMap((number) => [`${number} saal ki`, `${number} saal ka`, `${number} saal ke`, `${number} sal ki`, `${number} varsh ki`]),
    ...Array.from({ length: 17 }, (_, index) => index + 1).flatMap((age) => [`${age} saal ki`, `${age} saal ka`, `${age} saal ke`, `${age} sal ki`]),
  ],
  schoolLevels: [
    'प्राथमिक विद्यालय', 'प्राथमिक स्कूल', 'प्राइमरी स्कूल', 'मिडिल स्कूल', 'माध्यमिक विद्यालय', 'उच्च माध्यमिक', 'हाई स्कूल', 'हाईस्कूल',
    'किंडरगार्टन', 'नर्सरी स्कूल', 'नर्सरी कक्षा', 'आंगनबाड़ी', 'बालवाड़ी',
    ...ORDINALS.flatMap((ordinal) => [`${ordinal} कक्षा`, `${ordinal} क्लास`]),
    ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((grade) => [`कक्षा ${grade}`]),
    'aathvi class', 'athvi class', 'naumi class', 'nauvi class', 'dasvi class', 'dasvin class', 'satvi class',
    'gyarahvi class', 'barahvi class', 'chhathi class',
  ],
  ageOfConsent: [
    'अभी बालिग नहीं', 'बालिग नहीं', 'अठारह से कम', 'अठारह साल से कम', '18 से कम', '18 साल से कम', '१८ से कम', 'कानूनी उम्र से कम',
    'सहमति की उम्र से कम', 'बालिग होने से पहले', 'abhi balig nahi', 'balig nahi', 'nabalig hai', '18 se kam', 'atharah se kam',
  ],
  lifeEvents: [
    'मुंडन', 'अन्नप्राशन', 'जनेऊ संस्कार', 'उपनयन', 'कन्या पूजन', 'कंजक', 'विद्यारंभ', 'mundan', 'annaprashan', 'kanya pujan',
    'kanjak',
  ],
  minorCues: [
    'स्कूल यूनिफॉर्म', 'स्कूल यूनिफार्म', 'स्कूल ड्रेस', 'स्कूल की ड्रेस', 'छोटी बहन', 'छोटा भाई', 'कम उम्र', 'कमउम्र', 'बचपन', 'बचकाना',
    'नन्ही', 'नन्हा', 'मासूम सी', 'गुड़िया जैसी', 'school dress', 'choti behen', 'chhoti behen', 'chhoti bahan', 'choti bahan',
    'kam umar', 'kam umra', 'kam umr', 'bachpan', 'nanhi', 'masoom si',
  ],
  sexual: [
    'नंगी', 'नग्न', 'नग्नता', 'सेक्स', 'सेक्सी', 'अश्लील', '=पोर्न', 'कामुक', 'स्तन', 'चुदाई', 'बिकिनी', 'अधोवस्त्र', 'कपड़े उतार',
    'बिना कपड़ों', 'बिना कपड़े', 'निर्वस्त्र', 'यौन', 'संभोग', 'हस्तमैथुन', 'nangi', 'nanga', 'nangi ladki', 'chudai', 'choot',
    'bina kapdon', 'bina kapde', 'kapde utaar',
  ],
  adulthood: ['वयस्क', 'बालिग', 'प्रौढ़', 'परिपक्व', '18 से ऊपर', 'अठारह से ऊपर', 'balig', 'baalig', 'vayask', 'jawan aurat'],
  harmless: [
    'बच्चों का खेल', 'बिल्ली का बच्चा', 'कुत्ते का बच्चा', 'किशोर कुमार', 'बचपन की यादें', 'बचपन का घर', 'बचपन का दोस्त',
    'bachchon ka khel', 'billi ka bachcha', 'kishore kumar',
  ],
  youngBody: ['सपाट छाती', 'अविकसित', 'अविकसित शरीर', 'sapat chhati'],
  childhoodItems: ['डायपर', 'दूध की बोतल'],
  childhoodHints: ['दो चोटी', 'खिलौना', 'गुड़िया', 'स्कूल बैग', 'do choti'],
  // Not 'वह' (she, he), which is also 'that', nor the Latin 'pati' (husband).
  people: [
    'औरत', 'महिला', 'स्त्री', 'आदमी', 'पुरुष', 'लड़की', 'लड़का', 'युवती', 'पत्नी', 'बीवी', 'पति', 'दुल्हन', 'प्रेमिका', 'गर्लफ्रेंड',
    'मॉडल', 'aurat', 'mahila', 'ladki', 'larki', 'ladka', 'larka', 'aadmi', 'biwi', 'dulhan', 'patni',
  ],
  ageUnits: ['saal'],
  ageWords: ['umr', 'umra'],
  numberWords: NUMBER_WORDS,
});
