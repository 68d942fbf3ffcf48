/**
 * Characters who are children or teenagers in their canon (anime, manga, games, films, TV, books,
 * comics), refused in a sexual prompt whatever the prompt claims about their age ('aged up', 'adult
 * version', '18+ version'): the picture is still of that child.
 *
 * Names are written as the vocabulary writes terms (vocabulary/types.ts): in their own script and
 * romanised, each spelling its own entry.
 */
export interface MinorCharacter {
  /** Names distinctive enough to mean the character alone ('Chihiro Ogino', '荻野千尋', 'Lilo'). */
  readonly names: readonly string[];
  /**
   * Names that are also ordinary words or common first names ('Dawn', 'May', 'Max'): they mean the
   * character only in a prompt that also names one of `works`.
   */
  readonly withWork?: readonly string[];
  /** The works the character is from, as people write them ('Spirited Away', '千と千尋の神隠し', 'pokemon'). */
  readonly works: readonly string[];
}

export const MINOR_CHARACTERS: readonly MinorCharacter[] = [];
