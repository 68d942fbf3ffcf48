import { vocabulary } from './types';

/**
 * Norwegian (Bokmål, with the Nynorsk forms people type). 'barn' is also an English word and 'unge' also
 * means 'young' ('unge kvinner'): 'barn' is read only beside a Norwegian cue, and only the forms English
 * lacks are listed ('barna', 'barnene', 'ungen'). 'jente' and 'gutt' are said of adults too and pass; an
 * age beside them is read by the age rules. 'æ', 'ø' and 'å' fold to 'ae', 'o' and 'a'.
 */
export default vocabulary('no', 'Norwegian', {
  minors: [
    // Kept from the policy's first word lists
    'barneporno', 'barnesex', 'tenaring', 'tenaringsjente', 'mindrearig', 'mindrearige', 'skolejente', 'skolegutt', 'smajente', 'smagutt', 'jentunge', 'lille jente', 'lille gutt', 'sma barn', 'nakne barn',
    'barna', 'barnene', 'nakent barn', 'naket barn', 'lite barn', 'nakenbarn', 'småbarn', 'spedbarn', 'nyfødt', 'nyfødte',
    'ungen', 'ungene', 'jentunge*', 'guttunge*',
    'småjente*', 'smågutt*', 'jentebarn', 'guttebarn', 'pikebarn', 'liten jente', 'lita jente', 'lille jenta', 'små jenter',
    'liten gutt', 'lille gutten', 'små gutter', 'ung jente', 'unge jenter',
    'tenåring*', 'mindreårig*', 'skolejente*', 'skolegutt*', 'skolebarn*', 'skoleelev*',
    'barneporno*', 'barnesex*', 'barnebrud*', 'overgrepsmateriale', 'pedofil*',
  ],
  schoolLevels: [
    // Kept from the policy's first word lists
    'barneskole', 'ungdomsskole',
    'barneskole*', 'barnehage*', 'småskole*', 'mellomtrin*', 'ungdomstrinn', 'ungdomstrinnet', 'videregående skole',
    ...['', 'n', 'r', 'elev', 'elever', 'jente', 'jenter', 'gutt'].map((ending) => `ungdomsskole${ending}`),
    ...['første', 'andre', 'tredje', 'fjerde', 'femte', 'sjette', 'sjuende', 'åttende', 'niende', 'tiende'].flatMap((grade) => [
      `${grade}klassing`, `${grade}klassinger`, `${grade}klassingen`,
    ]),
    ...[5, 6, 7, 8, 9, 10].map((grade) => `${grade} klasse`),
    ...['sjette', 'sjuende', 'åttende', 'niende', 'tiende'].map((grade) => `${grade} klasse`),
  ],
  ageOfConsent: [
    'ikke myndig', 'ikke myndig ennå', 'ikke myndig enda', 'umyndig', 'umyndige', 'under den seksuelle lavalderen',
    'under seksuell lavalder', 'under lavalderen', 'ikke lovlig ennå', 'ikke fylt 18', 'ikke fylt 16',
  ],
  lifeEvents: [
    'konfirmasjon', 'konfirmasjonen', 'konfirmant', 'konfirmanter', 'første skoledag', 'skolestart', 'pubertet', 'puberteten',
    'i puberteten',
  ],
  minorCues: [
    'skoleuniform', 'skoleuniformen', 'lillesøster', 'lillesøstera', 'lillesøsteren', 'lillebror', 'lillebroren',
    'ser ung ut', 'ungt utseende', 'barnslig', 'barnslige', 'jentete', 'skolesekk', 'bamse',
  ],
  sexual: [
    'naken', 'nakne', 'naket', 'nakenbilde', 'nakenbilder', 'porno', 'pornofilm', 'erotisk', 'erotiske', 'sexy', 'sexbilde',
    'bryster', 'brystene', 'brystvorter', 'fitte', 'pikk', 'kuk', 'knulle', 'knuller', 'undertøy', 'truse', 'truser',
    'avkledd', 'kler av seg', 'toppløs', 'uten klær', 'samleie', 'onanerer', 'onani',
  ],
  adulthood: ['voksen', 'voksne', 'myndig', 'moden', 'modne', 'over 18 år', 'fullvoksen', 'fullvoksne'],
  harmless: ['nyfødt kalv', 'nyfødte kattunger', 'nyfødt føll', 'nyfødte valper', 'nyfødt lam'],
  youngBody: ['flatbrystet', 'flat brystkasse', 'uutviklet', 'uutviklede', 'ingen bryster'],
  childhoodItems: ['bleie', 'bleier', 'smokk', 'tåteflaske', 'treningsbh'],
  childhoodHints: ['musefletter', 'kosedyr'],
  // Not 'en', 'ei', 'ett' (also articles), 'to', 'fire' (English words) nor 'seks' (Turkish and Polish for sex): the age rules
  // read 'to', 'fire' and 'seks' before a unit already ('seks år').
  numberWords: {
    tre: 3, fem: 5, sju: 7, syv: 7, åtte: 8, ni: 9, ti: 10, elleve: 11, tolv: 12, tretten: 13, fjorten: 14, femten: 15, seksten: 16, sytten: 17,
  },
  // Not 'hun' (she) nor 'han' (he), Chinese syllables, nor 'ham' (him), the English word.
  people: [
    'kvinne*', 'mann', 'mannen', 'menn', 'jente', 'jenta', 'jenter', 'jentene', 'gutt', 'gutta', 'fyr', 'dame', 'damer', 'herre', 'kone',
    'hustru', 'ektemann', 'brud', 'kjæreste', 'modell', 'blondine', 'brunette', 'rødhårig', 'henne',
  ],
});
