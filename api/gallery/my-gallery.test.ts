import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryPage } from '../contract/gallery';
import type { Generation } from '../contract/generation';
import { inTransactionAs } from '../db/roles';
import { createDemoProvider } from '../generation/providers/demo';
import type { GenerationProvider } from '../generation/providers/provider';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { waitFor } from '../test/wait';

/**
 * My Gallery over real HTTP and a real database: a member's own items only (starred ones, one tool's),
 * starring and deleting them (their files too), clearing a tool's, what another member, a visitor and
 * the administrator get, the database refusing any other write, the outputs of jobs carrying their
 * item, and members' videos getting a poster.
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

/** A member's item without a job, with a small file (and still) in storage under its key. */
async function own(member: Member, title: string, options: { createdAt?: Date; tool?: string; saved?: boolean; files?: boolean } = {}) {
  const key = `${member.id}/test/${randomUUID()}.png`;
  const thumb = key.replace(/\.png$/, '.thumb.webp');
  if (options.files) {
    await t.storage.put('generations', key, new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
    await t.storage.put('generations', thumb, new Uint8Array([4, 5, 6]), { contentType: 'image/webp' });
  }
  const row = await t.db.owner
    .insertInto('gallery_items')
    .values({
      user_id: member.id,
      type: 'image',
      object_key: key,
      thumb_key: options.files ? thumb : null,
      title,
      prompt: `${title} prompt`,
      model: 'FLUX Schnell',
      label: null,
      width: 1024,
      height: 1024,
      created_at: options.createdAt ?? new Date(),
      tool: options.tool ?? 'free-flux',
      saved: options.saved ?? false,
    })
    .returning(['id', 'object_key', 'thumb_key'])
    .executeTakeFirstOrThrow();
  return { id: row.id, key, thumb };
}

async function mine(query: string, member: Member): Promise<GalleryPage> {
  const res = await t.call('GET', `/api/v1/gallery?mine=true${query}`, { token: member.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as GalleryPage;
}

const titles = (page: GalleryPage) => page.items.map((item) => item.title);
const itemRow = (id: string) =>
  t.db.owner.selectFrom('gallery_items').select(['id', 'saved', 'saved_at', 'title']).where('id', '=', id).executeTakeFirst();
const exists = async (key: string) => (await t.storage.head('generations', key)) !== null;

/** A member's job run to its end by the worker (the demo renderer). */
async function generate(member: Member | null, body: unknown): Promise<string> {
  const res = await t.call(
    'POST',
    '/api/v1/generations',
    member ? { token: member.accessToken, body } : { headers: { 'x-client-id': `my-gallery-test-${randomUUID()}` }, body },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await waitFor(async () => {
    const row = await t.db.owner.selectFrom('generations').select('status').where('id', '=', res.body.id).executeTakeFirst();
    return row && row.status !== 'queued' && row.status !== 'running';
  }, 60_000);
  return res.body.id as string;
}

beforeEach(async () => {
  await t.db.owner.deleteFrom('gallery_items').execute();
});

describe('GET /api/v1/gallery?mine=true', () => {
  it("answers the member's own items only, newest first, with their saved flag and tool, never the shared gallery", async () => {
    await t.db.owner
      .insertInto('gallery_images')
      .values({ filename: 'test/shared.jpg', title: 'Shared one', content_type: 'image/jpeg' })
      .execute();
    await own(alice, 'Alice old', { createdAt: at(5), tool: 'text-to-video', saved: true });
    await own(alice, 'Alice new', { createdAt: at(1) });
    await own(bob, 'Bob only', { createdAt: at(0.5), saved: true });

    const page = await mine('', alice);
    expect(titles(page)).toEqual(['Alice new', 'Alice old']);
    expect(page.viewer).toBe(alice.id);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => [item.source, item.saved, item.tool])).toEqual([
      ['mine', false, 'free-flux'],
      ['mine', true, 'text-to-video'],
    ]);
    expect(titles(await mine('', bob))).toEqual(['Bob only']);
    // The administrator, who may read every member's items, gets only their own here.
    expect(titles(await mine('', root))).toEqual([]);
    // The mixed list also says which of the member's items are starred.
    const mixed = (await t.call('GET', '/api/v1/gallery', { token: alice.accessToken })).body as GalleryPage;
    expect(mixed.items.map((item) => [item.title, item.saved, item.tool])).toEqual([
      ['Alice new', false, 'free-flux'],
      ['Alice old', true, 'text-to-video'],
      ['Shared one', false, null],
    ]);
    await t.db.owner.deleteFrom('gallery_images').execute();
  });

  it('filters by saved and by tool, together too, and pages through them with the cursor', async () => {
    for (let index = 0; index < 7; index++) {
      await own(alice, `Item ${index}`, {
        createdAt: at(index),
        saved: index % 2 === 0,
        tool: index < 4 ? 'premium-text-to-image' : 'image-to-image',
      });
    }
    expect(titles(await mine('&saved=true', alice))).toEqual(['Item 0', 'Item 2', 'Item 4', 'Item 6']);
    expect(titles(await mine('&saved=false', alice))).toEqual(['Item 1', 'Item 3', 'Item 5']);
    expect(titles(await mine('&tool=premium-text-to-image', alice))).toEqual(['Item 0', 'Item 1', 'Item 2', 'Item 3']);
    expect(titles(await mine('&tool=image-to-image&saved=true', alice))).toEqual(['Item 4', 'Item 6']);
    expect(titles(await mine('&tool=text-to-video', alice))).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: GalleryPage = await mine(`&saved=true&limit=3${cursor ? `&before=${cursor}` : ''}`, alice);
      seen.push(...titles(page));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['Item 0', 'Item 2', 'Item 4', 'Item 6']);
    expect(pages).toBe(2);
  });

  it('refuses a visitor with 401 and bad filters with 400 and a clear message', async () => {
    const visitor = await t.call('GET', '/api/v1/gallery?mine=true');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toMatchObject({ code: 'unauthorized', message: 'User not authenticated' });
    const refused = async (query: string, message: string | RegExp) => {
      const res = await t.call('GET', `/api/v1/gallery${query}`, { token: alice.accessToken });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
      if (typeof message === 'string') expect(res.body.error.message).toBe(message);
      else expect(res.body.error.message).toMatch(message);
    };
    await refused('?mine=yes', 'mine must be true or false');
    await refused('?mine=true&saved=1', 'saved must be true or false');
    // The list of tools grows with the Studio: its beginning is enough here.
    await refused('?mine=true&tool=paint', /^Unknown tool\. Choose one of: free-flux, free-remix, fast-photo, /);
    await refused('?saved=true', 'The saved and tool filters list your own items: add mine=true');
    await refused('?mine=false&tool=free-flux', 'The saved and tool filters list your own items: add mine=true');
  });
});

describe('PUT /api/v1/gallery/items/:id/saved', () => {
  it("stars and unstars the member's own item, idempotently, with the time it was starred", async () => {
    const item = await own(alice, 'To star');
    const star = await t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { token: alice.accessToken, body: { saved: true } });
    expect(star.status).toBe(200);
    expect(star.body).toEqual({ id: item.id, saved: true });
    const starred = await itemRow(item.id);
    expect(starred!.saved_at).toBeInstanceOf(Date);

    // Again: the same answer, and the time it was first starred stays.
    const again = await t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { token: alice.accessToken, body: { saved: true } });
    expect(again.body).toEqual({ id: item.id, saved: true });
    expect((await itemRow(item.id))!.saved_at).toEqual(starred!.saved_at);
    expect(titles(await mine('&saved=true', alice))).toEqual(['To star']);

    const unstar = await t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { token: alice.accessToken, body: { saved: false } });
    expect(unstar.body).toEqual({ id: item.id, saved: false });
    expect(await itemRow(item.id)).toMatchObject({ saved: false, saved_at: null });
    expect(titles(await mine('&saved=true', alice))).toEqual([]);
  });

  it("answers another member's item, and the administrator asking for a member's, exactly as a missing one, changing nothing", async () => {
    const item = await own(alice, 'Not yours');
    const missing = await t.call('PUT', `/api/v1/gallery/items/${randomUUID()}/saved`, { token: bob.accessToken, body: { saved: true } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: 'Item not found' });
    for (const caller of [bob, root]) {
      const res = await t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { token: caller.accessToken, body: { saved: true } });
      expect(res.status).toBe(404);
      expect({ ...res.body.error, requestId: undefined }).toEqual({ ...missing.body.error, requestId: undefined });
    }
    const visitor = await t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { body: { saved: true } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe('User not authenticated');
    expect(await itemRow(item.id)).toMatchObject({ saved: false, saved_at: null });
  });

  it('lets the administrator star their own items like any member', async () => {
    const item = await own(root, 'Admin own');
    const res = await t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { token: root.accessToken, body: { saved: true } });
    expect(res.body).toEqual({ id: item.id, saved: true });
  });

  it('refuses a bad id or body with 400 and a clear message, changing nothing', async () => {
    const item = await own(alice, 'Stays as it is');
    const cases: Array<[string, unknown, string]> = [
      ['not-a-uuid', { saved: true }, 'Invalid item id'],
      [item.id, { saved: 'true' }, 'saved must be true or false'],
      [item.id, { saved: 1 }, 'saved must be true or false'],
      [item.id, {}, 'saved must be true or false'],
      [item.id, { saved: null }, 'saved must be true or false'],
    ];
    for (const [id, body, message] of cases) {
      const res = await t.call('PUT', `/api/v1/gallery/items/${id}/saved`, { token: alice.accessToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    }
    expect(await itemRow(item.id)).toMatchObject({ saved: false, saved_at: null });
  });

  it('ends 30 concurrent identical requests in one consistent state, every one answered 200', async () => {
    const item = await own(alice, 'Raced');
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { token: alice.accessToken, body: { saved: true } }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expect(replies.every((reply) => reply.body.saved === true && reply.body.id === item.id)).toBe(true);
    const row = await itemRow(item.id);
    expect(row).toMatchObject({ saved: true });
    expect(row!.saved_at).toBeInstanceOf(Date);
  });
});

describe('DELETE /api/v1/gallery/items/:id', () => {
  it('deletes the item and, after the commit, its file and still; a second delete is 404', async () => {
    const item = await own(alice, 'To delete', { files: true });
    const kept = await own(alice, 'To keep', { files: true });
    expect(await exists(item.key)).toBe(true);
    const res = await t.call('DELETE', `/api/v1/gallery/items/${item.id}`, { token: alice.accessToken });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(await itemRow(item.id)).toBeUndefined();
    await waitFor(async () => !(await exists(item.key)) && !(await exists(item.thumb)));
    expect(await exists(kept.key)).toBe(true);
    expect(titles(await mine('', alice))).toEqual(['To keep']);

    const again = await t.call('DELETE', `/api/v1/gallery/items/${item.id}`, { token: alice.accessToken });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({ code: 'not_found', message: 'Item not found' });
  });

  it("answers another member's item, and the administrator asking for a member's, exactly as a missing one, keeping it and its files", async () => {
    const item = await own(alice, 'Not yours to delete', { files: true });
    const missing = await t.call('DELETE', `/api/v1/gallery/items/${randomUUID()}`, { token: bob.accessToken });
    for (const caller of [bob, root]) {
      const res = await t.call('DELETE', `/api/v1/gallery/items/${item.id}`, { token: caller.accessToken });
      expect(res.status).toBe(404);
      expect({ ...res.body.error, requestId: undefined }).toEqual({ ...missing.body.error, requestId: undefined });
    }
    const visitor = await t.call('DELETE', `/api/v1/gallery/items/${item.id}`);
    expect(visitor.status).toBe(401);
    const bad = await t.call('DELETE', '/api/v1/gallery/items/12345', { token: alice.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'bad_request', message: 'Invalid item id' });
    expect(await itemRow(item.id)).toBeDefined();
    expect(await exists(item.key)).toBe(true);
  });

  it('still answers 204 when a file cannot be removed (the failure is logged)', async () => {
    const item = await own(alice, 'Stubborn file', { files: true });
    const realDelete = t.storage.delete;
    t.storage.delete = async () => {
      throw new Error('storage is down');
    };
    try {
      const res = await t.call('DELETE', `/api/v1/gallery/items/${item.id}`, { token: alice.accessToken });
      expect(res.status).toBe(204);
    } finally {
      t.storage.delete = realDelete;
    }
    expect(await itemRow(item.id)).toBeUndefined();
  });

  it('deletes an item once under 30 concurrent deletes: one 204, the others 404, no server error', async () => {
    const item = await own(alice, 'Deleted once', { files: true });
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => t.call('DELETE', `/api/v1/gallery/items/${item.id}`, { token: alice.accessToken })),
    );
    expect(replies.filter((reply) => reply.status === 204)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 404)).toHaveLength(29);
    expect(await itemRow(item.id)).toBeUndefined();
  });
});

describe('DELETE /api/v1/gallery/items?tool=', () => {
  it("deletes all the member's items of that tool, and nobody else's, answering how many went", async () => {
    const premium = await Promise.all([
      own(alice, 'P1', { tool: 'premium-text-to-image', files: true }),
      own(alice, 'P2', { tool: 'premium-text-to-image', saved: true }),
    ]);
    await own(alice, 'Video', { tool: 'text-to-video' });
    const bobs = await own(bob, 'Bob premium', { tool: 'premium-text-to-image', files: true });

    const res = await t.call('DELETE', '/api/v1/gallery/items?tool=premium-text-to-image', { token: alice.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 2 });
    expect(titles(await mine('', alice))).toEqual(['Video']);
    expect(titles(await mine('', bob))).toEqual(['Bob premium']);
    await waitFor(async () => !(await exists(premium[0].key)) && !(await exists(premium[0].thumb)));
    expect(await exists(bobs.key)).toBe(true);

    const again = await t.call('DELETE', '/api/v1/gallery/items?tool=premium-text-to-image', { token: alice.accessToken });
    expect(again.body).toEqual({ deleted: 0 });
  });

  it('refuses a missing or unknown tool with 400 and a visitor with 401, deleting nothing', async () => {
    await own(alice, 'Survivor', { tool: 'free-flux' });
    const missing = await t.call('DELETE', '/api/v1/gallery/items', { token: alice.accessToken });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^Name the tool whose items to delete \(\?tool=\), one of: free-flux, /);
    const unknown = await t.call('DELETE', '/api/v1/gallery/items?tool=everything', { token: alice.accessToken });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^Unknown tool\. Choose one of: free-flux, /);
    const visitor = await t.call('DELETE', '/api/v1/gallery/items?tool=free-flux');
    expect(visitor.status).toBe(401);
    expect(titles(await mine('', alice))).toEqual(['Survivor']);
  });

  it('answers 30 concurrent clears consistently: the items go once, no server error', async () => {
    for (let index = 0; index < 5; index++) await own(alice, `Clear ${index}`, { tool: 'image-to-image' });
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => t.call('DELETE', '/api/v1/gallery/items?tool=image-to-image', { token: alice.accessToken })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expect(replies.reduce((sum, reply) => sum + (reply.body.deleted as number), 0)).toBe(5);
    expect(titles(await mine('', alice))).toEqual([]);
  });
});

describe('the database as the last line', () => {
  const as = <T>(member: Member, work: Parameters<typeof inTransactionAs<T>>[2]) =>
    inTransactionAs(t.db.api, 'member', work, { sub: member.id, role: 'member' });

  it("lets a member write only `saved` of their own rows: any other column, or another member's row, is refused or untouched", async () => {
    const alices = await own(alice, 'Alice row');
    const bobs = await own(bob, 'Bob row');
    // Another column of their own row: no grant.
    for (const change of [
      { title: 'Renamed' },
      { user_id: bob.id },
      { saved_at: new Date() },
      { object_key: 'elsewhere.png' },
      { tool: 'text-to-video' },
    ]) {
      await expect(
        as(alice, (trx) => trx.updateTable('gallery_items').set(change).where('id', '=', alices.id).execute()),
        JSON.stringify(change),
      ).rejects.toMatchObject({ code: '42501' });
    }
    // Another member's row: not even visible, so nothing is updated.
    const updated = await as(alice, (trx) =>
      trx.updateTable('gallery_items').set({ saved: true }).where('id', '=', bobs.id).executeTakeFirst(),
    );
    expect(updated.numUpdatedRows).toBe(0n);
    expect(await itemRow(bobs.id)).toMatchObject({ saved: false });
    // Their own `saved`: allowed, and saved_at follows it.
    await as(alice, (trx) => trx.updateTable('gallery_items').set({ saved: true }).where('id', '=', alices.id).execute());
    expect((await itemRow(alices.id))!.saved_at).toBeInstanceOf(Date);
    // No direct delete, not even of their own rows: only through delete_my_gallery_items.
    await expect(as(alice, (trx) => trx.deleteFrom('gallery_items').where('id', '=', alices.id).execute())).rejects.toMatchObject({
      code: '42501',
    });
    // The function deletes only the caller's rows.
    const { rows } = await as(bob, (trx) =>
      sql<{ id: string }>`select id from public.delete_my_gallery_items(${alices.id}::uuid, null)`.execute(trx),
    );
    expect(rows).toEqual([]);
    expect(await itemRow(alices.id)).toBeDefined();
    // A visitor may not call it at all.
    await expect(
      inTransactionAs(t.db.api, 'anon', (trx) => sql`select * from public.delete_my_gallery_items(null, 'free-flux')`.execute(trx)),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await itemRow(alices.id)).toMatchObject({ title: 'Alice row', saved: true });
  });
});

describe('outputs carry their gallery item', () => {
  it("gives a member's outputs their item, starred state and still, in GET /generations, GET /generations/:id and the result event", async () => {
    const id = await generate(alice, { tool: 'free-flux', params: { prompt: 'A lantern on a jetty' } });
    const item = await t.db.owner
      .selectFrom('gallery_items')
      .select(['id', 'tool'])
      .where('generation_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(item.tool).toBe('free-flux');

    const one = (await t.call('GET', `/api/v1/generations/${id}`, { token: alice.accessToken })).body as Generation;
    expect(one.outputs).toHaveLength(1);
    expect(one.outputs[0]).toMatchObject({ itemId: item.id, saved: false });
    expect(one.outputs[0]!.thumbUrl).toMatch(/^\/storage\/v1\/object\/sign\/generations\/.+\.thumb\.webp\?expires=\d+&signature=/);

    await t.call('PUT', `/api/v1/gallery/items/${item.id}/saved`, { token: alice.accessToken, body: { saved: true } });
    const listed = (await t.call('GET', '/api/v1/generations?limit=5', { token: alice.accessToken })).body as { generations: Generation[] };
    expect(listed.generations.find((job) => job.id === id)!.outputs[0]).toMatchObject({ itemId: item.id, saved: true });

    const events = await fetch(`${t.url}/api/v1/generations/${id}/events`, { headers: { authorization: `Bearer ${alice.accessToken}` } });
    const text = await events.text();
    const result = text.split('\n\n').find((block) => block.includes('event: result'))!;
    const data = JSON.parse(
      result
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice(6),
    ) as { outputs: Generation['outputs'] };
    expect(data.outputs[0]).toMatchObject({ itemId: item.id, saved: true });
    expect(data.outputs[0]!.thumbUrl).toMatch(/\.thumb\.webp\?/);
  });

  it('lists many jobs with their items from one page (each output its own item)', async () => {
    const ids = [];
    for (const prompt of ['A red kite', 'A green field', 'A blue door'])
      ids.push(await generate(bob, { tool: 'free-flux', params: { prompt } }));
    const listed = (await t.call('GET', '/api/v1/generations?limit=10', { token: bob.accessToken })).body as { generations: Generation[] };
    const items = await t.db.owner.selectFrom('gallery_items').select(['id', 'generation_id']).where('user_id', '=', bob.id).execute();
    for (const id of ids) {
      const job = listed.generations.find((candidate) => candidate.id === id)!;
      expect(job.outputs[0]!.itemId).toBe(items.find((item) => item.generation_id === id)!.id);
    }
  });

  it("lists a job's images newest first in the order the job made them, as the Studio shows them when they arrive", async () => {
    for (let round = 0; round < 3; round++) {
      await t.db.owner.deleteFrom('gallery_items').execute();
      const id = await generate(bob, { tool: 'premium-text-to-image', params: { prompt: 'A lighthouse at dusk', imageNumber: 3 } });
      const job = (await t.call('GET', `/api/v1/generations/${id}`, { token: bob.accessToken })).body as Generation;
      expect(job.outputs).toHaveLength(3);
      const page = await mine('&tool=premium-text-to-image', bob);
      expect(page.items.map((item) => item.id)).toEqual(job.outputs.map((output) => output.itemId));
    }
  });

  it("leaves a visitor's outputs without item or still", async () => {
    const client = `my-gallery-visitor-${randomUUID()}`;
    const res = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': client },
      body: { tool: 'free-flux', params: { prompt: 'A fox in snow' } },
    });
    await waitFor(
      async () =>
        (await t.db.owner.selectFrom('generations').select('status').where('id', '=', res.body.id).executeTakeFirst())?.status ===
        'succeeded',
    );
    const job = (await t.call('GET', `/api/v1/generations/${res.body.id}`, { headers: { 'x-client-id': client } })).body as Generation;
    expect(job.outputs[0]).toMatchObject({ itemId: null, saved: false, thumbUrl: null });
  });

  it("takes a deleted item's output off its job", async () => {
    const id = await generate(alice, { tool: 'free-flux', params: { prompt: 'A boat at anchor' } });
    const item = await t.db.owner
      .selectFrom('gallery_items')
      .select(['id', 'object_key'])
      .where('generation_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await t.call('DELETE', `/api/v1/gallery/items/${item.id}`, { token: alice.accessToken })).status).toBe(204);
    const job = (await t.call('GET', `/api/v1/generations/${id}`, { token: alice.accessToken })).body as Generation;
    expect(job.status).toBe('succeeded');
    expect(job.outputs).toEqual([]);
    await waitFor(async () => !(await exists(item.object_key)));
  });
});

describe('video posters', () => {
  it("gives a member's video a WebP poster of its first frame, shown as the item's and the output's still", async () => {
    const id = await generate(alice, {
      tool: 'text-to-video',
      params: { prompt: 'Waves rolling onto a beach', resolution: '480p', numFrames: 85 },
    });
    const job = await t.db.owner.selectFrom('generations').select(['status', 'outputs']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(job.status).toBe('succeeded');
    expect(job.outputs[0]).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(job.outputs[0]!.thumbKey).toMatch(/\.thumb\.webp$/);

    const [entry] = (await mine('', alice)).items;
    expect(entry).toMatchObject({ type: 'video', tool: 'text-to-video' });
    expect(entry!.thumbUrl).toMatch(/\.thumb\.webp\?/);
    const poster = await fetch(t.url + entry!.thumbUrl!);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(new Uint8Array(await poster.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width! / meta.height!).toBeCloseTo(entry!.width! / entry!.height!, 1);
  });

  it('leaves the poster out when no frame can be read, and the job still succeeds', async () => {
    // An mp4 by its header (the runner sniffs outputs), with nothing a decoder can read after it.
    const undecodable = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypisom'),
      ...new TextEncoder().encode('not a video at all, only words'),
    ]);
    const broken: GenerationProvider = {
      name: 'fal',
      label: 'FAL',
      supports: () => true,
      run: async () => ({ outputs: [{ kind: 'video', contentType: 'video/mp4', bytes: undecodable, width: 480, height: 848 }] }),
    };
    const other = await createTestApp(
      { PROVIDER_TEXT_TO_VIDEO: 'fal', FALLBACK_TEXT_TO_VIDEO: 'none' },
      { worker: true, providers: [broken, createDemoProvider({ stepDelayMs: 0 })] },
    );
    try {
      const member = await other.member();
      const res = await other.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'text-to-video', params: { prompt: 'A storm at sea' } },
      });
      expect(res.status).toBe(202);
      const job = await waitFor(async () => {
        const row = await other.db.owner
          .selectFrom('generations')
          .select(['status', 'outputs'])
          .where('id', '=', res.body.id)
          .executeTakeFirst();
        return row && row.status !== 'queued' && row.status !== 'running' ? row : null;
      }, 60_000);
      expect(job.status).toBe('succeeded');
      expect(job.outputs[0]!.thumbKey).toBeNull();
      const item = await other.db.owner
        .selectFrom('gallery_items')
        .select(['thumb_key', 'type'])
        .where('generation_id', '=', res.body.id)
        .executeTakeFirstOrThrow();
      expect(item).toEqual({ thumb_key: null, type: 'video' });
    } finally {
      await other.close();
    }
  });
});
