import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { type WebSocket, WebSocketServer } from 'ws';
import { renderFakeCutout } from './fake-fal';

/**
 * A local stand-in for a ComfyUI server, speaking ComfyUI's own protocol over real
 * HTTP and a real WebSocket on the same port: /prompt (validated: no placeholder left, numbers where
 * ComfyUI wants numbers, an output node, a LoadImage naming an uploaded file), a one-at-a-time queue
 * with status / execution_start / progress / executing / executed / execution_success frames and
 * binary previews, /history, /view with real PNGs from sharp, /upload/image, /interrupt and /queue.
 * The image tools' nodes really work on the uploaded image: LoadImage, UpscaleModelLoader +
 * ImageUpscaleWithModel (×4, or the factor in the model's name), ImageScaleBy, ImageScale and WAS Node Suite's
 * "Image Rembg (Remove Background)" (an RGBA cutout). Scenarios make it fail the ways a real one (or
 * the proxy in front of it) fails.
 */

export type FakeComfyUiScenario =
  /** Every prompt runs and saves PNGs. */
  | 'success'
  /** POST /prompt answers 400 with node_errors (a checkpoint that is not installed). */
  | 'node_errors'
  /** The sampler fails after its first step: an execution_error frame (CUDA out of memory). */
  | 'execution_error'
  /** Everything runs, but /view answers an HTML page instead of the image. */
  | 'malformed'
  /** Everything runs, but /view answers 64 MB that start as a PNG, without Content-Length. */
  | 'oversize'
  /** Everything runs, but /view redirects to the same file under another host name (localhost). */
  | 'redirect'
  /** The sampler takes a first step and then never finishes until interrupted. */
  | 'slow'
  /** The WebSocket is cut after the first step; the prompt still finishes (only /history tells). */
  | 'socket_drop'
  /** Every connection is reset as soon as it arrives. */
  | 'network'
  /** A proxy in front answers 429 to everything. */
  | 'rate_limited'
  /** A proxy in front answers 503 to everything. */
  | 'unavailable';

export interface FakeComfyUiOptions {
  /** Sampler steps reported as progress frames (default 5). */
  steps?: number;
  /** Pause per step (default 20 ms). */
  stepMs?: number;
  /** Node types this ComfyUI lacks (a custom node pack that is not installed): a prompt using one is refused. */
  missingNodes?: string[];
}

export interface FakeComfyUiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** JSON bodies parsed; an upload as its form fields and file. */
  body?: unknown;
  /** POST /prompt: the id the fake gave the prompt. */
  promptId?: string;
}

export interface FakeComfyUiUpload {
  fields: Record<string, string>;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface FakeComfyUi {
  url: string;
  requests: FakeComfyUiRequest[];
  setScenario(scenario: FakeComfyUiScenario): void;
  /** WebSockets open right now. */
  openSockets(): number;
  close(): Promise<void>;
}

interface Prompt {
  id: string;
  number: number;
  graph: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
  clientId: string | undefined;
  scenario: FakeComfyUiScenario;
  interrupted: boolean;
}

const NUMERIC_INPUTS: Record<string, 'INT' | 'FLOAT'> = {
  width: 'INT',
  height: 'INT',
  batch_size: 'INT',
  amount: 'INT',
  seed: 'INT',
  noise_seed: 'INT',
  steps: 'INT',
  length: 'INT',
  cfg: 'FLOAT',
  denoise: 'FLOAT',
  guidance: 'FLOAT',
  scale_by: 'FLOAT',
};
/** The choices of the combo inputs the fake checks, as ComfyUI lists the installed files and options. */
const COMBOS: Record<string, Record<string, readonly unknown[]>> = {
  UpscaleModelLoader: { model_name: ['RealESRGAN_x4plus.pth', 'RealESRGAN_x2plus.pth'] },
  ImageScaleBy: { upscale_method: ['nearest-exact', 'bilinear', 'area', 'bicubic', 'lanczos'] },
  'Image Rembg (Remove Background)': {
    model: ['u2net', 'u2netp', 'u2net_human_seg', 'silueta', 'isnet-general-use', 'isnet-anime'],
    transparency: [true, false],
    background_color: ['none', 'black', 'white', 'magenta', 'chroma green', 'chroma blue'],
  },
};
const OUTPUT_NODES = new Set(['SaveImage', 'PreviewImage', 'SaveAnimatedWEBP', 'SaveAnimatedPNG', 'SaveVideo', 'VHS_VideoCombine']);
/** Nodes that report progress frames: the samplers, and the model upscale (it runs tile by tile). */
const STEPPED = /^(KSampler|KSamplerAdvanced|SamplerCustom|SamplerCustomAdvanced|ImageUpscaleWithModel)$/;

type Graph = Prompt['graph'];
const isLink = (value: unknown): value is [string, number] => Array.isArray(value) && typeof value[0] === 'string';

async function scaledBy(image: Buffer | undefined, factor: number): Promise<Buffer | undefined> {
  if (!image || !(factor > 0)) return undefined;
  const { width = 1, height = 1 } = await sharp(image).metadata();
  return sharp(image)
    .resize(Math.max(1, Math.round(width * factor)), Math.max(1, Math.round(height * factor)), { fit: 'fill' })
    .png()
    .toBuffer();
}

/** The factor of the model an UpscaleModelLoader loads: the "x2" / "x4" in its file name, 4 without one. */
function modelFactor(graph: Graph, link: unknown): number {
  const name = isLink(link) ? String(graph[link[0]]?.inputs.model_name ?? '') : '';
  return Number(/x(\d)/i.exec(name)?.[1] ?? 4);
}

/** rembg's result: RGBA with transparency on, the subject over black without it. */
async function removedBackground(image: Buffer | undefined, transparency: unknown): Promise<Buffer | undefined> {
  if (!image) return undefined;
  const cutout = Buffer.from((await renderFakeCutout(image)).bytes);
  return transparency === true ? cutout : sharp(cutout).flatten({ background: '#000' }).png().toBuffer();
}

/**
 * The image a link carries when it comes from the image tools' nodes; undefined from any other
 * (a sampler's VAEDecode), whose output the fake renders from the sizes in the graph instead.
 */
async function imageOf(graph: Graph, link: unknown, uploads: Map<string, FakeComfyUiUpload>): Promise<Buffer | undefined> {
  const node = isLink(link) ? graph[link[0]] : undefined;
  if (!node) return undefined;
  const input = (name: string) => imageOf(graph, node.inputs[name], uploads);
  switch (node.class_type) {
    case 'LoadImage': {
      const upload = uploads.get(String(node.inputs.image));
      return upload ? sharp(upload.bytes).removeAlpha().png().toBuffer() : undefined;
    }
    case 'ImageUpscaleWithModel':
      return scaledBy(await input('image'), modelFactor(graph, node.inputs.upscale_model));
    case 'ImageScaleBy':
      return scaledBy(await input('image'), Number(node.inputs.scale_by));
    case 'ImageScale': {
      const image = await input('image');
      return image && sharp(image).resize(Number(node.inputs.width), Number(node.inputs.height), { fit: 'fill' }).png().toBuffer();
    }
    case 'Image Rembg (Remove Background)':
      return removedBackground(await input('images'), node.inputs.transparency);
    default:
      return undefined;
  }
}

export async function startFakeComfyUi(options: FakeComfyUiOptions = {}): Promise<FakeComfyUi> {
  const steps = options.steps ?? 5;
  const stepMs = options.stepMs ?? 20;
  const missingNodes = new Set(options.missingNodes ?? []);
  let scenario: FakeComfyUiScenario = 'success';
  let closed = false;
  let number = 0;
  const requests: FakeComfyUiRequest[] = [];
  const uploads = new Map<string, FakeComfyUiUpload>();
  const files = new Map<string, Buffer>();
  const history = new Map<string, Record<string, unknown>>();
  const pending: Prompt[] = [];
  let running: Prompt | undefined;
  const sockets = new Map<string, Set<WebSocket>>();

  const fileKey = (type: string, subfolder: string, filename: string) => `${type}/${subfolder}/${filename}`;
  const queueRemaining = () => pending.length + (running ? 1 : 0);
  const queueItem = (prompt: Prompt) => [prompt.number, prompt.id, prompt.graph, { client_id: prompt.clientId }, outputNodes(prompt.graph)];

  function send(clientId: string | undefined, type: string, data: unknown): void {
    const message = JSON.stringify({ type, data });
    const targets = clientId === undefined ? [...sockets.values()].flatMap((set) => [...set]) : [...(sockets.get(clientId) ?? [])];
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(message);
  }
  const broadcastStatus = () => send(undefined, 'status', { status: { exec_info: { queue_remaining: queueRemaining() } } });

  /** A preview frame as ComfyUI sends it: event type 1, image format 2 (PNG), the image. */
  async function sendPreview(clientId: string | undefined): Promise<void> {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const header = Buffer.alloc(8);
    header.writeUInt32BE(1, 0);
    header.writeUInt32BE(2, 4);
    for (const socket of sockets.get(clientId ?? '') ?? [])
      if (socket.readyState === socket.OPEN) socket.send(Buffer.concat([header, png]));
  }

  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function pump(): void {
    if (running || closed) return;
    const next = pending.shift();
    if (!next) return;
    running = next;
    broadcastStatus();
    void execute(next)
      .catch((error: unknown) => console.error('fake ComfyUI:', error))
      .finally(() => {
        running = undefined;
        broadcastStatus();
        pump();
      });
  }

  function finishWith(prompt: Prompt, status: Record<string, unknown>, outputs: Record<string, unknown>): void {
    history.set(prompt.id, { prompt: queueItem(prompt), outputs, status, meta: {} });
    send(prompt.clientId, 'executing', { node: null, display_node: null, prompt_id: prompt.id });
  }

  function interrupted(prompt: Prompt, nodeId: string): void {
    const data = {
      prompt_id: prompt.id,
      node_id: nodeId,
      node_type: prompt.graph[nodeId]?.class_type,
      executed: [],
      timestamp: Date.now(),
    };
    send(prompt.clientId, 'execution_interrupted', data);
    finishWith(prompt, { status_str: 'error', completed: false, messages: [['execution_interrupted', data]] }, {});
  }

  async function execute(prompt: Prompt): Promise<void> {
    const started = { prompt_id: prompt.id, timestamp: Date.now() };
    send(prompt.clientId, 'execution_start', started);
    send(prompt.clientId, 'execution_cached', { nodes: [], prompt_id: prompt.id, timestamp: Date.now() });
    const outputs: Record<string, unknown> = {};
    for (const [nodeId, node] of Object.entries(prompt.graph)) {
      if (closed) return;
      if (prompt.interrupted) return interrupted(prompt, nodeId);
      send(prompt.clientId, 'executing', { node: nodeId, display_node: nodeId, prompt_id: prompt.id });
      if (STEPPED.test(node.class_type)) {
        for (let step = 1; step <= steps; step += 1) {
          await delay(stepMs);
          if (closed) return;
          if (prompt.interrupted) return interrupted(prompt, nodeId);
          send(prompt.clientId, 'progress', { value: step, max: steps, prompt_id: prompt.id, node: nodeId });
          if (step === 1) await sendPreview(prompt.clientId);
          if (step === 1 && prompt.scenario === 'execution_error') {
            const data = {
              prompt_id: prompt.id,
              node_id: nodeId,
              node_type: node.class_type,
              executed: [],
              exception_message: 'CUDA out of memory. Tried to allocate 2.00 GiB',
              exception_type: 'torch.OutOfMemoryError',
              traceback: ['Traceback (most recent call last):', '  ...'],
              current_inputs: {},
              current_outputs: {},
              timestamp: Date.now(),
            };
            send(prompt.clientId, 'execution_error', data);
            return finishWith(
              prompt,
              {
                status_str: 'error',
                completed: false,
                messages: [
                  ['execution_start', started],
                  ['execution_error', data],
                ],
              },
              {},
            );
          }
          if (step === 1 && prompt.scenario === 'socket_drop') {
            for (const socket of sockets.get(prompt.clientId ?? '') ?? []) socket.terminate();
          }
          if (step === 1 && prompt.scenario === 'slow') {
            while (!prompt.interrupted && !closed) await delay(stepMs);
            if (closed) return;
            return interrupted(prompt, nodeId);
          }
        }
      }
      if (OUTPUT_NODES.has(node.class_type)) {
        const images = await saveImages(prompt, nodeId, node.class_type === 'PreviewImage' ? 'temp' : 'output');
        outputs[nodeId] = { images };
        send(prompt.clientId, 'executed', { node: nodeId, display_node: nodeId, output: { images }, prompt_id: prompt.id });
      }
    }
    const success = { prompt_id: prompt.id, timestamp: Date.now() };
    send(prompt.clientId, 'execution_success', success);
    finishWith(
      prompt,
      {
        status_str: 'success',
        completed: true,
        messages: [
          ['execution_start', started],
          ['execution_success', success],
        ],
      },
      outputs,
    );
  }

  async function saveImages(prompt: Prompt, nodeId: string, type: 'output' | 'temp') {
    const evaluated = await imageOf(prompt.graph, prompt.graph[nodeId]?.inputs.images, uploads);
    if (evaluated) {
      const filename = `studio18_${String(prompt.number).padStart(5, '0')}_0_${nodeId}.png`;
      files.set(fileKey(type, '', filename), withTextChunk(evaluated, 'prompt', JSON.stringify(prompt.graph)));
      return [{ filename, subfolder: '', type }];
    }
    const inputs = Object.values(prompt.graph).map((node) => node.inputs);
    const find = (name: string, fallback: number) => {
      const value = inputs.find((input) => typeof input[name] === 'number')?.[name];
      return typeof value === 'number' ? value : fallback;
    };
    const width = find('width', 512);
    const height = find('height', 512);
    const count = Math.max(find('batch_size', 1), find('amount', 1));
    const images: Array<{ filename: string; subfolder: string; type: string }> = [];
    for (let index = 0; index < count; index += 1) {
      const filename = `studio18_${String(prompt.number).padStart(5, '0')}_${index}_${nodeId}.png`;
      const png = await sharp({ create: { width, height, channels: 3, background: { r: (40 * index) % 255, g: 120, b: 200 } } })
        .png()
        .toBuffer();
      // As SaveImage does: the whole workflow in PNG text chunks.
      files.set(fileKey(type, '', filename), withTextChunk(png, 'prompt', JSON.stringify(prompt.graph)));
      images.push({ filename, subfolder: '', type });
    }
    return images;
  }

  // --- HTTP ----------------------------------------------------------------------------------------

  function json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  async function readBody(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function validate(graph: unknown): { status: number; body: unknown } | undefined {
    const invalid = (type: string, message: string, nodeErrors: unknown = {}) => ({
      status: 400,
      body: { error: { type, message, details: '', extra_info: {} }, node_errors: nodeErrors },
    });
    if (!graph || typeof graph !== 'object' || Array.isArray(graph))
      return invalid('invalid_prompt', 'Invalid prompt: the prompt is not an object');
    const placeholder = /\{\{\s*\w+\s*\}\}/.exec(JSON.stringify(graph));
    if (placeholder) return invalid('invalid_prompt', `Invalid prompt: unreplaced placeholder ${placeholder[0]}`);
    const nodeErrors: Record<string, unknown> = {};
    let hasOutput = false;
    for (const [nodeId, node] of Object.entries(graph as Record<string, unknown>)) {
      if (!node || typeof node !== 'object' || typeof (node as { class_type?: unknown }).class_type !== 'string') {
        return invalid('invalid_prompt', `Cannot execute because node ${nodeId} is missing the class_type property.`);
      }
      const { class_type: classType, inputs } = node as { class_type: string; inputs?: Record<string, unknown> };
      if (missingNodes.has(classType)) return missingNode(nodeId, classType);
      if (OUTPUT_NODES.has(classType)) hasOutput = true;
      const errors: unknown[] = [...comboErrors(classType, inputs ?? {})];
      for (const [name, value] of Object.entries(inputs ?? {})) {
        const kind = NUMERIC_INPUTS[name];
        if (kind && typeof value !== 'number' && !Array.isArray(value)) {
          errors.push({
            type: 'invalid_input_type',
            message: `Failed to convert an input value to a ${kind} value`,
            details: `${name}, ${String(value)}`,
            extra_info: {},
          });
        }
      }
      if (classType === 'LoadImage' && !uploads.has(String(inputs?.image))) {
        errors.push({
          type: 'custom_validation_failed',
          message: 'Custom validation failed for node',
          details: `image - Invalid image file: ${String(inputs?.image)}`,
          extra_info: {},
        });
      }
      if (errors.length > 0) nodeErrors[nodeId] = { errors, dependent_outputs: [], class_type: classType };
    }
    if (!hasOutput) return invalid('prompt_no_outputs', 'Prompt has no outputs');
    if (Object.keys(nodeErrors).length > 0)
      return invalid('prompt_outputs_failed_validation', 'Prompt outputs failed validation', nodeErrors);
    return undefined;
  }

  function missingNode(nodeId: string, classType: string): { status: number; body: unknown } {
    return {
      status: 400,
      body: {
        error: {
          type: 'missing_node_type',
          message: `Node '${classType}' not found. The custom node may not be installed.`,
          details: `Node ID '#${nodeId}'`,
          extra_info: { node_id: nodeId, class_type: classType },
        },
        node_errors: {},
      },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const record: FakeComfyUiRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    };
    requests.push(record);
    if (scenario === 'network') {
      request.socket.destroy();
      return;
    }
    if (scenario === 'rate_limited') return json(response, 429, { error: 'Too Many Requests' });
    if (scenario === 'unavailable') {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
      return;
    }
    const route = `${record.method} ${url.pathname}`;
    const raw = record.method === 'POST' ? await readBody(request) : Buffer.alloc(0);
    const body = (): unknown => {
      try {
        return JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        return undefined;
      }
    };

    if (route === 'POST /prompt') {
      const posted = body() as { prompt?: unknown; client_id?: unknown } | undefined;
      record.body = posted;
      if (!posted || posted.prompt === undefined)
        return json(response, 400, {
          error: { type: 'no_prompt', message: 'No prompt provided', details: '', extra_info: {} },
          node_errors: {},
        });
      if (scenario === 'node_errors') {
        return json(response, 400, {
          error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} },
          node_errors: {
            '4': {
              errors: [
                {
                  type: 'value_not_in_list',
                  message: 'Value not in list',
                  details: "ckpt_name: 'flux1-dev-fp8.safetensors' not in []",
                  extra_info: {},
                },
              ],
              dependent_outputs: ['9'],
              class_type: 'CheckpointLoaderSimple',
            },
          },
        });
      }
      const failure = validate(posted.prompt);
      if (failure) return json(response, failure.status, failure.body);
      const prompt: Prompt = {
        id: randomUUID(),
        number: number++,
        graph: posted.prompt as Prompt['graph'],
        clientId: typeof posted.client_id === 'string' ? posted.client_id : undefined,
        scenario,
        interrupted: false,
      };
      pending.push(prompt);
      record.promptId = prompt.id;
      json(response, 200, { prompt_id: prompt.id, number: prompt.number, node_errors: {} });
      broadcastStatus();
      setTimeout(pump, 5);
      return;
    }
    if (route === 'GET /prompt') return json(response, 200, { exec_info: { queue_remaining: queueRemaining() } });
    if (route === 'POST /upload/image') {
      const form = await new Request('http://fake/upload/image', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      })
        .formData()
        .catch(() => undefined);
      const file = form?.get('image');
      if (!form || !file || typeof file === 'string' || !file.name) return json(response, 400, { error: 'no image' });
      const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>;
      const upload: FakeComfyUiUpload = {
        fields,
        fileName: file.name,
        contentType: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      };
      const subfolder = fields.subfolder ?? '';
      const name = subfolder ? `${subfolder}/${file.name}` : file.name;
      uploads.set(name, upload);
      record.body = { fields, fileName: file.name, contentType: file.type, size: upload.bytes.length, bytes: upload.bytes };
      return json(response, 200, { name: file.name, subfolder, type: fields.type ?? 'input' });
    }
    if (route === 'GET /view') {
      const bytes = files.get(
        fileKey(url.searchParams.get('type') ?? 'output', url.searchParams.get('subfolder') ?? '', url.searchParams.get('filename') ?? ''),
      );
      if (!bytes) return json(response, 404, { error: 'not found' });
      if (scenario === 'oversize') {
        response.writeHead(200, { 'content-type': 'image/png' });
        const chunk = new Uint8Array(64 * 1024);
        chunk.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        let left = 1024;
        const write = () => {
          while (left > 0 && !response.destroyed) {
            left--;
            if (!response.write(chunk)) return void response.once('drain', write);
          }
          response.end();
        };
        response.once('close', () => {
          left = 0;
        });
        write();
        return;
      }
      if (scenario === 'redirect' && url.searchParams.get('moved') !== '1') {
        const moved = new URL(`${url.pathname}${url.search}`, `http://${request.headers.host ?? 'fake'}`);
        moved.hostname = 'localhost';
        moved.searchParams.set('moved', '1');
        response.writeHead(302, { location: moved.toString() });
        response.end();
        return;
      }
      if (scenario === 'malformed') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!DOCTYPE html><html><head><title>ComfyUI</title></head><body><div id="vue-app"></div></body></html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
      response.end(bytes);
      return;
    }
    if (record.method === 'GET' && url.pathname === '/history') return json(response, 200, Object.fromEntries(history));
    if (record.method === 'GET' && url.pathname.startsWith('/history/')) {
      const id = decodeURIComponent(url.pathname.slice('/history/'.length));
      const entry = history.get(id);
      return json(response, 200, entry ? { [id]: entry } : {});
    }
    if (route === 'GET /queue') {
      return json(response, 200, { queue_running: running ? [queueItem(running)] : [], queue_pending: pending.map(queueItem) });
    }
    if (route === 'POST /queue') {
      const posted = body() as { delete?: unknown; clear?: unknown } | undefined;
      record.body = posted;
      if (posted?.clear) pending.splice(0);
      if (Array.isArray(posted?.delete)) {
        for (const id of posted.delete) {
          const index = pending.findIndex((prompt) => prompt.id === id);
          if (index >= 0) pending.splice(index, 1);
        }
      }
      broadcastStatus();
      response.writeHead(200).end();
      return;
    }
    if (route === 'POST /interrupt') {
      const posted = body() as { prompt_id?: unknown } | undefined;
      record.body = posted;
      // Newer ComfyUI: with a prompt_id, only that prompt is interrupted.
      if (running && (posted?.prompt_id === undefined || posted.prompt_id === running.id)) running.interrupted = true;
      response.writeHead(200).end();
      return;
    }
    json(response, 404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('fake ComfyUI:', error);
      if (!response.headersSent) json(response, 500, { error: 'internal error' });
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ method: 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: request.headers });
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (scenario === 'network') return void socket.destroy();
    if (scenario === 'rate_limited') return refuse('429 Too Many Requests');
    if (scenario === 'unavailable') return refuse('503 Service Unavailable');
    if (url.pathname !== '/ws') return refuse('404 Not Found');
    wss.handleUpgrade(request, socket, head, (ws) => {
      const clientId = url.searchParams.get('clientId') || randomUUID().replaceAll('-', '');
      const set = sockets.get(clientId) ?? new Set<WebSocket>();
      set.add(ws);
      sockets.set(clientId, set);
      ws.on('close', () => {
        set.delete(ws);
        if (set.size === 0) sockets.delete(clientId);
      });
      ws.on('error', () => undefined);
      ws.send(JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: queueRemaining() } }, sid: clientId } }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setScenario(next) {
      scenario = next;
    },
    openSockets: () => [...sockets.values()].reduce((total, set) => total + set.size, 0),
    async close() {
      closed = true;
      for (const set of sockets.values()) for (const socket of set) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** ComfyUI's value_not_in_list errors for the combo inputs of a node. */
function comboErrors(classType: string, inputs: Record<string, unknown>): unknown[] {
  return Object.entries(COMBOS[classType] ?? {}).flatMap(([name, choices]) =>
    choices.includes(inputs[name])
      ? []
      : [
          {
            type: 'value_not_in_list',
            message: 'Value not in list',
            details: `${name}: '${String(inputs[name])}' not in ${JSON.stringify(choices)}`,
            extra_info: { input_name: name },
          },
        ],
  );
}

function outputNodes(graph: Prompt['graph']): string[] {
  return Object.entries(graph)
    .filter(([, node]) => OUTPUT_NODES.has(node.class_type))
    .map(([nodeId]) => nodeId);
}

/** A PNG with a tEXt chunk inserted after IHDR, as ComfyUI's SaveImage writes its metadata. */
function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const afterHeader = 8 + 25; // signature, then IHDR (length 4 + type 4 + data 13 + crc 4)
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
