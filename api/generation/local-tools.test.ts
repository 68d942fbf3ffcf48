import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { sharedLocalModels } from './local/models';

/**
 * AI Upscale and Background Removal through the whole pipeline with no provider keys: the catalog's
 * costs, the input rules (an upload with consent or one of the member's own outputs, never someone
 * else's), the upscaler's size limits, the charge, and the jobs themselves on the models of this
 * server (the `local` provider, its own queue, one job at a time).
 */

const photos = fileURLToPath(new URL('../test/photos/', import.meta.url));
let t: TestApp;
let small: Buffer;

beforeAll(async () => {
  t = await createTestApp({ GENERATION_RETRY_DELAY_MS: '0' }, { worker: true });
  small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#446688' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const finished = (id: string, timeoutMs = 120_000) =>
  waitFor(async () => {
    const row = await t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && ['succeeded', 'failed', 'canceled', 'held'].includes(row.status) ? row : undefined;
  }, timeoutMs);
const balanceOf = async (member: Member) =>
  (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;
const jobsOf = (member: Member) =>
  t.db.owner.selectFrom('generations').select(['id', 'upload_id']).where('user_id', '=', member.id).execute();
const uploadsOf = (member: Member) =>
  t.db.owner.selectFrom('uploads').select(['id', 'object_key']).where('user_id', '=', member.id).execute();

const submit = (member: Member, tool: string, params: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/generations', { token: member.accessToken, body: { tool, params }, headers });

async function upload(member: Member, tool: string, bytes: Uint8Array, options: { consent?: boolean; name?: string } = {}) {
  const form = new FormData();
  form.set('tool', tool);
  if (options.consent !== false) form.set('consent', 'true');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), options.name ?? 'photo.png');
  return fetch(`${t.url}/api/v1/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${member.accessToken}` } });
}
async function uploadId(member: Member, tool: string, bytes: Uint8Array): Promise<string> {
  const res = await upload(member, tool, bytes);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Runs a job to its end and answers its row and the job as the API shows it. */
async function run(member: Member, tool: string, params: Record<string, unknown>) {
  const res = await submit(member, tool, params);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const row = await finished(res.body.id);
  const job = await t.call('GET', `/api/v1/generations/${res.body.id}`, { token: member.accessToken });
  expect(job.status).toBe(200);
  return { row, job: job.body };
}

async function fetchImage(url: string) {
  const res = await fetch(new URL(url, t.url));
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
}

describe('the catalog', () => {
  it('lists both tools with their costs before anything is spent', async () => {
    const res = await t.call('GET', '/api/v1/catalog');
    expect(res.status).toBe(200);
    expect(res.body.tools.upscale).toMatchObject({ name: 'AI Upscale', cost: 5, requiresSignIn: true, requiresConsent: true });
    expect(res.body.tools['remove-background']).toMatchObject({
      name: 'Background Removal',
      cost: 3,
      requiresSignIn: true,
      requiresConsent: true,
    });
  });
});

describe('the input rules', () => {
  it('takes uploads for both tools only with the consent confirmation, which is recorded', async () => {
    const member = await t.member();
    for (const tool of ['upscale', 'remove-background']) {
      const refused = await upload(member, tool, small, { consent: false });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        'You must confirm that you have consent to use this image',
      );
      const id = await uploadId(member, tool, small);
      const consent = await t.db.owner.selectFrom('consent_records').select('tool').where('upload_id', '=', id).executeTakeFirst();
      expect(consent?.tool).toBe(tool);
    }
  });

  it('refuses a visitor before anything is read', async () => {
    const res = await t.call('POST', '/api/v1/generations', {
      body: { tool: 'upscale', params: { uploadId: crypto.randomUUID() } },
      headers: { 'x-client-id': randomBytes(16).toString('base64url') },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please sign in to use this tool');
  });

  it('needs exactly one image: an upload or one of my images', async () => {
    const member = await t.member();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Please upload an image or choose one of your images'],
      [{ uploadId: 'not-an-id' }, 'Please upload an image or choose one of your images'],
      [{ uploadId: crypto.randomUUID(), outputId: crypto.randomUUID() }, 'Choose either an uploaded image or one of your images, not both'],
    ];
    for (const tool of ['upscale', 'remove-background']) {
      for (const [params, message] of cases) {
        const res = await submit(member, tool, params);
        expect([res.status, res.body.error.message], `${tool} ${JSON.stringify(params)}`).toEqual([400, message]);
      }
    }
    const scale = await submit(member, 'upscale', { uploadId: crypto.randomUUID(), scale: 3 });
    expect([scale.status, scale.body.error.message]).toEqual([400, 'The scale must be 2 or 4']);
    const model = await submit(member, 'upscale', { uploadId: crypto.randomUUID(), model: 'huge' });
    expect([model.status, model.body.error.message]).toEqual([400, 'The model must be one of fast, quality']);
    const prompt = await submit(member, 'remove-background', { uploadId: crypto.randomUUID(), prompt: 'x' });
    expect([prompt.status, prompt.body.error.message]).toEqual([400, 'Unknown setting: prompt']);
    expect(await jobsOf(member)).toEqual([]);
    expect(await balanceOf(member)).toBe(500);
  });

  it("answers another member's output or upload as missing, and charges nothing", async () => {
    const owner = await t.member();
    const other = await t.member();
    const { job } = await run(owner, 'remove-background', { uploadId: await uploadId(owner, 'remove-background', small) });
    const itemId = job.outputs[0].itemId as string;
    const item = await t.db.owner
      .selectFrom('gallery_items')
      .select(['user_id', 'tool'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ user_id: owner.id, tool: 'remove-background' });
    const theirs = await submit(other, 'upscale', { outputId: itemId });
    expect([theirs.status, theirs.body.error.message]).toEqual([
      400,
      'That image is not in your gallery. Choose another one or upload it.',
    ]);
    const unknown = await submit(other, 'upscale', { outputId: crypto.randomUUID() });
    expect([unknown.status, unknown.body.error.message]).toEqual([
      400,
      'That image is not in your gallery. Choose another one or upload it.',
    ]);
    const theirUpload = await submit(other, 'upscale', { uploadId: job.params.uploadId as string });
    expect([theirUpload.status, theirUpload.body.error.message]).toEqual([
      400,
      'The uploaded image was not found. Please upload it again.',
    ]);
    expect(await jobsOf(other)).toEqual([]);
    expect(await uploadsOf(other)).toEqual([]);
    expect(await balanceOf(other)).toBe(500);
  });

  it('refuses an input too large for the tool with its limit, before charging', async () => {
    const member = await t.member();
    const big = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const id = await uploadId(member, 'upscale', big);
    const res = await submit(member, 'upscale', { uploadId: id, scale: 4 });
    expect([res.status, res.body.error.message]).toEqual([
      400,
      'For ×4 the image may be at most 512 px on its longer side; this one is 600 px. Choose ×2 or a smaller image.',
    ]);
    const huge = await sharp({ create: { width: 1100, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const twice = await submit(member, 'upscale', { uploadId: await uploadId(member, 'upscale', huge), scale: 2 });
    expect([twice.status, twice.body.error.message]).toEqual([
      400,
      'For ×2 the image may be at most 1024 px on its longer side; this one is 1100 px. Choose a smaller image.',
    ]);
    const wide = await sharp({ create: { width: 4200, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const cutout = await submit(member, 'remove-background', { uploadId: await uploadId(member, 'remove-background', wide) });
    expect([cutout.status, cutout.body.error.message]).toEqual([
      400,
      'For background removal the image may be at most 4096 px on its longer side; this one is 4200 px. Choose a smaller image.',
    ]);
    expect(await jobsOf(member)).toEqual([]);
    expect(await balanceOf(member)).toBe(500);
  });
});

describe('the jobs', () => {
  it('upscales ×2 on this server, charges 5 tokens and keeps the result in my gallery', async () => {
    const member = await t.member();
    const id = await uploadId(member, 'upscale', small);
    const { row, job } = await run(member, 'upscale', { uploadId: id, scale: 2 });
    expect([row.status, row.provider_used, row.cost]).toEqual(['succeeded', 'local', 5]);
    expect(await balanceOf(member)).toBe(495);
    // The job shows its input (the before of the comparison): the upload as it was stored.
    const before = await fetchImage(job.inputUrl as string);
    expect([before.meta.width, before.meta.height]).toEqual([64, 48]);
    const { meta } = await fetchImage(job.outputs[0].url as string);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 128, 96]);
    expect(job.outputs[0].label).toBeNull();
    const saved = await t.call('PUT', `/api/v1/gallery/items/${job.outputs[0].itemId as string}/saved`, {
      token: member.accessToken,
      body: { saved: true },
    });
    expect(saved.status).toBe(200);
    const mine = await t.call('GET', '/api/v1/gallery?mine=true&saved=true', { token: member.accessToken });
    expect(mine.body.items.map((item: { id: string }) => item.id)).toEqual([job.outputs[0].itemId]);
  }, 120_000);

  it('removes the background of one of my own outputs, copied as my upload, and charges 3 tokens', async () => {
    const member = await t.member();
    const first = await run(member, 'upscale', { uploadId: await uploadId(member, 'upscale', small), scale: 2 });
    const itemId = first.job.outputs[0].itemId as string;
    const { row, job } = await run(member, 'remove-background', { outputId: itemId });
    expect([row.status, row.provider_used, row.cost]).toEqual(['succeeded', 'local', 3]);
    expect(await balanceOf(member)).toBe(500 - 5 - 3);
    // The input is a copy of the output, re-encoded, stored as the member's upload.
    const copy = await t.db.owner.selectFrom('uploads').selectAll().where('id', '=', row.upload_id!).executeTakeFirstOrThrow();
    expect([copy.user_id, copy.tool, copy.width, copy.height]).toEqual([member.id, 'remove-background', 128, 96]);
    const { meta } = await fetchImage(job.outputs[0].url as string);
    expect([meta.format, meta.hasAlpha, meta.width, meta.height]).toEqual(['png', true, 128, 96]);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  }, 120_000);

  it('cuts a person out of a committed portrait: background transparent, person opaque', async () => {
    const member = await t.member();
    const portrait = await readFile(path.join(photos, 'grace-hopper.jpg'));
    const res = await upload(member, 'remove-background', portrait, { name: 'grace-hopper.jpg' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { row, job } = await run(member, 'remove-background', { uploadId: id });
    expect(row.status).toBe('succeeded');
    const { bytes } = await fetchImage(job.outputs[0].url as string);
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 600]);
    const meanAlpha = (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += data[(y * info.width + x) * 4 + 3]!;
      return sum / ((x1 - x0) * (y1 - y0) * 255);
    };
    // The plain blue background on the right; the face; the uniform.
    expect(meanAlpha(430, 20, 500, 240)).toBeLessThan(0.1);
    expect(meanAlpha(200, 170, 320, 300)).toBeGreaterThan(0.9);
    expect(meanAlpha(160, 460, 400, 590)).toBeGreaterThan(0.9);
  }, 120_000);

  it('holds thirty submits at once on a short balance: never negative, one charge per job', async () => {
    const member = await t.member();
    await sql`select public.move_tokens(${member.id}::uuid, ${23 - 500}, 'admin_adjustment', 'test', null)`.execute(t.db.owner);
    const id = await uploadId(member, 'upscale', small);
    const results = await Promise.all(Array.from({ length: 30 }, () => submit(member, 'upscale', { uploadId: id, scale: 2 })));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(4);
    expect(statuses.filter((status) => status === 402)).toHaveLength(26);
    expect(new Set(results.filter((res) => res.status === 402).map((res) => res.body.error.message))).toEqual(
      new Set(['Insufficient tokens']),
    );
    expect(await balanceOf(member)).toBe(3);
    const jobs = await jobsOf(member);
    expect(jobs).toHaveLength(4);
    await Promise.all(jobs.map((job) => finished(job.id, 180_000)));
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  }, 240_000);

  it('copies my output once per Idempotency-Key, however often the submit is retried', async () => {
    const member = await t.member();
    const first = await run(member, 'upscale', { uploadId: await uploadId(member, 'upscale', small), scale: 2 });
    const before = (await uploadsOf(member)).length;
    const headers = { 'idempotency-key': `retry-${crypto.randomUUID()}` };
    const params = { outputId: first.job.outputs[0].itemId as string };
    const original = await submit(member, 'remove-background', params, headers);
    expect(original.status).toBe(202);
    const retries = await Promise.all(Array.from({ length: 5 }, () => submit(member, 'remove-background', params, headers)));
    expect(new Set(retries.map((res) => res.body.id))).toEqual(new Set([original.body.id]));
    expect((await uploadsOf(member)).length).toBe(before + 1);
    await finished(original.body.id);
    expect(await balanceOf(member)).toBe(500 - 5 - 3);
  }, 120_000);

  it('runs ten upscales submitted at once one at a time while /healthz and the balance keep answering fast', async () => {
    const member = await t.member();
    // Half the committed photo's size: each ×4 job still keeps the upscaler busy for about a second, and
    // the ten take a quarter of the time the full photo took.
    const photo = await sharp(await readFile(path.join(photos, 'raccoon-256.png')))
      .resize({ width: 128 })
      .png()
      .toBuffer();
    const id = await uploadId(member, 'upscale', photo);
    const submits = await Promise.all(Array.from({ length: 10 }, () => submit(member, 'upscale', { uploadId: id, scale: 4 })));
    expect(submits.map((res) => res.status)).toEqual(Array(10).fill(202));
    const ids = submits.map((res) => res.body.id as string);

    // While the jobs run: /healthz and the balance, one request after another, each timed.
    const latencies: Record<'healthz' | 'balance', number[]> = { healthz: [], balance: [] };
    let running = true;
    const probe = async (name: 'healthz' | 'balance', url: string, headers: Record<string, string>) => {
      while (running) {
        const started = performance.now();
        const res = await fetch(`${t.url}${url}`, { headers });
        await res.arrayBuffer();
        latencies[name].push(performance.now() - started);
        expect(res.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const probes = [
      probe('healthz', '/healthz', {}),
      probe('balance', '/api/v1/tokens/balance', { authorization: `Bearer ${member.accessToken}` }),
    ];
    const rows = await Promise.all(ids.map((job) => finished(job, 240_000)));
    running = false;
    await Promise.all(probes);

    expect(rows.map((row) => row.status)).toEqual(Array(10).fill('succeeded'));
    expect(new Set(rows.map((row) => row.provider_used))).toEqual(new Set(['local']));
    // One at a time: each job started after the one before it finished.
    const spans = rows.map((row) => [row.started_at!.getTime(), row.finished_at!.getTime()] as const).sort((a, b) => a[0] - b[0]);
    for (let index = 1; index < spans.length; index++) expect(spans[index]![0]).toBeGreaterThanOrEqual(spans[index - 1]![1]);
    const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;
    const peak = sharedLocalModels().stats().upscale.peakRssBytes;
    console.log(
      `ten ×4 upscales: ${((spans.at(-1)![1] - spans[0]![0]) / 1000).toFixed(1)} s; /healthz p99 ${p99(latencies.healthz).toFixed(1)} ms over ${latencies.healthz.length} requests, balance p99 ${p99(latencies.balance).toFixed(1)} ms over ${latencies.balance.length}; upscaler process peak ${peak === null ? '?' : Math.round(peak / 1024 / 1024)} MB`,
    );
    expect(latencies.healthz.length).toBeGreaterThan(50);
    expect(p99(latencies.healthz)).toBeLessThan(100);
    expect(p99(latencies.balance)).toBeLessThan(100);
    expect(await balanceOf(member)).toBe(500 - 50);
  }, 300_000);
});
