import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import { clearToolItems, listMyItems, setItemSaved } from '../../components/gallery/myItems';
import { GalleryManager } from './GalleryManager';
import { ImageGrid } from './ToolGallery';
import { useToolItems } from './useToolItems';

vi.mock('../../components/gallery/myItems', () => ({
  listMyItems: vi.fn(),
  setItemSaved: vi.fn(),
  clearToolItems: vi.fn(),
  deleteItem: vi.fn(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (id: string, prompt: string, saved: boolean): GalleryEntry => ({
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
  label: null,
  saved,
  tool: 'premium-text-to-image',
});

function Harness() {
  const gallery = useToolItems('premium-text-to-image');
  return (
    <>
      <GalleryManager filePrefix="premium-gallery" gallery={gallery} />
      <ImageGrid gallery={gallery} model="FLUX.1 [dev]" emptyText="No premium images yet" />
    </>
  );
}

let root: Root;
let host: HTMLDivElement;

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const button = (name: string) => [...host.querySelectorAll('button')].filter((element) => element.textContent?.trim() === name);
const click = async (element: Element | undefined) => {
  expect(element).toBeDefined();
  await act(async () => (element as HTMLElement).click());
  await flush();
};

beforeEach(async () => {
  vi.mocked(listMyItems).mockImplementation(async (query) => ({
    items: query.saved ? [item('b', 'second', true)] : [item('a', 'first', false), item('b', 'second', true)],
    nextCursor: null,
    viewer: 'member',
  }));
  vi.mocked(setItemSaved).mockResolvedValue(undefined);
  vi.mocked(clearToolItems).mockResolvedValue(2);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Harness />));
  await flush();
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

describe("the premium view's images", () => {
  it('come from the member’s gallery items of the tool, and a star saves or unsaves one', async () => {
    expect(listMyItems).toHaveBeenCalledWith(expect.objectContaining({ tool: 'premium-text-to-image' }));
    expect(host.querySelectorAll('.studio-image')).toHaveLength(2);
    expect(button('Save to Gallery')).toHaveLength(1);
    expect(button('Saved to Gallery')).toHaveLength(1);

    await click(button('Save to Gallery')[0]);
    expect(setItemSaved).toHaveBeenCalledWith('a', true);
    expect(button('Saved to Gallery')).toHaveLength(2);
    expect(button('Saved to Gallery')[0]!.getAttribute('aria-pressed')).toBe('true');

    await click(button('Saved to Gallery')[1]);
    expect(setItemSaved).toHaveBeenLastCalledWith('b', false);
    expect(button('Saved to Gallery')).toHaveLength(1);
  });

  it('a refused star says why and stays as it was', async () => {
    vi.mocked(setItemSaved).mockRejectedValueOnce(new Error('Gallery item not found'));
    await click(button('Save to Gallery')[0]);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Gallery item not found');
    expect(button('Save to Gallery')).toHaveLength(1);
  });

  it('Export saved writes the saved images to premium-gallery-<day>.json', async () => {
    let written: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      written = blob;
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });

    await click(button('Gallery Manager')[0]);
    await click(button('Export saved')[0]);
    expect(listMyItems).toHaveBeenLastCalledWith(expect.objectContaining({ tool: 'premium-text-to-image', saved: true }));
    expect(fileName).toMatch(/^premium-gallery-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await (written as unknown as Blob).text()) as {
      images: { id: string; prompt: string }[];
      exportDate: string;
      totalImages: number;
    };
    expect(file.totalImages).toBe(1);
    expect(file.images.map((image) => [image.id, image.prompt])).toEqual([['b', 'second']]);
    expect(Number.isNaN(Date.parse(file.exportDate))).toBe(false);
  });

  it('Clear all asks first: declined, nothing goes; confirmed, every image of the tool goes', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    await click(button('Gallery Manager')[0]);

    await click(button('Clear all')[0]);
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to clear all images? This cannot be undone.');
    expect(clearToolItems).not.toHaveBeenCalled();
    expect(host.querySelectorAll('.studio-image')).toHaveLength(2);

    await click(button('Clear all')[0]);
    expect(clearToolItems).toHaveBeenCalledWith('premium-text-to-image');
    expect(host.querySelectorAll('.studio-image')).toHaveLength(0);
    expect(host.textContent).toContain('Cleared 2 images.');
    expect(host.textContent).toContain('No premium images yet');
  });
});
