import { createRequire } from 'node:module';
import { Misspellings, TermSet } from './lexicon';
import { GlueVocabulary, readWords } from './normalise';
import { MINOR_TERMS, MISSPELLING_KEYS } from './policy';
import { foldText } from './normalise';
import { LANGUAGES } from './vocabulary';

/**
 * The dictionary words that are one edit from a key word of the policy, or one written backwards: the
 * real words the policy must not take for a misspelling. Words that are minor words as written
 * ('teenagers', 'toddlers') are left out: they need no protection. Read from a dictionary package (a
 * development dependency) by scripts/real-words.ts and by the test that keeps the committed list true.
 */
const englishWords = () => createRequire(import.meta.url)('an-array-of-english-words') as string[];

export function realWordsNearKeys(): string[] {
  const dictionary = englishWords();
  const near = new Misspellings(MISSPELLING_KEYS, []);
  const asWritten = new TermSet(MINOR_TERMS);
  const glue = new GlueVocabulary([]);
  const isMinorWord = (word: string) => {
    const [read] = readWords(word, glue).readings[0] ?? [];
    return read !== undefined && asWritten.whole(read) !== undefined;
  };
  return dictionary.filter((word) => near.of(word) !== undefined && !isMinorWord(word)).sort();
}

/**
 * The numbers from 1 to 17 in the words of the vocabularies that, folded to Latin letters, are also
 * English words of three letters or more ('lima', 'solo', 'sex', 'hat'; shorter ones are never read): a
 * sexual prompt that uses them in English does not state an age, so they are not read as numbers beside
 * a person word.
 */
export function numberWordsAlsoEnglish(): string[] {
  const dictionary = new Set(englishWords());
  const folded = LANGUAGES.flatMap((language) =>
    Object.entries(language.numberWords)
      .filter(([, value]) => value >= 1 && value <= 17)
      .map(([written]) => foldText(written.replace(/^=|\*$/g, '')).trim()),
  );
  return [...new Set(folded.filter((word) => word.length >= 3 && dictionary.has(word)))].sort();
}
