import { describe, expect, it } from 'vitest';
import { asciiDigits, foldNative, foldText, GlueVocabulary, normalisePrompt, readWords, squeezeLetters } from './normalise';

const vocabulary = new GlueVocabulary(['child', 'kid', 'teen', 'loli']);
const texts = (folded: string) => readWords(folded, vocabulary).readings.map((words) => words.map((word) => word.text));
const hidden = (folded: string) => readWords(folded, vocabulary).hidden.map((word) => word.text);
const formsOf = (folded: string) => readWords(folded, vocabulary).readings[0]?.[0]?.forms ?? [];

describe('foldText', () => {
  it.each([
    ['ChÍLD', 'child'],
    ['ｃｈｉｌｄ', 'child'],
    ['\u{1D42D}\u{1D41E}\u{1D41E}\u{1D427}', 'teen'],
    ['\u03A4\u0395\u0395\u039D', 'teen'],
    ['\u1D1B\u1D07\u1D07\u0274', 'teen'],
    ['chi\u200Bld', 'child'],
    ['te\u00ADen', 'teen'],
    ['k\u0000id', 'kid'],
    ['17\u2013year\u2014old', '17-year-old'],
    ['１７ years', '17 years'],
    ['\u0661\u0667 years', '17 years'],
    ['๑๓ ปี', '13 pi'],
    ['১৩ বছর', '13 bchr'],
    ['Школьница', 'shkolnitsa'],
    ['ɢɪʀʟ', 'girl'],
    ['ʎouʇɥ ɔɥoᴉɹ', 'youth choir'],
    ['ɯᴉʞɐɥ', 'mikah'],
    ['13½ years', '13.5 years'],
    ['Straße, Søren, Æsir', 'strasse, soren, aesir'],
    ['  nude \n\t woman  ', 'nude woman'],
    ['it\u2019s', "it's"],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it.each([
    ['\u0441hild', 'child'],
    ['\u0441\u04BB\u0456l\u0501', 'child'],
    ['\uABAF\u13C2ild', 'child'],
    ['\uA4DA\uA4E7\uA4F2\uA4E1\uA4D3', 'child'],
    ['\u13A2\uAB7C\uAB7Cn', 'teen'],
  ])('reads the look-alike letters of %j as %j beside the transliteration', (text, read) => {
    const { skeleton, view } = normalisePrompt(text, vocabulary);
    expect(skeleton).toBe(read);
    expect(view.readings.map((words) => words.map((word) => word.text).join(' '))).toContain(read);
  });

  it('leaves Latin text without a second reading', () => {
    expect(normalisePrompt('a woman, Straße', vocabulary).skeleton).toBeUndefined();
  });

  it('keeps scripts that the look-alike map would garble for foldNative', () => {
    expect(foldNative('Школьница')).toBe('школьница');
    expect(foldNative('NIÑA')).toBe('niña');
    expect(foldNative('ﾛﾘ')).toBe('ロリ');
  });
});

describe('asciiDigits', () => {
  it.each([
    ['١٣', '13'], // Arabic-Indic
    ['۱۳', '13'], // Eastern Arabic-Indic
    ['१३', '13'], // Devanagari
    ['১৩', '13'], // Bengali
    ['๑๓', '13'], // Thai
    ['༡༣', '13'], // Tibetan
    ['߁߃', '13'], // NKo
    ['௧௪', '14'], // Tamil
    ['၁၂', '12'], // Myanmar
    ['\u1819', '9'], // Mongolian
    ['\u{1D7CF}\u{1D7DB}', '13'], // mathematical bold and double-struck, in runs that follow one another
    ['\u{1E950}\u{1E959}', '09'], // Adlam
  ])('reads %j as %j', (text, digits) => {
    expect(asciiDigits(text)).toBe(digits);
  });

  it('leaves text without other digits as it is', () => {
    expect(asciiDigits('iPhone 13, ١٣ and Ⅻ')).toBe('iPhone 13, 13 and Ⅻ');
  });
});

describe('readWords', () => {
  it('reads leetspeak digits as letters, 1 as i and as l, and finds singulars', () => {
    expect(formsOf('k1ds')).toEqual(expect.arrayContaining(['k1ds', 'kids', 'kid']));
    expect(formsOf('1oli')).toEqual(expect.arrayContaining(['ioli', 'loli']));
    expect(formsOf('babies')).toContain('baby');
    expect(formsOf('kisses')).toContain('kiss');
    expect(formsOf('cubes')).not.toContain('cub');
  });

  it('cuts stretched letters to two in forms and to one in squeezed spellings', () => {
    expect(formsOf('teeeen')).toContain('teen');
    const [word] = readWords('chiiild', vocabulary).readings[0] ?? [];
    expect(word?.squeezed).toContain('child');
    expect(squeezeLetters('teen')).toBe('ten');
  });

  it('leaves a number a number', () => {
    expect(formsOf('1024')).toEqual(['1024']);
  });

  it('tells apart breaks, spaces and in-word marks', () => {
    const [words] = readWords('a, b c-d. e', vocabulary).readings;
    expect(words?.map((word) => word.joinBefore)).toEqual(['break', 'break', 'space', 'soft', 'break']);
    expect(words?.map((word) => word.breakAfter)).toEqual([true, false, false, true, true]);
  });

  it.each([
    ['c.h.i.l.d', 'child'],
    ['c h i l d', 'child'],
    ['c-h-i-l-d', 'child'],
    ['ch_ild', 'child'],
    ['k*i*d', 'kid'],
    ['ch ild', 'child'],
    ['c. h. i. l. d.', 'child'],
    ['t 3 3 n', 't33n'],
  ])('glues %j into %j', (folded, word) => {
    expect(hidden(folded)).toContain(word);
  });

  it.each(['skid', 'kidney beans', 'a skidding car', 'the children', 'scandal'])('glues nothing out of %j', (folded) => {
    expect(hidden(folded).filter((word) => ['child', 'kid', 'teen', 'loli'].includes(word))).toEqual([]);
  });

  it('reads a symbol between letters both as a letter and as a separator', () => {
    expect(texts('ch!ld')).toEqual([['child'], ['ch', 'ld']]);
    expect(texts('woman!child')).toEqual([['womanichild'], ['woman', 'child']]);
    expect(texts('@dult $ex')).toEqual([
      ['adult', 'sex'],
      ['dult', 'ex'],
    ]);
  });

  it('drops the possessive s', () => {
    expect(texts("baby's breath")).toEqual([['baby', 'breath']]);
  });
});
