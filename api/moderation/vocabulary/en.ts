import { vocabulary } from './types';

/** Animals whose young are called babies, newborns or juveniles: 'baby giraffe' is no person. */
const ANIMALS = [
  'animal', 'giraffe', 'elephant', 'goat', 'lamb', 'sheep', 'cow', 'calf', 'horse', 'pony', 'foal', 'donkey', 'pig',
  'piglet', 'rabbit', 'bunny', 'hare', 'deer', 'fawn', 'fox', 'wolf', 'bear', 'panda', 'koala', 'kangaroo', 'monkey',
  'gorilla', 'chimp', 'chimpanzee', 'orangutan', 'lion', 'tiger', 'leopard', 'cheetah', 'jaguar', 'lynx', 'cat', 'kitten',
  'dog', 'puppy', 'hedgehog', 'otter', 'seal', 'walrus', 'whale', 'dolphin', 'orca', 'shark', 'turtle', 'tortoise',
  'crocodile', 'alligator', 'snake', 'lizard', 'iguana', 'frog', 'owl', 'eagle', 'penguin', 'duck', 'duckling',
  'chick', 'chicken', 'goose', 'swan', 'bird', 'parrot', 'flamingo', 'ostrich', 'zebra', 'rhino', 'hippo', 'camel',
  'llama', 'alpaca', 'sloth', 'raccoon', 'squirrel', 'mouse', 'hamster', 'bat', 'moose', 'elk', 'bison', 'buffalo',
  'yak', 'meerkat', 'lemur', 'possum', 'opossum', 'skunk', 'badger', 'beaver', 'porcupine', 'armadillo', 'platypus',
  'seahorse', 'octopus',
];

/**
 * English. 'kid', 'baby' and 'childhood' are minors unless written in one of their harmless phrases
 * ('kid gloves', 'baby blue', 'sugar baby', 'childhood home'); 'teen' begins many words ('teenporn') and
 * a few harmless ones ('teensy'). 'minor' is read in its company by the policy itself (musical keys,
 * 'minor details'). Single minor words of five letters or more are also refused misspelt or reversed,
 * so a coded word with many real neighbours ('cunny': 'funny', 'sunny') is written as a stem, which the
 * misspelling reader leaves alone. Children of fiction are named in full unless the single name is no
 * ordinary word ('Bart Simpson', 'Hermione'; not 'Lisa'); 'braces', 'pigtails' and 'lollipop' are only
 * childhood items, which count with a young-body word or two more items.
 */
export default vocabulary('en', 'English', {
  minors: [
    'child', 'children', 'childlike', 'childporn', 'childporno', 'childsex', 'kid', 'baby', 'childhood',
    'kiddie', 'kiddy', 'kiddies', 'kiddo', 'kiddieporn', 'youngster', 'bairn',
    'toddler', 'infant', 'newborn', 'preteen', 'tween', 'tweenie', 'tweenager',
    'teen', 'teens', 'teenage', 'teenaged', 'teenager', 'teenybopper',
    'underage', 'underaged', 'juvenile', 'adolescent', 'adolescence',
    'pubescent', 'prepubescent', 'pubescence', 'prepubescence',
    'loli', 'lolita', 'lolicon', 'shota', 'shotacon', 'jailbait', 'nymphet', 'nymphette',
    'schoolgirl', 'schoolboy', 'schoolchild', 'schoolchildren', 'schoolkid',
    'pedo', 'pedophile', 'pedophilia', 'pedophilic', 'paedo', 'paedophile', 'paedophilia',
    'pedobear', 'pthc', 'hebephile', 'hebephilia', 'randoseru',
    'little girl', 'little boy', 'young girl', 'young boy', 'teeny girl', 'teenie girl', 'teeny boy',
    'school girl', 'school boy', 'school kid', 'school child', 'pre teen', 'under age', 'jail bait',
    'barely legal', 'sweet sixteen', 'baby girl', 'baby boy', 'baby face', 'baby faced',
    'teen*', 'preteen*', 'loli*', 'shota*', 'jailbait*', 'pedophil*', 'paedophil*', 'prepubescen*', 'pubescen*',
    'toddler*', 'schoolgirl*', 'schoolboy*', 'underage*',
    // Coded words of abusers and their material
    'cunny*', 'toddlercon', 'babyfur', 'boylover*', 'girllover', 'childlover', 'hussyfan',
    'raygold', 'qqaazz', 'ptsc', 'pedomom', 'pedodad', 'jailbaits', 'just legal', 'barely of age',
    'young teen', 'young teens', 'lil girl', 'lil boy', 'lil girls', 'yung girl', 'yung boy', 'tiny teen', 'neonate', 'tyke',
    'kiddos', 'kiddie porn', 'kiddy porn', 'child porn', 'kid porn', 'baby porn', 'under aged',
  ],
  schoolLevels: [
    'preschool', 'preschooler', 'gradeschooler', 'middleschooler', 'highschooler',
    'kindergarten', 'kindergartner', 'kindergartener', 'kindergart*',
    'elementary school', 'primary school', 'middle school', 'high school', 'junior high', 'grade school',
    'nursery school', 'pre school', 'kinder garten', 'elementary schooler', 'middle schooler', 'high schooler',
    'grade schooler',
    ...['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'].flatMap(
      (ordinal) => [`${ordinal} grade`, `${ordinal} grader`],
    ),
  ],
  ageOfConsent: [
    'age of consent not reached', 'not reached the age of consent', 'under consent age', 'below consent age',
    'not legal yet', 'not yet legal', 'almost legal', 'nearly legal', 'still a minor', 'not of age', 'not yet of age',
    'under the age of consent', 'below the age of consent', 'under the legal age', 'below the legal age',
    'under legal age', 'below legal age',
    'not quite legal', 'legally a minor',
    'legally a child', 'minor by law', 'still underage', 'too young to consent', 'under the age of majority',
    'below the age of majority', 'under consent age', 'below consent age', 'statutory rape', 'not eighteen yet',
    'not 18 yet', 'not old enough to consent',
  ],
  lifeEvents: [
    'elementary', 'mitzvah', 'bar mitzvah', 'bat mitzvah', 'bas mitzvah', 'confirmation class', 'first communion',
    'puberty', 'pubertal', 'menarche', 'first period', 'first bra', 'growth spurt', 'quinceanera', 'quince anos',
    'christening', 'first day of school', 'lost her first tooth', 'junior prom',
    'school field trip', 'school dance', 'school play', 'school recital', 'spelling bee', 'show and tell',
    'potty training',
  ],
  minorCues: [
    // 'teenie' is a teen as often as it is tiny ('teenie bikini'): refused in a sexual prompt
    'teenie', 'teenies',
    'cub', 'childish', 'bebe', 'jk', 'jc', 'js', 'seifuku', 'serafuku',
    // British school years: Year 1 to Year 13 are ages 5 to 18
    ...Array.from({ length: 13 }, (_, index) => [`year ${index + 1} at school`, `year ${index + 1} pupil`, `year ${index + 1} pupils`]).flat(),
    // 'cp' is abuse material when it names a picture, a video or a collection ('cp pics', 'cp vids')
    ...['pic', 'pics', 'picture', 'pictures', 'photo', 'photos', 'video', 'videos', 'vid', 'vids', 'content', 'collection', 'link', 'links',
      'material', 'stash', 'pack', 'set', 'sets', 'archive', 'leak', 'leaks', 'trade', 'files', 'folder'].map((thing) => `cp ${thing}`),
    'school uniform', 'sailor uniform', 'little sister', 'little brother', 'little sis', 'lil sis', 'lil bro',
    'young looking', 'looks young',
    'ageplay', 'age play', 'age regression', 'agere', 'littlespace', 'little space', 'ddlg', 'mdlg', 'ddlb', 'abdl',
    'cgl', 'little one', 'lil one', 'little princess', 'little daughter', 'young daughter', 'younger sister',
    'younger brother', 'small girl', 'tiny girl', 'tiny girls', 'very young', 'extremely young', 'super young',
    'too young', 'looks younger', 'tanner stage', 'sukumizu',
    'school swimsuit', 'buruma', 'gym bloomers', 'chibi', 'kodomo', 'youngling', 'cub porn', 'smol',
  ],
  fictionalMinors: [
    // Western animation
    'bart simpson', 'lisa simpson', 'maggie simpson', 'milhouse van houten', 'ralph wiggum', 'nelson muntz',
    'eric cartman', 'cartman', 'stan marsh', 'kyle broflovski', 'kenny mccormick', 'butters stotch', 'wendy testaburger',
    'dipper pines', 'mabel pines', 'timmy turner', 'jimmy neutron', 'cindy vortex', 'powerpuff girl', 'powerpuff girls',
    'lilo pelekai', 'phineas flynn', 'ferb fletcher', 'candace flynn', 'isabella garcia shapiro', 'tommy pickles',
    'angelica pickles', 'chuckie finster', 'rugrats', 'helga pataki', 'arnold shortman', 'doug funnie', 'kim possible',
    'ron stoppable', 'danny phantom', 'danny fenton', 'sam manson', 'aang', 'avatar aang', 'katara', 'toph', 'toph beifong',
    'sokka', 'azula', 'star butterfly', 'luz noceda', 'amity blight', 'anne boonchuy', 'gumball watterson',
    'lincoln loud', 'lucy loud', 'lola loud', 'lana loud', 'lynn loud', 'luan loud', 'steven universe',
    'connie maheswaran', 'penny proud', 'riley andersen', 'dora the explorer', 'peppa pig',
    // Film and television
    'wednesday addams', 'pugsley addams', 'kevin mccallister', 'mathilda lando', 'hit girl', 'regan macneil',
    'samara morgan', 'danny torrance', 'esther coleman', 'carol anne freeling', 'eleven hopper', 'jane hopper',
    'mike wheeler', 'dustin henderson', 'lucas sinclair', 'will byers', 'max mayfield', 'little orphan annie',
    'punky brewster', 'dennis the menace',
    // Books
    'hermione', 'hermione granger', 'harry potter', 'ron weasley', 'ginny weasley', 'luna lovegood', 'draco malfoy',
    'cho chang', 'neville longbottom', 'percy jackson', 'annabeth chase', 'matilda wormwood', 'pippi longstocking',
    'ramona quimby', 'junie b jones', 'scout finch', 'dolores haze', 'holden caulfield', 'huckleberry finn', 'huck finn',
    'tom sawyer', 'becky thatcher', 'oliver twist', 'charlie bucket', 'violet beauregarde', 'alice liddell',
    'wendy darling', 'christopher robin', 'anne of green gables', 'anne shirley', 'heidi of the alps', 'primrose everdeen',
    'prim everdeen', 'greg heffley', 'wimpy kid', 'lyra belacqua', 'coraline jones',
    // Games
    'ellie williams', 'amy rose', 'cream the rabbit', 'toon link', 'young link', 'ash ketchum', 'scootaloo',
    'sweetie belle', 'apple bloom', 'cutie mark crusaders', 'flandre scarlet', 'remilia scarlet', 'cirno',
    'klee genshin', 'nahida', 'qiqi',
    // Anime and manga
    'sailor moon', 'usagi tsukino', 'chibiusa', 'chibi usa', 'sailor chibi moon', 'sailor mercury', 'sailor mars',
    'sailor jupiter', 'sailor venus', 'sailor saturn', 'ami mizuno', 'rei hino', 'minako aino', 'hotaru tomoe',
    'madoka kaname', 'homura akemi', 'sayaka miki', 'mami tomoe', 'kyoko sakura', 'rei ayanami', 'asuka langley',
    'asuka langley soryu', 'shinji ikari', 'hatsune miku', 'kagamine rin', 'kagamine len', 'hinata hyuga',
    'hinata hyuuga', 'sakura haruno', 'naruto uzumaki', 'sasuke uchiha', 'nezuko', 'nezuko kamado', 'tanjiro kamado',
    'kanna kamui', 'illyasviel', 'illyasviel von einzbern', 'illya einzbern', 'megumin', 'anya forger', 'chiyo mihama',
    'shinobu oshino', 'mayoi hachikuji', 'hachikuji mayoi', 'nadeko sengoku', 'sengoku nadeko', 'karen araragi',
    'tsukihi araragi', 'konata izumi', 'kagami hiiragi', 'tsukasa hiiragi', 'yui hirasawa', 'azusa nakano',
    'haruhi suzumiya', 'yuki nagato', 'mikuru asahina', 'marin kitagawa', 'shouko komi', 'komi shouko', 'nagatoro',
    'hayase nagatoro', 'takagi san', 'hitori gotoh', 'bocchi the rock', 'violet evergarden', 'mikoto misaka',
    'misaka mikoto', 'taiga aisaka', 'louise de la valliere', 'sakura kinomoto', 'cardcaptor sakura', 'tomoyo daidouji',
    'yotsuba koiwai', 'chino kafuu', 'kafuu chino', 'akari akaza', 'nadeshiko kagamihara', 'ruby hoshino', 'kana arima',
    'chika fujiwara', 'kaguya shinomiya', 'chisato nishikigi', 'takina inoue', 'rikka takanashi', 'tohru honda',
    'kirito', 'kazuto kirigaya', 'ilulu', 'shiro no game no life',
  ],
  sexual: [
    'nude', 'nudity', 'nudist', 'naked', 'nakedness', 'sex', 'sexual', 'sexually', 'sexuality', 'sexy',
    'porn', 'porno', 'pornographic', 'pornography', 'nsfw', 'explicit', 'xxx', 'hentai', 'ecchi', 'lewd',
    'topless', 'bottomless', 'lingerie', 'erotic', 'erotica', 'seductive', 'sensual', 'sultry', 'boudoir',
    'breast', 'boob', 'tit', 'titty', 'titties', 'nipple', 'areola', 'areolae', 'cleavage',
    'pussy', 'vagina', 'vulva', 'labia', 'clit', 'clitoris', 'penis', 'cock', 'dick', 'genital', 'genitalia',
    'ass', 'butt', 'buttock', 'anus', 'anal', 'bikini', 'underwear', 'panties', 'panty', 'thong', 'bra',
    'orgasm', 'masturbate', 'masturbating', 'masturbation', 'blowjob', 'fellatio', 'cunnilingus', 'cum',
    'cumshot', 'creampie', 'ejaculation', 'sperm', 'semen', 'dildo', 'vibrator', 'undressed', 'undressing',
    'unclothed', 'fetish', 'bdsm', 'bondage', 'kinky', 'striptease', 'stripper', 'intercourse', 'fuck',
    'fucking', 'fucked', 'horny', 'aroused', 'arousal', 'upskirt', 'nipslip', 'cameltoe', 'onlyfans',
    'r34', 'rule34', 'unclad', 'disrobed', 'smut', 'smutty', 'nudes', 'titfuck', 'nsfl',
    'spread legs', 'legs spread', 'see through', 'no clothes', 'without clothes', 'bent over', 'wet t shirt',
    'in the buff', 'birthday suit', 'au naturel', 'rule 34', 'in the nude', 'bare skin', 'skinny dipping',
    'undress', 'undresses', 'nudify', 'nudified', 'nudifier', 'deepnude', 'unclothe', 'stripped naked',
    'strip naked', 'strip tease', 'nip slip', 'wardrobe malfunction', 'without panties', 'no panties', 'pantyless',
    'braless', 'no bra', 'without bra', 'pantsu', 'pantyshot', 'panty shot', 'downblouse', 'side boob',
    'sideboob', 'underboob', 'yiff', 'yiffy', 'ahegao', 'oppai', 'paizuri', 'futanari', 'doujin', 'lewds',
    'erection', 'boner', 'testicle', 'scrotum', 'cunt', 'twat', 'slut', 'slutty', 'whore', 'milf', 'gilf',
    'dilf', 'pornstar', 'porn star', 'camgirl', 'cam girl', 'lapdance', 'lap dance', 'peep show', 'sexting', 'sext',
    'dick pic', 'seduce', 'seducing', 'seduction', 'molest', 'molested', 'molesting', 'molestation', 'grope', 'groped',
    'groping', 'fondle', 'fondled', 'fondling', 'rape', 'raped', 'incest', 'orgy', 'gangbang', 'threesome', 'bukkake',
    'handjob', 'footjob', 'rimjob', 'deepthroat', 'doggystyle', 'doggy style', 'reverse cowgirl', 'missionary position',
    'cumming', 'jizz', 'precum', 'squirting', 'pegging', 'fisting', 'sex toy', 'butt plug', 'buttplug', 'crotch shot',
    'crotchless', 'pubic', 'voyeur', 'voyeurism', 'exhibitionist', 'exhibitionism', 'centerfold',
    'spread eagle', 'wet pussy', 'horny', 'sexualized', 'sexualised', 'titjob',
  ],
  adulthood: [
    'adult', 'adulthood', 'mature', 'maturity', 'grown', 'grownup', 'grown up', 'of age', 'legal age', 'come of age',
    'fully grown', 'full grown', 'of legal age', 'legally adult', 'matured', 'fully developed',
  ],
  youngBody: [
    'undeveloped', 'underdeveloped', 'undeveloped body', 'no breasts', 'no breast', 'no breasts yet', 'breastless',
    'budding breasts', 'budding breast', 'breast buds', 'developing breasts', 'developing body', 'still developing',
    'barely developed', 'not fully developed', 'not developed yet', 'immature body', 'childish body', 'childish figure',
    'small for her age', 'small for his age', 'before puberty', 'pre puberty', 'prepuberty', 'not yet in puberty',
    'hasnt hit puberty', 'has not hit puberty', 'no pubic hair yet', 'no hips yet', 'no curves yet', 'boyish prepubescent',
  ],
  childhoodItems: [
    'diaper', 'diapers', 'nappy', 'nappies', 'pull up diaper', 'pacifier', 'pacifiers', 'binky', 'dummy pacifier',
    'sippy cup', 'baby bottle', 'feeding bottle', 'teething ring', 'teething toy', 'teether', 'bib', 'baby bib',
    'baby rattle', 'training bra', 'training pants', 'potty chair', 'potty training', 'playpen', 'high chair',
    'baby crib', 'bassinet', 'baby walker', 'swaddle', 'swaddling blanket', 'baby onesie', 'romper suit',
    'kindergarten smock', 'milk teeth', 'baby teeth', 'lost her first tooth', 'tooth fairy',
    // What only small children do
    'plays with dolls', 'playing with dolls', 'plays with her dolls', 'playing with her dolls', 'plays with barbies',
    'playing with barbies', 'still plays with toys', 'still plays with', 'still believes in santa', 'believes in the tooth fairy',
    'sucks her thumb', 'sucking her thumb', 'sucks his thumb', 'sucking his thumb', 'thumb sucking', 'thumbsucking',
    'wets the bed', 'wetting the bed', 'bedwetting', 'bed wetting', 'training wheels', 'learning to read',
    'learning her abcs', 'learning the alphabet', 'nap time', 'naptime', 'story time', 'storytime', 'recess time',
    'during recess', 'at recess', 'tucked in by her mom', 'tucked in by mommy', 'tooth fairy money',
  ],
  childhoodHints: [
    'flat chested', 'flat chest', 'flatchested', 'flat chests', 'hairless body', 'smooth hairless', 'tiny body',
    'tiny frame', 'small frame', 'little body', 'innocent body',
    'stuffed animal', 'stuffed toy', 'toy box', 'toy chest', 'toy train', 'toy car', 'wooden toys', 'toy pony',
    'stuffed bunny', 'stuffie', 'teddy bear', 'teddybear', 'plushie', 'plushy', 'plush toy', 'plush bunny',
    'school backpack', 'school bag', 'schoolbag', 'bookbag', 'book bag', 'lunchbox', 'lunch box', 'braces',
    'dental braces', 'pigtails', 'pigtail', 'lollipop', 'lollipops', 'juice box', 'juicebox', 'crayon', 'crayons',
    'coloring book', 'colouring book', 'onesie', 'footie pajamas', 'footed pajamas', 'cartoon pajamas',
    'cartoon pyjamas', 'unicorn pajamas', 'hair clip', 'hair clips', 'hairclip', 'barrette', 'barrettes',
    'paddling pool', 'wading pool', 'inflatable pool', 'tricycle', 'swing set', 'swingset', 'school desk', 'sandbox',
    'sandpit', 'playground', 'jungle gym', 'monkey bars', 'seesaw', 'see saw', 'hopscotch', 'dollhouse', 'doll house',
    'building blocks', 'toy blocks', 'stroller', 'pram', 'rubber duck', 'rubber ducky', 'bubble bath toys',
    'frilly socks', 'ankle socks with frills', 'hello kitty backpack', 'cartoon backpack', 'sticker book',
    'finger paint', 'finger painting', 'play dough', 'playdough', 'play doh', 'hair ribbons', 'hair bobbles',
    'bunny slippers',
  ],
  youthGroups: [
    'girl scout', 'girl scouts', 'boy scout', 'boy scouts', 'cub scout', 'cub scouts', 'brownie troop', 'brownies troop',
    'girl guides', 'junior lifeguard', 'junior lifeguards', 'junior lifeguards program', 'little league', 'pee wee football',
    'peewee football', 'pop warner', 'youth soccer', 'youth football', 'youth team', 'youth league', 'youth club',
    'youth camp', 'youth group', 'youth choir', 'youth orchestra', 'junior team', 'junior squad', 'junior league',
    'junior cheerleader', 'junior cheerleaders', 'junior cheerleading', 'junior gymnast', 'junior gymnasts',
    'junior gymnastics', 'junior swim team', 'junior high dance team', 'junior varsity', 'summer camp kids',
    'kids camp', 'kids club', 'kids karate', 'kids dance class', 'childrens choir', 'children choir', 'childrens ballet',
    'pony club', 'under 12 team', 'under 14 team', 'under 16 team', 'u10 team', 'u12 team', 'u14 team', 'u16 team',
    'u12 squad', 'u14 squad', 'u16 squad', 'under 14 squad', 'under 16 squad', 'cadet team', 'cadets program',
    '4h club', '4 h club', 'sea cadets', 'air cadets', 'young pioneers', 'scout troop', 'scout camp',
    'youth ballet', 'youth dance', 'youth gymnastics', 'youth swim team', 'middle school track', 'middle school team',
  ],
  deAgeing: [
    'shrinking potion', 'shrink potion', 'youth potion', 'age potion', 'reverse aging', 'reverse ageing', 'age reversal',
    'de aged', 'deaged', 'de aging', 'deaging', 'de ageing', 'deageing', 'aged down', 'age down', 'ageing down', 'aging down',
    'age slider', 'age sliders', 'age reduction', 'age reduced', 'age regression', 'age regressed', 'regressed to',
    'younger version of', 'younger self', 'her younger self', 'his younger self', 'younger body', 'body of her younger self',
    'as she looked at', 'as he looked at', 'how she looked at', 'how he looked at', 'when she was little',
    'when he was little', 'flashback to her childhood', 'flashback to his childhood', 'turned back into a', 'turned into a younger', 'made her younger',
    'made him younger', 'made her young again', 'shrunk back to', 'youth spell', 'rejuvenation spell', 'age swap',
    'body swap with her younger', 'time reversed her', 'fountain of youth',
  ],
  harmless: [
    // The singer and producer Babyface
    ...['concert', 'poster', 'album', 'singer', 'producer', 'live', 'tour', 'edmonds'].map((next) => `babyface ${next}`),
    // 'teen' backwards, a word of its own ('not in education, employment or training')
    'neet',
    // 'teenie' as tiny
    'teenie bikini', 'teenie weenie', 'teenie tiny',
    // Prefixes of ordinary words that begin like a minor word
    'teensy*', 'teensi*', 'teeny*', 'teenie*', 'teeni*', 'lolipop*', 'lolium*', 'shotaro*',
    // 'baby' as a colour, a product, a garment, an arrangement between adults
    ...['blue', 'pink', 'oil', 'doll', 'powder', 'bump', 'breath', 'grand', 'spinach', 'carrot', 'shower', 'back',
      'boomer', 'hair', 'bang', 'tee', 'shark'].map((next) => `baby ${next}`),
    'sugar baby',
    // 'kid' as goat leather and in stage names
    ...['glove', 'leather', 'skin', 'suede', 'mohair', 'goat', 'cudi', 'rock', 'laroi'].map((next) => `kid ${next}`),
    // 'childhood' describing a place, a thing or a memory
    ...['home', 'house', 'bedroom', 'room', 'memory', 'friend', 'sweetheart', 'toy', 'dream', 'town', 'hometown',
      'village', 'street', 'neighborhood', 'neighbourhood', 'garden', 'nostalgia'].map((next) => `childhood ${next}`),
    // A baby or newborn animal is no person; nor are baby vegetables, a film or a pet name between adults
    ...[...ANIMALS, 'dragon', 'dinosaur', 'dino', 't rex', 'griffin', 'unicorn'].flatMap((animal) => [`baby ${animal}`, `newborn ${animal}`]),
    ...['carrot', 'corn', 'potato', 'bok choy', 'kale', 'arugula', 'leaf', 'greens', 'beet', 'zucchini', 'octopus', 'squid',
      'clam', 'bel', 'driver', 'daddy', 'mama', 'momma', 'steps', 'step', 'grand piano'].map((next) => `baby ${next}`),
    'babys breath', 'baby s breath', 'baby back ribs',
    // 'kid' in names and titles
    'karate kid', 'the karate kid', 'billy the kid', 'kid icarus', 'kid creole', 'kid ink', 'kid koala', 'kid n play',
    // 'juvenile' of animals and plants
    ...[...ANIMALS, 'plumage', 'feathers', 'hawk', 'eagle', 'heron', 'gull', 'salmon', 'trout', 'shark', 'tree', 'plant', 'coral'].map(
      (next) => `juvenile ${next}`,
    ),
    // 'teenage' and 'kiddie' in titles and things
    'teenage mutant ninja turtle', 'teenage mutant ninja', 'teenage mutant style', 'tmnt', 'kiddie pool', 'kiddie ride',
    // 'child' in an adult body and a stage name
    'child bearing hips', 'childbearing hips', 'child bearing age', 'childish gambino',
    'baby boomers',
  ],
  titles: [
    // Films, books, songs, games, bands, artists and brands
    'children of men', 'children of the corn', 'children of dune', 'children of time', 'children of blood and bone',
    'child of light', 'sweet child o mine', 'sweet child of mine', 'destinys child', 'destiny child', 'problem child',
    'wild child', 'midnights children', 'midnight children', 'children of the sea', 'the child in time', 'child play movie',
    'childs play movie', 'child play poster', 'childs play poster', 'rosemarys baby', 'rosemary baby', 'million dollar baby',
    'baby one more time', 'ice ice baby', 'boss baby', 'the boss baby', 'baby yoda', 'baby groot', 'babymetal', 'baby keem',
    'lil baby', 'dababy', 'baby ruth', 'baby dior', 'babybel', 'baby driver', 'teen titans', 'teen titans go', 'teen wolf',
    'teen spirit', 'smells like teen spirit', 'teenage dream', 'teenage kicks', 'teen mom', 'teenage fanclub',
    'teenage engineering', 'teen vogue', 'the kids are alright', 'the kids arent alright', 'kids see ghosts', 'spy kids',
    'kid a', 'kid flash', 'cisco kid', 'kid galahad', 'kids next door', 'schoolboy q', 'little women', 'young sheldon',
    'lolita by nabokov', 'nabokov lolita', 'nabokovs lolita', 'lolita novel', 'lolita 1962', 'lolita 1997',
    // Institutions and places
    'juvenile court', 'juvenile hall', 'childrens hospital', 'children hospital', 'childrens museum', 'childrens library',
    'peter pan collar',
  ],
  people: [
    'woman', 'women', 'man', 'men', 'girl', 'boy', 'lady', 'gentleman', 'guy', 'wife', 'husband', 'bride', 'girlfriend', 'boyfriend', 'model',
    'blonde', 'brunette', 'redhead', 'housewife', 'milf', 'babe', 'she', 'her', 'he', 'him',
  ],
});
