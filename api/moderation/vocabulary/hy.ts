import { vocabulary } from './types';

/**
 * Armenian, in its own script and in the Latin letters people type, which are listed as terms of their
 * own ('erexa', 'yerekha', 'derahas'): the script is not compared in Latin letters. 'աղջիկ' (girl) and
 * 'տղա' (boy) are said of young adults too and pass; an age beside them is read by the age rules. 'Մանուկ'
 * (child) is also a man's name: only its plural and its diminutive are listed. The Latin 'merk' (naked)
 * is the Dutch 'brand' and counts only in phrases. 'մանկական' (children's) is a cue, harmless in
 * 'մանկական բժիշկ' (paediatrician).
 */

/**
 * Numbers 1-99 before 'տարեկան' or 'տարի': units, teens ('տասներեք', 13), tens and their compounds,
 * written as one word ('քսանհինգ') or two; and the same in Latin letters before 'tarekan'. Not 'ut' (8)
 * nor 'tas' (10) in Latin letters: they are the Swedish 'out' and the French 'pile'.
 */
const DIGITS = ['մեկ', 'երկու', 'երեք', 'չորս', 'հինգ', 'վեց', 'յոթ', 'ութ', 'ինը'];
const TEENS = ['տասը', 'տասնմեկ', 'տասներկու', 'տասներեք', 'տասնչորս', 'տասնհինգ', 'տասնվեց', 'տասնյոթ', 'տասնութ', 'տասնինը'];
const TENS = ['քսան', 'երեսուն', 'քառասուն', 'հիսուն', 'վաթսուն', 'յոթանասուն', 'ութսուն', 'իննսուն'];
const LATIN_DIGITS = ['mek', 'erku|yerku', 'ereq|yereq|erek', 'chors', 'hing', 'vec', 'yot|yoth', 'ut', 'iny'];
const LATIN_TEENS = [
  'tas|tasy', 'tasnmek', 'tasnerku|tasnyerku', 'tasnereq|tasnerek|tasnyereq', 'tasnchors', 'tasnhing', 'tasnvec', 'tasnyot',
  'tasnut', 'tasniny',
];
const LATIN_TENS = ['qsan|ksan', 'eresun|yeresun', 'qarasun|karasun', 'hisun', 'vatsun|vathsun', 'yotanasun', 'utsun', 'innsun'];
const LATIN_NOT_ALONE = new Set(['ut', 'tas']);
const NUMBER_WORDS: Record<string, number> = {};
for (const [digits, teens, tens] of [[DIGITS, TEENS, TENS], [LATIN_DIGITS, LATIN_TEENS, LATIN_TENS]] as const) {
  const forms = (written: string) => written.split('|').filter((form) => !LATIN_NOT_ALONE.has(form));
  digits.forEach((digit, index) => {
    for (const form of forms(digit)) NUMBER_WORDS[form] = index + 1;
  });
  teens.forEach((teen, index) => {
    for (const form of forms(teen)) NUMBER_WORDS[form] = index + 10;
  });
  tens.forEach((ten, index) => {
    for (const tensForm of forms(ten)) {
      NUMBER_WORDS[tensForm] = (index + 2) * 10;
      digits.forEach((digit, unitIndex) => {
        for (const unit of digit.split('|')) {
          NUMBER_WORDS[`${tensForm}${unit}`] = (index + 2) * 10 + unitIndex + 1;
          NUMBER_WORDS[`${tensForm} ${unit}`] = (index + 2) * 10 + unitIndex + 1;
        }
      });
    }
  });
}

const GRADES = ['առաջին', 'երկրորդ', 'երրորդ', 'չորրորդ', 'հինգերորդ', 'վեցերորդ', 'յոթերորդ', 'ութերորդ', 'իններորդ', 'տասներորդ', 'տասնմեկերորդ'];

export default vocabulary('hy', 'Armenian', {
  minors: [
    'երեխա*', 'մանուկներ*', 'մանկիկ*', 'նորածին*', 'փոքրիկ աղջիկ', 'փոքր աղջիկ', 'փոքրիկ աղջիկներ', 'աղջնակ*', 'փոքրիկ տղա', 'փոքր տղա',
    'պատանի*', 'դեռահաս*', 'անչափահաս*', 'դպրոցական աղջիկ', 'դպրոցական տղա', 'դպրոցականներ', 'աշակերտուհի*', 'մանկապիղծ*', 'պեդոֆիլ*',
    'մանկական պոռնո*', 'մանկապղծություն',
    'erexa', 'erexan', 'erexaner', 'erexaneri', 'erexayi', 'yerexa', 'yerexaner', 'erekha', 'erekhaner', 'yerekha', 'yerekhaner',
    'noracin', 'noratsin', 'poqrik axjik', 'poqrik aghjik', 'pokrik aghjik', 'pokrik axjik', 'poqr axjik', 'poqr aghjik', 'axjnak',
    'aghjnak', 'derahas', 'derahas axjik', 'derahas aghjik', 'anchapahas', 'anchaphas', 'anchapahas axjik',
    'dprocakan axjik', 'dprotsakan aghjik', 'ashakertuhi', 'mankapighc', 'mankapights', 'mankakan porno',
  ],
  schoolLevels: [
    'տարրական դպրոց*', 'տարրական դասարան*', 'միջին դպրոց*', 'ավագ դպրոց*', 'մանկապարտեզ*',
    ...GRADES.flatMap((grade) => [`${grade} դասարան`, `${grade} դասարանի`, `${grade} դասարանցի`]),
    ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((grade) => [`${grade}-րդ դասարան`, `${grade}րդ դասարան`, `${grade}-րդ դասարանի`, `${grade}րդ դասարանի`]),
    'tarrakan dproc', 'tarrakan dprots', 'mijin dproc', 'avag dproc', 'avag dprots', 'mankapartez',
    ...Array.from({ length: 12 }, (_, index) => `${index + 1} rd dasaran`),
  ],
  ageOfConsent: [
    'դեռ 18 տարեկան չկա', '18 տարեկան չկա', 'դեռ 18 չկա', 'չափահաս չէ', 'դեռ չափահաս չէ', 'համաձայնության տարիքից ցածր', '18-ից ցածր',
    'der chapahas che', 'chapahas che', '18 tarekan chka',
  ],
  lifeEvents: [
    'առաջին հաղորդություն', 'ատամհատիք', 'վերջին զանգ', 'առաջին զանգ', 'սեռահասունացում', 'atamhatik', 'verjin zang',
  ],
  minorCues: [
    'դպրոցական համազգեստ*', 'դպրոցական', 'փոքր քույր', 'փոքրիկ քույր', 'քույրիկ', 'փոքր եղբայր', 'երիտասարդ տեսք', 'մանկական',
    'մանկամիտ', 'dprocakan hamazgest', 'poqr quyr', 'quyrik',
  ],
  sexual: [
    'մերկ', 'մերկ աղջիկ', 'մերկացած', 'մերկանում', 'առանց հագուստի', 'սեքս', 'սեքսի', 'սեքսուալ', 'պոռնո*', 'էրոտիկ*', 'կրծքեր*',
    'ծիծեր*', 'ներքնազգեստ*', 'սեռական հարաբերություն*', 'սեռական օրգան*', 'պոռնիկ', 'merk axjik', 'merk aghjik', 'merk kin',
    'merk erexa', 'merkacac', 'aranc hagusti', 'arants hagusti', 'seqs', 'seqsi', 'krcqer', 'krtsqer', 'nerqnazgest',
  ],
  adulthood: ['չափահաս', 'մեծահասակ', 'հասուն', 'հասուն կին', '18-ից բարձր', 'chapahas', 'mecahasak', 'metsahasak', 'hasun kin'],
  harmless: ['մանկական բժիշկ', 'մանկական հիվանդանոց', 'մանկական երգ', 'մանկական գիրք'],
  youngBody: ['հարթ կրծքավանդակ', 'հարթ կուրծք', 'առանց կրծքերի', 'չզարգացած', 'չզարգացած մարմին', 'chzargacac'],
  childhoodItems: ['տակդիր*', 'ծծակ*', 'մանկական շիշ', 'tstsak'],
  childhoodHints: ['խաղալիք արջուկ', 'արջուկ', 'տիկնիկ', 'դպրոցական պայուսակ', 'երկու հյուս', 'arjuk', 'tiknik'],
  // Not the romanised 'kin' (a woman, a wife), an English word, nor 'նա' (she, he), two letters.
  people: [
    'կին', 'կանայք', 'տղամարդ', 'տղամարդիկ', 'աղջիկ', 'աղջիկներ', 'տղա', 'տղաներ', 'օրիորդ', 'տիկին', 'պարոն', 'ամուսին', 'կնիկ', 'հարսնացու',
    'հարս', 'ընկերուհի', 'սիրուհի', 'մոդել', 'շիկահեր', 'նրան', 'axjik', 'aghjik', 'txa', 'tgha', 'txamard', 'tghamard',
  ],
  ageUnits: ['տարեկան', 'տարի', 'tarekan', 'tarekanum'],
  ageWords: ['տարիքը', 'տարիքս', 'tariqy', 'tariqe'],
  numberWords: NUMBER_WORDS,
});
