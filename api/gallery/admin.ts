import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import {
  type AdminGalleryItem,
  GALLERY_ADMIN_MAX_BYTES,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_TITLE_MAX,
  galleryAdminMessages as messages,
} from '../contract/gallery-admin';
import type { Database, GalleryImages } from '../db/schema';
import { ApiError, databaseError } from '../http/errors';
import { NUL_MESSAGE } from '../http/validate';
import type { Logger } from '../log/logger';
import { sniffImageType } from '../storage/sniff';
import type { Storage } from '../storage/storage';
import { MultipartError, type MultipartFile, type MultipartLimits, readMultipart } from '../uploads/multipart';
import { reencode } from '../uploads/service';
import { sharedThumbKey, storeThumbnail } from './thumbnails';

/**
 * Gallery Admin's rules: the administrator's list of the shared gallery, uploads into it, removal and
 * the order. Every change is one SQL function run as the request's role, which must be admin
 * (api/gallery/gallery.sql), and which writes its audit entry in the same transaction.
 */

/** The request's transaction under its role (c.var.db), opened when first called. */
type RequestDb = () => Promise<Kysely<Database>>;

/** 10 MB or more is refused: one byte less than 10 MB is the largest file read. */
const FORM_LIMITS: MultipartLimits = { fileBytes: GALLERY_ADMIN_MAX_BYTES - 1, fieldBytes: 8 * 1024, parts: 8, headerBytes: 8 * 1024 };
const FILE_FIELD = 'file';

/** The text fields of the upload form; unknown fields are ignored. */
const uploadFieldsSchema = z.object({
  title: z.string({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(GALLERY_TITLE_MAX, messages.titleTooLong),
  description: z
    .string()
    .trim()
    .max(GALLERY_DESCRIPTION_MAX, messages.descriptionTooLong)
    .optional()
    .transform((value) => value || null),
});

/** PUT /order: every shared item's id once, the first shown first. */
export const orderSchema = z.object({
  ids: z.array(z.uuid({ error: messages.orderList }), { error: messages.orderList }).max(10_000, messages.orderList),
});

export const idParamSchema = z.object({ id: z.uuid({ error: messages.invalidId }) });

const COLUMNS = [
  'id',
  'type',
  'title',
  'description',
  'model',
  'content_type',
  'filename',
  'thumb_key',
  'width',
  'height',
  'size_bytes',
  'display_order',
  'label',
  'created_at',
] as const;
type ItemRow = Pick<Selectable<GalleryImages>, (typeof COLUMNS)[number]>;

function toItem(storage: Storage, row: ItemRow): AdminGalleryItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    model: row.model,
    contentType: row.content_type,
    url: storage.publicUrl('gallery', row.filename),
    thumbUrl: row.thumb_key ? storage.publicUrl('gallery', row.thumb_key) : null,
    width: row.width,
    height: row.height,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    displayOrder: row.display_order,
    label: row.label,
    createdAt: row.created_at.toISOString(),
  };
}

/** Every shared item in the order the public gallery shows them (display_order descending, then newest). */
export async function listGallery(db: Kysely<Database>, storage: Storage): Promise<AdminGalleryItem[]> {
  const rows = await db
    .selectFrom('gallery_images')
    .select(COLUMNS)
    .orderBy('display_order', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toItem(storage, row));
}

export interface GalleryUploadRequest {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  db: RequestDb;
  logger: Logger;
}

/** Reads the whole form as it streams, refusing a file of 10 MB or more as soon as it gets there. */
async function readForm(request: GalleryUploadRequest): Promise<{ fields: Record<string, string>; file: MultipartFile | null }> {
  try {
    const form = await readMultipart(request.body, request.contentType, FORM_LIMITS);
    const file = form.file && form.file.field === FILE_FIELD ? form.file : null;
    if (form.file && !file) throw new ApiError('bad_request', `Send the image in the field "${FILE_FIELD}"`);
    return { fields: form.fields, file };
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.cause instanceof ApiError) throw error.cause;
    if (error.problem === 'file_too_large') throw new ApiError('payload_too_large', messages.tooLarge);
    if (error.problem === 'not_multipart') throw new ApiError('unsupported_media_type', messages.notMultipart);
    throw new ApiError('bad_request', error.message);
  }
}

/** `uploads/<yyyy>/<mm>/<random uuid>.<ext>` in the gallery bucket: never reused, so cached for a year. */
function objectKey(extension: string, now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

/**
 * POST /admin/gallery: reads the form while no database connection is held, accepts the file only
 * when its bytes are a JPEG, PNG, WebP or GIF under 10 MB that decodes (the type the browser claimed
 * is ignored), re-encodes it as member uploads are (EXIF and GPS removed; a GIF becomes a PNG of its
 * first frame), stores it with its thumbnail in the public gallery bucket, and only then opens the
 * request's transaction to record it through admin_add_gallery_image (audited 'gallery.upload'). When
 * recording fails, the stored file and thumbnail are removed again. The item goes to the top.
 */
export async function addGalleryImage(storage: Storage, request: GalleryUploadRequest): Promise<AdminGalleryItem> {
  const { fields, file } = await readForm(request);
  if (!file || file.bytes.length === 0) throw new ApiError('bad_request', messages.notImage);
  const type = sniffImageType(file.bytes);
  if (!type) throw new ApiError('bad_request', messages.notImage);
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new ApiError('bad_request', parsed.error.issues[0]?.message ?? messages.titleRequired);
  if (`${parsed.data.title}${parsed.data.description ?? ''}`.includes('\u0000')) throw new ApiError('bad_request', NUL_MESSAGE);

  const image = await reencode(file.bytes, type, request.logger, messages.notImage);
  const filename = objectKey(image.extension, new Date());
  const thumbKey = sharedThumbKey(filename);
  const stored: string[] = [];
  const removeStored = async () => {
    for (const key of stored) {
      await storage
        .delete('gallery', key)
        .catch((error: unknown) => request.logger.warn('removing an unrecorded gallery file failed', { key, error }));
    }
  };
  try {
    await storage.put('gallery', filename, image.bytes, {
      contentType: image.contentType,
      cacheControl: 'public, max-age=31536000, immutable',
    });
    stored.push(filename);
    await storeThumbnail(storage, 'gallery', thumbKey, image.bytes);
    stored.push(thumbKey);
  } catch (error) {
    await removeStored();
    request.logger.error('storing a gallery upload failed', { error });
    throw new ApiError('internal', messages.uploadFailed);
  }

  try {
    const db = await request.db();
    const { rows } = await sql<{ id: string }>`
      select public.admin_add_gallery_image(${filename}, ${parsed.data.title}, ${parsed.data.description}, ${image.contentType},
        ${image.width}::integer, ${image.height}::integer, ${thumbKey}, ${image.bytes.length}::bigint) as id`.execute(db);
    const id = rows[0]!.id;
    const row = await db.selectFrom('gallery_images').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    return toItem(storage, row);
  } catch (error) {
    // Without its row the file would be an orphan nobody sees or can delete.
    await removeStored();
    // The user's mistakes and a refused role (403) keep their own answer; anything else is ours.
    if (error instanceof ApiError || databaseError(error)) throw error;
    request.logger.error('recording a gallery upload failed', { error });
    throw new ApiError('internal', messages.uploadFailed);
  }
}

/**
 * DELETE /admin/gallery/:id: removes the row through admin_delete_gallery_image (audited
 * 'gallery.delete'), then, once that has committed, the file and its thumbnail from the bucket.
 */
export async function deleteGalleryImage(
  db: Kysely<Database>,
  storage: Storage,
  id: string,
  afterCommit: (work: () => Promise<void>) => void,
  logger: Logger,
): Promise<void> {
  const { rows } = await sql<{
    filename: string;
    thumb_key: string | null;
  }>`select * from public.admin_delete_gallery_image(${id}::uuid)`.execute(db);
  const keys = rows[0]!;
  afterCommit(async () => {
    for (const key of [keys.filename, keys.thumb_key]) {
      if (key)
        await storage
          .delete('gallery', key)
          .catch((error: unknown) => logger.warn('removing a deleted gallery file failed', { key, error }));
    }
  });
}

/** PUT /admin/gallery/order: the new order through admin_reorder_gallery (audited 'gallery.reorder'). */
export async function reorderGallery(db: Kysely<Database>, ids: string[]): Promise<void> {
  await sql`select public.admin_reorder_gallery(${ids}::uuid[])`.execute(db);
}
