import sharp from 'sharp';
import { THUMB_WIDTH } from '../contract/gallery';
import type { Logger } from '../log/logger';
import type { BucketName, Storage } from '../storage/storage';

/**
 * The gallery's thumbnails: a WebP still at most THUMB_WIDTH wide with the original's proportions,
 * made once when an item enters the gallery and stored beside it, so the grid downloads a few
 * kilobytes per tile. Keys are never reused for other content, so they are cached for a year.
 */

export interface Thumbnail {
  key: string;
  /** Of the thumbnail. */
  width: number;
  height: number;
  /** Of the original, as sharp read it (after its EXIF orientation). */
  sourceWidth: number;
  sourceHeight: number;
}

const CACHE_CONTROL: Record<BucketName, string> = {
  gallery: 'public, max-age=31536000, immutable',
  images: 'private, max-age=31536000, immutable',
  generations: 'private, max-age=31536000, immutable',
};

/** Where a shared file's thumbnail goes: `thumbs/<filename>.webp` in the gallery bucket. */
export const sharedThumbKey = (filename: string) => `thumbs/${filename}.webp`;

/** Where a member's output's thumbnail goes: beside it, `<key without extension>.thumb.webp`. */
export const memberThumbKey = (key: string) => `${key.replace(/\.[A-Za-z0-9]+$/, '')}.thumb.webp`;

/** The still of an image (an animated one's first frame), as WebP. */
export async function makeThumbnail(bytes: Uint8Array): Promise<Omit<Thumbnail, 'key'> & { bytes: Uint8Array }> {
  const source = sharp(bytes, { failOn: 'error' });
  const meta = await source.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const { data, info } = await source
    .rotate()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 76, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return {
    bytes: new Uint8Array(data),
    width: info.width,
    height: info.height,
    sourceWidth: (turned ? meta.height : meta.width) ?? info.width,
    sourceHeight: (turned ? meta.width : meta.height) ?? info.height,
  };
}

/** Makes the thumbnail of `bytes` and stores it under `key`. */
export async function storeThumbnail(storage: Storage, bucket: BucketName, key: string, bytes: Uint8Array): Promise<Thumbnail> {
  const { bytes: thumb, ...size } = await makeThumbnail(bytes);
  await storage.put(bucket, key, thumb, { contentType: 'image/webp', cacheControl: CACHE_CONTROL[bucket] });
  return { key, ...size };
}

/**
 * The thumbnail of a member's image output, beside it in the generations bucket. A failure is logged
 * and answers null: the item is still made, and the grid then shows the file itself.
 */
export async function thumbnailForOutput(storage: Storage, key: string, bytes: Uint8Array, logger: Logger): Promise<Thumbnail | null> {
  try {
    return await storeThumbnail(storage, 'generations', memberThumbKey(key), bytes);
  } catch (error) {
    logger.warn('gallery thumbnail failed', { key, error });
    return null;
  }
}

/**
 * The poster of a member's video output: a frame of it (`frame` reads one, with the bundled ffmpeg,
 * from the bytes we stored) as the same WebP still an image gets, beside it in the generations bucket.
 * A failure is logged and answers null: the item is still made, and the grid then shows the video itself.
 */
export async function posterForOutput(
  storage: Storage,
  key: string,
  frame: () => Promise<Uint8Array>,
  logger: Logger,
): Promise<Thumbnail | null> {
  try {
    return await storeThumbnail(storage, 'generations', memberThumbKey(key), await frame());
  } catch (error) {
    logger.warn('gallery video poster failed', { key, error });
    return null;
  }
}
