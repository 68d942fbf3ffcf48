import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSharedItem } from '../gallery/service';
import { asRole } from '../test/ledger';
import { createTestApp, type Member, randomIp, type TestApp } from '../test/app';
import { auditEntriesAbout } from '../test/audit';

/**
 * Reports of shared gallery items over real HTTP and a real database: who may report, which reasons
 * hide the item at once, the limits per address and per item under concurrency, the administrator's
 * keep and remove decisions (with the audit log and the bucket), and the database refusing everyone
 * else the reports and the decisions.
 */

let t: TestApp;
let alice: Member;
let root: Member;

beforeAll(async () => {
  t = await createTestApp();
  [alice, root] = await Promise.all([t.member(), t.admin()]);
});
afterAll(async () => {
  await t?.close();
});

const MISSING = '00000000-0000-4000-8000-00000000abcd';

/** A shared item with its file and thumbnail in the gallery bucket. */
async function sharedItem(title = `Harbour ${randomUUID().slice(0, 8)}`): Promise<{ id: string; filename: string; thumbKey: string }> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const id = await addSharedItem(t.db.owner, t.storage, {
    bytes,
    name: `test/${randomUUID()}`,
    contentType: 'image/png',
    title,
    description: null,
    model: 'Test model',
    width: 64,
    height: 48,
    displayOrder: 100,
  });
  const row = await t.db.owner
    .selectFrom('gallery_images')
    .select(['filename', 'thumb_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, filename: row.filename, thumbKey: row.thumb_key! };
}

interface ReportOptions {
  ip?: string;
  token?: string;
  clientId?: string;
  contactEmail?: string;
  details?: string;
}
const report = (itemId: string, reason: string, options: ReportOptions = {}) =>
  t.call('POST', '/api/v1/reports', {
    ip: options.ip,
    token: options.token,
    headers: options.clientId ? { 'x-client-id': options.clientId } : {},
    body: {
      itemId,
      reason,
      ...(options.contactEmail !== undefined ? { contactEmail: options.contactEmail } : {}),
      ...(options.details !== undefined ? { details: options.details } : {}),
    },
  });

const decide = (id: string, body: unknown, token = root.accessToken) =>
  t.call('POST', `/api/v1/admin/reports/${id}/decision`, { token, body });

/** The ids the gallery shows to a visitor (or to `member`). */
async function galleryIds(member?: Member): Promise<string[]> {
  const res = await t.call('GET', '/api/v1/gallery?limit=60', { token: member?.accessToken });
  expect(res.status).toBe(200);
  return (res.body.items as Array<{ id: string }>).map((item) => item.id);
}

const reportsOf = async (itemId: string) =>
  (
    await sql<{
      id: string;
      status: string;
      reason: string;
    }>`select id, status, reason from public.reports where item_id = ${itemId} order by created_at, id`.execute(t.db.owner)
  ).rows;

const hiddenAt = async (itemId: string) =>
  (await t.db.owner.selectFrom('gallery_images').select(['hidden_at', 'hidden_reason']).where('id', '=', itemId).executeTakeFirst()) ??
  null;

const auditOf = (reportId: string) => auditEntriesAbout(t.db.owner, reportId, 'report');

const adminClaims = () => ({ sub: root.id, role: 'admin', email: root.email });
const ipHashOf = (ip: string) => createHash('sha256').update(`ip:${ip}`).digest('hex');

describe('reporting an item', () => {
  it.each([
    ['minor', 'Depicts a minor'],
    ['no_consent', 'Depicts me without my consent'],
  ])(
    "a '%s' report hides the item from the very next anonymous GET /api/v1/gallery, and from members and the administrator's gallery",
    async (reason) => {
      const item = await sharedItem();
      expect(await galleryIds()).toContain(item.id);

      const res = await report(item.id, reason);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), hidden: true });

      expect(await galleryIds()).not.toContain(item.id);
      expect(await galleryIds(alice)).not.toContain(item.id);
      expect(await galleryIds(root)).not.toContain(item.id);
      expect(await hiddenAt(item.id)).toEqual({ hidden_at: expect.any(Date), hidden_reason: reason });
      // The database itself leaves it out for visitors and members; the administrator still reads it.
      const select = `select id from public.gallery_images where id = '${item.id}'`;
      expect(await asRole(t.db.api, 'anon', { role: 'anon' }, select)).toEqual([]);
      expect(await asRole(t.db.api, 'member', { sub: alice.id, role: 'member' }, select)).toEqual([]);
      expect(await asRole(t.db.api, 'admin', adminClaims(), select)).toEqual([{ id: item.id }]);
    },
  );

  it.each(['illegal', 'other'])("a '%s' report leaves the item in the gallery until the administrator decides", async (reason) => {
    const item = await sharedItem();
    const res = await report(item.id, reason, { details: 'Looks like a copy of a film still' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), hidden: false });
    expect(await galleryIds()).toContain(item.id);
    expect(await hiddenAt(item.id)).toEqual({ hidden_at: null, hidden_reason: null });
    expect(await reportsOf(item.id)).toEqual([{ id: res.body.id, status: 'open', reason }]);
  });

  it('keeps a copy of the title and file name, the contact and details, the visitor by client hash and the address only as a hash', async () => {
    const item = await sharedItem('Lighthouse at dusk');
    const ip = randomIp();
    const clientId = 'reporting-browser-0123456789';
    const res = await report(item.id, 'no_consent', {
      ip,
      clientId,
      contactEmail: '  me@example.com ',
      details: '  This is me, I never agreed.  ',
    });
    expect(res.status).toBe(201);
    const row = await t.db.owner.selectFrom('reports').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      item_id: item.id,
      item_title: 'Lighthouse at dusk',
      item_filename: item.filename,
      reason: 'no_consent',
      contact_email: 'me@example.com',
      details: 'This is me, I never agreed.',
      reporter_id: null,
      reporter_client_hash: createHash('sha256').update(clientId).digest('hex'),
      reporter_ip_hash: ipHashOf(ip),
      status: 'open',
      decided_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it('names the member who sent it, and takes empty contact and details as not given', async () => {
    const item = await sharedItem();
    const res = await report(item.id, 'other', { token: alice.accessToken, contactEmail: '', details: '   ' });
    expect(res.status).toBe(201);
    const row = await t.db.owner.selectFrom('reports').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reporter_id: alice.id, reporter_client_hash: null, contact_email: null, details: null });
  });

  it('a report of an item that is already hidden answers that it is hidden, whatever its reason', async () => {
    const item = await sharedItem();
    expect((await report(item.id, 'minor')).body.hidden).toBe(true);
    expect((await report(item.id, 'other')).body).toEqual({ id: expect.any(String), hidden: true });
  });

  it("an item that does not exist answers 404 'This item no longer exists.' and records nothing", async () => {
    const res = await report(MISSING, 'minor');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', message: 'This item no longer exists.' });
    expect(await reportsOf(MISSING)).toEqual([]);
  });

  it.each([
    ['no item', { reason: 'other' }, 'The item to report is missing or invalid.'],
    ['an item id that is not a UUID', { itemId: 'abc', reason: 'other' }, 'The item to report is missing or invalid.'],
    ['no reason', { itemId: 'ITEM' }, 'Choose a reason for the report.'],
    ['an unknown reason', { itemId: 'ITEM', reason: 'boring' }, 'Choose a reason for the report.'],
    [
      'a contact that is not an e-mail address',
      { itemId: 'ITEM', reason: 'other', contactEmail: 'call me' },
      'Enter a valid e-mail address, or leave it empty.',
    ],
    [
      'a contact that is not text',
      { itemId: 'ITEM', reason: 'other', contactEmail: 42 },
      'Enter a valid e-mail address, or leave it empty.',
    ],
    [
      'a contact longer than 254 characters',
      { itemId: 'ITEM', reason: 'other', contactEmail: `${'a'.repeat(250)}@example.com` },
      'Enter a valid e-mail address, or leave it empty.',
    ],
    [
      'details of 2001 characters',
      { itemId: 'ITEM', reason: 'other', details: 'x'.repeat(2001) },
      'The details must be at most 2000 characters.',
    ],
    ['details that are not text', { itemId: 'ITEM', reason: 'other', details: ['x'] }, 'The details must be at most 2000 characters.'],
  ])('refuses %s with 400 and its message, recording nothing and hiding nothing', async (_name, body, message) => {
    const item = await sharedItem();
    const sent = JSON.parse(JSON.stringify(body).replace('"ITEM"', JSON.stringify(item.id)));
    const res = await t.call('POST', '/api/v1/reports', { body: sent });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    expect(await reportsOf(item.id)).toEqual([]);
    expect(await galleryIds()).toContain(item.id);
  });

  it('accepts details of exactly 2000 characters', async () => {
    const item = await sharedItem();
    expect((await report(item.id, 'other', { details: 'x'.repeat(2000) })).status).toBe(201);
  });
});

describe('the limits on reports', () => {
  it('accepts exactly 5 of 30 reports sent at once from one address; the rest get 429 with Retry-After and are not kept', async () => {
    const item = await sharedItem();
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => report(item.id, 'other', { ip })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused).toHaveLength(25);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body.error).toMatchObject({ code: 'rate_limited', message: 'Too many reports. Please try again later.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    }
    expect(await reportsOf(item.id)).toHaveLength(5);
    // The limit is the address's, whatever the item.
    const other = await sharedItem();
    expect((await report(other.id, 'minor', { ip })).status).toBe(429);
    expect(await hiddenAt(other.id)).toEqual({ hidden_at: null, hidden_reason: null });
  });

  it('accepts exactly 20 of 30 reports of one item sent at once from 30 addresses', async () => {
    const item = await sharedItem();
    const answers = await Promise.all(Array.from({ length: 30 }, () => report(item.id, 'other', { ip: randomIp() })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(20);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(10);
    expect(await reportsOf(item.id)).toHaveLength(20);
  });

  it('reads its limits from REPORT_LIMIT_PER_IP, REPORT_LIMIT_PER_ITEM and REPORT_LIMIT_WINDOW_SECONDS', async () => {
    const other = await createTestApp(
      { REPORT_LIMIT_PER_IP: '2', REPORT_LIMIT_PER_ITEM: '3', REPORT_LIMIT_WINDOW_SECONDS: '120' },
      { shareDatabaseOf: t },
    );
    try {
      const item = await sharedItem();
      const ip = randomIp();
      const send = (from: string) => other.call('POST', '/api/v1/reports', { ip: from, body: { itemId: item.id, reason: 'other' } });
      expect([(await send(ip)).status, (await send(ip)).status, (await send(ip)).status]).toEqual([201, 201, 429]);
      const last = await send(randomIp());
      expect(last.status).toBe(201);
      const over = await send(randomIp());
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(120);
    } finally {
      await other.close();
    }
  });
});

describe('the review queue', () => {
  it('lists open reports oldest first, with their age, item, reason, contact, details and consent record; overdue past 48 hours', async () => {
    await sql`update public.reports set status = 'kept', decided_at = now() where status = 'open'`.execute(t.db.owner);
    const plain = await sharedItem('Plain item');
    const consented = await sharedItem('Consented item');
    const { rows } = await sql<{ id: string }>`
      insert into public.consent_records (sha256, tool, consent_version) values (repeat('c', 64), 'image-to-image', 'v1') returning id`.execute(
      t.db.owner,
    );
    await t.db.owner.updateTable('gallery_images').set({ consent_record_id: rows[0]!.id }).where('id', '=', consented.id).execute();

    const old = await report(plain.id, 'no_consent', { contactEmail: 'me@example.com', details: 'It is me' });
    await sql`update public.reports set created_at = now() - interval '49 hours' where id = ${old.body.id}`.execute(t.db.owner);
    const fresh = await report(consented.id, 'illegal', { token: alice.accessToken });

    const res = await t.call('GET', '/api/v1/admin/reports?status=open', { token: root.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.reports.map((entry: { id: string }) => entry.id)).toEqual([old.body.id, fresh.body.id]);
    const [first, second] = res.body.reports;
    expect(first).toEqual({
      id: old.body.id,
      reason: 'no_consent',
      contactEmail: 'me@example.com',
      details: 'It is me',
      reporter: 'visitor',
      createdAt: expect.any(String),
      ageSeconds: expect.any(Number),
      overdue: true,
      status: 'open',
      decidedAt: null,
      decidedByEmail: null,
      decisionNote: null,
      item: {
        id: plain.id,
        title: 'Plain item',
        filename: plain.filename,
        exists: true,
        hidden: true,
        type: 'image',
        url: `/storage/v1/object/public/gallery/${plain.filename}`,
        thumbUrl: `/storage/v1/object/public/gallery/${plain.thumbKey}`,
      },
      consent: null,
    });
    expect(first.ageSeconds).toBeGreaterThanOrEqual(49 * 3600);
    expect(second).toMatchObject({
      reason: 'illegal',
      reporter: 'member',
      overdue: false,
      item: { id: consented.id, hidden: false, exists: true },
      consent: { recordedAt: expect.any(String), version: 'v1', tool: 'image-to-image', sha256: 'c'.repeat(64) },
    });
    expect(second.ageSeconds).toBeLessThan(60);
  });

  it.each([
    ['?status=closed', 'The status must be open, decided or all.'],
    ['?limit=0', 'The limit must be a whole number from 1 to 500'],
    ['?limit=501', 'The limit must be a whole number from 1 to 500'],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await t.call('GET', `/api/v1/admin/reports${query}`, { token: root.accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
  });
});

describe("the administrator's decision", () => {
  it('keep: the report is closed as kept, the item shows again, and the audit log names the administrator with the reason and note', async () => {
    const item = await sharedItem('Kept item');
    const sent = await report(item.id, 'minor');
    expect(await galleryIds()).not.toContain(item.id);

    const res = await decide(sent.body.id, { decision: 'keep', note: 'An adult model with a signed release' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: sent.body.id, status: 'kept', itemShown: true, itemRemoved: false, closedReports: 0 });
    expect(await galleryIds()).toContain(item.id);
    expect(await auditOf(sent.body.id)).toEqual([
      {
        actor_id: root.id,
        actor_email: root.email,
        action: 'report.keep',
        subject_type: 'report',
        subject_id: sent.body.id,
        details: {
          reason: 'minor',
          note: 'An adult model with a signed release',
          itemId: item.id,
          itemTitle: 'Kept item',
          shownAgain: true,
        },
      },
    ]);
    const row = await t.db.owner.selectFrom('reports').selectAll().where('id', '=', sent.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'kept',
      decided_by: root.id,
      decided_by_email: root.email,
      decision_note: 'An adult model with a signed release',
      decided_at: expect.any(Date),
    });
  });

  it('keep needs no note; the item stays hidden while another open report that hides it remains', async () => {
    const item = await sharedItem();
    const first = await report(item.id, 'minor');
    const second = await report(item.id, 'no_consent');
    const third = await report(item.id, 'other');
    expect((await decide(first.body.id, { decision: 'keep' })).body).toMatchObject({ status: 'kept', itemShown: false });
    expect(await galleryIds()).not.toContain(item.id);
    // An open report that does not hide the item does not keep it hidden.
    expect((await decide(second.body.id, { decision: 'keep' })).body).toMatchObject({ status: 'kept', itemShown: true });
    expect(await galleryIds()).toContain(item.id);
    expect(await reportsOf(item.id)).toEqual([
      { id: first.body.id, status: 'kept', reason: 'minor' },
      { id: second.body.id, status: 'kept', reason: 'no_consent' },
      { id: third.body.id, status: 'open', reason: 'other' },
    ]);
    expect((await auditOf(first.body.id))[0]!.details).toMatchObject({ note: null, shownAgain: false });
  });

  it('remove: the gallery row, its file and its thumbnail are gone, every open report of the item is closed, the report keeps its copy', async () => {
    const item = await sharedItem('Removed item');
    const sent = await report(item.id, 'no_consent');
    const other = await report(item.id, 'illegal');
    expect(await t.storage.head('gallery', item.filename)).not.toBeNull();
    expect(await t.storage.head('gallery', item.thumbKey)).not.toBeNull();

    const res = await decide(sent.body.id, { decision: 'remove', note: 'The person shown asked for it' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: sent.body.id, status: 'removed', itemShown: false, itemRemoved: true, closedReports: 1 });
    expect(await hiddenAt(item.id)).toBeNull();
    expect(await t.storage.head('gallery', item.filename)).toBeNull();
    expect(await t.storage.head('gallery', item.thumbKey)).toBeNull();
    expect(await galleryIds()).not.toContain(item.id);
    expect(await reportsOf(item.id)).toEqual([
      { id: sent.body.id, status: 'removed', reason: 'no_consent' },
      { id: other.body.id, status: 'removed', reason: 'illegal' },
    ]);
    expect(await auditOf(sent.body.id)).toEqual([
      {
        actor_id: root.id,
        actor_email: root.email,
        action: 'report.remove',
        subject_type: 'report',
        subject_id: sent.body.id,
        details: {
          reason: 'no_consent',
          note: 'The person shown asked for it',
          itemId: item.id,
          itemTitle: 'Removed item',
          filename: item.filename,
          closedReports: 1,
        },
      },
    ]);

    // The record outlives the item: the queue still shows what was reported.
    const list = await t.call('GET', '/api/v1/admin/reports?status=decided', { token: root.accessToken });
    const entry = list.body.reports.find((candidate: { id: string }) => candidate.id === sent.body.id);
    expect(entry).toMatchObject({
      status: 'removed',
      decisionNote: 'The person shown asked for it',
      decidedByEmail: root.email,
      item: { title: 'Removed item', filename: item.filename, exists: false, hidden: false, url: null, thumbUrl: null, type: null },
    });
    // A further report of the removed item finds nothing.
    expect((await report(item.id, 'minor')).status).toBe(404);
  });

  it("remove without a note is refused with 400 'Say why the item is removed.' and changes nothing", async () => {
    const item = await sharedItem();
    const sent = await report(item.id, 'minor');
    for (const body of [{ decision: 'remove' }, { decision: 'remove', note: '   ' }]) {
      const res = await decide(sent.body.id, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', message: 'Say why the item is removed.' });
    }
    expect(await reportsOf(item.id)).toEqual([{ id: sent.body.id, status: 'open', reason: 'minor' }]);
    expect(await hiddenAt(item.id)).toMatchObject({ hidden_reason: 'minor' });
    expect(await t.storage.head('gallery', item.filename)).not.toBeNull();
    expect(await auditOf(sent.body.id)).toEqual([]);
  });

  it.each([
    ['an unknown decision', { decision: 'delete', note: 'x' }, 'The decision must be keep or remove.'],
    ['no decision', { note: 'x' }, 'The decision must be keep or remove.'],
    ['a note of 2001 characters', { decision: 'keep', note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters.'],
    ['a note that is not text', { decision: 'keep', note: 5 }, 'The note must be at most 2000 characters.'],
  ])('refuses %s with 400 and its message, changing nothing', async (_name, body, message) => {
    const item = await sharedItem();
    const sent = await report(item.id, 'minor');
    const res = await decide(sent.body.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    expect(await reportsOf(item.id)).toEqual([{ id: sent.body.id, status: 'open', reason: 'minor' }]);
  });

  it("an unknown report answers 404 'This report does not exist.', an id that is not a UUID 400", async () => {
    const missing = await decide(MISSING, { decision: 'keep' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: 'This report does not exist.' });
    const invalid = await decide('not-a-report', { decision: 'keep' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'bad_request', message: 'The report id is invalid.' });
  });

  it("deciding twice answers 409 'This report has already been decided.'; of 30 decisions at once exactly one is made and recorded", async () => {
    const item = await sharedItem();
    const sent = await report(item.id, 'minor');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        decide(sent.body.id, index % 2 ? { decision: 'keep' } : { decision: 'remove', note: 'Taken down' }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    const conflicts = answers.filter((res) => res.status !== 200);
    expect(conflicts).toHaveLength(29);
    for (const res of conflicts) {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'conflict', message: 'This report has already been decided.' });
    }
    expect(await auditOf(sent.body.id)).toHaveLength(1);
    const again = await decide(sent.body.id, { decision: 'keep' });
    expect(again.status).toBe(409);
  });
});

describe('who may read and decide reports', () => {
  it('a member is refused the admin API with 403, and a visitor with 401', async () => {
    const item = await sharedItem();
    const sent = await report(item.id, 'minor');
    for (const [path, method, body] of [
      ['/api/v1/admin/reports?status=open', 'GET', undefined],
      [`/api/v1/admin/reports/${sent.body.id}/decision`, 'POST', { decision: 'keep' }],
    ] as const) {
      const member = await t.call(method, path, { token: alice.accessToken, body });
      expect(member.status).toBe(403);
      expect(member.body.error).toMatchObject({
        code: 'forbidden',
        message: 'Admin access required. Please sign in with admin credentials.',
      });
      expect((await t.call(method, path, { body })).status).toBe(401);
    }
    expect(await reportsOf(item.id)).toEqual([{ id: sent.body.id, status: 'open', reason: 'minor' }]);
  });

  it.each([
    ['member', () => ({ sub: alice.id, role: 'member' })],
    ['anon', () => ({ role: 'anon' })],
  ])('the database refuses the %s role reading, writing or deciding reports, and showing a hidden item', async (role, claims) => {
    const item = await sharedItem();
    const sent = await report(item.id, 'minor');
    for (const statement of [
      'select * from public.reports',
      `insert into public.reports (item_id, item_title, item_filename, reason, reporter_ip_hash) values ('${item.id}', 'x', 'x', 'other', repeat('a', 64))`,
      `update public.reports set status = 'kept' where id = '${sent.body.id}'`,
      `select public.admin_decide_report('${sent.body.id}', 'keep', null)`,
      `update public.gallery_images set hidden_at = null, hidden_reason = null where id = '${item.id}'`,
    ]) {
      await expect(asRole(t.db.api, role, claims(), statement), statement).rejects.toThrow(/permission denied/);
    }
    expect(await reportsOf(item.id)).toEqual([{ id: sent.body.id, status: 'open', reason: 'minor' }]);
    expect(await hiddenAt(item.id)).toMatchObject({ hidden_reason: 'minor' });
  });
});
