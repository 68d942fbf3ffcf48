import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/global-setup';
import { type FakeHuggingFace, startFakeHuggingFace } from './fake-huggingface';
import { createHuggingFaceProvider, type HuggingFaceOptions } from './huggingface';
import { type ImageToImageTask, type ProgressUpdate, type TextToImageTask, type TextToVideoTask } from './provider';
import { describeProviderContract, failure } from './provider-contract';

/** Our Hugging Face provider against the Hugging Face stand-in over real HTTP: bodies, image bytes and every failure the user can be shown. */

let fake: FakeHuggingFace;
beforeAll(async () => {
  fake = await startFakeHuggingFace();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.setScenario('success');
  fake.failNextRequests(0);
  fake.requests.length = 0;
});

const provider = (options: Partial<HuggingFaceOptions> = {}) =>
  createHuggingFaceProvider({ token: fake.token, baseUrl: fake.url, ...options });

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

const textToImage = (overrides: Partial<TextToImageTask> = {}): TextToImageTask => ({
  kind: 'text-to-image',
  prompt: 'a lighthouse at dusk',
  negativePrompt: 'blurry, low quality',
  width: 832,
  height: 1216,
  steps: 4,
  guidance: 3.5,
  seed: 7,
  numImages: 1,
  outputFormat: 'png',
  ...overrides,
});

describe('text to image', () => {
  it('posts the prompt and parameters to the model with the bearer token and returns the real image', async () => {
    const result = await provider().run(textToImage(), context());

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/black-forest-labs/FLUX.1-schnell');
    expect(request?.authorization).toBe(`Bearer ${fake.token}`);
    expect(request?.body).toEqual({
      inputs: 'a lighthouse at dusk',
      parameters: {
        negative_prompt: 'blurry, low quality',
        num_inference_steps: 4,
        guidance_scale: 3.5,
        width: 832,
        height: 1216,
        seed: 7,
      },
    });
    expect(result.outputs).toHaveLength(1);
    expect(result.outputs[0]).toMatchObject({ kind: 'image', contentType: 'image/jpeg' });
    const meta = await sharp(result.outputs[0]!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 832, 1216]);
    expect(result.seed).toBe(7);
  });

  it('several images are that many calls, one after the other, with seed, seed+1…; progress rises per image', async () => {
    const ctx = context();
    const result = await provider().run(textToImage({ numImages: 3 }), ctx);
    expect(result.outputs).toHaveLength(3);
    expect(fake.requests.map((r) => (r.body as { parameters: { seed: number } }).parameters.seed)).toEqual([7, 8, 9]);
    expect(ctx.updates).toEqual([{ percent: 10 }, { percent: 37 }, { percent: 63 }, { percent: 90 }]);
  });

  it('one image: 10 when sent, 90 when the bytes arrive', async () => {
    const ctx = context();
    await provider().run(textToImage(), ctx);
    expect(ctx.updates).toEqual([{ percent: 10 }, { percent: 90 }]);
  });

  it('leaves out an empty negative prompt', async () => {
    await provider().run(textToImage({ negativePrompt: '  ' }), context());
    expect((fake.requests[0]?.body as { parameters: Record<string, unknown> }).parameters).not.toHaveProperty('negative_prompt');
  });

  it('uses the configured model', async () => {
    await provider({ models: { 'text-to-image': 'stabilityai/stable-diffusion-xl-base-1.0' } }).run(textToImage(), context());
    expect(fake.requests[0]?.path).toBe('/stabilityai/stable-diffusion-xl-base-1.0');
  });
});

describe('image to image', () => {
  it('sends the input image as base64 with the prompt and target_size, and returns the PNG it answers', async () => {
    const bytes = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3355' } })
        .png()
        .toBuffer(),
    );
    const task: ImageToImageTask = {
      ...textToImage({ width: 512, height: 384, steps: 30, guidance: 7.5 }),
      kind: 'image-to-image',
      image: { bytes, contentType: 'image/png', width: 64, height: 48, fileName: 'input.png' },
      strength: 0.9,
    };
    const result = await provider().run(task, context());

    const [request] = fake.requests;
    expect(request?.path).toBe('/timbrooks/instruct-pix2pix');
    const body = request?.body as { inputs: string; parameters: Record<string, unknown> };
    expect(Buffer.from(body.inputs, 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(body.parameters).toEqual({
      prompt: 'a lighthouse at dusk',
      guidance_scale: 7.5,
      negative_prompt: 'blurry, low quality',
      num_inference_steps: 30,
      target_size: { width: 512, height: 384 },
    });
    expect(result.outputs[0]?.contentType).toBe('image/png');
    const meta = await sharp(result.outputs[0]!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 384]);
  });

  it('supports only text to image and image to image', async () => {
    const hf = provider();
    expect([hf.name, hf.label]).toEqual(['huggingface', 'Hugging Face']);
    expect(
      ['text-to-image', 'image-to-image', 'text-to-video', 'image-to-video'].map((kind) => hf.supports(kind as TextToImageTask['kind'])),
    ).toEqual([true, true, false, false]);
    const video: TextToVideoTask = {
      kind: 'text-to-video',
      prompt: 'waves',
      negativePrompt: '',
      seed: 1,
      aspectRatio: '16:9',
      resolution: '720p',
      numFrames: 129,
      enableSafetyChecker: false,
      proMode: false,
    };
    const error = await failure(hf.run(video, context()));
    expect(error.kind).toBe('provider_error');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('failures', () => {
  it('an answer over the image size cap is cut off as it streams in', async () => {
    fake.setScenario('oversize');
    const limits = { maxBytes: { image: 1024 * 1024, video: 4 * 1024 * 1024 }, timeoutMs: 10_000 };
    const error = await failure(provider({ outputs: limits }).run(textToImage(), context()));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe('The generated image is larger than 1 MB and was not kept.');
  });

  it('a 500 is provider_error with the error text', async () => {
    fake.setScenario('error');
    const error = await failure(provider().run(textToImage(), context()));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toBe('Hugging Face API Error: Internal Server Error');
  });

  it('a 402 (credits used up) is provider_error with the error text', async () => {
    fake.setScenario('no_credits');
    const error = await failure(provider().run(textToImage(), context()));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toBe(
      'Hugging Face API Error: You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
    );
  });

  it('an abort between images stops before the next call', async () => {
    const ctx = context((update, controller) => {
      if (update.percent !== undefined && update.percent > 10) controller.abort();
    });
    const error = await failure(provider().run(textToImage({ numImages: 3 }), ctx));
    expect(error.kind).toBe('canceled');
    expect(fake.requests).toHaveLength(1);
  });

  it('only the first calls fail: a retry succeeds', async () => {
    fake.failNextRequests(1, 'model_loading');
    expect((await failure(provider().run(textToImage(), context()))).kind).toBe('model_loading');
    expect((await provider().run(textToImage(), context())).outputs).toHaveLength(1);
  });

  it('a wrong token is provider_error, and the message never carries the token (even when it is echoed)', async () => {
    const wrong = 'hf_wrongwrongwrongwrongwrong0123456789';
    const error = await failure(provider({ token: wrong }).run(textToImage(), context()));
    expect(error.kind).toBe('provider_error');
    expect(error.message.startsWith('Hugging Face API Error: Invalid credentials in Authorization header')).toBe(true);
    expect(error.message).not.toContain(wrong);
    expect(error.detail ?? '').not.toContain(wrong);
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${wrong}`);
  });
});

// The behaviour every provider shares (provider-contract.ts), against a fake Hugging Face of its own.
describeProviderContract('Hugging Face', async () => {
  const own = await startFakeHuggingFace();
  const scenarios = {
    success: 'success',
    rate_limited: 'rate_limit',
    unavailable: 'model_loading',
    malformed: 'malformed',
    slow: 'slow',
    network: 'network',
  } as const;
  return {
    provider: (options) => createHuggingFaceProvider({ token: own.token, baseUrl: own.url, ...options }),
    scenario(name) {
      own.setScenario(scenarios[name]);
      own.requests.length = 0;
    },
    requests: () => own.requests.length,
    unreachable: async () => createHuggingFaceProvider({ token: own.token, baseUrl: `http://127.0.0.1:${await freePort()}` }),
    close: () => own.close(),
  };
});
