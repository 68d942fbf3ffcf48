import { vocabulary } from './types';

/**
 * Irish. Latin terms are compared without the fada ('páistí' as 'paisti'), and words take initial
 * mutations, so the lenited and eclipsed forms are listed too ('pháiste', 'bpáistí'). 'Páiste' alone
 * folds to the cymbal maker Paiste and is listed only as spelt ('=páiste') besides its other forms;
 * 'bod' and 'pit' are English words and are left out. 'Cailín' and 'buachaill' are said of young adults
 * too and pass; an age beside them is read by the age rules ('13 bliana d'aois' is).
 *
 * Ages in words put the unit before the teen ('trí bliana déag', 13) or the twenty ('trí bliana is
 * fiche', 23), so a number word before 'bliana' would read 'ocht mbliana déag' (18) as 8: the digits are
 * not number words here. The ages under 18 are minor words as whole phrases instead, and the round
 * tens are number words.
 */
const NUMBER_WORDS: Record<string, number> = {
  fiche: 20, tríocha: 30, daichead: 40, caoga: 50, seasca: 60, seachtó: 70, ochtó: 80, nócha: 90,
  // The teens said alone ('cailín, a cúig déag'), which never stand before 'bliana' ('cúig bliana déag')
  'a haon déag': 11, 'aon déag': 11, 'a dó dhéag': 12, 'dó dhéag': 12, 'a trí déag': 13, 'trí déag': 13, 'a ceathair déag': 14,
  'ceathair déag': 14, 'ceithre déag': 14, 'a cúig déag': 15, 'cúig déag': 15, 'a sé déag': 16, 'sé déag': 16, 'a seacht déag': 17,
  'seacht déag': 17,
};

/** Ages under 18 in words: 'cúig bliana d'aois' (5), 'trí bliana déag' (13); 'ocht mbliana déag' (18) is not listed. */
const YOUNG_AGES = [
  ...['dhá bhliain', 'trí bliana', 'ceithre bliana', 'cúig bliana', 'sé bliana', 'seacht mbliana', 'ocht mbliana', 'naoi mbliana', 'deich mbliana'].map(
    (age) => `${age} d'aois`,
  ),
  ...['aon bhliain', 'dhá bhliain', 'trí bliana', 'ceithre bliana', 'cúig bliana', 'sé bliana', 'seacht mbliana'].map((age) => `${age} déag`),
];

export default vocabulary('ga', 'Irish', {
  minors: [
    '=páiste', 'páistí', 'pháiste', 'pháistí', 'bpáiste', 'bpáistí', 'páiste beag', 'páistí beaga', 'an páiste', 'na páistí', 'leanbh',
    'leanaí', 'linbh', 'leanbh óg', 'leanbh nuabheirthe', 'naíonán', 'naíonáin', 'naíonáin nuabheirthe', '=babaí', '=bhabaí', 'cailín beag',
    'cailíní beaga', 'chailín beag', 'girseach', 'ghirseach', 'girseacha', 'buachaill beag', 'bhuachaill beag', 'buachaillí beaga',
    'gasúr', 'ghasúr', 'gasúir', 'déagóir', 'dhéagóir', 'déagóirí', 'ndéagóirí', 'mionaoiseach', 'mhionaoiseach', 'mionaoisigh',
    'cailín scoile', 'cailíní scoile', 'buachaill scoile', 'dalta bunscoile', 'péidifileach', 'péidifiligh', 'ábhar mí-úsáide gnéasaí leanaí',
    ...YOUNG_AGES,
  ],
  schoolLevels: [
    'bunscoil', 'bhunscoil', 'mbunscoil', 'bunscoile', 'naíscoil', 'naíolann', 'meánscoil', 'mheánscoil', 'meánscoile', 'iar-bhunscoil',
    'naíonáin shóisearacha', 'naíonáin shinsearacha', 'rang a trí', 'rang a ceathair', 'rang a cúig', 'rang a sé', 'gaelscoil',
    'ghaelscoil', 'gaelscoile',
  ],
  ageOfConsent: [
    'faoi aois toilithe', 'faoi bhun aois an toilithe', 'faoi bhun ocht mbliana déag', 'faoi bhun 18', 'níl sí ocht mbliana déag fós',
    'níl sí 18 fós', 'beagnach ocht mbliana déag', 'ar éigean ocht mbliana déag',
  ],
  lifeEvents: [
    'céad chomaoineach', 'chéad chomaoineach', 'an chéad chomaoineach', 'cóineartú', 'chóineartú', 'an chéad lá scoile', 'chéad lá ar scoil',
    'campa samhraidh', 'caithreachas',
  ],
  minorCues: [
    'éide scoile', 'éide na scoile', 'deirfiúr bheag', 'dheirfiúr bheag', 'deartháir beag', 'dheartháir beag', 'iníon bheag', 'cuma óg',
    'cuma an-óg', 'ag breathnú óg', 'páistiúil', 'cosúil le páiste',
  ],
  sexual: [
    'nocht', 'nochta', 'lomnocht', 'gan éadaí', 'gan éadach', 'gnéas', 'ghnéas', 'gnéasach', 'ghnéasach', 'gnéasúil', 'ghnéasúil', 'erotach', 'pornagrafaíocht',
    'cíocha', 'chíocha', 'faighin', 'ag bualadh craiceann', 'bualadh craicinn', 'fo-éadaí', 'bhfo-éadaí', 'brístíní', 'cíochbheart',
    'féintruailliú', 'ag baint a cuid éadaí di',
  ],
  adulthood: ['duine fásta', 'daoine fásta', 'bean fhásta', 'mná fásta', 'aosach', 'aibí', 'os cionn 18', 'os cionn ocht mbliana déag'],
  harmless: ['cosúil le leanbh', 'mar leanbh', 'codladh mar leanbh', 'ag codladh mar leanbh'],
  youngBody: ['cófra cothrom', 'brollach cothrom', 'gan chíocha', 'neamhfhorbartha', 'corp neamhfhorbartha', 'corp linbh'],
  childhoodItems: ['clúidín', 'clúidíní', 'gclúidín', 'bráidín', 'gligín', 'mála scoile', 'buidéal linbh'],
  childhoodHints: ['trilseáin', 'líreacán', 'líreacáin', 'béirín', 'béirín teidí'],
  youthGroups: ['gasóga', 'gasóg', 'ghasóga', 'foróige', 'na gasóga'],
  deAgeing: ['deoch na hóige', 'iompaithe ina páiste', 'leagan níos óige di féin'],
  // Not 'bean' (a woman), 'fear' nor 'fir' (a man, men): they are English words; 'bean' only lenited and in phrases. Not 'sí' nor 'é' (she, he).
  people: [
    'bhean', 'mná', 'mhná', 'ógbhean', 'ógfhear', 'cailín', 'chailín', 'cailíní', 'gcailín', 'buachaill', 'bhuachaill', 'buachaillí',
    'bean uasal', 'duine uasal', 'bean chéile', 'fear céile', 'céile', 'brídeach', 'bhrídeach', 'leannán', 'mainicín',
  ],
  ageUnits: ['bliana', 'bliain', 'mbliana', 'bhliain'],
  ageWords: ['aois'],
  numberWords: NUMBER_WORDS,
});
