import hi from './hi';
import { vocabulary } from './types';

/**
 * Bhojpuri, in Devanagari and in the Latin spellings people type ('laikan', 'chhotki laiki'). Devanagari
 * is read without vowel signs, so the words Bhojpuri shares with Hindi ('बच्चा', 'नंगा', 'नाबालिग') are
 * Hindi's; 'लइका' (boy, child) reads like the Hindi 'लाइक' (like) and its forms are written with '=' and
 * found only spelt so. 'लइकी', 'लइका' (girl, boy) and 'बबुनी', 'बबुआ' (also said of grown daughters and
 * sons) pass; an age beside them is refused ('13 बरिस के लइकी'). The Latin 'laika' is the space dog and
 * 'baris' (years) the Indonesian 'row': neither is listed; 'मुड़ना' (first haircut) is the Hindi 'to turn'.
 */

/** Bhojpuri numbers before 'बरिस' or 'साल' that Hindi does not spell so. */
const BHOJPURI_NUMBERS: Readonly<Record<string, number>> = {
  दू: 2, छव: 6, छौ: 6, एगारह: 11, एगारा: 11, चउदह: 14, पनरह: 15, पन्नरह: 15, सोरह: 16, सतरह: 17, अठारा: 18, उनइस: 19, पचीस: 25,
  egarah: 11, egara: 11, chaudah: 14, panrah: 15, panarah: 15, sorah: 16, sorha: 16,
};
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(Object.entries(BHOJPURI_NUMBERS).filter(([written]) => !(written in hi.numberWords)));

const ORDINALS = ['पाँचवाँ', 'पांचवां', 'छठवाँ', 'छठवां', 'सतवाँ', 'सतवां', 'अठवाँ', 'अठवां', 'नउवाँ', 'नउवां', 'दसवाँ', 'दसवां'];

export default vocabulary('bho', 'Bhojpuri', {
  minors: [
    '=लइकन', '=लइकन के', '=लइका लइकी', '=लइका-लइकी', '=लइकवा', 'लरिका', 'लरिकन', 'लरिकवा', 'छोट लइकी', 'छोटकी लइकी', 'छोट लइका',
    'छोटका लइका', 'नान्ह लइका', 'नान्ह लइकी', 'नन्हकी लइकी', 'नन्हका', 'इस्कूल वाली लइकी', 'स्कूल वाली लइकी', 'इस्कूल के लइकी', 'बाल बियाह',
    'laikan', 'laika laiki', 'larika', 'larikan', 'chhot laiki', 'chhotki laiki', 'choti laiki', 'chhot laika', 'nanh laika', 'nanhka',
    'nanhki laiki', 'iskool wali laiki', 'school wali laiki', 'bal biyah',
  ],
  schoolLevels: [
    'प्राइमरी इस्कूल', 'मिडिल इस्कूल', 'हाई इस्कूल', 'इस्कूल में पढ़े वाली',
    ...ORDINALS.flatMap((ordinal) => [`${ordinal} किलास`, `${ordinal} क्लास`, `${ordinal} दर्जा`]),
    'athwan class', 'athvan kilas', 'athwan kilas', 'naunwa class', 'daswan class', 'satwan class',
  ],
  ageOfConsent: [
    'अबहीं बालिग नइखे', 'अबही बालिग नइखे', 'अभी सेयान ना भइल', 'अबहीं सेयान नइखे', '18 बरिस से कम', '१८ बरिस से कम', 'अठारह बरिस से कम',
    'abahin balig naikhe', 'abhi seyan na bhail',
  ],
  lifeEvents: ['=छट्ठी', '=बरही', 'जनेव', 'कनछेदन', 'chhatthi', 'kanchhedan', 'janew'],
  minorCues: [
    'छोटकी बहिन', 'छोट बहिन', 'बहिनिया', 'लरिकाई', 'लइकाई', 'इस्कूल डरेस', 'इस्कूल के डरेस', 'chhotki bahin', 'chhot bahin', 'bahiniya',
    'larikai', 'laikai',
  ],
  sexual: ['=लंगटे', '=लंगट', '=लांगट', '=नंगटे', '=नंगटा', 'बिना कपड़ा', 'बिना कपड़ा के', 'कपड़ा उतार', 'कपड़ा खोल', 'langte', 'nangte', 'bina kapda'],
  adulthood: ['=सेयान', '=सयान', 'जवान मेहरारू', 'सेयान मेहरारू', '18 बरिस से ऊपर', 'seyan', 'seyan mehraru'],
  harmless: ['=लइकन के खेल', '=लइकन के डाक्टर', 'laikan ke khel'],
  youngBody: ['बिना छाती के', 'चपटा छाती'],
  childhoodItems: ['दूध के बोतल', '=पोतड़ा'],
  childhoodHints: ['=खेलौना', 'दू चोटी', 'du choti'],
  // Not 'लइका' (boy, also a child), 'ऊ' (she, he), one letter, nor 'सइयाँ' (husband), which reads 'siyam', the Tagalog nine.
  people: [
    'मेहरारू', 'मेहरिया', 'मरद', 'लइकी', 'दुलहिन', 'दुलहिनिया', 'कनिया', 'भउजी', 'जोरू',
    'mehraru', 'mehariya', 'mehriya', 'marad', 'laiki', 'laikiya', 'dulhin', 'dulhiniya', 'kaniya', 'bhauji', 'bhouji', 'joru',
  ],
  ageUnits: ['बरिस', 'बरीस'],
  ageWords: ['उमिर', 'umir'],
  numberWords: NUMBER_WORDS,
});
