import { vocabulary } from './types';

/**
 * Afrikaans. 'kind' is also English and is read as a child only in its phrases ("'n kind", 'klein kind';
 * 'die kind' is read by the policy itself) and its own forms ('kinders', 'kindjie'); 'baba' is also a
 * father and a grandmother elsewhere, so its diminutive ('babatjie') and phrases are listed. 'meisie' (a
 * girl) and 'seun' (a boy, a son) are said of adults too and pass; an age beside them is read by the age
 * rules ('15 jaar oud', 'vyftienjarige'). 'kaal' is also Dutch for bald, so only 'kaalgat' and the
 * phrases make a prompt sexual. 'graad' is also a degree ('graad 1 brandwond'), so grades are phrases.
 */

const UNITS = ['een', 'twee', 'drie', 'vier', 'vyf', 'ses', 'sewe', 'agt', 'nege'];
const TENS = ['twintig', 'dertig', 'veertig', 'vyftig', 'sestig', 'sewentig', 'tagtig', 'negentig'];

/**
 * Numbers 1-99 before 'jaar' or joined to '-jarige': units, teens, tens and their compounds ('vyf-en-
 * twintig', 'vyfentwintig', 'drieëntwintig'). Not 'ses' (6) alone: it is French ('ses ans').
 */
const NUMBER_WORDS: Record<string, number> = {
  tien: 10, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vyftien: 15, sestien: 16, sewentien: 17, agtien: 18, negentien: 19,
};
UNITS.forEach((unit, index) => {
  if (unit !== 'ses') NUMBER_WORDS[unit] = index + 1;
});
TENS.forEach((tens, index) => {
  NUMBER_WORDS[tens] = (index + 2) * 10;
  UNITS.forEach((unit, unitIndex) => {
    for (const joined of [`${unit}-en-${tens}`, `${unit} en ${tens}`, `${unit}en${tens}`]) NUMBER_WORDS[joined] = (index + 2) * 10 + unitIndex + 1;
  });
});

const GRADES = ['een', 'twee', 'drie', 'vier', 'vyf', 'ses', 'sewe', 'agt', 'nege', 'tien', 'elf', 'twaalf', 'r'];

export default vocabulary('af', 'Afrikaans', {
  minors: [
    'kinders', 'kindjie', 'kindjies', 'kindertjies', "'n kind", 'klein kind', 'klein kindjie', 'klein kinders', 'jong kind',
    'babatjie', 'babatjies', 'pasgebore', 'pasgebore baba', 'klein baba', 'kleuter*', 'dogtertjie', 'dogtertjies', 'meisietjie',
    'meisietjies', 'klein meisie', 'klein meisies', 'jong meisie', 'jong meisies', 'seuntjie', 'seuntjies', 'klein seun',
    'klein seuns', 'tiener*', 'minderjarig', 'minderjarige', 'minderjariges', 'skoolmeisie*', 'skoolseun*', 'skoolkind*',
    'kinderpornografie', 'kinderporno', 'kindermolestering', 'kindermishandeling', 'pedofiel*',
  ],
  schoolLevels: [
    'laerskool*', 'hoërskool*', 'primêre skool', 'sekondêre skool', 'voorskool', 'kleuterskool', 'dagsorg', 'kinderdagsorg',
    'kleuterklas',
    ...Array.from({ length: 12 }, (_, index) => String(index + 1)).concat(GRADES).flatMap((grade) => [
      `in graad ${grade}`, `graad ${grade} leerling`, `graad ${grade} leerder`, `graad ${grade} meisie`, `graad ${grade} seun`,
      `graad ${grade} kind`, `graad ${grade} klas`,
    ]),
  ],
  ageOfConsent: [
    'nog nie meerderjarig', 'nie meerderjarig nie', 'onder die ouderdom van toestemming', 'onder die wettige ouderdom',
    'nog nie 18 nie', 'nog nie agtien nie', 'onder 18 jaar', 'jonger as 18', 'nog nie wettig nie', 'amper wettig',
  ],
  lifeEvents: ['eerste nagmaal', 'belydenisaflegging', 'eerste skooldag', 'puberteit', 'in die puberteit'],
  minorCues: [
    'skooluniform', 'skooldrag', 'sussie', 'klein sussie', 'boetie', 'klein boetie', 'lyk jonk', 'jonk lyk', 'kinderlik',
    'kinderlike', 'leerling', 'leerlinge', 'leerder', 'leerders', 'kleingoed', 'kleinding',
  ],
  sexual: [
    'kaalgat', 'kaal lyf', 'poedelkaal', 'nakend', 'nakende', 'sonder klere', 'seks', 'seksueel', 'seksuele', 'borste', 'borsies',
    'tieties', 'tepels', 'onderklere', 'onderbroek', 'klere uittrek', 'trek haar klere uit', 'uitgetrek', 'eroties',
    'erotiese', 'pornografie', 'pornografiese', 'hoer', 'wellustig',
  ],
  adulthood: [
    'volwasse', 'volwassene', 'volwassenes', 'grootmens', 'grootmense', 'ryp vrou', 'meerderjarig', 'ouer as 18', 'bo 18',
    'ten volle ontwikkel',
  ],
  harmless: [
    // 'kinderlik eenvoudig' is 'dead easy'; the young of animals; 'leerling' of a trade
    'kinderlik eenvoudig', 'kinderlik maklik',
    ...['olifant', 'leeu', 'kat', 'hond', 'renoster', 'kameelperd', 'seekoei', 'aap', 'skilpad', 'pikkewyn'].map((animal) => `${animal} babatjie`),
    'leerling vlieënier', 'leerling verpleegster', 'leerlingbestuurder',
  ],
  youngBody: ['plat bors', 'plat borsies', 'sonder borste', 'geen borste', 'onontwikkelde liggaam', 'onontwikkeld', 'nog nie in die puberteit'],
  childhoodItems: ['babadoek', 'babadoeke', 'luier*', 'fopspeen', 'bababottel', 'oefenbra', 'slabbertjie'],
  childhoodHints: ['teddiebeer', 'skooltas', 'poppie', 'stertjies', 'draadjies', 'lekkergoed'],
  ageWords: ['ouderdom', 'ouderdom van', 'op die ouderdom van'],
  numberWords: NUMBER_WORDS,
  // Not 'dame' (lady), the Spanish 'give me', nor the pronouns 'sy' and 'hy' (two letters), 'haar' (also hair) and 'hom' (the Vietnamese 'hôm').
  people: [
    'vrou', 'vroue', 'vrouens', 'man', 'manne', 'meisie', 'seun', 'nooi', 'mevrou', 'juffrou', 'meneer', 'heer', 'kêrel', 'eggenote',
    'bruid', 'vriendin', 'model', 'blondine', 'brunet',
  ],
});
