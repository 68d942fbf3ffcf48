import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { startFakeComfyUi, type FakeComfyUi } from './providers/fake-comfyui';
import { startFakeFal, type FakeFal } from './providers/fake-fal';
import { startFakeHuggingFace, type FakeHuggingFace } from './providers/fake-huggingface';
import { followEvents } from './sse-client';

/**
 * Each real provider completes a job through the whole pipeline (submit → queue → worker → provider
 * over HTTP → storage → SSE), each against a local fake server speaking its protocol.
 */

let fal: FakeFal;
let hf: FakeHuggingFace;
let comfy: FakeComfyUi;
beforeAll(async () => {
  [fal, hf, comfy] = await Promise.all([
    startFakeFal({ key: 'fal-test-key' }),
    startFakeHuggingFace({ token: 'hf_test_token' }),
    startFakeComfyUi({ stepMs: 10 }),
  ]);
});
afterAll(async () => {
  await Promise.all([fal?.close(), hf?.close(), comfy?.close()]);
});

async function runFreeFlux(t: TestApp) {
  const client = randomBytes(16).toString('base64url');
  const submitted = await t.call('POST', '/api/v1/generations', {
    headers: { 'x-client-id': client },
    body: { tool: 'free-flux', params: { prompt: 'A sailing boat on a calm sea', aspect: 'landscape', steps: 6 } },
  });
  expect(submitted.status).toBe(202);
  const { events } = await followEvents(`${t.url}/api/v1/generations/${submitted.body.id}/events`, { headers: { 'x-client-id': client } });
  const logs = events.filter((event) => event.event === 'log').map((event) => (event.data as { message: string }).message);
  const result = events.find((event) => event.event === 'result')?.data as
    | { outputs: Array<{ url: string; label: string | null }> }
    | undefined;
  expect(events.at(-1)).toMatchObject({ event: 'status', data: { status: 'succeeded' } });
  const image = await fetch(t.url + result!.outputs[0]!.url);
  const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
  return { logs, output: result!.outputs[0]!, meta, id: submitted.body.id as string };
}

describe.each([
  [
    'fal',
    () => ({
      FAL_KEY: 'fal-test-key',
      FAL_QUEUE_URL: fal.url,
      FAL_REST_URL: fal.url,
      FAL_POLL_INTERVAL_MS: '20',
      PROVIDER_FREE_FLUX: 'fal',
    }),
    'Generating with FAL...',
  ],
  [
    'huggingface',
    () => ({ HF_TOKEN: 'hf_test_token', HF_BASE_URL: hf.url, PROVIDER_FREE_FLUX: 'huggingface' }),
    'Generating with Hugging Face...',
  ],
  ['comfyui', () => ({ COMFYUI_URL: comfy.url, PROVIDER_FREE_FLUX: 'comfyui' }), 'Generating with ComfyUI...'],
])('the %s provider', (name, env, line) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...env(), FALLBACK_FREE_FLUX: 'none' }, { worker: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('completes a FREE FLUX job against its fake server', async () => {
    const seenBefore = name === 'fal' ? fal.requests.length : name === 'huggingface' ? hf.requests.length : comfy.requests.length;
    const { logs, output, meta, id } = await runFreeFlux(t);
    expect(logs).toContain(line);
    expect(logs).toContain('Image generated successfully with FLUX Schnell!');
    expect(output.label).toBeNull();
    expect([meta.width, meta.height]).toEqual([1216, 832]);
    const seen = (name === 'fal' ? fal.requests : name === 'huggingface' ? hf.requests : comfy.requests).slice(seenBefore);
    expect(seen.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen)).toContain('A sailing boat on a calm sea');
    const row = await t.db.owner
      .selectFrom('generations')
      .select(['provider_used', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ provider_used: name, status: 'succeeded' });
  });
});
