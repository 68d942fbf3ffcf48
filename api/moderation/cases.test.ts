import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPrompt } from './policy';
import { LANGUAGES } from './vocabulary';

/**
 * The team's table of prompts, one file per language in cases/: what the policy must refuse (with the
 * rule that refuses it, or 'refuse' for any rule) and what it must allow. Columns, tab-separated:
 * expect, kind, prompt, negative prompt (optional). Lines starting with '#' are comments. Birth years
 * are read against a fixed clock.
 */
const NOW = new Date('2026-06-15T12:00:00Z');
const DIRECTORY = join(import.meta.dirname, 'cases');
const RULES = new Set([
  'refuse',
  'minor_reference',
  'school_level',
  'age_of_consent',
  'life_stage',
  'fictional_minor',
  'minor_coded',
  'minor_age',
  'minor_birth_year',
  'sexual_minor_negative',
]);

interface Row {
  line: number;
  expect: string;
  kind: string;
  prompt: string;
  negative?: string;
}

function readTable(file: string): Row[] {
  return readFileSync(join(DIRECTORY, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim() !== '' && !text.startsWith('#'))
    .map(({ text, line }) => {
      const [expect = '', kind = '', prompt = '', negative] = text.split('\t');
      return { line, expect, kind, prompt, negative: negative || undefined };
    });
}

const FILES = readdirSync(DIRECTORY)
  .filter((file) => file.endsWith('.tsv'))
  .sort();
const TABLES = new Map(FILES.map((file) => [file.replace(/\.tsv$/, ''), readTable(file)]));

describe('the team table of prompts', () => {
  it('has a file for every language of the vocabulary, and at least 1,500 rows', () => {
    expect([...TABLES.keys()].sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
    expect([...TABLES.values()].flat().length).toBeGreaterThanOrEqual(1500);
  });

  it('has well-formed rows: a known verdict, a kind and a prompt', () => {
    for (const [code, rows] of TABLES) {
      for (const row of rows) {
        expect(row.expect === 'allow' || RULES.has(row.expect), `${code}.tsv:${row.line} ${row.expect}`).toBe(true);
        expect(row.kind, `${code}.tsv:${row.line}`).not.toBe('');
        expect(row.prompt, `${code}.tsv:${row.line}`).not.toBe('');
      }
    }
  });
});

for (const [code, rows] of TABLES) {
  describe(`cases/${code}.tsv`, () => {
    it('holds both prompts that must be refused and prompts that must be allowed', () => {
      expect(rows.some((row) => row.expect === 'allow')).toBe(true);
      expect(rows.some((row) => row.expect !== 'allow')).toBe(true);
    });

    it.each(rows.map((row) => [`${row.line}: ${row.expect} ${row.kind} ${JSON.stringify(row.prompt)}`, row] as const))(
      '%s',
      (_name, row) => {
        const verdict = checkPrompt({ prompt: row.prompt, negativePrompt: row.negative }, { now: NOW });
        if (row.expect === 'allow') {
          expect(verdict).toEqual({ allowed: true });
        } else {
          expect(verdict.allowed).toBe(false);
          if (row.expect !== 'refuse' && !verdict.allowed) expect(verdict.rule).toBe(row.expect);
        }
      },
    );
  });
}
