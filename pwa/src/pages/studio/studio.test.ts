import { describe, expect, it } from 'vitest';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import { TOOLS } from '../../../../api/contract/generation';
import { cardCost } from './Dashboard';
import { excerpt, jobPath } from './QueuePanel';
import { exportFileName, exportPayload } from './useToolItems';

const entry = (id: string, prompt: string): GalleryEntry => ({
  id,
  source: 'mine',
  type: 'image',
  title: 'Your image',
  description: prompt,
  model: 'FLUX.1 [dev]',
  url: `https://example.test/${id}.png`,
  thumbUrl: null,
  width: 896,
  height: 1152,
  createdAt: '2026-11-27T10:00:00.000Z',
  label: 'demo render, not AI',
  saved: true,
  tool: 'premium-text-to-image',
});

describe('the dashboard cards', () => {
  it('say what each tool costs as the catalog has it', () => {
    expect(cardCost(TOOLS['fast-photo'])).toBe('Free of charge');
    expect(cardCost(TOOLS['premium-text-to-image'])).toBe('Free of charge');
    expect(cardCost(TOOLS['image-to-image'])).toBe('7 tokens per generated image');
    expect(cardCost(TOOLS['text-to-video'])).toBe('100 tokens · 200 in pro mode');
    expect(cardCost(TOOLS['image-to-video'])).toBe('100 tokens');
    expect(cardCost({ ...TOOLS['image-to-image'], cost: 1 })).toBe('1 token per generated image');
  });
});

describe('the queue panel', () => {
  it('links a Studio tool’s job to its view with the job, and no other tool’s', () => {
    expect(jobPath({ id: 'abc', tool: 'premium-text-to-image' })).toBe('/apps/premium?job=abc');
    expect(jobPath({ id: 'abc', tool: 'text-to-video' })).toBe('/apps/text-to-video?job=abc');
    expect(jobPath({ id: 'abc', tool: 'free-flux' })).toBeNull();
  });

  it('shortens a long prompt to 80 characters with an ellipsis, and leaves a short one', () => {
    expect(excerpt('A short prompt')).toBe('A short prompt');
    const long = 'word '.repeat(40);
    expect(excerpt(long)).toHaveLength(80);
    expect(excerpt(long).endsWith('…')).toBe(true);
  });
});

describe('the gallery export', () => {
  it('holds the saved images, the export date and their number', () => {
    const at = new Date('2026-11-27T18:30:00.000Z');
    const payload = exportPayload([entry('a', 'first'), entry('b', 'second')], at);
    expect(payload.totalImages).toBe(2);
    expect(payload.exportDate).toBe('2026-11-27T18:30:00.000Z');
    expect(payload.images.map((image) => image.prompt)).toEqual(['first', 'second']);
    expect(payload.images[0]).toEqual({
      id: 'a',
      url: 'https://example.test/a.png',
      prompt: 'first',
      width: 896,
      height: 1152,
      label: 'demo render, not AI',
      createdAt: '2026-11-27T10:00:00.000Z',
    });
    expect(exportPayload([], at)).toEqual({ images: [], exportDate: '2026-11-27T18:30:00.000Z', totalImages: 0 });
  });

  it('is named by the day of the export', () => {
    expect(exportFileName('premium-gallery', new Date(2026, 10, 27, 23, 59))).toBe('premium-gallery-2026-11-27.json');
    expect(exportFileName('premium-gallery', new Date(2027, 0, 5, 0, 1))).toBe('premium-gallery-2027-01-05.json');
  });
});
