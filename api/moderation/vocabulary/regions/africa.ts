import type { LanguageVocabulary } from '../types';
import af from '../af';
import ak from '../ak';
import am from '../am';
import ff from '../ff';
import ha from '../ha';
import ig from '../ig';
import ln from '../ln';
import mg from '../mg';
import om from '../om';
import rw from '../rw';
import sn from '../sn';
import so from '../so';
import sw from '../sw';
import ti from '../ti';
import xh from '../xh';
import yo from '../yo';
import zu from '../zu';

/** The languages of this region, each in its own file in vocabulary/. */
export const AFRICA_LANGUAGES: readonly LanguageVocabulary[] = [
  sw, ha, yo, ig, am, om, so, zu, xh, rw, sn, ak, mg, ff, ti, af, ln,
];
