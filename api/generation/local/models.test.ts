import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationMessages } from '../../contract/generation';
import { psnr, type RawImage, ssim } from './image-metrics';
import { createLocalModels, type LocalJobStatus, LocalModelError, type LocalModels, UPSCALE_MAX_SIDE } from './models';

/**
 * The local models for real (no stand-ins): ESRGAN and U²-Net-p in their own processes, on public-domain
 * photos (api/test/photos/LICENSES.md). Each model process starts once for the file; the figures the
 * models reach (PSNR and SSIM against the original, alpha over known regions, time, peak memory) are
 * printed for the record.
 */

const photos = fileURLToPath(new URL('../../test/photos/', import.meta.url));
const OUT_DIR = '/tmp/local-models';
let models: LocalModels;
let raccoon256: Buffer;
let raccoon1024: Buffer;
let original: RawImage;

async function raw(bytes: Uint8Array, channels: 3 | 4 = 3): Promise<RawImage> {
  const image = sharp(bytes);
  const { data, info } = await (channels === 3 ? image.removeAlpha() : image.ensureAlpha()).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels, pixels: new Uint8Array(data) };
}

/** sharp's bicubic upscale of the same input: the figure the model must beat. */
async function bicubic(bytes: Uint8Array, width: number, height: number): Promise<RawImage> {
  return raw(await sharp(bytes).resize(width, height, { kernel: 'cubic', fit: 'fill' }).png().toBuffer());
}

/** Models on 2 cores shared with the rest of the suite: a job may take several times its usual time. */
const SLOW = { timeout: 120_000 };

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A model output against the original and against the bicubic baseline; printed for the record. */
async function compare(label: string, output: Uint8Array, input: Uint8Array, reference: RawImage) {
  const model = await raw(output);
  const baseline = await bicubic(input, reference.width, reference.height);
  const figures = {
    model: { psnr: round(psnr(model, reference), 2), ssim: round(ssim(model, reference), 4) },
    bicubic: { psnr: round(psnr(baseline, reference), 2), ssim: round(ssim(baseline, reference), 4) },
  };
  console.log(
    `${label}: PSNR ${figures.model.psnr} dB (bicubic ${figures.bicubic.psnr} dB), SSIM ${figures.model.ssim} (bicubic ${figures.bicubic.ssim})`,
  );
  await writeFile(`${OUT_DIR}/${label.replace(/[^a-z0-9]+/gi, '-')}.png`, output);
  return figures;
}

const isPng = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

function hooks() {
  const statuses: LocalJobStatus[] = [];
  const percents: number[] = [];
  return {
    statuses,
    percents,
    onStatus: (status: LocalJobStatus) => statuses.push(status),
    onProgress: (percent: number) => percents.push(percent),
  };
}

/** The original's centre at `width`×`height` (the reference), and its bicubic downscale by `scale` (the input). */
async function centre(width: number, height: number, scale: number): Promise<{ reference: RawImage; input: Buffer }> {
  const crop = await sharp(original.pixels, { raw: { width: original.width, height: original.height, channels: 3 } })
    .extract({ left: (original.width - width) / 2, top: (original.height - height) / 2, width, height })
    .png()
    .toBuffer();
  const input = await sharp(crop)
    .resize(width / scale, height / scale, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return { reference: await raw(crop), input };
}

/** Hooks that record a job's statuses and progress, and a promise of its reaching `status`. */
function statusReached(status: LocalJobStatus) {
  const seen = hooks();
  let reach = () => undefined as void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return {
    ...seen,
    reached,
    hooks: {
      onProgress: seen.onProgress,
      onStatus: (value: LocalJobStatus) => {
        seen.onStatus(value);
        if (value === status) reach();
      },
    },
  };
}

async function smallImage(width: number, height: number): Promise<Buffer> {
  return sharp(raccoon256).resize(width, height, { fit: 'fill' }).png().toBuffer();
}

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
  models = createLocalModels();
  raccoon256 = await readFile(`${photos}raccoon-256.png`);
  raccoon1024 = await readFile(`${photos}raccoon-1024.jpg`);
  original = await raw(raccoon1024);
});

afterAll(async () => {
  const stats = models?.stats();
  if (stats) {
    const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);
    console.log(`peak memory (VmHWM): upscaler ${mb(stats.upscale.peakRssBytes)}, background remover ${mb(stats.cutout.peakRssBytes)}`);
  }
  await models?.close();
});

describe('the upscaler', () => {
  it('upscales ×4 (fast) better than bicubic, loading its model on the first job', SLOW, async () => {
    const seen = hooks();
    const started = performance.now();
    const result = await models.upscale({ bytes: raccoon256 }, { scale: 4, model: 'fast' }, seen);
    console.log(
      `×4 fast 256×192, cold: ${Math.round(performance.now() - started)} ms (model load ${result.timing?.loadMs} ms, inference ${result.timing?.ms} ms)`,
    );
    expect(isPng(result.bytes)).toBe(true);
    expect(result).toMatchObject({ width: 1024, height: 768 });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ width: 1024, height: 768, format: 'png' });
    expect(seen.statuses).toEqual(['loading', 'running']);
    expect(seen.percents.length).toBeGreaterThan(4);
    expect(seen.percents).toEqual([...seen.percents].sort((a, b) => a - b));
    expect(seen.percents.at(-1)).toBe(100);

    const figures = await compare('x4 fast', result.bytes, raccoon256, original);
    expect(figures.model.psnr).toBeGreaterThan(figures.bicubic.psnr);
    expect(figures.model.ssim).toBeGreaterThan(figures.bicubic.ssim);
    expect(models.stats().upscale).toMatchObject({ loaded: true, starts: 1 });
  });

  it('upscales ×2 (fast) better than bicubic', SLOW, async () => {
    // The original's centre (512×384) is the reference; its bicubic ×½ (256×192) the input.
    const { reference, input } = await centre(512, 384, 2);
    const result = await models.upscale({ bytes: input }, { scale: 2, model: 'fast' });
    console.log(`×2 fast 256×192: inference ${result.timing?.ms} ms (model load ${result.timing?.loadMs} ms)`);
    expect(result).toMatchObject({ width: 512, height: 384 });
    const figures = await compare('x2 fast', result.bytes, input, reference);
    expect(figures.model.psnr).toBeGreaterThan(figures.bicubic.psnr);
    expect(figures.model.ssim).toBeGreaterThan(figures.bicubic.ssim);
  });

  it('upscales ×4 (quality, ESRGAN medium) better than bicubic', SLOW, async () => {
    // The original's centre (512×384) is the reference; its bicubic ×¼ (128×96) the input.
    const { reference, input } = await centre(512, 384, 4);
    const result = await models.upscale({ bytes: input }, { scale: 4, model: 'quality' });
    console.log(`×4 quality 128×96: inference ${result.timing?.ms} ms (model load ${result.timing?.loadMs} ms)`);
    expect(result).toMatchObject({ width: 512, height: 384 });
    const figures = await compare('x4 quality', result.bytes, input, reference);
    expect(figures.model.psnr).toBeGreaterThan(figures.bicubic.psnr);
    expect(figures.model.ssim).toBeGreaterThan(figures.bicubic.ssim);

    // The fast model on the same input, for comparison.
    const fast = await models.upscale({ bytes: input }, { scale: 4, model: 'fast' });
    await compare('x4 fast (centre)', fast.bytes, input, reference);
  });

  it('keeps the alpha channel of an input that has one', SLOW, async () => {
    const input = await sharp(await smallImage(40, 30))
      .ensureAlpha(0.5)
      .png()
      .toBuffer();
    const result = await models.upscale({ bytes: input }, { scale: 2, model: 'fast' });
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ width: 80, height: 60, channels: 4, hasAlpha: true });
    const { pixels } = await raw(result.bytes, 4);
    const alphas = new Set(pixels.filter((_, index) => index % 4 === 3));
    expect([...alphas]).toEqual([127]);
  });

  it('runs one job at a time: a burst waits its turn and every job finishes', SLOW, async () => {
    const input = await smallImage(128, 96);
    const starts = models.stats().upscale.starts;
    const seen = [hooks(), hooks(), hooks()];
    const results = await Promise.all(seen.map((job) => models.upscale({ bytes: input }, { scale: 4, model: 'fast' }, job)));
    // Two of the three waited for the first.
    expect(seen.filter((job) => job.statuses[0] === 'waiting')).toHaveLength(2);
    const spans = results.map((result) => result.timing!).sort((a, b) => a.startedAt - b.startedAt);
    for (let index = 1; index < spans.length; index += 1) expect(spans[index]!.startedAt).toBeGreaterThanOrEqual(spans[index - 1]!.endedAt);
    for (const result of results) expect(result).toMatchObject({ width: 512, height: 384 });
    expect(models.stats().upscale.starts).toBe(starts);
  });

  it('drops a canceled waiting job from the queue: it never runs', SLOW, async () => {
    const running = statusReached('running');
    const first = models.upscale({ bytes: await smallImage(160, 120) }, { scale: 4, model: 'fast' }, running.hooks);
    await running.reached;
    const controller = new AbortController();
    const queued = statusReached('waiting');
    const second = models.upscale(
      { bytes: await smallImage(96, 72) },
      { scale: 4, model: 'fast' },
      { ...queued.hooks, signal: controller.signal },
    );
    await queued.reached;
    expect(models.stats().upscale.waiting).toBe(1);
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'LocalModelError', kind: 'canceled' });
    expect(models.stats().upscale.waiting).toBe(0);
    await first;
    expect(queued.statuses).toEqual(['waiting']);
    expect(queued.percents).toEqual([]);
  });

  it('stops a canceled running job between two patches, and keeps its process', SLOW, async () => {
    const controller = new AbortController();
    const starts = models.stats().upscale.starts;
    const job = models.upscale(
      { bytes: raccoon256 },
      { scale: 4, model: 'fast' },
      { signal: controller.signal, onProgress: (percent) => percent > 10 && controller.abort() },
    );
    await expect(job).rejects.toMatchObject({ kind: 'canceled' });
    const next = await models.upscale({ bytes: await smallImage(32, 24) }, { scale: 2, model: 'fast' });
    expect(next).toMatchObject({ width: 64, height: 48 });
    expect(models.stats().upscale.starts).toBe(starts);
  });

  it('refuses an input over its scale limit with the message the user sees, before decoding it', SLOW, async () => {
    const tooWide = await sharp({ create: { width: UPSCALE_MAX_SIDE[4] + 88, height: 400, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    await expect(models.upscale({ bytes: tooWide }, { scale: 4, model: 'fast' })).rejects.toMatchObject({
      kind: 'too_large',
      message: generationMessages.upscaleTooLarge(4, UPSCALE_MAX_SIDE[4], UPSCALE_MAX_SIDE[4] + 88),
    });
    const tooTall = await sharp({ create: { width: 300, height: UPSCALE_MAX_SIDE[2] + 1, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    await expect(models.upscale({ bytes: tooTall }, { scale: 2, model: 'fast' })).rejects.toMatchObject({
      kind: 'too_large',
      message: generationMessages.upscaleTooLarge(2, UPSCALE_MAX_SIDE[2], UPSCALE_MAX_SIDE[2] + 1),
    });
  });

  it('refuses a corrupt image', SLOW, async () => {
    const png = await smallImage(64, 48);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const garbage = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    for (const bytes of [truncated, garbage, Buffer.from('not an image')]) {
      await expect(models.upscale({ bytes }, { scale: 2, model: 'fast' })).rejects.toMatchObject({
        name: 'LocalModelError',
        kind: 'invalid_image',
      });
    }
    await expect(models.removeBackground({ bytes: truncated })).rejects.toMatchObject({ kind: 'invalid_image' });
  });

  it('fails the job of a killed model process clearly, and the next job starts a new one', SLOW, async () => {
    const starts = models.stats().upscale.starts;
    const job = models.upscale(
      { bytes: raccoon256 },
      { scale: 4, model: 'fast' },
      {
        onProgress: () => {
          const pid = models.stats().upscale.pid;
          if (pid) process.kill(pid, 'SIGKILL');
        },
      },
    );
    const error: unknown = await job.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LocalModelError);
    expect(error).toMatchObject({ kind: 'crashed', message: expect.stringContaining('the upscaler process stopped (signal SIGKILL)') });
    expect(models.stats().upscale).toMatchObject({ pid: null, loaded: false });
    const next = await models.upscale({ bytes: await smallImage(32, 24) }, { scale: 2, model: 'fast' });
    expect(next).toMatchObject({ width: 64, height: 48 });
    expect(models.stats().upscale.starts).toBe(starts + 1);
  });

  it('fails a job past its deadline and ends its process', SLOW, async () => {
    const hasty = createLocalModels({ timeoutMs: { upscale: 200 } });
    try {
      await expect(hasty.upscale({ bytes: raccoon256 }, { scale: 4, model: 'fast' })).rejects.toMatchObject({ kind: 'timeout' });
      expect(hasty.stats().upscale.pid).toBeNull();
    } finally {
      await hasty.close();
    }
  });
});

describe('the background remover', () => {
  it('loads its model (size and SHA-256 checked) when warmed', SLOW, async () => {
    const loadMs = await models.warm('cutout');
    console.log(`U²-Net-p load: ${loadMs} ms`);
    expect(loadMs).toBeGreaterThan(0);
    expect(models.stats().cutout.loaded).toBe(true);
  });

  it('cuts the person out of the portrait: the plain background transparent, the face and uniform opaque', SLOW, async () => {
    const portrait = await readFile(`${photos}grace-hopper.jpg`);
    const seen = hooks();
    const started = performance.now();
    const result = await models.removeBackground({ bytes: portrait }, seen);
    console.log(`background removal 512×600: ${Math.round(performance.now() - started)} ms (inference ${result.timing?.ms} ms)`);
    expect(isPng(result.bytes)).toBe(true);
    expect(await sharp(result.bytes).metadata()).toMatchObject({ width: 512, height: 600, channels: 4, hasAlpha: true });
    expect(seen.statuses).toEqual(['running']);
    expect(seen.percents.at(-1)).toBeGreaterThan(90);

    const image = await raw(result.bytes, 4);
    const meanAlpha = (left: number, top: number, width: number, height: number) => {
      let sum = 0;
      for (let y = top; y < top + height; y += 1)
        for (let x = left; x < left + width; x += 1) sum += image.pixels[(y * image.width + x) * 4 + 3] ?? 0;
      return sum / (width * height) / 255;
    };
    const regions = {
      background: meanAlpha(420, 20, 80, 230),
      face: meanAlpha(200, 170, 120, 130),
      torso: meanAlpha(150, 450, 270, 140),
    };
    console.log(
      `mean alpha: background ${regions.background.toFixed(3)}, face ${regions.face.toFixed(3)}, torso ${regions.torso.toFixed(3)}`,
    );
    expect(regions.background).toBeLessThan(0.1);
    expect(regions.face).toBeGreaterThan(0.9);
    expect(regions.torso).toBeGreaterThan(0.9);
    // The colours are the input's: only the alpha channel changed.
    const input = await raw(portrait, 4);
    const index = (300 * 512 + 260) * 4;
    expect([...image.pixels.subarray(index, index + 3)]).toEqual([...input.pixels.subarray(index, index + 3)]);

    // Over a checkerboard, for a person to look at.
    const tile = 16;
    const cells: string[] = [];
    for (let y = 0; y < 600; y += tile)
      for (let x = (y / tile) % 2 ? tile : 0; x < 512; x += 2 * tile)
        cells.push(`<rect x="${x}" y="${y}" width="${tile}" height="${tile}" fill="#bbb"/>`);
    const board = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="600"><rect width="512" height="600" fill="#fff"/>${cells.join('')}</svg>`,
    );
    await sharp(board)
      .composite([{ input: Buffer.from(result.bytes) }])
      .png()
      .toFile(`${OUT_DIR}/grace-hopper-cutout.png`);
  });

  it('gives memory back: ends a process left idle, or grown past its bound after a job', SLOW, async () => {
    const image = { bytes: await smallImage(64, 48) };
    const idle = createLocalModels({ idleMs: 100 });
    const bounded = createLocalModels({ restartAboveRssBytes: 1 });
    try {
      await idle.removeBackground(image);
      expect(idle.stats().cutout.pid).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(idle.stats().cutout).toMatchObject({ pid: null, starts: 1 });
      await bounded.removeBackground(image);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bounded.stats().cutout).toMatchObject({ pid: null, starts: 1 });
      expect(bounded.stats().cutout.peakRssBytes).toBeGreaterThan(50 * 1024 * 1024);
      // The next job starts a new process.
      expect(await bounded.removeBackground(image)).toMatchObject({ width: 64, height: 48 });
      expect(bounded.stats().cutout.starts).toBe(2);
    } finally {
      await Promise.all([idle.close(), bounded.close()]);
    }
  });

  it('keeps the colours and size of a larger photo, and runs beside the upscaler', SLOW, async () => {
    const [cutout, upscaled] = await Promise.all([
      models.removeBackground({ bytes: raccoon1024 }),
      models.upscale({ bytes: await smallImage(64, 48) }, { scale: 2, model: 'fast' }),
    ]);
    expect(cutout).toMatchObject({ width: 1024, height: 768 });
    expect(upscaled).toMatchObject({ width: 128, height: 96 });
    console.log(`background removal 1024×768: inference ${cutout.timing?.ms} ms`);
  });
});
