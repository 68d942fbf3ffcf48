/**
 * Gallery Admin: the administrator's view of the shared gallery (GET, POST, PUT /order and DELETE
 * /:id under /api/v1/admin/gallery) and the words the API and the screen use about it. Pure
 * TypeScript shared by both sides; no Node or Bun imports.
 */

export const galleryAdminMessages = {
  loadFailed: 'Failed to load images',
  uploadFailed: 'Failed to upload image',
  deleteFailed: 'Failed to delete image',
  reorderFailed: 'Failed to save the new order. The previous order is shown again.',
  notImage: 'Please select an image file',
  tooLarge: 'File size must be less than 10MB',
  titleRequired: 'Please enter a title',
  titleTooLong: 'The title must be at most 200 characters',
  descriptionTooLong: 'The description must be at most 2000 characters',
  notFound: 'Image not found',
  invalidId: 'Invalid image id',
  orderList: 'Send the order as a list of image ids',
  orderDuplicate: 'The order lists an image more than once',
  orderChanged: 'The gallery has changed since it was loaded. Reload it and try again.',
  notMultipart: 'Send the image as multipart/form-data',
  empty: 'The shared gallery is empty. Upload the first image above.',
  confirmDelete: (title: string) => `Delete "${title}" from the gallery? This cannot be undone.`,
} as const;

/** An image must be smaller than this (10 MB): 10 MB or more is refused, in the browser and by the server. */
export const GALLERY_ADMIN_MAX_BYTES = 10 * 1024 * 1024;
export const GALLERY_TITLE_MAX = 200;
export const GALLERY_DESCRIPTION_MAX = 2000;

/**
 * The title an upload gets unless the administrator types another: the file's name without its
 * extension, or the whole name when that leaves nothing ('.png' stays '.png').
 */
export function defaultGalleryTitle(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  return (stem.trim() || fileName).slice(0, GALLERY_TITLE_MAX);
}

/** One shared item as the administrator's list shows it, in display order (first shown first). */
export interface AdminGalleryItem {
  id: string;
  type: 'image' | 'video';
  title: string;
  description: string | null;
  model: string;
  contentType: string;
  /** Public URL of the file in the `gallery` bucket. */
  url: string;
  /** Public URL of its WebP thumbnail (a video's poster), or null when it has none. */
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  /** Bytes of the stored file; null for items added before sizes were recorded. */
  sizeBytes: number | null;
  displayOrder: number;
  label: string | null;
  createdAt: string;
}

export interface AdminGalleryList {
  items: AdminGalleryItem[];
}

/** The upload form (multipart): the image, its title, and an optional description. */
export interface GalleryUploadForm {
  file: Blob;
  title: string;
  description?: string;
}
