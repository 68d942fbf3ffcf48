import { vocabulary } from './types';

/**
 * Khmer, in Khmer script and in the romanisation people type ('kmeng srey'). Khmer is written without
 * spaces, so a term is found anywhere in the text, read without its vowel signs and the coeng, which are
 * combining marks: 'កុមារ' (a child) reads 'កមរ', as 'កម្រ' (rare) does, so it is listed in compounds
 * ('កុមារតូច', 'អាសអាភាសកុមារ'). 'ក្មេង' is a child and also the adjective 'young' ('ស្ត្រីក្មេង', a
 * young woman, passes as 'young woman' does): it is read in compounds ('ក្មេងស្រី', 'កូនក្មេង',
 * 'ក្មេងតូច'). 'វិទ្យាល័យ' (a high school) is in 'សាកលវិទ្យាល័យ' (a university), so it is read with
 * 'សិស្ស' (a school pupil; a university student is 'និស្សិត'). Not 'ពេញវ័យ' (adult) alone for adulthood:
 * it is in 'មិនទាន់ពេញវ័យ' (not yet adult), which a negative prompt names to protect.
 */

/**
 * Numbers 1-99 in words before 'ឆ្នាំ' (years), found anywhere: units ('ប្រាំបី', 8, which holds 'ប្រាំ'),
 * teens ('ដប់បី', 13), tens ('ម្ភៃ', 'សាមសិប') and compounds ('ម្ភៃបី', 23, which holds 'បី').
 */
const UNITS = ['មួយ', 'ពីរ', 'បី', 'បួន', 'ប្រាំ', 'ប្រាំមួយ', 'ប្រាំពីរ', 'ប្រាំបី', 'ប្រាំបួន'];
const TENS = ['ម្ភៃ', 'សាមសិប', 'សែសិប', 'ហាសិប', 'ហុកសិប', 'ចិតសិប', 'ប៉ែតសិប', 'កៅសិប'];
const NUMBER_WORDS: Record<string, number> = { ដប់: 10 };
UNITS.forEach((unit, index) => {
  NUMBER_WORDS[unit] = index + 1;
  NUMBER_WORDS[`ដប់${unit}`] = 11 + index;
});
TENS.forEach((ten, index) => {
  NUMBER_WORDS[ten] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => (NUMBER_WORDS[`${ten}${unit}`] = (index + 2) * 10 + unitIndex + 1));
});

const GRADES = [...Array.from({ length: 12 }, (_, index) => String(index + 1)), '១', '២', '៣', '៤', '៥', '៦', '៧', '៨', '៩', '១០', '១១', '១២'];

export default vocabulary('km', 'Khmer', {
  minors: [
    'ក្មេងស្រី', 'ក្មេងប្រុស', 'ក្មេងតូច', 'កូនក្មេង', 'ក្មេងៗ', 'ក្មេងជំទង់', 'ក្មេងអាយុ', 'ទារក', 'កូនតូច', 'អនីតិជន',
    'កុមារតូច', 'កុមារីតូច', 'កុមារអាយុ', 'ក្មេងកុមារ', 'រំលោភកុមារ', 'អាសអាភាសកុមារ', 'រំលោភបំពានកុមារ', 'សិស្សស្រី',
    'សិស្សប្រុស', 'សិស្សសាលា', 'សិស្សបឋម',
    'kmeng srey', 'kmeng srei', 'kmeng pros', 'kmeng proh', 'kmeng toch', 'kmeng tauch', 'kon kmeng', 'koun kmeng', 'tearok',
    'kmeng kmeng', 'anitichon', 'seus srey', 'sis srey', 'sers srey',
  ],
  schoolLevels: [
    'បឋមសិក្សា', 'អនុវិទ្យាល័យ', 'សិស្សវិទ្យាល័យ', 'រៀនវិទ្យាល័យ', 'មត្តេយ្យ', 'សាលាមត្តេយ្យ', 'សាលាបឋម',
    ...GRADES.flatMap((grade) => [`សិស្សថ្នាក់ទី${grade}`, `រៀនថ្នាក់ទី${grade}`]),
    'bathom seksa', 'sala bathom', 'anuvityealai', 'anuvityealay', 'sala mattey',
  ],
  ageOfConsent: [
    'មិនទាន់គ្រប់អាយុ', 'ក្រោមអាយុ', 'អាយុក្រោម១៨', 'អាយុក្រោម 18', 'មិនទាន់ពេញវ័យ', 'មិនទាន់ដល់អាយុ', 'អាយុមិនទាន់ដល់១៨',
    'min toan krob ayu', 'min tean krob ayu', 'krom ayu 18',
  ],
  lifeEvents: ['កាត់សក់បង្កក់', 'ចូលម្លប់', 'ពិធីចូលម្លប់', 'ថ្ងៃចូលរៀនដំបូង', 'chol mlob', 'chaul mlob'],
  minorCues: [
    'ឯកសណ្ឋានសិស្ស', 'អាវសិស្ស', 'សំពត់សិស្ស', 'ប្អូនស្រី', 'មុខក្មេង', 'មើលទៅក្មេង', 'p oun srey', 'poun srey', 'muk kmeng',
  ],
  sexual: [
    'អាក្រាត', 'អាក្រាតកាយ', 'ស្រាតអាក្រាត', 'រូបស្រាត', 'អាសអាភាស', 'រួមភេទ', 'សិចស៊ី', 'ស៊ិចស៊ី', 'ខោក្នុង', 'អាវទ្រនាប់',
    'ក្បាលដោះ', 'akrat', 'ruom phet', 'rom pheth', 'as abhas',
  ],
  adulthood: ['មនុស្សពេញវ័យ', 'ស្ត្រីពេញវ័យ', 'មនុស្សធំ', 'អាយុលើស១៨', 'អាយុលើស 18', 'manuh penh vey', 'srey penh vey'],
  youngBody: ['ទ្រូងរាបស្មើ', 'មិនទាន់មានដោះ', 'រាងកាយមិនទាន់ពេញវ័យ', 'រាងកាយក្មេង'],
  childhoodItems: ['កន្ទប', 'ដបទឹកដោះ', 'kanthob', 'kantob'],
  /**
   * Not 'ប្រុស' (male), 'បុរស' (a man), 'នាង' (she) nor 'គាត់' (she, he), which read 'pros', 'bors' (the Afrikaans 'chest'), 'nang'
   * (a film in Thai and Lao) and 'kata' (the Malay 'word'); nor 'គេ' (he), one syllable.
   */
  people: [
    'ស្ត្រី', 'នារី', 'កញ្ញា', 'ប្រពន្ធ', 'ភរិយា', 'ប្តី', 'ស្វាមី', 'សង្សារ', 'មិត្តស្រី', 'ម៉ូដែល', 'អ្នកស្រី', 'លោកស្រី',
    'srey', 'strey', 'neary', 'neang', 'boros', 'propon', 'prapon', 'pdei', 'pdey', 'sangsa',
  ],
  ageUnits: ['ឆ្នាំ', 'chnam'],
  ageWords: ['អាយុ'],
  numberWords: NUMBER_WORDS,
});
