import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CUTOUT_MAX_SIDE, cutoutSizeProblem, UPSCALE_MAX_SIDE, upscaleSizeProblem } from '../../contract/generation';

/**
 * The AI models this server runs itself, for the `local` provider: an upscaler (ESRGAN slim 'fast' and
 * ESRGAN medium 'quality', ×2 and ×4, through UpscalerJS on tfjs's WASM backend; upscale-worker.mjs) and
 * a background remover (U²-Net-p on onnxruntime-node; cutout-worker.mjs). No network at run time: the
 * ESRGAN weights are read from their packages in node_modules, U²-Net-p from models/u2netp in the
 * repository (its size and SHA-256 are checked before it is used).
 *
 * One child process per model family, started with the server's own runtime (process.execPath: Bun
 * for the site, Node under the tests) on the first job and kept: each model loads once, lazily, on the
 * first job that needs it, and stays loaded for the life of its process. A process of its own, rather
 * than a worker thread, keeps the WASM and ONNX heaps out of the server's (a WASM memory never shrinks),
 * lets the server read the model's peak memory (VmHWM) and give the memory back by ending it: after
 * `idleMs` without a job, or after a job that left it above `restartAboveRssBytes`, and runs it at a
 * lower CPU priority (nice 10) than the server, so requests are answered first on a busy machine. A
 * process that crashes fails its job with a clear error and is started again by the next job.
 *
 * Jobs run one at a time per model (a serial queue): a burst waits its turn rather than loading a
 * model twice or holding several large images at once; past `maxQueued` waiting jobs a job fails at
 * once. A waiting job whose signal aborts leaves the queue and never runs. A running job whose signal
 * aborts is answered `canceled` at once, while its model finishes or stops in the background: the
 * upscaler stops between two patches, the background remover (one inference of a fraction of a second)
 * finishes and its answer is dropped; either way the next job starts only after the process is free
 * again, or after it was ended when it did not stop within `cancelGraceMs`. Each running job has a
 * deadline (`timeoutMs`, model loading included); a job past it fails and its process is ended.
 *
 * Memory stays bounded: inputs are checked against their size limits from the image header before
 * any pixel is decoded (UPSCALE_MAX_SIDE per scale: outputs within 2048 px a side; CUTOUT_MAX_SIDE),
 * images are decoded and encoded here with sharp (in libuv's pool, off the event loop) and travel to
 * the model process as raw pixels; the upscaler works in patches (`patchSize` plus `padding` pixels of
 * context on each side), so its working memory is a patch's, plus the output image.
 *
 * Measured on a 2-core machine under Bun (one core per model process: tfjs's WASM backend runs one
 * thread under Node and Bun; the ONNX session is given `cutoutThreads`, 1 by default): ESRGAN slim takes
 * about 35 µs per input pixel at ×2 or ×4 (256×192 ×4: 2 s; 512×512 ×4: 11 s; 1024×1024 ×2: 32 s),
 * ESRGAN medium about 90 µs (512×512 ×4: 28 s; 1024×1024 ×2: 90 s); a cold start adds 0.2 to 0.4 s
 * (process, WASM runtime and weights). U²-Net-p takes about 0.45 s per image whatever its size, plus
 * 0.1 s to load. Peak memory of a model process at the size limits: upscaler about 450 MB, background
 * remover about 450 MB (400 MB for an ordinary photo). The server's event loop is held at most some
 * 20 ms per job, by the arrival of the pixels over IPC.
 *
 * The model process runs on the server's own runtime because the IPC's 'advanced' serialization is
 * not understood between a Bun parent and a Node child or the other way round.
 */

export { CUTOUT_MAX_SIDE, UPSCALE_MAX_SIDE };

/** The model processes' nice value (0 normal, 19 lowest): below the server's, so requests come first. */
const MODEL_NICENESS = 10;

/** Any input: pixels sharp may decode at all (the same cap as an upload's). */
export const LOCAL_MAX_INPUT_PIXELS = 40_000_000;

export type UpscaleScale = 2 | 4;
export type UpscaleModel = 'fast' | 'quality';
export type LocalModelName = 'upscale' | 'cutout';

/** An image to work on: any format sharp reads (its first frame). */
export interface LocalInput {
  bytes: Uint8Array;
}

/** A PNG the models made (RGB for an upscale, RGBA for a cut-out). */
export interface LocalOutput {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** What the model process measured. */
  timing?: LocalTiming;
}

/** Where a job is: waiting for its model, loading the model (a cold start), running. */
export type LocalJobStatus = 'waiting' | 'loading' | 'running';

export interface LocalJobHooks {
  signal?: AbortSignal;
  /** The model's own progress, 0..100 (per patch for the upscaler). */
  onProgress?(percent: number): void;
  onStatus?(status: LocalJobStatus): void;
}

export interface LocalModelStats {
  /** The model process now, if one runs. */
  pid: number | null;
  /** The highest peak resident memory (VmHWM) of this model's processes so far; null where /proc is missing. */
  peakRssBytes: number | null;
  /** The running process has loaded a model. */
  loaded: boolean;
  /** Jobs waiting for the model. */
  waiting: number;
  /** Processes started so far (1 after the first job; more after crashes, idle ends or restarts). */
  starts: number;
}

export interface LocalModels {
  upscale(image: LocalInput, options: { scale: UpscaleScale; model: UpscaleModel }, hooks?: LocalJobHooks): Promise<LocalOutput>;
  /** The subject kept, the rest transparent: a PNG with alpha of the input's size. */
  removeBackground(image: LocalInput, hooks?: LocalJobHooks): Promise<LocalOutput>;
  /** Starts the model process and loads its models now; answers the load time in ms. */
  warm(which: LocalModelName): Promise<number>;
  stats(): Record<LocalModelName, LocalModelStats>;
  /** Ends both processes; waiting and running jobs fail. A later job starts them again. */
  close(): Promise<void>;
}

export type LocalModelErrorKind = 'too_large' | 'invalid_image' | 'canceled' | 'timeout' | 'crashed' | 'busy' | 'closed' | 'failed';

/** Why a local job failed; `message` is fit for the user only for 'too_large'. */
export class LocalModelError extends Error {
  override name = 'LocalModelError';
  constructor(
    readonly kind: LocalModelErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface LocalModelsOptions {
  /** Jobs allowed to wait per model before new ones fail at once (default 32). */
  maxQueued?: number;
  /** Longest one job may run, model loading included, per model (default 600 s upscale, 120 s cutout). */
  timeoutMs?: Partial<Record<LocalModelName, number>>;
  /** How long a canceled running job may take to stop before its process is ended (default 10 s). */
  cancelGraceMs?: number;
  /** A model process without a job for this long is ended to give its memory back (default 10 min; 0: never). */
  idleMs?: number;
  /** A model process whose resident memory is above this after a job is ended (default 768 MiB; 0: never). */
  restartAboveRssBytes?: number;
  /** The upscaler's patch size in input px (default 64) and the context around each patch (default 8). */
  patchSize?: number;
  padding?: number;
  /** Intra-op threads of the background remover's ONNX session, 1 or 2 (default 1). */
  cutoutThreads?: number;
}

const LABELS: Record<LocalModelName, string> = { upscale: 'upscaler', cutout: 'background remover' };

interface WorkerMessage {
  id: number;
  type: 'progress' | 'status' | 'done';
  percent?: number;
  status?: LocalJobStatus;
  ok?: boolean;
  canceled?: boolean;
  error?: string;
  result?: Record<string, unknown>;
}

interface WorkerResult {
  width: number;
  height: number;
  pixels: Uint8Array;
  ms: number;
  loadMs: number;
  startedAt: number;
  endedAt: number;
}

/** Reads one figure (kB) from /proc/<pid>/status, in bytes; null where there is none. */
function procStatus(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

interface Waiter {
  start(): void;
  fail(error: Error): void;
}

interface ProcessOptions {
  timeoutMs: number;
  maxQueued: number;
  cancelGraceMs: number;
  idleMs: number;
  restartAboveRssBytes: number;
}

interface RunningJob {
  id: number;
  child: ChildProcess;
  onMessage(message: WorkerMessage): void;
  onGone(error: LocalModelError): void;
}

/**
 * One model process and its queue: the process is started by the first job, jobs run one at a time,
 * and the process is ended when idle, when grown too large, on a deadline, on a cancel it does not
 * honour in time, or by close.
 */
class ModelProcess {
  private child: ChildProcess | undefined;
  private nextId = 0;
  private job: RunningJob | undefined;
  private readonly waiting: Waiter[] = [];
  private busy = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private peak: number | null = null;
  private loaded = false;
  private starts = 0;
  private stderrTail = '';

  constructor(
    private readonly name: LocalModelName,
    private readonly script: string,
    private readonly args: string[],
    private readonly options: ProcessOptions,
  ) {}

  private get label(): string {
    return LABELS[this.name];
  }

  stats(): LocalModelStats {
    const pid = this.child?.pid ?? null;
    if (pid !== null) this.notePeak(pid);
    return { pid, peakRssBytes: this.peak, loaded: pid !== null && this.loaded, waiting: this.waiting.length, starts: this.starts };
  }

  private notePeak(pid: number): void {
    const peak = procStatus(pid, 'VmHWM');
    if (peak !== null) this.peak = Math.max(this.peak ?? 0, peak);
  }

  /** Runs one message to its answer, after every job queued before it. */
  async call(message: Record<string, unknown>, hooks: LocalJobHooks, kind: 'load' | 'job'): Promise<Record<string, unknown>> {
    const canceled = () => new LocalModelError('canceled', `the ${this.label} job was canceled`);
    if (hooks.signal?.aborted) throw canceled();
    await this.turn(hooks);
    if (hooks.signal?.aborted) {
      this.release();
      throw canceled();
    }
    const { answer, done } = this.send(message, hooks);
    // The next job starts when the model process is free, which may be after this caller's answer (a cancel).
    void done.then(() => {
      if (kind === 'job') this.boundMemory();
      this.release();
    });
    return answer;
  }

  /** Waits until the model is free (at once when it is); a canceled waiting job leaves the queue. */
  private turn(hooks: LocalJobHooks): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      clearTimeout(this.idleTimer);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueued) {
      return Promise.reject(new LocalModelError('busy', `too many images are waiting for the ${this.label}`));
    }
    hooks.onStatus?.('waiting');
    const signal = hooks.signal;
    return new Promise((resolve, reject) => {
      const leave = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new LocalModelError('canceled', `the ${this.label} job was canceled while it waited`));
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        },
        fail: (error) => {
          signal?.removeEventListener('abort', leave);
          reject(error);
        },
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** The model is free: the next waiting job starts, or the idle clock does. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next.start();
      return;
    }
    this.busy = false;
    clearTimeout(this.idleTimer);
    if (!this.child || this.options.idleMs <= 0) return;
    this.idleTimer = setTimeout(() => {
      if (!this.busy) this.stop();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  private start(): ChildProcess {
    if (this.child) return this.child;
    const child = spawn(process.execPath, [this.script, ...this.args], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    // The model works at a lower CPU priority than the server: on a busy machine requests go first and
    // the image waits, never the other way round. (Where the OS refuses, it runs at normal priority.)
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, MODEL_NICENESS);
      } catch {
        // Not permitted here: the model shares the CPU evenly.
      }
    }
    this.starts += 1;
    this.loaded = false;
    this.stderrTail = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-2000);
    });
    child.on('message', (message: WorkerMessage) => {
      if (this.job?.child === child && message.id === this.job.id) this.job.onMessage(message);
    });
    let ended = false;
    const gone = (reason: string) => {
      if (ended) return;
      ended = true;
      if (this.child === child) this.retire(child);
      const tail = this.stderrTail.trim().split('\n').slice(-3).join(' | ');
      if (this.job?.child === child) {
        this.job.onGone(new LocalModelError('crashed', `the ${this.label} process stopped (${reason})${tail ? `: ${tail}` : ''}`));
      }
    };
    child.on('error', (error) => gone(error.message));
    child.on('exit', (code, signal) => gone(signal ? `signal ${signal}` : `exit code ${code}`));
    // An idle model process never keeps the server (or a test run) alive; a running job's deadline does.
    child.unref();
    (child.channel as { unref?: () => void } | null | undefined)?.unref?.();
    (child.stderr as { unref?: () => void } | null)?.unref?.();
    this.child = child;
    return child;
  }

  /** Forgets the process (the next job starts another) and ends it; its peak memory is kept for stats(). */
  private retire(child: ChildProcess): void {
    if (child.pid) this.notePeak(child.pid);
    if (this.child === child) {
      this.child = undefined;
      this.loaded = false;
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  /**
   * Sends one message to the model process. `answer` settles at the first of the model's answer, a
   * cancel, the deadline or the process's end; `done` when the process is free again (or gone).
   */
  private send(message: Record<string, unknown>, hooks: LocalJobHooks): { answer: Promise<Record<string, unknown>>; done: Promise<void> } {
    const label = this.label;
    const signal = hooks.signal;
    const id = ++this.nextId;
    let answered = false;
    let resolveAnswer: (value: Record<string, unknown>) => void = () => undefined;
    let rejectAnswer: (error: Error) => void = () => undefined;
    let resolveDone: () => void = () => undefined;
    const answer = new Promise<Record<string, unknown>>((resolve, reject) => {
      resolveAnswer = resolve;
      rejectAnswer = reject;
    });
    const done = new Promise<void>((resolve) => {
      resolveDone = resolve;
    });
    const reply = (error: Error | null, value?: Record<string, unknown>) => {
      if (answered) return;
      answered = true;
      if (error) rejectAnswer(error);
      else resolveAnswer(value ?? {});
    };

    let child: ChildProcess;
    try {
      child = this.start();
    } catch (error) {
      reply(
        new LocalModelError(
          'crashed',
          `the ${label} process could not be started: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      resolveDone();
      return { answer, done };
    }

    let graceTimer: NodeJS.Timeout | undefined;
    const onAbort = () => {
      reply(new LocalModelError('canceled', `the ${label} job was canceled`));
      if (child.connected) child.send({ id, type: 'cancel' }, () => undefined);
      graceTimer = setTimeout(() => this.retire(child), this.options.cancelGraceMs);
    };
    const deadline = setTimeout(() => {
      reply(new LocalModelError('timeout', `the ${label} did not finish within ${this.options.timeoutMs / 1000} s`));
      this.retire(child);
    }, this.options.timeoutMs);
    const finish = () => {
      if (this.job?.id === id) this.job = undefined;
      clearTimeout(deadline);
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', onAbort);
      resolveDone();
    };
    this.job = {
      id,
      child,
      onMessage: (received) => {
        if (received.type === 'progress') {
          if (!answered && typeof received.percent === 'number') hooks.onProgress?.(received.percent);
          return;
        }
        if (received.type === 'status') {
          if (received.status === 'running') this.loaded = true;
          if (!answered && received.status) hooks.onStatus?.(received.status);
          return;
        }
        if (received.ok) {
          this.loaded = true;
          reply(null, received.result);
        } else if (received.canceled) reply(new LocalModelError('canceled', `the ${label} job was canceled`));
        else reply(new LocalModelError('failed', `the ${label} failed: ${received.error ?? 'no reason given'}`));
        finish();
      },
      onGone: (error) => {
        reply(error);
        finish();
      },
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.send({ ...message, id }, (error) => {
      if (error && this.job?.id === id)
        this.job.onGone(new LocalModelError('crashed', `the ${label} process could not be reached: ${error.message}`));
    });
    return { answer, done };
  }

  /** After a job: a process that grew past the memory bound is ended (the next job starts another). */
  private boundMemory(): void {
    const child = this.child;
    if (!child?.pid) return;
    this.notePeak(child.pid);
    if (this.options.restartAboveRssBytes <= 0) return;
    const rss = procStatus(child.pid, 'VmRSS');
    if (rss !== null && rss > this.options.restartAboveRssBytes) this.retire(child);
  }

  /** Ends the process now, if there is one (a job running on it fails as crashed). */
  stop(): void {
    clearTimeout(this.idleTimer);
    if (this.child) this.retire(this.child);
  }

  /** Fails every waiting job and ends the process; resolves once it has exited. */
  close(): Promise<void> {
    const closed = () => new LocalModelError('closed', `the ${this.label} was closed`);
    for (const waiter of this.waiting.splice(0)) waiter.fail(closed());
    this.job?.onGone(closed());
    const child = this.child;
    this.stop();
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => child.once('exit', () => resolve()));
  }
}

interface Decoded {
  width: number;
  height: number;
  /** Interleaved, `channels` per pixel. */
  pixels: Uint8Array;
  channels: 3 | 4;
}

/**
 * Reads the image's size from its header and refuses it if `problem` says so, before any pixel is
 * decoded; then decodes it (EXIF orientation applied, sRGB) to raw RGB, or RGBA when it has alpha or
 * `alpha` asks for it.
 */
async function decode(
  bytes: Uint8Array,
  problem: (width: number, height: number) => string | null,
  alpha: 'keep' | 'always',
): Promise<Decoded> {
  const open = () => sharp(bytes, { failOn: 'error', limitInputPixels: LOCAL_MAX_INPUT_PIXELS, pages: 1 });
  let meta;
  try {
    meta = await open().metadata();
  } catch (error) {
    throw new LocalModelError('invalid_image', `the image could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!meta.width || !meta.height) throw new LocalModelError('invalid_image', 'the image has no size');
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const refused = problem(width, height);
  if (refused) throw new LocalModelError('too_large', refused);
  const channels = alpha === 'always' || meta.hasAlpha ? 4 : 3;
  try {
    const image = open().rotate().toColourspace('srgb');
    const { data, info } = await (channels === 4 ? image.ensureAlpha() : image.removeAlpha()).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), channels };
  } catch (error) {
    throw new LocalModelError('invalid_image', `the image could not be decoded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The RGB of interleaved RGBA pixels, and their alpha plane. */
function splitAlpha(pixels: Uint8Array): { rgb: Uint8Array; alpha: Uint8Array } {
  const count = pixels.length / 4;
  const rgb = new Uint8Array(count * 3);
  const alpha = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    rgb[index * 3] = pixels[index * 4] ?? 0;
    rgb[index * 3 + 1] = pixels[index * 4 + 1] ?? 0;
    rgb[index * 3 + 2] = pixels[index * 4 + 2] ?? 0;
    alpha[index] = pixels[index * 4 + 3] ?? 0;
  }
  return { rgb, alpha };
}

async function encodePng(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Promise<Uint8Array> {
  const png = await sharp(pixels, { raw: { width, height, channels } }).png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** The model process's figures for one job: its inference time, its model load time, when it ran. */
export interface LocalTiming {
  ms: number;
  loadMs: number;
  startedAt: number;
  endedAt: number;
}

function workerResult(result: Record<string, unknown>): WorkerResult {
  const { width, height, pixels } = result;
  if (typeof width !== 'number' || typeof height !== 'number' || !(pixels instanceof Uint8Array)) {
    throw new LocalModelError('failed', 'the model process answered without an image');
  }
  return result as unknown as WorkerResult;
}

const timingOf = (result: WorkerResult): LocalTiming => ({
  ms: result.ms,
  loadMs: result.loadMs,
  startedAt: result.startedAt,
  endedAt: result.endedAt,
});

export function createLocalModels(options: LocalModelsOptions = {}): LocalModels {
  const common = {
    maxQueued: options.maxQueued ?? 32,
    cancelGraceMs: options.cancelGraceMs ?? 10_000,
    idleMs: options.idleMs ?? 10 * 60_000,
    restartAboveRssBytes: options.restartAboveRssBytes ?? 768 * 1024 * 1024,
  };
  const patchSize = options.patchSize ?? 64;
  const padding = options.padding ?? 8;
  const threads = Math.min(2, Math.max(1, Math.round(options.cutoutThreads ?? 1)));
  const processes: Record<LocalModelName, ModelProcess> = {
    upscale: new ModelProcess('upscale', fileURLToPath(new URL('./upscale-worker.mjs', import.meta.url)), [], {
      ...common,
      timeoutMs: options.timeoutMs?.upscale ?? 600_000,
    }),
    cutout: new ModelProcess('cutout', fileURLToPath(new URL('./cutout-worker.mjs', import.meta.url)), [`--threads=${threads}`], {
      ...common,
      timeoutMs: options.timeoutMs?.cutout ?? 120_000,
    }),
  };

  return {
    async upscale(image, { scale, model }, hooks = {}) {
      const input = await decode(image.bytes, (width, height) => upscaleSizeProblem(width, height, scale), 'keep');
      const { rgb, alpha } = input.channels === 4 ? splitAlpha(input.pixels) : { rgb: input.pixels, alpha: undefined };
      const result = workerResult(
        await processes.upscale.call(
          { type: 'upscale', width: input.width, height: input.height, pixels: rgb, scale, model, patchSize, padding },
          hooks,
          'job',
        ),
      );
      let bytes: Uint8Array;
      if (alpha) {
        // The models see colour only: the alpha plane is scaled with Lanczos and put back.
        const scaledAlpha = await sharp(alpha, { raw: { width: input.width, height: input.height, channels: 1 } })
          .resize(result.width, result.height, { fit: 'fill', kernel: 'lanczos3' })
          .extractChannel(0)
          .raw()
          .toBuffer();
        const png = await sharp(result.pixels, { raw: { width: result.width, height: result.height, channels: 3 } })
          .joinChannel(scaledAlpha, { raw: { width: result.width, height: result.height, channels: 1 } })
          .png({ compressionLevel: 6 })
          .toBuffer();
        bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      } else {
        bytes = await encodePng(result.pixels, result.width, result.height, 3);
      }
      return { bytes, width: result.width, height: result.height, timing: timingOf(result) };
    },
    async removeBackground(image, hooks = {}) {
      const input = await decode(image.bytes, cutoutSizeProblem, 'always');
      const result = workerResult(
        await processes.cutout.call({ type: 'cutout', width: input.width, height: input.height, pixels: input.pixels }, hooks, 'job'),
      );
      return {
        bytes: await encodePng(result.pixels, result.width, result.height, 4),
        width: result.width,
        height: result.height,
        timing: timingOf(result),
      };
    },
    async warm(which) {
      const result = await processes[which].call({ type: 'load' }, {}, 'load');
      return typeof result.loadMs === 'number' ? result.loadMs : 0;
    },
    stats: () => ({ upscale: processes.upscale.stats(), cutout: processes.cutout.stats() }),
    async close() {
      await Promise.all([processes.upscale.close(), processes.cutout.close()]);
    },
  };
}

let shared: LocalModels | undefined;

/** The process's one set of local models, shared by every `local` provider so each model loads once. */
export function sharedLocalModels(): LocalModels {
  shared ??= createLocalModels();
  return shared;
}

/** Ends the shared model processes (on shutdown); a later job would start them again. */
export async function closeSharedLocalModels(): Promise<void> {
  await shared?.close();
}
