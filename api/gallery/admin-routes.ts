import { Hono, type MiddlewareHandler } from 'hono';
import type { AdminGalleryItem, AdminGalleryList, GalleryUploadForm } from '../contract/gallery-admin';
import type { AppEnv } from '../http/context';
import { releaseRequestConnection } from '../http/database';
import { requireAdmin } from '../http/guards';
import { input } from '../http/validate';
import type { Storage } from '../storage/storage';
import { addGalleryImage, deleteGalleryImage, idParamSchema, listGallery, orderSchema, reorderGallery } from './admin';

/**
 * The upload form's input, declared for the typed client (`hc<AppType>` sends `{ form }` as
 * multipart). It does nothing at run time on purpose, as the member upload's (api/uploads/routes.ts):
 * `input('form', …)` would have Hono buffer the whole body before any check, while the service
 * streams it, stops reading at 10 MB and validates the text fields itself.
 */
const uploadForm: MiddlewareHandler<AppEnv, string, { in: { form: GalleryUploadForm } }> = async (_c, next) => next();

/**
 * /api/v1/admin/gallery: the administrator's management of the shared gallery. 401 without a session,
 * 403 for anyone but the administrator; the SQL functions check the role again.
 */
export function galleryAdminRoutes({ storage }: { storage: Storage }) {
  return (
    new Hono<AppEnv>()
      .use(requireAdmin)
      .get('/', async (c) => {
        const list: AdminGalleryList = { items: await listGallery(await c.var.db(), storage) };
        c.header('Cache-Control', 'no-store');
        return c.json(list, 200);
      })
      // No connection is held while the image streams in: the row is written once the file is stored.
      .post('/', releaseRequestConnection, uploadForm, async (c) => {
        const item: AdminGalleryItem = await addGalleryImage(storage, {
          body: c.req.raw.body,
          contentType: c.req.header('content-type'),
          db: c.var.db,
          logger: c.var.logger,
        });
        c.header('Cache-Control', 'no-store');
        return c.json(item, 201);
      })
      .put('/order', input('json', orderSchema), async (c) => {
        const db = await c.var.db();
        await reorderGallery(db, c.req.valid('json').ids);
        const list: AdminGalleryList = { items: await listGallery(db, storage) };
        c.header('Cache-Control', 'no-store');
        return c.json(list, 200);
      })
      .delete('/:id', input('param', idParamSchema), async (c) => {
        await deleteGalleryImage(await c.var.db(), storage, c.req.valid('param').id, c.var.afterCommit, c.var.logger);
        c.header('Cache-Control', 'no-store');
        return c.json({ deleted: true as const }, 200);
      })
  );
}
