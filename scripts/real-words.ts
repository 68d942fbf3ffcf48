/**
 * Writes api/moderation/vocabulary/real-words.ts: the English words one edit away from a key word of
 * the content policy, or a key word backwards, which must never be taken for a misspelling of it
 * ('chile', 'chili', 'toddle'). Run it after changing the English minor words:
 *   bun scripts/real-words.ts
 * api/moderation/misspellings.test.ts fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { realWordsNearKeys } from '../api/moderation/real-words-source';

const words = realWordsNearKeys();
const lines = [];
for (let index = 0; index < words.length; index += 10) lines.push(`  ${words.slice(index, index + 10).map((word) => `'${word}'`).join(', ')},`);
const file = join(import.meta.dirname, '..', 'api', 'moderation', 'vocabulary', 'real-words.ts');
writeFileSync(
  file,
  `// Made by scripts/real-words.ts from the an-array-of-english-words dictionary: do not edit by hand.\n` +
    `/** English words one edit from a key word of the content policy, or one backwards: never a misspelling. */\n` +
    `export const REAL_WORDS_NEAR_KEYS: readonly string[] = [\n${lines.join('\n')}\n];\n`,
);
console.log(`${file}: ${words.length} words`);
