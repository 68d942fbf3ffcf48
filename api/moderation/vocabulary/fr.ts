import { vocabulary } from './types';

/**
 * French. 'collège' is a middle school but 'college' is also English, and 'maternelle' is also
 * 'maternal' ('langue maternelle'): they count only in phrases ('au collège', 'en maternelle'). 'un
 * mineur' is also a coal miner, so only the feminine is listed; 'gamine' is an English word for a
 * slight woman. 'cm2' and 'ce1' are school years but also units, so they count after 'en' or 'de'.
 */
export default vocabulary('fr', 'French', {
  minors: [
    // Kept from the policy's first word lists
    'fillette', 'bambin', 'jeune fille',
    'enfant', 'enfants', 'enfantin', 'enfantine', 'fillette*', 'gamin', 'gamins', 'bambin*', 'petiot*', 'petiote*',
    'bout de chou', 'petite fille', 'petites filles', 'petit garcon', 'petits garcons', 'jeune garcon', 'petite gamine',
    'nourrisson', 'nouveau ne', 'nouveau nes', 'nouvelle nee', 'nouvelles nees',
    'adolescente', 'preadolescent', 'preadolescente', 'pre ado', 'preado', 'preados', 'une ado', 'jeune ado', 'ado de', 'ados de',
    'pubere', 'puberes', 'prepubere', 'impubere', 'mineure', 'mineures', 'une mineure', 'fille mineure',
    'ecoliere', 'ecolier', 'collegienne', 'collegien', 'lyceenne', 'lyceen',
    'pedophile', 'pedoporn*', 'pedocriminel', 'pedocriminelle', 'pornographie infantile', 'porno enfant',
  ],
  schoolLevels: [
    // Kept from the policy's first word lists
    'ecole primaire', 'ecole maternelle',
    'ecole primaire', 'ecole maternelle', 'ecole elementaire', 'en maternelle', 'a la maternelle', 'de maternelle',
    'classe de maternelle', 'au college', 'eleve de college', 'eleve du college', 'au lycee', 'eleve de lycee',
    'jardin d enfants',
    ...['cp', 'ce1', 'ce2', 'cm1', 'cm2'].flatMap((year) => [`en ${year}`, `eleve de ${year}`, `classe de ${year}`]),
    ...['sixieme', 'cinquieme', 'quatrieme', 'troisieme', 'seconde'].flatMap((year) => [`classe de ${year}`, `eleve de ${year}`, `en classe de ${year}`]),
  ],
  ageOfConsent: [
    'pas encore majeure', 'pas encore majeur', 'pas majeure', 'presque majeure', 'presque majeur', 'pas encore legale',
    'presque legale', 'a peine legale', 'encore mineure', 'toujours mineure', 'sous la majorite sexuelle',
    'en dessous de la majorite sexuelle', 'avant la majorite sexuelle', 'sous l age du consentement',
    'sous l age de consentement', 'en dessous de l age legal', 'sous l age legal', 'n a pas l age legal',
  ],
  lifeEvents: [
    'premiere communion', 'communion solennelle', 'profession de foi', 'robe de communion', 'bapteme', 'bar mitsva',
    'bat mitsva', 'rentree des classes', 'catechisme',
  ],
  minorCues: [
    'uniforme scolaire', 'tenue d ecoliere', 'petite soeur', 'petit frere', 'petite cousine', 'petite niece', 'bebe',
    'air jeune', 'air juvenile', 'fait jeune', 'parait jeune', 'visage poupin', 'petite puce',
  ],
  fictionalMinors: ['le petit prince', 'petit nicolas', 'titeuf', 'zazie', 'boucle d or'],
  sexual: [
    'nue', 'nues', 'nus', 'homme nu', 'corps nu', 'torse nu', 'nu integral', 'nu artistique', 'photo de nu', 'a nu', 'nudite', 'toute nue', 'tout nu', 'a poil', 'sexe', 'sexuel', 'sexuelle', 'sexuelles',
    'porno', 'pornographique', 'pornographie', 'erotique', 'erotisme', 'seins', 'seins nus', 'tetons', 'mamelons',
    'chatte', 'vagin', 'penis', 'fesses', 'lingerie', 'culotte', 'petite culotte', 'soutien gorge', 'deshabillee',
    'deshabille', 'se deshabille', 'baise', 'baisee', 'fellation', 'branlette', 'se masturbe', 'jouit', 'orgasme',
    'sperme', 'excitee', 'coquine', 'salope', 'sensuelle', 'nuisette', 'jambes ecartees', 'cuisses ecartees',
  ],
  adulthood: ['adulte', 'adultes', 'majeure', 'majeures', 'majeur', 'femme adulte', 'age adulte', 'corps adulte', 'mature', 'femme mure'],
  harmless: [
    // 'enfant' in idioms said of adults and in titles
    'enfant terrible', 'enfants terribles', 'jeu d enfant', 'bon enfant', 'enfant du pays', 'enfants du paradis',
    'enfant prodigue',
  ],
  youngBody: ['pas formee', 'pas encore formee', 'poitrine plate', 'sans poitrine', 'corps d enfant', 'imberbe', 'corps pas developpe'],
  childhoodItems: ['tetine', 'biberon', 'couche culotte'],
  childhoodHints: ['couettes', 'cartable', 'doudou', 'nounours', 'sucette', 'appareil dentaire', 'socquettes'],
  /**
   * Not 'un' and 'une' (articles), nor 'neuf' (also 'new': 'string neuf'), which the age rules read before a unit
   * ('neuf ans'). 'six', 'sept' and 'seize' are English words too.
   */
  numberWords: {
    deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15,
    seize: 16, 'dix-sept': 17, 'dix sept': 17,
  },
  people: [
    'femme', 'homme', 'fille', 'meuf', 'gonzesse', 'mec', 'gars', 'garçon', 'dame', 'madame', 'mademoiselle', 'monsieur', 'épouse', 'mari',
    'mariée', 'copine', 'copain', 'petite amie', 'mannequin', 'blonde', 'brune', 'rousse', 'elle', 'lui',
  ],
});
