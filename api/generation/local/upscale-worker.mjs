/**
 * The upscaler's model process: ESRGAN slim ('fast') and ESRGAN medium ('quality'), ×2 and ×4, run by
 * UpscalerJS on tfjs's WASM backend (one thread under Node and Bun). A child process of its own, so the
 * WASM heap is not the server's: the server reads this process's peak memory and ends it to give the
 * memory back. Plain JavaScript so that Node (tests) and Bun (the server) both start it without a loader.
 *
 * Messages in (IPC, advanced serialization): { id, type: 'load' } or
 * { id, type: 'upscale', width, height, pixels, scale: 2|4, model: 'fast'|'quality', patchSize, padding }
 * (pixels: RGB bytes, row-major), and { id, type: 'cancel' } for a running job.
 * Messages out: { id, type: 'status', status: 'loading' | 'running' } (loading: a model must load
 * first), { id, type: 'progress', percent } per patch (0..100), then
 * { id, type: 'done', ok: true, result: { width, height, pixels, ms, loadMs, startedAt, endedAt } }
 * or { id, type: 'done', ok: false, error, canceled? }.
 *
 * Each model loads once, on the first job that needs it, from the model package's files inside
 * node_modules (never the network: fetch refuses in this process), and is kept for the life of the
 * process. UpscalerJS's node entry needs @tensorflow/tfjs-node, which is not installed: its shared core
 * and node model loader are taken from the same package's node build and given plain tfjs; tfjs-node's
 * file:// model loader is replaced by a small one reading the files with fs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/* global AbortController */

const require = createRequire(import.meta.url);

/** The package folder of a module (found without its package.json being exported). */
function packageDir(name) {
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`the package ${name} is not installed`);
}

// The model files are all this process reads: nothing may come over the network.
globalThis.fetch = async (url) => {
  throw new Error(`the upscaler makes no network requests (asked for ${String(url)})`);
};

const MODEL_PACKAGES = {
  fast: { name: '@upscalerjs/esrgan-slim' },
  quality: { name: '@upscalerjs/esrgan-medium' },
};

/** The model definitions the packages export for each scale. */
function modelDefinition(model, scale) {
  switch (`${model}:${scale}`) {
    case 'fast:2':
      return require('@upscalerjs/esrgan-slim/2x');
    case 'fast:4':
      return require('@upscalerjs/esrgan-slim/4x');
    case 'quality:2':
      return require('@upscalerjs/esrgan-medium/2x');
    case 'quality:4':
      return require('@upscalerjs/esrgan-medium/4x');
    default:
      throw new Error(`no upscaler model ${model} ×${scale}`);
  }
}

let runtime;

/** tfjs on the WASM backend, with a file:// model loader, and UpscalerJS's core built on that tfjs. */
async function loadRuntime() {
  const tf = require('@tensorflow/tfjs');
  const wasm = require('@tensorflow/tfjs-backend-wasm');
  wasm.setWasmPaths(path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + path.sep);
  await tf.setBackend('wasm');
  await tf.ready();
  tf.env().set('PROD', true);
  tf.io.registerLoadRouter((url) => (typeof url === 'string' && url.startsWith('file://') ? fileModel(tf, fileURLToPath(url)) : null));

  const nodeBuild = path.join(packageDir('upscaler'), 'dist/node/upscalerjs/src');
  const { getUpscaler } = require(path.join(nodeBuild, 'shared/index.js'));
  const { loadModel } = require(path.join(nodeBuild, 'node/loadModel.node.js'));
  const { getImageAsTensor, tensorAsBase64, checkValidEnvironment } = require(path.join(nodeBuild, 'node/image.node.js'));
  const { getUpscaleOptions } = require(path.join(nodeBuild, 'node/args.node.js'));
  const Upscaler = getUpscaler({ tf, getUpscaleOptions, loadModel, getImageAsTensor, tensorAsBase64, checkValidEnvironment });
  return { tf, Upscaler, models: new Map() };
}

/** A tfjs IO handler that reads a layers model (model.json and its weight shards) from disk. */
function fileModel(tf, modelPath) {
  return {
    async load() {
      const json = JSON.parse(await readFile(modelPath, 'utf8'));
      return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
        const specs = [];
        const shards = [];
        for (const group of manifest) {
          specs.push(...group.weights);
          for (const shard of group.paths) shards.push(await readFile(path.join(path.dirname(modelPath), shard)));
        }
        const weights = Buffer.concat(shards);
        return [specs, weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength)];
      });
    },
  };
}

/** The upscaler of one model and scale, loaded on first use and kept; `onLoad` is told when it must load. */
async function upscalerFor(model, scale, onLoad) {
  const key = `${model}:${scale}`;
  const started = performance.now();
  if (!runtime) onLoad();
  runtime ??= loadRuntime();
  const { Upscaler, models } = await runtime.catch((error) => {
    // A runtime that failed to start is tried again by the next job.
    runtime = undefined;
    throw error;
  });
  let entry = models.get(key);
  if (!entry) {
    onLoad();
    const definition = modelDefinition(model, scale);
    const file = path.join(packageDir(MODEL_PACKAGES[model].name), definition._internals.path);
    const upscaler = new Upscaler({ model: { ...definition, path: pathToFileURL(file).href } });
    entry = upscaler.ready.then(() => upscaler);
    models.set(key, entry);
    // A model that failed to load is tried again by the next job.
    entry.catch(() => models.delete(key));
  }
  const upscaler = await entry;
  return { upscaler, loadMs: performance.now() - started };
}

/** The controllers of running jobs, so a cancel message can stop one between two patches. */
const running = new Map();
/** Jobs stopped by a cancel message: their failure is answered as canceled. */
const canceledJobs = new Set();

async function upscale(message) {
  const { id, width, height, scale, model } = message;
  let loadingSent = false;
  const { upscaler, loadMs } = await upscalerFor(model, scale, () => {
    if (!loadingSent) send({ id, type: 'status', status: 'loading' });
    loadingSent = true;
  });
  const { tf } = await runtime;
  send({ id, type: 'status', status: 'running' });
  const controller = new AbortController();
  running.set(id, controller);
  const startedAt = Date.now();
  const started = performance.now();
  const input = tf.tensor3d(message.pixels, [height, width, 3], 'float32');
  let output;
  try {
    output = await upscaler.execute(input, {
      output: 'tensor',
      patchSize: message.patchSize,
      padding: message.padding,
      signal: controller.signal,
      // Between patches the event loop turns, so a cancel message is seen.
      awaitNextFrame: true,
      progress: (fraction) => send({ id, type: 'progress', percent: Math.round(fraction * 1000) / 10 }),
    });
  } finally {
    running.delete(id);
    if (!input.isDisposed) input.dispose();
  }
  try {
    const [outHeight, outWidth] = output.shape;
    // The WASM backend's own view of the tensor (no copy; tfjs's readSync would copy all of it), converted
    // to bytes by a clamped array (clamped to 0..255 and rounded).
    const backend = tf.backend();
    const values = typeof backend.typedArrayFromHeap === 'function' ? backend.typedArrayFromHeap(output) : output.dataSync();
    const clamped = new Uint8ClampedArray(values.length);
    clamped.set(values);
    const pixels = new Uint8Array(clamped.buffer);
    return {
      width: outWidth,
      height: outHeight,
      pixels,
      ms: Math.round(performance.now() - started),
      loadMs: Math.round(loadMs),
      startedAt,
      endedAt: Date.now(),
    };
  } finally {
    output.dispose();
  }
}

/** Loads the runtime and every model (warm start); answers the time it took. */
async function loadAll() {
  const started = performance.now();
  for (const model of Object.keys(MODEL_PACKAGES)) for (const scale of [2, 4]) await upscalerFor(model, scale, () => undefined);
  return { loadMs: Math.round(performance.now() - started) };
}

function send(message) {
  if (process.connected) process.send(message);
}

process.on('message', async (message) => {
  const { id, type } = message;
  if (type === 'cancel') {
    const controller = running.get(id);
    if (controller) {
      canceledJobs.add(id);
      controller.abort();
    }
    return;
  }
  try {
    const result = type === 'load' ? await loadAll() : await upscale(message);
    canceledJobs.delete(id);
    send({ id, type: 'done', ok: true, result });
  } catch (error) {
    const canceled = canceledJobs.delete(id);
    send({ id, type: 'done', ok: false, canceled, error: error instanceof Error ? error.message : String(error) });
  }
});

// The server went away: so does its model process.
process.on('disconnect', () => process.exit(0));
