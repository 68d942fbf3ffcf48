/**
 * The output safety models, in a worker thread of their own so that loading them (a few seconds) and
 * running them (a fraction of a second per image) never blocks the server's event loop. Plain
 * JavaScript so that both Node (tests, `npm run worker` under Node) and Bun start it without a loader.
 *
 * Messages in: { id, width, height, pixels } (pixels: RGB bytes, row-major, transferred).
 * Messages out: { id, ok: true, result: { faces, sexual, ms } } or { id, ok: false, error }.
 * The models load once, on the first message, from files inside node_modules (never the network).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';

/* global console */

const require = createRequire(import.meta.url);

/** The package folder of a module, from its package.json. */
function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

let loading;

async function load() {
  const started = performance.now();
  // face-api's node WASM build brings @tensorflow/tfjs and the WASM backend; nsfwjs is required through
  // CommonJS too, so that both use the same tfjs instance.
  const faceapi = require(path.join(packageDir('@vladmandic/face-api'), 'dist/face-api.node-wasm.js'));
  const tf = faceapi.tf;
  const wasmDir = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + path.sep;
  tf.setWasmPaths(wasmDir);
  await tf.setBackend('wasm');
  await tf.ready();
  tf.env().set('PROD', true);
  const modelDir = path.join(packageDir('@vladmandic/face-api'), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.ageGenderNet.loadFromDisk(modelDir);
  const nsfwjs = require('nsfwjs');
  // nsfwjs announces the model it uses on the console: not a line for the server's log.
  const info = console.info;
  console.info = () => undefined;
  let nsfw;
  try {
    nsfw = await nsfwjs.load('MobileNetV2');
  } finally {
    console.info = info;
  }
  return { faceapi, tf, nsfw, loadMs: performance.now() - started };
}

const FACE_OPTIONS_MIN_CONFIDENCE = 0.4;

async function analyse(models, width, height, pixels) {
  const { faceapi, tf, nsfw } = models;
  const started = performance.now();
  const image = tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const detections = await faceapi
      .detectAllFaces(image, new faceapi.SsdMobilenetv1Options({ minConfidence: FACE_OPTIONS_MIN_CONFIDENCE }))
      .withAgeAndGender();
    const faces = detections.map((d) => ({
      age: Math.round(d.age * 10) / 10,
      score: Math.round(d.detection.score * 1000) / 1000,
      box: {
        x: Math.round(d.detection.box.x),
        y: Math.round(d.detection.box.y),
        width: Math.round(d.detection.box.width),
        height: Math.round(d.detection.box.height),
      },
    }));
    const predictions = await nsfw.classify(image, 5);
    const sexual = { porn: 0, hentai: 0, sexy: 0, neutral: 0, drawing: 0 };
    for (const p of predictions) sexual[p.className.toLowerCase()] = Math.round(p.probability * 1000) / 1000;
    return { faces, sexual, ms: Math.round(performance.now() - started) };
  } finally {
    image.dispose();
  }
}

parentPort.on('message', async (message) => {
  const { id, width, height, pixels } = message;
  try {
    loading ??= load();
    const models = await loading;
    if (message.type === 'load') {
      parentPort.postMessage({ id, ok: true, result: { loadMs: Math.round(models.loadMs) } });
      return;
    }
    const result = await analyse(models, width, height, new Uint8Array(pixels));
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
