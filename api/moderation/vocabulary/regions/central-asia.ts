import type { LanguageVocabulary } from '../types';

/** The languages of this region, each in its own file in vocabulary/. */
export const CENTRAL_ASIA_LANGUAGES: readonly LanguageVocabulary[] = [];
