import type { LanguageVocabulary } from '../types';
import as from '../as';
import bho from '../bho';
import gu from '../gu';
import kn from '../kn';
import mai from '../mai';
import ml from '../ml';
import mr from '../mr';
import ne from '../ne';
import or from '../or';
import pa from '../pa';
import sd from '../sd';
import si from '../si';
import ta from '../ta';
import te from '../te';
import ur from '../ur';

/** The languages of this region, each in its own file in vocabulary/. */
export const SOUTH_ASIA_LANGUAGES: readonly LanguageVocabulary[] = [ur, mr, te, ta, gu, kn, ml, pa, or, ne, as, si, sd, bho, mai];
