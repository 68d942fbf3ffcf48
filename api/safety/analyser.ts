import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

/**
 * The output safety analyser: a face detector with an age estimate (face-api's SSD MobileNet v1 and
 * age/gender nets) and an image classifier of sexual content (nsfwjs's MobileNetV2: drawing, hentai,
 * neutral, porn, sexy), both on tfjs's WASM backend, with their models read from node_modules.
 *
 * The models run in one worker thread (analyser-worker.mjs), started on the first analysis and kept
 * for the life of the process, so a slow inference never blocks the event loop. Analyses are queued
 * and run one at a time: a burst waits its turn rather than loading the models twice or holding
 * every image in memory at once; past `maxQueued` waiting analyses, an analysis fails at once.
 * Images are decoded here with sharp (off the event loop, in libuv's pool), scaled down to at most
 * 640 px on their longer side, and sent to the worker as raw RGB.
 *
 * Both models are noisy (adults estimated in their teens, ordinary photos scored sexual): their
 * figures route an output to a person (api/safety/rule.ts), they never decide alone.
 */

export interface FaceFinding {
  /** Estimated age in years. */
  age: number;
  /** The detector's confidence, 0 to 1. */
  score: number;
  /** In the analysed image's pixels (scaled to at most 640 px on the longer side). */
  box: { x: number; y: number; width: number; height: number };
}

export interface SexualScores {
  porn: number;
  hentai: number;
  sexy: number;
  neutral: number;
  drawing: number;
}

export interface Analysis {
  faces: FaceFinding[];
  sexual: SexualScores;
  /** Time of the inference itself, without waiting in the queue or loading the models. */
  ms: number;
}

/** What the runner and the upload route need; tests of other parts inject a stand-in. */
export interface Analyser {
  analyse(bytes: Uint8Array): Promise<Analysis>;
  /** Loads the models now (they load on first use otherwise); answers the load time in ms. */
  warm(): Promise<number>;
  close(): Promise<void>;
}

/** Failure of the models (or the worker) on one image: the caller applies its fail-closed rule. */
export class AnalyserError extends Error {
  override name = 'AnalyserError';
}

const MAX_SIDE = 640;

interface WorkerReply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export interface AnalyserOptions {
  /** Analyses allowed to wait at once before new ones fail (default 64). */
  maxQueued?: number;
  /** Longest one analysis may take, model loading included (default 120 s). */
  timeoutMs?: number;
}

/** Decodes any image sharp reads (first frame) to RGB, at most MAX_SIDE px on its longer side. */
export async function decodeForAnalysis(bytes: Uint8Array): Promise<{ width: number; height: number; pixels: ArrayBuffer }> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .removeAlpha()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  return { width: info.width, height: info.height, pixels };
}

export function createModelAnalyser(options: AnalyserOptions = {}): Analyser {
  const maxQueued = options.maxQueued ?? 64;
  const timeoutMs = options.timeoutMs ?? 120_000;
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function getWorker(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./analyser-worker.mjs', import.meta.url));
    started.unref();
    started.on('message', (reply: WorkerReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new AnalyserError(reply.error ?? 'the safety models failed'));
    });
    // A worker that dies is started again on the next analysis.
    const forget = (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(new AnalyserError(`the safety models stopped: ${error.message}`));
    };
    started.on('error', forget);
    started.on('exit', (code) => forget(new Error(`exit code ${code}`)));
    worker = started;
    return started;
  }

  function call(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    const target = getWorker();
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!pending.delete(id)) return;
        reject(new AnalyserError(`the safety models did not answer within ${timeoutMs} ms`));
        // A stuck worker is replaced: the next analysis starts a new one.
        void target.terminate();
      }, timeoutMs);
      timer.unref?.();
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      target.postMessage({ ...message, id }, transfer);
    });
  }

  /** Runs `task` after every analysis queued before it. */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (queued >= maxQueued) return Promise.reject(new AnalyserError('too many images are waiting for the safety check'));
    queued += 1;
    const run = tail.then(task, task);
    tail = run
      .catch(() => undefined)
      .finally(() => {
        queued -= 1;
      });
    return run;
  }

  return {
    async analyse(bytes) {
      let decoded;
      try {
        decoded = await decodeForAnalysis(bytes);
      } catch (error) {
        throw new AnalyserError(`the image could not be decoded: ${error instanceof Error ? error.message : String(error)}`);
      }
      return enqueue(async () => (await call({ type: 'analyse', ...decoded }, [decoded.pixels])) as Analysis);
    },
    async warm() {
      const result = (await enqueue(() => call({ type: 'load' }))) as { loadMs: number };
      return result.loadMs;
    },
    async close() {
      const current = worker;
      worker = undefined;
      failAll(new AnalyserError('the safety analyser was closed'));
      if (current) await current.terminate();
    },
  };
}
