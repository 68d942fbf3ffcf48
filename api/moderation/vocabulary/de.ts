import { vocabulary } from './types';

/**
 * German. 'Kind' and 'Kinder' are also English words: the policy reads them as children only beside a
 * German cue ('das Kind', 'nackte Kinder'), so they are not listed alone; their compounds are. 'Mädchen'
 * is also said of young women and is not listed; 'kleines Mädchen' is. 'erste Klasse' is also first
 * class on a train, so school years are listed from the third. 'im Alter von' comes before an age.
 */
export default vocabulary('de', 'German', {
  minors: [
    // Kept from the policy's first word lists
    'kinderporno', 'kindersex', 'kleinkind', 'kleinkinder', 'schulkind', 'schulkinder', 'grundschuler', 'grundschulerin', 'saugling', 'kinderporn*',
    '=göre', '=gören', 'goere', 'goeren', 'rotzgöre', 'rotzgore', 'rotzgoere', 'rotzgören',
    'kinderpornografie', 'kinderpornographie', 'kindersex*', 'kindesmissbrauch', 'kindchen', 'kindlein',
    'kinderkorper', 'kindesalter', 'kindfrau', 'kindlich', 'kindliche', 'kindlicher', 'kindliches',
    'kleinkind*', 'schulkind*', 'schulmadchen', 'schuljunge*', 'schulerin', 'knabe', 'knaben', 'saugling*', 'neugeboren', 'neugeborene', 'neugeborenes', 'neugeborenen',
    'kleines madchen', 'kleine madchen', 'kleinen madchen', 'junges madchen', 'junge madchen', 'kleiner junge',
    'kleinen jungen', 'kleine jungs', 'kleiner bub', 'kleines kind', 'minderjahrig', 'minderjahrige', 'minderjahriger', 'minderjahrigen', 'minderjahriges', 'jugendliche', 'jugendlicher',
    'jugendlichen', 'pubertierend', 'pubertierende', 'pubertierenden', 'pubertierendes', 'vorpubertar', 'vorpubertare',
    'vorpubertaren', 'halbwuchsig', 'halbwuchsige', 'halbwuchsigen', 'padophil*', 'kinderschander',
  ],
  schoolLevels: [
    // Kept from the policy's first word lists
    'grundschule',
    'grundschul*', 'vorschul*', 'hauptschul*', 'realschul*', 'in der kita', 'kitakind*', 'kindertagesstatte', 'kinderkrippe', 'kinderhort',
    'gymnasiastin', 'gymnasiasten', 'unterstufe', 'mittelstufe',
    ...['dritte', 'vierte', 'funfte', 'sechste', 'siebte', 'achte', 'neunte'].flatMap((year) => [`${year} klasse`, `${year}n klasse`]),
    ...['erst', 'zweit', 'dritt', 'viert', 'funft', 'sechst', 'siebt', 'acht', 'neunt', 'zehnt'].flatMap((year) => [`${year}klassler`, `${year}klasslerin`, `${year}klasslerinnen`]),
  ],
  ageOfConsent: [
    'noch nicht volljahrig', 'nicht volljahrig', 'fast volljahrig', 'noch nicht legal', 'fast legal', 'gerade noch legal',
    'unter dem schutzalter', 'unter schutzalter', 'unterhalb des schutzalters', 'unter dem gesetzlichen alter',
    'noch nicht mundig', 'noch minderjahrig',
  ],
  lifeEvents: [
    'erstkommunion', 'kommunionkleid', 'firmung', 'konfirmation', 'konfirmandin', 'konfirmand', 'jugendweihe',
    'einschulung', 'schultute', 'erster schultag', 'taufe',
  ],
  minorCues: [
    'schuluniform', 'kleine schwester', 'kleiner bruder', 'kleine cousine', 'kleine nichte', 'jung aussehend',
    'sieht jung aus', 'jugendlich aussehend', 'kindgesicht', 'schulmadchenuniform', 'tochterchen',
  ],
  fictionalMinors: ['heidi und peter', 'pippi langstrumpf', 'max und moritz', 'das sams', 'hanni und nanni'],
  sexual: [
    'nackt', 'nackte', 'nackten', 'nacktes', 'nackter', 'nacktheit', 'nacktbild', 'nacktbilder', 'nacktfoto', 'entblosst', 'ausgezogen', 'pornografie',
    'pornografisch', 'pornographisch', 'erotisch', 'erotische', 'erotik', 'titten', 'brueste', 'nippel', 'brustwarzen',
    'muschi', 'fotze', 'arsch', 'hintern', 'unterwasche', 'dessous', 'reizwasche', 'hoschen', 'oben ohne', 'ficken',
    'fickt', 'gefickt', 'wichsen', 'masturbiert', 'selbstbefriedigung', 'orgasmus', 'sperma', 'geil', 'geile', 'versaut',
    'sinnlich', 'verfuhrerisch', 'splitternackt', 'breitbeinig', 'gespreizte beine', 'zieht sich aus',
  ],
  adulthood: ['erwachsen', 'erwachsene', 'erwachsener', 'erwachsenen', 'erwachsenes', 'volljahrig', 'volljahrige', 'mundig', 'ausgewachsen', 'reife frau', 'reifer korper'],
  harmless: [
    // 'wie neugeboren' is feeling reborn
    'wie neugeboren', 'fuhlt sich wie neugeboren',
    // 'Knabenkraut' is an orchid
    'knabenkraut',
  ],
  youngBody: ['unentwickelt', 'unterentwickelt', 'flachbrustig', 'flache brust', 'ohne brust', 'kinderkorperchen', 'unbehaart', 'pausbackig'],
  childhoodItems: ['schnuller', 'windel*'],
  childhoodHints: ['zopfe', 'schulranzen', 'teddybar', 'lutscher', 'zahnspange'],
  ageWords: ['im alter von', 'alter von'],
  numberWords: {
    eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
    // 'elf' is also the English word: too short to be read beside a person word, it counts before a unit ('elf Jahre')
    elf: 11,
    zwölf: 12, zwoelf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, fuenfzehn: 15, sechzehn: 16, siebzehn: 17,
  },
  // Not 'Junge' alone (also 'young': '3 junge Frauen'), 'sie' (also 'they' and 'you'), 'er' nor 'ihr'; 'Männer' folds to the English 'manner'.
  people: [
    'frau', 'frauen', 'mann', 'maenner', 'mädchen', 'mädel', 'fräulein', 'weib', 'jungs', 'kerl', 'dame', 'damen', 'herr', 'ehefrau',
    'gattin', 'ehemann', 'braut', 'freundin', 'freund', 'model', 'blondine', 'brünette', 'rothaarige', 'ihn',
  ],
});
