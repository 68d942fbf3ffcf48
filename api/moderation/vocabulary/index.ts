import type { LanguageVocabulary } from './types';
import en from './en';
import ja from './ja';
import zh from './zh';
import ko from './ko';
import ru from './ru';
import uk from './uk';
import es from './es';
import pt from './pt';
import fr from './fr';
import it from './it';
import de from './de';
import nl from './nl';
import pl from './pl';
import cs from './cs';
import tr from './tr';
import id from './id';
import vi from './vi';
import th from './th';
import tl from './tl';
import ar from './ar';
import fa from './fa';
import he from './he';
import hi from './hi';
import bn from './bn';
import el from './el';
import sv from './sv';
import no from './no';
import da from './da';
import fi from './fi';
import is from './is';
import { AFRICA_LANGUAGES } from './regions/africa';
import { CENTRAL_ASIA_LANGUAGES } from './regions/central-asia';
import { EAST_ASIA_LANGUAGES } from './regions/east-asia';
import { EUROPE_LANGUAGES } from './regions/europe';
import { SOUTH_ASIA_LANGUAGES } from './regions/south-asia';

/** Every language the content policy reads; each file is one language's vocabulary. */
export const LANGUAGES: readonly LanguageVocabulary[] = [
  en, ja, zh, ko, ru, uk, es, pt, fr, it, de, nl, pl, cs, tr, id, vi, th, tl, ar, fa, he, hi, bn, el, sv, no, da, fi, is,
  ...EUROPE_LANGUAGES, ...SOUTH_ASIA_LANGUAGES, ...EAST_ASIA_LANGUAGES, ...CENTRAL_ASIA_LANGUAGES, ...AFRICA_LANGUAGES,
];

export type { LanguageVocabulary } from './types';
