import { describe, expect, it } from 'vitest';
import { defaultGalleryTitle } from './gallery-admin';

describe('the title an upload gets by default', () => {
  it.each([
    ['harbour.png', 'harbour'],
    ['night.market.final.jpg', 'night.market.final'],
    ['no-extension', 'no-extension'],
    ['.png', '.png'],
    [' .webp', ' .webp'],
    [`${'a'.repeat(250)}.gif`, 'a'.repeat(200)],
  ])('%s → %s', (fileName, title) => {
    expect(defaultGalleryTitle(fileName)).toBe(title);
  });
});
