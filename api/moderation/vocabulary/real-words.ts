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
/** Numbers from 2 to 17 in the vocabularies' words that are English words too ('lima', 'solo'): not read as ages beside a person word. */
export const NUMBER_WORDS_ALSO_ENGLISH: readonly string[] = [
  'afar', 'bish', 'cauda', 'chai', 'char', 'chay', 'chin', 'chyle', 'cuatro', 'disa',
  'divi', 'dolos', 'dort', 'dose', 'dues', 'hames', 'hing', 'kaks', 'kane', 'kune',
  'liang', 'lima', 'mana', 'matatu', 'meta', 'nane', 'pandar', 'pyat', 'pyats', 'quatorze',
  'quatre', 'quinze', 'rong', 'sais', 'sambo', 'sanga', 'sechs', 'seis', 'seize', 'sept',
  'sere', 'sextan', 'shan', 'shash', 'shier', 'sola', 'solah', 'solo', 'song', 'tara',
  'tatu', 'tehr', 'tete', 'tort', 'tres', 'trez', 'trois', 'twee', 'vier',
];
