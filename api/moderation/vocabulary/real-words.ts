// Made by scripts/real-words.ts from the an-array-of-english-words dictionary: do not edit by hand.
/** English words one edit from a key word of the content policy, or one backwards: never a misspelling. */
export const REAL_WORDS_NEAR_KEYS: readonly string[] = [
  'airn', 'atween', 'barn', 'biddies', 'biddy', 'cairn', 'chid', 'chield', 'childe', 'chile',
  'chili', 'chill', 'chota', 'coddler', 'deens', 'diddies', 'diddy', 'etens', 'feens', 'giddies',
  'giddy', 'hild', 'incant', 'infanta', 'infante', 'keens', 'kiddied', 'kiddier', 'kiddiers', 'kiddle',
  'kiddles', 'kidgie', 'kindie', 'kindies', 'kindy', 'middie', 'middies', 'middy', 'peens', 'reens',
  'rubescence', 'rubescent', 'shoat', 'shola', 'shot', 'shote', 'shots', 'shott', 'skiddy', 'steens',
  'teels', 'teems', 'teers', 'tees', 'teins', 'tenes', 'tens', 'terns', 'thenage', 'thens',
  'tiddies', 'tiddler', 'tiddy', 'toddle', 'toddled', 'toddles', 'treen', 'treens', 'twee', 'tweed',
  'tweel', 'tweenage', 'tweenies', 'tweeny', 'tweer', 'tweet', 'underate', 'ween', 'weenie', 'weens',
  'widdie', 'widdies', 'widdy',
];
/** Numbers from 1 to 17 in the vocabularies' words that are English words too ('lima', 'solo', 'sex'): not read as ages beside a person word. */
export const NUMBER_WORDS_ALSO_ENGLISH: readonly string[] = [
  'afar', 'bar', 'bish', 'car', 'cauda', 'cha', 'chai', 'char', 'chay', 'che',
  'chin', 'chyle', 'cuatro', 'cud', 'dah', 'disa', 'divi', 'dolos', 'don', 'dort',
  'dos', 'dose', 'dry', 'dues', 'dui', 'een', 'elf', 'fem', 'gau', 'hade',
  'hames', 'hing', 'kaks', 'kane', 'ket', 'kow', 'kune', 'liang', 'lima', 'mana',
  'matatu', 'meta', 'moko', 'mot', 'nane', 'nef', 'pac', 'pandar', 'peh', 'pet',
  'pyat', 'pyats', 'quatorze', 'quatre', 'quinze', 'rong', 'sais', 'sam', 'sambo', 'san',
  'sanga', 'sap', 'sat', 'sechs', 'sei', 'seis', 'seize', 'sept', 'sere', 'sex',
  'sextan', 'sez', 'sha', 'shan', 'shash', 'shier', 'sib', 'sim', 'six', 'sny',
  'sol', 'sola', 'solah', 'solo', 'song', 'sty', 'tara', 'tatu', 'tav', 'tehr',
  'tete', 'tin', 'tort', 'tot', 'tres', 'trez', 'trois', 'try', 'tun', 'twa',
  'twee', 'vier',
];
