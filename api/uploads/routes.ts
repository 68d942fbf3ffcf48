import { Hono, type MiddlewareHandler } from 'hono';
import type { UploadResponse } from '../contract/generation';
import type { AppEnv } from '../http/context';
import { releaseRequestConnection } from '../http/database';
import { createUpload, type UploadDeps, type UploadForm } from './service';

export type { UploadDeps } from './service';

/**
 * The upload form's input, declared for the typed client (`hc<AppType>` sends `{ form: UploadForm }`
 * as multipart). It does nothing at run time on purpose: `input('form', …)` would have Hono parse,
 * and so buffer, the whole body before any check. The service instead streams the body
 * (multipart.ts), stops reading past 10 MB, and validates the text fields with uploadFieldsSchema
 * through the same first-issue-message rule as `input`. No header validator either: the typed client
 * would then make callers set Content-Type themselves, without the boundary the browser adds.
 */
const uploadForm: MiddlewareHandler<AppEnv, string, { in: { form: UploadForm } }> = async (_c, next) => next();

/** POST /api/v1/uploads: an input image for the image tools, with the consent they need. */
export function uploadRoutes(deps: UploadDeps) {
  // No connection is held while the image streams in: the row is written once it has been accepted.
  return new Hono<AppEnv>().post('/', releaseRequestConnection, uploadForm, async (c) => {
    const upload: UploadResponse = await createUpload(deps, {
      body: c.req.raw.body,
      contentType: c.req.header('content-type'),
      claims: c.var.claims,
      clientHash: c.var.clientHash,
      db: c.var.db,
      logger: c.var.logger,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(upload, 201);
  });
}
