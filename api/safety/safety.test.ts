import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { GenerationProvider } from '../generation/providers/provider';
import { encodeMp4 } from '../generation/providers/ffmpeg';
import { createRegistry } from '../generation/registry';
import { createWorker } from '../generation/worker';
import { createLogger } from '../log/logger';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { asRole, ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { type Analyser, AnalyserError, createModelAnalyser } from './analyser';

/**
 * The output safety check end to end, with the real models in their worker thread and the real job
 * runner, database and HTTP. No image of a minor is needed: the provider answers with one of
 * face-api's demo photos of adults (MIT, read from node_modules), and the holding worker runs with
 * SAFETY_MIN_FACE_AGE=99 and SAFETY_SEXUAL_THRESHOLD=0, so those adults' faces count as under the
 * threshold and any score as sexual; a worker with the default thresholds lets the same photo through.
 */

const require = createRequire(import.meta.url);
const sampleDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

const COST = 7;
const START_BALANCE = 500;
const PROMPT = 'A portrait of friends at a party';
const SEXUAL_PROMPT = 'Nude portrait of an adult woman on a sofa';

let t: TestApp;
let admin: Member;
let photo: Uint8Array;
let video: Uint8Array;
const analyser = createModelAnalyser();

/** The provider of every job here: the adult photo for images, a short video of it for videos. */
const photoProvider: GenerationProvider = {
  name: 'demo',
  label: 'Demo renderer (not AI)',
  supports: () => true,
  async run(task) {
    if (task.kind.endsWith('video'))
      return { outputs: [{ kind: 'video', bytes: video, contentType: 'video/mp4', width: 320, height: 240 }] };
    return { outputs: [{ kind: 'image', bytes: photo, contentType: 'image/jpeg' }] };
  },
};

beforeAll(async () => {
  photo = new Uint8Array(await readFile(path.join(sampleDir, 'sample1.jpg')));
  const frame = await sharp(photo).resize(320, 240, { fit: 'cover' }).removeAlpha().raw().toBuffer();
  video = await encodeMp4(
    Array.from({ length: 24 }, () => new Uint8Array(frame)),
    { width: 320, height: 240, fps: 12 },
  );
  t = await createTestApp(
    { SAFETY_CHECK: 'on', SAFETY_UPLOAD_MIN_FACE_AGE: '99', DEMO_STEP_DELAY_MS: '0' },
    { providers: [photoProvider], analyser },
  );
  admin = await t.admin();
  await analyser.warm();
}, 180_000);
afterEach(async () => {
  expect(await ledgerMismatches(t.db.owner)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await analyser.close();
});

/** A worker of its own with these safety settings, not taking jobs from the queue: tests call execute. */
function workerWith(env: Record<string, string>, jobAnalyser: Analyser = analyser) {
  const config = loadConfig({ DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent', SAFETY_CHECK: 'on', ...env });
  return createWorker({
    owner: t.db.owner,
    hub: t.generation.hub,
    boss: t.generation.boss,
    storage: t.storage,
    registry: createRegistry([photoProvider], t.config.providers.choice),
    config: { ...t.config, safety: config.safety },
    logger: createLogger('silent'),
    analyser: jobAnalyser,
  });
}
const holding = () => workerWith({ SAFETY_MIN_FACE_AGE: '99', SAFETY_SEXUAL_THRESHOLD: '0' });

const rowOf = (id: string) => t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const heldOf = (id: string) => t.db.owner.selectFrom('held_outputs').selectAll().where('generation_id', '=', id).executeTakeFirst();
const balanceOf = async (member: Member) =>
  (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;
const ledgerOf = (member: Member) =>
  t.db.owner
    .selectFrom('token_transactions')
    .select(['amount', 'transaction_type', 'description'])
    .where('user_id', '=', member.id)
    .where('transaction_type', '<>', 'signup_grant')
    .orderBy('id')
    .execute();
const galleryOf = (id: string) => t.db.owner.selectFrom('gallery_items').selectAll().where('generation_id', '=', id).execute();
const auditOf = async (subjectId: string) =>
  (
    await sql<{ actor_id: string | null; action: string; subject_type: string; details: Record<string, unknown> }>`
      select actor_id, action, subject_type, details from public.audit_log where subject_id = ${subjectId} order by id`.execute(t.db.owner)
  ).rows;

async function upload(member: Member, bytes: Uint8Array, tool = 'image-to-image'): Promise<string> {
  const form = new FormData();
  form.set('tool', tool);
  form.set('consent', 'true');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${t.url}/api/v1/uploads`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': '10.9.8.7', authorization: `Bearer ${member.accessToken}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A member's image-to-image job (7 tokens), queued and charged; nobody runs it until the test does. */
async function paidJob(prompt = PROMPT, input = photo): Promise<{ member: Member; id: string }> {
  const member = await t.member();
  const uploadId = await upload(member, input);
  const res = await t.call('POST', '/api/v1/generations', {
    token: member.accessToken,
    body: { tool: 'image-to-image', params: { uploadId, prompt } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return { member, id: res.body.id as string };
}

async function heldJob(prompt = PROMPT) {
  const job = await paidJob(prompt);
  await holding().execute(job.id);
  const held = await heldOf(job.id);
  return { ...job, heldId: held!.id };
}

const decide = (id: string, body: unknown, token = admin.accessToken) =>
  t.call('POST', `/api/v1/admin/held/${id}/decision`, { token, body });

describe('the output safety check in the job runner', () => {
  it('a sexual output whose face is estimated under the threshold is withheld, refunded, and queued', { timeout: 60_000 }, async () => {
    const { member, id } = await paidJob();
    expect(await balanceOf(member)).toBe(START_BALANCE - COST);
    await holding().execute(id);

    const row = await rowOf(id);
    expect([row.status, row.error, row.outputs]).toEqual(['held', 'Held for review', []]);
    // The member's view: held, the message, no output and so no signed URL.
    const seen = await t.call('GET', `/api/v1/generations/${id}`, { token: member.accessToken });
    expect([seen.status, seen.body.status, seen.body.error, seen.body.outputs]).toEqual([200, 'held', 'Held for review', []]);
    const listed = await t.call('GET', '/api/v1/generations', { token: member.accessToken });
    expect(JSON.stringify(listed.body)).not.toContain('/generations/');
    const events = await t.db.owner
      .selectFrom('generation_events')
      .select(['kind', 'data'])
      .where('generation_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.slice(-2)).toEqual([
      { kind: 'error', data: { message: 'Held for review' } },
      { kind: 'status', data: { status: 'held' } },
    ]);
    expect(events.some((event) => event.kind === 'result')).toBe(false);

    // Refunded once, no gallery item.
    expect(await balanceOf(member)).toBe(START_BALANCE);
    expect(await ledgerOf(member)).toEqual([
      { amount: -COST, transaction_type: 'deduction', description: expect.any(String) },
      { amount: COST, transaction_type: 'refund', description: 'Refund: output held for review' },
    ]);
    expect(await galleryOf(id)).toEqual([]);

    // Queued for the administrator with the figures; the file is kept for the review.
    const held = await heldOf(id);
    expect(held).toMatchObject({ status: 'held', decided_by: null, decided_at: null });
    const figures = held!.figures as {
      reason: string;
      thresholds: object;
      images: Array<{ faces: Array<{ age: number }>; sexualScore: number }>;
    };
    expect(figures.reason).toBe('young-face-sexual');
    expect(figures.thresholds).toEqual({ sexualThreshold: 0, minFaceAge: 99 });
    expect(figures.images[0]!.faces.length).toBeGreaterThanOrEqual(3);
    const [stored] = held!.outputs as Array<{ bucket: 'generations'; key: string }>;
    expect(await t.storage.get('generations', stored!.key)).not.toBeNull();
    expect(await auditOf(id)).toEqual([
      {
        actor_id: null,
        action: 'output.held',
        subject_type: 'generation',
        details: { held_output: held!.id, reason: 'young-face-sexual', outputs: 1, refunded: true },
      },
    ]);

    // A late second hold of the same job changes nothing.
    const again = await sql<{
      done: boolean;
    }>`select public.hold_generation(${id}::uuid, 'another-worker', '[]'::jsonb, 'm', '{}'::jsonb, 'Held for review') as done`.execute(
      t.db.owner,
    );
    expect(again.rows[0]!.done).toBe(false);
    expect(await balanceOf(member)).toBe(START_BALANCE);
  });

  it('the same photo passes with the default thresholds: succeeded, charged, in the gallery', { timeout: 60_000 }, async () => {
    const { member, id } = await paidJob();
    await workerWith({}).execute(id);
    const row = await rowOf(id);
    expect([row.status, row.error, row.outputs.length]).toEqual(['succeeded', null, 1]);
    expect(await heldOf(id)).toBeUndefined();
    expect(await galleryOf(id)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(START_BALANCE - COST);
  });

  it('checks frames sampled from a video output', { timeout: 90_000 }, async () => {
    const member = await t.member();
    const uploadId = await upload(member, photo, 'image-to-video');
    const res = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'image-to-video', params: { uploadId, prompt: PROMPT } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await holding().execute(res.body.id);
    expect((await rowOf(res.body.id)).status).toBe('held');
    const figures = (await heldOf(res.body.id))!.figures as { images: Array<{ frame: number | null; faces: unknown[] }> };
    expect(figures.images.map((image) => image.frame)).toEqual([0]);
    expect(figures.images[0]!.faces.length).toBeGreaterThanOrEqual(1);
  });

  it("a visitor's held job is held free of charge and kept past its expiry until the administrator decides", {
    timeout: 60_000,
  }, async () => {
    const res = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': 'visitor-held-output-0001' },
      body: { tool: 'free-flux', params: { prompt: PROMPT } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = res.body.id as string;
    const worker = holding();
    await worker.execute(id);
    expect([(await rowOf(id)).status, (await auditOf(id))[0]?.details.refunded]).toEqual(['held', false]);
    await t.db.owner
      .updateTable('generations')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    await worker.cleanup();
    expect((await heldOf(id))?.status).toBe('held');
    expect((await decide((await heldOf(id))!.id, { decision: 'remove' })).status).toBe(200);
    await worker.cleanup();
    expect(await t.db.owner.selectFrom('generations').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  describe('when the analyser fails', () => {
    const failing: Analyser = {
      analyse: () => Promise.reject(new AnalyserError('model error')),
      warm: () => Promise.resolve(0),
      close: () => Promise.resolve(),
    };

    it("holds a sexual prompt's output", { timeout: 30_000 }, async () => {
      // An input image without a face, so the upload check (SAFETY_UPLOAD_MIN_FACE_AGE=99 here) lets it through.
      const plain = new Uint8Array(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#446688' } })
          .jpeg()
          .toBuffer(),
      );
      const { member, id } = await paidJob(SEXUAL_PROMPT, plain);
      await workerWith({}, failing).execute(id);
      expect([(await rowOf(id)).status, (await rowOf(id)).error]).toEqual(['held', 'Held for review']);
      expect((await heldOf(id))!.figures).toMatchObject({ reason: 'analysis-failed', error: 'model error' });
      expect(await balanceOf(member)).toBe(START_BALANCE);
    });

    it("lets any other prompt's output through", { timeout: 30_000 }, async () => {
      const { id } = await paidJob(PROMPT);
      await workerWith({}, failing).execute(id);
      expect((await rowOf(id)).status).toBe('succeeded');
      expect(await heldOf(id)).toBeUndefined();
    });
  });
});

describe("the administrator's queue of held outputs", () => {
  it('lists them oldest first with the figures, the prompt and a short-lived link to the image', { timeout: 60_000 }, async () => {
    const first = await heldJob();
    const second = await heldJob();
    const res = await t.call('GET', '/api/v1/admin/held', { token: admin.accessToken });
    expect(res.status).toBe(200);
    const ids = (res.body.held as Array<{ id: string }>).map((item) => item.id);
    expect(ids.indexOf(first.heldId)).toBeLessThan(ids.indexOf(second.heldId));
    const item = res.body.held.find((entry: { id: string }) => entry.id === first.heldId);
    expect(item).toMatchObject({
      generationId: first.id,
      tool: 'image-to-image',
      prompt: PROMPT,
      owner: first.member.email,
      reason: 'young-face-sexual',
    });
    expect(item.images[0].faces.length).toBeGreaterThanOrEqual(3);
    const url = new URL(item.outputs[0].url, t.url);
    expect(Number(url.searchParams.get('expires')) * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
    const image = await fetch(url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('release: the job succeeds with its outputs and gallery item, with no new charge (the refund stands), once', {
    timeout: 60_000,
  }, async () => {
    const { member, id, heldId } = await heldJob();
    const res = await decide(heldId, { decision: 'release', note: 'adults, looked at' });
    expect([res.status, res.body]).toEqual([200, { id: heldId, generationId: id, status: 'released' }]);
    const seen = await t.call('GET', `/api/v1/generations/${id}`, { token: member.accessToken });
    expect([seen.body.status, seen.body.error, seen.body.outputs.length]).toEqual(['succeeded', null, 1]);
    expect(await galleryOf(id)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(START_BALANCE);
    expect(await heldOf(id)).toMatchObject({ status: 'released', decided_by: admin.id, note: 'adults, looked at' });
    expect((await auditOf(id)).map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['output.held', null],
      ['output.release', admin.id],
    ]);
    const again = await decide(heldId, { decision: 'remove' });
    expect([again.status, again.body.error.message]).toEqual([409, 'This output was already released.']);
    expect((await rowOf(id)).status).toBe('succeeded');
  });

  it('remove: the job fails, its files are deleted after the decision, no gallery item', { timeout: 60_000 }, async () => {
    const { member, id, heldId } = await heldJob();
    const [stored] = (await heldOf(id))!.outputs as Array<{ key: string }>;
    const res = await decide(heldId, { decision: 'remove' });
    expect([res.status, res.body.status]).toEqual([200, 'removed']);
    const seen = await t.call('GET', `/api/v1/generations/${id}`, { token: member.accessToken });
    expect([seen.body.status, seen.body.error, seen.body.outputs]).toEqual(['failed', 'Removed after review', []]);
    await waitFor(async () => (await t.storage.get('generations', stored!.key)) === null);
    expect(await galleryOf(id)).toEqual([]);
    expect(await balanceOf(member)).toBe(START_BALANCE);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['output.held', 'output.remove']);
    const listed = await t.call('GET', '/api/v1/admin/held', { token: admin.accessToken });
    expect(listed.body.held.map((entry: { id: string }) => entry.id)).not.toContain(heldId);
  });

  it('30 decisions at once on one held output: one 200, the rest 409, one audit entry', { timeout: 60_000 }, async () => {
    const { id, heldId } = await heldJob();
    const replies = await Promise.all(Array.from({ length: 30 }, (_, n) => decide(heldId, { decision: n % 2 ? 'release' : 'remove' })));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, ...Array(29).fill(409)]);
    const decided = (await heldOf(id))!.status;
    expect(
      replies.filter((reply) => reply.status === 409).every((reply) => reply.body.error.message === `This output was already ${decided}.`),
    ).toBe(true);
    expect((await auditOf(id)).filter((entry) => entry.action !== 'output.held')).toHaveLength(1);
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const cases: Array<[string, unknown, number, string]> = [
      ['not-a-uuid', { decision: 'release' }, 400, 'Invalid held output id'],
      ['00000000-0000-4000-8000-000000000000', { decision: 'release' }, 404, 'Held output not found'],
      ['00000000-0000-4000-8000-000000000000', { decision: 'keep' }, 400, 'The decision must be release or remove'],
      ['00000000-0000-4000-8000-000000000000', {}, 400, 'The decision must be release or remove'],
      [
        '00000000-0000-4000-8000-000000000000',
        { decision: 'remove', note: 'x'.repeat(501) },
        400,
        'The note must be at most 500 characters',
      ],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await decide(id, body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([status, message]);
    }
  });

  it('a member or a visitor cannot call the routes, and the database refuses role member the same SQL', { timeout: 60_000 }, async () => {
    const { member, heldId } = await heldJob();
    expect((await t.call('GET', '/api/v1/admin/held', { token: member.accessToken })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/admin/held')).status).toBe(401);
    expect((await decide(heldId, { decision: 'release' }, member.accessToken)).status).toBe(403);
    const claims = { sub: member.id, role: 'member', email: member.email };
    await expect(asRole(t.db.api, 'member', claims, 'select * from public.held_outputs')).rejects.toThrow(/permission denied/);
    await expect(
      asRole(t.db.api, 'member', claims, `select public.admin_decide_held_output('${heldId}', 'release', null, 'x')`),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(t.db.api, 'member', claims, `select public.hold_generation('${heldId}', 'w', '[]', 'm', '{}', 'x')`),
    ).rejects.toThrow(/permission denied/);
    await expect(asRole(t.db.api, 'anon', { role: 'anon', client: 'a'.repeat(64) }, 'select * from public.held_outputs')).rejects.toThrow(
      /permission denied/,
    );
    expect(
      (await heldOf(
        (
          await t.db.owner.selectFrom('held_outputs').select('generation_id').where('id', '=', heldId).executeTakeFirstOrThrow()
        ).generation_id,
      ))!.status,
    ).toBe('held');
  });
});

describe('an uploaded image with a face under SAFETY_UPLOAD_MIN_FACE_AGE', () => {
  it('keeps the youngest face estimate on the upload row', { timeout: 30_000 }, async () => {
    const member = await t.member();
    const id = await upload(member, photo);
    const row = await t.db.owner
      .selectFrom('uploads')
      .select(['youngest_face_age', 'faces_checked'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.faces_checked).toBe(true);
    expect(row.youngest_face_age).toBeGreaterThan(15);
    expect(row.youngest_face_age).toBeLessThan(99);
  });

  it('is refused with a sexual prompt at submit: nothing charged, no job, the refusal recorded', { timeout: 30_000 }, async () => {
    const member = await t.member();
    const uploadId = await upload(member, photo);
    const res = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'image-to-image', params: { uploadId, prompt: SEXUAL_PROMPT } },
    });
    expect([res.status, res.body.error.message]).toEqual([
      422,
      'This image appears to show someone under 18, so it cannot be used with a sexual prompt.',
    ]);
    expect(await balanceOf(member)).toBe(START_BALANCE);
    expect(await t.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    const events = await t.db.owner
      .selectFrom('moderation_events')
      .select(['rule', 'prompt', 'tool'])
      .where('user_id', '=', member.id)
      .execute();
    expect(events).toEqual([{ rule: 'upload:minor-face', prompt: SEXUAL_PROMPT, tool: 'image-to-image' }]);
    const audit = await auditOf(uploadId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'upload.refused',
      subject_type: 'upload',
      details: { tool: 'image-to-image', user: member.id },
    });
  });

  it('is accepted with a prompt that is not sexual', { timeout: 30_000 }, async () => {
    const member = await t.member();
    const uploadId = await upload(member, photo);
    const res = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'image-to-image', params: { uploadId, prompt: PROMPT } },
    });
    expect(res.status).toBe(202);
  });
});
