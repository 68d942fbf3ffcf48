import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { type FakeFal, startFakeFal } from './providers/fake-fal';
import { type FakeHuggingFace, startFakeHuggingFace } from './providers/fake-huggingface';

/**
 * The Studio's tools through the whole pipeline (submit → queue → worker → provider over real HTTP →
 * storage → gallery), against the fal and Hugging Face stand-ins: the premium text-to-image view's
 * provider of choice with a fallback per image, the fast photo generator's model and words, the FLUX
 * model each tool asks fal for, video LoRAs, and what the paid tools charge and refund.
 */

let fal: FakeFal;
let hf: FakeHuggingFace;
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  [fal, hf] = await Promise.all([
    startFakeFal({ key: 'fal-studio-key', queueSteps: 1, progressSteps: 1 }),
    startFakeHuggingFace({ token: 'hf_studio_token' }),
  ]);
  t = await createTestApp(
    {
      FAL_KEY: fal.key,
      FAL_QUEUE_URL: fal.url,
      FAL_REST_URL: fal.url,
      FAL_POLL_INTERVAL_MS: '20',
      HF_TOKEN: hf.token,
      HF_BASE_URL: hf.url,
      GENERATION_RETRY_DELAY_MS: '0',
      PROVIDER_FREE_FLUX: 'fal',
      FALLBACK_FREE_FLUX: 'none',
      PROVIDER_FAST_PHOTO: 'huggingface',
      FALLBACK_FAST_PHOTO: 'none',
      PROVIDER_IMAGE_TO_IMAGE: 'fal',
      FALLBACK_IMAGE_TO_IMAGE: 'none',
      PROVIDER_TEXT_TO_VIDEO: 'fal',
      FALLBACK_TEXT_TO_VIDEO: 'none',
    },
    { worker: true },
  );
  png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#446688' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await Promise.all([fal?.close(), hf?.close()]);
});
beforeEach(() => {
  fal.setScenario('success');
  fal.failNextSubmits(0);
  fal.requests.length = 0;
  fal.submitted.length = 0;
  hf.setScenario('success');
  hf.failNextRequests(0);
  hf.requests.length = 0;
});

const finished = (app: TestApp, id: string) =>
  waitFor(async () => {
    const row = await app.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && ['succeeded', 'failed', 'canceled'].includes(row.status) ? row : undefined;
  });
const balanceOf = async (app: TestApp, member: Member) =>
  (await app.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;
const ledgerOf = (app: TestApp, member: Member) =>
  app.db.owner
    .selectFrom('token_transactions')
    .select(['amount', 'transaction_type'])
    .where('user_id', '=', member.id)
    .where('transaction_type', '!=', 'signup_grant')
    .orderBy('id')
    .execute();
const galleryOf = (app: TestApp, id: string) =>
  app.db.owner.selectFrom('gallery_items').select('id').where('generation_id', '=', id).execute();
const jobsOf = (app: TestApp, member: Member) =>
  app.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute();

const submit = (member: Member, tool: string, params: Record<string, unknown>, app: TestApp = t) =>
  app.call('POST', '/api/v1/generations', { token: member.accessToken, body: { tool, params } });

/** Submits and waits for the job's end: its row. */
async function run(member: Member, tool: string, params: Record<string, unknown>) {
  const res = await submit(member, tool, params);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return finished(t, res.body.id);
}

async function uploadFor(member: Member, tool: string, app: TestApp = t): Promise<string> {
  const form = new FormData();
  form.set('tool', tool);
  form.set('consent', 'true');
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${app.url}/api/v1/uploads`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${member.accessToken}`, 'x-forwarded-for': '10.20.30.40' },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Leaves the member `tokens` through the ledger, as an administrator's adjustment would. */
async function leaveBalance(app: TestApp, member: Member, tokens: number) {
  await sql`select public.move_tokens(${member.id}::uuid, ${tokens - 500}, 'admin_adjustment', 'test', null)`.execute(app.db.owner);
  expect(await balanceOf(app, member)).toBe(tokens);
}

const hfPaths = () => hf.requests.map((request) => request.path);
const hfParameters = () => hf.requests.map((request) => (request.body as { parameters: Record<string, unknown> }).parameters);

describe('premium text-to-image', () => {
  it('makes each image with its own call to the chosen provider, FLUX dev at fal, the style models appended and the performance preset as steps', async () => {
    const member = await t.member();
    const row = await run(member, 'premium-text-to-image', {
      prompt: 'A woman in her thirties reading on a balcony',
      styles: ['Cinematic', 'Masterpiece'],
      imageNumber: 3,
      performance: 'Speed',
      apiProvider: 'fal',
      seed: 100,
    });
    expect([row.status, row.provider_used, row.cost]).toEqual(['succeeded', 'fal', 0]);
    expect(fal.submitted.map((job) => job.model)).toEqual(['fal-ai/flux/dev', 'fal-ai/flux/dev', 'fal-ai/flux/dev']);
    expect(
      fal.submitted.map((job) => [job.input.num_images, job.input.seed, job.input.num_inference_steps, job.input.guidance_scale]),
    ).toEqual([
      [1, 100, 20, 7.5],
      [1, 101, 20, 7.5],
      [1, 102, 20, 7.5],
    ]);
    expect(fal.submitted[0]!.input.prompt).toBe(
      'A woman in her thirties reading on a balcony, masterpiece, best quality, award-winning, cinematic lighting, film still, dramatic atmosphere',
    );
    expect(fal.submitted[0]!.input.image_size).toEqual({ width: 896, height: 1152 });
    expect(hf.requests).toHaveLength(0);
    expect(row.outputs).toHaveLength(3);
    expect(await galleryOf(t, row.id)).toHaveLength(3);
    const job = await t.call('GET', `/api/v1/generations/${row.id}`, { token: member.accessToken });
    expect(job.body).toMatchObject({ status: 'succeeded', providerLabel: 'FAL', refunded: 0 });
    expect(job.body.outputs.map((output: { width: number; height: number }) => [output.width, output.height])).toEqual(
      Array(3).fill([896, 1152]),
    );
  });

  it.each([
    [{ performance: 'Quality' }, 30],
    [{ performance: 'Extreme Speed' }, 15],
    [{ performance: 'Extreme Speed', steps: 45 }, 45],
    [{}, 30],
  ])('runs %j with %i steps: the steps the member set win over the performance preset', async (settings, steps) => {
    const member = await t.member();
    const row = await run(member, 'premium-text-to-image', {
      prompt: 'A lighthouse in a storm',
      imageNumber: 1,
      apiProvider: 'huggingface',
      ...settings,
    });
    expect(row.status).toBe('succeeded');
    expect(hfPaths()).toEqual(['/black-forest-labs/FLUX.1-dev']);
    expect(hfParameters()[0]).toMatchObject({ num_inference_steps: steps, guidance_scale: 7.5 });
  });

  it('tries the other provider for an image the chosen one fails, then the chosen one again for the next image', async () => {
    const member = await t.member();
    hf.failNextRequests(1, 'error');
    const row = await run(member, 'premium-text-to-image', {
      prompt: 'Two sailboats at dawn',
      imageNumber: 2,
      apiProvider: 'huggingface',
      guidance: 9.5,
      seed: 7,
    });
    // The job names the provider of its first image.
    expect([row.status, row.provider_used]).toEqual(['succeeded', 'fal']);
    // Image 1: Hugging Face failed, fal made it. Image 2: Hugging Face again.
    expect(hfPaths()).toEqual(['/black-forest-labs/FLUX.1-dev', '/black-forest-labs/FLUX.1-dev']);
    expect(hfParameters().map((parameters) => parameters.seed)).toEqual([7, 8]);
    expect(fal.submitted.map((job) => [job.model, job.input.seed, job.input.num_images, job.input.guidance_scale])).toEqual([
      ['fal-ai/flux/dev', 7, 1, 9.5],
    ]);
    expect(row.outputs).toHaveLength(2);
    expect(await galleryOf(t, row.id)).toHaveLength(2);
  });

  it.each([['fal'], ['huggingface']])(
    "fails with both providers' words, FAL's first, when both fail an image (chosen: %s), charging nothing and keeping nothing",
    async (apiProvider) => {
      const member = await t.member();
      fal.setScenario('error_500');
      hf.setScenario('model_loading');
      const res = await submit(member, 'premium-text-to-image', { prompt: 'A quiet library', imageNumber: 2, apiProvider });
      expect(res.body.cost).toBe(0);
      const row = await finished(t, res.body.id);
      expect(row.status).toBe('failed');
      expect(row.error).toBe(
        'Both APIs failed. FAL: FAL API Error: Internal server error HF: Model is loading, please wait 20 seconds and try again',
      );
      expect(row.outputs).toEqual([]);
      expect(await galleryOf(t, row.id)).toHaveLength(0);
      expect(await balanceOf(t, member)).toBe(500);
      expect(await ledgerOf(t, member)).toEqual([]);
      // The first image failed at both: the second was never asked for.
      expect(fal.submitted).toHaveLength(1);
      expect(hf.requests).toHaveLength(1);
      const listed = await t.call('GET', '/api/v1/generations?tool=premium-text-to-image', { token: member.accessToken });
      expect(listed.body.generations[0]).toMatchObject({ id: row.id, status: 'failed', refunded: 0, outputs: [] });
    },
  );

  it.each([
    [{ prompt: 'x', guidance: 7.3 }, 'Guidance must be a multiple of 0.5'],
    [{ prompt: 'x', guidance: 20.5 }, 'Guidance must be from 1 to 20'],
    [{ prompt: 'x', guidance: 0.5 }, 'Guidance must be from 1 to 20'],
    [{ prompt: 'x', imageNumber: 5 }, 'The number of images must be from 1 to 4'],
    [{ prompt: 'x', imageNumber: 0 }, 'The number of images must be from 1 to 4'],
    [{ prompt: 'x', steps: 19 }, 'Steps must be from 20 to 100'],
    [{ prompt: 'x', steps: 101 }, 'Steps must be from 20 to 100'],
    [{ prompt: 'x', apiProvider: 'openai' }, 'The provider must be one of fal, huggingface'],
    [{ prompt: 'x', performance: 'Turbo' }, 'The performance must be one of Speed, Quality, Extreme Speed'],
    [{ prompt: 'x', styles: ['Anime', 'Anime'] }, 'Choose each style at most once'],
    [{ prompt: '  ' }, 'Please enter a prompt'],
  ])('refuses %j with 400 %j, creating nothing and calling no provider', async (params, message) => {
    const member = await t.member();
    const res = await submit(member, 'premium-text-to-image', params);
    expect([res.status, res.body.error.message]).toEqual([400, message]);
    expect(await jobsOf(t, member)).toHaveLength(0);
    expect([fal.requests.length, hf.requests.length]).toEqual([0, 0]);
  });
});

describe('the fast photo generator', () => {
  it('runs FLUX.1-dev with guidance 3.5 and 28 steps, one call per photo, the style phrases appended at the aspect size', async () => {
    const member = await t.member();
    const row = await run(member, 'fast-photo', {
      prompt: 'A man in his forties in a rainy alley',
      style: 'Film Noir',
      aspect: '16:9',
      count: 2,
      seed: 40,
    });
    expect([row.status, row.provider_used]).toEqual(['succeeded', 'huggingface']);
    expect(hfPaths()).toEqual(['/black-forest-labs/FLUX.1-dev', '/black-forest-labs/FLUX.1-dev']);
    expect(hf.requests[0]!.body).toMatchObject({
      inputs: 'A man in his forties in a rainy alley, film noir, black and white, hard shadows, venetian blind light',
    });
    expect(hfParameters()).toEqual([
      { guidance_scale: 3.5, num_inference_steps: 28, width: 1360, height: 768, seed: 40 },
      { guidance_scale: 3.5, num_inference_steps: 28, width: 1360, height: 768, seed: 41 },
    ]);
    expect(row.outputs).toHaveLength(2);
  });

  it('refuses an empty prompt with 400 Please enter a prompt', async () => {
    const member = await t.member();
    const res = await submit(member, 'fast-photo', { prompt: '' });
    expect([res.status, res.body.error.message]).toEqual([400, 'Please enter a prompt']);
    expect(await jobsOf(t, member)).toHaveLength(0);
  });

  it.each([
    ['model_loading', 'Model is loading, please wait 20 seconds and try again'],
    ['error', 'API Error: Internal Server Error'],
    [
      'no_credits',
      'API Error: You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
    ],
    [
      'rate_limit',
      'API Error: Rate limit reached. You reached free usage limit (reset hourly). Please subscribe to a plan to increase your limits.',
    ],
    ['malformed', 'Failed to generate images'],
  ] as const)('fails a job whose provider answers %s with %j, naming no provider', async (scenario, message) => {
    const member = await t.member();
    hf.setScenario(scenario);
    const row = await run(member, 'fast-photo', { prompt: 'A portrait by a window' });
    expect([row.status, row.error]).toEqual(['failed', message]);
    const events = await t.db.owner
      .selectFrom('generation_events')
      .select('data')
      .where('generation_id', '=', row.id)
      .where('kind', '=', 'error')
      .execute();
    expect(events.map((event) => (event.data as { message: string }).message)).toEqual([message]);
  });

  it("asks fal for FLUX dev too, and words fal's errors the same way", async () => {
    const viaFal = await createTestApp(
      {
        FAL_KEY: fal.key,
        FAL_QUEUE_URL: fal.url,
        FAL_REST_URL: fal.url,
        FAL_POLL_INTERVAL_MS: '20',
        PROVIDER_FAST_PHOTO: 'fal',
        FALLBACK_FAST_PHOTO: 'none',
      },
      { shareDatabaseOf: t },
    );
    try {
      const member = await viaFal.member();
      const ok = await submit(member, 'fast-photo', { prompt: 'A dancer on a stage', count: 3, aspect: '9:16' }, viaFal);
      const row = await finished(t, ok.body.id);
      expect([row.status, row.outputs.length]).toEqual(['succeeded', 3]);
      expect(
        fal.submitted.map((job) => [job.model, job.input.num_images, job.input.num_inference_steps, job.input.guidance_scale]),
      ).toEqual([['fal-ai/flux/dev', 3, 28, 3.5]]);
      expect(fal.submitted[0]!.input.image_size).toEqual({ width: 768, height: 1360 });
      fal.setScenario('error_500');
      const failing = await submit(member, 'fast-photo', { prompt: 'A dancer on a stage' }, viaFal);
      expect(await finished(t, failing.body.id)).toMatchObject({ status: 'failed', error: 'API Error: Internal server error' });
    } finally {
      await viaFal.close();
    }
  });
});

describe('the model each tool asks fal for', () => {
  it('FREE FLUX runs FLUX schnell; premium runs FLUX dev', async () => {
    const member = await t.member();
    expect((await run(member, 'free-flux', { prompt: 'An orange tram' })).status).toBe('succeeded');
    expect((await run(member, 'premium-text-to-image', { prompt: 'An orange tram', imageNumber: 1 })).status).toBe('succeeded');
    expect(fal.submitted.map((job) => job.model)).toEqual(['fal-ai/flux/schnell', 'fal-ai/flux/dev']);
  });
});

describe('image to image', () => {
  it('charges 7 tokens per image in one ledger row, and fal makes as many images', async () => {
    const member = await t.member();
    const uploadId = await uploadFor(member, 'image-to-image');
    const res = await submit(member, 'image-to-image', { uploadId, prompt: 'As a watercolour', numImages: 2 });
    expect([res.status, res.body.cost]).toEqual([202, 14]);
    expect(await balanceOf(t, member)).toBe(486);
    expect(await ledgerOf(t, member)).toEqual([{ amount: -14, transaction_type: 'deduction' }]);
    const row = await finished(t, res.body.id);
    expect([row.status, row.outputs.length]).toEqual(['succeeded', 2]);
    expect(fal.submitted.map((job) => [job.model, job.input.num_images])).toEqual([['fal-ai/flux/dev/image-to-image', 2]]);
    expect(await galleryOf(t, row.id)).toHaveLength(2);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('refuses 2 images on 13 tokens with 402 Insufficient tokens: nothing spent, no job, no provider called', async () => {
    const member = await t.member();
    const uploadId = await uploadFor(member, 'image-to-image');
    await leaveBalance(t, member, 13);
    const ledgerBefore = await ledgerOf(t, member);
    const res = await submit(member, 'image-to-image', { uploadId, prompt: 'As a watercolour', numImages: 2 });
    expect([res.status, res.body.error.message]).toEqual([402, 'Insufficient tokens']);
    expect(await balanceOf(t, member)).toBe(13);
    expect(await ledgerOf(t, member)).toEqual(ledgerBefore);
    expect(await jobsOf(t, member)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fal.requests.filter((request) => request.method === 'POST' && !request.path.startsWith('/storage'))).toEqual([]);
  });
});

describe('video jobs', () => {
  const lora = { path: 'https://huggingface.co/studio/loras/resolve/main/film-look.safetensors', scale: 0.8 };

  it("sends LoRAs to fal's Hunyuan LoRA model, and a video without them to the plain model", async () => {
    const member = await t.member();
    const withLoras = await run(member, 'text-to-video', {
      prompt: 'Waves at dusk',
      resolution: '480p',
      numFrames: 85,
      loras: [lora, { path: 'https://example.com/b.safetensors' }],
    });
    expect(withLoras.status).toBe('succeeded');
    const plain = await run(member, 'text-to-video', { prompt: 'Waves at dawn', resolution: '480p', numFrames: 85, proMode: true });
    expect(plain.status).toBe('succeeded');
    expect(fal.submitted.map((job) => job.model)).toEqual(['fal-ai/hunyuan-video-lora', 'fal-ai/hunyuan-video']);
    expect(fal.submitted[0]!.input.loras).toEqual([lora, { path: 'https://example.com/b.safetensors', scale: 1 }]);
    expect(fal.submitted[1]!.input).not.toHaveProperty('loras');
    expect(fal.submitted[1]!.input.pro_mode).toBe(true);
    expect(await balanceOf(t, member)).toBe(500 - 100 - 200);
  });

  it.each([
    ['text-to-video', { prompt: 'x', loras: [{ path: 'http://example.com/a.safetensors' }] }, 'A LoRA must be an https URL'],
    ['text-to-video', { prompt: 'x', loras: [{ path: 'file:///etc/passwd' }] }, 'A LoRA must be an https URL'],
    [
      'text-to-video',
      { prompt: 'x', loras: [{ path: 'https://example.com/a.safetensors', scale: 2.5 }] },
      'A LoRA scale must be from 0 to 2',
    ],
    ['text-to-video', { prompt: 'x', loras: Array(4).fill(lora) }, 'At most 3 LoRAs'],
    ['text-to-video', { prompt: 'x', loras: [{ ...lora, weight: 1 }] }, 'Unknown LoRA setting: weight'],
    [
      'image-to-video',
      { prompt: 'x', uploadId: '00000000-0000-4000-8000-000000000000', loras: [lora] },
      'LoRAs are available for Text to Video only',
    ],
  ])('refuses a %s job with %j: 400 %j, nothing spent', async (tool, params, message) => {
    const member = await t.member();
    const res = await submit(member, tool, params);
    expect([res.status, res.body.error.message]).toEqual([400, message]);
    expect(await balanceOf(t, member)).toBe(500);
    expect(await jobsOf(t, member)).toHaveLength(0);
  });

  it('refuses a pro video (200) on 150 tokens with 402, spending nothing, and takes a standard one (100)', async () => {
    const member = await t.member();
    await leaveBalance(t, member, 150);
    const ledgerBefore = await ledgerOf(t, member);
    const pro = await submit(member, 'text-to-video', { prompt: 'A city at night', proMode: true });
    expect([pro.status, pro.body.error.message]).toEqual([402, 'Insufficient tokens']);
    expect(await balanceOf(t, member)).toBe(150);
    expect(await ledgerOf(t, member)).toEqual(ledgerBefore);
    expect(await jobsOf(t, member)).toHaveLength(0);
    fal.setScenario('slow');
    const standard = await submit(member, 'text-to-video', { prompt: 'A city at night' });
    expect([standard.status, standard.body.cost]).toEqual([202, 100]);
    expect(await balanceOf(t, member)).toBe(50);
    await t.call('POST', `/api/v1/generations/${standard.body.id}/cancel`, { token: member.accessToken });
    expect((await finished(t, standard.body.id)).status).toBe('canceled');
    expect(await balanceOf(t, member)).toBe(150);
  });

  it('refunds a video job the provider fails, once: the jobs list shows what was given back', async () => {
    const member = await t.member();
    fal.setScenario('error_500');
    const uploadId = await uploadFor(member, 'image-to-video');
    const standard = await submit(member, 'text-to-video', { prompt: 'A waterfall' });
    const pro = await submit(member, 'text-to-video', { prompt: 'A waterfall', proMode: true });
    const fromImage = await submit(member, 'image-to-video', { prompt: 'Slow zoom', uploadId });
    expect([standard.body.cost, pro.body.cost, fromImage.body.cost]).toEqual([100, 200, 100]);
    const deductions = (await ledgerOf(t, member)).filter((entry) => entry.transaction_type === 'deduction').map((entry) => entry.amount);
    expect(deductions).toEqual([-100, -200, -100]);
    for (const id of [standard.body.id, pro.body.id, fromImage.body.id]) {
      expect(await finished(t, id)).toMatchObject({ status: 'failed', error: 'FAL API Error: Internal server error' });
    }
    expect(await balanceOf(t, member)).toBe(500);
    const listed = await t.call('GET', '/api/v1/generations', { token: member.accessToken });
    const refunded = Object.fromEntries(listed.body.generations.map((job: { id: string; refunded: number }) => [job.id, job.refunded]));
    expect(refunded).toEqual({ [standard.body.id]: 100, [pro.body.id]: 200, [fromImage.body.id]: 100 });
    const refunds = (await ledgerOf(t, member)).filter((entry) => entry.transaction_type === 'refund').map((entry) => entry.amount);
    expect(refunds.sort()).toEqual([100, 100, 200]);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('cancels a running fal video job on 30 cancels at once: fal is told to stop, and the job is refunded once', async () => {
    const member = await t.member();
    fal.setScenario('slow');
    const res = await submit(member, 'text-to-video', { prompt: 'A candle in the wind', proMode: true });
    // Running, and submitted to fal.
    await waitFor(
      async () =>
        fal.submitted.some((job) => job.input.prompt === 'A candle in the wind') &&
        (await t.db.owner.selectFrom('generations').select('status').where('id', '=', res.body.id).executeTakeFirstOrThrow()).status ===
          'running',
    );
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => t.call('POST', `/api/v1/generations/${res.body.id}/cancel`, { token: member.accessToken })),
    );
    for (const reply of replies)
      expect([
        [200, 'running'],
        [200, 'canceled'],
        [409, undefined],
      ]).toContainEqual([reply.status, reply.body.status]);
    const row = await finished(t, res.body.id);
    expect([row.status, row.error]).toEqual(['canceled', 'Generation canceled']);
    expect(fal.requests.some((request) => request.method === 'PUT' && request.path.endsWith('/cancel'))).toBe(true);
    expect(await balanceOf(t, member)).toBe(500);
    expect((await ledgerOf(t, member)).filter((entry) => entry.transaction_type === 'refund')).toEqual([
      { amount: 200, transaction_type: 'refund' },
    ]);
    const job = await t.call('GET', `/api/v1/generations/${res.body.id}`, { token: member.accessToken });
    expect(job.body).toMatchObject({ status: 'canceled', refunded: 200 });
  });
});

describe('on a site without provider keys', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ DEMO_STEP_DELAY_MS: '0' }, { worker: true });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('the demo renderer serves premium (whichever provider was chosen) and the fast photo generator, as many images as asked, labelled', async () => {
    const member = await demo.member();
    const premium = await submit(
      member,
      'premium-text-to-image',
      { prompt: 'A garden at noon', imageNumber: 3, apiProvider: 'huggingface' },
      demo,
    );
    const fast = await submit(member, 'fast-photo', { prompt: 'A garden at noon', count: 2, aspect: '21:9' }, demo);
    for (const [res, count] of [
      [premium, 3],
      [fast, 2],
    ] as const) {
      const row = await finished(demo, res.body.id);
      expect([row.status, row.provider, row.provider_used, row.outputs.length]).toEqual(['succeeded', 'demo', 'demo', count]);
      expect(row.outputs.every((output) => output.label === 'demo render, not AI')).toBe(true);
    }
    expect((await finished(demo, fast.body.id)).outputs[0]).toMatchObject({ width: 1568, height: 672 });
  });

  it('image to image makes as many images as it charged for', async () => {
    const member = await demo.member();
    const uploadId = await uploadFor(member, 'image-to-image', demo);
    const res = await submit(member, 'image-to-image', { uploadId, prompt: 'In autumn colours', numImages: 3 }, demo);
    expect(res.body.cost).toBe(21);
    const row = await finished(demo, res.body.id);
    expect([row.status, row.outputs.length]).toEqual(['succeeded', 3]);
    expect(await balanceOf(demo, member)).toBe(479);
  });
});
