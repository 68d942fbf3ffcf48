/**
 * Writes api/moderation/vocabulary/real-words.ts: the English words one edit away from a key word of
 * the content policy, or a key word backwards, which must never be taken for a misspelling of it
 * ('chile', 'chili', 'toddle'); and the vocabularies' number words that are English words too ('lima',
 * 'solo'), never read as ages beside a person word. Run it after changing the English minor words or
 * any language's number words:
 *   bun scripts/real-words.ts
 * api/moderation/misspellings.test.ts fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { numberWordsAlsoEnglish, realWordsNearKeys } from '../api/moderation/real-words-source';

const rows = (list: readonly string[]) => {
  const lines = [];
  for (let index = 0; index < list.length; index += 10)
    lines.push(
      `  ${list
        .slice(index, index + 10)
        .map((word) => `'${word}'`)
        .join(', ')},`,
    );
  return lines.join('\n');
};
const words = realWordsNearKeys();
const numbers = numberWordsAlsoEnglish();
const file = join(import.meta.dirname, '..', 'api', 'moderation', 'vocabulary', 'real-words.ts');
writeFileSync(
  file,
  `// Made by scripts/real-words.ts from the an-array-of-english-words dictionary: do not edit by hand.\n` +
    `/** English words one edit from a key word of the content policy, or one backwards: never a misspelling. */\n` +
    `export const REAL_WORDS_NEAR_KEYS: readonly string[] = [\n${rows(words)}\n];\n` +
    `/** Numbers from 1 to 17 in the vocabularies' words that are English words too ('lima', 'solo', 'sex'): not read as ages beside a person word. */\n` +
    `export const NUMBER_WORDS_ALSO_ENGLISH: readonly string[] = [\n${rows(numbers)}\n];\n`,
);
console.log(`${file}: ${words.length} words near key words, ${numbers.length} number words also English`);
