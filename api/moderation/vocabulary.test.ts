import { describe, expect, it } from 'vitest';
import { foldText } from './normalise';
import { LANGUAGES } from './vocabulary';
import type { LanguageVocabulary } from './vocabulary/types';

const LISTS = [
  'minors',
  'schoolLevels',
  'ageOfConsent',
  'lifeEvents',
  'minorCues',
  'fictionalMinors',
  'sexual',
  'adulthood',
  'harmless',
  'titles',
  'youngBody',
  'childhoodItems',
  'ageUnits',
  'ageWords',
] as const satisfies readonly (keyof LanguageVocabulary)[];

describe('the vocabulary files', () => {
  it('has one file a language, each with a distinct ISO 639 code (two letters, or three for a language without them)', () => {
    const codes = LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2,3}$/);
  });

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s: names minors, sexual words and adulthood',
    (_code, language) => {
      expect(language.minors.length).toBeGreaterThan(0);
      expect(language.sexual.length).toBeGreaterThan(0);
      expect(language.adulthood.length).toBeGreaterThan(0);
    },
  );

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s: writes every term as a term (no blank, no stray spaces or marks)',
    (_code, language) => {
      for (const list of LISTS) {
        for (const term of language[list]) {
          expect(term, `${language.code}.${list}`).toBe(term.trim());
          expect(term, `${language.code}.${list}`).not.toMatch(/\s{2}|^\*|\*.|^=$/);
          expect(foldText(term.replace(/^=|\*$/g, '')).length, `${language.code}.${list}: ${term}`).toBeGreaterThan(0);
        }
      }
    },
  );

  it('does not list a minor word as harmless in the same language: an exception covers only what is wider than itself', () => {
    for (const language of LANGUAGES) {
      const harmless = new Set(language.harmless);
      expect(
        language.minors.filter((term) => harmless.has(term)),
        language.code,
      ).toEqual([]);
    }
  });
});
