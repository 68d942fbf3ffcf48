import { vocabulary } from './types';

/** What El Niño and La Niña, the Pacific's weather patterns, are written before. */
const CLIMATE = [
  'weather', 'effect', 'year', 'phenomenon', 'season', 'event', 'map', 'climate', 'pattern', 'forecast', 'ocean', 'storm', 'storms',
  'winter', 'drought', 'rain', 'rainfall', 'conditions', 'cycle', 'current', 'satellite', 'flooding', 'floods',
];

/**
 * Spanish. Folded, 'niña' and 'niño' read as the names Nina and Nino, so they are listed spelt exactly
 * ('=niña': with its tilde), with the currents 'La Niña' and 'El Niño' as exceptions; folded, only
 * their plurals, diminutives and a few phrases are listed ('la nina' is not: short words glue to their
 * neighbour, past the exceptions). 'bebe' is also
 * 'drinks' and 'menor' is also 'smaller': they count only in phrases or as cues. 'pañal' folds to
 * 'panal' (honeycomb) and is left out.
 */
export default vocabulary('es', 'Spanish', {
  minors: [
    // Kept from the policy's first word lists
    'ninita', 'ninito', 'infantil', 'jovencita',
    '=niño', '=niña', '=niños', '=niñas', '=niñita*', '=niñito*',
    'ninos', 'ninas', 'ninita*', 'ninito*', 'una nina', 'nina pequena', 'nino pequeno', 'ninas pequenas',
    'un nino', 'nina de primaria', 'nino de primaria',
    'chiquillo*', 'chiquilla*', 'chamaquito*', 'chamaquita*', 'escuincle*', 'escuincla*', 'chavalin*',
    'bebito*', 'bebita*', 'recien nacido', 'recien nacida', 'recien nacidos', 'recien nacidas', 'parvulo*', 'parvula*',
    'adolescente', 'preadolescente', 'pre adolescente', 'puber', 'puberes', 'prepuber', 'prepuberes', 'impuber', 'pubertad',
    'menor de edad', 'menores de edad', 'una menor', 'menorcita*',
    'colegiala', 'colegialita', 'colegial', 'colegiales',
    'pedofilo', 'pedofila', 'pedofilia', 'pornografia infantil', 'porno infantil', 'abuso infantil',
  ],
  schoolLevels: [
    // Kept from the policy's first word lists
    'escuela primaria',
    'escuela primaria', 'educacion primaria', 'de primaria', 'en primaria', 'colegio de primaria',
    'escuela secundaria', 'de secundaria', 'en secundaria', 'educacion secundaria', 'de la eso',
    'preparatoria', 'de prepa', 'de la prepa', 'en la prepa', 'de bachillerato', 'alumna de instituto', 'alumno de instituto',
    'jardin de infancia', 'jardin de ninos', 'guarderia', 'preescolar',
    ...['cuarto', 'quinto', 'sexto', 'septimo', 'octavo', 'noveno'].flatMap((ordinal) => [`${ordinal} grado`, `${ordinal} de primaria`]),
  ],
  ageOfConsent: [
    'todavia no es legal', 'aun no es legal', 'aun no es mayor de edad', 'todavia no es mayor de edad', 'no es mayor de edad',
    'casi mayor de edad', 'casi legal', 'apenas legal', 'sin edad legal', 'no tiene edad legal',
    'por debajo de la edad de consentimiento', 'bajo la edad de consentimiento', 'menor de la edad de consentimiento',
    'por debajo de la edad legal', 'sin la edad de consentimiento', 'aun menor', 'todavia menor',
  ],
  lifeEvents: [
    'primera comunion', 'vestido de comunion', 'bautizo', 'fiesta de quince', 'sus quince', 'mis quince',
    'primer dia de colegio', 'primer dia de escuela', 'primer dia de cole', 'catequesis',
  ],
  minorCues: [
    'uniforme escolar', 'uniforme de colegio', 'falda de colegiala', 'hermanita', 'hermanito', 'sobrinita', 'hijita',
    'primita', 'nena', 'nenita', 'nene', 'nenito', 'bebe', 'bebes', 'cara de nina', 'cara de nena', 'aspecto joven',
    'aspecto aninado', 'aninada', 'parece joven', 'parece menor', 'aparenta menos edad', 'pendejita', 'pendejitas', 'chamaquita',
    'chamaquitas',
  ],
  fictionalMinors: ['mafalda', 'manolito gafotas', 'la chilindrina', 'chilindrina', 'el chavo del ocho', 'pulgarcito', 'pinocho', 'dora la exploradora', 'pipi calzaslargas'],
  sexual: [
    'desnuda', 'desnudo', 'desnudas', 'desnudos', 'desnudez', 'desnudarse', 'desnudandose', 'sexo', 'sexual', 'sexuales', 'porno', 'pornografia', 'pornografico', 'pornografica', 'erotica', 'erotico', 'erotismo',
    'teta', 'tetona', 'tetitas', 'senos', 'pezon', 'pechos al aire', 'vagina', 'pene', 'polla', 'verga', 'culo', 'nalgas',
    'lenceria', 'tanga', 'bragas', 'braguitas', 'sujetador', 'ropa interior', 'en topless', 'sin ropa', 'sin bragas',
    'en bolas', 'en pelotas', 'follando', 'follar', 'follada', 'mamada', 'masturbando', 'masturbandose', 'masturbacion', 'orgasmo',
    'cachonda', 'cachondo', 'puta', 'sensual', 'lujuria', 'piernas abiertas', 'abierta de piernas', 'desvestida', 'desvestido',
    'en cueros', 'encuerada', 'encuerado', 'encueradas', 'encuerados',
  ],
  adulthood: [
    'adulta', 'adulto', 'adultas', 'adultos', 'mayor de edad', 'mayores de edad', 'madura', 'maduro', 'mujer adulta',
    'cuerpo adulto', 'edad adulta',
  ],
  harmless: [
    // The Mexico City monument to the cadets of 1847
    'ninos heroes', '=niños héroes',
    // The weather of the Pacific, and its counterpart
    ...CLIMATE.flatMap((next) => [`el nino ${next}`, `la nina ${next}`, `=el niño ${next}`, `=la niña ${next}`]),
    // The Pacific currents
    '=fenómeno de la niña', '=fenómeno de el niño', '=fenómeno del niño', '=fenómeno la niña', '=fenómeno el niño',
    '=corriente de el niño', '=corriente del niño', '=corriente de la niña',
    // 'menores' is also 'smaller', 'lesser'
    'detalles menores', 'cambios menores', 'danos menores', 'gastos menores', 'ligas menores', 'arcanos menores',
  ],
  titles: [
    // A singer and a street artist
    'nino bravo', '=niño bravo', 'el nino de las pinturas', '=el niño de las pinturas',
  ],
  youngBody: ['sin desarrollar', 'poco desarrollada', 'pechos planos', 'pecho plano', 'sin pechos', 'cuerpo de nina', 'sin vello'],
  childhoodItems: ['chupete', 'biberon', 'sujetador de entrenamiento'],
  childhoodHints: ['coletas', 'mochila escolar', 'osito de peluche', 'peluche', 'piruleta'],
  // Not 'once' (11) nor 'quince' (15), English words: the age rules read them before a unit already ('quince años').
  numberWords: {
    uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, trece: 13, catorce: 14,
    dieciséis: 16, diecisiete: 17,
  },
  // Not 'él' (he), which folds to the article 'el'.
  people: [
    'mujer', 'hombre', 'chica', 'chico', 'muchacha', 'muchacho', 'chava', 'señora', 'señorita', 'señor', 'dama', 'caballero', 'esposa', 'esposo',
    'marido', 'novia', 'novio', 'modelo', 'rubia', 'morena', 'pelirroja', 'ella', 'chamaca', 'chamaco', 'morra', 'morrita',
    'piba', 'pibe', 'pendeja', 'guacha',
  ],
});
