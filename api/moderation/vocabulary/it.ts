import { vocabulary } from './types';

/**
 * Italian. 'bimbo' is English for a vapid woman and is left out ('bimba', 'bimbi' are listed);
 * 'scolare' is also 'to drain' and 'asilo' also 'asylum', so they are not listed alone; 'medie' are
 * also averages, so middle school counts as 'scuola media', 'terza media' and the like. Ages ending in
 * -enne ('tredicenne') are read by the age rules.
 */
export default vocabulary('it', 'Italian', {
  minors: [
    // Kept from the policy's first word lists
    'ragazzina', 'ragazzino', 'scolaretta',
    'bambina', 'bambino', 'bambini', 'bambine', 'bambinetta', 'bambinetto', 'bimba', 'bimbe', 'bimbi', 'bimbetta*',
    'ragazzin*', 'fanciullo', 'fanciulli', 'fanciullina', 'neonato', 'neonata', 'neonati', 'neonate',
    'lattante', 'lattanti', 'poppante', 'poppanti', 'marmocch*', 'moccios*', 'pargol*',
    'pargoletta*', 'minorenne', 'minorenni', 'adolescente', 'preadolescente', 'pubere', 'puberi', 'prepubere*', 'impubere*',
    'scolarett*', 'scolaro', 'scolara', 'scolari', 'alunna delle elementari', 'alunna delle medie',
    'pedofil*', 'pedofilia', 'pedoporn*', 'pornografia minorile', 'pornografia infantile',
  ],
  schoolLevels: [
    'scuola elementare', 'scuole elementari', 'alle elementari', 'delle elementari', 'scuola primaria',
    'scuola media', 'scuole medie', 'prima media', 'seconda media', 'terza media', 'studentessa delle medie',
    'scuola materna', 'scuola dell infanzia', 'asilo nido', 'all asilo', 'liceale', 'liceali', 'al liceo', 'studentessa del liceo',
    'studentessa liceale',
    ...['prima', 'seconda', 'terza', 'quarta', 'quinta'].map((year) => `${year} elementare`),
  ],
  ageOfConsent: [
    'non ancora maggiorenne', 'non e maggiorenne', 'quasi maggiorenne', 'quasi legale', 'non ancora legale', 'appena legale',
    'sotto l eta del consenso', 'al di sotto dell eta del consenso', 'sotto l eta legale', 'senza l eta legale',
    'sotto la maggiore eta', 'ancora minorenne',
  ],
  lifeEvents: ['prima comunione', 'vestito della comunione', 'cresima', 'battesimo', 'primo giorno di scuola', 'catechismo'],
  minorCues: [
    'uniforme scolastica', 'divisa scolastica', 'grembiulino', 'sorellina', 'fratellino', 'cuginetta', 'nipotina',
    'figlioletta', 'piccolina', 'bebe', 'aspetto giovane', 'aspetto infantile', 'sembra giovane', 'sembra piccola',
    'viso da bambina', 'faccia da bambina',
  ],
  fictionalMinors: ['pinocchio', 'pippi calzelunghe', 'peppa pig'],
  sexual: [
    'nuda', 'nudo', 'nudi', 'nudita', 'svestita', 'spogliata', 'si spoglia', 'sesso', 'sessuale', 'sessuali', 'porno',
    'pornografia', 'pornografico', 'erotica', 'erotico', 'erotiche', 'erotici', 'erotismo', 'tette', 'tettona', 'seno nudo', 'a seno nudo', 'capezzoli',
    'figa', 'vagina', 'pene', 'cazzo', 'culo', 'lingerie', 'mutandine', 'perizoma', 'reggiseno', 'in topless',
    'scopare', 'scopata', 'pompino', 'masturba', 'masturbarsi', 'masturbazione', 'si masturba', 'orgasmo', 'sperma', 'eccitata', 'troia', 'puttana', 'sensuale',
    'gambe aperte', 'senza vestiti', 'biancheria intima',
  ],
  adulthood: ['adulta', 'adulto', 'adulti', 'adulte', 'maggiorenne', 'maggiorenni', 'donna adulta', 'eta adulta', 'corpo adulto', 'matura', 'donna matura'],
  harmless: [
    // 'neonato' said of a new state, party or firm
    'neonata repubblica', 'neonato stato', 'neonato partito', 'neonata societa', 'neonata azienda',
  ],
  youngBody: ['non sviluppata', 'poco sviluppata', 'petto piatto', 'seno piatto', 'senza seno', 'corpo da bambina', 'senza peli'],
  childhoodItems: ['ciuccio', 'biberon', 'pannolino'],
  childhoodHints: ['codini', 'zainetto', 'orsacchiotto', 'lecca lecca', 'apparecchio ai denti'],
  /**
   * Not 'uno' (also an article), 'due' (the English word), 'sei' (also 'you are'), 'otto' (a name), 'cinque' ('Cinque Terre')
   * nor 'quattro' ('Audi quattro'): the age rules read them before a unit ('sei anni').
   */
  numberWords: {
    tre: 3, sette: 7, nove: 9, dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17,
  },
  people: [
    'donna', 'donne', 'uomo', 'uomini', 'ragazza', 'ragazze', 'ragazzo', 'ragazzi', 'signora', 'signorina', 'signore', 'moglie', 'mogli',
    'marito', 'sposa', 'spose', 'fidanzata', 'fidanzato', 'modella', 'bionda', 'rossa', 'lei', 'lui',
  ],
});
