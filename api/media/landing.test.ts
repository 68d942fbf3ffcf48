import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_BUCKET, landingMedia, landingMediaKeys } from '../contract/landing';
import { createDemoProvider } from '../generation/providers/demo';
import { ffmpegPath } from '../generation/providers/ffmpeg';
import { type GenerationProvider, taskPrompt } from '../generation/providers/provider';
import { createStorage, type Storage } from '../storage/storage';
import { ensureLandingMedia, missingLandingMedia, startLandingMedia } from './landing';

const dirs: string[] = [];

async function freshStorage(): Promise<{ storage: Storage; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio18-landing-'));
  dirs.push(dir);
  const storage = createStorage({ dir, s3: undefined, signedUrlTtlSeconds: 60 }, 'landing-test-secret');
  await storage.ensureBuckets();
  return { storage, dir };
}

async function bytesOf(storage: Storage, key: string): Promise<Uint8Array> {
  const object = await storage.get(LANDING_BUCKET, key);
  if (!object) throw new Error(`${key} is missing`);
  return new Uint8Array(await new Response(object.body).arrayBuffer());
}

/** The demo renderer, recording which prompts it was asked to render. */
function countingProvider(): GenerationProvider & { prompts: string[] } {
  const demo = createDemoProvider({ stepDelayMs: 0 });
  const prompts: string[] = [];
  return {
    ...demo,
    prompts,
    run(task, context) {
      prompts.push(taskPrompt(task));
      return demo.run(task, context);
    },
  };
}

/** ffmpeg's description of a file we rendered. */
async function probe(bytes: Uint8Array): Promise<string> {
  const child = spawn(await ffmpegPath(), ['-hide_banner', '-i', 'pipe:0'], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.on('error', () => undefined);
  child.stdin.end(bytes);
  await new Promise((resolve) => child.once('close', resolve));
  return stderr;
}

const stillKeys = landingMediaKeys().filter((key) => key.endsWith('.webp'));
const videoKeys = landingMediaKeys().filter((key) => key.endsWith('.mp4'));

/** The storage every later test starts from: one full render, shared because it takes seconds. */
let rendered: { storage: Storage; dir: string };
let firstOutcome: Awaited<ReturnType<typeof ensureLandingMedia>>;

beforeAll(async () => {
  rendered = await freshStorage();
  firstOutcome = await ensureLandingMedia(rendered.storage);
}, 120_000);

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A storage holding copies of the rendered files except `leaveOut`. */
async function storageWithout(...leaveOut: string[]): Promise<Storage> {
  return (await folderWithout(...leaveOut)).storage;
}

async function folderWithout(...leaveOut: string[]): Promise<{ storage: Storage; dir: string }> {
  const { storage, dir } = await freshStorage();
  for (const key of landingMediaKeys()) {
    if (leaveOut.includes(key)) continue;
    const info = await rendered.storage.head(LANDING_BUCKET, key);
    await storage.put(LANDING_BUCKET, key, await bytesOf(rendered.storage, key), { contentType: info!.contentType });
  }
  return { storage, dir };
}

describe('landing media', () => {
  it('renders every file into a fresh storage: H.264 mp4 clips and WebP stills, under landing/ in the public gallery bucket', async () => {
    expect(firstOutcome.rendered).toEqual(landingMediaKeys());
    expect(landingMediaKeys()).toHaveLength(17);
    expect(await missingLandingMedia(rendered.storage)).toEqual([]);

    for (const key of videoKeys) {
      expect(key).toMatch(/^landing\/[a-z0-9-]+\.mp4$/);
      const info = await rendered.storage.head(LANDING_BUCKET, key);
      expect(info?.contentType).toBe('video/mp4');
      const bytes = await bytesOf(rendered.storage, key);
      expect(String.fromCharCode(...bytes.subarray(4, 8))).toBe('ftyp');
      const description = await probe(bytes);
      expect(description).toMatch(/Video: h264/);
      expect(description).toMatch(/yuv420p/);
      // Small and short: ~3 s at 12 fps.
      expect(description).toMatch(/Duration: 00:00:0[23]\./);
      expect(bytes.length).toBeLessThan(400_000);
    }
    // The hero and the samples without the renderer's caption band along the bottom; the tutorial whole.
    expect(await probe(await bytesOf(rendered.storage, landingMedia.hero.video))).toMatch(/640x272/);
    expect(await probe(await bytesOf(rendered.storage, landingMedia.samples[0]!.video))).toMatch(/360x540/);
    expect(await probe(await bytesOf(rendered.storage, landingMedia.tutorial.video))).toMatch(/640x360/);

    for (const key of stillKeys) {
      const info = await rendered.storage.head(LANDING_BUCKET, key);
      expect(info?.contentType).toBe('image/webp');
      const metadata = await sharp(await bytesOf(rendered.storage, key)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBeGreaterThan(0);
    }
    // A poster is its clip's first frame, so it has the clip's shape.
    expect(await sharp(await bytesOf(rendered.storage, landingMedia.hero.poster)).metadata()).toMatchObject({ width: 640, height: 272 });
    expect(await sharp(await bytesOf(rendered.storage, landingMedia.samples[2]!.poster)).metadata()).toMatchObject({
      width: 360,
      height: 540,
    });
    expect(await sharp(await bytesOf(rendered.storage, landingMedia.tutorial.poster)).metadata()).toMatchObject({
      width: 640,
      height: 360,
    });
    expect(await sharp(await bytesOf(rendered.storage, landingMedia.examples[0]!)).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(rendered.storage.publicUrl(LANDING_BUCKET, landingMedia.hero.video)).toBe('/storage/v1/object/public/gallery/landing/hero.mp4');
  });

  it('does nothing on a second call: nothing is rendered and the files keep their bytes', async () => {
    const before = await rendered.storage.head(LANDING_BUCKET, landingMedia.hero.video);
    const provider = countingProvider();
    const outcome = await ensureLandingMedia(rendered.storage, { provider });
    expect(outcome).toEqual({ rendered: [], retyped: [] });
    expect(provider.prompts).toEqual([]);
    expect((await rendered.storage.head(LANDING_BUCKET, landingMedia.hero.video))?.etag).toBe(before?.etag);
  });

  it("never overwrites the operator's own files; only the missing ones are rendered", async () => {
    const storage = await storageWithout(landingMedia.hero.video, landingMedia.hero.poster, landingMedia.samples[0]!.poster);
    const ownVideo = await bytesOf(rendered.storage, landingMedia.tutorial.video);
    const ownPoster = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    await storage.put(LANDING_BUCKET, landingMedia.hero.video, ownVideo, { contentType: 'video/mp4' });
    await storage.put(LANDING_BUCKET, landingMedia.hero.poster, ownPoster, { contentType: 'image/jpeg' });

    const provider = countingProvider();
    const outcome = await ensureLandingMedia(storage, { provider });
    expect(outcome.rendered).toEqual([landingMedia.samples[0]!.poster]);
    expect(provider.prompts).toEqual(['Alpine lake at first light']);
    expect(await bytesOf(storage, landingMedia.hero.video)).toEqual(ownVideo);
    expect(await bytesOf(storage, landingMedia.hero.poster)).toEqual(new Uint8Array(ownPoster));
    expect((await storage.head(LANDING_BUCKET, landingMedia.hero.poster))?.contentType).toBe('image/jpeg');
    // The re-rendered still is the same file as before: renders are deterministic.
    expect(await bytesOf(storage, landingMedia.samples[0]!.poster)).toEqual(
      await bytesOf(rendered.storage, landingMedia.samples[0]!.poster),
    );
  });

  it('gives a file copied straight into the storage folder (no content type) the type its bytes show, keeping its bytes', async () => {
    const { storage, dir } = await folderWithout(landingMedia.hero.video);
    const copied = await bytesOf(rendered.storage, landingMedia.samples[1]!.video);
    await mkdir(path.join(dir, LANDING_BUCKET, 'landing'), { recursive: true });
    await writeFile(path.join(dir, LANDING_BUCKET, landingMedia.hero.video), copied);
    expect((await storage.head(LANDING_BUCKET, landingMedia.hero.video))?.contentType).toBe('application/octet-stream');

    const provider = countingProvider();
    const outcome = await ensureLandingMedia(storage, { provider });
    expect(outcome).toEqual({ rendered: [], retyped: [landingMedia.hero.video] });
    expect(provider.prompts).toEqual([]);
    expect((await storage.head(LANDING_BUCKET, landingMedia.hero.video))?.contentType).toBe('video/mp4');
    expect(await bytesOf(storage, landingMedia.hero.video)).toEqual(copied);
  });

  it('is safe when two processes start together: both finish and the files are whole', async () => {
    const storage = await storageWithout(...stillKeys);
    const [first, second] = await Promise.all([ensureLandingMedia(storage), ensureLandingMedia(storage)]);
    expect([...new Set([...first.rendered, ...second.rendered])].sort()).toEqual([...stillKeys].sort());
    for (const key of stillKeys) {
      expect(await bytesOf(storage, key)).toEqual(await bytesOf(rendered.storage, key));
    }
  });

  describe('at server start', () => {
    const logger = { info: () => undefined, warn: () => undefined };

    it('with LANDING_MEDIA=false checks and renders nothing', async () => {
      const { storage } = await freshStorage();
      const run = await startLandingMedia(storage, { enabled: false, logger });
      expect(run.line).toBe(
        'off (LANDING_MEDIA=false, or unset in production); the landing page uses the files in gallery/landing/ if any',
      );
      await run.stop();
      expect(await missingLandingMedia(storage)).toHaveLength(landingMediaKeys().length);
    });

    it('says the files are there when they are', async () => {
      const run = await startLandingMedia(rendered.storage, { enabled: true, logger });
      expect(run.line).toBe('17 files in gallery/landing/');
      await run.stop();
    });

    it('renders the missing ones in the background, and stop() ends that work without an error', async () => {
      const storage = await storageWithout(landingMedia.hero.video, landingMedia.tutorial.video);
      const warnings: string[] = [];
      const run = await startLandingMedia(storage, {
        enabled: true,
        logger: { info: () => undefined, warn: (message) => warnings.push(message) },
      });
      expect(run.line).toBe(
        'rendering 2 of 17 files into gallery/landing/ in the background (demo renderer; LANDING_MEDIA=false turns this off)',
      );
      await run.stop();
      expect(warnings).toEqual([]);
      // Stopped early: what is still missing is made at the next start.
      const next = await startLandingMedia(storage, {
        enabled: true,
        logger: { info: () => undefined, warn: (message) => warnings.push(message) },
      });
      expect(next.line).toMatch(/^rendering [12] of 17 files|^17 files/);
      await next.stop();
    });
  });
});
