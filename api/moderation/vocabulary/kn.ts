import { vocabulary } from './types';

/**
 * Kannada, in its script and in the Latin spellings people type ('makkalu', 'chikka hudugi'). Terms are
 * read without vowel signs and anusvara, so short words that read like others ('ಮಗು', child, like 'ಮಗ',
 * son; 'ಕಂದ', baby, like 'ಕದ', a door; 'ಬಾಲಕಿ' like 'ಬ್ಲಾಕ್') are written with '=' and found only spelt so, with their case forms.
 * 'ಹುಡುಗಿ' and 'ಹುಡುಗ' (girl, boy) are said of adults and pass; an age beside them is refused ('13 ವರ್ಷದ
 * ಹುಡುಗಿ'). 'ತಮ್ಮ' (younger brother) is also 'their' and is not listed. Tens come before their unit
 * ('ಇಪ್ಪತ್ತು ಮೂರು', 23), so every number to 99 is listed.
 */

const UNITS = ['ಒಂದು', 'ಎರಡು', 'ಮೂರು', 'ನಾಲ್ಕು', 'ಐದು', 'ಆರು', 'ಏಳು', 'ಎಂಟು', 'ಒಂಬತ್ತು'];
const TEENS = ['ಹತ್ತು', 'ಹನ್ನೊಂದು', 'ಹನ್ನೆರಡು', 'ಹದಿಮೂರು', 'ಹದಿನಾಲ್ಕು', 'ಹದಿನೈದು', 'ಹದಿನಾರು', 'ಹದಿನೇಳು', 'ಹದಿನೆಂಟು', 'ಹತ್ತೊಂಬತ್ತು'];
const TENS = ['ಇಪ್ಪತ್ತು', 'ಮೂವತ್ತು', 'ನಲವತ್ತು', 'ಐವತ್ತು', 'ಅರವತ್ತು', 'ಎಪ್ಪತ್ತು', 'ಎಂಬತ್ತು', 'ತೊಂಬತ್ತು'];
/** The tens joined to a unit ('ಇಪ್ಪತ್ಮೂರು', 23): one word, with nothing smaller to end it. */
const JOINED: Readonly<Record<string, number>> = {
  ಇಪ್ಪತ್ತೊಂದು: 21, ಇಪ್ಪತ್ತೆರಡು: 22, ಇಪ್ಪತ್ಮೂರು: 23, ಇಪ್ಪತ್ನಾಲ್ಕು: 24, ಇಪ್ಪತ್ತೈದು: 25, ಇಪ್ಪತ್ತಾರು: 26, ಇಪ್ಪತ್ತೇಳು: 27, ಇಪ್ಪತ್ತೆಂಟು: 28,
  ಇಪ್ಪತ್ತೊಂಬತ್ತು: 29, ಮೂವತ್ತೊಂದು: 31, ಮೂವತ್ತೆರಡು: 32, ಮೂವತ್ಮೂರು: 33, ಮೂವತ್ನಾಲ್ಕು: 34, ಮೂವತ್ತೈದು: 35, ನಲವತ್ತೈದು: 45, ಐವತ್ತೈದು: 55,
};
const NUMBER_WORDS: Record<string, number> = {
  ...JOINED, hadimooru: 13, hadimuru: 13, hadinalku: 14, hadinaalku: 14, hadinaidu: 15, hadinaaru: 16, hadinaru: 16, hadinelu: 17,
  hadineelu: 17, hadinentu: 18, hannondu: 11, hanneradu: 12, ippattu: 20, moovattu: 30,
};
UNITS.forEach((unit, index) => (NUMBER_WORDS[unit] = index + 1));
TEENS.forEach((teen, index) => (NUMBER_WORDS[teen] = index + 10));
TENS.forEach((tens, index) => {
  const value = (index + 2) * 10;
  NUMBER_WORDS[tens] = value;
  UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${tens} ${unit}`] = value + unitIndex + 1));
});

const ORDINALS = ['ಒಂದನೇ', 'ಎರಡನೇ', 'ಮೂರನೇ', 'ನಾಲ್ಕನೇ', 'ಐದನೇ', 'ಆರನೇ', 'ಏಳನೇ', 'ಎಂಟನೇ', 'ಒಂಬತ್ತನೇ', 'ಹತ್ತನೇ'];

export default vocabulary('kn', 'Kannada', {
  minors: [
    '=ಮಗು', '=ಮಗುವಿನ', '=ಮಗುವನ್ನು', '=ಮಗುವಿಗೆ', '=ಮಗುವಿನೊಂದಿಗೆ', 'ಮಕ್ಕಳು', 'ಮಕ್ಕಳ', 'ಮಕ್ಕಳನ್ನು', 'ಮಕ್ಕಳಿಗೆ', 'ಮಕ್ಕಳೊಂದಿಗೆ',
    'ಚಿಕ್ಕ ಹುಡುಗಿ', 'ಪುಟ್ಟ ಹುಡುಗಿ', 'ಸಣ್ಣ ಹುಡುಗಿ', 'ಚಿಕ್ಕ ಹುಡುಗ', 'ಪುಟ್ಟ ಹುಡುಗ', 'ಪುಟ್ಟ ಮಗು', '=ಪುಟಾಣಿ', '=ಪುಟಾಣಿಗಳು', '=ಕಂದ', '=ಕಂದಮ್ಮ',
    '=ಶಿಶು', '=ಶಿಶುಗಳು', 'ನವಜಾತ ಶಿಶು', '=ಬಾಲಕಿ', '=ಬಾಲಕಿಯ', '=ಬಾಲಕಿಯನ್ನು', '=ಬಾಲಕಿಯರು', '=ಬಾಲಕ', '=ಬಾಲಕನ', '=ಬಾಲಕರು', 'ಅಪ್ರಾಪ್ತ', 'ಅಪ್ರಾಪ್ತೆ', 'ಅಪ್ರಾಪ್ತ ಬಾಲಕಿ',
    'ಹದಿಹರೆಯದ ಹುಡುಗಿ', 'ಹದಿಹರೆಯದ ಬಾಲಕಿ', 'ಶಾಲಾ ಬಾಲಕಿ', 'ಶಾಲಾ ಹುಡುಗಿ', 'ಶಾಲೆ ಹುಡುಗಿ', 'ಸ್ಕೂಲ್ ಹುಡುಗಿ', '=ಮೈನರ್', 'ಮೈನರ್ ಹುಡುಗಿ',
    'ಬಾಲ್ಯ ವಿವಾಹ', 'ಮಕ್ಕಳ ಅಶ್ಲೀಲ', 'ಮಕ್ಕಳ ಲೈಂಗಿಕ', 'ಪೀಡೋಫೈಲ್',
    'makkalu', 'makkala', 'chikka hudugi', 'putta hudugi', 'sanna hudugi', 'chikka huduga', 'putta magu', 'putani', 'putaani',
    'balaki', 'baalaki', 'aprapta', 'apraptha', 'apraapthe', 'aprapthe', 'hadiharayada hudugi', 'hadihareyada hudugi', 'shala hudugi',
    'shaale hudugi', 'school hudugi',
  ],
  schoolLevels: [
    'ಪ್ರಾಥಮಿಕ ಶಾಲೆ', 'ಪ್ರಾಥಮಿಕ ಶಾಲಾ', 'ಹಿರಿಯ ಪ್ರಾಥಮಿಕ', 'ಕಿರಿಯ ಪ್ರಾಥಮಿಕ', 'ಪ್ರೌಢಶಾಲೆ', 'ಪ್ರೌಢ ಶಾಲೆ', 'ಪ್ರೌಢಶಾಲಾ', 'ಮಾಧ್ಯಮಿಕ ಶಾಲೆ',
    'ಹೈಸ್ಕೂಲ್', 'ಹೈ ಸ್ಕೂಲ್', 'ಅಂಗನವಾಡಿ', 'ಶಿಶುವಿಹಾರ', 'ಎಲ್ಕೆಜಿ', 'ಯುಕೆಜಿ', 'ಕಿಂಡರ್ ಗಾರ್ಟನ್',
    ...ORDINALS.map((ordinal) => `${ordinal} ತರಗತಿ`),
    ...Array.from({ length: 10 }, (_, index) => `${index + 1}ನೇ ತರಗತಿ`),
    'prathamika shale', 'praudha shale', 'praudhashale', 'entane taragathi', 'hattane taragathi', 'ombattane taragathi', 'elane taragathi',
  ],
  ageOfConsent: [
    '18 ವರ್ಷದೊಳಗಿನ', '18 ವರ್ಷಕ್ಕಿಂತ ಕಡಿಮೆ', 'ಹದಿನೆಂಟು ವರ್ಷದೊಳಗಿನ', 'ಹದಿನೆಂಟು ವರ್ಷಕ್ಕಿಂತ ಕಡಿಮೆ', 'ಇನ್ನೂ ಮೇಜರ್ ಆಗಿಲ್ಲ', 'ಅಪ್ರಾಪ್ತ ವಯಸ್ಸು',
    '18 varshadolagina', '18 varshakkinta kadime',
  ],
  lifeEvents: [
    'ಋತುಮತಿ', 'ಋತುಮತಿ ಶಾಸ್ತ್ರ', 'ಮೈನೆರೆದ', 'ನಾಮಕರಣ', 'ಅನ್ನಪ್ರಾಶನ', 'ಉಪನಯನ', 'ಅಕ್ಷರಾಭ್ಯಾಸ', 'ಕಿವಿ ಚುಚ್ಚುವುದು', 'rutumati', 'ruthumathi',
    'mainereda',
  ],
  minorCues: [
    'ಶಾಲಾ ಸಮವಸ್ತ್ರ', 'ಶಾಲಾ ಸಮವಸ್ತ್ರದಲ್ಲಿ', 'ಸ್ಕೂಲ್ ಯೂನಿಫಾರ್ಮ್', '=ತಂಗಿ', '=ತಂಗಿಯ', 'ಚಿಕ್ಕ ವಯಸ್ಸು', 'ಚಿಕ್ಕ ವಯಸ್ಸಿನ', '=ಬಾಲ್ಯ', 'thangi',
    'chikka vayassu', 'chikka vayassina', 'shala samavastra',
  ],
  sexual: [
    'ಬೆತ್ತಲೆ', 'ಬೆತ್ತಲಾದ', 'ಬೆತ್ತಲೆಯಾಗಿ', '=ನಗ್ನ', 'ನಗ್ನವಾಗಿ', 'ಬಟ್ಟೆಯಿಲ್ಲದ', 'ಬಟ್ಟೆ ಇಲ್ಲದೆ', 'ಬಟ್ಟೆಯಿಲ್ಲದೆ', 'ಬಟ್ಟೆ ಬಿಚ್ಚಿ', '=ಸೆಕ್ಸ್', '=ಸೆಕ್ಸಿ',
    '=ಮಾದಕ', '=ಕಾಮ', '=ಲೈಂಗಿಕ', 'ಅಶ್ಲೀಲ', '=ಪೋರ್ನ್', '=ಸ್ತನ', '=ಸ್ತನಗಳು', '=ಮೊಲೆ', 'ಒಳಉಡುಪು', 'ಒಳ ಉಡುಪು', '=ಬಿಕಿನಿ*', 'ಸಂಭೋಗ',
    'bettale', 'bethale', 'bettaleyagi', 'batte illade', 'batteyillade', 'batte bichchi',
  ],
  adulthood: ['ವಯಸ್ಕ', 'ವಯಸ್ಕರು', 'ವಯಸ್ಕಳು', 'ಪ್ರಬುದ್ಧ', '=ಪ್ರೌಢ', 'ದೊಡ್ಡವರು', '18 ವರ್ಷ ಮೇಲ್ಪಟ್ಟ', 'ಹದಿನೆಂಟು ವರ್ಷ ಮೇಲ್ಪಟ್ಟ', 'vayaska', 'vayaskaru'],
  harmless: ['ಮಕ್ಕಳ ವೈದ್ಯ', 'ಮಕ್ಕಳ ವೈದ್ಯರು', 'ಮಕ್ಕಳ ಆಸ್ಪತ್ರೆ', 'ಮಕ್ಕಳ ದಿನಾಚರಣೆ', 'makkala vaidya'],
  youngBody: ['ಚಪ್ಪಟೆ ಎದೆ', 'ಬೆಳೆಯದ ದೇಹ', 'ಸ್ತನವಿಲ್ಲದ', 'ಬೆಳೆಯದ ಸ್ತನ'],
  childhoodItems: ['ಡೈಪರ್', 'ಹಾಲಿನ ಬಾಟಲಿ', 'ಹಾಲಿನ ಬಾಟಲ್'],
  childhoodHints: ['ಎರಡು ಜಡೆ', '=ಗೊಂಬೆ', '=ಆಟಿಕೆ', 'ಶಾಲಾ ಬ್ಯಾಗ್', 'eradu jade'],
  people: [
    'ಹೆಂಗಸು', 'ಮಹಿಳೆ', 'ಗಂಡಸು', 'ಹುಡುಗಿ', 'ಹುಡುಗಿಯರು', 'ಹುಡುಗ', 'ಹೆಂಡತಿ', 'ಗಂಡ', 'ಮದುಮಗಳು', 'ಪ್ರೇಯಸಿ', 'ಮಾಡೆಲ್', 'ಅವಳು', 'ಅವನು', 'ಅವಳನ್ನು',
    'hudugi', 'hudugiyaru', 'huduga', 'hengasu', 'gandasu', 'hendati', 'hendthi', 'madumagalu', 'avalu', 'avanu',
  ],
  ageUnits: ['ವರ್ಷ', 'ವರುಷ', 'varshada', 'varushada'],
  ageWords: ['ವಯಸ್ಸು', 'ವಯಸು'],
  numberWords: NUMBER_WORDS,
});
