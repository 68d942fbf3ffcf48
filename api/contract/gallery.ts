/**
 * The gallery as the API answers it and the PWA shows it. Pure TypeScript shared by
 * both sides; no Node or Bun imports.
 */

export const galleryMessages = {
  /** What a failed load says when there is no better message. */
  loadFailed: 'Failed to load images',
  loadError: (message: string) => `Error loading images: ${message}`,
  empty: 'No images found in the gallery bucket.',
  emptyHint: "Upload images to the storage bucket named 'gallery' and they appear here.",
  imageNotFound: 'Image not found',
  model: (model: string) => `Model: ${model}`,
  offline: 'You are offline: showing the gallery as last seen.',
  invalidCursor: 'Invalid page cursor',
  limit: (max: number) => `The limit must be a whole number from 1 to ${max}`,
  /** My Gallery (a member's own items). */
  itemNotFound: 'Item not found',
  invalidItemId: 'Invalid item id',
  savedFlag: 'saved must be true or false',
  mineFlag: 'mine must be true or false',
  filterNeedsMine: 'The saved and tool filters list your own items: add mine=true',
  unknownTool: (tools: readonly string[]) => `Unknown tool. Choose one of: ${tools.join(', ')}`,
  toolRequired: (tools: readonly string[]) => `Name the tool whose items to delete (?tool=), one of: ${tools.join(', ')}`,
} as const;

/** Items per page of GET /api/v1/gallery unless `limit` says otherwise, and the most one page holds. */
export const GALLERY_PAGE_SIZE = 24;
export const GALLERY_MAX_PAGE_SIZE = 60;
/** Thumbnails are this wide (WebP), or as wide as the original when it is narrower. */
export const THUMB_WIDTH = 480;

export interface GalleryEntry {
  id: string;
  /** 'shared': the public gallery (gallery_images); 'mine': the signed-in member's own output (gallery_items). */
  source: 'shared' | 'mine';
  type: 'image' | 'video';
  title: string;
  /** The shared item's description, or the prompt of a member's item. */
  description: string | null;
  model: string;
  /** The file: a public URL of the `gallery` bucket, or a signed URL of the private `generations` bucket. */
  url: string;
  /** The WebP still for the grid (a video's poster), at most THUMB_WIDTH wide; null when there is none. */
  thumbUrl: string | null;
  /** Of the file, so the grid reserves the right room before it loads; null when unknown. */
  width: number | null;
  height: number | null;
  createdAt: string;
  /** 'demo render, not AI' for the demo renderer's outputs, shown on the item. */
  label: string | null;
  /** A member's item they starred (it shows in Profile → My Gallery); false for shared items. */
  saved: boolean;
  /** The tool that made a member's item; null for shared items. */
  tool: string | null;
}

/** PUT /api/v1/gallery/items/:id/saved answers the item's state after the call. */
export interface SavedState {
  id: string;
  saved: boolean;
}

/** DELETE /api/v1/gallery/items?tool= answers how many of the member's items went. */
export interface ClearedItems {
  deleted: number;
}

export interface GalleryPage {
  items: GalleryEntry[];
  /** The `before` of the next page, or null on the last page. */
  nextCursor: string | null;
  /**
   * The member the page was made for (null: a visitor). A page the service worker kept from an
   * earlier visit may be another viewer's: the PWA shows its 'mine' items only to that member.
   */
  viewer: string | null;
}
