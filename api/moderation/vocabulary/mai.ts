import bho from './bho';
import hi from './hi';
import { vocabulary } from './types';

/**
 * Maithili, in Devanagari and in the Latin spellings people type ('nena bhutka', 'chhot chhaundi').
 * Devanagari is read without vowel signs, so the words Maithili shares with Hindi and Bhojpuri ('बच्चा',
 * 'नाबालिग', 'बुच्ची', which reads like 'बच्चा') are theirs; 'नेना' (child) reads like the Hindi 'नाना'
 * (grandfather) and 'नैन' (eyes), and is written with '=' and found only spelt so. 'छौंड़ी' and 'छौंड़ा'
 * (girl, boy) are said of adults and pass; an age beside them is refused ('13 बरखक छौंड़ी'). Maithili joins
 * the genitive to the word ('बरखक', 'नेनाक').
 */

/** Maithili numbers before 'बरख' or 'साल' that Hindi and Bhojpuri do not spell so. */
const MAITHILI_NUMBERS: Readonly<Record<string, number>> = {
  दुइ: 2, तीनि: 3, चारि: 4, छओ: 6, नओ: 9, एगारह: 11, पन्द्रह: 15, सोलह: 16, सतरह: 17,
  उन्नैस: 19, एकैस: 21, बाइस: 22, तेइस: 23, पचीस: 25, chaari: 4, unnais: 19,
};
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  Object.entries(MAITHILI_NUMBERS).filter(([written]) => !(written in hi.numberWords) && !(written in bho.numberWords)),
);

export default vocabulary('mai', 'Maithili', {
  minors: [
    '=नेना', '=नेनाक', '=नेना सभ', 'नेनाभुटका', 'नेना भुटका', 'नेना-भुटका', 'धिया पुता', 'धियापुता', 'बच्चिया', 'छोट बच्चिया', 'छोटकी बच्चिया',
    'छोट छौंड़ी', 'छोट छौड़ी', 'छोटकी छौंड़ी', 'छोट छौंड़ा', 'स्कूलक छौंड़ी', 'इस्कूलक छौंड़ी', 'स्कूलक बच्चिया',
    'nena bhutka', 'nenabhutka', 'dhiya puta', 'dhiyaputa', 'bachchiya', 'chhot chhaundi', 'chhot chhauri', 'chhotki chhaundi',
    'school chhaundi', 'schoolak chhaundi',
  ],
  schoolLevels: [
    'मध्य विद्यालय', 'उत्क्रमित मध्य विद्यालय', 'स्कूलक छात्रा',
    ...['पाँचम', 'छठम', 'सातम', 'आठम', 'नवम', 'दसम'].flatMap((ordinal) => [`${ordinal} वर्ग*`, `${ordinal} कक्षा*`, `${ordinal} क्लास*`]),
    'madhya vidyalaya', 'aatham varg', 'navam varg', 'dasam varg',
  ],
  ageOfConsent: ['एखन धरि बालिग नहि', 'बालिग नहि', '18 बरखसँ कम', '१८ बरखसँ कम', 'अठारह बरखसँ कम', 'ekhan dhari balig nahi'],
  lifeEvents: ['छठिहार', 'chhathihar'],
  minorCues: ['छोट बहिनि', 'छोटकी बहिनि', 'नेनपन', 'नेनपनक', 'nenpan', 'chhot bahini'],
  sexual: ['=नाङट', '=नांगट', '=नाँगट', 'बिना वस्त्रक', 'बिना कपड़ाक', 'कपड़ा खोलि', 'nangat', 'bina kapdak'],
  adulthood: ['=सियान', 'सियान स्त्री', '18 बरखसँ बेसी', 'अठारह बरखसँ बेसी', 'siyan'],
  youngBody: ['सपाट छाती बला'],
  childhoodItems: ['दूधक बोतल'],
  childhoodHints: ['=पुतरी', 'दू टा चोटी'],
  // The words shared with Hindi ('महिला', 'स्त्री', 'मर्द') are Hindi's; not 'ओ' (she, he), one letter, nor 'ओकरा', which reads 'okra'.
  people: [
    'छौंड़ी', 'छौरी', 'छौंड़ा', 'छौरा', 'मौगी', 'पुरुख', 'मरद', 'कनियाँ', 'कनिया', 'दुलहिन',
    'chhaundi', 'chhauri', 'chhaunda', 'chhaura', 'maugi', 'purukh', 'marad', 'kaniyan', 'dulhin',
  ],
  ageUnits: ['बरख', 'barakh', 'barkhak', 'barakhak'],
  numberWords: NUMBER_WORDS,
});
