import { compoundNumbers, vocabulary } from './types';

/**
 * Tatar, in Cyrillic (found in its any-ascii spelling too: 'яшүсмер' is 'yashusmer', 'ә' 'a', 'җ' 'zh')
 * and in the Latin letters people type. 'бала' (child) is the Spanish 'bala' and the Persian and Turkish
 * 'up', and 'балага' the Hausa 'puberty': only the other forms and phrases are listed ('балалар', 'баланы').
 * 'кыз' (girl, daughter) and 'малай' (boy) are said of the young adults too and pass; an age beside them is
 * read by the age rules. 'яшь' is both 'age' and 'young', so it is a unit only in its age forms
 * ('яшьлек', 'яшьтә') and, after a teen, as a phrase.
 */

/**
 * Numbers 1-99 before a unit of age ('унөч яшьлек' is 13): units, teens (written joined, 'унөч', or apart),
 * tens and their compounds ('егерме биш'). Not 'ун' (10) nor 'өч' (3) alone: they read 'un' (French 'a')
 * and 'och' (Swedish 'and': 'och år' would read '3 år'); 'өч яшьлек' is a phrase below.
 */
const DIGITS = ['бер', 'ике', 'өч', 'дүрт', 'биш', 'алты', 'җиде', 'сигез', 'тугыз'];
const TENS = ['ун', 'егерме', 'утыз', 'кырык', 'илле', 'алтмыш', 'җитмеш', 'сиксән', 'туксан'];
const NUMBER_WORDS = compoundNumbers({
  units: DIGITS,
  teens: ['ун', ...DIGITS.map((digit) => [`ун ${digit}`, `ун${digit}`])],
  tens: TENS.slice(1),
  notAlone: ['ун', 'өч'],
});

const UNITS = ['яшьлек', 'яшьтә', 'яшьтәге', 'яшендә', 'яшькә', 'yashlek', 'yäshlek'];
/** 'өч' (3) before its units, as phrases; and the ages that end with it ('егерме өч яшьлек', 23), left to the age rules. */
const THREE = UNITS.map((unit) => `өч ${unit}`);
const THREES_AFTER_TENS = TENS.flatMap((ten) => THREE.map((three) => `${ten} ${three}`));
/** A teen in digits before the bare 'яшь' ('кыз 13 яшь'); smaller numbers count people. */
const TEEN_DIGITS = [10, 11, 12, 13, 14, 15, 16, 17];

export default vocabulary('tt', 'Tatar', {
  minors: [
    'балалар', 'балаларны', 'балаларга', 'балаларның', 'балалары', 'баласы', 'баланы', 'баланың', 'нәни бала', 'нәни балалар', 'сабый*',
    'яңа туган', 'кечкенә кыз', 'кечкенә кызлар', 'нәни кыз', 'кечкенә малай', 'нәни малай', 'ялангач бала', 'яшүсмер*', 'үсмер*',
    'балигъ булмаган', 'җитлекмәгән', 'мәктәп укучысы', 'мәктәп укучылары', 'укучы кыз', 'укучы кызлар', 'педофил*',
    'балалар порнографиясе', ...THREE, ...TEEN_DIGITS.map((age) => `${age} яшь`),
    'yashusmer', 'yäşüsmer', 'kechkena kyz', 'kechkenä kyz', 'nani kyz', 'näni kyz', 'balig bulmagan',
  ],
  schoolLevels: [
    'башлангыч мәктәп', 'башлангыч мәктәптә', 'башлангыч сыйныф', 'башлангыч сыйныфлар', 'балалар бакчасы', 'балалар бакчасында', 'урта мәктәп',
    'урта мәктәптә', 'мәктәпкәчә',
    ...Array.from({ length: 11 }, (_, index) => index + 1).flatMap((grade) => [`${grade} сыйныф`, `${grade} нче сыйныф`, `${grade} енче сыйныф`]),
    ...['икенче', 'өченче', 'дүртенче', 'бишенче', 'алтынчы', 'җиденче', 'сигезенче', 'тугызынчы', 'унынчы'].flatMap((ordinal) => [
      `${ordinal} сыйныф`, `${ordinal} сыйныфта`, `${ordinal} сыйныф укучысы`,
    ]),
  ],
  ageOfConsent: ['18 яшькә җитмәгән', 'әле 18 яшь тулмаган', '18 яшь тулмаган', 'законлы яшькә җитмәгән', '18 яшьтән кечерәк'],
  lifeEvents: ['сөннәт туе', 'сөннәтләү', 'соңгы кыңгырау', 'беренче кыңгырау', 'балигъ булу чоры'],
  minorCues: ['мәктәп формасы', 'мәктәп формасында', 'сеңлем', 'кечкенә сеңлем', 'энем', 'яшь күренә', 'балаларча', 'балачак', 'укучы'],
  sexual: [
    'ялангач*', 'киемсез', 'шәрә тән', 'җенси мөнәсәбәт', 'җенси әгъза', 'күкрәкләр', 'күкрәге ачык', 'эчке кием', 'эчке киемдә',
    'сексуаль', 'фахишә', 'yalangach', 'yalangac',
  ],
  adulthood: ['балигъ', 'балигъ булган', 'олы кеше', 'өлгергән', 'өлгергән хатын', '18 яшьтән узган', 'olgergan'],
  harmless: [...THREES_AFTER_TENS, 'балалар табибы', 'балалар уены', 'песи баласы', 'эт баласы', 'балачак истәлекләре'],
  youngBody: ['яссы күкрәк', 'үсеп җитмәгән', 'үсеп җитмәгән тән', 'күкрәге юк'],
  childhoodItems: ['памперс', 'имезлек', 'сөт шешәсе'],
  childhoodHints: ['уенчык аю', 'курчак', 'мәктәп сумкасы', 'ике толым'],
  // Not 'ир' (man) nor 'ул' (she, he), two letters; not 'малай' (boy), which reads the Hindi 'malai', nor 'аны' (her, him),
  // read 'any'; 'егет' (a lad) reads the Swedish 'eget'.
  people: [
    'хатын', 'хатыннар', 'хатыны', 'ир кеше', 'ирләр', 'кыз', 'кызлар', 'егетләр', 'ханым', 'туташ', 'әфәнде', 'кәләш', 'кияү',
    'сөяркә', 'модель', 'блондинка',
  ],
  ageUnits: UNITS,
  ageWords: ['яше'],
  numberWords: NUMBER_WORDS,
});
