import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationMessages, UPSCALE_MAX_SIDE } from '../../contract/generation';
import { sniffImageType } from '../../storage/sniff';
import { createLocalModels, type LocalModels } from '../local/models';
import { createLocalProvider, localLog } from './local';
import { type InputImage, type ProgressUpdate, ProviderError, type RemoveBackgroundTask, type UpscaleTask } from './provider';

/**
 * The `local` provider on the real models (no stand-ins): the tasks it takes, the progress log it
 * writes, and how it words a refusal or a failure. The model processes start once for the file.
 */

const photos = fileURLToPath(new URL('../../test/photos/', import.meta.url));
const SLOW = { timeout: 120_000 };
let models: LocalModels;
let portrait: InputImage;
let small: InputImage;

async function inputImage(bytes: Uint8Array, contentType: InputImage['contentType']): Promise<InputImage> {
  const meta = await sharp(bytes).metadata();
  return {
    bytes,
    contentType,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    fileName: contentType === 'image/png' ? 'input.png' : 'input.jpg',
  };
}

function context(signal = new AbortController().signal) {
  const updates: ProgressUpdate[] = [];
  return { updates, context: { signal, onProgress: (update: ProgressUpdate) => updates.push(update) } };
}

const upscaleTask = (image: InputImage, overrides: Partial<UpscaleTask> = {}): UpscaleTask => ({
  kind: 'upscale',
  image,
  scale: 2,
  model: 'fast',
  ...overrides,
});
const cutoutTask = (image: InputImage): RemoveBackgroundTask => ({ kind: 'remove-background', image });

beforeAll(async () => {
  models = createLocalModels();
  portrait = await inputImage(await readFile(`${photos}grace-hopper.jpg`), 'image/jpeg');
  const raccoon = await readFile(`${photos}raccoon-256.png`);
  small = await inputImage(await sharp(raccoon).resize(128, 96).png().toBuffer(), 'image/png');
});

afterAll(async () => {
  await models?.close();
});

describe('the local provider', () => {
  it('does the two image tools and nothing else', () => {
    const provider = createLocalProvider({ models });
    expect(provider).toMatchObject({ name: 'local', label: 'Local AI (on this server)' });
    expect(provider.supports('upscale')).toBe(true);
    expect(provider.supports('remove-background')).toBe(true);
    for (const kind of ['text-to-image', 'image-to-image', 'text-to-video', 'image-to-video'] as const)
      expect(provider.supports(kind)).toBe(false);
  });

  it('upscales, telling the log that the model loads on a cold start and what runs', SLOW, async () => {
    const provider = createLocalProvider({ models });
    const { updates, context: run } = context();
    const result = await provider.run(upscaleTask(small, { scale: 4 }), run);
    expect(result.outputs).toHaveLength(1);
    const [output] = result.outputs;
    expect(output).toMatchObject({ kind: 'image', contentType: 'image/png', width: 512, height: 384 });
    expect(sniffImageType(output!.bytes)).toBe('image/png');
    expect(await sharp(output!.bytes).metadata()).toMatchObject({ width: 512, height: 384, format: 'png' });
    const messages = updates.flatMap((update) => (update.message ? [update.message] : []));
    expect(messages).toEqual([localLog.loadingUpscaler, 'Upscaling ×4 with ESRGAN slim...']);
    const percents = updates.map((update) => update.percent ?? 0);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(percents.filter((percent) => percent > 5 && percent < 95).length).toBeGreaterThan(2);

    // Warm: no loading line the second time.
    const again = context();
    await provider.run(upscaleTask(small, { scale: 4 }), again.context);
    expect(again.updates.flatMap((update) => (update.message ? [update.message] : []))).toEqual(['Upscaling ×4 with ESRGAN slim...']);
  });

  it('removes the background: a PNG with alpha of the same size', SLOW, async () => {
    const provider = createLocalProvider({ models });
    const { updates, context: run } = context();
    const result = await provider.run(cutoutTask(portrait), run);
    const [output] = result.outputs;
    expect(output).toMatchObject({ kind: 'image', contentType: 'image/png', width: 512, height: 600 });
    expect(await sharp(output!.bytes).metadata()).toMatchObject({ width: 512, height: 600, channels: 4, hasAlpha: true });
    const messages = updates.flatMap((update) => (update.message ? [update.message] : []));
    expect(messages).toEqual([localLog.loadingCutout, localLog.removing]);
    expect(updates.at(-1)?.percent).toBe(100);
  });

  it('says in the log when a job waits for the model', SLOW, async () => {
    const provider = createLocalProvider({ models });
    const first = context();
    const second = context();
    await Promise.all([
      provider.run(upscaleTask(small, { scale: 4 }), first.context),
      provider.run(upscaleTask(small, { scale: 4 }), second.context),
    ]);
    // Jobs queue in the order their images are decoded: whichever came second waited.
    const firstWords = [first, second].map((job) => job.updates.find((update) => update.message)?.message);
    expect(firstWords.filter((words) => words === localLog.waitingUpscaler)).toHaveLength(1);
  });

  it('refuses an input over its scale limit with the message the user sees, from the recorded size and from the image itself', async () => {
    const provider = createLocalProvider({ models });
    const side = UPSCALE_MAX_SIDE[4] + 1;
    const recorded = { ...small, width: side };
    const refusal = await provider.run(upscaleTask(recorded, { scale: 4 }), context().context).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderError);
    expect(refusal).toMatchObject({
      kind: 'provider_error',
      message: generationMessages.upscaleTooLarge(4, UPSCALE_MAX_SIDE[4], side),
      retryable: false,
    });

    // The recorded size understates it: the image's header is checked too.
    const large = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    const understated = { ...(await inputImage(large, 'image/png')), width: 100, height: 43 };
    await expect(provider.run(upscaleTask(understated, { scale: 4 }), context().context)).rejects.toMatchObject({
      kind: 'provider_error',
      message: generationMessages.upscaleTooLarge(4, UPSCALE_MAX_SIDE[4], 700),
    });
  });

  it('refuses a corrupt image', async () => {
    const provider = createLocalProvider({ models });
    const corrupt = { ...small, bytes: small.bytes.subarray(0, 100) };
    await expect(provider.run(upscaleTask(corrupt), context().context)).rejects.toMatchObject({
      kind: 'provider_error',
      message: generationMessages.invalidImage,
    });
    await expect(provider.run(cutoutTask(corrupt), context().context)).rejects.toMatchObject({
      kind: 'provider_error',
      message: generationMessages.invalidImage,
    });
  });

  it('answers canceled for a canceled job, waiting or running', SLOW, async () => {
    const provider = createLocalProvider({ models });
    const aborted = new AbortController();
    aborted.abort();
    await expect(provider.run(upscaleTask(small), context(aborted.signal).context)).rejects.toMatchObject({
      kind: 'canceled',
      message: generationMessages.canceled,
    });

    const running = new AbortController();
    const job = provider.run(upscaleTask(small, { scale: 4 }), {
      signal: running.signal,
      onProgress: (update) => {
        if ((update.percent ?? 0) > 10) running.abort();
      },
    });
    await expect(job).rejects.toMatchObject({ kind: 'canceled', message: generationMessages.canceled });
  });

  it('words a crash of the model process as a failed upscale', SLOW, async () => {
    const provider = createLocalProvider({ models });
    const job = provider.run(upscaleTask(small, { scale: 4 }), {
      signal: new AbortController().signal,
      onProgress: (update) => {
        const pid = models.stats().upscale.pid;
        if ((update.percent ?? 0) > 10 && pid) process.kill(pid, 'SIGKILL');
      },
    });
    const error = await job.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'provider_error', message: generationMessages.failedUpscale, retryable: false });
    expect((error as ProviderError).detail).toContain('the upscaler process stopped');
  });
});
