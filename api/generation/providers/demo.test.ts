import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generationMessages } from '../../contract/generation';
import { createDemoProvider } from './demo';
import { ffmpegPath } from './ffmpeg';
import {
  type ImageToImageTask,
  type ImageToVideoTask,
  type InputImage,
  type ProgressUpdate,
  ProviderError,
  type TextToImageTask,
  type TextToVideoTask,
} from './provider';
import { sniffImageType, sniffVideoType } from '../../storage/sniff';

const textToImage = (overrides: Partial<TextToImageTask> = {}): TextToImageTask => ({
  kind: 'text-to-image',
  prompt: 'A woman in a red evening dress on a rooftop terrace at sunset',
  negativePrompt: '',
  width: 512,
  height: 384,
  steps: 4,
  guidance: 3.5,
  seed: 1234,
  numImages: 1,
  outputFormat: 'png',
  ...overrides,
});

const textToVideo = (overrides: Partial<TextToVideoTask> = {}): TextToVideoTask => ({
  kind: 'text-to-video',
  prompt: 'Slow waves on a beach at night',
  negativePrompt: '',
  seed: 99,
  aspectRatio: '16:9',
  resolution: '480p',
  numFrames: 85,
  enableSafetyChecker: false,
  proMode: false,
  ...overrides,
});

async function solidImage(colour: { r: number; g: number; b: number }, width = 320, height = 240): Promise<InputImage> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: 'image/png', width, height, fileName: 'input.png' };
}

function context(signal = new AbortController().signal) {
  const updates: ProgressUpdate[] = [];
  return { updates, context: { signal, onProgress: (update: ProgressUpdate) => updates.push(update) } };
}

/** ffmpeg's own description of a video (it reads the file we produced, never user input). */
async function probe(bytes: Uint8Array): Promise<string> {
  const child = spawn(await ffmpegPath(), ['-hide_banner', '-i', 'pipe:0'], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.on('error', () => undefined);
  child.stdin.end(bytes);
  await new Promise((resolve) => child.once('close', resolve));
  return stderr;
}

/** The first frame of a video as a PNG, decoded by ffmpeg. */
async function firstFrame(bytes: Uint8Array): Promise<Buffer> {
  const child = spawn(await ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    'pipe:0',
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    'pipe:1',
  ]);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stdin.on('error', () => undefined);
  child.stdin.end(bytes);
  await new Promise((resolve) => child.once('close', resolve));
  return Buffer.concat(chunks);
}

const percents = (updates: ProgressUpdate[]) => updates.flatMap((update) => (update.percent === undefined ? [] : [update.percent]));

describe('demo provider', () => {
  const demo = createDemoProvider();

  it('names itself as not AI and supports the generation kinds, not the image tools', () => {
    expect(demo.name).toBe('demo');
    expect(demo.label).toBe('Demo renderer (not AI)');
    for (const kind of ['text-to-image', 'image-to-image', 'text-to-video', 'image-to-video'] as const)
      expect(demo.supports(kind)).toBe(true);
    for (const kind of ['upscale', 'remove-background'] as const) expect(demo.supports(kind)).toBe(false);
  });

  it('refuses an image tool run anyway, as a provider error', async () => {
    const image = await solidImage({ r: 200, g: 40, b: 40 }, 32, 24);
    for (const task of [{ kind: 'upscale', image, scale: 2, model: 'fast' } as const, { kind: 'remove-background', image } as const]) {
      const error = await demo.run(task, context().context).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ProviderError);
      expect([(error as ProviderError).kind, (error as ProviderError).message]).toEqual([
        'provider_error',
        `Demo renderer (not AI) API Error: ${task.kind} is not supported`,
      ]);
    }
  });

  it('renders the same bytes for the same prompt and seed, and another image for another seed', async () => {
    const first = await demo.run(textToImage(), context().context);
    const again = await demo.run(textToImage(), context().context);
    const otherSeed = await demo.run(textToImage({ seed: 1235 }), context().context);
    const otherPrompt = await demo.run(textToImage({ prompt: 'A misty forest at dawn' }), context().context);
    expect(first.label).toBe(generationMessages.demoLabel);
    expect(first.seed).toBe(1234);
    expect(Buffer.from(again.outputs[0]!.bytes).equals(Buffer.from(first.outputs[0]!.bytes))).toBe(true);
    expect(Buffer.from(otherSeed.outputs[0]!.bytes).equals(Buffer.from(first.outputs[0]!.bytes))).toBe(false);
    expect(Buffer.from(otherPrompt.outputs[0]!.bytes).equals(Buffer.from(first.outputs[0]!.bytes))).toBe(false);
  });

  it('renders numImages images at the task size, the nth with seed + n', async () => {
    const { outputs } = await demo.run(textToImage({ numImages: 3, width: 640, height: 448 }), context().context);
    expect(outputs).toHaveLength(3);
    for (const output of outputs) {
      const metadata = await sharp(output.bytes).metadata();
      expect([metadata.width, metadata.height, output.width, output.height]).toEqual([640, 448, 640, 448]);
    }
    const third = await demo.run(textToImage({ seed: 1236, width: 640, height: 448 }), context().context);
    expect(Buffer.from(outputs[2]!.bytes).equals(Buffer.from(third.outputs[0]!.bytes))).toBe(true);
  });

  it('writes png or jpeg as asked, and says which', async () => {
    const png = await demo.run(textToImage({ outputFormat: 'png' }), context().context);
    const jpeg = await demo.run(textToImage({ outputFormat: 'jpeg' }), context().context);
    expect(sniffImageType(png.outputs[0]!.bytes)).toBe('image/png');
    expect(png.outputs[0]!.contentType).toBe('image/png');
    expect(sniffImageType(jpeg.outputs[0]!.bytes)).toBe('image/jpeg');
    expect(jpeg.outputs[0]!.contentType).toBe('image/jpeg');
  });

  it('keeps markup in a prompt as text', async () => {
    const { outputs } = await demo.run(textToImage({ prompt: '<image href="file:///etc/passwd"/> & "quotes" \u0000' }), context().context);
    expect(sniffImageType(outputs[0]!.bytes)).toBe('image/png');
  });

  it('reports rising progress that ends at 100', async () => {
    const { updates, context: run } = context();
    await createDemoProvider({ stepDelayMs: 5 }).run(textToImage({ numImages: 2 }), run);
    const seen = percents(updates);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.at(-1)).toBe(100);
  });

  it('derives image-to-image from the input image, at the task size and deterministically', async () => {
    const task = async (image: InputImage, seed = 5): Promise<ImageToImageTask> => ({
      ...textToImage({ width: 384, height: 512, seed }),
      kind: 'image-to-image',
      image,
      strength: 0.6,
    });
    const red = await solidImage({ r: 200, g: 30, b: 30 });
    const blue = await solidImage({ r: 30, g: 30, b: 200 });
    const first = await demo.run(await task(red), context().context);
    const again = await demo.run(await task(red), context().context);
    const otherSeed = await demo.run(await task(red, 6), context().context);
    const otherImage = await demo.run(await task(blue), context().context);
    const metadata = await sharp(first.outputs[0]!.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([384, 512]);
    expect(first.label).toBe(generationMessages.demoLabel);
    expect(Buffer.from(again.outputs[0]!.bytes).equals(Buffer.from(first.outputs[0]!.bytes))).toBe(true);
    expect(Buffer.from(otherSeed.outputs[0]!.bytes).equals(Buffer.from(first.outputs[0]!.bytes))).toBe(false);
    expect(Buffer.from(otherImage.outputs[0]!.bytes).equals(Buffer.from(first.outputs[0]!.bytes))).toBe(false);
  });

  it('renders text-to-video as a real H.264 mp4 at the aspect ratio asked, quickly', async () => {
    const started = performance.now();
    const { updates, context: run } = context();
    const { outputs, label } = await demo.run(textToVideo(), run);
    expect(performance.now() - started).toBeLessThan(5000);
    const video = outputs[0]!;
    expect(label).toBe(generationMessages.demoLabel);
    expect([video.kind, video.contentType, video.width, video.height]).toEqual(['video', 'video/mp4', 640, 360]);
    expect(sniffVideoType(video.bytes)).toBe('video/mp4');
    expect(Buffer.from(video.bytes).includes('avc1')).toBe(true);
    // +faststart: the index (moov) comes before the frames (mdat).
    expect(Buffer.from(video.bytes).indexOf('moov')).toBeLessThan(Buffer.from(video.bytes).indexOf('mdat'));
    const description = await probe(video.bytes);
    expect(description).toMatch(/Video: h264/);
    expect(description).toMatch(/yuv420p/);
    expect(description).toMatch(/640x360/);
    const seen = percents(updates);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);

    const portrait = await demo.run(textToVideo({ aspectRatio: '9:16' }), context().context);
    expect([portrait.outputs[0]!.width, portrait.outputs[0]!.height]).toEqual([360, 640]);
    expect(await probe(portrait.outputs[0]!.bytes)).toMatch(/360x640/);
  });

  it('makes image-to-video out of the input image', async () => {
    const task = async (colour: { r: number; g: number; b: number }): Promise<ImageToVideoTask> => ({
      ...textToVideo(),
      kind: 'image-to-video',
      image: await solidImage(colour, 400, 300),
    });
    const red = await demo.run(await task({ r: 220, g: 20, b: 20 }), context().context);
    const blue = await demo.run(await task({ r: 20, g: 20, b: 220 }), context().context);
    expect(await probe(red.outputs[0]!.bytes)).toMatch(/Video: h264/);
    const [redFrame, blueFrame] = await Promise.all([firstFrame(red.outputs[0]!.bytes), firstFrame(blue.outputs[0]!.bytes)]);
    // The top of the frame, above the caption's shade.
    const mean = async (png: Buffer) => {
      const { channels } = await sharp(png).extract({ left: 0, top: 0, width: 640, height: 120 }).stats();
      return { r: channels[0]!.mean, b: channels[2]!.mean };
    };
    const [redMean, blueMean] = await Promise.all([mean(redFrame), mean(blueFrame)]);
    expect(redMean.r).toBeGreaterThan(redMean.b + 80);
    expect(blueMean.b).toBeGreaterThan(blueMean.r + 80);
  });

  it('stops a video when canceled midway', async () => {
    const controller = new AbortController();
    const updates: ProgressUpdate[] = [];
    const run = createDemoProvider({ stepDelayMs: 40 }).run(textToVideo(), {
      signal: controller.signal,
      onProgress(update) {
        updates.push(update);
        if ((update.percent ?? 0) > 20) controller.abort();
      },
    });
    const started = performance.now();
    const error = await run.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('canceled');
    expect((error as ProviderError).message).toBe(generationMessages.canceled);
    expect(percents(updates).at(-1)).toBeLessThan(100);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses to start when already canceled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(demo.run(textToImage(), context(controller.signal).context)).rejects.toMatchObject({
      kind: 'canceled',
      message: generationMessages.canceled,
    });
  });
});
