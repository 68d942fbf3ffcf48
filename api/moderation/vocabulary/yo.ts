import { vocabulary } from './types';

/**
 * Yoruba, with its tones and subdots or without them (both fold to the same letters: 'ọmọdé' is
 * 'omode'). 'ọmọ' alone is a child but also a son or daughter of any age, and it begins many ordinary
 * words ('ọmọ ọba', a prince), so it is read in phrases only ('ọmọ kékeré', 'ọmọ ọwọ́'); 'ọmọbìnrin'
 * (a girl), 'ọmọge' (a maiden) and 'ọ̀dọ́' (a youth) are said of adults too and pass. Words that fold
 * to ordinary words are listed with their tones ('=ìkókó', an infant, is also 'ìkòkò', a pot; '=ọmú', a
 * breast). Ages are said 'ọmọ ọdún 15' (a child of 15 years): 'ọmọ ọdún', 'ọdún' and 'ọjọ́ orí' (age)
 * are words for age, and numbers in words after them are listed as phrases.
 */

/** 3 to 17 in words, as they follow 'ọmọ ọdún'. */
const YOUNG = [
  'mẹ́ta', 'mẹ́rin', 'márùn-ún', 'márùn', 'mẹ́fà', 'méje', 'mẹ́jọ', 'mẹ́sàn-án', 'mẹ́sàn', 'mẹ́wàá', 'mọ́kànlá', 'méjìlá', 'mẹ́tàlá',
  'mẹ́rìnlá', 'mẹ́ẹ̀dógún', 'mẹ́rìndínlógún', 'mẹ́tàdínlógún',
];

/** Numbers 1-19 and the tens, each one word (21 and on are one word too: 'mọ́kànlélógún'). */
const NUMBER_WORDS: Record<string, number> = {
  ọ̀kan: 1, méjì: 2, mẹ́ta: 3, mẹ́rin: 4, márùn: 5, 'márùn-ún': 5, mẹ́fà: 6, méje: 7, mẹ́jọ: 8, mẹ́sàn: 9, 'mẹ́sàn-án': 9, mẹ́wàá: 10,
  mọ́kànlá: 11, méjìlá: 12, mẹ́tàlá: 13, mẹ́rìnlá: 14, mẹ́ẹ̀dógún: 15, mẹ́rìndínlógún: 16, mẹ́tàdínlógún: 17, méjìdínlógún: 18,
  mọ́kàndínlógún: 19, ogún: 20, ọgbọ̀n: 30, ogójì: 40, àádọ́ta: 50, ọgọ́ta: 60, àádọ́rin: 70, ọgọ́rin: 80, àádọ́rùn: 90,
};

export default vocabulary('yo', 'Yoruba', {
  minors: [
    'ọmọdé', 'ọmọdébìnrin', 'ọmọdékùnrin', 'ọmọ kékeré', 'àwọn ọmọ kékeré', 'ọmọ wẹ́wẹ́', 'ọmọ ọwọ́', 'ọmọ ìkókó', '=ìkókó',
    'ọmọbìnrin kékeré', 'ọmọkùnrin kékeré', 'ọmọge kékeré', 'ọ̀dọ́mọdé', 'ọ̀dọ́langba', 'ọmọ ilé-ìwé', 'ọmọ ilé ìwé',
    'ọmọ ọmú', 'ọmọ jòjòló', 'ọmọ tí kò tíì balágà', 'kò tíì balágà', 'àwòrán ìhòòhò ọmọdé', 'ìbálòpọ̀ pẹ̀lú ọmọdé',
    ...YOUNG.map((number) => `ọmọ ọdún ${number}`),
  ],
  schoolLevels: [
    'ilé-ìwé alákọ̀ọ́bẹ̀rẹ̀', 'alákọ̀ọ́bẹ̀rẹ̀', 'alákọ̀bẹ̀rẹ̀', 'ilé-ìwé girama', 'ilé ìwé girama', 'ilé-ìwé sẹ́kọ́ńdírì',
    'ilé-ìwé jẹ́lé-ó-sinmi', 'jẹ́lé-ó-sinmi', 'ilé-ìwé ọmọ wẹ́wẹ́',
    ...[1, 2, 3, 4, 5, 6].flatMap((grade) => [`kíláàsì ${grade}`, `kilasi ${grade}`]),
  ],
  ageOfConsent: [
    'kò tíì pé ọmọ ọdún 18', 'kò tíì pé ọdún 18', 'kò tíì tó ọmọ ọdún 18', 'kò tíì pé ọmọ ọdún méjìdínlógún',
    'kò tíì tó ọjọ́ orí', 'kò tó ọjọ́ orí', 'lábẹ́ ọdún 18', 'lábẹ́ ọmọ ọdún 18', 'kò tíì dàgbà tó',
  ],
  lifeEvents: ['ìkọlà', 'ìsọmọlórúkọ', 'balágà', 'ọjọ́ àkọ́kọ́ ní ilé-ìwé'],
  minorCues: [
    'aṣọ ilé-ìwé', 'aṣọ ilé ìwé', 'àbúrò', 'àbúrò mi', 'àbúrò obìnrin', 'àbúrò mi obìnrin', 'ó dàbí ọmọ kékeré',
  ],
  sexual: [
    'ìhòòhò', 'ní ìhòòhò', 'onihoho', 'àwòrán ìhòòhò', 'ìbálòpọ̀', 'ìbálòpọ̀*', 'ní ìbálòpọ̀', '=ọmú', 'ọmú rẹ̀', '=ọyàn',
    'ọyàn rẹ̀', '=òbò', 'láì wọ aṣọ', 'láìwọ aṣọ', 'kò wọ aṣọ', 'bọ́ aṣọ', 'aṣọ abẹ́', 'ìfẹ́kúfẹ̀ẹ́',
    'ìṣekúṣe', 'panṣágà', 'aṣẹ́wó',
  ],
  adulthood: [
    'àgbàlagbà', 'obìnrin àgbà', 'ọkùnrin àgbà', 'ti dàgbà', 'ó ti dàgbà', 'ẹni tó ti dàgbà', 'ju ọdún 18 lọ',
    'ọmọ ọdún 18 sókè',
  ],
  harmless: [
    // 'ọmọ ilé-ìwé' as a student of a university or a college
    'ọmọ ilé-ìwé gíga', 'ọmọ ilé ìwé gíga', 'ọmọ ilé-ìwé yunifásítì', 'ọmọ ilé-ìwé fásitì',
  ],
  youngBody: ['àyà pẹlẹbẹ', 'kò ní ọmú', 'kò ní ọyàn', 'ara tí kò tíì dàgbà', 'kò tíì dàgbà', 'ọmú tí ń yọ'],
  childhoodItems: ['ìgò ọmú ọmọ'],
  childhoodHints: ['ọmọlangidi', 'àpò ilé-ìwé', 'irun dídì méjì'],
  ageWords: ['ọmọ ọdún', 'ọdún', 'ọjọ́ orí'],
  numberWords: NUMBER_WORDS,
  // Not 'ọkọ' (a husband), which folds to 'oko' (a farm), nor 'ọ̀dọ́mọbìnrin' (a maiden, also a teen).
  people: [
    'obìnrin', 'ọkùnrin', 'ọmọbìnrin', 'ọmọkùnrin', 'ọmọge', 'arábìnrin', 'arákùnrin', 'ìyàwó', 'ọkọ ìyàwó', 'ọ̀rẹ́bìnrin', 'olólùfẹ́',
    'àfẹ́sọ́nà', 'abilékọ', 'òun',
  ],
});
