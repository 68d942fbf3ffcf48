import { describe, expect, it } from 'vitest';

/** Every component file of the Studio, by name, read as text. */
const COMPONENTS = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], { query: '?raw', import: 'default', eager: true });

describe('the Studio views', () => {
  it('keep every component file to 250 lines: a view adds its own fields to the shared page, not a page of its own', () => {
    const names = Object.keys(COMPONENTS);
    expect(names).toContain('./StudioPage.tsx');
    expect(names.length).toBeGreaterThan(20);
    const long = Object.entries(COMPONENTS)
      .map(([name, text]) => [name, text.split('\n').length] as const)
      .filter(([, lines]) => lines > 250);
    expect(long).toEqual([]);
  });

  it('render through the one page', () => {
    for (const view of ['FastPhotoView', 'PremiumView', 'ImageToImageView', 'UpscaleView', 'RemoveBackgroundView']) {
      const text = COMPONENTS[`./${view}.tsx`] ?? '';
      expect(/StudioPage|ImageToolView/.test(text), view).toBe(true);
    }
    for (const view of ['TextToVideoView', 'ImageToVideoView']) {
      expect(COMPONENTS[`./${view}.tsx`], view).toMatch(/VideoToolPage|StudioPage/);
    }
  });
});
