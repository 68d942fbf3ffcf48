import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { type ClearedItems, type GalleryEntry, galleryMessages, type GalleryPage, type SavedState } from '../contract/gallery';
import type { ToolId } from '../contract/generation';
import { authMessages } from '../contract/messages';
import type { Database } from '../db/schema';
import { queries, type ReadQuery } from '../http/database';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';
import type { BucketName, Storage } from '../storage/storage';
import { sharedThumbKey, storeThumbnail } from './thumbnails';

/**
 * The gallery's rules: what a viewer sees and in which order, and how a shared item enters it.
 *
 * Order: a signed-in member first sees their own items, newest first, then the shared gallery; a
 * visitor sees the shared gallery only. The shared gallery is ordered by display_order descending (an
 * administrator's higher numbers first), then newest, with the id breaking ties so the order is total and pages never repeat or
 * skip an item. One page may end the member's items and begin the shared ones; the cursor says which
 * list it stopped in and where (keyset paging: stable while items are added above).
 *
 * With mine=true a member gets their own items only (optionally the starred ones, or one tool's),
 * newest first. A member stars and deletes only their own items; the database enforces it too
 * (api/gallery/gallery.sql).
 */

type Db = Kysely<Database> | Transaction<Database>;
/** The request's `read` (http/database.ts): runs a select as the request's role. */
type Read = <R>(query: ReadQuery<R>) => Promise<R[]>;
interface Row {
  cursor: GalleryCursor;
  entry: GalleryEntry;
}

/** Where a page stopped: the last item's sort key in its list. Timestamps keep Postgres's microseconds. */
const cursorShape = z.discriminatedUnion('k', [
  z.object({ k: z.literal('mine'), at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/), id: z.uuid() }),
  z.object({
    k: z.literal('shared'),
    o: z.number().int().min(-2147483648).max(2147483647),
    at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    id: z.uuid(),
  }),
]);
export type GalleryCursor = z.infer<typeof cursorShape>;

export function encodeCursor(cursor: GalleryCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** `before` of GET /api/v1/gallery: an opaque cursor from an earlier page's nextCursor. */
export const galleryCursorSchema = z
  .string({ error: galleryMessages.invalidCursor })
  .regex(/^[A-Za-z0-9_-]{1,400}$/, galleryMessages.invalidCursor)
  .transform((value, ctx) => {
    try {
      return cursorShape.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    } catch {
      ctx.addIssue({ code: 'custom', message: galleryMessages.invalidCursor });
      return z.NEVER;
    }
  });

/** created_at as text with its microseconds, for the cursor (a JS Date would round it to milliseconds). */
const cursorTime = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An item's time for the answer, to the millisecond as Date#toISOString writes it, cut from the cursor's. */
const isoMillis = (at: string) => `${at.slice(0, 23)}Z`;

export interface GalleryServiceDeps {
  storage: Storage;
  /** Lifetime of the signed URLs of members' files (SIGNED_URL_TTL_SECONDS). */
  signedUrlTtlSeconds: number;
}

export function createGalleryService({ storage, signedUrlTtlSeconds }: GalleryServiceDeps) {
  /**
   * A signed URL that stays the same for a while (its expiry is rounded down to a step of a quarter of
   * its lifetime, at most 15 minutes), so the browser's and the service worker's caches can keep the
   * file between two loads of the list. It still expires no later than a fresh one would.
   */
  const signed = (key: string) => {
    const step = Math.min(900, Math.floor(signedUrlTtlSeconds / 4)) * 1000;
    const now = step > 0 ? Math.floor(Date.now() / step) * step : Date.now();
    return storage.signedUrl('generations', key, signedUrlTtlSeconds, now);
  };

  /** The member's own items, newest first, optionally only the starred ones or one tool's. */
  async function mine(
    read: Read,
    userId: string,
    after: GalleryCursor | undefined,
    limit: number,
    filter: MineFilter = {},
  ): Promise<Row[]> {
    let query = queries
      .selectFrom('gallery_items')
      .select([
        'id',
        'type',
        'object_key',
        'thumb_key',
        'title',
        'prompt',
        'model',
        'label',
        'width',
        'height',
        'saved',
        'tool',
        cursorTime.as('at'),
      ])
      // Explicit even under RLS: an administrator may read every member's items, and sees only their own here.
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (filter.saved !== undefined) query = query.where('saved', '=', filter.saved);
    if (filter.tool) query = query.where('tool', '=', filter.tool);
    if (after?.k === 'mine') query = query.where(sql<boolean>`(created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    const rows = await read(query);
    return rows.map((row) => ({
      cursor: { k: 'mine', at: row.at, id: row.id } satisfies GalleryCursor,
      entry: {
        id: row.id,
        source: 'mine',
        type: row.type,
        title: row.title,
        description: row.prompt,
        model: row.model,
        url: signed(row.object_key),
        thumbUrl: row.thumb_key ? signed(row.thumb_key) : null,
        width: row.width,
        height: row.height,
        createdAt: isoMillis(row.at),
        label: row.label,
        saved: row.saved,
        tool: row.tool,
      } satisfies GalleryEntry,
    }));
  }

  async function shared(read: Read, after: GalleryCursor | undefined, limit: number): Promise<Row[]> {
    let query = queries
      .selectFrom('gallery_images')
      .select([
        'id',
        'type',
        'filename',
        'thumb_key',
        'title',
        'description',
        'model',
        'label',
        'width',
        'height',
        'display_order',
        cursorTime.as('at'),
      ])
      // Items hidden by a report wait for the administrator's decision: left out for everyone, the
      // administrator too (RLS leaves them out for visitors and members as well).
      .where('hidden_at', 'is', null)
      .orderBy('display_order', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (after?.k === 'shared') {
      query = query.where(
        sql<boolean>`(display_order, created_at, id) < (${after.o}::integer, ${after.at}::timestamptz, ${after.id}::uuid)`,
      );
    }
    const rows = await read(query);
    return rows.map((row) => ({
      cursor: { k: 'shared', o: row.display_order, at: row.at, id: row.id } satisfies GalleryCursor,
      entry: {
        id: row.id,
        source: 'shared',
        type: row.type,
        title: row.title,
        description: row.description,
        model: row.model,
        url: storage.publicUrl('gallery', row.filename),
        thumbUrl: row.thumb_key ? storage.publicUrl('gallery', row.thumb_key) : null,
        width: row.width,
        height: row.height,
        createdAt: isoMillis(row.at),
        label: row.label,
        saved: false,
        tool: null,
      } satisfies GalleryEntry,
    }));
  }

  /**
   * delete_my_gallery_items as the request's role (it deletes the caller's rows only), then, after the
   * commit, the files: the item's and its still. A file that cannot be removed is logged; the item is
   * gone either way.
   */
  async function deleteMine(
    db: Kysely<Database>,
    id: string | null,
    tool: ToolId | null,
    afterCommit: AfterCommit,
    logger: Logger,
  ): Promise<number> {
    const { rows } = await sql<{ id: string; bucket: string; object_key: string; thumb_key: string | null }>`
      select * from public.delete_my_gallery_items(${id}::uuid, ${tool}::text)`.execute(db);
    if (rows.length > 0) {
      afterCommit(async () => {
        for (const row of rows) {
          const bucket = row.bucket as BucketName;
          for (const key of [row.object_key, row.thumb_key]) {
            if (!key) continue;
            await storage
              .delete(bucket, key)
              .catch((error: unknown) => logger.warn('removing a deleted gallery item file failed', { bucket, key, error }));
          }
        }
      });
    }
    return rows.length;
  }

  return {
    /**
     * One page of what `viewer` sees (null: a visitor), read as the request's role (RLS decides what
     * the role may read at all). A visitor's page is one select, which `read` sends with the role
     * statement in one round trip.
     */
    async list(read: Read, viewer: string | null, page: GalleryListQuery): Promise<GalleryPage> {
      // One more than asked, to know whether another page follows.
      const wanted = page.limit + 1;
      if (page.mine) {
        // A member's own items only (My Gallery, a tool's own results): never the shared gallery.
        if (!viewer) throw new ApiError('unauthorized', authMessages.notSignedIn);
        const rows =
          page.before?.k === 'shared' ? [] : await mine(read, viewer, page.before, wanted, { saved: page.saved, tool: page.tool });
        return pageOf(rows, page.limit, viewer);
      }
      const rows: Row[] = viewer && page.before?.k !== 'shared' ? await mine(read, viewer, page.before, wanted) : [];
      if (rows.length < wanted) rows.push(...(await shared(read, page.before, wanted - rows.length)));
      return pageOf(rows, page.limit, viewer);
    },

    /**
     * Stars or unstars one of the member's own items, in the request's transaction as the request's
     * role: the database lets a member write only `saved` of their own rows (gallery.sql), so
     * another member's item is not found, exactly as a missing one. Setting what is already set
     * changes nothing and answers the same.
     */
    async setSaved(db: Kysely<Database>, userId: string, id: string, saved: boolean): Promise<SavedState> {
      const row = await db
        .updateTable('gallery_items')
        .set({ saved })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(['id', 'saved'])
        .executeTakeFirst();
      if (!row) throw new ApiError('not_found', galleryMessages.itemNotFound);
      return { id: row.id, saved: row.saved };
    },

    /** Deletes one of the member's own items; its files go once the request's transaction has committed. */
    async deleteItem(db: Kysely<Database>, id: string, afterCommit: AfterCommit, logger: Logger): Promise<void> {
      const deleted = await deleteMine(db, id, null, afterCommit, logger);
      if (deleted === 0) throw new ApiError('not_found', galleryMessages.itemNotFound);
    },

    /** Deletes all the member's items made with `tool` (none is fine); answers how many went. */
    async clearTool(db: Kysely<Database>, tool: ToolId, afterCommit: AfterCommit, logger: Logger): Promise<ClearedItems> {
      return { deleted: await deleteMine(db, null, tool, afterCommit, logger) };
    },
  };
}

/** What GET /api/v1/gallery was asked (the route validated it). */
export interface GalleryListQuery {
  limit: number;
  before?: GalleryCursor;
  /** Only the viewer's own items (members only). */
  mine?: boolean;
  /** With `mine`: only the starred (true) or the unstarred (false) ones. */
  saved?: boolean;
  /** With `mine`: only those made with this tool. */
  tool?: ToolId;
}

interface MineFilter {
  saved?: boolean;
  tool?: ToolId;
}

/** Runs work once the request's transaction has committed (c.var.afterCommit). */
type AfterCommit = (work: () => Promise<void>) => void;

/** The first `limit` rows as a page; the extra row, when there, says another page follows. */
function pageOf(rows: Row[], limit: number, viewer: string | null): GalleryPage {
  const shown = rows.slice(0, limit);
  return {
    items: shown.map((row) => row.entry),
    nextCursor: rows.length > limit ? encodeCursor(shown.at(-1)!.cursor) : null,
    viewer,
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;

export interface SharedItemInput {
  /** The file; its name in the bucket gets a short hash of the bytes, so a name never means other content. */
  bytes: Uint8Array;
  /** e.g. 'samples/fjord-at-dawn' (no extension: it follows the content type). */
  name: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'video/mp4';
  title: string;
  description: string | null;
  model: string;
  width: number;
  height: number;
  label?: string | null;
  displayOrder?: number;
  /** For a video: the still shown before it plays (an image's own thumbnail is made from the image). */
  poster?: Uint8Array;
  /** Default now. */
  createdAt?: Date;
}

const EXTENSIONS: Record<SharedItemInput['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
};

/**
 * Puts a file into the shared gallery: the file and its thumbnail into the gallery bucket, then its
 * row. `db` is the owner (the seed) or an administrator's request transaction (Gallery Admin).
 */
export async function addSharedItem(db: Db, storage: Storage, item: SharedItemInput): Promise<string> {
  const hash = createHash('sha256').update(item.bytes).digest('hex').slice(0, 10);
  const filename = `${item.name}-${hash}.${EXTENSIONS[item.contentType]}`;
  const type = item.contentType.startsWith('video/') ? 'video' : 'image';
  await storage.put('gallery', filename, item.bytes, {
    contentType: item.contentType,
    cacheControl: 'public, max-age=31536000, immutable',
  });
  const still = type === 'video' ? item.poster : item.bytes;
  const thumb = still ? await storeThumbnail(storage, 'gallery', sharedThumbKey(filename), still) : null;
  const row = await db
    .insertInto('gallery_images')
    .values({
      filename,
      title: item.title,
      description: item.description,
      model: item.model,
      display_order: item.displayOrder ?? 0,
      type,
      content_type: item.contentType,
      width: item.width,
      height: item.height,
      thumb_key: thumb?.key ?? null,
      label: item.label ?? null,
      ...(item.createdAt ? { created_at: item.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A gallery item of one of these jobs: its id and whether it is starred, keyed by its file's object key. */
export interface JobItem {
  id: string;
  saved: boolean;
}

/** The gallery items of these jobs' outputs, in one query, by object key; read as `db` may (RLS for a request). */
export async function itemsOfJobs(db: Db, generationIds: string[]): Promise<Map<string, JobItem>> {
  if (generationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('gallery_items')
    .select(['id', 'object_key', 'saved'])
    .where('generation_id', 'in', generationIds)
    .execute();
  return new Map(rows.map((row) => [row.object_key, { id: row.id, saved: row.saved }]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's own item's file (`owner` reads it for that member), or null when the id is not one of theirs. */
export async function ownItemFile(
  owner: Db,
  userId: string,
  itemId: string,
): Promise<{ bucket: string; objectKey: string; type: 'image' | 'video' } | null> {
  if (!UUID.test(itemId)) return null;
  const row = await owner
    .selectFrom('gallery_items')
    .select(['bucket', 'object_key', 'type'])
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { bucket: row.bucket, objectKey: row.object_key, type: row.type } : null;
}

/** How many items the shared gallery holds, hidden ones included. */
export async function sharedItemCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('gallery_images')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the sample items were put in once (how many; 0 when the operator's own items came first), or null when never. */
export async function samplesRecorded(db: Db): Promise<number | null> {
  const row = await db.selectFrom('gallery_seed').select('items').executeTakeFirst();
  return row ? row.items : null;
}

/** Records that the sample items were put in (or, with 0, that they never will be). */
export async function recordSamples(db: Db, items: number): Promise<void> {
  await db.insertInto('gallery_seed').values({ items }).execute();
}
