/**
 * The background remover's model process: U²-Net-p (the small U²-Net salient object detector) on
 * onnxruntime-node's CPU provider, in a child process of its own so that its native heap is not the
 * server's: the server reads this process's peak memory and ends it to give the memory back. Plain
 * JavaScript so that Node (tests) and Bun (the server) both start it without a loader.
 *
 * Messages in (IPC, advanced serialization): { id, type: 'load' } or
 * { id, type: 'cutout', width, height, pixels } (pixels: RGBA bytes, row-major).
 * Messages out: { id, type: 'status', status: 'loading' | 'running' } (loading: the model must load
 * first), { id, type: 'progress', percent } at each stage, then
 * { id, type: 'done', ok: true, result: { width, height, pixels, ms, loadMs, startedAt, endedAt } } with
 * the RGBA pixels of the cut-out (the input's colours, its alpha times the mask), or
 * { id, type: 'done', ok: false, error }.
 *
 * The model is read once, on the first job, from models/u2netp/u2netp.onnx in the repository (never the
 * network: fetch refuses in this process); its size and SHA-256 are checked first and a file that
 * differs is refused. The session keeps to `--threads` intra-op threads (1 by default) so the server's
 * own process keeps a core to answer with.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

globalThis.fetch = async (url) => {
  throw new Error(`the background remover makes no network requests (asked for ${String(url)})`);
};

const MODEL_FILE = fileURLToPath(new URL('../../../models/u2netp/u2netp.onnx', import.meta.url));
const MODEL_BYTES = 4_574_861;
const MODEL_SHA256 = '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8';
/** The model's input side, and ImageNet's channel means and deviations it was trained with. */
const SIDE = 320;
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

const threadsArgument = process.argv.find((argument) => argument.startsWith('--threads='));
const THREADS = Math.min(2, Math.max(1, Number(threadsArgument?.slice('--threads='.length)) || 1));

// libvips in this process: one thread is enough for a 320 px resize, and the cache is of no use here.
sharp.concurrency(1);
sharp.cache(false);

let loading;

async function load() {
  const started = performance.now();
  const size = (await stat(MODEL_FILE)).size;
  if (size !== MODEL_BYTES) throw new Error(`the model file ${MODEL_FILE} has ${size} bytes, not ${MODEL_BYTES}: refused`);
  const bytes = await readFile(MODEL_FILE);
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (bytes.length !== MODEL_BYTES || digest !== MODEL_SHA256)
    throw new Error(`the model file ${MODEL_FILE} has SHA-256 ${digest}, not ${MODEL_SHA256}: refused`);
  const ort = require('onnxruntime-node');
  const session = await ort.InferenceSession.create(bytes, {
    executionProviders: ['cpu'],
    intraOpNumThreads: THREADS,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    // Without the arena allocator the process peaks some 200 MB lower (about 400 MB instead of 600 MB),
    // at no measurable cost in speed.
    enableCpuMemArena: false,
  });
  return { ort, session, loadMs: performance.now() - started };
}

/**
 * The model's input: the image squeezed to 320×320, divided by its brightest value and normalised with
 * ImageNet's means and deviations, as U²-Net's own preprocessing does; planar float32, 1×3×320×320.
 */
async function modelInput(ort, pixels, width, height) {
  const small = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .resize(SIDE, SIDE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let brightest = 1e-6;
  for (const value of small) if (value > brightest) brightest = value;
  const plane = SIDE * SIDE;
  const data = new Float32Array(3 * plane);
  for (let index = 0; index < plane; index += 1) {
    for (let channel = 0; channel < 3; channel += 1) {
      data[channel * plane + index] = (small[index * 3 + channel] / brightest - MEAN[channel]) / STD[channel];
    }
  }
  return new ort.Tensor('float32', data, [1, 3, SIDE, SIDE]);
}

/** The first output (d0, the fused saliency map) stretched to 0..255. */
function maskOf(values) {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const range = max - min || 1;
  const mask = new Uint8Array(values.length);
  for (let index = 0; index < values.length; index += 1) mask[index] = Math.round(((values[index] - min) / range) * 255);
  return mask;
}

async function cutout(message) {
  const { id, width, height } = message;
  const started = performance.now();
  if (!loading) send({ id, type: 'status', status: 'loading' });
  loading ??= load();
  // A model that failed to load (or was refused) is tried again by the next job.
  const models = await loading.catch((error) => {
    loading = undefined;
    throw error;
  });
  const loadMs = performance.now() - started;
  send({ id, type: 'status', status: 'running' });
  const startedAt = Date.now();
  const inferenceStarted = performance.now();
  const pixels = message.pixels;
  const { ort, session } = models;
  const input = await modelInput(ort, pixels, width, height);
  send({ id, type: 'progress', percent: 20 });
  const outputs = await session.run({ [session.inputNames[0]]: input }, [session.outputNames[0]]);
  const saliency = outputs[session.outputNames[0]];
  send({ id, type: 'progress', percent: 80 });
  const small = maskOf(saliency.data);
  const mask = await sharp(small, { raw: { width: SIDE, height: SIDE, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * 4 + 3] = Math.round((mask[index] * pixels[index * 4 + 3]) / 255);
  }
  input.dispose?.();
  saliency.dispose?.();
  send({ id, type: 'progress', percent: 95 });
  return {
    width,
    height,
    pixels,
    ms: Math.round(performance.now() - inferenceStarted),
    loadMs: Math.round(loadMs),
    startedAt,
    endedAt: Date.now(),
  };
}

function send(message) {
  if (process.connected) process.send(message);
}

process.on('message', async (message) => {
  const { id, type } = message;
  // A job runs in one short inference: a cancel is honoured by the server dropping the answer.
  if (type === 'cancel') return;
  try {
    let result;
    if (type === 'load') {
      loading ??= load();
      result = { loadMs: Math.round((await loading).loadMs) };
    } else {
      result = await cutout(message);
    }
    send({ id, type: 'done', ok: true, result });
  } catch (error) {
    if (type === 'load') loading = undefined;
    send({ id, type: 'done', ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});

// The server went away: so does its model process.
process.on('disconnect', () => process.exit(0));
