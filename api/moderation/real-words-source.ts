import { createRequire } from 'node:module';
import { Misspellings } from './lexicon';
import { checkPrompt, MISSPELLING_KEYS } from './policy';

/**
 * The dictionary words that are one edit from a key word of the policy, or one written backwards: the
 * real words the policy must not take for a misspelling (those it refuses as they are left out). Read from a dictionary package (a development
 * dependency) by scripts/real-words.ts and by the test that keeps the committed list true.
 */
export function realWordsNearKeys(): string[] {
  const dictionary = createRequire(import.meta.url)('an-array-of-english-words') as string[];
  const keys = new Set(MISSPELLING_KEYS);
  const near = new Misspellings(MISSPELLING_KEYS, []);
  // Words the policy refuses as they are ('teenagers', 'toddlers') need no protection from misspelling.
  return dictionary.filter((word) => !keys.has(word) && near.of(word) !== undefined && checkPrompt({ prompt: word }).allowed).sort();
}
