import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { POLICY_VERSION } from '../moderation/policy';
import { ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { createDemoProvider } from './providers/demo';
import {
  type GenerationProvider,
  type GenerationTask,
  ProviderError,
  type ProviderResult,
  type RunContext,
  taskPrompt,
} from './providers/provider';
import { startFakeFal } from './providers/fake-fal';
import { followEvents } from './sse-client';

/**
 * The job pipeline end to end over real HTTP and a real database: submit → content policy → charge →
 * queue (pg-boss) → worker → provider → storage → events (SSE), and the refunds when it fails.
 */

const clientId = () => randomBytes(16).toString('base64url');

/** A provider whose behaviour each test scripts; it records every call. */
function scripted(
  name: 'fal' | 'huggingface',
  label: string,
  behaviour: (task: GenerationTask, context: RunContext, call: number) => Promise<ProviderResult>,
) {
  const calls: Array<{ at: number; prompt: string }> = [];
  const demo = createDemoProvider({ stepDelayMs: 0 });
  const provider: GenerationProvider & { calls: typeof calls; demo: GenerationProvider } = {
    name,
    label,
    calls,
    demo,
    supports: () => true,
    run(task, context) {
      calls.push({ at: performance.now(), prompt: taskPrompt(task) });
      return behaviour(task, context, calls.length);
    },
  };
  return provider;
}

const balanceOf = async (t: TestApp, member: Member) =>
  (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;

const finished = (t: TestApp, id: string) =>
  waitFor(async () => {
    const row = await t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && ['succeeded', 'failed', 'canceled'].includes(row.status) ? row : undefined;
  });

describe('jobs with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_STEP_DELAY_MS: '60', SSE_HEARTBEAT_SECONDS: '0.3' }, { worker: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the seed a job chose, 0 included, and chooses one for a job without', async () => {
    const client = clientId();
    const submit = (params: Record<string, unknown>) =>
      t.call('POST', '/api/v1/generations', {
        headers: { 'x-client-id': client },
        body: { tool: 'free-flux', params: { prompt: 'A lighthouse on a cliff at dusk', ...params } },
      });
    const seedOf = async (id: string) =>
      (await t.db.owner.selectFrom('generations').select('params').where('id', '=', id).executeTakeFirstOrThrow()).params.seed;
    const zero = await submit({ seed: 0 });
    const chosen = await submit({ seed: 4242 });
    const none = await submit({});
    expect([await seedOf(zero.body.id), await seedOf(chosen.body.id)]).toEqual([0, 4242]);
    expect(await seedOf(none.body.id)).toEqual(expect.any(Number));
  });

  it('runs a free FLUX job for an anonymous browser and streams its progress while it runs, then the image', async () => {
    const client = clientId();
    const submitted = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': client },
      body: { tool: 'free-flux', params: { prompt: 'A lighthouse on a cliff at dusk', aspect: 'portrait' } },
    });
    expect(submitted.status).toBe(202);
    expect(submitted.body).toMatchObject({ status: 'queued', cost: 0, created: true });

    const { events, headers } = await followEvents(`${t.url}/api/v1/generations/${submitted.body.id}/events`, {
      headers: { 'x-client-id': client, 'accept-encoding': 'gzip, br' },
    });
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(headers.get('content-encoding')).toBeNull();
    const logs = events.filter((event) => event.event === 'log').map((event) => (event.data as { message: string }).message);
    expect(logs[0]).toBe('Starting image generation...');
    expect(logs).toContain('Generating with Demo renderer (not AI)...');
    expect(logs).toContain('Image generated, creating preview...');
    const progress = events.filter((event) => event.event === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(3);
    const percents = progress.map((event) => (event.data as { percent: number }).percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // Delivered as they happened: the progress events arrived spread over the run, not in one burst.
    expect(progress.at(-1)!.at - progress[0]!.at).toBeGreaterThan(100);
    const result = events.find((event) => event.event === 'result')!;
    const output = (result.data as { outputs: Array<{ url: string; label: string; width: number; height: number }> }).outputs[0]!;
    expect(output.label).toBe('demo render, not AI');
    expect(result.at).toBeGreaterThan(progress[0]!.at);
    expect(events.at(-1)).toMatchObject({ event: 'status', data: { status: 'succeeded' } });
    const ids = events.filter((event) => event.id).map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const image = await fetch(t.url + output.url);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 832, 1216]);

    const job = await t.call('GET', `/api/v1/generations/${submitted.body.id}`, { headers: { 'x-client-id': client } });
    expect(job.body).toMatchObject({ status: 'succeeded', progress: 100, provider: 'demo', providerLabel: 'Demo renderer (not AI)' });
    expect(job.body.expiresAt).not.toBeNull();
    // Another browser does not see it.
    expect((await t.call('GET', `/api/v1/generations/${submitted.body.id}`, { headers: { 'x-client-id': clientId() } })).status).toBe(404);
  });

  it('resumes a reconnecting stream after Last-Event-ID, missing no event', async () => {
    const member = await t.member();
    const submitted = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'free-flux', params: { prompt: 'Autumn forest road' } },
    });
    const url = `${t.url}/api/v1/generations/${submitted.body.id}/events`;
    const auth = { authorization: `Bearer ${member.accessToken}` };
    const first = await followEvents(url, { headers: auth, until: (event) => event.event === 'progress' });
    const lastId = first.events.filter((event) => event.id).at(-1)!.id!;
    const rest = await followEvents(url, { headers: auth, lastEventId: lastId });
    const whole = await followEvents(url, { headers: auth });
    const idsOf = (list: typeof whole.events) => list.filter((event) => event.id).map((event) => event.id);
    expect([...idsOf(first.events), ...idsOf(rest.events)]).toEqual(idsOf(whole.events));
    expect(rest.events.at(-1)).toMatchObject({ event: 'status', data: { status: 'succeeded' } });
  });

  it('sends heartbeats while a job waits, and closes at once for a finished job', async () => {
    const member = await t.member();
    // A job left queued for a provider no worker takes: the stream stays open and beats.
    const [job] = await sql<{ id: string }>`insert into public.generations (user_id, tool, params, prompt, provider)
      values (${member.id}, 'free-flux', '{}', 'x', 'nobody') returning id`
      .execute(t.db.owner)
      .then((result) => result.rows);
    const waiting = await followEvents(`${t.url}/api/v1/generations/${job!.id}/events`, {
      headers: { authorization: `Bearer ${member.accessToken}` },
      until: (event) => event.event === 'queue',
      timeoutMs: 1500,
    });
    expect(waiting.events.at(-1)).toMatchObject({ event: 'queue', data: { position: 1 } });
    const beating = await fetch(`${t.url}/api/v1/generations/${job!.id}/events`, {
      headers: { authorization: `Bearer ${member.accessToken}` },
    });
    const reader = beating.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const started = Date.now();
    while (!text.includes(': heartbeat') && Date.now() - started < 3000) text += (await reader.read()).value ?? '';
    await reader.cancel();
    expect(text).toContain(': heartbeat');

    // A finished job's stream ends by itself after its last event.
    await sql`insert into public.generation_events (generation_id, kind, data) values (${job!.id}, 'status', '{"status":"canceled"}')`.execute(
      t.db.owner,
    );
    await sql`update public.generations set status = 'canceled' where id = ${job!.id}`.execute(t.db.owner);
    const started2 = performance.now();
    const closed = await followEvents(`${t.url}/api/v1/generations/${job!.id}/events`, {
      headers: { authorization: `Bearer ${member.accessToken}` },
      until: () => false,
      timeoutMs: 5000,
    });
    expect(performance.now() - started2).toBeLessThan(2000);
    expect(closed.events.at(-1)).toMatchObject({ event: 'status', data: { status: 'canceled' } });
  });

  it('ends at once the stream of a finished job resumed at or after its last event, without spinning', async () => {
    const member = await t.member();
    const submitted = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'free-flux', params: { prompt: 'Quiet harbour at night' } },
    });
    await finished(t, submitted.body.id);
    const last = await t.db.owner
      .selectFrom('generation_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('generation_id', '=', submitted.body.id)
      .executeTakeFirstOrThrow();
    const url = `${t.url}/api/v1/generations/${submitted.body.id}/events`;
    for (const lastEventId of [String(last.id), '999999999']) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const stream = await followEvents(url, {
        headers: { authorization: `Bearer ${member.accessToken}` },
        lastEventId,
        until: () => false,
        timeoutMs: 3000,
      });
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      expect(stream.status).toBe(200);
      expect(stream.events).toEqual([]);
      expect(elapsed).toBeLessThan(1000);
      // A stream left spinning would burn CPU in this process (the server runs in it) until the timeout.
      expect((used.user + used.system) / 1000).toBeLessThan(500);
    }
  });

  it.each([['abc'], ['-1'], ['1.5'], ['12345678901234567890']])(
    'answers a Last-Event-ID of %j with 400 and a clear message',
    async (lastEventId) => {
      const member = await t.member();
      const submitted = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'free-flux', params: { prompt: 'Lanterns by a river' } },
      });
      const res = await fetch(`${t.url}/api/v1/generations/${submitted.body.id}/events`, {
        headers: { authorization: `Bearer ${member.accessToken}`, 'last-event-id': lastEventId },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The Last-Event-ID header must be an event id');
    },
  );

  it("makes members' outputs gallery items and lists the caller's jobs newest first, paged", async () => {
    const member = await t.member();
    const ids: string[] = [];
    for (const prompt of ['First harbour', 'Second harbour', 'Third harbour']) {
      const res = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'free-flux', params: { prompt } },
      });
      ids.push(res.body.id);
    }
    for (const id of ids) await finished(t, id);
    const page = await t.call('GET', '/api/v1/generations?limit=2', { token: member.accessToken });
    expect(page.body.generations.map((job: { id: string }) => job.id)).toEqual([ids[2], ids[1]]);
    const next = await t.call('GET', `/api/v1/generations?limit=2&before=${page.body.nextCursor}`, { token: member.accessToken });
    expect(next.body.generations.map((job: { id: string }) => job.id)).toEqual([ids[0]]);
    expect(next.body.nextCursor).toBeNull();
    const items = await t.db.owner.selectFrom('gallery_items').selectAll().where('user_id', '=', member.id).execute();
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.prompt).sort()).toEqual(['First harbour', 'Second harbour', 'Third harbour']);
    expect(items[0]).toMatchObject({ type: 'image', label: 'demo render, not AI' });
  });

  it('runs a text-to-video job into a real H.264 video, charging 100 tokens (200 in pro mode)', async () => {
    const member = await t.member();
    const standard = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'Waves rolling onto a beach', resolution: '480p', numFrames: 85 } },
    });
    expect(standard.body).toMatchObject({ cost: 100, created: true });
    const pro = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'Clouds over mountains', proMode: true, resolution: '480p' } },
    });
    expect(pro.body).toMatchObject({ cost: 200 });
    expect(await balanceOf(t, member)).toBe(500 - 300);
    const row = await finished(t, standard.body.id);
    expect(row.status).toBe('succeeded');
    const video = await t.storage.get('generations', row.outputs[0]!.key);
    const bytes = Buffer.from(await new Response(video!.body).arrayBuffer());
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    await finished(t, pro.body.id);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('deletes anonymous outputs when their time is up', async () => {
    const client = clientId();
    const res = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': client },
      body: { tool: 'free-flux', params: { prompt: 'Desert dunes' } },
    });
    const row = await finished(t, res.body.id);
    expect(await t.storage.head('generations', row.outputs[0]!.key)).not.toBeNull();
    await t.generation.worker.cleanup();
    expect(await t.storage.head('generations', row.outputs[0]!.key)).not.toBeNull();
    await sql`update public.generations set expires_at = now() - interval '1 second' where id = ${res.body.id}`.execute(t.db.owner);
    const removed = await t.generation.worker.cleanup();
    expect(removed.generations).toBeGreaterThanOrEqual(1);
    expect(await t.storage.head('generations', row.outputs[0]!.key)).toBeNull();
    expect(await t.db.owner.selectFrom('generations').select('id').where('id', '=', res.body.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('submitting', () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp({ FREE_LIMIT_PER_IP: '5', FREE_LIMIT_PER_MEMBER: '7' });
    member = await t.member();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows every tool and its cost in the catalog before anything is spent', async () => {
    const catalog = await t.call('GET', '/api/v1/catalog');
    expect(catalog.body.tools['free-flux']).toMatchObject({ cost: 0, free: true, requiresSignIn: false });
    expect(catalog.body.tools['free-remix']).toMatchObject({ cost: 0, requiresConsent: true });
    expect(catalog.body.tools['image-to-image']).toMatchObject({ cost: 7, requiresSignIn: true });
    expect(catalog.body.tools['text-to-video']).toMatchObject({ cost: 100, proCost: 200 });
    expect(catalog.body.tools['image-to-video']).toMatchObject({ cost: 100, requiresConsent: true });
    expect(catalog.body.tools['image-to-image']).toMatchObject({ costPerImage: true });
    expect(catalog.body.tools['premium-text-to-image']).toMatchObject({ cost: 0, free: true, requiresSignIn: true, badges: ['PREMIUM'] });
    expect(catalog.body.tools['fast-photo']).toMatchObject({ cost: 0, free: true, requiresSignIn: true, badges: ['NEW', '100% FREE'] });
  });

  it.each([
    [{ tool: 'free-flux', params: { prompt: '   ' } }, 'Please enter a prompt'],
    [{ tool: 'free-flux', params: {} }, 'Please enter a prompt'],
    [{ tool: 'free-flux', params: { prompt: 'x', steps: 9 } }, 'Steps must be from 1 to 8'],
    [{ tool: 'free-flux', params: { prompt: 'x', steps: 0 } }, 'Steps must be from 1 to 8'],
    [{ tool: 'free-flux', params: { prompt: 'x', guidance: 3.3 } }, 'Guidance must be a multiple of 0.5'],
    [{ tool: 'free-flux', params: { prompt: 'x', guidance: 10.5 } }, 'Guidance must be from 1 to 10'],
    [{ tool: 'free-flux', params: { prompt: 'x', aspect: 'wide' } }, 'The aspect must be one of square, portrait, landscape'],
    [{ tool: 'free-flux', params: { prompt: 'x', nsfw: true } }, 'Unknown setting: nsfw'],
    [{ tool: 'free-remix', params: { prompt: 'make it autumn' } }, 'Please upload an image and enter a prompt'],
    [
      { tool: 'free-remix', params: { prompt: 'x', uploadId: '00000000-0000-4000-8000-000000000000', steps: 33 } },
      'Steps must be a multiple of 5',
    ],
    [
      { tool: 'free-remix', params: { prompt: 'x', uploadId: '00000000-0000-4000-8000-000000000000', numImages: 5 } },
      'The number of images must be from 1 to 4',
    ],
    [{ tool: 'text-to-video', params: { prompt: 'x', resolution: '1080p' } }, 'The resolution must be one of 480p, 580p, 720p'],
    [{ tool: 'text-to-video', params: { prompt: 'x', numFrames: 100 } }, 'The number of frames must be 85 or 129'],
    [
      { tool: 'paint-by-numbers', params: { prompt: 'x' } },
      'Unknown tool. Choose one of: free-flux, free-remix, fast-photo, premium-text-to-image, image-to-image, text-to-video, image-to-video, upscale, remove-background',
    ],
  ])('refuses %j with 400 %j, creating nothing', async (body, message) => {
    const res = await t.call('POST', '/api/v1/generations', { token: member.accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await t.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute()).length).toBe(0);
  });

  it('refuses a paid tool to an anonymous visitor and a job without X-Client-Id', async () => {
    const video = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': clientId() },
      body: { tool: 'text-to-video', params: { prompt: 'x' } },
    });
    expect([video.status, video.body.error.message]).toEqual([401, 'Please sign in to use this tool']);
    const anonymous = await t.call('POST', '/api/v1/generations', { body: { tool: 'free-flux', params: { prompt: 'x' } } });
    expect([anonymous.status, anonymous.body.error.message]).toEqual([400, 'Missing X-Client-Id header']);
  });

  it('refuses a paid job the balance cannot cover with 402 Insufficient tokens, recording nothing', async () => {
    const poor = await t.member();
    await sql`select public.move_tokens(${poor.id}::uuid, -450, 'admin_adjustment', 'test', null)`.execute(t.db.owner);
    const res = await t.call('POST', '/api/v1/generations', {
      token: poor.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'A calm lake' } },
    });
    expect([res.status, res.body.error.message]).toEqual([402, 'Insufficient tokens']);
    expect(await balanceOf(t, poor)).toBe(50);
    expect(await t.db.owner.selectFrom('generations').select('id').where('user_id', '=', poor.id).executeTakeFirst()).toBeUndefined();
  });

  it('makes one job and one charge of ten concurrent submits with one Idempotency-Key', async () => {
    const buyer = await t.member();
    const key = `submit-${randomBytes(6).toString('hex')}`;
    const body = { tool: 'text-to-video', params: { prompt: 'Northern lights over a fjord' } };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/v1/generations', { token: buyer.accessToken, body, headers: { 'idempotency-key': key } }),
      ),
    );
    const ids = new Set(replies.map((reply) => reply.body.id));
    expect(ids.size).toBe(1);
    expect(replies.filter((reply) => reply.status === 202)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 200 && reply.body.created === false)).toHaveLength(9);
    expect(await balanceOf(t, buyer)).toBe(400);
    const deductions = await t.db.owner
      .selectFrom('token_transactions')
      .select('id')
      .where('user_id', '=', buyer.id)
      .where('transaction_type', '=', 'deduction')
      .execute();
    expect(deductions).toHaveLength(1);
    // The same key for another request is refused and charges nothing.
    const other = await t.call('POST', '/api/v1/generations', {
      token: buyer.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'Something else' } },
      headers: { 'idempotency-key': key },
    });
    expect([other.status, other.body.error.message]).toEqual([409, 'This Idempotency-Key was already used for a different request.']);
    expect(await balanceOf(t, buyer)).toBe(400);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('cancels a queued job and refunds it; a finished job cannot be canceled', async () => {
    const buyer = await t.member();
    const res = await t.call('POST', '/api/v1/generations', {
      token: buyer.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'Rain on a window' } },
    });
    expect(await balanceOf(t, buyer)).toBe(400);
    const cancel = await t.call('POST', `/api/v1/generations/${res.body.id}/cancel`, { token: buyer.accessToken });
    expect(cancel.body).toEqual({ status: 'canceled' });
    expect(await balanceOf(t, buyer)).toBe(500);
    const again = await t.call('POST', `/api/v1/generations/${res.body.id}/cancel`, { token: buyer.accessToken });
    expect([again.status, again.body.error.message]).toEqual([409, 'This generation has already finished and cannot be canceled.']);
    expect(await balanceOf(t, buyer)).toBe(500);
    const refunds = await t.db.owner
      .selectFrom('token_transactions')
      .select('amount')
      .where('user_id', '=', buyer.id)
      .where('transaction_type', '=', 'refund')
      .execute();
    expect(refunds).toEqual([{ amount: 100 }]);
  });

  it('holds the per-IP free limit when 30 submits arrive at once', async () => {
    const ip = '203.0.113.77';
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('POST', '/api/v1/generations', {
          ip,
          headers: { 'x-client-id': clientId() },
          body: { tool: 'free-flux', params: { prompt: 'A red bicycle' } },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 202)).toHaveLength(5);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(25);
    expect(refused[0]!.body.error.message).toBe('You have reached the free generation limit. Please wait 60 minutes before trying again.');
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('holds the per-member free limit across addresses', async () => {
    const busy = await t.member();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('POST', '/api/v1/generations', { token: busy.accessToken, body: { tool: 'free-flux', params: { prompt: 'A blue door' } } }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 202)).toHaveLength(7);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(23);
  });
});

describe('retries, fallback and refunds', () => {
  it('retries a network failure 3 times waiting 2 s × attempt (scaled), then refunds the tokens', async () => {
    const failing = scripted('fal', 'FAL', async () => {
      throw new ProviderError('network', 'Network error. Please check your connection and try again.');
    });
    const t = await createTestApp(
      { GENERATION_RETRY_DELAY_MS: '100', PROVIDER_TEXT_TO_VIDEO: 'fal', FALLBACK_TEXT_TO_VIDEO: 'none' },
      { worker: true, providers: [failing, createDemoProvider({ stepDelayMs: 0 })] },
    );
    try {
      const member = await t.member();
      const res = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'text-to-video', params: { prompt: 'A storm at sea' } },
      });
      expect(await balanceOf(t, member)).toBe(400);
      const row = await finished(t, res.body.id);
      expect(row.status).toBe('failed');
      expect(row.error).toBe('Network error. Please check your connection and try again.');
      expect(failing.calls).toHaveLength(4);
      const gaps = failing.calls.slice(1).map((call, index) => call.at - failing.calls[index]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(95);
      expect(gaps[1]).toBeGreaterThanOrEqual(195);
      expect(gaps[2]).toBeGreaterThanOrEqual(295);
      expect(await balanceOf(t, member)).toBe(500);
      const ledger = await t.db.owner
        .selectFrom('token_transactions')
        .select(['amount', 'transaction_type'])
        .where('user_id', '=', member.id)
        .orderBy('id')
        .execute();
      expect(ledger.slice(-2)).toEqual([
        { amount: -100, transaction_type: 'deduction' },
        { amount: 100, transaction_type: 'refund' },
      ]);
      expect(await ledgerMismatches(t.db.owner)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('tries the fallback provider when the first fails, and names both when both fail', async () => {
    const rateLimited = scripted('fal', 'FAL', async () => {
      throw new ProviderError('rate_limited', 'RATE_LIMIT_EXCEEDED');
    });
    let fallbackWorks = true;
    const fallback = scripted('huggingface', 'Hugging Face', async (task, context, call) => {
      if (!fallbackWorks) throw new ProviderError('model_loading', 'Model is loading, please wait 20 seconds and try again');
      void call;
      return fallback.demo.run(task, context);
    });
    const t = await createTestApp(
      { PROVIDER_FREE_FLUX: 'fal', FALLBACK_FREE_FLUX: 'huggingface' },
      { worker: true, providers: [rateLimited, fallback, createDemoProvider({ stepDelayMs: 0 })] },
    );
    try {
      const client = clientId();
      const first = await t.call('POST', '/api/v1/generations', {
        headers: { 'x-client-id': client },
        body: { tool: 'free-flux', params: { prompt: 'Snowy village' } },
      });
      const done = await finished(t, first.body.id);
      expect([done.status, done.provider_used]).toEqual(['succeeded', 'huggingface']);
      expect(rateLimited.calls).toHaveLength(1);
      fallbackWorks = false;
      const second = await t.call('POST', '/api/v1/generations', {
        headers: { 'x-client-id': client },
        body: { tool: 'free-flux', params: { prompt: 'Snowy town' } },
      });
      const failed = await finished(t, second.body.id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toBe(
        'Both APIs failed. FAL: RATE_LIMIT_EXCEEDED Hugging Face: Model is loading, please wait 20 seconds and try again',
      );
      const events = await followEvents(`${t.url}/api/v1/generations/${second.body.id}/events`, { headers: { 'x-client-id': client } });
      expect(events.events.find((event) => event.event === 'error')?.data).toEqual({
        kind: 'error',
        message: 'Both APIs failed. FAL: RATE_LIMIT_EXCEEDED Hugging Face: Model is loading, please wait 20 seconds and try again',
      });
      const logs = events.events.filter((event) => event.event === 'log').map((event) => (event.data as { message: string }).message);
      expect(logs).toContain('Generating with FAL...');
      expect(logs).toContain('Generating with Hugging Face...');
      expect(logs.at(-1)).toBe(
        'Error: Both APIs failed. FAL: RATE_LIMIT_EXCEEDED Hugging Face: Model is loading, please wait 20 seconds and try again',
      );
    } finally {
      await t.close();
    }
  });
});

describe('canceling a running job', () => {
  it('stops the provider at once and refunds the tokens once, when 30 cancels arrive at once', async () => {
    let aborted = false;
    const hanging = scripted('fal', 'FAL', (_task, context) => {
      context.onProgress({ percent: 20 });
      return new Promise((_resolve, reject) =>
        context.signal.addEventListener('abort', () => {
          aborted = true;
          reject(new ProviderError('canceled', 'Generation canceled'));
        }),
      );
    });
    const t = await createTestApp(
      { PROVIDER_TEXT_TO_VIDEO: 'fal', FALLBACK_TEXT_TO_VIDEO: 'none' },
      { worker: true, providers: [hanging, createDemoProvider()] },
    );
    try {
      const member = await t.member();
      const res = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'text-to-video', params: { prompt: 'A slow sunrise' } },
      });
      await waitFor(
        async () =>
          (await t.db.owner.selectFrom('generations').select('status').where('id', '=', res.body.id).executeTakeFirst())?.status ===
          'running',
      );
      const started = performance.now();
      const replies = await Promise.all(
        Array.from({ length: 30 }, () => t.call('POST', `/api/v1/generations/${res.body.id}/cancel`, { token: member.accessToken })),
      );
      // Asked while it runs: 'running' until its worker has ended it, then it is over. The replies
      // arrive in any order: the first cancel to commit answers 'running', whichever request it was.
      expect(replies.filter((reply) => reply.status === 200).map((reply) => reply.body)).toContainEqual({ status: 'running' });
      for (const reply of replies)
        expect([
          [200, 'running'],
          [409, undefined],
        ]).toContainEqual([reply.status, reply.body.status]);
      const row = await finished(t, res.body.id);
      expect(performance.now() - started).toBeLessThan(3000);
      expect([row.status, row.error, aborted]).toEqual(['canceled', 'Generation canceled', true]);
      expect(hanging.calls).toHaveLength(1);
      expect(await balanceOf(t, member)).toBe(500);
      const refunds = await t.db.owner
        .selectFrom('token_transactions')
        .select('amount')
        .where('user_id', '=', member.id)
        .where('transaction_type', '=', 'refund')
        .execute();
      expect(refunds).toEqual([{ amount: 100 }]);
      const listed = await t.call('GET', '/api/v1/generations?tool=text-to-video', { token: member.accessToken });
      expect(listed.body.generations).toMatchObject([{ id: res.body.id, status: 'canceled', refunded: 100 }]);
      expect(await ledgerMismatches(t.db.owner)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('canceling a job whose worker is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker here: each test plays the dead worker in the database and runs the sweep itself.
    t = await createTestApp({ WORKER_MAX_ATTEMPTS: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const refundsOf = (member: Member) =>
    t.db.owner
      .selectFrom('token_transactions')
      .select('amount')
      .where('user_id', '=', member.id)
      .where('transaction_type', '=', 'refund')
      .execute();

  /** A paid job taken by a worker that then died: running, its lease ending `leaseSeconds` from now (negative: already over). */
  async function abandonedJob(member: Member, leaseSeconds: number): Promise<string> {
    const res = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'A lantern in the fog' } },
    });
    expect(res.status).toBe(202);
    await sql`update public.generations set status = 'running', worker_id = 'dead-worker', attempts = 1, started_at = now(),
      lease_expires_at = now() + make_interval(secs => ${leaseSeconds}) where id = ${res.body.id}`.execute(t.db.owner);
    expect(await balanceOf(t, member)).toBe(400);
    return res.body.id;
  }

  it('cancels and refunds once, at the sweep, a job canceled while its dead worker still held the lease', async () => {
    const member = await t.member();
    const id = await abandonedJob(member, 30);
    const cancel = await t.call('POST', `/api/v1/generations/${id}/cancel`, { token: member.accessToken });
    expect([cancel.status, cancel.body]).toEqual([200, { status: 'running' }]);
    // The lease runs out: the sweep finds the job abandoned.
    await sql`update public.generations set lease_expires_at = now() - interval '1 second' where id = ${id}`.execute(t.db.owner);
    await t.generation.worker.recover();
    const row = await t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.status, row.error]).toEqual(['canceled', 'Generation canceled']);
    expect(await balanceOf(t, member)).toBe(500);
    await t.generation.worker.recover();
    expect(await refundsOf(member)).toEqual([{ amount: 100 }]);
    expect(await balanceOf(t, member)).toBe(500);
    const again = await t.call('POST', `/api/v1/generations/${id}/cancel`, { token: member.accessToken });
    expect([again.status, again.body.error.message]).toEqual([409, 'This generation has already finished and cannot be canceled.']);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('cancels at once a job whose lease has run out: of 30 concurrent cancels, one refunds and the others are told it is over', async () => {
    const member = await t.member();
    const id = await abandonedJob(member, -1);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => t.call('POST', `/api/v1/generations/${id}/cancel`, { token: member.accessToken })),
    );
    expect(replies.filter((reply) => reply.status === 200).map((reply) => reply.body)).toEqual([{ status: 'canceled' }]);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(refused).toHaveLength(29);
    expect(refused[0]!.body.error.message).toBe('This generation has already finished and cannot be canceled.');
    await t.generation.worker.recover();
    const row = await t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('canceled');
    expect(await refundsOf(member)).toEqual([{ amount: 100 }]);
    expect(await balanceOf(t, member)).toBe(500);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('refunds once when 30 concurrent cancels race two sweeps of a job whose lease has run out', async () => {
    const member = await t.member();
    const id = await abandonedJob(member, -1);
    const [replies] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => t.call('POST', `/api/v1/generations/${id}/cancel`, { token: member.accessToken }))),
      t.generation.worker.recover(),
      t.generation.worker.recover(),
    ]);
    expect(replies.filter((reply) => reply.status === 200).map((reply) => reply.body)).toEqual([{ status: 'canceled' }]);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(29);
    await t.generation.worker.recover();
    expect((await t.db.owner.selectFrom('generations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'canceled',
    );
    expect(await refundsOf(member)).toEqual([{ amount: 100 }]);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('gives 30 concurrent cancels of a job whose dead worker still holds the lease one answer, then one refund at the sweep', async () => {
    const member = await t.member();
    const id = await abandonedJob(member, 30);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => t.call('POST', `/api/v1/generations/${id}/cancel`, { token: member.accessToken })),
    );
    expect(replies.map((reply) => [reply.status, reply.body])).toEqual(Array(30).fill([200, { status: 'running' }]));
    const lines = await t.db.owner
      .selectFrom('generation_events')
      .select('data')
      .where('generation_id', '=', id)
      .where('kind', '=', 'log')
      .execute();
    expect(lines.filter((line) => (line.data as { message?: string }).message === 'Canceling...')).toHaveLength(1);
    await sql`update public.generations set lease_expires_at = now() - interval '1 second' where id = ${id}`.execute(t.db.owner);
    await Promise.all([t.generation.worker.recover(), t.generation.worker.recover()]);
    expect((await t.db.owner.selectFrom('generations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'canceled',
    );
    expect(await refundsOf(member)).toEqual([{ amount: 100 }]);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('cancels and refunds a job left queued with its cancel asked for, which no worker would take', async () => {
    const member = await t.member();
    const id = await abandonedJob(member, 30);
    await sql`update public.generations set status = 'queued', worker_id = null, lease_expires_at = null, cancel_requested = true where id = ${id}`.execute(
      t.db.owner,
    );
    await t.generation.worker.recover();
    expect((await t.db.owner.selectFrom('generations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'canceled',
    );
    expect(await refundsOf(member)).toEqual([{ amount: 100 }]);
    expect(await balanceOf(t, member)).toBe(500);
  });
});

describe('a worker stopping as a cancel arrives', () => {
  it('cancels and refunds the job instead of giving it back to the queue', async () => {
    const hanging = scripted('fal', 'FAL', (_task, context) => {
      context.onProgress({ percent: 20 });
      return new Promise((_resolve, reject) =>
        context.signal.addEventListener('abort', () => reject(new ProviderError('canceled', 'Generation canceled'))),
      );
    });
    const t = await createTestApp(
      { PROVIDER_TEXT_TO_VIDEO: 'fal', FALLBACK_TEXT_TO_VIDEO: 'none' },
      { worker: true, providers: [hanging, createDemoProvider()] },
    );
    try {
      const member = await t.member();
      const res = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'text-to-video', params: { prompt: 'A candle burning down' } },
      });
      await waitFor(
        async () =>
          (await t.db.owner.selectFrom('generations').select('status').where('id', '=', res.body.id).executeTakeFirst())?.status ===
          'running',
      );
      // The cancel is recorded, and the worker stops before it hears of it.
      await sql`update public.generations set cancel_requested = true where id = ${res.body.id}`.execute(t.db.owner);
      await t.generation.worker.stop();
      const row = await t.db.owner.selectFrom('generations').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
      expect([row.status, row.error]).toEqual(['canceled', 'Generation canceled']);
      expect(await balanceOf(t, member)).toBe(500);
      expect(await ledgerMismatches(t.db.owner)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the jobs one process runs', () => {
  it('runs at most WORKER_CONCURRENCY_<PROVIDER> at once: a job starts at once while a slot is free, the rest wait in the queue, their streams showing their place move up', async () => {
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const gated = scripted('fal', 'FAL', async (task, context) => {
      running++;
      most = Math.max(most, running);
      try {
        await new Promise<void>((resolve) => gates.push(resolve));
        return await gated.demo.run(task, context);
      } finally {
        running--;
      }
    });
    const t = await createTestApp(
      { PROVIDER_FREE_FLUX: 'fal', FALLBACK_FREE_FLUX: 'none', WORKER_CONCURRENCY_FAL: '2', WORKER_POLL_SECONDS: '0.5' },
      { worker: true, providers: [gated, createDemoProvider()] },
    );
    try {
      const client = clientId();
      const ids: string[] = [];
      for (let n = 1; n <= 5; n++) {
        const res = await t.call('POST', '/api/v1/generations', {
          headers: { 'x-client-id': client },
          body: { tool: 'free-flux', params: { prompt: `Harbour at dawn, study ${n}` } },
        });
        expect(res.status).toBe(202);
        ids.push(res.body.id);
      }
      await waitFor(async () => gates.length === 2);
      const queued = async (id: string) =>
        Number(
          (
            await sql<{
              n: string;
            }>`select count(*) as n from pgboss.job where name = 'generation-fal' and data ->> 'generationId' = ${id}`.execute(t.db.owner)
          ).rows[0]!.n,
        );
      // The first two never went through pg-boss; the three that found no free slot did.
      expect(await Promise.all(ids.map(queued))).toEqual([0, 0, 1, 1, 1]);

      // The last job waits behind two others; when one of the running jobs ends, the next starts and it moves up.
      const position = (event: { event: string; data: unknown }) =>
        event.event === 'queue' ? (event.data as { position: number }).position : null;
      const stream = await followEvents(`${t.url}/api/v1/generations/${ids[4]}/events`, {
        headers: { 'x-client-id': client },
        until: (event) => {
          if (position(event) === 3) gates.shift()!();
          return position(event) === 2;
        },
        timeoutMs: 10_000,
      });
      expect(stream.events.map(position).filter((place) => place !== null)).toEqual([3, 2]);

      // The rest run two at a time, and all five succeed.
      const release = setInterval(() => gates.shift()?.(), 20);
      try {
        const rows = await Promise.all(ids.map((id) => finished(t, id)));
        expect(rows.map((row) => row.status)).toEqual(Array(5).fill('succeeded'));
      } finally {
        clearInterval(release);
      }
      expect(most).toBe(2);
      expect(gated.calls).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});

describe('the content policy at submit', () => {
  it('refuses a prompt sexualising minors: 422, nothing charged, no provider called (the fake fal server saw nothing), the attempt recorded', async () => {
    const fal = await startFakeFal({ key: 'fal-policy-key' });
    const t = await createTestApp(
      {
        FAL_KEY: 'fal-policy-key',
        FAL_QUEUE_URL: fal.url,
        FAL_REST_URL: fal.url,
        FAL_POLL_INTERVAL_MS: '20',
        PROVIDER_TEXT_TO_VIDEO: 'fal',
        PROVIDER_FREE_FLUX: 'fal',
      },
      { worker: true },
    );
    try {
      const member = await t.member();
      for (const body of [
        { tool: 'text-to-video', params: { prompt: 'nude 15 year old girl' } },
        { tool: 'free-flux', params: { prompt: 'n a k e d  s.c.h.o.o.l.g.i.r.l' } },
        { tool: 'free-flux', params: { prompt: 'explicit nude photo', negativePrompt: 'adult, mature' } },
        { tool: 'free-flux', params: { prompt: 'a middle school classroom at noon' } },
        { tool: 'free-flux', params: { prompt: 'nude, not legal yet' } },
      ]) {
        const res = await t.call('POST', '/api/v1/generations', { token: member.accessToken, body });
        expect(res.status).toBe(422);
        expect(res.body.error.message).toBe(
          'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.',
        );
      }
      expect(await balanceOf(t, member)).toBe(500);
      expect(await t.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute()).toHaveLength(0);
      const recorded = await t.db.owner
        .selectFrom('moderation_events')
        .selectAll()
        .where('user_id', '=', member.id)
        .orderBy('id')
        .execute();
      expect(recorded.map((event) => [event.tool, event.rule])).toEqual([
        ['text-to-video', 'minor_age'],
        ['free-flux', 'minor_reference'],
        ['free-flux', 'sexual_minor_negative'],
        ['free-flux', 'school_level'],
        ['free-flux', 'age_of_consent'],
      ]);
      expect(new Set(recorded.map((event) => event.policy_version))).toEqual(new Set([POLICY_VERSION]));
      expect(recorded[0]!.prompt).toBe('nude 15 year old girl');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fal.requests).toEqual([]);
      // A protective negative prompt passes and runs at fal.
      const allowed = await t.call('POST', '/api/v1/generations', {
        token: member.accessToken,
        body: { tool: 'free-flux', params: { prompt: 'woman, 25 years old, portrait', negativePrompt: 'child, underage' } },
      });
      expect(allowed.status).toBe(202);
      expect((await finished(t, allowed.body.id)).status).toBe('succeeded');
      expect(fal.requests.length).toBeGreaterThan(0);
    } finally {
      await t.close();
      await fal.close();
    }
  });
});

describe('image tools', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_STEP_DELAY_MS: '0' }, { worker: true });
    png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (headers: Record<string, string>, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${t.url}/api/v1/uploads`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '10.1.2.3', ...headers },
    });
    return { status: res.status, body: await res.json() };
  };

  it('remixes an uploaded image with consent for an anonymous browser, showing the original beside the result', async () => {
    const client = clientId();
    const uploaded = await upload({ 'x-client-id': client }, { tool: 'free-remix', consent: 'true' });
    expect(uploaded.status).toBe(201);
    const res = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': client },
      body: {
        tool: 'free-remix',
        params: {
          uploadId: uploaded.body.id,
          prompt: 'Make it look like autumn',
          numImages: 2,
          outputFormat: 'jpeg',
          imageSize: 'portrait_4_3',
        },
      },
    });
    expect(res.status).toBe(202);
    const row = await finished(t, res.body.id);
    expect(row.status).toBe('succeeded');
    const job = await t.call('GET', `/api/v1/generations/${res.body.id}`, { headers: { 'x-client-id': client } });
    expect(job.body.outputs).toHaveLength(2);
    expect(job.body.outputs[0]).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 832, height: 1216 });
    expect((await fetch(t.url + job.body.inputUrl)).status).toBe(200);
  });

  it("refuses another browser's upload as if it did not exist, and an upload without a consent record", async () => {
    const owner = clientId();
    const uploaded = await upload({ 'x-client-id': owner }, { tool: 'free-remix', consent: 'true' });
    const stranger = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': clientId() },
      body: { tool: 'free-remix', params: { uploadId: uploaded.body.id, prompt: 'Make it winter' } },
    });
    expect([stranger.status, stranger.body.error.message]).toEqual([400, 'The uploaded image was not found. Please upload it again.']);
    await t.db.owner.deleteFrom('consent_records').where('upload_id', '=', uploaded.body.id).execute();
    const unconsented = await t.call('POST', '/api/v1/generations', {
      headers: { 'x-client-id': owner },
      body: { tool: 'free-remix', params: { uploadId: uploaded.body.id, prompt: 'Make it winter' } },
    });
    expect([unconsented.status, unconsented.body.error.message]).toEqual([400, 'You must confirm that you have consent to use this image']);
  });

  it('charges 7 tokens for image-to-image and 100 for image-to-video, which makes a real video from the image', async () => {
    const member = await t.member();
    const auth = { authorization: `Bearer ${member.accessToken}` };
    const forImage = await upload(auth, { tool: 'image-to-image', consent: 'true' });
    const image = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'image-to-image', params: { uploadId: forImage.body.id, prompt: 'Oil painting style' } },
    });
    expect(image.body.cost).toBe(7);
    const forVideo = await upload(auth, { tool: 'image-to-video', consent: 'true' });
    const video = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'image-to-video', params: { uploadId: forVideo.body.id, prompt: 'Slow zoom', resolution: '480p', numFrames: 85 } },
    });
    expect(video.body.cost).toBe(100);
    expect(await balanceOf(t, member)).toBe(500 - 107);
    expect((await finished(t, image.body.id)).status).toBe('succeeded');
    const row = await finished(t, video.body.id);
    expect(row.status).toBe('succeeded');
    expect(row.outputs[0]).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    const items = await t.db.owner.selectFrom('gallery_items').select(['type']).where('user_id', '=', member.id).orderBy('type').execute();
    expect(items).toEqual([{ type: 'image' }, { type: 'video' }]);
  });
});
