import { Hono } from 'hono';
import { z } from 'zod';
import { GALLERY_MAX_PAGE_SIZE, GALLERY_PAGE_SIZE, galleryMessages } from '../contract/gallery';
import { digits } from '../contract/query';
import type { AppEnv } from '../http/context';
import { input } from '../http/validate';
import { galleryCursorSchema, type GalleryService } from './service';

const pageQuery = z.object({
  limit: digits(galleryMessages.limit(GALLERY_MAX_PAGE_SIZE), { min: 1, max: GALLERY_MAX_PAGE_SIZE }).default(GALLERY_PAGE_SIZE),
  before: galleryCursorSchema.optional(),
});

/**
 * /api/v1/gallery: open to everyone. A visitor gets the shared gallery; a signed-in member gets their
 * own items first, then the shared gallery (api/gallery/service.ts), a page at a time.
 */
export function galleryRoutes(service: GalleryService) {
  return new Hono<AppEnv>().get('/', input('query', pageQuery), async (c) => {
    const page = await service.list(c.var.read, c.get('claims')?.sub ?? null, c.req.valid('query'));
    // Per viewer, with signed URLs: never kept by shared caches. The PWA's service worker keeps the
    // last page it saw for offline use (pwa/vite.config.ts).
    c.header('Cache-Control', 'private, no-store');
    return c.json(page, 200);
  });
}
