import { vocabulary } from './types';

/**
 * Czech. Latin terms are compared without diacritics ('holčička' as 'holcicka'), and nouns decline,
 * hence the stems. 'Holka' and 'kluk' are what young adults are called too and are left to the age
 * rules; 'sestřička' is also a nurse, so only the younger sister is a cue. 'První třída' is also first
 * class on a train, so the grades listed are the higher ones. 'Dítě' folds to 'dite', an Italian verb
 * form that image prompts do not use.
 */
export default vocabulary('cs', 'Czech', {
  minors: [
    'dítě', 'dítěte', 'dítěti', 'dítětem', 'děti', 'dětí', 'dětmi', 'dětech', 'děťátk*', 'dětsk*',
    'holčičk*', 'holčinka', 'holčinku', 'děvčátk*', 'chlapec', 'chlapc*', 'chlapeč*', 'chlapeček', 'klučin*',
    'kloučk*', 'klouček', 'miminko', 'miminka', 'miminku', 'mimink*', 'batole', 'batolat*', 'kojenec', 'kojence', 'kojenci', 'kojenců', 'kojeneck*', 'nemluvn*',
    'novorozen*', 'školačk*', 'školák', 'školáka', 'školáci', 'školáků', 'žákyně', 'žákyni', 'žáci', 'žákyň',
    'nezletil*', 'mladistv*', 'puberťačk*', 'puberťák*', 'náctilet*', 'prvňáč*', 'prvňačk*', 'předškolák*',
    'předškolačk*', 'pedofil*', 'pedofilie', 'zneužívání dětí', 'malá holka', 'malou holku', 'malou holkou', 'malé holky', 'malými holkami', 'malá holčička',
    'malý kluk', 'malého kluka', 'malým klukem', 'malí kluci', 'malé kluky', 'malá dívka', 'malou dívku', 'mladičká holka', 'mladičká dívka',
    'desetilet*', 'jedenáctilet*', 'dvanáctilet*', 'třináctilet*', 'čtrnáctilet*', 'patnáctilet*',
    'šestnáctilet*', 'sedmnáctilet*',
  ],
  schoolLevels: [
    'základní škola', 'základní školy', 'základní škole', 'základní školu', 'základk*', 'mateřská škola',
    'mateřské školy', 'mateřské škole', 'mateřskou školu', 'školka', 'školky', 'školce', 'školku', 'školkou',
    'druhý stupeň zš', 'pátá třída', 'páté třídy', 'páté třídě', 'šestá třída',
    'šesté třídy', 'šesté třídě', 'sedmá třída', 'sedmé třídy', 'sedmé třídě', 'osmá třída', 'osmé třídy',
    'osmé třídě', 'devátá třída', 'deváté třídy', 'deváté třídě', 'páťačk*', 'šesťačk*', 'sedmačk*', 'osmačk*',
    'deváťák', 'deváťačk*',
  ],
  ageOfConsent: [
    'není plnoletá', 'není plnoletý', 'ještě není plnoletá', 'není ještě plnoletá', 'ještě ne plnoletá',
    'skoro plnoletá', 'téměř plnoletá', 'skoro plnoletý', 'pod věkem souhlasu', 'pod hranicí souhlasu',
    'pod hranicí plnoletosti', 'před plnoletostí', 'ještě jí není 18', 'ještě mu není 18', 'není jí ještě 18',
    'ještě jí není osmnáct', 'sotva legální', 'skoro legální', 'ještě ne legální',
  ],
  lifeEvents: [
    'první svaté přijímání', 'prvním svatém přijímání', 'první přijímání', 'prvního přijímání', 'biřmování',
    'zápis do první třídy', 'první školní den', 'letní tábor', 'letním táboře', 'pionýrský tábor', 'skautský tábor',
  ],
  minorCues: [
    'školní uniforma', 'školní uniformě', 'školní uniformu', 'školní uniformy', 'školní uniformou',
    'školní sukýnka', 'školní sukýnce', 'školní sukýnku', 'mladší sestra', 'mladší sestru', 'mladší sestry', 'mladší sestřička', 'mladší sestřičku',
    'mladší bratr', 'bratříček', 'bratříčka', 'mladičká', 'mladičkou', 'mladičké', 'mladičký', 'vypadá mladě', 'mladě vypadající', 'vypadá jako dítě',
    'gymnazistka', 'gymnazistku', 'gymnazistky', 'gymnazistkou', 'gymnazista', 'dcerka', 'dcerku', 'dceruška', 'dcerušku', 'infantilní', 'dětinská', 'dětinskou', 'dětinské',
  ],
  sexual: [
    'nahá', 'nahý', 'nahou', 'nahatá', 'nahatou', 'nahatý', 'nahota', 'nahotě', 'nahotu', 'svlečená', 'svlečený',
    'svlečené', 'svlečenou', 'svlečení', 'svléknutá', 'svléknutou', 'svléká', 'bez oblečení', 'bez šatů', 'sexu',
    'sexem', 'sexy', 'sexuální', 'erotická', 'erotické', 'erotický', 'erotickou', 'erotického', 'erotika', 'erotiky',
    'erotiku', 'porno', 'pornografie', 'pornografii', 'pornografická', 'pornografické', 'pornografický', 'prsa',
    'prsy', 'prsou', 'ňadra', 'kozičky', 'bradavky', 'bradavka', 'bradavkami', 'bradavkách', 'kundička', 'kundičku',
    'kundičky', 'kunda', 'kundu', 'vagína', 'vagínu', 'vagíny', 'penis', 'penisem', 'penisu', 'čurák', 'čuráka',
    'čurákem', 'pták venku', 'šukání', 'šukají', 'šukačka', 'šoustat', 'šoustání', 'mrdat', 'mrdá', 'mrdání',
    'orgasmus', 'orgasmu', 'orgasmem', 'masturbuje', 'masturbace', 'masturbaci', 'onanie', 'onanuje', 'spodní prádlo',
    'spodním prádle', 'kalhotky', 'kalhotkách', 'tanga', 'podprsenka', 'podprsence', 'podprsenku', 'podprsenky',
    'nahoře bez', 'striptýz', 'striptýzu', 'striptérka', 'vzrušená', 'vzrušený', 'vzrušené', 'nadržená', 'nadržený',
    'nadržené', 'nadrženou', 'roztažené nohy', 'roztahuje nohy', 'zadeček', 'zadečkem', 'zadečku', 'prdel', 'prdelka',
    'prdelku', 'prdelkou', 'intimní',
  ],
  adulthood: [
    'dospělá', 'dospělý', 'dospělé', 'dospělou', 'dospělí', 'dospělého', 'dospělých', 'plnoletá', 'plnoletý', 'plnoletou', 'plnoleté',
    'zletilá', 'zletilý', 'zletilou', 'zletilé', 'zralá', 'zralou', 'zralý', 'zralé', 'starší 18', 'nad 18',
  ],
  harmless: [
    'děti noci', 'děti kukuřice', 'děti z bullerbynu', 'děti ráje', 'děti květin', 'dítě květin', 'rosemary má děťátko',
    'dítě bridget jonesové', 'jako dítě', 'jako malé dítě', 'dětská nemoc', 'dětské nemoci', 'dětský kočárek',
    'dětská výživa', 'dětský svět', 'dětská postýlka', 'chlapec z bronxu', 'lesní školka', 'lesní školky', 'stromková školka',
  ],
  youngBody: [
    'plochá hruď', 'plochou hrudí', 'plochý hrudník', 'bez prsou', 'nevyvinutá', 'nevyvinutou', 'nevyvinuté', 'nevyvinutý', 'nevyvinuté tělo', 'dětské tělo',
    'dětské tělíčko', 'tělíčko',
  ],
  childhoodItems: ['plenka', 'plenky', 'plenkách', 'plenku', 'pleny', 'plenách', 'dudlík', 'dudlíkem', 'dudlíky', 'bryndák', 'bryndáčkem', 'chrastítko', 'chrastítkem'],
  childhoodHints: ['copánky', 'copánkama', 'copánkách', 'culíky', 'culíčky', 'aktovka', 'aktovkou', 'aktovku', 'školní taška', 'plyšový medvídek', 'plyšák', 'podkolenky'],
  /** Not 'jeden' (1), said of a year of time too ('jeden rok'), nor 'pět' (5), the English 'pet': the age rules read it before a unit ('pět let'). */
  numberWords: {
    dva: 2, dvě: 2, tři: 3, čtyři: 4, šest: 6, sedm: 7, osm: 8, devět: 9, deset: 10, jedenáct: 11, dvanáct: 12, třináct: 13, čtrnáct: 14,
    patnáct: 15, šestnáct: 16, sedmnáct: 17,
  },
  // Not 'on' (he), 'ji' (her) nor 'ho' (him), two letters; nor 'pán' (a gentleman), which reads 'pan'.
  people: [
    'žena', 'ženy', 'ženu', 'ženou', 'muž', 'muži', 'holka', 'holky', 'holku', 'dívka', 'dívky', 'dívku', 'kluk', 'kluci', 'chlap', 'dáma',
    'manžel*', 'nevěst*', 'přítelkyn*', 'modelk*', 'blondýn*', 'brunetk*', 'zrzka', 'ona',
  ],
});
