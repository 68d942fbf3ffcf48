import { vocabulary } from './types';

/**
 * Marathi, in Devanagari and in the Latin spellings people type ('alpavayin', 'lahan mulgi'). Devanagari
 * is read without vowel signs, so Marathi's short words read like Hindi ones: 'मूल', 'मुले' (child,
 * children) read like 'माल', 'मेला', 'मील'; 'बाळ' (baby) like 'बळ' (strength); 'मुंज' like 'मजा'. Those are
 * written with '=' and found only spelt so, and in phrases ('लहान मुले'). Words Marathi shares with Hindi
 * ('नग्न', 'किशोरी', 'बालक', 'नवजात', 'स्तन') are Hindi's. 'मुलगी' and 'मुलगा' (girl, boy) are said of
 * adults and pass; an age beside them is refused ('१३ वर्षांची मुलगी').
 */

/**
 * Numbers 1-99 before 'वर्ष' ('वर्षांची', 'वर्षाचा'), one a position (Marathi has a word for every number:
 * 'तेवीस' is 23), spellings separated by '|'.
 */
const MARATHI_NUMBERS = [
  'एक', 'दोन', 'तीन', 'चार', 'पाच', 'सहा', 'सात', 'आठ', 'नऊ', 'दहा',
  'अकरा', 'बारा', 'तेरा', 'चौदा', 'पंधरा', 'सोळा', 'सतरा', 'अठरा', 'एकोणीस|एकोणिस', 'वीस',
  'एकवीस', 'बावीस', 'तेवीस', 'चोवीस|चौवीस', 'पंचवीस', 'सव्वीस', 'सत्तावीस|सत्तावीस', 'अठ्ठावीस|अठ्ठाविस', 'एकोणतीस', 'तीस',
  'एकतीस', 'बत्तीस', 'तेहेतीस|तेहतीस', 'चौतीस|चौतिस', 'पस्तीस', 'छत्तीस', 'सदतीस|सदोतीस', 'अडतीस', 'एकोणचाळीस', 'चाळीस',
  'एक्केचाळीस|एकेचाळीस', 'बेचाळीस', 'त्रेचाळीस', 'चव्वेचाळीस|चौरेचाळीस', 'पंचेचाळीस', 'सेहेचाळीस|शेहेचाळीस', 'सत्तेचाळीस', 'अठ्ठेचाळीस', 'एकोणपन्नास', 'पन्नास',
  'एक्कावन्न|एकावन्न', 'बावन्न', 'त्रेपन्न', 'चोपन्न', 'पंचावन्न', 'छप्पन्न', 'सत्तावन्न', 'अठ्ठावन्न', 'एकोणसाठ', 'साठ',
  'एकसष्ठ', 'बासष्ठ', 'त्रेसष्ठ', 'चौसष्ठ', 'पासष्ठ', 'सहासष्ठ', 'सदुसष्ठ|सदूसष्ठ', 'अडुसष्ठ|अडूसष्ठ', 'एकोणसत्तर', 'सत्तर',
  'एक्काहत्तर', 'बाहत्तर', 'त्र्याहत्तर', 'चौऱ्याहत्तर', 'पंच्याहत्तर', 'शहात्तर', 'सत्त्याहत्तर', 'अठ्ठ्याहत्तर', 'एकोणऐंशी', 'ऐंशी',
  'एक्क्याऐंशी', 'ब्याऐंशी', 'त्र्याऐंशी', 'चौऱ्याऐंशी', 'पंच्याऐंशी', 'शहाऐंशी', 'सत्त्याऐंशी', 'अठ्ठ्याऐंशी', 'एकोणनव्वद', 'नव्वद',
  'एक्क्याण्णव', 'ब्याण्णव', 'त्र्याण्णव', 'चौऱ्याण्णव', 'पंच्याण्णव', 'शहाण्णव', 'सत्त्याण्णव', 'अठ्ठ्याण्णव', 'नव्व्याण्णव',
];
/** Latin spellings of numbers that Hindi's do not already hold; not 'daha' (Turkish 'more') nor 'saha'. */
const LATIN_NUMBERS: Readonly<Record<string, number>> = { akra: 11, pandhra: 15, chaudaa: 14, athra: 18, ekonis: 19, pannas: 50 };
const NUMBER_WORDS: Record<string, number> = { ...LATIN_NUMBERS };
MARATHI_NUMBERS.forEach((spellings, index) => {
  for (const spelling of spellings.split('|')) NUMBER_WORDS[spelling] = index + 1;
});

const ORDINALS = ['पहिली', 'दुसरी', 'तिसरी', 'चौथी', 'पाचवी', 'सहावी', 'सातवी', 'आठवी', 'नववी', 'दहावी'];
const LATIN_ORDINALS = ['pahili', 'dusri', 'tisri', 'chauthi', 'pachvi', 'sahavi', 'satvi', 'aathvi', 'navvi', 'dahavi'];
const TEENS = ['तेरा', 'चौदा', 'पंधरा', 'सोळा', 'सतरा'];

export default vocabulary('mr', 'Marathi', {
  minors: [
    '=मूल', '=मुले', '=मुलं', '=मुलांना', '=मुलांचे', '=मुलांची', '=मुलांचा', '=मुलांसोबत', '=बाळ', '=बाळा', '=बाळे', '=बाळाला',
    '=बाळाचे', '=बाळाची', '=बाळांना', 'तान्हे बाळ', '=तान्हा', '=तान्ही', 'अर्भक', 'लहान मूल', 'लहान मुले', 'लहान मुलं', 'लहान मुलगी',
    'लहान मुलगा', 'लहान मुली', 'लहान मुलांना', 'छोटी मुलगी', 'छोटा मुलगा', 'चिमुरडी', 'चिमुरडा', '=चिमुकली', '=चिमुकला', '=चिमुकल्या',
    'अल्पवयीन', 'अल्पवयीन मुलगी', 'किशोरवयीन', 'किशोरवयीन मुलगी', 'कुमारवयीन', 'शाळकरी', 'शाळकरी मुलगी', 'शाळेतली मुलगी',
    'शाळेतील मुलगी', 'शाळेची मुलगी', 'बालविवाह', 'बाल लैंगिक शोषण', 'बाल अत्याचार', 'बालकांचे अश्लील', 'बालिका वधू',
    ...TEENS.flatMap((number) => [`${number} वर्षांची`, `${number} वर्षाची`, `${number} वर्षांचा`]),
    'lahan mulgi', 'lahaan mulgi', 'lahan mulga', 'lahan mul', 'lahan mula', 'lahan mule', 'chimurdi', 'chimukli', 'chimukla',
    'alpavayin', 'alpvayin', 'alpavayeen', 'alpawayin', 'alpavayin mulgi', 'kishorvayin', 'kishorvayeen', 'shalkari', 'shalkari mulgi',
    'shaletli mulgi', 'tanhe bal', 'tanha bal',
  ],
  schoolLevels: [
    'प्राथमिक शाळा', 'प्राथमिक शाळेत', 'प्राथमिक शाळेतील', 'माध्यमिक शाळा', 'माध्यमिक शाळेत', 'हायस्कूल', 'हायस्कूलची', 'हायस्कूलमधील',
    'अंगणवाडी', 'अंगणवाडीत', 'शिशुवर्ग', 'बालवर्ग', 'पूर्व प्राथमिक', 'नर्सरी वर्ग', 'किंडरगार्टन', 'केजी वर्ग',
    ...ORDINALS.flatMap((ordinal) => [`इयत्ता ${ordinal}`, `${ordinal}ची विद्यार्थिनी`, `${ordinal}तील मुलगी`, `${ordinal}तली मुलगी`, `${ordinal}च्या वर्गात`]),
    ...Array.from({ length: 10 }, (_, index) => `इयत्ता ${index + 1}`),
    ...LATIN_ORDINALS.flatMap((ordinal) => [`iyatta ${ordinal}`, `${ordinal} iyatta`, `${ordinal}chi mulgi`]),
    'prathmik shala', 'madhyamik shala', 'anganwadi', 'shishuvarg',
  ],
  ageOfConsent: [
    'अजून सज्ञान नाही', 'सज्ञान नाही', 'अठरा वर्षांखालील', '18 वर्षांखालील', '१८ वर्षांखालील', 'अठरा वर्षांपेक्षा कमी', '18 वर्षांपेक्षा कमी',
    '१८ वर्षांपेक्षा कमी', 'संमतीच्या वयाखालील', 'कायदेशीर वयाखालील', 'ajun sadnyan nahi', 'sadnyan nahi', '18 varshankhalil',
  ],
  lifeEvents: ['=बारसे', '=बारशाला', '=मुंज', '=मुंजी', 'मौंजीबंधन', 'बोरन्हाण', '=जावळ', '=न्हाण', 'पहिली मासिक पाळी', 'barsa samarambh', 'munja', 'bornhan'],
  minorCues: [
    'शाळेचा गणवेश', 'शाळेच्या गणवेशात', 'शाळेचा युनिफॉर्म', 'लहान बहीण', 'धाकटी बहीण', 'धाकटा भाऊ', 'लहान भाऊ', 'कमी वयाची', 'लहान वयाची',
    'बालपण', 'बालिश', 'लहानगी', 'lahan bahin', 'dhakti bahin', 'kami vayachi', 'lahan vayachi', 'balpan',
  ],
  sexual: [
    '=नागडी', '=नागडा', '=नागडे', '=नागवी', 'विवस्त्र', 'अंतर्वस्त्र', 'अंतर्वस्त्रात', 'कपडे काढलेली', 'कपडे काढून', 'कपड्यांशिवाय', '=लैंगिक',
    'लैंगिक संबंध', 'झवाझवी', '=मादक', 'उत्तान', 'नग्नावस्थेत', 'बिकिनीत', 'बिकिनीमध्ये', 'नग्नपणे', 'nagdi', 'vivastra', 'kapde kadhleli', 'kapdyanshivay', 'laingik',
  ],
  adulthood: ['=सज्ञान', 'प्रौढ स्त्री', 'प्रौढ पुरुष', 'अठरा वर्षांवरील', '18 वर्षांवरील', '१८ वर्षांवरील', 'sadnyan', 'praudh'],
  harmless: ['=बाळ ठाकरे', '=मूल कारण', '=मूल निवासी', '=मूल रूप', 'bal thackeray'],
  youngBody: ['सपाट छाती', 'अविकसित स्तन', 'स्तन नसलेली', 'न वाढलेले शरीर'],
  childhoodItems: ['दुधाची बाटली', 'बाळाची बाटली', 'चोखणी', 'बाळाचे दुपटे'],
  childhoodHints: ['दोन वेण्या', '=बाहुली', 'खेळणी', 'शाळेचे दप्तर', 'दप्तर', 'don venya'],
  // Not 'ती' and 'तो' (she, he), which read 'ti' and 'to', 'बाई' (a woman), read 'bai', nor 'मुली' (girls), the Tagalog 'muli' (again).
  people: [
    'बायको', 'नवरा', 'नवरी', 'माणूस', 'मुलगी', 'मुलगा', 'पोरगी', 'पोरगा', 'मैत्रीण', 'प्रेयसी', 'मॉडेल', 'तिला', 'त्याला',
    'mulgi', 'mulga', 'bayko', 'baiko', 'navra', 'navri', 'porgi', 'maitrin',
  ],
  ageUnits: ['varshanchi', 'varshachi', 'varshancha', 'varshacha', 'varshe', 'varsh'],
  ageWords: ['वय', 'वय वर्षे', 'vay varshe'],
  numberWords: NUMBER_WORDS,
});
