import { describe, expect, it } from 'vitest';
import { ageText } from './report-age';

describe("a report's age in the review queue", () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 min ago'],
    [59 * 60 + 59, '59 min ago'],
    [3600, '1 h ago'],
    [3 * 3600 + 1800, '3 h ago'],
    [47 * 3600, '47 h ago'],
    [48 * 3600 - 1, '47 h ago'],
    [48 * 3600, '2 d ago'],
    [50 * 3600, '2 d ago'],
    [10 * 86_400, '10 d ago'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(ageText(seconds)).toBe(text);
  });
});
