import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { describeGeneration } from '../main';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { TEST_APP_SECRET } from '../test/database';
import { createDemoProvider } from './providers/demo';
import { createRegistry } from './registry';
import type { GenerationRuntime } from './runtime';

/**
 * A production site whose paid tools have only the demo renderer pauses them: a member is never
 * charged for output labelled as not AI. ALLOW_DEMO_RENDERS=true lets them run.
 */

const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: TEST_APP_SECRET };
const VIDEO_WORDS = "Video generation is temporarily unavailable. We're working to restore service soon!";

let production: TestApp;
let allowed: TestApp;

beforeAll(async () => {
  production = await createTestApp(PRODUCTION);
  allowed = await createTestApp({ ...PRODUCTION, ALLOW_DEMO_RENDERS: 'true' }, { shareDatabaseOf: production });
});

afterAll(async () => {
  await allowed?.close();
  await production?.close();
});

const balanceOf = async (app: TestApp, member: Member) =>
  (await app.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;
const jobsOf = (app: TestApp, member: Member) =>
  app.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute();
const submit = (app: TestApp, member: Member, tool: string, params: Record<string, unknown>) =>
  app.call('POST', '/api/v1/generations', { token: member.accessToken, body: { tool, params } });

describe('in production with only the demo renderer', () => {
  it('lists the paid tools as paused in the catalog, and keeps the free and local ones open', async () => {
    const catalog = await production.call('GET', '/api/v1/catalog');
    expect(catalog.status).toBe(200);
    expect([...catalog.body.pausedTools].sort()).toEqual(['image-to-image', 'image-to-video', 'text-to-video']);
  });

  it('answers a paid submit 503 with the tool’s maintenance words, charges nothing and queues nothing', async () => {
    const member = await production.member();
    const video = await submit(production, member, 'text-to-video', { prompt: 'Waves at dusk', resolution: '480p', numFrames: 85 });
    expect(video.status).toBe(503);
    expect(video.body.error.message).toBe(VIDEO_WORDS);
    const image = await submit(production, member, 'image-to-image', {
      prompt: 'A red door',
      uploadId: '00000000-0000-4000-8000-000000000000',
      numImages: 1,
    });
    expect(image.status).toBe(503);
    expect(image.body.error.message).toBe('Image to Image is under maintenance. Please try again later.');
    expect(await balanceOf(production, member)).toBe(500);
    expect(await jobsOf(production, member)).toEqual([]);
  });

  it('keeps the paid tools paused when the administrator switches maintenance off', async () => {
    const admin = await production.admin();
    const view = await production.call('GET', '/api/v1/admin/settings', { token: admin.accessToken });
    expect(view.body.values.maintenance).toMatchObject({
      'text-to-video': true,
      'image-to-image': true,
      'free-flux': false,
      upscale: false,
    });
    const change = await production.call('PUT', '/api/v1/admin/settings', {
      token: admin.accessToken,
      body: { maintenance: { 'text-to-video': false } },
    });
    expect([change.status, change.body.error.message]).toEqual([
      400,
      'Text to Video is paused because only the demo renderer serves it on this server: members would pay for output that is not AI. ' +
        'Set a provider key (FAL_KEY, HF_TOKEN or COMFYUI_URL), or ALLOW_DEMO_RENDERS=true.',
    ]);
    const member = await production.member();
    const video = await submit(production, member, 'text-to-video', { prompt: 'Waves at dusk', resolution: '480p', numFrames: 85 });
    expect(video.status).toBe(503);
    expect(await balanceOf(production, member)).toBe(500);
  });

  it('runs and charges them with ALLOW_DEMO_RENDERS=true', async () => {
    const catalog = await allowed.call('GET', '/api/v1/catalog');
    expect(catalog.body.pausedTools).toEqual([]);
    const member = await allowed.member();
    const video = await submit(allowed, member, 'text-to-video', { prompt: 'Waves at dusk', resolution: '480p', numFrames: 85 });
    expect(video.status, JSON.stringify(video.body)).toBe(202);
    expect(await balanceOf(allowed, member)).toBe(400);
  });

  it('says at start which tools it pauses and how to run them', () => {
    const line = (env: Record<string, string>) => {
      const config = loadConfig(env);
      const runtime = { registry: createRegistry([createDemoProvider()], config.providers.choice) } as unknown as GenerationRuntime;
      return describeGeneration(runtime, config);
    };
    expect(line(PRODUCTION)).toContain(
      '; paused, since only the demo renderer serves them in production (set FAL_KEY, HF_TOKEN or COMFYUI_URL, ' +
        'or ALLOW_DEMO_RENDERS=true to charge for demo renders): image-to-image, text-to-video, image-to-video',
    );
    expect(line({ ...PRODUCTION, ALLOW_DEMO_RENDERS: 'true' })).not.toContain('paused');
    expect(line({})).not.toContain('paused');
  });
});
