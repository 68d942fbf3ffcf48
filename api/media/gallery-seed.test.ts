import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { GalleryPage } from '../contract/gallery';
import { checkPrompt } from '../moderation/policy';
import { createTestApp, type TestApp } from '../test/app';
import { SAMPLE_MODEL, SAMPLES, seedGallery } from './gallery-seed';

/**
 * The sample items a new site starts with: put in once per database however many processes start
 * together, never over an operator's own images, never again once deleted, and not at all with
 * SEED_GALLERY=false.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.owner.deleteFrom('gallery_images').execute();
  await t.db.owner.deleteFrom('gallery_seed').execute();
});

const count = async () =>
  Number(
    (
      await t.db.owner
        .selectFrom('gallery_images')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the samples themselves', () => {
  it('are 8 to 12 images and 1 or 2 videos, titled and described, that the content policy allows', () => {
    const videos = SAMPLES.filter((sample) => sample.shape.startsWith('video'));
    expect(SAMPLES.length - videos.length).toBeGreaterThanOrEqual(8);
    expect(SAMPLES.length - videos.length).toBeLessThanOrEqual(12);
    expect(videos.length).toBeGreaterThanOrEqual(1);
    expect(videos.length).toBeLessThanOrEqual(2);
    for (const sample of SAMPLES) {
      expect(sample.title.length).toBeGreaterThan(2);
      expect(sample.description.length).toBeGreaterThan(10);
      for (const text of [sample.prompt, sample.title, sample.description]) expect(checkPrompt({ prompt: text }).allowed, text).toBe(true);
    }
    expect(new Set(SAMPLES.map((sample) => sample.slug)).size).toBe(SAMPLES.length);
  });
});

describe('seedGallery', () => {
  it('puts the samples in once when two starts race, with their files, thumbnails and posters', async () => {
    const options = { owner: t.db.owner, storage: t.storage, enabled: true };
    const lines = await Promise.all([seedGallery(options), seedGallery(options)]);
    expect(lines.filter((line) => line.includes('added'))).toEqual([
      'gallery: 10 sample images and 2 videos added (demo renders; README "Gallery" says how to replace them)',
    ]);
    expect(lines).toContain(`gallery: ${SAMPLES.length} shared items`);
    expect(await count()).toBe(SAMPLES.length);
    expect(await seedGallery(options)).toBe(`gallery: ${SAMPLES.length} shared items`);
    expect(await count()).toBe(SAMPLES.length);

    const page = (await t.call('GET', '/api/v1/gallery?limit=60')).body as GalleryPage;
    expect(page.items.map((item) => item.title)).toEqual(SAMPLES.map((sample) => sample.title));
    for (const item of page.items) {
      expect(item).toMatchObject({
        source: 'shared',
        model: SAMPLE_MODEL,
        label: 'demo render, not AI',
        thumbUrl: expect.stringContaining('/thumbs/samples/'),
      });
      const file = await fetch(t.url + item.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(item.type === 'video' ? 'video/mp4' : 'image/jpeg');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const thumb = new Uint8Array(await (await fetch(t.url + item.thumbUrl!)).arrayBuffer());
      const still = await sharp(thumb).metadata();
      expect(still.format).toBe('webp');
      expect(still.width).toBe(Math.min(480, item.width!));
      // The thumbnail (a video's poster) has the proportions of the file, so the grid's tile fits both.
      expect(Math.abs(still.height! / still.width! - item.height! / item.width!)).toBeLessThan(0.01);
      if (item.type === 'image') {
        expect(thumb.length).toBeLessThan(bytes.length / 2);
        expect(await sharp(bytes).metadata()).toMatchObject({ width: item.width, height: item.height });
      }
    }
  }, 60_000);

  it('does not put them back once an operator deleted them', async () => {
    await t.db.owner.insertInto('gallery_seed').values({ items: SAMPLES.length }).execute();
    expect(await seedGallery({ owner: t.db.owner, storage: t.storage, enabled: true })).toBe('gallery: 0 shared items');
    expect(await count()).toBe(0);
  });

  it('leaves a gallery the operator filled first alone, then and later', async () => {
    await t.db.owner
      .insertInto('gallery_images')
      .values({ filename: 'own/first.jpg', title: 'Our own', content_type: 'image/jpeg' })
      .execute();
    expect(await seedGallery({ owner: t.db.owner, storage: t.storage, enabled: true })).toBe('gallery: 1 shared item');
    await t.db.owner.deleteFrom('gallery_images').execute();
    expect(await seedGallery({ owner: t.db.owner, storage: t.storage, enabled: true })).toBe('gallery: 0 shared items');
    expect(await count()).toBe(0);
  });

  it('is skipped with SEED_GALLERY=false', async () => {
    expect(loadConfig({ SEED_GALLERY: 'false' }).gallery.seed).toBe(false);
    expect(loadConfig({}).gallery.seed).toBe(true);
    expect(await seedGallery({ owner: t.db.owner, storage: t.storage, enabled: false })).toBe(
      'gallery: no sample items (SEED_GALLERY=false, or unset in production)',
    );
    expect(await count()).toBe(0);
    expect(await t.db.owner.selectFrom('gallery_seed').selectAll().execute()).toEqual([]);
  });

  it('does not stop the start when the samples cannot be stored; nothing is kept and the next start tries again', async () => {
    const failing = { ...t.storage, put: async () => Promise.reject(new Error('disk full')) };
    expect(await seedGallery({ owner: t.db.owner, storage: failing, enabled: true })).toBe(
      'gallery: the sample items could not be added (disk full); the next start tries again',
    );
    expect(await count()).toBe(0);
    expect(await t.db.owner.selectFrom('gallery_seed').selectAll().execute()).toEqual([]);
  });
});
