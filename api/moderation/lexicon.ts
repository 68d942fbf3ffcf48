/**
 * How the content policy finds its terms in a prompt: lexicons of words and phrases read on the words of
 * normalise.ts, and TermSet, which compiles a vocabulary list (vocabulary/types.ts says how its terms
 * are written) into those and a pattern for the scripts written without spaces.
 */
import { foldNative, foldScript, foldText, squeezeLetters, type Word } from './normalise';

/** Terms looked up by any spelling of a word; phrases are also found written as one word. */
export class Lexicon {
  /** Every term written as one word. */
  readonly keys: string[] = [];
  private readonly exact = new Map<string, string>();
  private readonly squeezed = new Map<string, string>();

  constructor(terms: readonly string[]) {
    for (const term of terms) {
      const key = term.replaceAll(' ', '');
      this.keys.push(key);
      this.exact.set(key, term);
      this.squeezed.set(squeezeLetters(key), term);
    }
  }

  find(word: Word | undefined): string | undefined {
    if (!word) return undefined;
    for (const form of word.forms) {
      const term = this.exact.get(form);
      if (term) return term;
    }
    for (const form of word.squeezed) {
      const term = this.squeezed.get(form);
      if (term) return term;
    }
    return undefined;
  }
}

interface PhrasePart {
  word: string;
  squeezed: string;
}

interface Phrase {
  text: string;
  parts: readonly PhrasePart[];
}

/**
 * Multi-word phrases, found at a position in the word list. Punctuation between the words is ignored.
 * Phrases are indexed by their first two words, so a word that begins no phrase costs a lookup or two.
 */
export class PhraseList {
  /** By a spelling of the first word, then by the second word as written ([0]) and squeezed ([1]). */
  private readonly byFirst = new Map<string, [Map<string, Phrase[]>, Map<string, Phrase[]>]>();

  constructor(phrases: readonly string[]) {
    for (const text of phrases) {
      const parts = text.split(' ').map((word) => ({ word, squeezed: squeezeLetters(word) }));
      const [first, second] = parts;
      if (!first || !second) continue;
      const phrase = { text, parts };
      for (const firstKey of new Set([first.word, first.squeezed])) {
        const bySecond = this.byFirst.get(firstKey) ?? [new Map<string, Phrase[]>(), new Map<string, Phrase[]>()];
        this.byFirst.set(firstKey, bySecond);
        for (const [map, key] of [
          [bySecond[0], second.word],
          [bySecond[1], second.squeezed],
        ] as const) {
          const list = map.get(key) ?? [];
          if (!list.includes(phrase)) list.push(phrase);
          map.set(key, list);
        }
      }
    }
  }

  /** The phrase starting at `index`; with `withinPhrase`, only when no phrase break separates its words. */
  find(words: readonly Word[], index: number, withinPhrase = false): string | undefined {
    return this.findAll(words, index, withinPhrase, true)[0];
  }

  /** Every phrase starting at `index`, in the order find would try them. */
  findAll(words: readonly Word[], index: number, withinPhrase = false, first = false): string[] {
    const found: string[] = [];
    const word = words[index];
    const next = words[index + 1];
    if (!word || !next || (withinPhrase && next.joinBefore === 'break')) return found;
    for (const forms of [word.forms, word.squeezed]) {
      for (const form of forms) {
        const bySecond = this.byFirst.get(form);
        if (!bySecond) continue;
        for (const [map, nextForms] of [
          [bySecond[0], next.forms],
          [bySecond[1], next.squeezed],
        ] as const) {
          for (const nextForm of nextForms) {
            for (const phrase of map.get(nextForm) ?? []) {
              const matches = phrase.parts.every((part, offset) => {
                if (offset < 2) return true;
                const later = words[index + offset];
                return isWord(later, part) && !(withinPhrase && later?.joinBefore === 'break');
              });
              if (matches && !found.includes(phrase.text)) {
                found.push(phrase.text);
                if (first) return found;
              }
            }
          }
        }
      }
    }
    return found;
  }
}

function isWord(word: Word | undefined, target: PhrasePart): boolean {
  return !!word && (word.forms.includes(target.word) || (word.squeezed.length > 0 && word.squeezed.includes(target.squeezed)));
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

/**
 * A pattern matching any of the words, longest first, with common beginnings factored out ('tre|trece|
 * tredici' → 'tre(?:ce|dici)?'): the engine then reads each character once instead of trying every
 * word at every word start.
 */
export function alternatives(words: readonly string[]): string {
  const root: TrieNode = { end: false, next: new Map() };
  for (const word of words) {
    let node = root;
    for (const character of word) {
      let child = node.next.get(character);
      if (!child) node.next.set(character, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.next].map(([character, child]) => escape(character) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
    return node.end ? `(?:${body})?` : body;
  };
  return emit(root);
}

/** Scripts written without spaces between words (and Korean, whose particles join the word): terms are found inside words. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Scripts that foldText transliterates letter for letter, so their terms are compared in Latin letters. */
export const LATIN_READABLE = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}]+$/u;
const MIN_STEM = 3;

/** Terms of one native text: found anywhere, as whole words, or as beginnings of words. */
interface NativeTerms {
  /** Chinese, Japanese, Thai...: found anywhere, also across spaces and punctuation. */
  unspaced: string[];
  /** Korean, and abbreviations of the other scripts: found anywhere, but not across a space or without their dots. */
  inWords: string[];
  whole: string[];
  stems: string[];
}

const NOT_IN_WORD_BEFORE = '(?<![\\p{L}\\p{M}])';
const NOT_IN_WORD_AFTER = '(?![\\p{L}\\p{M}])';

const SCRIPT_NAMES = [
  'Arabic',
  'Hebrew',
  'Devanagari',
  'Bengali',
  'Thai',
  'Lao',
  'Khmer',
  'Myanmar',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Gujarati',
  'Gurmukhi',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Ethiopic',
  'Tibetan',
  'Mongolian',
] as const;
const SCRIPT_TESTS = SCRIPT_NAMES.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** A pattern that finds a letter of any script the terms are written in (any letter beyond Latin for others). */
export function scriptsOf(terms: readonly string[]): RegExp {
  const names = new Set<string>();
  for (const term of terms) {
    const found = SCRIPT_TESTS.find(([, test]) => test.test(term));
    if (!found) return /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
    names.add(found[0]);
  }
  return names.size === 0 ? /(?!)/u : new RegExp(`[${[...names].map((name) => `\\p{Script=${name}}`).join('')}]`, 'u');
}

/** A trie of the terms in which the space between the words of a phrase is also a dot, a dash, or nothing. */
const phrases = (terms: readonly string[]) => alternatives(terms).replaceAll(' ', '[\\s._-]{0,3}');

/**
 * One pattern for all the terms, each kind's terms as one trie (alternatives) with the word boundaries
 * around the group, not around every term: hundreds of terms of Arabic, Hebrew or Hindi compile in
 * milliseconds and are read in one pass. The native texts have their whitespace collapsed to one space.
 */
function nativePattern(terms: NativeTerms): RegExp | undefined {
  const parts = [
    terms.whole.length > 0 ? `${NOT_IN_WORD_BEFORE}(?:${phrases(terms.whole)})${NOT_IN_WORD_AFTER}` : '',
    terms.stems.length > 0 ? `${NOT_IN_WORD_BEFORE}(?:${phrases(terms.stems)})` : '',
    terms.inWords.length > 0 ? `(?:${phrases(terms.inWords)})` : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? new RegExp(parts.join('|'), 'gu') : undefined;
}

function unspacedPattern(terms: NativeTerms): RegExp | undefined {
  const joined = terms.unspaced.map((term) => term.replace(/[\s\p{P}]+/gu, '')).filter((term) => term !== '');
  return joined.length > 0 ? new RegExp(alternatives(joined), 'gu') : undefined;
}

interface StemNode {
  next: Map<string, StemNode>;
  /** The stem as written, when one ends here. */
  stem?: string;
}

/** A term found in the words of a prompt, and how many words it spans. */
export interface FoundTerm {
  term: string;
  length: number;
  /** Found by a stem or as a misspelling, not as written: a one-word exception ('teensy') may cover it. */
  loose: boolean;
}

/**
 * A prompt in its own scripts: marks removed and whitespace collapsed (foldScript), the same with no
 * spaces or punctuation at all for scripts written without spaces ('小 学 生', '小.学.生'), and as written
 * but for case (foldNative).
 */
export interface NativeTexts {
  script: string;
  joined: string;
  exact: string;
}

/** A term found in one of the native texts of a prompt, with where it is. */
export interface FoundSpan {
  term: string;
  start: number;
  end: number;
  text: keyof NativeTexts;
}

/**
 * One kind of vocabulary (minor words, sexual words...) of every language, compiled: Latin-readable
 * terms as words, phrases and stems read on the prompt's words; other scripts as one pattern read on
 * the prompt's native text (foldScript).
 */
export class TermSet {
  readonly words: Lexicon;
  readonly phrases: PhraseList;
  /** Stems by their spelling (folded, as written). */
  readonly stems = new Map<string, string>();
  /** Latin-readable words and phrases, folded. */
  readonly latin: readonly string[];
  /** The stems letter by letter: a word is walked only as far as it begins a stem. */
  private readonly stemTrie: StemNode = { next: new Map() };
  private readonly native: RegExp | undefined;
  private readonly unspaced: RegExp | undefined;
  /** A letter of any script the native terms are written in: a prompt without one has none of them. */
  private readonly scripts: RegExp;
  /** Terms written with '=' before them, found only spelt exactly so, accents included ('=niña' is not 'Nina'). */
  private readonly exact: RegExp | undefined;
  /** The longest phrase, in words. */
  readonly longestPhrase: number;

  /** Key words of the set also found misspelt or reversed. */
  readonly misspellings: Misspellings | undefined;

  constructor(terms: Iterable<string>, misspellings?: Misspellings) {
    this.misspellings = misspellings;
    const latin: string[] = [];
    const native: NativeTerms = { unspaced: [], inWords: [], whole: [], stems: [] };
    const exact: NativeTerms = { unspaced: [], inWords: [], whole: [], stems: [] };
    for (const written of terms) {
      const stem = written.endsWith('*');
      const term = stem ? written.slice(0, -1) : written;
      if (term.startsWith('=')) {
        (stem ? exact.stems : exact.whole).push(foldNative(term.slice(1)).replace(/\s+/g, ' '));
      } else if (LATIN_READABLE.test(term)) {
        const folded = foldText(term)
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim();
        if (!folded) continue;
        if (stem) this.stems.set(folded.replaceAll(' ', ''), written);
        else latin.push(folded);
      } else {
        const folded = foldScript(term).replace(/\s+/g, ' ');
        // Abbreviations ('ป.2', 'ด.ช.') keep their dots: without them they are two letters found in many words.
        const kind =
          HANGUL.test(term) || (UNSPACED_SCRIPT.test(term) && /\p{P}/u.test(term))
            ? 'inWords'
            : UNSPACED_SCRIPT.test(term)
              ? 'unspaced'
              : stem
                ? 'stems'
                : 'whole';
        native[kind].push(folded);
      }
    }
    this.latin = latin;
    this.words = new Lexicon(latin);
    this.phrases = new PhraseList(latin.filter((term) => term.includes(' ')));
    this.longestPhrase = Math.max(1, ...latin.map((term) => term.split(' ').length));
    for (const [stem, written] of this.stems) {
      let node = this.stemTrie;
      for (const character of stem) {
        let child = node.next.get(character);
        if (!child) node.next.set(character, (child = { next: new Map() }));
        node = child;
      }
      node.stem ??= written;
    }
    this.native = nativePattern(native);
    this.unspaced = unspacedPattern(native);
    this.exact = nativePattern(exact);
    this.scripts = scriptsOf([...native.unspaced, ...native.inWords, ...native.whole, ...native.stems]);
  }

  /** Every Latin term written as one word, and every stem: what glued fragments may spell. */
  get keys(): string[] {
    return [...this.words.keys, ...this.stems.keys()];
  }

  /** A word (glued from fragments) that is a term or begins with a stem. */
  whole(word: Word): string | undefined {
    return this.words.find(word) ?? this.stemOf(word) ?? this.misspellings?.find(word);
  }

  private stemOf(word: Word): string | undefined {
    if (this.stems.size === 0) return undefined;
    for (const forms of [word.forms, word.squeezed]) {
      for (const form of forms) {
        let node: StemNode | undefined = this.stemTrie;
        for (let index = 0; index < form.length && node; index++) {
          node = node.next.get(form[index] as string);
          if (node?.stem && index + 1 >= MIN_STEM) return node.stem;
        }
      }
    }
    return undefined;
  }

  /** Every term of the other scripts, and every term spelt exactly, in the native texts of a prompt. */
  *spans(texts: NativeTexts): Generator<FoundSpan> {
    const scripts = this.scripts.test(texts.script);
    for (const [text, pattern] of [
      ['script', this.native],
      ['joined', this.unspaced],
      ['exact', this.exact],
    ] as const) {
      if (!pattern || !texts[text] || (text !== 'exact' && !scripts)) continue;
      for (const match of texts[text].matchAll(pattern))
        yield { term: match[0], start: match.index, end: match.index + match[0].length, text };
    }
  }
}

/**
 * Ordinary phrases holding a listed word in a harmless sense ('kid gloves', 'baby blue'). An exception
 * covers only the words it is written with, in one phrase: never a word of a neighbouring phrase.
 */
export class Exceptions {
  private readonly set: TermSet;

  constructor(terms: Iterable<string>) {
    this.set = new TermSet(terms);
  }

  /**
   * Whether an exception covers the term found at `index`, within one phrase: a phrase around it, or
   * for a term found by a stem or a misspelling, the word itself ('teensy' is no 'teen*').
   */
  covers(words: readonly Word[], index: number, found: FoundTerm): boolean {
    const { length } = found;
    for (let start = Math.max(0, index - this.set.longestPhrase + 1); start <= index; start++) {
      const phrase = this.set.phrases.find(words, start, true);
      const size = phrase ? phrase.split(' ').length : start === index && found.loose && this.set.whole(words[index] as Word) ? 1 : 0;
      // An exception is wider than the term it covers; a phrase listed both ways stays a term of its own list.
      if (size > 0 && start + size >= index + length && (size > length || found.loose)) return true;
    }
    return false;
  }

  /** Whether an exception in the same native text covers the span. */
  coversSpan(texts: NativeTexts, span: FoundSpan): boolean {
    for (const exception of this.set.spans(texts)) {
      if (exception.text === span.text && exception.start <= span.start && exception.end >= span.end) return true;
    }
    return false;
  }
}

/** How many looked-up words Misspellings remembers before it starts again. */
const SEEN_LIMIT = 20_000;

/** Key words shorter than this are not looked for misspelt: too many real words lie one edit away. */
export const MIN_KEY_LENGTH = 5;
/** Key words shorter than this are not looked for backwards ('ilol' is 'loli'). */
export const MIN_REVERSED_LENGTH = 4;

/** The word and every spelling of it with one letter dropped. */
function deletions(word: string): string[] {
  const variants = [word];
  for (let index = 0; index < word.length; index++) variants.push(word.slice(0, index) + word.slice(index + 1));
  return variants;
}

/** Whether two different words are one edit apart: a letter added, dropped or changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const differ: number[] = [];
    for (let index = 0; index < a.length && differ.length <= 2; index++) if (a[index] !== b[index]) differ.push(index);
    if (differ.length === 1) return true;
    const [first = 0, second = 0] = differ;
    return differ.length === 2 && second === first + 1 && a[first] === b[second] && a[second] === b[first];
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  let index = 0;
  while (index < shorter.length && shorter[index] === longer[index]) index++;
  return longer.slice(index + 1) === shorter.slice(index);
}

/**
 * Key words written one edit wrong ('chlid', 'todler', 'chidl') or backwards ('dlihc'), found by the
 * symmetric-deletion method: the key words are indexed by their one-letter deletions, so a word is
 * looked up by its own deletions, whatever the size of the list. Real words are never taken for a
 * misspelling ('chile', 'chili', 'toddle', 'tweed'): the list of those near a key word is given.
 */
export class Misspellings {
  private readonly byDeletion = new Map<string, string[]>();
  /** Every key word, whatever its length: none is a misspelling of another. */
  private readonly keys: ReadonlySet<string>;
  /** The key words looked for backwards. */
  private readonly reversible: ReadonlySet<string>;
  private readonly real: ReadonlySet<string>;
  private readonly longest: number;

  constructor(keys: Iterable<string>, realWords: Iterable<string>) {
    this.keys = new Set(keys);
    this.reversible = new Set([...this.keys].filter((key) => key.length >= MIN_REVERSED_LENGTH));
    this.real = new Set(realWords);
    this.longest = Math.max(0, ...[...this.keys].map((key) => key.length));
    for (const key of this.keys) {
      if (key.length < MIN_KEY_LENGTH) continue;
      for (const variant of deletions(key)) {
        const list = this.byDeletion.get(variant) ?? [];
        if (!list.includes(key)) list.push(key);
        this.byDeletion.set(variant, list);
      }
    }
  }

  /** Words of prompts already looked up, with the key word each misspells or null. */
  private readonly seen = new Map<string, string | null>();

  /** The key word that `text` misspells or reverses, unless `text` is a real word or a key word itself. */
  of(text: string): string | undefined {
    if (text.length < MIN_REVERSED_LENGTH || text.length > this.longest + 1) return undefined;
    const known = this.seen.get(text);
    if (known !== undefined) return known ?? undefined;
    const key = this.lookUp(text);
    if (this.seen.size >= SEEN_LIMIT) this.seen.clear();
    this.seen.set(text, key ?? null);
    return key;
  }

  private lookUp(text: string): string | undefined {
    if (this.keys.has(text) || this.real.has(text)) return undefined;
    const reversed = [...text].reverse().join('');
    if (this.reversible.has(reversed)) return reversed;
    if (text.length < MIN_KEY_LENGTH - 1) return undefined;
    for (const variant of deletions(text)) {
      for (const key of this.byDeletion.get(variant) ?? []) if (oneEditApart(text, key)) return key;
    }
    return undefined;
  }

  /** The key word a word misspells or reverses, in any of its spellings. */
  find(word: Word): string | undefined {
    for (const form of word.forms) {
      const key = this.of(form);
      if (key) return key;
    }
    return undefined;
  }
}

interface Tag {
  set: number;
  term: string;
}

interface TaggedStemNode {
  next: Map<string, TaggedStemNode>;
  stems: Tag[];
}

/**
 * Several term sets read in one pass over a prompt's words: each word is looked up once for all of
 * them (its phrases, its spellings, the stems it begins with), not once per set. What it finds for
 * each set is, in order: a phrase starting there, the word, a stem it begins with, a misspelling.
 */
export class TermIndex {
  private readonly exact = new Map<string, Tag[]>();
  private readonly squeezed = new Map<string, Tag[]>();
  private readonly phrases: PhraseList;
  private readonly phraseSets = new Map<string, { sets: number[]; length: number }>();
  private readonly stemTrie: TaggedStemNode = { next: new Map(), stems: [] };
  private readonly misspelt: { set: number; misspellings: Misspellings }[] = [];

  constructor(readonly sets: readonly TermSet[]) {
    const add = (map: Map<string, Tag[]>, key: string, tag: Tag) => {
      const list = map.get(key) ?? [];
      if (!list.some((other) => other.set === tag.set)) list.push(tag);
      map.set(key, list);
    };
    sets.forEach((set, position) => {
      for (const term of set.latin) {
        const key = term.replaceAll(' ', '');
        add(this.exact, key, { set: position, term });
        add(this.squeezed, squeezeLetters(key), { set: position, term });
        if (term.includes(' ')) {
          const entry = this.phraseSets.get(term) ?? { sets: [], length: term.split(' ').length };
          if (!entry.sets.includes(position)) entry.sets.push(position);
          this.phraseSets.set(term, entry);
        }
      }
      for (const [stem, written] of set.stems) {
        let node = this.stemTrie;
        for (const character of stem) {
          let child = node.next.get(character);
          if (!child) node.next.set(character, (child = { next: new Map(), stems: [] }));
          node = child;
        }
        if (!node.stems.some((tag) => tag.set === position)) node.stems.push({ set: position, term: written });
      }
      if (set.misspellings) this.misspelt.push({ set: position, misspellings: set.misspellings });
    });
    this.phrases = new PhraseList([...this.phraseSets.keys()]);
  }

  /**
   * What each set finds in a word alone (not its phrases), in the order `at` tries them: by its
   * spellings, which normalise.ts keeps one array of per word it has read, so a word met again (in
   * this prompt or the next) is looked up once.
   */
  private readonly alone = new WeakMap<readonly string[], readonly Tagged[]>();

  /** Fills `found` with the term each set finds at `index` (undefined where it finds none). */
  at(words: readonly Word[], index: number, found: (FoundTerm | undefined)[]): void {
    found.fill(undefined);
    const word = words[index];
    if (!word) return;
    for (const phrase of this.phrases.findAll(words, index)) {
      const entry = this.phraseSets.get(phrase);
      for (const set of entry?.sets ?? []) found[set] ??= { term: phrase, length: entry?.length ?? 1, loose: false };
    }
    let alone = this.alone.get(word.forms);
    if (!alone) this.alone.set(word.forms, (alone = this.lookUp(word)));
    for (let at = 0; at < alone.length; at++) {
      const tagged = alone[at]!;
      found[tagged.set] ??= tagged.found;
    }
  }

  private lookUp(word: Word): Tagged[] {
    const found: (FoundTerm | undefined)[] = new Array(this.sets.length);
    const tagged: Tagged[] = [];
    const take = (set: number, term: FoundTerm) => {
      if (found[set]) return;
      found[set] = term;
      tagged.push({ set, found: term });
    };
    for (const form of word.forms) for (const tag of this.exact.get(form) ?? []) take(tag.set, { term: tag.term, length: 1, loose: false });
    for (const form of word.squeezed)
      for (const tag of this.squeezed.get(form) ?? []) take(tag.set, { term: tag.term, length: 1, loose: false });
    for (const forms of [word.forms, word.squeezed]) {
      for (const form of forms) {
        let node: TaggedStemNode | undefined = this.stemTrie;
        for (let position = 0; position < form.length && node; position++) {
          node = node.next.get(form[position] as string);
          if (node && position + 1 >= MIN_STEM) for (const tag of node.stems) take(tag.set, { term: tag.term, length: 1, loose: true });
        }
      }
    }
    for (const { set, misspellings } of this.misspelt) {
      if (found[set]) continue;
      const key = misspellings.find(word);
      if (key) take(set, { term: key, length: 1, loose: true });
    }
    return tagged;
  }
}

/** A term a set finds in a word. */
interface Tagged {
  set: number;
  found: FoundTerm;
}
