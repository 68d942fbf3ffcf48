import { atom } from 'jotai';
import { useEffect, useState } from 'react';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import type { Generation } from '../../../../api/contract/generation';

/** The Studio's image tools without a prompt: their input is one image, an upload or one of the member's own. */
export type ImageToolId = 'upscale' | 'remove-background';

export interface Size {
  width: number;
  height: number;
}

/** What a job of an image tool names as its input, besides the tool's own settings. */
export type ImageInput = { uploadId: string } | { outputId: string };

/**
 * The image the form will send: a file of the member's (uploaded on Generate, with their consent),
 * one of their own images (its gallery item id), or the input of a job opened from its address.
 */
export type ImageSource =
  | { kind: 'file'; url: string; name: string; file: File; size: null }
  | { kind: 'output'; url: string; name: string; itemId: string; size: Size | null }
  | { kind: 'job'; url: string; name: string; input: ImageInput; size: null };

/** A member's own image chosen as an input (from the picker, or handed over by another view). */
export function outputSource(item: Pick<GalleryEntry, 'id' | 'url' | 'title' | 'width' | 'height'>): ImageSource {
  return {
    kind: 'output',
    url: item.url,
    name: item.title || 'One of your images',
    itemId: item.id,
    size: item.width && item.height ? { width: item.width, height: item.height } : null,
  };
}

/** The input a job was run with, so the view can run it again (its upload, or the image of the member's it named). */
export function jobInput(job: Pick<Generation, 'params'>): ImageInput | null {
  const { uploadId, outputId } = job.params;
  if (typeof uploadId === 'string') return { uploadId };
  if (typeof outputId === 'string') return { outputId };
  return null;
}

/**
 * An image one view hands to another ("Remove background of this", "Upscale this"): set before the
 * address changes, taken (and cleared) by the view that opens.
 */
export const handedImageAtom = atom<ImageSource | null>(null);

/** The pixel size of the image at `url` once it has loaded (`known` when the caller has it already). */
export function useImageSize(url: string | null, known: Size | null): Size | null {
  const [measured, setMeasured] = useState<{ url: string; size: Size } | null>(null);
  const knownWidth = known?.width;
  useEffect(() => {
    if (!url || knownWidth) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live) setMeasured({ url, size: { width: image.naturalWidth, height: image.naturalHeight } });
    };
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
    };
  }, [url, knownWidth]);
  if (known) return known;
  return measured && measured.url === url ? measured.size : null;
}

export const pixels = (size: Size) => `${size.width} × ${size.height}`;
