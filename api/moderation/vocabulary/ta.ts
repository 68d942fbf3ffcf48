import { vocabulary } from './types';

/**
 * Tamil, in its script and in the Latin spellings people type ('kuzhandhai', 'sirumi'). Terms are read
 * without vowel signs and pulli, and Tamil has few consonant letters, so short words read alike
 * ('சிறுமி' like 'சேறும்'): those are written with '=' and found only spelt so, with their case forms.
 * 'குழந்தை' (child) is a stem ('குழந்தைகள்', 'குழந்தையை'), so its harmless compounds are exceptions
 * ('குழந்தை மருத்துவர்'). 'பெண்', 'பொண்ணு' (girl, woman) and 'பையன்' (boy) pass; an age beside them is
 * refused ('13 வயது பெண்'). Ages are 'வயது' after the number; tens come before their unit ('இருபத்து
 * மூன்று', 23), so every number to 99 is listed, in written and spoken forms ('மூணு', 'பதினஞ்சு').
 */

const UNITS: readonly (readonly string[])[] = [
  ['ஒன்று', 'ஒண்ணு', 'ஒன்னு'], ['இரண்டு', 'ரெண்டு'], ['மூன்று', 'மூணு'], ['நான்கு', 'நாலு'], ['ஐந்து', 'அஞ்சு'], ['ஆறு'], ['ஏழு'],
  ['எட்டு'], ['ஒன்பது', 'ஒம்பது', 'ஒம்போது'],
];
const TEENS: readonly (readonly string[])[] = [
  ['பத்து'], ['பதினொன்று', 'பதினொண்ணு', 'பதினோரு'], ['பன்னிரண்டு', 'பன்னெண்டு', 'பனிரெண்டு'], ['பதின்மூன்று', 'பதிமூன்று', 'பதிமூணு'],
  ['பதினான்கு', 'பதினாலு'], ['பதினைந்து', 'பதினஞ்சு'], ['பதினாறு'], ['பதினேழு'], ['பதினெட்டு'], ['பத்தொன்பது', 'பத்தொம்பது'],
];
/** The tens alone, and as they are written before a unit ('இருபத்து', 'இருபத்தி'). */
const TENS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['இருபது'], ['இருபத்து', 'இருபத்தி']], [['முப்பது'], ['முப்பத்து', 'முப்பத்தி']], [['நாற்பது', 'நாப்பது'], ['நாற்பத்து', 'நாற்பத்தி', 'நாப்பத்தி']],
  [['ஐம்பது'], ['ஐம்பத்து', 'ஐம்பத்தி']], [['அறுபது'], ['அறுபத்து', 'அறுபத்தி']], [['எழுபது'], ['எழுபத்து', 'எழுபத்தி']],
  [['எண்பது'], ['எண்பத்து', 'எண்பத்தி']], [['தொண்ணூறு'], ['தொண்ணூற்று', 'தொண்ணூத்தி']],
];
const NUMBER_WORDS: Record<string, number> = {
  onnu: 1, rendu: 2, moonu: 3, naalu: 4, anju: 5, ezhu: 7, ettu: 8, ombodhu: 9, ombathu: 9, pathu: 10, padhu: 10,
  pathinonnu: 11, pathinoru: 11, panirendu: 12, pathimoonu: 13, padhimoonu: 13, pathinmoondru: 13, pathinaalu: 14, padhinaalu: 14,
  pathinalu: 14, pathinanju: 15, padhinanju: 15, pathinainthu: 15, pathinaaru: 16, padhinaaru: 16, pathinaru: 16, pathinezhu: 17,
  padhinezhu: 17, pathinettu: 18, padhinettu: 18, pathonbathu: 19, irupathu: 20, irubathu: 20, muppathu: 30,
};
UNITS.forEach((forms, index) => forms.forEach((form) => (NUMBER_WORDS[form] = index + 1)));
TEENS.forEach((forms, index) => forms.forEach((form) => (NUMBER_WORDS[form] = index + 10)));
TENS.forEach(([alone, before], index) => {
  const value = (index + 2) * 10;
  for (const form of alone) NUMBER_WORDS[form] = value;
  for (const form of before) {
    UNITS.forEach((units, unitIndex) => {
      for (const unit of units) {
        NUMBER_WORDS[`${form} ${unit}`] = value + unitIndex + 1;
        NUMBER_WORDS[`${form}${unit}`] = value + unitIndex + 1;
      }
    });
  }
});
/** Spoken compounds, which join the unit ('இருபத்தஞ்சு', 25). */
Object.assign(NUMBER_WORDS, { இருபத்தஞ்சு: 25, முப்பத்தஞ்சு: 35, நாப்பத்தஞ்சு: 45, இருபத்தொண்ணு: 21, இருபத்தொன்று: 21, இருபத்திரண்டு: 22 });

const ORDINALS = [
  'முதலாம்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்', 'ஐந்தாம்', 'ஆறாம்', 'ஏழாம்', 'எட்டாம்', 'ஒன்பதாம்', 'பத்தாம்', 'பதினொன்றாம்',
  'பன்னிரண்டாம்',
];

export default vocabulary('ta', 'Tamil', {
  minors: [
    'குழந்தை*', 'கைக்குழந்தை*', 'பச்சிளம் குழந்தை', 'பெண் குழந்தை', 'ஆண் குழந்தை', '=சிறுமி', '=சிறுமிகள்', '=சிறுமியை', '=சிறுமியின்',
    '=சிறுவன்', '=சிறுவர்', '=சிறுவர்கள்', '=சிறுவனை', '=சிறார்', '=சிறார்கள்', '=பாப்பா', '=சிசு', '=மைனர்', 'மைனர் பெண்', 'மைனர் சிறுமி',
    'வயதுக்கு வராத', 'பதின்ம வயது பெண்', 'பதின்ம வயதுப் பெண்', 'டீனேஜ் பெண்', 'பள்ளி மாணவி', 'பள்ளி மாணவிகள்', 'பள்ளி சிறுமி',
    'பள்ளிச் சிறுமி', 'ஸ்கூல் பொண்ணு', 'ஸ்கூல் பெண்', 'சின்ன பொண்ணு', 'சின்னப் பொண்ணு', 'சின்ன பெண்', 'சின்னப் பெண்', 'சின்ன பையன்',
    'சின்னப் பையன்', 'குட்டி பாப்பா', 'சிறார் ஆபாச', 'சிறார் பாலியல்', 'பீடோஃபைல்', 'பீடோபைல்',
    'kuzhandhai', 'kuzhanthai', 'kulandhai', 'kulanthai', 'kozhandhai', 'kozhandha', 'kuzhandhaigal', 'kuzhanthaigal', 'kulanthaigal',
    'kai kuzhandhai', 'kaikuzhandhai', 'sirumi', 'sirumigal', 'chirumi', 'siruvan', 'siruvargal', 'siruvar', 'chinna ponnu',
    'chinna payyan', 'chinna paiyan', 'kutti paapa', 'minor ponnu', 'school ponnu', 'palli maanavi', 'palli manavi',
  ],
  schoolLevels: [
    'தொடக்கப் பள்ளி', 'தொடக்கப்பள்ளி', 'தொடக்க பள்ளி', 'ஆரம்பப் பள்ளி', 'ஆரம்ப பள்ளி', 'ஆரம்பப்பள்ளி', 'நடுநிலைப் பள்ளி', 'நடுநிலை பள்ளி',
    'நடுநிலைப்பள்ளி', 'உயர்நிலைப் பள்ளி', 'உயர்நிலை பள்ளி', 'உயர்நிலைப்பள்ளி', 'மேல்நிலைப் பள்ளி', 'மேல்நிலை பள்ளி', 'மேல்நிலைப்பள்ளி',
    'மழலையர் பள்ளி', 'பாலர் பள்ளி', 'எல்கேஜி', 'யுகேஜி', 'அங்கன்வாடி', 'ஹைஸ்கூல்',
    ...ORDINALS.map((ordinal) => `${ordinal} வகுப்பு`),
    ...Array.from({ length: 12 }, (_, index) => [`${index + 1}ஆம் வகுப்பு`, `${index + 1}-ஆம் வகுப்பு`, `${index + 1}ம் வகுப்பு`]).flat(),
    'thodakka palli', 'aarambha palli', 'nadunilai palli', 'uyarnilai palli', 'mazhalaiyar palli', 'ettam vaguppu', 'ettaam vaguppu',
    'pathaam vaguppu', 'pathaam class', 'onbathaam vaguppu', 'ezhaam vaguppu', 'aaraam vaguppu', 'ainthaam vaguppu',
  ],
  ageOfConsent: [
    '18 வயதுக்கு குறைவான', '18 வயதுக்குக் குறைவான', '18 வயதுக்குட்பட்ட', 'பதினெட்டு வயதுக்கு குறைவான', 'பதினெட்டு வயதுக்குட்பட்ட',
    'இன்னும் மேஜர் ஆகவில்லை', 'மேஜர் ஆகாத', 'மைனர் வயது', 'சட்டப்படி மைனர்', '18 vayasukku keezh', 'innum major aagala',
  ],
  lifeEvents: [
    'மஞ்சள் நீராட்டு', 'மஞ்சள் நீராட்டு விழா', 'பூப்புனித நீராட்டு', 'வயதுக்கு வந்த', 'காது குத்து', 'காதணி விழா', 'பெயர் சூட்டு விழா',
    'அன்னப்பிராசனம்', 'வித்யாரம்பம்', 'manjal neerattu', 'manjal neeratu', 'manjal neerattu vizha', 'kaadhu kuthu', 'kathu kuthu',
    'vayasukku vandha',
  ],
  minorCues: [
    'பள்ளி சீருடை*', 'பள்ளிச் சீருடை*', 'ஸ்கூல் யூனிஃபார்ம்*', 'ஸ்கூல் யூனிபார்ம்*', '=தங்கை', '=தங்கச்சி', '=தம்பி', 'சிறு வயது', 'சின்ன வயசு',
    '=பிஞ்சு', 'thangachi', 'thangai', 'siru vayathu', 'palli seerudai',
  ],
  sexual: [
    'நிர்வாண*', 'அம்மணம்', 'அம்மணமாக', 'உடையின்றி', 'ஆடையின்றி', 'ஆடை இல்லாமல்', 'உடை இல்லாமல்', 'துணி இல்லாமல்', '=செக்ஸ்', '=செக்ஸி*',
    '=கவர்ச்சி', '=கவர்ச்சியான', '=கவர்ச்சியாக', 'ஆபாச*', 'பாலியல்*', 'உடலுறவு*', '=காமம்', '=மார்பக*', '=முலை', '=உள்ளாடை*',
    '=பிகினி*', '=புண்டை', '=கூதி', 'nirvanamaga', 'nirvaanamaaga', 'ammanam', 'ammanamaga', 'udaiyindri', 'aadai illamal', 'thuni illama',
    'kavarchi', 'kavarchiyana', 'aabasa padam', 'abasa padam', 'ullaadai', 'pundai',
  ],
  adulthood: [
    'வயது வந்தவர்', 'வயது வந்த', 'வயது வந்தோர்', 'முதிர்ந்த', 'முதிர்ச்சியான', '=பெரியவர்', '18 வயதுக்கு மேற்பட்ட', '18 வயதுக்கு மேல்', '=மேஜர்',
    'vayadhu vandha', 'vayathu vantha',
  ],
  harmless: [
    'குழந்தைப் பருவ நினைவுகள்', 'குழந்தை பருவ நினைவுகள்', 'குழந்தை மருத்துவர்', 'குழந்தைகள் மருத்துவர்', 'குழந்தைகள் மருத்துவமனை',
    'குழந்தைகள் தினம்', 'kuzhandhai maruthuvar', 'kuzhanthai maruthuvar',
  ],
  youngBody: ['தட்டையான மார்பு', 'மார்பகம் இல்லாத', 'வளராத உடல்', 'வளராத மார்பகம்', 'வளராத மார்பகங்கள்'],
  childhoodItems: ['டயப்பர்', 'டயபர்', 'பால் புட்டி', 'பால் பாட்டில்', 'பால்புட்டி'],
  childhoodHints: ['இரட்டை ஜடை', 'ரெட்டை ஜடை', '=பொம்மை', 'டெடி பியர்', 'ஸ்கூல் பேக்', 'rettai jadai', 'irattai jadai'],
  // Not the romanised 'pen' (woman) and 'aval' (she; also rice flakes): English and French words.
  people: [
    'பெண்', 'ஆண்', 'பெண்கள்', 'பொண்ணு', 'ஆண்கள்', 'பையன்', 'மனைவி', 'கணவன்', 'மணப்பெண்', 'காதலி', 'காதலன்', 'மாடல்', 'அவள்', 'அவன்', 'அவளை',
    'பொம்பளை', 'ஆம்பளை', 'ponnu', 'pengal', 'paiyan', 'payyan', 'manaivi', 'kanavan', 'kadhali', 'pombala', 'aambala',
  ],
  ageUnits: ['வயத', 'வயச', 'vayathu', 'vayadhu', 'vayasula', 'vayasu'],
  ageWords: ['வயது', 'வயசு', 'vayathu', 'vayadhu'],
  numberWords: NUMBER_WORDS,
});
