/**
 * How the content policy finds its terms in a prompt: lexicons of words and phrases read on the words of
 * normalise.ts, and TermSet, which compiles a vocabulary list (vocabulary/types.ts says how its terms
 * are written) into those and a pattern for the scripts written without spaces.
 */
import { foldScript, foldText, squeezeLetters, type Word } from './normalise';

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

/** Multi-word phrases, found at a position in the word list. Punctuation between the words is ignored. */
export class PhraseList {
  private readonly byFirst = new Map<string, string[][]>();

  constructor(phrases: readonly string[]) {
    for (const phrase of phrases) {
      const words = phrase.split(' ');
      const first = words[0] ?? '';
      for (const key of new Set([first, squeezeLetters(first)])) {
        const list = this.byFirst.get(key) ?? [];
        list.push(words);
        this.byFirst.set(key, list);
      }
    }
  }

  /** The phrase starting at `index`; with `withinPhrase`, only when no phrase break separates its words. */
  find(words: readonly Word[], index: number, withinPhrase = false): string | undefined {
    const word = words[index];
    if (!word) return undefined;
    for (const forms of [word.forms, word.squeezed]) {
      for (const form of forms) {
        for (const phrase of this.byFirst.get(form) ?? []) {
          const matches = phrase.every(
            (part, offset) => offset === 0 || (isWord(words[index + offset], part) && !(withinPhrase && words[index + offset]?.joinBefore === 'break')),
          );
          if (matches) return phrase.join(' ');
        }
      }
    }
    return undefined;
  }
}

function isWord(word: Word | undefined, target: string): boolean {
  return !!word && (word.forms.includes(target) || (word.squeezed.length > 0 && word.squeezed.includes(squeezeLetters(target))));
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


/** Scripts written without spaces between words (and Korean, whose particles join the word): terms are found anywhere. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Scripts that foldText transliterates letter for letter, so their terms are compared in Latin letters. */
const LATIN_READABLE = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}]+$/u;
const MIN_STEM = 3;

/** A term found in the words of a prompt, and how many words it spans. */
export interface FoundTerm {
  term: string;
  length: number;
}

/** A term found in the native text of a prompt, with where it is. */
export interface FoundSpan {
  term: string;
  start: number;
  end: number;
}

/**
 * One kind of vocabulary (minor words, sexual words...) of every language, compiled: Latin-readable
 * terms as words, phrases and stems read on the prompt's words; other scripts as one pattern read on
 * the prompt's native text (foldScript).
 */
export class TermSet {
  readonly words: Lexicon;
  readonly phrases: PhraseList;
  /** Stems by their spelling, looked up by every beginning of a word of at least MIN_STEM letters. */
  private readonly stems = new Map<string, string>();
  private readonly longestStem: number;
  private readonly native: RegExp | undefined;
  /** The longest phrase, in words. */
  readonly longestPhrase: number;

  constructor(terms: Iterable<string>) {
    const latin: string[] = [];
    const native: string[] = [];
    for (const written of terms) {
      const stem = written.endsWith('*');
      const term = stem ? written.slice(0, -1) : written;
      if (LATIN_READABLE.test(term)) {
        const folded = foldText(term).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
        if (!folded) continue;
        if (stem) this.stems.set(folded.replaceAll(' ', ''), written);
        else latin.push(folded);
      } else {
        const folded = escape(foldScript(term)).replace(/\s+/g, '[\\s._-]{0,3}');
        native.push(UNSPACED_SCRIPT.test(term) ? folded : `(?<![\\p{L}\\p{M}])${folded}${stem ? '' : '(?![\\p{L}\\p{M}])'}`);
      }
    }
    this.words = new Lexicon(latin);
    this.phrases = new PhraseList(latin.filter((term) => term.includes(' ')));
    this.longestPhrase = Math.max(1, ...latin.map((term) => term.split(' ').length));
    this.longestStem = Math.max(0, ...[...this.stems.keys()].map((stem) => stem.length));
    this.native = native.length > 0 ? new RegExp(native.sort((a, b) => b.length - a.length).join('|'), 'gu') : undefined;
  }

  /** Every Latin term written as one word, and every stem: what glued fragments may spell. */
  get keys(): string[] {
    return [...this.words.keys, ...this.stems.keys()];
  }

  /** The term at `index`: a word, a phrase starting there, or a word beginning with a stem. */
  at(words: readonly Word[], index: number): FoundTerm | undefined {
    const word = words[index];
    if (!word) return undefined;
    const phrase = this.phrases.find(words, index);
    if (phrase) return { term: phrase, length: phrase.split(' ').length };
    const term = this.words.find(word) ?? this.stemOf(word);
    return term ? { term, length: 1 } : undefined;
  }

  /** A word (glued from fragments) that is a term or begins with a stem. */
  whole(word: Word): string | undefined {
    return this.words.find(word) ?? this.stemOf(word);
  }

  private stemOf(word: Word): string | undefined {
    if (this.stems.size === 0) return undefined;
    for (const forms of [word.forms, word.squeezed]) {
      for (const form of forms) {
        for (let end = MIN_STEM; end <= Math.min(form.length, this.longestStem); end++) {
          const stem = this.stems.get(form.slice(0, end));
          if (stem) return stem;
        }
      }
    }
    return undefined;
  }

  /** Every term of the other scripts in `text` (foldScript of the prompt). */
  *spans(text: string): Generator<FoundSpan> {
    if (!this.native) return;
    for (const match of text.matchAll(this.native)) yield { term: match[0], start: match.index, end: match.index + match[0].length };
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

  /** Whether an exception covers the words from `index` on, `length` of them, within one phrase. */
  covers(words: readonly Word[], index: number, length: number): boolean {
    for (let start = Math.max(0, index - this.set.longestPhrase + 1); start <= index; start++) {
      const phrase = this.set.phrases.find(words, start, true);
      const size = phrase ? phrase.split(' ').length : start === index && length === 1 && this.set.whole(words[index] as Word) ? 1 : 0;
      if (size > 0 && start + size >= index + length) return true;
    }
    return false;
  }

  /** Whether an exception in the native text covers the span. */
  coversSpan(text: string, span: FoundSpan): boolean {
    for (const exception of this.set.spans(text)) if (exception.start <= span.start && exception.end >= span.end) return true;
    return false;
  }
}
