/**
 * The content policy's vocabulary in one language. Adding a language is adding a file of this shape
 * to vocabulary/ and its list in vocabulary/index.ts, with its test table in cases/<code>.tsv.
 *
 * How a term is written:
 * - In its own script and spelling, accents included ('niña', 'девочка', '小学生'). Latin terms are
 *   compared after folding (lowercase, no accents, look-alike letters read as Latin); plurals in
 *   -s/-es/-ies are found without listing them.
 * - A phrase is its words separated by one space ('little sister'); it is found with any punctuation
 *   but a phrase break between its words, and written as one word ('littlesister').
 * - A term ending in '*' is a stem: it matches every word that begins with it ('девочк*' finds
 *   'девочка', 'девочки'; 'schulmädchen*').
 * - Terms in scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar; Korean,
 *   whose particles join the word) are found anywhere in the text.
 * - Cyrillic and Greek terms are also found in Latin letters (their any-ascii romanisation);
 *   romanisations of other scripts are listed as terms of their own ('shougakusei', 'bachcha').
 */
export interface LanguageVocabulary {
  /** The language's ISO 639-1 code ('de'), or its ISO 639-3 code when it has none ('yue', 'ceb'). */
  readonly code: string;
  /** The language's English name. */
  readonly name: string;
  /** Words for a child, a baby, a girl- or boy-child, a young teen, and for abuse material: refused in any prompt. */
  readonly minors: readonly string[];
  /** School levels and grades that children attend ('primary school', 'eighth grade'): refused in any prompt. */
  readonly schoolLevels: readonly string[];
  /** Phrases around the age of consent ('not legal yet', 'still a minor by law'): refused in any prompt. */
  readonly ageOfConsent: readonly string[];
  /** Rites and stages of childhood ('first communion', 'bar mitzvah'): refused in a sexual prompt. */
  readonly lifeEvents: readonly string[];
  /** Costumes and cues that adults also use ('school uniform', 'little sister'): refused in a sexual prompt. */
  readonly minorCues: readonly string[];
  /** Children of well-known fiction, by name: refused in a sexual prompt. */
  readonly fictionalMinors: readonly string[];
  /** Sexual words and slang: they make a prompt sexual. */
  readonly sexual: readonly string[];
  /** Words of adulthood ('adult', 'erwachsen'): in the negative prompt of a sexual prompt, refused. */
  readonly adulthood: readonly string[];
  /**
   * Ordinary phrases that hold one of the words above in a harmless sense ('kid gloves', 'baby blue',
   * 'school of whales'). An exception covers only the words it is written with, in one phrase: 'kid
   * gloves' passes, 'naked kid, suede gloves' is refused.
   */
  readonly harmless: readonly string[];
  /**
   * Names and titles that hold a minor word (films, songs, books, games, bands, brands, institutions:
   * 'Teen Titans', 'Children of Men', 'Niño Bravo'): harmless in a prompt that is not sexual, like
   * `harmless`; in a sexual prompt the minor word in them still counts ('Teen Titans, nude' is refused).
   */
  readonly titles: readonly string[];
  /** Words for a body before puberty ('flat chested', 'undeveloped', 'no breasts yet'): refused in a sexual prompt. */
  readonly youngBody: readonly string[];
  /** Things of small children ('diaper', 'pacifier', 'teething ring', 'bib', 'training bra'): refused in a sexual prompt. */
  readonly childhoodItems: readonly string[];
  /**
   * Things of childhood that adults also have ('lollipop', 'pigtails', 'braces', 'plush toy'): in a
   * sexual prompt, refused two together or beside a young-body word.
   */
  readonly childhoodHints: readonly string[];
  /** Youth groups and children's sport ('girl scouts', 'junior lifeguards', 'little league'): refused in a sexual prompt. */
  readonly youthGroups: readonly string[];
  /** De-ageing and time tricks ('shrinking potion', 'age slider', 'de-aged', 'younger self'): refused in a sexual prompt. */
  readonly deAgeing: readonly string[];
  /**
   * Words for a person that grown-ups are called too: woman, man, girl, boy, lady, gentleman, wife,
   * husband, bride, model, blonde, and the pronouns 'she', 'he', 'her', 'him' where they are words of
   * their own ('mujer', 'chica', 'ella'). In a sexual prompt a number under 18 within three words of one
   * is read as an age ('chica de 15'). Never a word for a child: those are minors. Words of Latin,
   * Cyrillic and Greek letters are compared transliterated, others in their own script; a romanised
   * spelling that is a common word elsewhere ('pen', 'set') is better left out.
   */
  readonly people: readonly string[];
  /** Units of age written after a number ('anni', 'лет', '歳'): a number under 18 before one is refused. */
  readonly ageUnits: readonly string[];
  /** Words for age written before a number ('edad', 'возраст'): a number under 18 after one is refused. */
  readonly ageWords: readonly string[];
  /**
   * Numbers written in words, read as numbers before a unit of age ('tiga belas tahun' is 13 years):
   * list every number up to 99 that a smaller one ends ('dua puluh tiga', 23, or 'tiga tahun' in it
   * would read 3), as the language writes them.
   */
  readonly numberWords: Readonly<Record<string, number>>;
}

/** A language's file lists only the kinds it has; the others are empty. */
export function vocabulary(
  code: string,
  name: string,
  lists: Partial<Omit<LanguageVocabulary, 'code' | 'name'>>,
): LanguageVocabulary {
  return {
    code,
    name,
    minors: [],
    schoolLevels: [],
    ageOfConsent: [],
    lifeEvents: [],
    minorCues: [],
    fictionalMinors: [],
    sexual: [],
    adulthood: [],
    harmless: [],
    titles: [],
    youngBody: [],
    childhoodItems: [],
    childhoodHints: [],
    youthGroups: [],
    deAgeing: [],
    people: [],
    ageUnits: [],
    ageWords: [],
    numberWords: {},
    ...lists,
  };
}

/** A number's spellings: one word, or several ('три', or ['dois', 'duas']). */
type Spellings = string | readonly string[];

/**
 * The numbers 1-99 of a language that writes its tens and units apart ('двадцать три', 'vinte e três'),
 * as `numberWords` wants them: every unit (1-9), teen (10-19) and ten (20-90) alone, and every ten with
 * each unit after it, once per joiner (' ', ' e ', ''), so that the unit ending a greater number is
 * never read alone. Spellings in `notAlone` are read only inside a greater number (one, which is also
 * an article; a unit that is a word of another language).
 */
export function compoundNumbers({
  units,
  teens,
  tens,
  joiners = [' '],
  notAlone = [],
}: {
  units: readonly Spellings[];
  teens: readonly Spellings[];
  tens: readonly Spellings[];
  joiners?: readonly string[];
  notAlone?: readonly string[];
}): Record<string, number> {
  const spellings = (written: Spellings) => (typeof written === 'string' ? [written] : written);
  const words: Record<string, number> = {};
  const alone = (written: Spellings, value: number) => {
    for (const spelling of spellings(written)) if (!notAlone.includes(spelling)) words[spelling] = value;
  };
  units.forEach((unit, index) => alone(unit, index + 1));
  teens.forEach((teen, index) => alone(teen, index + 10));
  tens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    alone(ten, value);
    for (const tenSpelling of spellings(ten)) {
      units.forEach((unit, unitIndex) => {
        for (const unitSpelling of spellings(unit)) for (const joiner of joiners) words[`${tenSpelling}${joiner}${unitSpelling}`] = value + unitIndex + 1;
      });
    }
  });
  return words;
}
