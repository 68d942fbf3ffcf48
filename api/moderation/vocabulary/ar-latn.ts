import { vocabulary } from './types';

/**
 * Arabic typed in Latin letters (Arabizi), with digits for the letters Latin lacks: '2' hamza, '3' ain,
 * '5' kha, '6' ta, '7' ha, '8' ghain (or qaf), '9' qaf or sad ('bnt 9ghira', 'tfl', '3arya'). A term is
 * listed with its digits as typed; a word of the prompt is also read with its digits as letters, which
 * does not make these terms (the policy's leetspeak reading turns '3' into 'e', not 'ain'). Spellings
 * follow the Egyptian, Levantine, Gulf and Maghrebi ways of typing ('sghira', 'zghira', 's8ira').
 * 'bnt' (girl, daughter) and 'walad' (boy, son) are said of adults too and pass; an age beside them is
 * read by the age rules ('bnt 13 sana', '3omrha 13'). Not 'eyal' (kids), a Hebrew name; nor 'sana'
 * (year) as a unit: it is the Swahili 'very' and the Finnish 'word' ('yksi sana'), so the teens before it
 * are phrases. 'tfl' (child) is found only typed so ('=tfl'): it is also how any-ascii
 * spells Arabic and Persian 'أطفال' and 'اطفال', whose harmless phrases ('شلل الأطفال', polio) are read in
 * their own script; and it is Transport for London, harmless in its phrases ('tfl bus'); 'tefl' (a
 * course) and 'qasir' (also 'short') are not listed, nor 'jinsi' (Swahili 'how') and 'gins'.
 */

/**
 * Numbers 1-99 as typed before 'snin' or 'sanawat' (years, after 3-10: 'khamas snin'), and the teens,
 * which take the singular 'sana' and are listed as phrases with it ('talata3ch sana', 13).
 */
const UNITS: readonly (readonly string[])[] = [
  ['wa7ed', 'wahed', 'wa7da', 'wahda'], ['etnen', 'itnin', 'ithnan', 'ethnin', 'tnin'], ['talata', 'thalatha', 'tlata', 'tlat', 'talat'],
  ['arba3a', 'arba3', 'arbaa', 'arb3a'], ['5amsa', 'khamsa', 'khamas', '5ams', 'khams'], ['sitta', 'setta'],
  ['sab3a', 'saba3', 'sab3', 'sab3aa'], ['tamanya', 'thamania', 'tmanya', 'tamn', 'thaman'], ['tes3a', 'tis3a', 'tesa3', 'tis3'],
  ['3ashara', '3ashra', '3ashr', '3achra'],
];
const TEENS: readonly (readonly string[])[] = [
  ['7ida3ch', 'hdashar', '7edashar', '7da3ch', 'ahad 3ashar'], ['etna3ch', 'itnashar', 'etnashar', 'tna3ch', 'ithna 3ashar'],
  ['talata3ch', 'tlatash', 'talatashar', 'tlata3ch', 'tletta3sh', 'thalathat 3ashar'],
  ['arba3ta3ch', 'arba3tashar', 'arbatashar', 'arba3tach', 'arba3at 3ashar'],
  ['5amasta3ch', 'khamastashar', '5amastashar', 'khmasta3ch', 'khamsat 3ashar'],
  ['sitta3ch', 'sittashar', 'settashar', 'sta3ch', 'sittat 3ashar'], ['saba3ta3ch', 'saba3tashar', 'sabatashar', 'sba3ta3ch', 'sab3at 3ashar'],
  ['tamanta3ch', 'tmantashar', 'tamantashar', 'thamaniat 3ashar'], ['tesa3ta3ch', 'tisa3tashar', 'tes3tashar', 'tis3at 3ashar'],
];
const TENS: readonly (readonly string[])[] = [
  ['3ishrin', '3eshrin', '3echrin', '3ichrin'], ['talatin', 'thalathin', 'tlatin'], ['arb3in', 'arba3in', 'arbe3in'], ['5amsin', 'khamsin'],
  ['sittin', 'settin'], ['sab3in', 'saba3in'], ['tamanin', 'thamanin', 'tmanin'], ['tis3in', 'tes3in'],
];
const NUMBER_WORDS: Record<string, number> = {};
UNITS.forEach((forms, index) => {
  for (const form of forms) NUMBER_WORDS[form] = index + 1;
});
TEENS.forEach((forms, index) => {
  for (const form of forms) NUMBER_WORDS[form] = index + 11;
});
TENS.forEach((forms, index) => {
  for (const ten of forms) {
    NUMBER_WORDS[ten] = (index + 2) * 10;
    UNITS.slice(0, 9).forEach((units, unitIndex) => {
      for (const unit of units) for (const joint of [' w ', ' wa ', ' o ']) NUMBER_WORDS[`${unit}${joint}${ten}`] = (index + 2) * 10 + unitIndex + 1;
    });
  }
});

/** The teens before 'sana' (year), in words and in digits. */
const YEAR = ['sana', 'sene', 'sne', '3am'];
const TEEN_AGES = [
  ...TEENS.slice(0, 7).flat().flatMap((teen) => YEAR.map((year) => `${teen} ${year}`)),
  ...[10, 11, 12, 13, 14, 15, 16, 17].flatMap((age) => YEAR.map((year) => `${age} ${year}`)),
];

export default vocabulary('arz', 'Arabic in Latin letters (Arabizi)', {
  minors: [
    '=tfl', 'tofl', '6fl', '6ifl', '6efl', 'tfla', 'tefla', 'tflah', 'tfle', '6fla', '6ifla', 'atfal', 'atfaal', 'a6fal', 'el atfal',
    'bnt 9ghira', 'bent 9ghira', 'bnt sghira', 'bent sghira', 'bint saghira', 'bint sa8ira', 'bnt s8ira', 'bnt zghira', 'bent zghira',
    'bnt z8ira', 'bint z8ire', 'bnt zghire', 'bint zghire', 'bnt so8ayara', 'bent soghayara', 'bnt soghayara', 'binet 9ghira',
    'walad sghir', 'walad 9ghir', 'walad zghir', 'wlad zghar', 'wlad sghar', 'wlad 9ghar', 'walad so8ayar', 'ebn so8ayar',
    'mrahqa', 'mrah9a', 'mra7qa', 'moraheqa', 'mora7e9a', 'mourahi9a', 'murahiqa', 'mrahe2a', 'mora2e2a', 'murahiq',
    'qaser', 'qasera', '2aser', '2asera', 'rade3', 'radee3', 'rdi3', 'radi3', 'rdi3a',
    'tilmitha', 'tilmiza', 'telmiza', 'tlmitha', 'tilmeeza', 'talmiza', 'tlmiza', 'drari', 'drarri', 'derri', '3yal', '3eyal',
    '3iyal', 'mawloud jdid', 'mawlood jdeed', 'tfl 3ari', 'sex atfal', 'porno atfal', ...TEEN_AGES,
  ],
  schoolLevels: [
    'ebtida2i', 'ibtida2i', 'ebtida2y', 'ebtedai', 'ebtedaey', 'ibtidai', 'ibtida2iya', 'ebtida2eya', 'ebteda2y', 'e3dadi', 'e3dady',
    'i3dadi', 'e3dadeya', 'i3dadiya', 'madrasa thanawiya', 'madrasa tanaweya', 'thanawiya 3ama', 'tanaweya 3amma', 'talba thanawi',
    'ta7diri', 'madrasa ebtida2iya', 'madrase ebtida2iye', 'rawdat atfal', 'rawda atfal', 'kg1', 'kg2',
    ...['awel', 'awal', 'tani', 'talet', 'rabe3', '5ames', 'khames', 'sades', 'sabe3', 'tamen', 'tase3'].flatMap((grade) => [
      `${grade} ebtida2i`, `${grade} e3dadi`, `${grade} thanawi`, `${grade} tanawi`,
    ]),
  ],
  ageOfConsent: [
    'ta7t el sen el qanouni', 'ta7t el sen el 2anouni', 'ta7t el sen', 'ta7t 18', 'ta7t el 18', 'a2al men 18', 'a2al mn 18', 'a9al men 18',
    'lesa msh 18', 'lissa mish 18', 'lesa mesh 18', 'msh balgha', 'mish baligha', 'mesh baligha', 'ma balghat', 'lam tablogh',
    'dun el 18', 'doun 18',
  ],
  lifeEvents: [
    'khitan', '5itan', '5tan', 'khtan', 'sebou3', 'sboo3', 'sebo3', 'sbou3', '3a2i2a', '3aqiqa', 'aqiqa', 'bulugh', 'bulough', 'el bulugh',
    'awal yom madrasa', 'awel youm madrasa',
  ],
  minorCues: [
    'zay madrasi', 'zey madrasi', 'uniform madrasa', 'maryoul', 'mariol', 'o5ti el sghira', 'okhti el sghira', 'ukhti el saghira',
    'o5ty el so8ayara', 'okhti el soghayara', 'o5ti zghire', 'o5ti z8ire', 'sghira', 'zghira', '9ghira', 's8ira', 'z8ira', 'zghire',
    'so8ayara', 'soghayara', 'sghayra', 'shakla sghira', 'shaklha sghir', 'tofoula', 'tufula', '6ofoula', 'teflooleh',
  ],
  sexual: [
    '3ari', '3arya', '3arye', '3aria', '3aryeh', '3eryana', '3ryana', '3iryana', '3eryan', '3eryaneh', 'bla 7wayj', 'bla hwayej',
    'bla 7wayej', 'bdoun tyeb', 'bdun tyab', 'bidun malabis', 'bdoon malabes', 'neek', 'nayek', 'metnaka', 'mitnaka',
    'teez', '6eez', 'bzaz', 'bzez', 'sder 3ari', 'kilot', 'sotyan', 'sutyan', '3ahra', '3ahira', 'sharmouta', 'sharmota',
    'shar2ou6a', 'sharmou6a', 'ginsy', 'gensy', 'jensi', 'jinsiyan', 'seksi',
  ],
  adulthood: [
    'baligh', 'baligha', 'balgha', 'bal8a', 'balegh', 'nadje', 'nadjeh', 'nadga', 'fo2 18', 'fou2 18', 'fawq 18', 'akbar men 18',
    'emra2a baligha', 'sitt kbira',
  ],
  harmless: [
    // Transport for London
    ...['bus', 'roundel', 'logo', 'map', 'station', 'tube', 'train', 'sign', 'poster', 'card', 'oyster'].map((next) => `=tfl ${next}`),
    '=london tfl',
    'tbib atfal', 'tabib atfal', 'doktor atfal', 'dktor atfal', 'doctor atfal', 'shalal el atfal', 'shalal atfal', 'tob el atfal',
  ],
  youngBody: ['sder msa6a7', 'sadr mosata7', 'sder mset7', 'sadr msat7', 'bla bzaz', 'bdoun bzaz', 'msh mktamla', 'jesm sghir'],
  childhoodItems: [
    'bampers', 'bambers', '7afa9at', '7afadat', '7fadat', 'hafadat', '7ffada', 'lahaya', 'lhaya', 'bazzaza', 'bazzaze', 'radda3a', 'reda3a',
    'bibron',
  ],
  childhoodHints: ['dabdoub', 'dabdoob', 'dbdoob', 'shanta madrasa', 'shantet madrase', 'dafayer', 'dfayer'],
  // Not 'bent' (English), 'mara' (the Swahili 'time': 'mara 15' is fifteen times), 'sitt' (Swedish 'his own') nor 'shab' (Persian 'night').
  people: [
    'mra', 'emra2a', 'imra2a', 'ragel', 'rajel', 'rajul', 'bnt', 'bint', 'banat', 'walad', 'zalame', 'mrati', 'zawja', 'zoja',
    'zawj', '3arousa', 'habibti', 'sha2ra', 'shakra', 'samra', 'hiya', 'heya', 'howa', 'huwa',
  ],
  ageUnits: ['snin', 'sneen', 'snen', 'sanawat', 'sanawaat', 'sanin'],
  ageWords: ['3omr', '3omrha', '3omraha', '3omro', '3omrou', '3mrha', '3omraha', '3umr', '3umrha', 'omrha', 'umrha', 'b3omr', 'bi3omr', 'fi 3omr'],
  numberWords: NUMBER_WORDS,
});
