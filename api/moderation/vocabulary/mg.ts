import { vocabulary } from './types';

/**
 * Malagasy. 'zaza' (a child) is also a people and a language of Turkey ('Zaza'), so it is read in phrases
 * and compounds ('zaza kely', 'zazakely', 'ny zaza'); 'zazavavy' and 'zazalahy' are a girl-child and a
 * boy-child. 'tovovavy' (a young woman), 'tanora' and 'zatovo' (youth) are said of adults too: the first
 * two pass, 'zatovo' is a cue. Ages are written before 'taona' (years) as in '15 taona' and 'dimy
 * ambin'ny folo taona' (15), which the age rules read with the number words; the teens are listed whole,
 * or 'valo ambin'ny folo taona' (18) would read 'folo taona' (10).
 */

const UNITS = ['iray', 'roa', 'telo', 'efatra', 'dimy', 'enina', 'fito', 'valo', 'sivy'];
const TENS = ['folo', 'roapolo', 'telopolo', 'efapolo', 'dimampolo', 'enimpolo', 'fitopolo', 'valopolo', 'sivifolo'];

/**
 * Numbers 1-99 before 'taona': units, teens ("dimy ambin'ny folo", 'iraika' for one), tens ('roapolo') and
 * their compounds with the unit first ('dimy amby roapolo', 25), as the apostrophe is typed or left out.
 */
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((unit, index) => (NUMBER_WORDS[unit] = index + 1));
['iraika', ...UNITS.slice(1)].forEach((unit, index) => {
  for (const joint of ["ambin'ny", 'ambinny', 'ambin ny']) NUMBER_WORDS[`${unit} ${joint} folo`] = 11 + index;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 1) * 10;
  if (index === 0) return;
  ['iraika', ...UNITS.slice(1)].forEach((unit, unitIndex) => (NUMBER_WORDS[`${unit} amby ${tens}`] = (index + 1) * 10 + unitIndex + 1));
});

export default vocabulary('mg', 'Malagasy', {
  minors: [
    'zazakely', 'zaza kely', 'zaza madinika', 'ny zaza', 'ireo zaza', 'zaza iray', 'zaza maro', 'zaza vao teraka', 'zazavavy',
    'zazavavy kely', 'zazalahy', 'zazalahy kely', 'ankizy', 'ankizivavy', 'ankizilahy', 'ankizy madinika', 'tsy ampy taona',
    'zaza tsy ampy taona', 'tsaiky', 'tsaiky kely', 'zaza mpianatra', 'mpianatra kely', 'sary vetaveta misy zaza', 'fanararaotana ara-nofo ny ankizy',
  ],
  schoolLevels: [
    'sekoly ambaratonga voalohany', 'sekoly ambaratonga faharoa', 'sekoly fanabeazana fototra', 'akanin-jaza',
    'sekoly akanin-jaza', 'kolejy', 'sekoly tsaiky',
  ],
  ageOfConsent: [
    'latsaky ny 18 taona', 'ambanin’ny 18 taona', 'ambaniny 18 taona', 'tsy mbola 18 taona', 'tsy mbola lehibe',
    'tsy mbola feno 18 taona', 'latsaky ny valo ambin’ny folo taona',
  ],
  lifeEvents: ['famorana', 'fahatanorana', 'andro voalohany any an-tsekoly', 'fadimbolana voalohany'],
  minorCues: [
    'fanamiana an-tsekoly', 'akanjo fianarana', 'zandriko vavy', 'zandry vavy', 'zandriko', 'fahazazana', 'toa zaza',
    'mpianatra', 'zatovo', 'zatovovavy',
  ],
  sexual: [
    'mitanjaka', 'miboridana', 'tsy misy akanjo', 'tsy manao akanjo', 'firaisana ara-nofo', 'ara-nofo', 'fitaovam-pananahana',
    'akanjo ety anatiny', 'kalisaona', 'fehin-tratra', 'manala akanjo', 'nanala akanjo', 'mijangajanga', 'vetaveta',
    'sary vetaveta', 'filan-dratsy',
  ],
  adulthood: [
    'olon-dehibe', 'olondehibe', 'vehivavy lehibe', 'efa lehibe', 'efa olon-dehibe', 'mihoatra ny 18 taona', 'efa ampy taona',
  ],
  harmless: [
    // A student of a university
    "mpianatra eny amin'ny oniversite", 'mpianatra oniversite', "mpianatra ao amin'ny oniversite",
  ],
  youngBody: ['tratra fisaka', 'tsy manana nono', 'tsy misy nono', 'vatana tsy mbola lehibe', 'vatana mbola tsy lehibe'],
  childhoodItems: ['tavoahangin-jazakely', 'tavoahangin-jaza'],
  childhoodHints: ['saribakoly', 'kitapo fianarana', 'randrana roa'],
  // Not 'izy' (she, he), which is also 'it' and 'they'.
  people: [
    'vehivavy', 'lehilahy', 'tovovavy', 'tovolahy', 'ramatoa', 'andriamatoa', 'tompokovavy', 'tompokolahy', 'vady', 'vadiko', 'vadiny',
    'ampakarina', 'sipa', 'sipako', 'sakaiza', 'modely',
  ],
  ageUnits: ['taona', 'taonany'],
  ageWords: ['taonany', 'ny taonany'],
  numberWords: NUMBER_WORDS,
});
