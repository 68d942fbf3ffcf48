import { createRequire } from 'node:module';
import { Misspellings, TermSet } from './lexicon';
import { GlueVocabulary, readWords } from './normalise';
import { MINOR_TERMS, MISSPELLING_KEYS } from './policy';

/**
 * The dictionary words that are one edit from a key word of the policy, or one written backwards: the
 * real words the policy must not take for a misspelling. Words that are minor words as written
 * ('teenagers', 'toddlers') are left out: they need no protection. Read from a dictionary package (a
 * development dependency) by scripts/real-words.ts and by the test that keeps the committed list true.
 */
export function realWordsNearKeys(): string[] {
  const dictionary = createRequire(import.meta.url)('an-array-of-english-words') as string[];
  const near = new Misspellings(MISSPELLING_KEYS, []);
  const asWritten = new TermSet(MINOR_TERMS);
  const glue = new GlueVocabulary([]);
  const isMinorWord = (word: string) => {
    const [read] = readWords(word, glue).readings[0] ?? [];
    return read !== undefined && asWritten.whole(read) !== undefined;
  };
  return dictionary.filter((word) => near.of(word) !== undefined && !isMinorWord(word)).sort();
}
