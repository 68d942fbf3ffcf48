import type { LanguageVocabulary } from '../types';

/** The languages of this region, each in its own file in vocabulary/. */
export const AFRICA_LANGUAGES: readonly LanguageVocabulary[] = [];
