import { vocabulary } from './types';

/**
 * English. 'kid', 'baby' and 'childhood' are minors unless written in one of their harmless phrases
 * ('kid gloves', 'baby blue', 'sugar baby', 'childhood home'); 'teen' begins many words ('teenporn') and
 * a few harmless ones ('teensy'). 'minor' is read in its company by the policy itself (musical keys,
 * 'minor details').
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
    'not legal yet', 'not yet legal', 'almost legal', 'nearly legal', 'still a minor', 'not of age', 'not yet of age',
    'under the age of consent', 'below the age of consent', 'under the legal age', 'below the legal age',
    'under legal age', 'below legal age',
  ],
  lifeEvents: [
    'elementary', 'mitzvah', 'bar mitzvah', 'bat mitzvah', 'bas mitzvah', 'confirmation class', 'first communion',
  ],
  minorCues: [
    'cub', 'childish', 'bebe', 'jk', 'jc', 'js', 'seifuku', 'serafuku',
    'school uniform', 'sailor uniform', 'little sister', 'little brother', 'little sis', 'lil sis', 'lil bro',
    'young looking', 'looks young',
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
  ],
  adulthood: ['adult', 'adulthood', 'mature', 'maturity', 'grown', 'grownup', 'grown up', 'of age', 'legal age', 'come of age'],
  harmless: [
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
  ],
});
