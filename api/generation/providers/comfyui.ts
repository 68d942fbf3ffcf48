import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import WebSocket from 'ws';
import { generationMessages, type TaskKind } from '../../contract/generation';
import { readCapped } from '../../http/outbound';
import { DEFAULT_OUTPUT_LIMITS, type OutputLimits, outputTooLarge } from './download';
import {
  type GenerationProvider,
  type GenerationTask,
  type ProviderOutput,
  ProviderError,
  type ProviderResult,
  type RunContext,
  type UpscaleTask,
} from './provider';
import { sniffImageType, sniffVideoType } from '../../storage/sniff';

/**
 * A self-hosted ComfyUI (COMFYUI_URL), driven the way its own front end drives it: a WebSocket for
 * progress, POST /prompt with an API-format workflow read from config/comfyui (placeholders filled
 * in), then /history and /view for the results.
 */

export interface ComfyUiOptions {
  /** COMFYUI_URL, e.g. http://gpu-box:8188 (a path prefix of a proxy is kept). */
  url: string;
  /** Where the workflow files are; default <repo>/config/comfyui. */
  workflowsDir?: string;
  /** Default 600 000; then the prompt is interrupted and the run fails with 'timeout'. */
  timeoutMs?: number;
  /** Sent with every request and the WebSocket handshake (an auth header of a proxied ComfyUI). */
  headers?: Record<string, string>;
  /** What an output fetched from /view may be: its size per kind, the time to download it. */
  outputs?: OutputLimits;
}

const LABEL = 'ComfyUI';
const DEFAULT_WORKFLOWS_DIR = fileURLToPath(new URL('../../../config/comfyui/', import.meta.url));
const WORKFLOW_FILES: Record<TaskKind, string> = {
  'text-to-image': 'text-to-image.json',
  'image-to-image': 'image-to-image.json',
  'text-to-video': 'text-to-video.json',
  'image-to-video': 'image-to-video.json',
  upscale: 'upscale.json',
  'remove-background': 'remove-background.json',
};
/** Offered whatever the folder holds; the other kinds only while their workflow file is there. */
const ALWAYS_SUPPORTED: readonly TaskKind[] = ['text-to-image', 'image-to-image'];
/** Placeholders whose whole string is replaced by a number (ComfyUI's INT and FLOAT inputs). */
const NUMERIC_PLACEHOLDERS = new Set([
  'width',
  'height',
  'seed',
  'steps',
  'guidance',
  'denoise',
  'batch_size',
  'num_frames',
  'scale',
  'scale_by',
]);
/** The native factor of the upscale model the shipped workflow loads (RealESRGAN_x4plus). */
const UPSCALE_MODEL_FACTOR = 4;
const HISTORY_POLL_MS = 500;

type PlaceholderValues = Record<string, string | number>;

interface FileRef {
  filename: string;
  subfolder: string;
  type: string;
}

interface HistoryEntry {
  outputs?: Record<string, Record<string, unknown>>;
  status?: { status_str?: string; completed?: boolean; messages?: unknown[] };
}

export function createComfyUiProvider(options: ComfyUiOptions): GenerationProvider {
  const base = options.url.replace(/\/+$/, '');
  const workflowsDir = options.workflowsDir ?? DEFAULT_WORKFLOWS_DIR;
  const timeoutMs = options.timeoutMs ?? 600_000;
  const headers = options.headers ?? {};
  const outputLimits = options.outputs ?? DEFAULT_OUTPUT_LIMITS;
  const supported = new Set<TaskKind>(ALWAYS_SUPPORTED);
  for (const kind of Object.keys(WORKFLOW_FILES) as TaskKind[]) {
    if (existsSync(path.join(workflowsDir, WORKFLOW_FILES[kind]))) supported.add(kind);
  }

  return {
    name: 'comfyui',
    label: LABEL,
    supports: (kind) => supported.has(kind),
    async run(task, context) {
      if (!supported.has(task.kind)) {
        throw new ProviderError(
          'provider_error',
          generationMessages.apiError(LABEL, `no workflow for ${task.kind}`),
          `missing ${WORKFLOW_FILES[task.kind]}`,
        );
      }
      if (context.signal.aborted) throw new ProviderError('canceled', generationMessages.canceled);
      const template = await loadWorkflow(path.join(workflowsDir, WORKFLOW_FILES[task.kind]));
      return new ComfyRun(base, headers, timeoutMs, outputLimits, task, context).execute(template);
    },
  };
}

async function loadWorkflow(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new ProviderError(
      'provider_error',
      generationMessages.apiError(LABEL, 'the workflow file could not be read'),
      `${file}: ${String(error)}`,
    );
  }
}

/** Video sizes of the hunyuan-style parameters; a workflow may ignore them. */
function videoSize(task: Extract<GenerationTask, { kind: 'text-to-video' | 'image-to-video' }>): { width: number; height: number } {
  const [long, short] = { '480p': [848, 480], '580p': [1024, 576], '720p': [1280, 720] }[task.resolution] as [number, number];
  return task.aspectRatio === '16:9' ? { width: long, height: short } : { width: short, height: long };
}

/** The upscale's output size, its factor, and what the ×4 model's output is then scaled by to reach it. */
function upscaleValues(task: UpscaleTask): PlaceholderValues {
  const { width, height } = task.image;
  return { width: width * task.scale, height: height * task.scale, scale: task.scale, scale_by: task.scale / UPSCALE_MODEL_FACTOR };
}

function generationValues(task: Exclude<GenerationTask, { kind: 'upscale' | 'remove-background' }>): PlaceholderValues {
  const common = { prompt: task.prompt, negative_prompt: task.negativePrompt, seed: task.seed };
  switch (task.kind) {
    case 'text-to-image':
      return {
        ...common,
        width: task.width,
        height: task.height,
        steps: task.steps,
        guidance: task.guidance,
        denoise: 1,
        batch_size: task.numImages,
      };
    case 'image-to-image':
      return {
        ...common,
        width: task.width,
        height: task.height,
        steps: task.steps,
        guidance: task.guidance,
        denoise: task.strength,
        batch_size: task.numImages,
      };
    case 'text-to-video':
    case 'image-to-video':
      return {
        ...common,
        ...videoSize(task),
        steps: task.kind === 'text-to-video' && task.proMode ? 55 : 35,
        guidance: 6,
        denoise: 1,
        batch_size: 1,
        num_frames: task.numFrames,
      };
  }
}

/** The image tools have no prompt, seed or sampler settings: only the image and, for an upscale, its sizes. */
function placeholderValues(task: GenerationTask, imageName: string | undefined): PlaceholderValues {
  const image: PlaceholderValues = imageName ? { image: imageName } : {};
  if (task.kind === 'remove-background') return image;
  if (task.kind === 'upscale') return { ...image, ...upscaleValues(task) };
  return { ...image, ...generationValues(task) };
}

/** The format an image output is re-encoded in: the user's choice, PNG for the image tools (a cutout needs its alpha). */
const outputFormat = (task: GenerationTask): 'png' | 'jpeg' => ('outputFormat' in task ? task.outputFormat : 'png');

/**
 * Replaces the placeholders in every string of the graph. A string that is exactly a numeric
 * placeholder becomes a number; elsewhere placeholders are replaced as text, in one pass, so a prompt
 * that itself contains "{{seed}}" stays as written.
 */
function fillWorkflow(node: unknown, values: PlaceholderValues, unknown: Set<string>): unknown {
  if (typeof node === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(node);
    if (whole?.[1] && NUMERIC_PLACEHOLDERS.has(whole[1]) && typeof values[whole[1]] === 'number') return values[whole[1]];
    return node.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
      const value = values[name];
      if (value === undefined) unknown.add(name);
      return value === undefined ? match : String(value);
    });
  }
  if (Array.isArray(node)) return node.map((item) => fillWorkflow(item, values, unknown));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fillWorkflow(value, values, unknown)]));
  }
  return node;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One run of one task: its socket, prompt id, timer and cancel handling. */
class ComfyRun {
  private readonly controller = new AbortController();
  private readonly clientId = randomUUID();
  private timedOut = false;
  private promptId: string | undefined;
  private started = false;
  private lastPercent = -1;
  private lastQueuePosition: number | undefined;
  private socket: WebSocket | undefined;

  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string>,
    private readonly timeoutMs: number,
    private readonly outputLimits: OutputLimits,
    private readonly task: GenerationTask,
    private readonly context: RunContext,
  ) {
    // Settled with an error only once a waiter exists, but never let it count as unhandled.
    this.completion.catch(() => undefined);
  }

  private get signal(): AbortSignal {
    return this.controller.signal;
  }

  async execute(template: unknown): Promise<ProviderResult> {
    const timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.timeoutMs);
    const onCancel = () => this.controller.abort();
    this.context.signal.addEventListener('abort', onCancel, { once: true });
    try {
      const unknown = new Set<string>();
      // Checked before anything is sent: an operator's typo should not cost a GPU run.
      fillWorkflow(template, placeholderValues(this.task, 'image' in this.task ? 'input.png' : undefined), unknown);
      if (unknown.size > 0) {
        const names = [...unknown].map((name) => `{{${name}}}`).join(', ');
        throw new ProviderError('provider_error', generationMessages.apiError(LABEL, `the workflow has unknown placeholders ${names}`));
      }
      // The socket first, so that no progress frame of our prompt is missed.
      await this.openSocket();
      const imageName = 'image' in this.task ? await this.uploadImage() : undefined;
      const graph = fillWorkflow(template, placeholderValues(this.task, imageName), unknown);
      this.promptId = await this.queuePrompt(graph);
      void this.refreshQueuePosition();
      await this.waitForPrompt(this.promptId);
      const outputs = await this.collectOutputs(this.promptId);
      this.context.onProgress({ percent: 100 });
      return { outputs, ...('seed' in this.task ? { seed: this.task.seed } : {}) };
    } catch (error) {
      if (this.signal.aborted) {
        if (this.promptId) await this.stopPrompt(this.promptId);
        if (this.timedOut) throw new ProviderError('timeout', generationMessages.timeout, `ComfyUI: no result after ${this.timeoutMs} ms`);
        throw new ProviderError('canceled', generationMessages.canceled);
      }
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('provider_error', generationMessages.apiError(LABEL, 'unexpected failure'), String(error));
    } finally {
      clearTimeout(timer);
      this.context.signal.removeEventListener('abort', onCancel);
      this.closeSocket();
      // Stops what may still be in flight (a queue-position check).
      this.controller.abort();
    }
  }

  // --- HTTP ------------------------------------------------------------------------------------

  private async request(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${pathAndQuery}`, {
        ...init,
        headers: { ...this.headers, ...(init.headers as Record<string, string>) },
        signal: this.signal,
      });
    } catch (error) {
      if (this.signal.aborted) throw error;
      throw new ProviderError('network', generationMessages.networkError, `ComfyUI ${pathAndQuery}: ${describe(error)}`);
    }
    const failure = statusFailure(response.status, pathAndQuery);
    if (failure) {
      await response.body?.cancel().catch(() => undefined);
      throw failure;
    }
    return response;
  }

  private async json(response: Response, what: string): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), `${what}: not JSON: ${text.slice(0, 200)}`);
    }
  }

  private async uploadImage(): Promise<string> {
    if (!('image' in this.task)) throw new Error('no image');
    const { image } = this.task;
    const form = new FormData();
    const extension = image.contentType.split('/')[1] === 'jpeg' ? 'jpg' : image.contentType.split('/')[1];
    // A name of our own: concurrent jobs must not overwrite each other's input.
    form.append('image', new Blob([image.bytes.slice()], { type: image.contentType }), `studio18-${randomUUID()}.${extension}`);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const response = await this.request('/upload/image', { method: 'POST', body: form });
    const body = response.ok ? await this.json(response, 'upload') : undefined;
    if (!response.ok) {
      throw new ProviderError(
        'provider_error',
        generationMessages.apiError(LABEL, `image upload failed (HTTP ${response.status})`),
        await response.text().catch(() => ''),
      );
    }
    if (!isRecord(body) || typeof body.name !== 'string')
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), 'upload: no name');
    return typeof body.subfolder === 'string' && body.subfolder ? `${body.subfolder}/${body.name}` : body.name;
  }

  private async queuePrompt(graph: unknown): Promise<string> {
    const response = await this.request('/prompt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: graph, client_id: this.clientId }),
    });
    const body = await this.json(response, 'prompt');
    if (!response.ok) {
      const error = isRecord(body) ? body.error : undefined;
      const message =
        isRecord(error) && typeof error.message === 'string'
          ? error.message
          : typeof error === 'string'
            ? error
            : `HTTP ${response.status}`;
      const detail = isRecord(body) ? JSON.stringify({ error, node_errors: body.node_errors }).slice(0, 4000) : undefined;
      throw new ProviderError('provider_error', generationMessages.apiError(LABEL, message), detail);
    }
    if (!isRecord(body) || typeof body.prompt_id !== 'string')
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), 'prompt: no prompt_id');
    return body.prompt_id;
  }

  /** Jobs ahead of ours in ComfyUI's queue (running and pending), while ours waits. */
  private queueCheck: Promise<void> | undefined;
  private queueDirty = false;
  private refreshQueuePosition(): Promise<void> {
    if (this.queueCheck) {
      this.queueDirty = true;
      return this.queueCheck;
    }
    this.queueCheck = (async () => {
      do {
        this.queueDirty = false;
        const promptId = this.promptId;
        if (!promptId || this.started || this.signal.aborted) return;
        const response = await this.request('/queue');
        const body = await this.json(response, 'queue');
        if (!isRecord(body) || this.started) return;
        const running = Array.isArray(body.queue_running) ? (body.queue_running as unknown[]) : [];
        const pending = Array.isArray(body.queue_pending) ? (body.queue_pending as unknown[]) : [];
        const entry = (item: unknown) => (Array.isArray(item) ? { number: Number(item[0]), id: item[1] } : undefined);
        if (running.some((item) => entry(item)?.id === promptId)) return;
        const ours = pending.map(entry).find((item) => item?.id === promptId);
        if (!ours) return;
        const position = running.length + pending.filter((item) => (entry(item)?.number ?? Infinity) < ours.number).length;
        if (position !== this.lastQueuePosition) {
          this.lastQueuePosition = position;
          this.context.onProgress({ queuePosition: position });
        }
      } while (this.queueDirty);
    })()
      // The queue position is a courtesy: a failure to read it must not fail the run.
      .catch(() => undefined)
      .finally(() => {
        this.queueCheck = undefined;
      });
    return this.queueCheck;
  }

  private async readHistory(promptId: string): Promise<HistoryEntry | undefined> {
    const body = await this.json(await this.request(`/history/${encodeURIComponent(promptId)}`), 'history');
    if (!isRecord(body)) throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), 'history: not an object');
    const entry = body[promptId];
    return isRecord(entry) ? (entry as HistoryEntry) : undefined;
  }

  /** 'done', 'pending', or the failure a history entry records. */
  private outcome(entry: HistoryEntry | undefined): 'done' | 'pending' {
    if (!entry) return 'pending';
    const status = entry.status;
    if (status?.status_str === 'error') {
      for (const message of status.messages ?? []) {
        if (!Array.isArray(message)) continue;
        const [type, data] = message as [unknown, unknown];
        if (type === 'execution_interrupted') throw new ProviderError('canceled', generationMessages.canceled, 'ComfyUI: interrupted');
        if (type === 'execution_error' && isRecord(data)) throw executionError(data);
      }
      throw new ProviderError(
        'provider_error',
        generationMessages.apiError(LABEL, 'the prompt failed'),
        JSON.stringify(status).slice(0, 2000),
      );
    }
    if (status?.completed || status?.status_str === 'success') return 'done';
    return !status && entry.outputs && Object.keys(entry.outputs).length > 0 ? 'done' : 'pending';
  }

  private async collectOutputs(promptId: string): Promise<ProviderOutput[]> {
    // The history entry is written as the prompt finishes; allow it a moment to appear.
    let entry = await this.readHistory(promptId);
    for (let attempt = 0; attempt < 20 && this.outcome(entry) === 'pending'; attempt += 1) {
      await sleep(250, this.signal);
      entry = await this.readHistory(promptId);
    }
    if (this.outcome(entry) === 'pending')
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), 'history: no finished entry');
    const refs: FileRef[] = [];
    for (const output of Object.values(entry?.outputs ?? {})) {
      if (!isRecord(output)) continue;
      for (const key of ['images', 'gifs', 'videos']) {
        const list = output[key];
        if (!Array.isArray(list)) continue;
        for (const item of list) {
          if (isRecord(item) && typeof item.filename === 'string') {
            refs.push({
              filename: item.filename,
              subfolder: typeof item.subfolder === 'string' ? item.subfolder : '',
              type: typeof item.type === 'string' ? item.type : 'output',
            });
          }
        }
      }
    }
    // Saved outputs, not the previews ('temp') a workflow may also show.
    const saved = refs.some((ref) => ref.type === 'output') ? refs.filter((ref) => ref.type === 'output') : refs;
    if (saved.length === 0) throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), 'history: no outputs');
    const outputs: ProviderOutput[] = [];
    for (const ref of saved) {
      const query = new URLSearchParams({ filename: ref.filename, subfolder: ref.subfolder, type: ref.type });
      // Only from ComfyUI itself: a redirect elsewhere is refused, not followed.
      const response = await this.request(`/view?${query}`, { redirect: 'manual' });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderError(
          'invalid_response',
          generationMessages.invalidResponse(LABEL),
          `view ${ref.filename}: HTTP ${response.status}`,
        );
      }
      // Whatever the workflow saved, no file may pass the cap of the kind of output the task makes.
      const kind = this.task.kind === 'text-to-video' || this.task.kind === 'image-to-video' ? 'video' : 'image';
      const maxBytes = this.outputLimits.maxBytes[kind];
      const bytes = await readCapped(response, maxBytes, (detail) => outputTooLarge(kind, maxBytes, `view ${ref.filename}: ${detail}`));
      const output = await this.toOutput(bytes, ref.filename);
      if (output) outputs.push(output);
    }
    if (outputs.length === 0)
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), 'no output of the kind asked for');
    return outputs;
  }

  private async toOutput(bytes: Uint8Array, filename: string): Promise<ProviderOutput | undefined> {
    const task = this.task;
    if (task.kind === 'text-to-video' || task.kind === 'image-to-video') {
      const contentType = sniffVideoType(bytes);
      // A video workflow may also save a still (a poster frame): only the videos are the result.
      return contentType ? { kind: 'video', bytes, contentType } : undefined;
    }
    if (!sniffImageType(bytes))
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), `view ${filename}: not an image`);
    const encoded = await reencode(bytes, outputFormat(task)).catch((error: unknown) => {
      throw new ProviderError('invalid_response', generationMessages.invalidResponse(LABEL), `view ${filename}: ${describe(error)}`);
    });
    if (task.kind === 'remove-background' && !encoded.hasAlpha) {
      throw new ProviderError(
        'invalid_response',
        generationMessages.invalidResponse(LABEL),
        `view ${filename}: a cutout without an alpha channel`,
      );
    }
    return { kind: 'image', bytes: encoded.bytes, contentType: encoded.contentType, width: encoded.width, height: encoded.height };
  }

  /** Cancel or timeout: take a waiting prompt out of the queue, interrupt a running one. Best effort. */
  private async stopPrompt(promptId: string): Promise<void> {
    const post = (pathname: string, body: unknown) =>
      fetch(`${this.base}${pathname}`, {
        method: 'POST',
        headers: { ...this.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      })
        .then((response) => response.body?.cancel())
        .catch(() => undefined);
    await post('/queue', { delete: [promptId] });
    // Older ComfyUI interrupts whatever runs, whatever prompt_id says: interrupt only when it is ours.
    let running = this.started;
    if (!running) {
      const queue = await fetch(`${this.base}/queue`, { headers: this.headers, signal: AbortSignal.timeout(5000) })
        .then((response) => response.json() as Promise<unknown>)
        .catch(() => undefined);
      running =
        isRecord(queue) &&
        Array.isArray(queue.queue_running) &&
        queue.queue_running.some((item) => Array.isArray(item) && item[1] === promptId);
    }
    if (running) await post('/interrupt', { prompt_id: promptId });
  }

  // --- WebSocket ---------------------------------------------------------------------------------

  /** Opens /ws?clientId=… and resolves once it is open; its frames then drive `completion`. */
  private openSocket(): Promise<void> {
    const url = `${this.base.replace(/^http/i, 'ws')}/ws?clientId=${encodeURIComponent(this.clientId)}`;
    return new Promise((resolve, reject) => {
      let opened = false;
      const fail = (error: unknown) => {
        if (!opened) reject(error);
      };
      const onAbort = () => fail(this.signal.reason);
      this.signal.addEventListener('abort', onAbort, { once: true });
      const socket = new WebSocket(url, { headers: this.headers });
      this.socket = socket;
      socket.on('unexpected-response', (request, response) => {
        const status = response.statusCode ?? 0;
        fail(
          statusFailure(status, '/ws') ??
            new ProviderError('provider_error', generationMessages.apiError(LABEL, `WebSocket refused (HTTP ${status})`)),
        );
        request.destroy();
      });
      socket.on('error', (error) => fail(new ProviderError('network', generationMessages.networkError, `ComfyUI /ws: ${describe(error)}`)));
      socket.on('open', () => {
        opened = true;
        this.signal.removeEventListener('abort', onAbort);
        resolve();
      });
      socket.on('message', (data, isBinary) => {
        // Binary frames are previews (a 4-byte event type, a 4-byte format, image bytes): not ours to keep.
        if (isBinary) return;
        let frame: unknown;
        try {
          frame = JSON.parse(data.toString());
        } catch {
          return;
        }
        if (isRecord(frame)) this.handleFrame(frame);
      });
      socket.on('close', () => {
        this.signal.removeEventListener('abort', onAbort);
        fail(new ProviderError('network', generationMessages.networkError, 'ComfyUI /ws closed during the handshake'));
        this.socketDropped = true;
        if (this.promptId) void this.pollHistory(this.promptId);
      });
    });
  }

  private socketDropped = false;
  private polling = false;
  private readonly early: Array<Record<string, unknown>> = [];
  private settled = false;
  private resolveCompletion: () => void = () => undefined;
  private rejectCompletion: (error: unknown) => void = () => undefined;
  private readonly completion = new Promise<void>((resolve, reject) => {
    this.resolveCompletion = resolve;
    this.rejectCompletion = reject;
  });

  private settle(error?: unknown): void {
    if (this.settled) return;
    this.settled = true;
    if (error) this.rejectCompletion(error);
    else this.resolveCompletion();
  }

  /**
   * Waits for our prompt to finish. Frames that came before its id was known are replayed; if the
   * socket has dropped (a proxy's idle timeout), the wait goes on by polling /history.
   */
  private waitForPrompt(promptId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(this.signal.reason);
      if (this.signal.aborted) return onAbort();
      this.signal.addEventListener('abort', onAbort, { once: true });
      this.completion.then(resolve, reject).finally(() => this.signal.removeEventListener('abort', onAbort));
      for (const frame of this.early.splice(0)) this.handleFrame(frame);
      if (this.socketDropped) void this.pollHistory(promptId);
    });
  }

  private async pollHistory(promptId: string): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (!this.settled && !this.signal.aborted) {
        await sleep(HISTORY_POLL_MS, this.signal);
        if (this.outcome(await this.readHistory(promptId)) === 'done') this.settle();
      }
    } catch (error) {
      this.settle(error);
    }
  }

  private handleFrame(frame: Record<string, unknown>): void {
    const promptId = this.promptId;
    if (!promptId) {
      this.early.push(frame);
      return;
    }
    const data = isRecord(frame.data) ? frame.data : {};
    const ours = data.prompt_id === promptId;
    switch (frame.type) {
      case 'status':
        if (!this.started) void this.refreshQueuePosition();
        return;
      case 'execution_start':
      case 'execution_cached':
        if (ours) this.started = true;
        return;
      case 'progress': {
        // Older ComfyUI sends progress without a prompt id: ours once ours has started.
        if (data.prompt_id !== undefined ? !ours : !this.started) return;
        this.started = true;
        const value = Number(data.value);
        const max = Number(data.max);
        if (!(max > 0) || !Number.isFinite(value)) return;
        const percent = Math.min(99, Math.max(0, Math.floor((value / max) * 100)));
        if (percent > this.lastPercent) {
          this.lastPercent = percent;
          this.context.onProgress({ percent });
        }
        return;
      }
      case 'executing':
        if (!ours) return;
        this.started = true;
        if (data.node === null) this.settle();
        return;
      case 'execution_success':
        if (ours) this.settle();
        return;
      case 'execution_error':
        if (ours) this.settle(executionError(data));
        return;
      case 'execution_interrupted':
        if (ours) this.settle(new ProviderError('canceled', generationMessages.canceled, 'ComfyUI: interrupted'));
        return;
    }
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.removeAllListeners('message');
    // Errors after this point (a handshake cut short) are of no interest.
    socket.on('error', () => undefined);
    if (socket.readyState === WebSocket.OPEN) socket.close(1000);
    else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
  }
}

/**
 * An image output re-encoded: SaveImage embeds the whole workflow (prompt, model files) in PNG text
 * chunks, which users must not download; and the user chose png or jpeg.
 */
async function reencode(bytes: Uint8Array, format: 'png' | 'jpeg') {
  const image = sharp(bytes);
  const { hasAlpha } = await image.metadata();
  const encoded =
    format === 'png'
      ? await image.png().toBuffer({ resolveWithObject: true })
      : await image.jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true });
  const { width, height } = encoded.info;
  return {
    bytes: new Uint8Array(encoded.data),
    contentType: format === 'png' ? 'image/png' : 'image/jpeg',
    width,
    height,
    hasAlpha: format === 'png' && hasAlpha === true,
  };
}

function executionError(data: Record<string, unknown>): ProviderError {
  const message =
    typeof data.exception_message === 'string' && data.exception_message.trim()
      ? data.exception_message.trim().slice(0, 300)
      : 'execution failed';
  return new ProviderError(
    'provider_error',
    generationMessages.apiError(LABEL, message),
    `node ${String(data.node_id)} (${String(data.node_type)}): ${String(data.exception_type)}`,
  );
}

/** The answers of a proxy in front of ComfyUI that mean something other than "failed". */
function statusFailure(status: number, pathAndQuery: string): ProviderError | undefined {
  if (status === 429) return new ProviderError('rate_limited', generationMessages.rateLimited, `ComfyUI ${pathAndQuery}: 429`);
  if (status === 503) return new ProviderError('model_loading', generationMessages.modelLoading, `ComfyUI ${pathAndQuery}: 503`);
  // A gateway that cannot reach ComfyUI: as good as a refused connection, and as retryable.
  if (status === 502 || status === 504)
    return new ProviderError('network', generationMessages.networkError, `ComfyUI ${pathAndQuery}: ${status}`);
  if (status === 401 || status === 403)
    return new ProviderError(
      'provider_error',
      generationMessages.apiError(LABEL, `access denied (HTTP ${status})`),
      `ComfyUI ${pathAndQuery}`,
    );
  return undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
