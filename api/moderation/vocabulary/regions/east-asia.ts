import type { LanguageVocabulary } from '../types';
import yue from '../yue';
import nan from '../nan';
import wuu from '../wuu';
import jv from '../jv';
import su from '../su';
import ms from '../ms';
import ceb from '../ceb';
import ilo from '../ilo';
import my from '../my';
import km from '../km';
import lo from '../lo';
import ht from '../ht';
import cmn from '../zh-latn';

/** The languages of this region, each in its own file in vocabulary/. */
export const EAST_ASIA_LANGUAGES: readonly LanguageVocabulary[] = [yue, nan, wuu, jv, su, ms, ceb, ilo, my, km, lo, ht, cmn];
