import type { LanguageVocabulary } from '../types';
import hu from '../hu';
import ro from '../ro';
import bg from '../bg';
import hr from '../hr';
import sr from '../sr';
import sl from '../sl';
import sk from '../sk';
import et from '../et';
import lv from '../lv';
import lt from '../lt';
import mt from '../mt';
import ga from '../ga';
import sq from '../sq';
import be from '../be';
import ca from '../ca';

/** The languages of this region, each in its own file in vocabulary/. */
export const EUROPE_LANGUAGES: readonly LanguageVocabulary[] = [hu, ro, bg, hr, sr, sl, sk, et, lv, lt, mt, ga, sq, be, ca];
