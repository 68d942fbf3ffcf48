import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/global-setup';
import { createFalProvider, type FalOptions } from './fal';
import { type FakeFal, startFakeFal } from './fake-fal';
import {
  type ImageToImageTask,
  type ImageToVideoTask,
  type ProgressUpdate,
  type RemoveBackgroundTask,
  type TextToImageTask,
  type TextToVideoTask,
  type UpscaleTask,
} from './provider';
import { describeProviderContract, failure } from './provider-contract';

/** Our fal provider against the fal stand-in over real HTTP: queue, storage upload, outputs and every failure the user can be shown. */

let fake: FakeFal;
beforeAll(async () => {
  fake = await startFakeFal({ queueSteps: 2, progressSteps: 3 });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.setScenario('success');
  fake.failNextSubmits(0);
  fake.requests.length = 0;
});

const provider = (options: Partial<FalOptions> = {}) =>
  createFalProvider({ key: fake.key, queueUrl: fake.url, restUrl: fake.url, pollIntervalMs: 5, ...options });

function context(onProgress?: (update: ProgressUpdate, controller: AbortController) => void) {
  const controller = new AbortController();
  const updates: ProgressUpdate[] = [];
  return {
    controller,
    updates,
    signal: controller.signal,
    onProgress(update: ProgressUpdate) {
      updates.push(update);
      onProgress?.(update, controller);
    },
  };
}

async function inputImage(width = 64, height = 48) {
  const bytes = new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
  return { bytes, contentType: 'image/png' as const, width, height, fileName: 'input.png' };
}

const textToImage = (overrides: Partial<TextToImageTask> = {}): TextToImageTask => ({
  kind: 'text-to-image',
  prompt: 'a lighthouse at dusk',
  negativePrompt: 'blurry',
  width: 832,
  height: 1216,
  steps: 4,
  guidance: 3.5,
  seed: 42,
  numImages: 1,
  outputFormat: 'png',
  acceleration: 'regular',
  ...overrides,
});

const textToVideo = (overrides: Partial<TextToVideoTask> = {}): TextToVideoTask => ({
  kind: 'text-to-video',
  prompt: 'waves on a beach',
  negativePrompt: '',
  seed: 7,
  aspectRatio: '16:9',
  resolution: '720p',
  numFrames: 129,
  enableSafetyChecker: false,
  proMode: true,
  ...overrides,
});

const submits = () => fake.requests.filter((r) => r.method === 'POST' && !r.path.startsWith('/storage'));
const cancels = () => fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/cancel'));

async function videoSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fal-test-'));
  try {
    const file = path.join(dir, 'out.mp4');
    await writeFile(file, bytes);
    const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    // ffmpeg without an output describes the input on stderr and exits 1.
    const stderr = await new Promise<string>((resolve) =>
      execFile(ffmpeg, ['-hide_banner', '-i', file], (_error, _out, err) => resolve(err)),
    );
    const match = / (\d{2,5})x(\d{2,5})[ ,]/.exec(stderr.split('\n').find((line) => line.includes('Video:')) ?? '');
    expect(match, stderr).not.toBeNull();
    return { width: Number(match![1]), height: Number(match![2]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('text to image', () => {
  it('submits the mapped FLUX input with the key and returns the real images fal made', async () => {
    const ctx = context();
    const result = await provider().run(textToImage({ numImages: 2 }), ctx);

    expect(result.outputs).toHaveLength(2);
    for (const output of result.outputs) {
      expect(output).toMatchObject({ kind: 'image', contentType: 'image/png', width: 832, height: 1216 });
      const meta = await sharp(output.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 832, 1216]);
    }
    expect(result.seed).toBe(42);

    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/flux/schnell');
    expect(submit?.authorization).toBe(`Key ${fake.key}`);
    expect(submit?.body).toEqual({
      prompt: 'a lighthouse at dusk',
      image_size: { width: 832, height: 1216 },
      num_inference_steps: 4,
      guidance_scale: 3.5,
      num_images: 2,
      seed: 42,
      enable_safety_checker: false,
      output_format: 'png',
      acceleration: 'regular',
    });
  });

  it('polls the status of owner/alias without the subpath, with logs, then fetches the result', async () => {
    await provider().run(textToImage(), context());
    const statusPolls = fake.requests.filter((r) => r.path.endsWith('/status'));
    expect(statusPolls.length).toBeGreaterThanOrEqual(6);
    for (const poll of statusPolls) {
      expect(poll.path).toMatch(/^\/fal-ai\/flux\/requests\/[0-9a-f-]+\/status$/);
      expect(poll.query).toBe('?logs=1');
      expect(poll.authorization).toBe(`Key ${fake.key}`);
    }
    const results = fake.requests.filter((r) => r.method === 'GET' && /^\/fal-ai\/flux\/requests\/[0-9a-f-]+$/.test(r.path));
    expect(results).toHaveLength(1);
    const downloads = fake.requests.filter((r) => r.path.startsWith('/files/outputs/'));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.authorization).toBeUndefined();
  });

  it('reports the queue position falling, then a rising percent with each new log line once', async () => {
    const ctx = context();
    await provider().run(textToImage(), ctx);

    const positions = ctx.updates.filter((u) => u.queuePosition !== undefined).map((u) => u.queuePosition);
    expect(positions).toEqual([2, 1, 0]);
    const percents = ctx.updates.filter((u) => u.percent !== undefined).map((u) => u.percent!);
    expect(percents.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < percents.length; i += 1) expect(percents[i]).toBeGreaterThan(percents[i - 1]!);
    expect(percents.every((p) => p > 0 && p <= 100)).toBe(true);
    expect(percents.at(-1)).toBe(100);
    const messages = ctx.updates.filter((u) => u.message).map((u) => u.message);
    expect(messages).toEqual(['Step 1/3: denoising', 'Step 2/3: denoising', 'Step 3/3: denoising']);
  });

  it('follows the progress of a fake that steps by time, not by poll', async () => {
    const timed = await startFakeFal({ queueSteps: 1, progressSteps: 2, stepMs: 30 });
    try {
      const ctx = context();
      const result = await createFalProvider({ key: timed.key, queueUrl: timed.url, restUrl: timed.url, pollIntervalMs: 10 }).run(
        textToImage(),
        ctx,
      );
      expect(result.outputs).toHaveLength(1);
      expect(ctx.updates.filter((u) => u.message).map((u) => u.message)).toEqual(['Step 1/2: denoising', 'Step 2/2: denoising']);
    } finally {
      await timed.close();
    }
  });
});

describe('image to image', () => {
  it('uploads the input image to fal storage (initiate, then PUT of the bytes) and sends its file_url with the strength', async () => {
    const image = await inputImage();
    const task: ImageToImageTask = {
      ...textToImage({ outputFormat: 'jpeg', width: 1024, height: 1024 }),
      kind: 'image-to-image',
      image,
      strength: 0.8,
    };
    const result = await provider().run(task, context());

    const initiate = fake.requests.find((r) => r.path === '/storage/upload/initiate');
    expect(initiate?.query).toBe('?storage_type=fal-cdn-v3');
    expect(initiate?.body).toEqual({ content_type: 'image/png', file_name: 'input.png' });
    expect(initiate?.authorization).toBe(`Key ${fake.key}`);
    const put = fake.requests.find((r) => r.method === 'PUT' && r.path.startsWith('/storage/signed-upload/'));
    expect(put?.body).toEqual({ contentType: 'image/png', size: image.bytes.length });
    expect(put?.authorization).toBeUndefined();

    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/flux/dev/image-to-image');
    const body = submit?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      prompt: 'a lighthouse at dusk',
      strength: 0.8,
      num_inference_steps: 4,
      guidance_scale: 3.5,
      output_format: 'jpeg',
    });
    const uploaded = fake.uploads.get(body.image_url as string);
    expect(uploaded && Buffer.from(uploaded.bytes).equals(Buffer.from(image.bytes))).toBe(true);
    expect(fake.requests.some((r) => /^\/fal-ai\/flux\/requests\/[0-9a-f-]+\/status$/.test(r.path))).toBe(true);

    expect(result.outputs[0]?.contentType).toBe('image/jpeg');
    const meta = await sharp(result.outputs[0]!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1024, 1024]);
  });
});

describe('video', () => {
  it('text to video: num_frames as a string, pro_mode, aspect and resolution; the output is a real mp4', async () => {
    const result = await provider().run(textToVideo(), context());
    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/hunyuan-video');
    expect(submit?.body).toEqual({
      prompt: 'waves on a beach',
      seed: 7,
      aspect_ratio: '16:9',
      resolution: '720p',
      num_frames: '129',
      enable_safety_checker: false,
      pro_mode: true,
    });
    expect(result.outputs).toHaveLength(1);
    expect(result.outputs[0]).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(await videoSize(result.outputs[0]!.bytes)).toEqual({ width: 320, height: 180 });
  });

  it('image to video: uploads the image and sends its image_url; 9:16 gives a portrait video', async () => {
    const image = await inputImage(48, 64);
    const { proMode: _proMode, ...settings } = textToVideo({ aspectRatio: '9:16', numFrames: 85 });
    const task: ImageToVideoTask = { ...settings, kind: 'image-to-video', image };
    const result = await provider().run(task, context());
    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/hunyuan-video-image-to-video');
    const body = submit?.body as Record<string, unknown>;
    expect(body).toMatchObject({ num_frames: '85', aspect_ratio: '9:16', resolution: '720p' });
    expect(fake.uploads.has(body.image_url as string)).toBe(true);
    expect(fake.requests.some((r) => r.path.startsWith('/fal-ai/hunyuan-video-image-to-video/requests/'))).toBe(true);
    expect(await videoSize(result.outputs[0]!.bytes)).toEqual({ width: 180, height: 320 });
  });

  it('uses the configured model instead of the default', async () => {
    await provider({ models: { 'text-to-video': 'fal-ai/wan/v2.1/t2v' } }).run(textToVideo(), context());
    expect(submits()[0]?.path).toBe('/fal-ai/wan/v2.1/t2v');
    expect(fake.requests.some((r) => r.path.startsWith('/fal-ai/wan/requests/'))).toBe(true);
  });

  it("text to video with LoRAs: Hunyuan's LoRA model with loras [{path, scale}]", async () => {
    const loras = [{ path: 'https://example.com/loras/film.safetensors', scale: 0.6 }];
    const result = await provider().run(textToVideo({ loras, numFrames: 85 }), context());
    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/hunyuan-video-lora');
    expect(submit?.body).toMatchObject({ prompt: 'waves on a beach', num_frames: '85', pro_mode: true, loras });
    expect(result.outputs[0]).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    // No LoRAs: the plain model, and no loras field.
    await provider().run(textToVideo({ loras: [] }), context());
    expect(submits()[1]?.path).toBe('/fal-ai/hunyuan-video');
    expect(submits()[1]?.body).not.toHaveProperty('loras');
  });
});

describe('the FLUX model a text-to-image task asks for', () => {
  it('schnell by default and for flux-schnell, dev for flux-dev, each replaceable by the options', async () => {
    await provider().run(textToImage(), context());
    await provider().run(textToImage({ model: 'flux-schnell' }), context());
    await provider().run(textToImage({ model: 'flux-dev' }), context());
    await provider({ models: { 'text-to-image-dev': 'fal-ai/flux-lora' } }).run(textToImage({ model: 'flux-dev' }), context());
    expect(submits().map((submit) => submit.path)).toEqual([
      '/fal-ai/flux/schnell',
      '/fal-ai/flux/schnell',
      '/fal-ai/flux/dev',
      '/fal-ai/flux-lora',
    ]);
  });
});

describe('failures', () => {
  it('a video result without a video: FAL API returned invalid response format', async () => {
    fake.setScenario('malformed');
    const error = await failure(provider().run(textToVideo(), context()));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe('FAL API returned invalid response format');
  });

  it('a 422 content_policy_violation is content_policy with the detail message', async () => {
    fake.setScenario('error_422');
    const error = await failure(provider().run(textToImage(), context()));
    expect(error.kind).toBe('content_policy');
    expect(error.message).toBe(
      'FAL API Error: The content could not be processed because it contained material flagged by a content checker.',
    );
  });

  it('a 500 is provider_error with the detail message', async () => {
    fake.setScenario('error_500');
    const error = await failure(provider().run(textToImage(), context()));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toBe('FAL API Error: Internal server error');
    expect(error.reason).toBe('Internal server error');
    expect(error.retryable).toBe(false);
  });

  it('an output that cannot be downloaded: Failed to fetch generated image from FAL', async () => {
    fake.setScenario('missing_output');
    const error = await failure(provider().run(textToImage(), context()));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toBe('Failed to fetch generated image from FAL');
  });

  it('a job over timeoutMs is timeout, and fal is asked to cancel it', async () => {
    fake.setScenario('slow');
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).run(textToImage(), context()));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The generation took too long. Please try again.');
    expect(error.retryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    const [cancel] = cancels();
    expect(cancel?.path).toMatch(/^\/fal-ai\/flux\/requests\/[0-9a-f-]+\/cancel$/);
    expect(cancel?.authorization).toBe(`Key ${fake.key}`);
  });

  it('an abort mid-job is canceled: polling stops and fal is asked to cancel', async () => {
    fake.setScenario('slow');
    const ctx = context((update, controller) => {
      if (update.message) controller.abort();
    });
    const error = await failure(provider().run(textToImage(), ctx));
    expect(error.kind).toBe('canceled');
    expect(error.message).toBe('Generation canceled');
    expect(cancels()).toHaveLength(1);
    const polls = fake.requests.filter((r) => r.path.endsWith('/status')).length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests.filter((r) => r.path.endsWith('/status')).length).toBe(polls);
  });

  it('a call that gets no answer within requestTimeoutMs is network', async () => {
    fake.setScenario('stall');
    const error = await failure(provider({ requestTimeoutMs: 200 }).run(textToImage(), context()));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error. Please check your connection and try again.');
  });

  it('only the first submits fail: a retry succeeds', async () => {
    fake.failNextSubmits(1, 'network');
    const first = await failure(provider().run(textToImage(), context()));
    expect(first.kind).toBe('network');
    const second = await provider().run(textToImage(), context());
    expect(second.outputs).toHaveLength(1);
  });

  it('a wrong key is provider_error, and the message never carries the key (even when fal echoes it)', async () => {
    const wrongKey = 'wrong-key-id:0123456789abcdef0123456789abcdef';
    const error = await failure(provider({ key: wrongKey }).run(textToImage(), context()));
    expect(error.kind).toBe('provider_error');
    expect(error.message.startsWith('FAL API Error: No user found for Key ID and Secret')).toBe(true);
    expect(error.message).not.toContain('0123456789abcdef');
    expect(error.detail ?? '').not.toContain('0123456789abcdef');
    expect(fake.requests[0]?.authorization).toBe(`Key ${wrongKey}`);
  });

  it('supports every task kind, the image tools included', () => {
    const fal = provider();
    expect([fal.name, fal.label]).toEqual(['fal', 'FAL']);
    for (const kind of ['text-to-image', 'image-to-image', 'text-to-video', 'image-to-video', 'upscale', 'remove-background'] as const)
      expect(fal.supports(kind)).toBe(true);
  });
});

const upscale = async (overrides: Partial<UpscaleTask> = {}): Promise<UpscaleTask> => ({
  kind: 'upscale',
  image: await inputImage(),
  scale: 4,
  model: 'quality',
  ...overrides,
});
const removeBackground = async (): Promise<RemoveBackgroundTask> => ({ kind: 'remove-background', image: await inputImage() });

/** The alpha of the pixel at (x, y) of a PNG. */
async function alphaAt(bytes: Uint8Array, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3]!;
}

describe('upscale', () => {
  it("uploads the image and sends fal-ai/esrgan its image_url, scale, weights and png; the output is fal's image, the input × scale", async () => {
    const task = await upscale();
    const ctx = context();
    const result = await provider().run(task, ctx);

    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/esrgan');
    const body = submit?.body as Record<string, unknown>;
    expect(body).toEqual({ image_url: expect.any(String), scale: 4, model: 'RealESRGAN_x4plus', output_format: 'png' });
    const uploaded = fake.uploads.get(body.image_url as string);
    expect(uploaded && Buffer.from(uploaded.bytes).equals(Buffer.from(task.image.bytes))).toBe(true);
    expect(fake.requests.some((r) => /^\/fal-ai\/esrgan\/requests\/[0-9a-f-]+\/status$/.test(r.path))).toBe(true);

    expect(result.outputs).toHaveLength(1);
    expect(result.outputs[0]).toMatchObject({ kind: 'image', contentType: 'image/png', width: 256, height: 192 });
    const meta = await sharp(result.outputs[0]!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 192]);
    expect(result.seed).toBeUndefined();
    expect(ctx.updates.filter((u) => u.percent !== undefined).at(-1)?.percent).toBe(100);
  });

  it("maps 'quality' to the full RRDB weights (their ×2 network for ×2) and 'fast' to the compact v3 weights", async () => {
    const twice = await provider().run(await upscale({ scale: 2 }), context());
    await provider().run(await upscale({ scale: 2, model: 'fast' }), context());
    await provider().run(await upscale({ scale: 4, model: 'fast' }), context());
    expect(
      submits().map((submit) => [(submit.body as Record<string, unknown>).model, (submit.body as Record<string, unknown>).scale]),
    ).toEqual([
      ['RealESRGAN_x2plus', 2],
      ['RealESRGAN_x4_v3', 2],
      ['RealESRGAN_x4_v3', 4],
    ]);
    const meta = await sharp(twice.outputs[0]!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([128, 96]);
  });

  it('uses the configured model path (FAL_MODEL_UPSCALE)', async () => {
    await provider({ models: { upscale: 'fal-ai/esrgan/v2' } }).run(await upscale(), context());
    expect(submits()[0]?.path).toBe('/fal-ai/esrgan/v2');
  });
});

describe('remove background', () => {
  it('sends fal-ai/imageutils/rembg its image_url without cropping; the output is a PNG with a transparent background', async () => {
    const task = await removeBackground();
    const result = await provider().run(task, context());

    const [submit] = submits();
    expect(submit?.path).toBe('/fal-ai/imageutils/rembg');
    const body = submit?.body as Record<string, unknown>;
    expect(body).toEqual({ image_url: expect.any(String), crop_to_bbox: false });
    expect(fake.uploads.has(body.image_url as string)).toBe(true);
    expect(fake.requests.some((r) => /^\/fal-ai\/imageutils\/requests\/[0-9a-f-]+$/.test(r.path))).toBe(true);

    expect(result.outputs[0]).toMatchObject({ kind: 'image', contentType: 'image/png', width: 64, height: 48 });
    const meta = await sharp(result.outputs[0]!.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 64, 48, true]);
    expect(await alphaAt(result.outputs[0]!.bytes, 0, 0)).toBe(0);
    expect(await alphaAt(result.outputs[0]!.bytes, 32, 24)).toBe(255);
  });

  it('refuses a JPEG answer, which cannot be transparent: FAL API returned invalid response format', async () => {
    fake.setOutputUrl(() => fake.blobUrl({ bytes: 4096, head: 'jpeg' }));
    try {
      const error = await failure(provider().run(await removeBackground(), context()));
      expect(error.kind).toBe('invalid_response');
      expect(error.message).toBe('FAL API returned invalid response format');
      expect(error.detail).toContain('image/jpeg');
      // An upscale may be a JPEG.
      const upscaled = await provider().run(await upscale(), context());
      expect(upscaled.outputs[0]?.contentType).toBe('image/jpeg');
    } finally {
      fake.setOutputUrl(null);
    }
  });
});

describe.each([
  ['upscale', 'fal-ai/esrgan', upscale],
  ['remove-background', 'fal-ai/imageutils/rembg', removeBackground],
] as const)('%s failures (%s)', (_kind, model, task) => {
  it('a 429 on its model is rate_limited; only that model fails, and the next submit succeeds', async () => {
    fake.failNextSubmits(1, 'rate_limit', model);
    expect((await provider().run(textToImage(), context())).outputs).toHaveLength(1);
    const error = await failure(provider().run(await task(), context()));
    expect([error.kind, error.message, error.retryable]).toEqual(['rate_limited', 'RATE_LIMIT_EXCEEDED', false]);
    expect((await provider().run(await task(), context())).outputs).toHaveLength(1);
  });

  it('a 500 is provider_error with the detail message', async () => {
    fake.failNextSubmits(1, 'error_500', model);
    const error = await failure(provider().run(await task(), context()));
    expect([error.kind, error.message, error.reason]).toEqual([
      'provider_error',
      'FAL API Error: Internal server error',
      'Internal server error',
    ]);
  });

  it('a model still loading (503) is model_loading', async () => {
    fake.failNextSubmits(1, 'model_loading', model);
    const error = await failure(provider().run(await task(), context()));
    expect([error.kind, error.message]).toEqual(['model_loading', 'Model is loading, please wait 20 seconds and try again']);
  });

  it('a result without image.url is an invalid response', async () => {
    fake.failNextSubmits(1, 'malformed', model);
    const error = await failure(provider().run(await task(), context()));
    expect([error.kind, error.message]).toEqual(['invalid_response', 'FAL API returned invalid response format']);
    expect(error.detail).toContain('image.url');
  });

  it('an output that cannot be downloaded: Failed to fetch generated image from FAL', async () => {
    fake.failNextSubmits(1, 'missing_output', model);
    const error = await failure(provider().run(await task(), context()));
    expect([error.kind, error.message]).toEqual(['provider_error', 'Failed to fetch generated image from FAL']);
  });

  it('its output comes only from where download.ts allows: not another name of this machine, not a file', async () => {
    try {
      fake.setOutputUrl(({ url }) => url.replace('127.0.0.1', 'localhost'));
      const elsewhere = await failure(provider().run(await task(), context()));
      expect([elsewhere.kind, elsewhere.message]).toEqual(['invalid_response', 'FAL API returned invalid response format']);
      fake.setOutputUrl(() => 'file:///etc/passwd');
      const file = await failure(provider().run(await task(), context()));
      expect([file.kind, file.message]).toEqual(['invalid_response', 'FAL API returned invalid response format']);
      expect(fake.requests.filter((r) => r.path.startsWith('/files/outputs/'))).toHaveLength(0);
    } finally {
      fake.setOutputUrl(null);
    }
  });

  it('an output over the image cap is refused', async () => {
    const outputs = { maxBytes: { image: 64, video: 64 }, timeoutMs: 10_000 };
    const error = await failure(provider({ outputs }).run(await task(), context()));
    expect([error.kind, error.message]).toEqual(['invalid_response', 'The generated image is larger than 1 KB and was not kept.']);
  });

  it('an abort mid-job is canceled, and fal is asked to cancel it at its owner/alias', async () => {
    fake.failNextSubmits(1, 'slow', model);
    const ctx = context((update, controller) => {
      if (update.message) controller.abort();
    });
    const error = await failure(provider().run(await task(), ctx));
    expect(error.kind).toBe('canceled');
    const [cancel] = cancels();
    expect(cancel?.path.startsWith(`/${model.split('/').slice(0, 2).join('/')}/requests/`)).toBe(true);
  });
});

// The behaviour every provider shares (provider-contract.ts), against a fake fal of its own.
describeProviderContract('FAL', async () => {
  const own = await startFakeFal({ queueSteps: 1, progressSteps: 2 });
  const scenarios = {
    success: 'success',
    rate_limited: 'rate_limit',
    unavailable: 'model_loading',
    malformed: 'malformed',
    slow: 'slow',
    network: 'network',
  } as const;
  return {
    provider: (options) => createFalProvider({ key: own.key, queueUrl: own.url, restUrl: own.url, pollIntervalMs: 5, ...options }),
    scenario(name) {
      own.setScenario(scenarios[name]);
      own.requests.length = 0;
    },
    requests: () => own.requests.length,
    async unreachable() {
      const url = `http://127.0.0.1:${await freePort()}`;
      return createFalProvider({ key: own.key, queueUrl: url, restUrl: url });
    },
    close: () => own.close(),
  };
});
