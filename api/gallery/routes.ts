import { Hono } from 'hono';
import { z } from 'zod';
import { type ClearedItems, GALLERY_MAX_PAGE_SIZE, GALLERY_PAGE_SIZE, galleryMessages, type SavedState } from '../contract/gallery';
import { TOOL_IDS } from '../contract/generation';
import { digits } from '../contract/query';
import type { AppEnv } from '../http/context';
import { claimsOf, requireUser } from '../http/guards';
import { input } from '../http/validate';
import { galleryCursorSchema, type GalleryService } from './service';

const flag = (message: string) => z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');
const toolSchema = z.enum(TOOL_IDS, { error: galleryMessages.unknownTool(TOOL_IDS) });

const pageQuery = z
  .object({
    limit: digits(galleryMessages.limit(GALLERY_MAX_PAGE_SIZE), { min: 1, max: GALLERY_MAX_PAGE_SIZE }).default(GALLERY_PAGE_SIZE),
    before: galleryCursorSchema.optional(),
    mine: flag(galleryMessages.mineFlag).optional(),
    saved: flag(galleryMessages.savedFlag).optional(),
    tool: toolSchema.optional(),
  })
  .refine((query) => query.mine === true || (query.saved === undefined && query.tool === undefined), {
    message: galleryMessages.filterNeedsMine,
  });

const itemParam = z.object({ id: z.uuid({ error: galleryMessages.invalidItemId }) });
const savedBody = z.object({ saved: z.boolean({ error: galleryMessages.savedFlag }) });
const clearQuery = z.object({
  tool: z.enum(TOOL_IDS, {
    error: (issue) => (issue.input === undefined ? galleryMessages.toolRequired(TOOL_IDS) : galleryMessages.unknownTool(TOOL_IDS)),
  }),
});

/**
 * /api/v1/gallery: the list is open to everyone. A visitor gets the shared gallery; a signed-in member
 * gets their own items first, then the shared gallery, or with mine=true their own items only
 * (api/gallery/service.ts), a page at a time. /items: a member stars, unstars and deletes their own.
 */
export function galleryRoutes(service: GalleryService) {
  return new Hono<AppEnv>()
    .get('/', input('query', pageQuery), async (c) => {
      const page = await service.list(c.var.read, c.get('claims')?.sub ?? null, c.req.valid('query'));
      // Per viewer, with signed URLs: never kept by shared caches. The PWA's service worker keeps the
      // last page it saw for offline use (pwa/vite.config.ts).
      c.header('Cache-Control', 'private, no-store');
      return c.json(page, 200);
    })
    .put('/items/:id/saved', requireUser, input('param', itemParam), input('json', savedBody), async (c) => {
      const state: SavedState = await service.setSaved(
        await c.var.db(),
        claimsOf(c).sub,
        c.req.valid('param').id,
        c.req.valid('json').saved,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(state, 200);
    })
    .delete('/items/:id', requireUser, input('param', itemParam), async (c) => {
      await service.deleteItem(await c.var.db(), c.req.valid('param').id, c.var.afterCommit, c.var.logger);
      return c.body(null, 204);
    })
    .delete('/items', requireUser, input('query', clearQuery), async (c) => {
      const cleared: ClearedItems = await service.clearTool(await c.var.db(), c.req.valid('query').tool, c.var.afterCommit, c.var.logger);
      c.header('Cache-Control', 'no-store');
      return c.json(cleared, 200);
    });
}
