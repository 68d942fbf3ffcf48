import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryEntry, GalleryPage } from '../contract/gallery';
import { inTransactionAs } from '../db/roles';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { waitFor } from '../test/wait';
import { createDemoProvider } from '../generation/providers/demo';
import { addSharedItem, encodeCursor } from './service';

/**
 * GET /api/v1/gallery over real HTTP and a real database: who sees what, in which order, page by
 * page; the thumbnails made once when an item enters the gallery; and the database refusing anyone
 * but the administrator a write to the shared gallery.
 */

let t: TestApp;
let alice: Member;
let bob: Member;
let root: Member;

beforeAll(async () => {
  t = await createTestApp({ DEMO_STEP_DELAY_MS: '0' }, { worker: true });
  [alice, bob, root] = await Promise.all([t.member(), t.member(), t.admin()]);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);

/** A shared row without a file (listing does not read files). */
async function shared(title: string, displayOrder: number, createdAt: Date) {
  const row = await t.db.owner
    .insertInto('gallery_images')
    .values({
      filename: `test/${title.toLowerCase().replace(/\W+/g, '-')}.jpg`,
      title,
      description: `${title} description`,
      model: 'Test model',
      display_order: displayOrder,
      content_type: 'image/jpeg',
      width: 800,
      height: 1200,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member's item without a job or file. */
async function own(member: Member, title: string, createdAt: Date) {
  const row = await t.db.owner
    .insertInto('gallery_items')
    .values({
      user_id: member.id,
      type: 'image',
      object_key: `${member.id}/test/${title.replace(/\W+/g, '-')}.png`,
      title,
      prompt: `${title} prompt`,
      model: 'FLUX Schnell',
      label: null,
      width: 1024,
      height: 1024,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function list(query = '', member?: Member): Promise<GalleryPage> {
  const res = await t.call('GET', `/api/v1/gallery${query}`, { token: member?.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as GalleryPage;
}

/** Every item the viewer sees, following nextCursor page by page. */
async function all(limit: number, member?: Member): Promise<{ titles: string[]; pages: number }> {
  const titles: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: GalleryPage = await list(`?limit=${limit}${cursor ? `&before=${cursor}` : ''}`, member);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    titles.push(...page.items.map((item) => item.title));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { titles, pages };
}

describe('who sees what, in which order', () => {
  beforeEach(async () => {
    await t.db.owner.deleteFrom('gallery_images').execute();
    await t.db.owner.deleteFrom('gallery_items').execute();
  });

  it('gives a visitor the shared images, display_order descending, then newest', async () => {
    await shared('Old but pinned', 5, at(48));
    await shared('Newest', 0, at(1));
    await shared('Older', 0, at(10));
    await shared('Pinned newer', 5, at(2));
    await shared('Demoted', -1, at(0.5));
    const page = await list();
    expect(page.items.map((item) => item.title)).toEqual(['Pinned newer', 'Old but pinned', 'Newest', 'Older', 'Demoted']);
    expect(page.nextCursor).toBeNull();
    expect(page.viewer).toBeNull();
    expect(page.items.every((item) => item.source === 'shared')).toBe(true);
  });

  it("gives a member their own items first, newest first, then the shared ones, and never another member's", async () => {
    await shared('Shared A', 0, at(1));
    await shared('Shared B', 0, at(2));
    await own(alice, 'Alice old', at(30));
    await own(alice, 'Alice new', at(3));
    await own(bob, 'Bob only', at(0.1));

    const page = await list('', alice);
    expect(page.items.map((item) => [item.source, item.title])).toEqual([
      ['mine', 'Alice new'],
      ['mine', 'Alice old'],
      ['shared', 'Shared A'],
      ['shared', 'Shared B'],
    ]);
    expect(page.viewer).toBe(alice.id);
    expect(page.items[0]).toMatchObject({ description: 'Alice new prompt', model: 'FLUX Schnell', width: 1024, height: 1024 });

    expect((await list('', bob)).items.map((item) => item.title)).toEqual(['Bob only', 'Shared A', 'Shared B']);
    // A visitor sees no member's items; the administrator (who may read all of them) only their own.
    expect((await list()).items.map((item) => item.title)).toEqual(['Shared A', 'Shared B']);
    expect((await list('', root)).items.map((item) => item.title)).toEqual(['Shared A', 'Shared B']);
  });

  it('pages through own and shared items with a cursor, without a repeat or a gap, whatever the page size', async () => {
    for (let index = 0; index < 7; index++) await shared(`Shared ${index}`, index % 3 === 0 ? 1 : 0, at(index));
    for (let index = 0; index < 3; index++) await own(alice, `Mine ${index}`, at(index + 0.5));
    // Two items created at the very same moment are still told apart (by id).
    const sameMoment = at(20);
    await shared('Twin 1', 0, sameMoment);
    await shared('Twin 2', 0, sameMoment);

    const everything = (await list('?limit=60', alice)).items.map((item) => item.title);
    expect(everything).toHaveLength(12);
    expect(everything.slice(0, 3)).toEqual(['Mine 0', 'Mine 1', 'Mine 2']);
    for (const limit of [1, 2, 3, 5, 11, 12]) {
      const paged = await all(limit, alice);
      expect(paged.titles, `limit ${limit}`).toEqual(everything);
      expect(paged.pages).toBe(Math.ceil(12 / limit));
    }
    const visitor = (await list('?limit=60')).items.map((item) => item.title);
    expect((await all(4)).titles).toEqual(visitor);
  });

  it('pages a visitor through the extreme display orders, negative ones included', async () => {
    await shared('Top', 2147483647, at(3));
    await shared('Middle', 0, at(2));
    await shared('Bottom', -2147483648, at(1));
    await shared('Bottom older', -2147483648, at(5));
    const paged = await all(1);
    expect(paged.titles).toEqual(['Top', 'Middle', 'Bottom', 'Bottom older']);
    expect(paged.pages).toBe(4);
  });

  it('keeps its place when new items arrive above the cursor', async () => {
    for (let index = 0; index < 4; index++) await shared(`Shared ${index}`, 0, at(index + 1));
    const first = await list('?limit=2');
    expect(first.items.map((item) => item.title)).toEqual(['Shared 0', 'Shared 1']);
    await shared('Arrived meanwhile', 0, at(0));
    const second = await list(`?limit=2&before=${first.nextCursor}`);
    expect(second.items.map((item) => item.title)).toEqual(['Shared 2', 'Shared 3']);
  });

  it('answers an empty gallery with an empty page', async () => {
    expect(await list()).toEqual({ items: [], nextCursor: null, viewer: null });
    expect(await list('', alice)).toEqual({ items: [], nextCursor: null, viewer: alice.id });
  });

  it('refuses a malformed cursor or limit with 400 and a clear message', async () => {
    const refused = async (query: string, message: string) => {
      const res = await t.call('GET', `/api/v1/gallery${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    };
    await refused('?before=not-a-cursor!', 'Invalid page cursor');
    await refused(`?before=${Buffer.from('{"k":"shared"}').toString('base64url')}`, 'Invalid page cursor');
    await refused(`?before=${Buffer.from('[1,2').toString('base64url')}`, 'Invalid page cursor');
    await refused(`?before=${encodeCursor({ k: 'mine', at: '2026-01-01T00:00:00.000000Z', id: 'x' } as never)}`, 'Invalid page cursor');
    await refused('?before=' + 'A'.repeat(401), 'Invalid page cursor');
    await refused('?limit=0', 'The limit must be a whole number from 1 to 60');
    await refused('?limit=61', 'The limit must be a whole number from 1 to 60');
    await refused('?limit=1e1', 'The limit must be a whole number from 1 to 60');
  });
});

describe('files, thumbnails and URLs', () => {
  const demo = createDemoProvider({ stepDelayMs: 0 });
  const render = async (prompt: string, width: number, height: number) =>
    (
      await demo.run(
        {
          kind: 'text-to-image',
          prompt,
          negativePrompt: '',
          width,
          height,
          steps: 4,
          guidance: 3.5,
          seed: 11,
          numImages: 1,
          outputFormat: 'jpeg',
        },
        { signal: new AbortController().signal, onProgress: () => undefined },
      )
    ).outputs[0]!;

  const fetchBytes = async (url: string) => {
    const res = await fetch(t.url + url);
    expect(res.status, url).toBe(200);
    return {
      bytes: new Uint8Array(await res.arrayBuffer()),
      cacheControl: res.headers.get('cache-control'),
      type: res.headers.get('content-type'),
    };
  };

  beforeEach(async () => {
    await t.db.owner.deleteFrom('gallery_images').execute();
  });

  it('stores a shared image with a smaller WebP thumbnail beside it, both public and cached for a year', async () => {
    const image = await render('Fjord at dawn', 832, 1216);
    await addSharedItem(t.db.owner, t.storage, {
      bytes: image.bytes,
      name: 'samples/fjord',
      contentType: 'image/jpeg',
      title: 'Fjord at Dawn',
      description: 'Morning light',
      model: 'Demo renderer (not AI)',
      width: 832,
      height: 1216,
      label: 'demo render, not AI',
    });
    const [entry] = (await list()).items as [GalleryEntry];
    expect(entry).toMatchObject({
      source: 'shared',
      type: 'image',
      title: 'Fjord at Dawn',
      width: 832,
      height: 1216,
      label: 'demo render, not AI',
    });
    expect(entry.url).toMatch(/^\/storage\/v1\/object\/public\/gallery\/samples\/fjord-[0-9a-f]{10}\.jpg$/);
    expect(entry.thumbUrl).toMatch(/^\/storage\/v1\/object\/public\/gallery\/thumbs\/samples\/fjord-[0-9a-f]{10}\.jpg\.webp$/);

    const full = await fetchBytes(entry.url);
    const thumb = await fetchBytes(entry.thumbUrl!);
    expect(thumb.type).toBe('image/webp');
    expect(thumb.bytes.length).toBeLessThan(full.bytes.length / 2);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: Math.round((480 * 1216) / 832) });
    expect(thumb.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(full.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a narrow image its own width: a thumbnail is never enlarged', async () => {
    const image = await render('Small one', 320, 200);
    await addSharedItem(t.db.owner, t.storage, {
      bytes: image.bytes,
      name: 'test/small',
      contentType: 'image/jpeg',
      title: 'Small',
      description: null,
      model: 'x',
      width: 320,
      height: 200,
    });
    const [entry] = (await list()).items as [GalleryEntry];
    expect(await sharp((await fetchBytes(entry.thumbUrl!)).bytes).metadata()).toMatchObject({ width: 320, height: 200 });
  });

  it("makes a member's output a gallery item with its thumbnail, served by signed URLs that others cannot forge", async () => {
    const submitted = await t.call('POST', '/api/v1/generations', {
      token: alice.accessToken,
      body: { tool: 'free-flux', params: { prompt: 'A quiet harbour at dawn', aspect: 'portrait' } },
    });
    expect(submitted.status).toBe(202);
    await waitFor(
      async () =>
        (await t.db.owner.selectFrom('gallery_items').select('id').where('generation_id', '=', submitted.body.id).executeTakeFirst()) ??
        null,
    );

    const page = await list('', alice);
    const entry = page.items.find((item) => item.description === 'A quiet harbour at dawn')!;
    expect(entry).toMatchObject({
      source: 'mine',
      type: 'image',
      width: 832,
      height: 1216,
      label: 'demo render, not AI',
      model: 'FLUX Schnell (demo render, not AI)',
    });
    expect(entry.url).toMatch(/^\/storage\/v1\/object\/sign\/generations\/.+\.png\?expires=\d+&signature=/);
    expect(entry.thumbUrl).toMatch(/^\/storage\/v1\/object\/sign\/generations\/.+\.thumb\.webp\?expires=\d+&signature=/);

    const full = await fetchBytes(entry.url);
    const thumb = await fetchBytes(entry.thumbUrl!);
    expect(thumb.bytes.length).toBeLessThan(full.bytes.length / 4);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: Math.round((480 * 1216) / 832) });
    expect(thumb.cacheControl).toMatch(/^private, max-age=\d+$/);

    // The thumbnail was made once, by the worker, and recorded with the job's outputs.
    const job = await t.db.owner.selectFrom('generations').select('outputs').where('id', '=', submitted.body.id).executeTakeFirstOrThrow();
    expect(job.outputs[0]!.thumbKey).toMatch(/\.thumb\.webp$/);

    // The same list a moment later has the same URLs, so caches keep the files between loads.
    expect((await list('', alice)).items.find((item) => item.id === entry.id)).toEqual(entry);
    // Without the signature the file is not there for anyone.
    const unsigned = entry.url.split('?')[0]!.replace('/sign/', '/public/');
    expect((await fetch(t.url + unsigned)).status).toBe(404);
    expect((await list('', bob)).items.some((item) => item.id === entry.id)).toBe(false);
  });

  it('does not make thumbnails for anonymous outputs (they never enter the gallery)', async () => {
    const submitted = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': 'anon-gallery-test-client-0001' },
      body: { tool: 'free-flux', params: { prompt: 'A lighthouse in fog' } },
    });
    expect(submitted.status).toBe(202);
    const job = await waitFor(async () => {
      const row = await t.db.owner
        .selectFrom('generations')
        .select(['status', 'outputs'])
        .where('id', '=', submitted.body.id)
        .executeTakeFirst();
      return row?.status === 'succeeded' ? row : null;
    });
    expect(job.outputs[0]!.thumbKey).toBeNull();
  });
});

describe('row-level security of gallery_images', () => {
  const row = { filename: 'rls/probe.jpg', title: 'Probe', content_type: 'image/jpeg' };

  it('lets anyone read the shared gallery', async () => {
    await t.db.owner
      .insertInto('gallery_images')
      .values({ ...row, filename: 'rls/readable.jpg' })
      .execute();
    for (const [role, claims] of [
      ['anon', null],
      ['member', { sub: alice.id, role: 'member' }],
    ] as const) {
      const rows = await inTransactionAs(
        t.db.api,
        role,
        (trx) => trx.selectFrom('gallery_images').select('filename').where('filename', '=', 'rls/readable.jpg').execute(),
        claims,
      );
      expect(rows, role).toHaveLength(1);
    }
  });

  it('refuses a member, a visitor and the administrator a direct insert or delete: the administrator changes the shared gallery only through its audited functions', async () => {
    for (const [role, claims] of [
      ['anon', null],
      ['member', { sub: alice.id, role: 'member' }],
      ['admin', { sub: root.id, role: 'admin' }],
    ] as const) {
      await expect(
        inTransactionAs(t.db.api, role, (trx) => trx.insertInto('gallery_images').values(row).execute(), claims),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(inTransactionAs(t.db.api, role, (trx) => trx.deleteFrom('gallery_images').execute(), claims)).rejects.toMatchObject({
        code: '42501',
      });
      await expect(
        inTransactionAs(t.db.api, role, (trx) => trx.updateTable('gallery_images').set({ title: 'Defaced' }).execute(), claims),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });

  it("refuses a member a write to gallery_items, and to the seed marker, and another member's items are invisible", async () => {
    const bobs = await own(bob, 'Bob private', at(0));
    const claims = { sub: alice.id, role: 'member' } as const;
    await expect(
      inTransactionAs(
        t.db.api,
        'member',
        (trx) =>
          trx
            .insertInto('gallery_items')
            .values({ user_id: alice.id, type: 'image', object_key: 'x.png', title: 'x', prompt: 'x', model: 'x', label: null })
            .execute(),
        claims,
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      inTransactionAs(t.db.api, 'member', (trx) => sql`insert into public.gallery_seed (items) values (0)`.execute(trx), claims),
    ).rejects.toMatchObject({ code: '42501' });
    const seen = await inTransactionAs(
      t.db.api,
      'member',
      (trx) => trx.selectFrom('gallery_items').select('id').where('id', '=', bobs).execute(),
      claims,
    );
    expect(seen).toEqual([]);
  });
});
