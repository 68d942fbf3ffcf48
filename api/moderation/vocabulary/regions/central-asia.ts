import type { LanguageVocabulary } from '../types';
import arz from '../ar-latn';
import az from '../az';
import hy from '../hy';
import ka from '../ka';
import kk from '../kk';
import ku from '../ku';
import ky from '../ky';
import mn from '../mn';
import ps from '../ps';
import tg from '../tg';
import tk from '../tk';
import tt from '../tt';
import ug from '../ug';
import uz from '../uz';

/** The languages of this region, each in its own file in vocabulary/. */
export const CENTRAL_ASIA_LANGUAGES: readonly LanguageVocabulary[] = [uz, kk, az, ps, ku, ug, mn, hy, ka, tg, ky, tk, tt, arz];
