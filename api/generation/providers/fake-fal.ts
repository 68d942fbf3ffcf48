import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes, randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import sharp from 'sharp';
import { dropConnection, listen, type RunningServer } from '../../http/serve';

/**
 * A local stand-in for fal.ai speaking fal's queue and storage protocol over
 * real HTTP: submit, status with logs (IN_QUEUE with a falling queue_position, IN_PROGRESS, COMPLETED),
 * result, cancel, and the storage upload (initiate + PUT). Outputs are real PNG/JPEG images made with
 * sharp and a real mp4 made with ffmpeg, served by the fake itself; the upscaler (fal-ai/esrgan) and
 * the background remover (fal-ai/imageutils/rembg) work on the image their `image_url` names. The
 * provider tests, the browser tests and the benchmarks drive it through its scenarios.
 */

export type FalScenario =
  /** Queue, progress with logs, completed, real outputs. */
  | 'success'
  /** Submit answers 429 with fal's error JSON. */
  | 'rate_limit'
  /** Submit answers 503: the model is loading. */
  | 'model_loading'
  /** Completes, but the result JSON has no images (or no video). */
  | 'malformed'
  /** Stays IN_PROGRESS forever (a log line per poll): for timeouts and cancels. */
  | 'slow'
  /** Completes; the result answers 422 content_policy_violation, as fal reports a refused job. */
  | 'error_422'
  /** Completes; the result answers 500 internal_server_error. */
  | 'error_500'
  /** Completes; the result's output URLs answer 404. */
  | 'missing_output'
  /** Submit is never answered (until the caller gives up or the fake closes). */
  | 'stall'
  /** Every request's socket is destroyed without an answer. */
  | 'network';

export interface FakeFalRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: string;
  /** Parsed JSON; `{ contentType, size }` for binary uploads; undefined without a body. */
  body: unknown;
  authorization?: string;
}

export interface FakeFal {
  /** Serves the queue API, the storage API and the files: use it as both queueUrl and restUrl. */
  url: string;
  key: string;
  requests: FakeFalRequest[];
  /** The jobs submitted to the queue, in order: the model path each was sent to and its input. */
  submitted: Array<{ model: string; input: Record<string, unknown> }>;
  /** Input images uploaded through the storage API, by their file_url. */
  uploads: Map<string, { contentType: string; bytes: Uint8Array }>;
  /** Applies to jobs submitted from now on; 'network' at once to every request, 'stall' to submits. */
  setScenario(scenario: FalScenario): void;
  /**
   * The next `count` submits behave as `scenario` (default 'network'); then the current scenario again.
   * With `model` ('fal-ai/hunyuan-video'), only submits to that model's path count.
   */
  failNextSubmits(count: number, scenario?: FalScenario, model?: string): void;
  /**
   * The URL results name for each output from now on, instead of the fake's own (null: its own again),
   * as a hostile or broken provider might: `file://…`, a private address, `blobUrl(…)`, `redirectUrl(…)`.
   */
  setOutputUrl(make: ((output: { kind: 'image' | 'video'; url: string }) => string) | null): void;
  /**
   * A URL of the fake answering `bytes` bytes that start as a `head` file would (an mp4's `ftyp` box, a
   * PNG signature, or text), with a Content-Length unless `chunked`.
   */
  blobUrl(options: { bytes: number; head: 'mp4' | 'png' | 'jpeg' | 'text'; chunked?: boolean }): string;
  /** A URL of the fake answering 302 to `to`. */
  redirectUrl(to: string): string;
  /** Bytes of blob bodies actually sent (a client that stops reading early keeps this low). */
  readonly blobBytesSent: number;
  close(): Promise<void>;
}

export interface FakeFalOptions {
  key?: string;
  /** Status answers IN_QUEUE this many times (queue_position falling to 0). Default 2. */
  queueSteps?: number;
  /** Then IN_PROGRESS this many times, one more log line each. Default 3. */
  progressSteps?: number;
  /** Each step lasts this long instead of one status poll (for browsers and benchmarks, whose polling differs). */
  stepMs?: number;
  /**
   * Serve one image per size and format, rendered on first use, instead of rendering each job's own
   * (for benchmarks: the fake provider's time is then only its HTTP answers, not sharp's work).
   */
  stockImages?: boolean;
}

interface FakeJob {
  id: string;
  model: string;
  input: Record<string, unknown>;
  scenario: FalScenario;
  polls: number;
  createdAt: number;
  canceled: boolean;
  logs: Array<{ message: string; level: string; source: string; timestamp: string }>;
}

const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  square_hd: { width: 1024, height: 1024 },
  square: { width: 512, height: 512 },
  portrait_4_3: { width: 768, height: 1024 },
  portrait_16_9: { width: 576, height: 1024 },
  landscape_4_3: { width: 1024, height: 768 },
  landscape_16_9: { width: 1024, height: 576 },
};

const clampSize = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(2048, Math.max(16, Math.round(value))) : fallback;

function imageSize(value: unknown): { width: number; height: number } {
  if (typeof value === 'string' && IMAGE_SIZES[value]) return IMAGE_SIZES[value];
  if (value && typeof value === 'object') {
    const size = value as { width?: unknown; height?: unknown };
    return { width: clampSize(size.width, 1024), height: clampSize(size.height, 1024) };
  }
  return { width: 1024, height: 1024 };
}

/** A real image of that size: a colour from the seed, with a lighter disc so it is not one flat colour. */
export async function renderFakeImage(width: number, height: number, format: 'png' | 'jpeg', seed: number): Promise<Uint8Array> {
  const hue = Math.abs(Math.trunc(seed) * 47) % 360;
  const background = `hsl(${hue}, 55%, 35%)`;
  const disc = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="${background}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${(hue + 180) % 360}, 60%, 70%)"/></svg>`;
  const image = sharp(Buffer.from(disc));
  const buffer = format === 'jpeg' ? await image.jpeg({ quality: 80 }).toBuffer() : await image.png().toBuffer();
  return new Uint8Array(buffer);
}

const videos = new Map<string, Promise<Uint8Array>>();

/** A real one-second H.264 mp4, made once per size with ffmpeg's test pattern. */
export function renderFakeVideo(width: number, height: number): Promise<Uint8Array> {
  const key = `${width}x${height}`;
  let video = videos.get(key);
  if (!video) {
    video = (async () => {
      const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
      const dir = await mkdtemp(path.join(tmpdir(), 'fake-fal-'));
      const file = path.join(dir, 'video.mp4');
      try {
        await promisify(execFile)(ffmpeg, [
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `testsrc2=size=${key}:rate=8`,
          '-t',
          '1',
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          '-y',
          file,
        ]);
        return new Uint8Array(await readFile(file));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })();
    video.catch(() => videos.delete(key));
    videos.set(key, video);
  }
  return video;
}

const isVideoModel = (model: string) => /video|i2v|t2v/i.test(model);

/** The image tools, known by their model path: ESRGAN upscales, rembg cuts the subject out. */
type ImageTool = 'upscale' | 'cutout';
function imageToolOf(model: string): ImageTool | undefined {
  if (/esrgan|upscal/i.test(model)) return 'upscale';
  if (/rembg|background/i.test(model)) return 'cutout';
  return undefined;
}

const ESRGAN_MODELS = [
  'RealESRGAN_x4plus',
  'RealESRGAN_x2plus',
  'RealESRGAN_x4plus_anime_6B',
  'RealESRGAN_x4_v3',
  'RealESRGAN_x4_wdn_v3',
  'RealESRGAN_x4_anime_v3',
];

/** fal's 422 for an image-tool input outside the model's schema: the field and its complaint; undefined when it fits. */
function imageToolProblem(tool: ImageTool, input: Record<string, unknown>): [string, string] | undefined {
  if (typeof input.image_url !== 'string' || !input.image_url) return ['image_url', 'Field required'];
  if (tool === 'cutout')
    return input.crop_to_bbox !== undefined && typeof input.crop_to_bbox !== 'boolean'
      ? ['crop_to_bbox', 'Input should be a valid boolean']
      : undefined;
  if (input.scale !== undefined && (typeof input.scale !== 'number' || input.scale < 1 || input.scale > 8))
    return ['scale', 'Input should be a number from 1 to 8'];
  if (input.model !== undefined && !ESRGAN_MODELS.includes(String(input.model)))
    return ['model', `Input should be ${ESRGAN_MODELS.map((name) => `'${name}'`).join(', ')}`];
  if (input.output_format !== undefined && input.output_format !== 'png' && input.output_format !== 'jpeg')
    return ['output_format', "Input should be 'png' or 'jpeg'"];
  return undefined;
}

export interface RenderedImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** ESRGAN's answer: the input resized by `scale` (fal's default 2), in the format asked for. */
async function upscaled(source: Uint8Array, input: Record<string, unknown>): Promise<RenderedImage> {
  const meta = await sharp(source).metadata();
  const scale = typeof input.scale === 'number' ? input.scale : 2;
  const width = Math.round((meta.width ?? 1) * scale);
  const height = Math.round((meta.height ?? 1) * scale);
  const resized = sharp(source).resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  const jpeg = input.output_format === 'jpeg';
  const bytes = jpeg ? await resized.jpeg({ quality: 90 }).toBuffer() : await resized.png().toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: jpeg ? 'image/jpeg' : 'image/png', width, height };
}

/**
 * A background remover's answer: an RGBA PNG, the input kept inside a centred ellipse and transparent
 * around it, cropped to the ellipse when asked (rembg's crop_to_bbox).
 */
export async function renderFakeCutout(source: Uint8Array, cropToSubject = false): Promise<RenderedImage> {
  const meta = await sharp(source).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  const subject = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 3}" ry="${height / 3}" fill="#fff"/></svg>`;
  const masked = await sharp(source)
    .ensureAlpha()
    .composite([{ input: Buffer.from(subject), blend: 'dest-in' }])
    .png()
    .toBuffer();
  if (!cropToSubject) return { bytes: new Uint8Array(masked), contentType: 'image/png', width, height };
  const box = {
    left: Math.floor(width / 6),
    top: Math.floor(height / 6),
    width: Math.max(1, Math.ceil((width * 2) / 3)),
    height: Math.max(1, Math.ceil((height * 2) / 3)),
  };
  const cropped = await sharp(masked).extract(box).png().toBuffer();
  return { bytes: new Uint8Array(cropped), contentType: 'image/png', width: box.width, height: box.height };
}

/** The bytes an `image_url` names: a file uploaded to the fake's storage, or a base64 data URI. */
function inputBytes(imageUrl: unknown, uploads: FakeFal['uploads']): Uint8Array | undefined {
  if (typeof imageUrl !== 'string') return undefined;
  const data = /^data:[\w/+.-]+;base64,(.*)$/s.exec(imageUrl);
  if (data) return new Uint8Array(Buffer.from(data[1]!, 'base64'));
  return uploads.get(imageUrl)?.bytes;
}

/** What fal's LoRA models say of a `loras` input that is not a list of `{path, scale}`; undefined when it is. */
function lorasProblem(loras: unknown): string | undefined {
  if (!Array.isArray(loras)) return 'Input should be a valid list';
  for (const lora of loras) {
    const entry = lora as { path?: unknown; scale?: unknown } | null;
    if (typeof entry?.path !== 'string' || !/^https:\/\//.test(entry.path)) return 'path: Input should be a valid URL';
    if (typeof entry.scale !== 'number') return 'scale: Input should be a valid number';
  }
  return undefined;
}

export async function startFakeFal(options: FakeFalOptions = {}): Promise<FakeFal> {
  const key = options.key ?? `fake-key-id:${randomBytes(16).toString('hex')}`;
  const queueSteps = options.queueSteps ?? 2;
  const progressSteps = options.progressSteps ?? 3;
  const stepMs = options.stepMs;
  const stock = new Map<string, Promise<Uint8Array>>();
  const imageFor = (width: number, height: number, format: 'png' | 'jpeg', seed: number) => {
    if (!options.stockImages) return renderFakeImage(width, height, format, seed);
    const key = `${width}x${height}.${format}`;
    let image = stock.get(key);
    if (!image) stock.set(key, (image = renderFakeImage(width, height, format, 1)));
    return image;
  };
  const requests: FakeFalRequest[] = [];
  const submitted: FakeFal['submitted'] = [];
  const uploads: FakeFal['uploads'] = new Map();
  const pendingUploads = new Map<string, string>();
  const jobs = new Map<string, FakeJob>();
  const outputs = new Map<string, { contentType: string; bytes: Promise<Uint8Array> }>();
  const stalled = new Set<() => void>();
  let scenario: FalScenario = 'success';
  let failures: { count: number; scenario: FalScenario; model?: string } = { count: 0, scenario: 'network' };
  let url = '';
  let outputUrlFor: ((output: { kind: 'image' | 'video'; url: string }) => string) | null = null;
  let blobBytesSent = 0;

  const app = new Hono();
  const bodies = new WeakMap<Request, { json: unknown; bytes: Uint8Array }>();

  app.use(async (c, next) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const contentType = c.req.header('content-type') ?? '';
    let body: unknown;
    if (raw.length > 0) {
      if (contentType.includes('json')) {
        try {
          body = JSON.parse(new TextDecoder().decode(raw));
        } catch {
          body = { invalidJson: true };
        }
      } else {
        body = { contentType, size: raw.length };
      }
    }
    bodies.set(c.req.raw, { json: body, bytes: raw });
    const query = new URL(c.req.url).search;
    requests.push({ method: c.req.method, path: c.req.path, query, body, authorization: c.req.header('authorization') });
    if (scenario === 'network') return dropConnection(c);
    await next();
  });

  const authorized = (c: Context) => c.req.header('authorization') === `Key ${key}`;
  // Echoes what it received, as some APIs do: the tests prove our provider never passes a key on.
  const unauthorized = (c: Context) =>
    c.json({ detail: `No user found for Key ID and Secret (received ${c.req.header('authorization') ?? 'nothing'})` }, 401);
  const bodyOf = (c: Context) => bodies.get(c.req.raw) ?? { json: undefined, bytes: new Uint8Array() };

  // --- Storage: initiate (with the key), then a PUT of the bytes to a signed URL (without it).
  app.post('/storage/upload/initiate', (c) => {
    if (!authorized(c)) return unauthorized(c);
    const body = bodyOf(c).json as { content_type?: unknown; file_name?: unknown } | undefined;
    if (typeof body?.content_type !== 'string')
      return c.json({ detail: [{ loc: ['body', 'content_type'], msg: 'field required', type: 'value_error.missing' }] }, 422);
    const id = randomUUID();
    const name = typeof body.file_name === 'string' ? body.file_name.replace(/[^\w.-]/g, '_') : 'file';
    const fileUrl = `${url}/files/uploads/${id}/${name}`;
    pendingUploads.set(id, fileUrl);
    return c.json({ upload_url: `${url}/storage/signed-upload/${id}?signature=${randomBytes(8).toString('hex')}`, file_url: fileUrl });
  });

  app.put('/storage/signed-upload/:id', (c) => {
    const fileUrl = pendingUploads.get(c.req.param('id'));
    if (!fileUrl || !c.req.query('signature')) return c.text('SignatureDoesNotMatch', 403);
    pendingUploads.delete(c.req.param('id'));
    uploads.set(fileUrl, { contentType: c.req.header('content-type') ?? 'application/octet-stream', bytes: bodyOf(c).bytes });
    return c.body(null, 200);
  });

  app.get('/files/uploads/:id/:name', (c) => {
    const file = uploads.get(`${url}${c.req.path}`);
    if (!file) return c.text('Not Found', 404);
    return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.contentType });
  });

  app.get('/files/outputs/:name', async (c) => {
    const file = outputs.get(c.req.param('name'));
    if (!file) return c.text('Not Found', 404);
    return c.body(new Uint8Array(await file.bytes), 200, { 'Content-Type': file.contentType });
  });

  const HEADS: Record<string, Uint8Array> = {
    // An mp4's first box: size 24, 'ftyp', brand 'isom'.
    mp4: new Uint8Array([
      0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32,
    ]),
    png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    text: new TextEncoder().encode('<html>not a media file</html>'),
  };
  app.get('/files/blob', (c) => {
    const total = Number(c.req.query('bytes') ?? '0');
    const head = HEADS[c.req.query('head') ?? 'mp4'] ?? HEADS.mp4!;
    const chunkSize = 64 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(chunkSize, total - sent));
        if (sent === 0) chunk.set(head.subarray(0, chunk.length));
        sent += chunk.length;
        blobBytesSent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const headers: Record<string, string> = { 'Content-Type': 'application/octet-stream' };
    if (c.req.query('chunked') !== '1') headers['Content-Length'] = String(total);
    return new Response(body, { status: 200, headers });
  });

  app.get('/files/redirect', (c) => c.redirect(c.req.query('to') ?? '/', 302));

  // --- Queue.
  const stepOf = (job: FakeJob) => (stepMs ? Math.floor((Date.now() - job.createdAt) / stepMs) : job.polls - 1);
  const jobUrls = (job: FakeJob) => {
    const base = `${url}/${job.model.split('/').slice(0, 2).join('/')}/requests/${job.id}`;
    return { response_url: base, status_url: `${base}/status`, cancel_url: `${base}/cancel` };
  };
  const logLine = (job: FakeJob, text: string) =>
    job.logs.push({ message: text, level: 'INFO', source: 'USER', timestamp: new Date(job.createdAt + job.logs.length).toISOString() });

  function statusOf(job: FakeJob): { state: 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED'; position?: number } {
    if (job.canceled) return { state: 'COMPLETED' };
    const step = stepOf(job);
    if (step < queueSteps) return { state: 'IN_QUEUE', position: queueSteps - 1 - Math.max(step, 0) };
    const progress = step - queueSteps + 1;
    if (job.scenario === 'slow') {
      while (job.logs.length < progress) logLine(job, `Still generating (${job.logs.length + 1})`);
      return { state: 'IN_PROGRESS' };
    }
    while (job.logs.length < Math.min(progress, progressSteps)) logLine(job, `Step ${job.logs.length + 1}/${progressSteps}: denoising`);
    return progress <= progressSteps ? { state: 'IN_PROGRESS' } : { state: 'COMPLETED' };
  }

  const findJob = (c: Context) => {
    const job = jobs.get(c.req.param('id') ?? '');
    const owner = `${c.req.param('owner')}/${c.req.param('alias')}`;
    return job && job.model.split('/').slice(0, 2).join('/') === owner ? job : undefined;
  };

  app.get('/:owner/:alias/requests/:id/status', (c) => {
    if (!authorized(c)) return unauthorized(c);
    const job = findJob(c);
    if (!job) return c.json({ detail: 'Request not found' }, 404);
    job.polls += 1;
    const { state, position } = statusOf(job);
    const logs = c.req.query('logs') === '1' ? job.logs : null;
    const urls = jobUrls(job);
    if (state === 'IN_QUEUE') return c.json({ status: state, request_id: job.id, queue_position: position, ...urls, logs: null }, 202);
    if (state === 'IN_PROGRESS') return c.json({ status: state, request_id: job.id, ...urls, logs }, 202);
    return c.json({ status: state, request_id: job.id, ...urls, logs, metrics: { inference_time: 1.25 } }, 200);
  });

  app.get('/:owner/:alias/requests/:id', async (c) => {
    if (!authorized(c)) return unauthorized(c);
    const job = findJob(c);
    if (!job) return c.json({ detail: 'Request not found' }, 404);
    if (statusOf(job).state !== 'COMPLETED') return c.json({ detail: 'Request is still in progress' }, 400);
    c.header('x-fal-request-id', job.id);
    if (job.canceled) return c.json({ detail: 'Request was cancelled' }, 400);
    if (job.scenario === 'error_422') {
      c.header('X-Fal-Retryable', 'false');
      return c.json(
        {
          detail: [
            {
              loc: ['body', 'prompt'],
              msg: 'The content could not be processed because it contained material flagged by a content checker.',
              type: 'content_policy_violation',
            },
          ],
        },
        422,
      );
    }
    if (job.scenario === 'error_500')
      return c.json({ detail: [{ loc: [], msg: 'Internal server error', type: 'internal_server_error' }] }, 500);
    const seed = typeof job.input.seed === 'number' ? job.input.seed : 1234;
    if (job.scenario === 'malformed') return c.json({ seed, timings: { inference: 1.25 }, prompt: job.input.prompt });
    const ownUrl = (name: string) =>
      job.scenario === 'missing_output' ? `${url}/files/outputs/missing-${name}` : `${url}/files/outputs/${name}`;
    const named = outputUrlFor;
    const outputUrl = (name: string) =>
      named ? named({ kind: isVideoModel(job.model) ? 'video' : 'image', url: ownUrl(name) }) : ownUrl(name);
    const tool = imageToolOf(job.model);
    if (tool) {
      const source = inputBytes(job.input.image_url, uploads);
      if (!source) {
        return c.json(
          {
            detail: [
              {
                loc: ['body', 'image_url'],
                msg: 'Failed to download the file. Please check if the URL is accessible.',
                type: 'file_download_error',
              },
            ],
          },
          422,
        );
      }
      const image = await (tool === 'upscale' ? upscaled(source, job.input) : renderFakeCutout(source, job.input.crop_to_bbox === true));
      const name = `${job.id}.${image.contentType === 'image/jpeg' ? 'jpg' : 'png'}`;
      outputs.set(name, { contentType: image.contentType, bytes: Promise.resolve(image.bytes) });
      const { width, height, contentType } = image;
      return c.json({
        image: { url: outputUrl(name), content_type: contentType, file_name: name, file_size: image.bytes.length, width, height },
      });
    }
    if (isVideoModel(job.model)) {
      const portrait = job.input.aspect_ratio === '9:16';
      const [width, height] = portrait ? [180, 320] : [320, 180];
      const name = `${job.id}.mp4`;
      outputs.set(name, { contentType: 'video/mp4', bytes: renderFakeVideo(width, height) });
      const bytes = await outputs.get(name)!.bytes;
      return c.json({ video: { url: outputUrl(name), content_type: 'video/mp4', file_name: 'output.mp4', file_size: bytes.length }, seed });
    }
    const { width, height } = imageSize(job.input.image_size);
    const format = job.input.output_format === 'jpeg' ? 'jpeg' : 'png';
    const count = typeof job.input.num_images === 'number' ? Math.min(Math.max(1, job.input.num_images), 4) : 1;
    const images = Array.from({ length: count }, (_, index) => {
      const name = `${job.id}-${index}.${format === 'jpeg' ? 'jpg' : 'png'}`;
      outputs.set(name, { contentType: `image/${format}`, bytes: imageFor(width, height, format, seed + index) });
      return { url: outputUrl(name), width, height, content_type: `image/${format}` };
    });
    return c.json({ images, timings: { inference: 1.25 }, seed, has_nsfw_concepts: images.map(() => false), prompt: job.input.prompt });
  });

  app.put('/:owner/:alias/requests/:id/cancel', (c) => {
    if (!authorized(c)) return unauthorized(c);
    const job = findJob(c);
    if (!job) return c.json({ detail: 'Request not found' }, 404);
    if (statusOf(job).state === 'COMPLETED') return c.json({ status: 'ALREADY_COMPLETED' }, 400);
    job.canceled = true;
    return c.json({ status: 'CANCELLATION_REQUESTED' }, 202);
  });

  app.post('/*', async (c) => {
    const failing = failures.count > 0 && (!failures.model || c.req.path.replace(/^\/+/, '') === failures.model);
    const current = failing ? failures.scenario : scenario;
    if (failing) failures = { ...failures, count: failures.count - 1 };
    if (current === 'network') return dropConnection(c);
    if (current === 'stall') {
      await new Promise<void>((resolve) => {
        const done = () => {
          stalled.delete(done);
          resolve();
        };
        stalled.add(done);
        c.req.raw.signal.addEventListener('abort', done, { once: true });
      });
      return c.json({ detail: 'Gateway timeout' }, 504);
    }
    if (!authorized(c)) return unauthorized(c);
    if (current === 'rate_limit') {
      c.header('X-Fal-Retryable', 'true');
      return c.json({ detail: 'Rate limit exceeded: too many concurrent requests for this user' }, 429);
    }
    if (current === 'model_loading') return c.json({ detail: 'The model is loading, please retry shortly' }, 503);
    const model = c.req.path.replace(/^\/+/, '');
    const input = bodyOf(c).json;
    if (model.split('/').length < 2) return c.json({ detail: 'Application not found' }, 404);
    if (!input || typeof input !== 'object' || Array.isArray(input)) {
      return c.json({ detail: [{ loc: ['body'], msg: 'Input should be a valid dictionary', type: 'dict_type' }] }, 422);
    }
    const loras = (input as Record<string, unknown>).loras;
    const loraProblem = loras !== undefined || model.endsWith('video-lora') ? lorasProblem(loras) : undefined;
    if (loraProblem) return c.json({ detail: [{ loc: ['body', 'loras'], msg: loraProblem, type: 'value_error' }] }, 422);
    const tool = imageToolOf(model);
    const toolProblem = tool ? imageToolProblem(tool, input as Record<string, unknown>) : undefined;
    if (toolProblem) return c.json({ detail: [{ loc: ['body', toolProblem[0]], msg: toolProblem[1], type: 'value_error' }] }, 422);
    submitted.push({ model, input: input as Record<string, unknown> });
    const job: FakeJob = {
      id: randomUUID(),
      model,
      input: input as Record<string, unknown>,
      scenario: current,
      polls: 0,
      createdAt: Date.now(),
      canceled: false,
      logs: [],
    };
    jobs.set(job.id, job);
    return c.json({ request_id: job.id, status: 'IN_QUEUE', queue_position: queueSteps, ...jobUrls(job) });
  });

  const server: RunningServer = await listen(app.fetch, { hostname: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${server.port}`;
  return {
    url,
    key,
    requests,
    submitted,
    uploads,
    setScenario(next) {
      scenario = next;
    },
    failNextSubmits(count, failWith = 'network', model) {
      failures = { count, scenario: failWith, model };
    },
    setOutputUrl(make) {
      outputUrlFor = make;
    },
    blobUrl({ bytes, head, chunked }) {
      return `${url}/files/blob?bytes=${bytes}&head=${head}${chunked ? '&chunked=1' : ''}`;
    },
    redirectUrl(to) {
      return `${url}/files/redirect?to=${encodeURIComponent(to)}`;
    },
    get blobBytesSent() {
      return blobBytesSent;
    },
    async close() {
      for (const release of [...stalled]) release();
      await server.close();
    },
  };
}
