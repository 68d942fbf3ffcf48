import { compoundNumbers, vocabulary } from './types';

/**
 * Portuguese, of Brazil and Portugal. 'menina' and 'garota' are also said of young women and are not
 * listed (an age under 18 beside them is refused by the age rules); their diminutives are. 'de menor'
 * is Brazilian for 'a minor', but also 'of smaller', so it counts only after 'é', 'ser' or 'uma'.
 * 'novinha em folha' is 'brand new'.
 */

/**
 * Numbers 2-99, read beside a person word ('garota, quinze'): units, teens in both spellings ('dezesseis',
 * 'dezasseis'), tens and their compounds ('vinte e três', which holds 'três'). Not one ('um', 'uma'), also
 * the article 'a' ('umar' would read '1 år'), nor 'doze' (12) and 'quatorze' (14) alone: they are English
 * words ('catorze' is listed, and the age rules read 'doze anos').
 */
const NUMBER_WORDS = compoundNumbers({
  units: [['um', 'uma'], ['dois', 'duas'], 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  teens: [
    'dez', 'onze', 'doze', 'treze', ['catorze', 'quatorze'], 'quinze', ['dezesseis', 'dezasseis'], ['dezessete', 'dezassete'], 'dezoito',
    ['dezenove', 'dezanove'],
  ],
  tens: ['vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'],
  joiners: [' e '],
  notAlone: ['um', 'uma', 'doze', 'quatorze'],
});

export default vocabulary('pt', 'Portuguese', {
  minors: [
    'crianca', 'criancas', 'criancinha*', 'menininha*', 'menininho*', 'garotinha*', 'garotinho*', 'novinha',
    'bebezinho*', 'bebezinha*', 'nenem', 'nenens', 'nenenzinho', 'recem nascido', 'recem nascida', 'recem nascidos',
    'pirralho*', 'pirralha*', 'molequinho', 'molequinha', 'infantil', 'infantis',
    'adolescente', 'preadolescente', 'pre adolescente', 'pubere', 'puberes', 'impubere*', 'ninfeta*', 'ninfetinha',
    'menor de idade', 'menores de idade', 'e de menor', 'ser de menor', 'uma de menor', 'novinha de menor',
    'colegial', 'colegiais', 'colegialzinha',
    'pedofilo', 'pedofila', 'pedofilia', 'pornografia infantil', 'abuso infantil',
  ],
  schoolLevels: [
    'ensino fundamental', 'do fundamental', 'ensino medio', 'do ensino medio', 'escola primaria', 'ensino primario',
    'escola basica', 'escola secundaria', 'jardim de infancia', 'pre escola', 'pre escolar', 'educacao infantil',
    ...['quarta', 'quinta', 'sexta', 'setima', 'oitava', 'nona'].map((ordinal) => `${ordinal} serie`),
    ...['quarto', 'quinto', 'sexto', 'setimo', 'oitavo', 'nono'].map((ordinal) => `${ordinal} ano do fundamental`),
  ],
  ageOfConsent: [
    'ainda nao e maior de idade', 'nao e maior de idade', 'quase maior de idade', 'ainda nao e legal', 'quase legal',
    'mal e legal', 'abaixo da idade de consentimento', 'menor que a idade de consentimento', 'sem idade legal',
    'abaixo da idade legal', 'ainda menor',
  ],
  lifeEvents: ['primeira comunhao', 'vestido de comunhao', 'crisma', 'batizado', 'primeiro dia de aula', 'catequese'],
  minorCues: [
    'uniforme escolar', 'uniforme de colegial', 'saia de colegial', 'irmazinha', 'irmaozinho', 'filhinha', 'priminha',
    'sobrinhazinha', 'bebe', 'aparencia jovem', 'cara de novinha', 'cara de crianca', 'parece nova', 'parece menor',
    'carinha de anjo', 'cabritinha', 'cabritinhas', 'gurizinha', 'gurizinhas',
  ],
  fictionalMinors: ['turma da monica', 'monica e cebolinha', 'chico bento', 'narizinho', 'magali e cascao'],
  sexual: [
    'nua', 'nuas', 'pelada', 'peladas', 'peladinha', 'pelado', 'nudez', 'nudes', 'sem roupa', 'sem calcinha', 'despida',
    'se despindo', 'sexo', 'sexual', 'porno', 'pornografia', 'erotica', 'erotico', 'seios', 'peitos', 'peitinhos', 'mamilos',
    'buceta', 'xoxota', 'bunda', 'bundinha', 'penis', 'rola', 'transando', 'transar', 'foder', 'fodendo', 'boquete',
    'punheta', 'masturbando', 'masturbacao', 'gozando', 'tesao', 'safada', 'safadinha', 'calcinha',
    'sutia', 'fio dental', 'de topless', 'sensual', 'ensaio sensual', 'putaria', 'pernas abertas',
  ],
  adulthood: ['adulta', 'adulto', 'adultas', 'adultos', 'maior de idade', 'maiores de idade', 'madura', 'mulher adulta', 'corpo adulto', 'idade adulta'],
  harmless: [
    'novinha em folha', 'novinho em folha', 'novinhas em folha', 'novinhos em folha',
    // 'pelada' as a pickup game of football
    'pelada no campo', 'jogar pelada', 'jogo de pelada', 'pelada de futebol', 'bater uma pelada', 'pelada de varzea', 'pelada na praia',
  ],
  youngBody: ['sem desenvolver', 'pouco desenvolvida', 'peito reto', 'seios pequeninos', 'sem seios', 'corpo de crianca', 'sem pelos'],
  childhoodItems: ['chupeta', 'mamadeira', 'fralda', 'fraldinha'],
  childhoodHints: ['maria chiquinha', 'mochila escolar', 'ursinho de pelucia', 'pirulito', 'aparelho nos dentes'],
  numberWords: NUMBER_WORDS,
  // Not 'menino' (a boy), said mostly of a child.
  people: [
    'mulher', 'homem', 'homens', 'garota', 'garoto', 'moça', 'rapaz', 'rapariga', 'menina', 'senhora', 'senhor', 'cavalheiro', 'esposa',
    'marido', 'noiva', 'namorada', 'namorado', 'modelo', 'loira', 'morena', 'ruiva', 'ela', 'ele', 'guria', 'guri',
  ],
  // 'anos' is read by the policy itself; the diminutive a child's age is said with is listed
  ageUnits: ['aninhos', 'aninho'],
});
