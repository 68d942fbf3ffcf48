/**
 * The service worker's runtime caches (pwa/vite.config.ts), named here so the page can empty the
 * member's own at sign-out (forget.ts). The shared gallery and its files are anyone's to see; the
 * member's gallery pages (their prompts, signed links to their files) and their files are theirs.
 */
export const RUNTIME_CACHES = {
  /** Pages of GET /api/v1/gallery asked as a visitor: the shared gallery only. */
  galleryPages: 'gallery-pages',
  /** Pages of GET /api/v1/gallery asked as a member: their own items first. */
  memberGalleryPages: 'gallery-member-pages',
  /** Files of the public `gallery` bucket and their thumbnails. */
  galleryMedia: 'gallery-media',
  /** A member's own files (signed links into the private `generations` bucket). */
  memberMedia: 'gallery-member-media',
} as const;

/** The caches that hold only what one member may see: emptied when they sign out. */
export const MEMBER_CACHES: readonly string[] = [RUNTIME_CACHES.memberGalleryPages, RUNTIME_CACHES.memberMedia];
