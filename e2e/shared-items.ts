import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Shared gallery items made for one browser test, straight in the database and the storage folder of
 * the second e2e site (the one whose FREE FLUX uses the fake fal server, E2E_PORT + 2): its shared
 * gallery is counted by no other spec, so adding, hiding and removing items there cannot disturb them,
 * and its sample items are copied, never changed.
 */

export const FAL_SITE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3199) + 2}`;

const dataDir = () => {
  const dir = process.env.E2E_FAL_DATA_DIR;
  if (!dir) throw new Error('E2E_FAL_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
};

/** The owner connection of that site's embedded database (its password is kept in its data folder). */
export async function falSiteDatabase(): Promise<pg.Client> {
  const password = (await readFile(path.join(dataDir(), '.postgres-password'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env.E2E_POSTGRES_PORT ?? 54399) + 2,
    user: 'postgres',
    password,
    database: 'studio18',
  });
  await client.connect();
  return client;
}

export interface FreshItem {
  id: string;
  title: string;
  filename: string;
  /** Its file's public URL. */
  url: string;
}

/** Writes an object into the site's local-disk gallery bucket the way its storage driver does. */
async function putObject(key: string, bytes: Buffer, contentType: string) {
  const storage = path.join(dataDir(), 'storage');
  const file = path.join(storage, 'gallery', key);
  const meta = path.join(storage, '.meta', 'gallery', `${key}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await mkdir(path.dirname(meta), { recursive: true });
  await writeFile(meta, JSON.stringify({ contentType, cacheControl: 'public, max-age=31536000, immutable', etag: `"${randomUUID()}"` }));
  await writeFile(file, bytes);
}

/** A new shared image at the top of the gallery: a copy of a sample image's file and thumbnail under a new name. */
export async function addFreshItem(db: pg.Client, title: string): Promise<FreshItem> {
  const sample = await db.query<{ filename: string; thumb_key: string; content_type: string; width: number; height: number }>(
    `select filename, thumb_key, content_type, width, height from public.gallery_images
     where type = 'image' and filename like 'samples/%' and thumb_key is not null order by filename limit 1`,
  );
  const source = sample.rows[0];
  if (!source) throw new Error('the e2e site has no sample image to copy');
  const storage = path.join(dataDir(), 'storage', 'gallery');
  const extension = path.extname(source.filename);
  const filename = `e2e-reports/${randomUUID()}${extension}`;
  const thumbKey = `thumbs/${filename}.webp`;
  await putObject(filename, await readFile(path.join(storage, source.filename)), source.content_type);
  await putObject(thumbKey, await readFile(path.join(storage, source.thumb_key)), 'image/webp');
  const { rows } = await db.query<{ id: string }>(
    `insert into public.gallery_images (filename, title, description, model, display_order, type, content_type, width, height, thumb_key)
     values ($1, $2, 'An item made for a browser test of reports.', 'Demo renderer (not AI)', 100000, 'image', $3, $4, $5, $6) returning id`,
    [filename, title, source.content_type, source.width, source.height, thumbKey],
  );
  return { id: rows[0]!.id, title, filename, url: `/storage/v1/object/public/gallery/${filename}` };
}
