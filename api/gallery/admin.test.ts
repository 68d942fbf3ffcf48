import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, randomIp, type TestApp } from '../test/app';
import { asRole } from '../test/ledger';

/**
 * Gallery Admin against the real database, storage and HTTP: the administrator lists, uploads into,
 * reorders and deletes from the shared gallery; every refusal says why and changes nothing; each
 * change is written to the audit log by the SQL function that makes it; the database itself refuses
 * the same changes to members and visitors.
 */

const MB = 1024 * 1024;
const BASE = '/api/v1/admin/gallery';

let t: TestApp;
let admin: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([t.admin(), t.member()]);
});
afterAll(async () => {
  await t?.close();
});

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

interface FilePart {
  bytes: Uint8Array;
  name: string;
  type: string;
}

async function upload({
  file,
  title,
  description,
  token = admin.accessToken,
}: {
  file?: FilePart;
  title?: string;
  description?: string;
  token?: string | null;
}) {
  const form = new FormData();
  if (title !== undefined) form.append('title', title);
  if (description !== undefined) form.append('description', description);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.url}${BASE}`, { method: 'POST', body: form, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  const body: any = await res.json();
  return { status: res.status, body };
}

const png = async (width = 40, height = 30) => ({
  bytes: await solid(width, height).png().toBuffer(),
  name: 'harbour.png',
  type: 'image/png',
});

const list = async () => {
  const res = await t.call('GET', BASE, { token: admin.accessToken });
  expect(res.status).toBe(200);
  return res.body.items as Array<{
    id: string;
    title: string;
    description: string | null;
    url: string;
    thumbUrl: string | null;
    sizeBytes: number | null;
  }>;
};
const order = async () => (await list()).map((item) => item.id);

/** What a refused request must not change: the rows, the files of the gallery bucket, the audit log. */
const footprint = async () => ({
  rows: Number((await sql<{ n: string }>`select count(*) as n from public.gallery_images`.execute(t.db.owner)).rows[0]!.n),
  files: (await t.storage.list('gallery')).map((object) => object.key).sort(),
  audit: Number((await sql<{ n: string }>`select count(*) as n from public.audit_log`.execute(t.db.owner)).rows[0]!.n),
  order: (
    await sql<{ id: string; display_order: number }>`select id, display_order from public.gallery_images order by id`.execute(t.db.owner)
  ).rows,
});

async function expectNothingChanged(work: () => Promise<void>) {
  const before = await footprint();
  await work();
  expect(await footprint()).toEqual(before);
}

interface AuditRow {
  actor_id: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: Record<string, unknown>;
}
const auditEntries = async (action: string) =>
  (
    await sql<AuditRow>`select actor_id, action, subject_type, subject_id, details from public.audit_log where action = ${action} order by id`.execute(
      t.db.owner,
    )
  ).rows;

const adminClaims = () => ({ sub: admin.id, role: 'admin', email: admin.email });

describe('who may use Gallery Admin', () => {
  it.each([
    ['GET', BASE, undefined],
    ['PUT', `${BASE}/order`, { ids: [] }],
    ['DELETE', `${BASE}/00000000-0000-4000-8000-000000000000`, undefined],
  ])('%s %s: 401 signed out, 403 for a member, changing nothing', async (method, path, body) => {
    await expectNothingChanged(async () => {
      const anonymous = await t.call(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error.message).toBe('User not authenticated');
      const asMember = await t.call(method, path, { body, token: member.accessToken });
      expect(asMember.status).toBe(403);
      expect(asMember.body.error.message).toBe('Admin access required. Please sign in with admin credentials.');
    });
  });

  it('an upload: 401 signed out, 403 for a member, nothing stored', async () => {
    const file = await png();
    await expectNothingChanged(async () => {
      expect((await upload({ file, title: 'Nope', token: null })).status).toBe(401);
      const asMember = await upload({ file, title: 'Nope', token: member.accessToken });
      expect(asMember.status).toBe(403);
      expect(asMember.body.error.message).toBe('Admin access required. Please sign in with admin credentials.');
    });
  });
});

describe('uploading', () => {
  it('stores the re-encoded image and its thumbnail in the gallery bucket, puts it first, and records gallery.upload', async () => {
    const photo = await solid(120, 80)
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Artist: 'Jane Doe' } })
      .toBuffer();
    const res = await upload({
      file: { bytes: photo, name: 'quiet-harbour.jpg', type: 'image/jpeg' },
      title: '  Quiet Harbour  ',
      description: ' Boats at rest ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Quiet Harbour',
      description: 'Boats at rest',
      type: 'image',
      contentType: 'image/jpeg',
      width: 120,
      height: 80,
    });

    const file = await fetch(t.url + res.body.url);
    expect(file.status).toBe(200);
    const stored = Buffer.from(await file.arrayBuffer());
    expect(stored.length).toBe(res.body.sizeBytes);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const thumb = await fetch(t.url + res.body.thumbUrl);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('webp');

    const row = await t.db.owner.selectFrom('gallery_images').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Quiet Harbour', content_type: 'image/jpeg', size_bytes: String(stored.length) });

    expect((await list())[0]).toMatchObject({ id: res.body.id, title: 'Quiet Harbour' });
    const gallery = await t.call('GET', '/api/v1/gallery?limit=5');
    expect(gallery.body.items[0]).toMatchObject({ id: res.body.id, title: 'Quiet Harbour', description: 'Boats at rest' });

    const entries = (await auditEntries('gallery.upload')).filter((entry) => entry.subject_id === res.body.id);
    expect(entries).toEqual([
      {
        actor_id: admin.id,
        action: 'gallery.upload',
        subject_type: 'gallery_item',
        subject_id: res.body.id,
        details: { title: 'Quiet Harbour', filename: row.filename, size: stored.length },
      },
    ]);
  });

  it.each([
    ['png', () => solid(50, 40).png().toBuffer(), 'image/png', 'image/png'],
    ['webp', () => solid(50, 40).webp().toBuffer(), 'image/webp', 'image/webp'],
    ['gif (kept as a png of its first frame)', () => solid(50, 40).gif().toBuffer(), 'image/gif', 'image/png'],
    ['png sent with a wrong declared type', () => solid(50, 40).png().toBuffer(), 'application/octet-stream', 'image/png'],
  ])('accepts a %s', async (_name, make, declared, stored) => {
    const res = await upload({ file: { bytes: await make(), name: 'still.bin', type: declared }, title: 'Still' });
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe(stored);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, this is not an image at all'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'), 'image/svg+xml'],
    ['a BMP', Buffer.concat([Buffer.from('BM'), randomBytes(200)]), 'image/bmp'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n'), 'application/pdf'],
    [
      'a PNG signature over bytes that do not decode',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]),
      'image/png',
    ],
    ['an empty file', Buffer.alloc(0), 'image/png'],
  ])("refuses %s with 'Please select an image file', storing nothing", async (_name, bytes, type) => {
    await expectNothingChanged(async () => {
      const res = await upload({ file: { bytes, name: 'picture.png', type }, title: 'Anything' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', message: 'Please select an image file' });
    });
  });

  it("refuses a form without a file with 'Please select an image file'", async () => {
    await expectNothingChanged(async () => {
      const res = await upload({ title: 'No file' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Please select an image file');
    });
  });

  it("refuses a file of exactly 10 MB with 'File size must be less than 10MB'; one byte less is read (and judged by its bytes)", async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const exactly = Buffer.concat([signature, Buffer.alloc(10 * MB - signature.length)]);
    await expectNothingChanged(async () => {
      const res = await upload({ file: { bytes: exactly, name: 'big.png', type: 'image/png' }, title: 'Big' });
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'payload_too_large', message: 'File size must be less than 10MB' });
      const under = await upload({ file: { bytes: exactly.subarray(0, 10 * MB - 1), name: 'big.png', type: 'image/png' }, title: 'Big' });
      expect(under.status).toBe(400);
      expect(under.body.error.message).toBe('Please select an image file');
    });
  });

  it("refuses a body declared larger than the upload limit with 'File size must be less than 10MB' before reading it", async () => {
    const res = await new Promise<{ status: number; body: { error: { message: string } } }>((resolve, reject) => {
      const req = http.request(`${t.url}${BASE}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.accessToken}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(20 * MB),
          'x-forwarded-for': randomIp(),
        },
      });
      req.on('response', (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (part: string) => (text += part));
        answer.on('end', () => {
          req.destroy();
          resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) });
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File size must be less than 10MB');
  });

  it.each([
    ['no title', undefined, 'Please enter a title'],
    ['an empty title', '', 'Please enter a title'],
    ['a title of spaces', '   ', 'Please enter a title'],
    ['a title of 201 characters', 'x'.repeat(201), 'The title must be at most 200 characters'],
  ])('refuses %s with 400 and a clear message, storing nothing', async (_name, title, message) => {
    const file = await png();
    await expectNothingChanged(async () => {
      const res = await upload({ file, title });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    });
  });

  it('refuses a description of 2001 characters, and a NUL character in the title, storing nothing', async () => {
    const file = await png();
    await expectNothingChanged(async () => {
      const long = await upload({ file, title: 'Long', description: 'y'.repeat(2001) });
      expect(long.status).toBe(400);
      expect(long.body.error.message).toBe('The description must be at most 2000 characters');
      const nul = await upload({ file, title: 'Bad\u0000title' });
      expect(nul.status).toBe(400);
      expect(nul.body.error.message).toBe('Text must not contain NUL characters');
    });
  });

  it('refuses a JSON body with 415', async () => {
    await expectNothingChanged(async () => {
      const res = await t.call('POST', BASE, { token: admin.accessToken, body: { title: 'JSON' } });
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe('Send the image as multipart/form-data');
    });
  });

  it('removes the stored file and thumbnail again when the row cannot be inserted, and answers "Failed to upload image"', async () => {
    await sql`create function public.test_refuse_gallery_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(t.db.owner);
    await sql`create trigger test_refuse_gallery_insert before insert on public.gallery_images
      for each row execute function public.test_refuse_gallery_insert()`.execute(t.db.owner);
    try {
      const file = await png();
      await expectNothingChanged(async () => {
        const res = await upload({ file, title: 'Never kept' });
        expect(res.status).toBe(500);
        expect(res.body.error).toMatchObject({ code: 'internal', message: 'Failed to upload image' });
      });
    } finally {
      await sql`drop trigger test_refuse_gallery_insert on public.gallery_images`.execute(t.db.owner);
      await sql`drop function public.test_refuse_gallery_insert()`.execute(t.db.owner);
    }
  });

  it('holds no database connection while the image streams in: more slow uploads than the pool has connections leave the list answering', async () => {
    const boundary = 'slowboundary';
    const slow = Array.from({ length: 7 }, () => {
      const req = http.request(`${t.url}${BASE}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
          'x-forwarded-for': randomIp(),
        },
      });
      req.on('error', () => undefined);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSlow\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
      );
      return req;
    });
    try {
      // Give the uploads time to reach their handlers (and, were they holding one, to take every connection).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      const res = await t.call('GET', BASE, { token: admin.accessToken });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const req of slow) req.destroy();
    }
  });
});

describe('deleting', () => {
  it('removes the row, then the file and its thumbnail, and records gallery.delete with the title and file name', async () => {
    const created = await upload({ file: await png(), title: 'Short-lived' });
    expect(created.status).toBe(201);
    const row = await t.db.owner
      .selectFrom('gallery_images')
      .select(['filename', 'thumb_key'])
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(await t.storage.head('gallery', row.filename)).not.toBeNull();

    const res = await t.call('DELETE', `${BASE}/${created.body.id}`, { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await t.db.owner.selectFrom('gallery_images').select('id').where('id', '=', created.body.id).execute()).toEqual([]);
    expect(await t.storage.head('gallery', row.filename)).toBeNull();
    expect(await t.storage.head('gallery', row.thumb_key!)).toBeNull();
    expect((await fetch(t.url + created.body.url)).status).toBe(404);
    expect((await list()).map((item) => item.id)).not.toContain(created.body.id);

    expect((await auditEntries('gallery.delete')).filter((entry) => entry.subject_id === created.body.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'gallery.delete',
        subject_type: 'gallery_item',
        subject_id: created.body.id,
        details: { title: 'Short-lived', filename: row.filename },
      },
    ]);
  });

  it("answers an unknown id with 404 'Image not found' and a malformed one with 400, changing nothing", async () => {
    await expectNothingChanged(async () => {
      const unknown = await t.call('DELETE', `${BASE}/00000000-0000-4000-8000-000000000000`, { token: admin.accessToken });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatchObject({ code: 'not_found', message: 'Image not found' });
      const malformed = await t.call('DELETE', `${BASE}/not-an-id`, { token: admin.accessToken });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toBe('Invalid image id');
    });
  });

  it('30 deletes of one item at once: one succeeds, 29 answer 404, one audit entry, no server error', async () => {
    const created = await upload({ file: await png(), title: 'Deleted once' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.call('DELETE', `${BASE}/${created.body.id}`, { token: admin.accessToken })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(29).fill(404)]);
    expect(answers.filter((answer) => answer.status === 404).every((answer) => answer.body.error.message === 'Image not found')).toBe(true);
    expect((await auditEntries('gallery.delete')).filter((entry) => entry.subject_id === created.body.id)).toHaveLength(1);
  });

  it('a second delete of the same item answers 404 and records nothing more', async () => {
    const created = await upload({ file: await png(), title: 'Twice' });
    expect((await t.call('DELETE', `${BASE}/${created.body.id}`, { token: admin.accessToken })).status).toBe(200);
    const again = await t.call('DELETE', `${BASE}/${created.body.id}`, { token: admin.accessToken });
    expect(again.status).toBe(404);
    expect((await auditEntries('gallery.delete')).filter((entry) => entry.subject_id === created.body.id)).toHaveLength(1);
  });
});

describe('reordering', () => {
  beforeAll(async () => {
    // At least four items to order.
    for (const title of ['Order A', 'Order B', 'Order C', 'Order D']) expect((await upload({ file: await png(), title })).status).toBe(201);
  });

  it('writes the submitted order (first shown first) to the admin list and the public gallery, and records gallery.reorder', async () => {
    const reversed = (await order()).reverse();
    const before = (await auditEntries('gallery.reorder')).length;
    const res = await t.call('PUT', `${BASE}/order`, { token: admin.accessToken, body: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual(reversed);
    expect(await order()).toEqual(reversed);
    const gallery = await t.call('GET', '/api/v1/gallery?limit=60');
    expect(gallery.body.items.map((item: { id: string }) => item.id)).toEqual(reversed);

    const entries = await auditEntries('gallery.reorder');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actor_id: admin.id,
      subject_type: 'gallery',
      subject_id: null,
      details: { items: reversed.length },
    });
    expect(entries.at(-1)!.details.changed).toBeGreaterThan(0);

    // The same order again changes nothing and records nothing.
    expect((await t.call('PUT', `${BASE}/order`, { token: admin.accessToken, body: { ids: reversed } })).status).toBe(200);
    expect(await auditEntries('gallery.reorder')).toHaveLength(before + 1);
  });

  it.each([
    [
      'a list missing an item',
      (ids: string[]) => ids.slice(1),
      409,
      'The gallery has changed since it was loaded. Reload it and try again.',
    ],
    [
      'a list with an unknown id',
      (ids: string[]) => [...ids.slice(1), '00000000-0000-4000-8000-000000000001'],
      409,
      'The gallery has changed since it was loaded. Reload it and try again.',
    ],
    [
      'a list with an extra unknown id',
      (ids: string[]) => [...ids, '00000000-0000-4000-8000-000000000001'],
      409,
      'The gallery has changed since it was loaded. Reload it and try again.',
    ],
    ['a list naming an item twice', (ids: string[]) => [...ids.slice(0, -1), ids[0]!], 400, 'The order lists an image more than once'],
    ['an empty list', () => [], 409, 'The gallery has changed since it was loaded. Reload it and try again.'],
  ])('refuses %s with %s and a clear message, changing nothing', async (_name, edit, status, message) => {
    const ids = await order();
    await expectNothingChanged(async () => {
      const res = await t.call('PUT', `${BASE}/order`, { token: admin.accessToken, body: { ids: edit([...ids].reverse()) } });
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    });
  });

  it.each([
    ['ids that are not a list', { ids: 'abc' }],
    ['an id that is not an id', { ids: ['not-an-id'] }],
    ['no ids at all', {}],
  ])("refuses %s with 400 'Send the order as a list of image ids'", async (_name, body) => {
    await expectNothingChanged(async () => {
      const res = await t.call('PUT', `${BASE}/order`, { token: admin.accessToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Send the order as a list of image ids');
    });
  });

  it('30 different reorders at once all succeed one after another, without a deadlock or a server error, and the last one written stands', async () => {
    const ids = await order();
    const orders = Array.from({ length: 30 }, (_, index) =>
      [...ids.slice(index % ids.length), ...ids.slice(0, index % ids.length)].reverse(),
    );
    const answers = await Promise.all(orders.map((ids) => t.call('PUT', `${BASE}/order`, { token: admin.accessToken, body: { ids } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    const final = await order();
    expect(orders.map((candidate) => candidate.join())).toContain(final.join());
    // The display orders are a clean sequence: one writer at a time, never a mix of two orders.
    const { rows } = await sql<{
      display_order: number;
    }>`select display_order from public.gallery_images order by display_order desc`.execute(t.db.owner);
    expect(rows.map((row) => row.display_order)).toEqual(Array.from({ length: ids.length }, (_, index) => ids.length - index));
  });

  it('a reorder racing five uploads either succeeds on the items it listed or is refused with 409; nothing is lost', async () => {
    const ids = await order();
    const file = await png();
    const [reorder, ...uploads] = await Promise.all([
      t.call('PUT', `${BASE}/order`, { token: admin.accessToken, body: { ids: [...ids].reverse() } }),
      ...Array.from({ length: 5 }, (_, index) => upload({ file, title: `Racer ${index}` })),
    ]);
    expect([200, 409]).toContain(reorder!.status);
    expect(uploads.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    expect((await order()).length).toBe(ids.length + 5);
  });
});

describe('the database refuses the same changes to other roles', () => {
  let anyId: string;
  beforeAll(async () => {
    anyId = (await order())[0]!;
  });

  it.each(['anon', 'member'])('%s can neither update display_order nor call the gallery admin functions', async (role) => {
    const claims = role === 'member' ? { sub: member.id, role: 'member' } : { role: 'anon' };
    await expectNothingChanged(async () => {
      for (const statement of [
        `update public.gallery_images set display_order = 99 where id = '${anyId}'`,
        `select public.admin_reorder_gallery(array['${anyId}']::uuid[])`,
        `select * from public.admin_delete_gallery_image('${anyId}')`,
        `select public.admin_add_gallery_image('x.png', 'X', null, 'image/png', 1, 1, null, 1)`,
        `delete from public.gallery_images where id = '${anyId}'`,
        `insert into public.gallery_images (filename, title, content_type) values ('x.png', 'X', 'image/png')`,
      ]) {
        await expect(asRole(t.db.api, role, claims, statement), `${role}: ${statement}`).rejects.toThrow(/permission denied/);
      }
    });
  });

  it('the administrator may update display_order directly, but no other column, and may not insert or delete rows directly', async () => {
    await expectNothingChanged(async () => {
      for (const statement of [
        `update public.gallery_images set title = 'Renamed' where id = '${anyId}'`,
        `update public.gallery_images set filename = 'elsewhere.png' where id = '${anyId}'`,
        `delete from public.gallery_images where id = '${anyId}'`,
        `insert into public.gallery_images (filename, title, content_type) values ('x.png', 'X', 'image/png')`,
      ]) {
        await expect(asRole(t.db.api, 'admin', adminClaims(), statement), statement).rejects.toThrow(/permission denied/);
      }
    });
    const current = (
      await sql<{ display_order: number }>`select display_order from public.gallery_images where id = ${anyId}`.execute(t.db.owner)
    ).rows[0]!.display_order;
    await asRole(
      t.db.api,
      'admin',
      adminClaims(),
      `update public.gallery_images set display_order = ${current + 1000} where id = '${anyId}'`,
    );
    const after = (
      await sql<{ display_order: number }>`select display_order from public.gallery_images where id = ${anyId}`.execute(t.db.owner)
    ).rows[0]!.display_order;
    expect(after).toBe(current + 1000);
    await sql`update public.gallery_images set display_order = ${current} where id = ${anyId}`.execute(t.db.owner);
  });

  it('the functions check the role in the claims too: the admin role with member claims is refused', async () => {
    await expectNothingChanged(async () => {
      await expect(
        asRole(t.db.api, 'admin', { sub: member.id, role: 'member' }, `select * from public.admin_delete_gallery_image('${anyId}')`),
      ).rejects.toThrow('Admin access required');
    });
  });
});
