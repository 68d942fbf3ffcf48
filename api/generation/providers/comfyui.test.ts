import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generationMessages } from '../../contract/generation';
import { freePort } from '../../test/global-setup';
import { createComfyUiProvider } from './comfyui';
import { type FakeComfyUi, startFakeComfyUi } from './fake-comfyui';
import {
  type ImageToImageTask,
  type InputImage,
  type ProgressUpdate,
  type RemoveBackgroundTask,
  type TextToImageTask,
  type UpscaleTask,
} from './provider';
import { describeProviderContract, failure } from './provider-contract';
import { sniffImageType } from '../../storage/sniff';

const textToImage = (overrides: Partial<TextToImageTask> = {}): TextToImageTask => ({
  kind: 'text-to-image',
  prompt: 'A woman in a red evening dress on a rooftop terrace at sunset',
  negativePrompt: 'blurry, ugly',
  width: 768,
  height: 512,
  steps: 4,
  guidance: 3.5,
  seed: 424242,
  numImages: 1,
  outputFormat: 'png',
  ...overrides,
});

async function imageToImage(overrides: Partial<ImageToImageTask> = {}): Promise<ImageToImageTask> {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer(),
  );
  return {
    ...textToImage({ width: 512, height: 640, steps: 30, guidance: 4 }),
    kind: 'image-to-image',
    image: { bytes, contentType: 'image/png', width: 64, height: 48, fileName: 'input.png' },
    strength: 0.75,
    ...overrides,
  };
}

async function inputImage(): Promise<InputImage> {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3080c0' } })
      .png()
      .toBuffer(),
  );
  return { bytes, contentType: 'image/png', width: 64, height: 48, fileName: 'input.png' };
}
const upscale = async (scale: 2 | 4): Promise<UpscaleTask> => ({ kind: 'upscale', image: await inputImage(), scale, model: 'quality' });
const removeBackground = async (): Promise<RemoveBackgroundTask> => ({ kind: 'remove-background', image: await inputImage() });

/** The alpha of the pixel at (x, y). */
async function alphaAt(bytes: Uint8Array, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3]!;
}

function context(signal = new AbortController().signal) {
  const updates: ProgressUpdate[] = [];
  return { updates, context: { signal, onProgress: (update: ProgressUpdate) => updates.push(update) } };
}

const percents = (updates: ProgressUpdate[]) => updates.flatMap((update) => (update.percent === undefined ? [] : [update.percent]));

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('ComfyUI provider against the fake ComfyUI', () => {
  let fake: FakeComfyUi;
  beforeEach(async () => {
    fake = await startFakeComfyUi({ steps: 5, stepMs: 10 });
  });
  afterEach(async () => {
    await fake.close();
  });

  const posted = () =>
    fake.requests
      .filter((request) => request.method === 'POST' && request.path === '/prompt')
      .map(
        (request) => request.body as { prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>; client_id: string },
      );

  it('generates an image with rising progress, and closes its socket', async () => {
    const comfy = createComfyUiProvider({ url: fake.url });
    expect([comfy.name, comfy.label]).toEqual(['comfyui', 'ComfyUI']);
    const { updates, context: run } = context();
    const result = await comfy.run(textToImage(), run);
    expect(result.seed).toBe(424242);
    expect(result.label).toBeUndefined();
    expect(result.outputs).toHaveLength(1);
    const output = result.outputs[0]!;
    expect([output.kind, output.contentType, output.width, output.height]).toEqual(['image', 'image/png', 768, 512]);
    expect(sniffImageType(output.bytes)).toBe('image/png');
    const seen = percents(updates);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);
    // The socket came first, with the same client id as the prompt.
    const socketIndex = fake.requests.findIndex((request) => request.path === '/ws');
    const promptIndex = fake.requests.findIndex((request) => request.path === '/prompt');
    expect(socketIndex).toBeGreaterThanOrEqual(0);
    expect(socketIndex).toBeLessThan(promptIndex);
    expect(fake.requests[socketIndex]!.query.clientId).toBe(posted()[0]!.client_id);
    await until(() => fake.openSockets() === 0);
  });

  it('fills the workflow: the prompt as text, the numbers as numbers', async () => {
    await createComfyUiProvider({ url: fake.url }).run(textToImage(), context().context);
    const graph = posted()[0]!.prompt;
    expect(JSON.stringify(graph)).not.toContain('{{');
    const byClass = (type: string) => Object.values(graph).filter((node) => node.class_type === type);
    expect(byClass('CLIPTextEncode').map((node) => node.inputs.text)).toEqual([
      'A woman in a red evening dress on a rooftop terrace at sunset',
      'blurry, ugly',
    ]);
    expect(byClass('EmptySD3LatentImage')[0]!.inputs).toMatchObject({ width: 768, height: 512, batch_size: 1 });
    expect(byClass('KSampler')[0]!.inputs).toMatchObject({ seed: 424242, steps: 4, denoise: 1, cfg: 1 });
    expect(byClass('FluxGuidance')[0]!.inputs.guidance).toBe(3.5);
  });

  it('asks for numImages images in one batch and returns them all', async () => {
    const { outputs } = await createComfyUiProvider({ url: fake.url }).run(textToImage({ numImages: 3 }), context().context);
    expect(outputs).toHaveLength(3);
  });

  it('re-encodes outputs: jpeg when asked, and without the workflow ComfyUI embeds in its PNGs', async () => {
    const comfy = createComfyUiProvider({ url: fake.url });
    const png = await comfy.run(textToImage(), context().context);
    expect(Buffer.from(png.outputs[0]!.bytes).includes('tEXt')).toBe(false);
    expect(Buffer.from(png.outputs[0]!.bytes).includes('rooftop')).toBe(false);
    const jpeg = await comfy.run(textToImage({ outputFormat: 'jpeg' }), context().context);
    expect(sniffImageType(jpeg.outputs[0]!.bytes)).toBe('image/jpeg');
    expect(jpeg.outputs[0]!.contentType).toBe('image/jpeg');
  });

  it('uploads the input image for image-to-image and points LoadImage at it', async () => {
    const task = await imageToImage();
    const { outputs } = await createComfyUiProvider({ url: fake.url }).run(task, context().context);
    expect([outputs[0]!.width, outputs[0]!.height]).toEqual([512, 640]);
    const upload = fake.requests.find((request) => request.path === '/upload/image');
    const body = upload?.body as { fields: Record<string, string>; fileName: string; bytes: Uint8Array };
    expect(body.fields).toMatchObject({ type: 'input', overwrite: 'true' });
    expect(Buffer.from(body.bytes).equals(Buffer.from(task.image.bytes))).toBe(true);
    const graph = posted()[0]!.prompt;
    const nodes = Object.values(graph);
    expect(nodes.find((node) => node.class_type === 'LoadImage')!.inputs.image).toBe(body.fileName);
    expect(nodes.find((node) => node.class_type === 'KSampler')!.inputs).toMatchObject({ denoise: 0.75, steps: 30 });
    expect(nodes.find((node) => node.class_type === 'ImageScale')!.inputs).toMatchObject({ width: 512, height: 640 });
  });

  it('upscales: LoadImage gets the uploaded image, the ×4 model output is scaled by scale ÷ 4, and the output is the input × scale', async () => {
    const comfy = createComfyUiProvider({ url: fake.url });
    for (const [scale, size] of [
      [2, [128, 96]],
      [4, [256, 192]],
    ] as const) {
      fake.requests.length = 0;
      const task = await upscale(scale);
      const { updates, context: run } = context();
      const result = await comfy.run(task, run);
      expect(result.seed).toBeUndefined();
      const output = result.outputs[0]!;
      expect([output.kind, output.contentType, output.width, output.height]).toEqual(['image', 'image/png', ...size]);
      const meta = await sharp(output.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', ...size]);
      expect(Buffer.from(output.bytes).includes('tEXt')).toBe(false);
      const upload = fake.requests.find((request) => request.path === '/upload/image')?.body as { fileName: string; bytes: Uint8Array };
      expect(Buffer.from(upload.bytes).equals(Buffer.from(task.image.bytes))).toBe(true);
      const nodes = Object.values(posted()[0]!.prompt);
      expect(nodes.find((node) => node.class_type === 'LoadImage')!.inputs.image).toBe(upload.fileName);
      expect(nodes.find((node) => node.class_type === 'UpscaleModelLoader')!.inputs.model_name).toBe('RealESRGAN_x4plus.pth');
      expect(nodes.find((node) => node.class_type === 'ImageScaleBy')!.inputs.scale_by).toBe(scale / 4);
      expect(percents(updates).at(-1)).toBe(100);
    }
  });

  it('removes the background: WAS rembg on the uploaded image, the output a PNG transparent around the subject', async () => {
    const task = await removeBackground();
    const result = await createComfyUiProvider({ url: fake.url }).run(task, context().context);
    expect(result.seed).toBeUndefined();
    const output = result.outputs[0]!;
    expect([output.kind, output.contentType, output.width, output.height]).toEqual(['image', 'image/png', 64, 48]);
    expect((await sharp(output.bytes).metadata()).hasAlpha).toBe(true);
    expect(await alphaAt(output.bytes, 0, 0)).toBe(0);
    expect(await alphaAt(output.bytes, 32, 24)).toBe(255);
    const upload = fake.requests.find((request) => request.path === '/upload/image')?.body as { fileName: string };
    const graph = posted()[0]!.prompt;
    const rembg = Object.values(graph).find((node) => node.class_type === 'Image Rembg (Remove Background)')!;
    expect(rembg.inputs).toMatchObject({ transparency: true, model: 'u2netp', background_color: 'none' });
    expect(graph[(rembg.inputs.images as [string, number])[0]]!.inputs.image).toBe(upload.fileName);
  });

  it("names the missing custom node when this ComfyUI lacks WAS Node Suite's rembg node", async () => {
    const bare = await startFakeComfyUi({ missingNodes: ['Image Rembg (Remove Background)'] });
    try {
      const error = await failure(createComfyUiProvider({ url: bare.url }).run(await removeBackground(), context().context));
      expect([error.kind, error.message]).toEqual([
        'provider_error',
        "ComfyUI API Error: Node 'Image Rembg (Remove Background)' not found. The custom node may not be installed.",
      ]);
    } finally {
      await bare.close();
    }
  });

  it('cancels an upscale while the model runs', async () => {
    fake.setScenario('slow');
    const controller = new AbortController();
    const run = createComfyUiProvider({ url: fake.url }).run(await upscale(4), {
      signal: controller.signal,
      onProgress: (update) => {
        if (update.percent !== undefined) controller.abort();
      },
    });
    expect((await failure(run)).kind).toBe('canceled');
    expect(fake.requests.some((request) => request.path === '/interrupt')).toBe(true);
  });

  it('reports node_errors as the API error ComfyUI gave', async () => {
    fake.setScenario('node_errors');
    const error = await failure(createComfyUiProvider({ url: fake.url }).run(textToImage(), context().context));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toBe('ComfyUI API Error: Prompt outputs failed validation');
    expect(error.detail).toContain('ckpt_name');
    expect(error.retryable).toBe(false);
    await until(() => fake.openSockets() === 0);
  });

  it('reports an execution error with its exception message', async () => {
    fake.setScenario('execution_error');
    const error = await failure(createComfyUiProvider({ url: fake.url }).run(textToImage(), context().context));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toBe('ComfyUI API Error: CUDA out of memory. Tried to allocate 2.00 GiB');
  });

  it('cuts off an output over the image size cap as it streams in', async () => {
    fake.setScenario('oversize');
    const limits = { maxBytes: { image: 1024 * 1024, video: 4 * 1024 * 1024 }, timeoutMs: 10_000 };
    const error = await failure(createComfyUiProvider({ url: fake.url, outputs: limits }).run(textToImage(), context().context));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe('The generated image is larger than 1 MB and was not kept.');
  });

  it('follows no redirect of /view away from ComfyUI', async () => {
    fake.setScenario('redirect');
    const error = await failure(createComfyUiProvider({ url: fake.url }).run(textToImage(), context().context));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe('ComfyUI API returned invalid response format');
  });

  it('cancels: interrupts the running prompt and throws canceled', async () => {
    fake.setScenario('slow');
    const controller = new AbortController();
    const updates: ProgressUpdate[] = [];
    const run = createComfyUiProvider({ url: fake.url }).run(textToImage(), {
      signal: controller.signal,
      onProgress: (update) => {
        updates.push(update);
        if (update.percent !== undefined) controller.abort();
      },
    });
    const error = await failure(run);
    expect(error.kind).toBe('canceled');
    expect(error.message).toBe(generationMessages.canceled);
    const promptId = fake.requests.find((request) => request.path === '/prompt')?.promptId;
    expect(promptId).toEqual(expect.any(String));
    const interrupt = fake.requests.find((request) => request.path === '/interrupt');
    expect(interrupt?.body).toEqual({ prompt_id: promptId });
    await until(() => fake.openSockets() === 0);
  });

  it('times out: interrupts the prompt and throws timeout', async () => {
    fake.setScenario('slow');
    const started = Date.now();
    const error = await failure(createComfyUiProvider({ url: fake.url, timeoutMs: 300 }).run(textToImage(), context().context));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(generationMessages.timeout);
    expect(error.retryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fake.requests.some((request) => request.path === '/interrupt')).toBe(true);
    await until(() => fake.openSockets() === 0);
  });

  it('takes a waiting prompt out of the queue and reports the queue position', async () => {
    fake.setScenario('slow');
    const comfy = createComfyUiProvider({ url: fake.url });
    const first = new AbortController();
    const firstUpdates: ProgressUpdate[] = [];
    const firstRun = failure(comfy.run(textToImage(), { signal: first.signal, onProgress: (update) => firstUpdates.push(update) }));
    await until(() => firstUpdates.some((update) => update.percent !== undefined));
    const second = new AbortController();
    const { updates, context: secondContext } = context(second.signal);
    const secondRun = failure(comfy.run(textToImage({ seed: 1 }), { ...secondContext, signal: second.signal }));
    await until(() => updates.some((update) => update.queuePosition !== undefined));
    expect(updates.find((update) => update.queuePosition !== undefined)).toEqual({ queuePosition: 1 });
    second.abort();
    expect((await secondRun).kind).toBe('canceled');
    const secondId = fake.requests.filter((request) => request.path === '/prompt')[1]?.promptId;
    expect(fake.requests.find((request) => request.path === '/queue' && request.method === 'POST')?.body).toEqual({ delete: [secondId] });
    // Waiting, not running: nothing to interrupt (an older ComfyUI would interrupt the first prompt).
    expect(fake.requests.some((request) => request.path === '/interrupt')).toBe(false);
    first.abort();
    expect((await firstRun).kind).toBe('canceled');
  });

  it('finishes through /history when the socket drops midway', async () => {
    fake.setScenario('socket_drop');
    const { outputs } = await createComfyUiProvider({ url: fake.url }).run(textToImage(), context().context);
    expect(outputs).toHaveLength(1);
    expect(fake.requests.filter((request) => request.path.startsWith('/history/')).length).toBeGreaterThanOrEqual(2);
  });

  it('sends its headers on every request and on the socket', async () => {
    await createComfyUiProvider({ url: fake.url, headers: { authorization: 'Bearer proxy-secret' } }).run(
      await imageToImage(),
      context().context,
    );
    expect(fake.requests.length).toBeGreaterThanOrEqual(5);
    for (const request of fake.requests) expect(request.headers.authorization).toBe('Bearer proxy-secret');
  });
});

describe('ComfyUI workflows', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'studio18-comfy-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('offers video and the image tools only while their workflow is in place; images always', async () => {
    const kinds = ['text-to-image', 'image-to-image', 'text-to-video', 'image-to-video', 'upscale', 'remove-background'] as const;
    const shipped = createComfyUiProvider({ url: 'http://127.0.0.1:1' });
    expect(kinds.map((kind) => shipped.supports(kind))).toEqual([true, true, false, false, true, true]);
    await writeFile(path.join(dir, 'text-to-video.json'), '{}');
    const withVideo = createComfyUiProvider({ url: 'http://127.0.0.1:1', workflowsDir: dir });
    expect(kinds.map((kind) => withVideo.supports(kind))).toEqual([true, true, true, false, false, false]);
    await writeFile(path.join(dir, 'upscale.json'), '{}');
    expect(createComfyUiProvider({ url: 'http://127.0.0.1:1', workflowsDir: dir }).supports('upscale')).toBe(true);
  });

  it('an upscale workflow may size its output with {{width}} and {{height}} (the input × scale) instead of scale_by', async () => {
    const fake = await startFakeComfyUi();
    try {
      const shipped = JSON.parse(await readFile(new URL('../../../config/comfyui/upscale.json', import.meta.url), 'utf8')) as Record<
        string,
        { class_type: string; inputs: Record<string, unknown> }
      >;
      shipped['4'] = {
        class_type: 'ImageScale',
        inputs: { image: ['3', 0], upscale_method: 'lanczos', width: '{{width}}', height: '{{height}}', crop: 'disabled' },
      };
      await writeFile(path.join(dir, 'upscale.json'), JSON.stringify(shipped));
      const { outputs } = await createComfyUiProvider({ url: fake.url, workflowsDir: dir }).run(await upscale(2), context().context);
      expect([outputs[0]!.width, outputs[0]!.height]).toEqual([128, 96]);
    } finally {
      await fake.close();
    }
  });

  it('an image tool has no prompt or seed: a workflow asking for them is refused before anything is sent', async () => {
    const fake = await startFakeComfyUi();
    try {
      const shipped = await readFile(new URL('../../../config/comfyui/remove-background.json', import.meta.url), 'utf8');
      await writeFile(path.join(dir, 'remove-background.json'), shipped.replace('"studio18-cutout"', '"{{prompt}}-{{seed}}"'));
      const error = await failure(
        createComfyUiProvider({ url: fake.url, workflowsDir: dir }).run(await removeBackground(), context().context),
      );
      expect(error.message).toBe('ComfyUI API Error: the workflow has unknown placeholders {{prompt}}, {{seed}}');
      expect(fake.requests).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  it('refuses a cutout saved without an alpha channel', async () => {
    const fake = await startFakeComfyUi();
    try {
      const shipped = await readFile(new URL('../../../config/comfyui/remove-background.json', import.meta.url), 'utf8');
      await writeFile(path.join(dir, 'remove-background.json'), shipped.replace('"transparency": true', '"transparency": false'));
      const error = await failure(
        createComfyUiProvider({ url: fake.url, workflowsDir: dir }).run(await removeBackground(), context().context),
      );
      expect([error.kind, error.message]).toEqual(['invalid_response', 'ComfyUI API returned invalid response format']);
      expect(error.detail).toContain('alpha');
    } finally {
      await fake.close();
    }
  });

  it('refuses a workflow with a placeholder it does not know, before sending anything', async () => {
    const fake = await startFakeComfyUi();
    try {
      const shipped = await readFile(new URL('../../../config/comfyui/text-to-image.json', import.meta.url), 'utf8');
      await writeFile(path.join(dir, 'text-to-image.json'), shipped.replace('"euler"', '"{{sampler}}"'));
      const error = await failure(createComfyUiProvider({ url: fake.url, workflowsDir: dir }).run(textToImage(), context().context));
      expect(error.kind).toBe('provider_error');
      expect(error.message).toBe('ComfyUI API Error: the workflow has unknown placeholders {{sampler}}');
      expect(fake.requests).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  it('ships API-format workflows that use every image placeholder', async () => {
    for (const [file, placeholders] of [
      ['text-to-image.json', ['prompt', 'negative_prompt', 'width', 'height', 'seed', 'steps', 'guidance', 'denoise', 'batch_size']],
      [
        'image-to-image.json',
        ['prompt', 'negative_prompt', 'width', 'height', 'seed', 'steps', 'guidance', 'denoise', 'batch_size', 'image'],
      ],
      ['upscale.json', ['image', 'scale_by']],
      ['remove-background.json', ['image']],
    ] as const) {
      const text = await readFile(new URL(`../../../config/comfyui/${file}`, import.meta.url), 'utf8');
      const graph = JSON.parse(text) as Record<string, { class_type: unknown; inputs: unknown }>;
      for (const node of Object.values(graph)) expect(typeof node.class_type).toBe('string');
      for (const name of placeholders) expect(text).toContain(`"{{${name}}}"`);
    }
  });
});

// The behaviour every provider shares (provider-contract.ts), against a fake ComfyUI of its own.
describeProviderContract('ComfyUI', async () => {
  const own = await startFakeComfyUi({ steps: 3, stepMs: 10 });
  return {
    provider: (options) => createComfyUiProvider({ url: own.url, ...options }),
    scenario(name) {
      own.setScenario(name);
      own.requests.length = 0;
    },
    requests: () => own.requests.length,
    unreachable: async () => createComfyUiProvider({ url: `http://127.0.0.1:${await freePort()}` }),
    close: () => own.close(),
  };
});
