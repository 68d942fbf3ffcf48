import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import sharp from 'sharp';
import { dropConnection, listen, type RunningServer } from '../../http/serve';
import { renderFakeImage } from './fake-fal';

/**
 * A local stand-in for Hugging Face Inference (hf-inference): POST
 * /{model} with a bearer token and a JSON body answers real image bytes (JPEG for text-to-image, PNG
 * for image-to-image, so the caller has to sniff), or `{"error": "..."}` in each failure scenario.
 */

export type HuggingFaceScenario =
  /** Real image bytes at the requested size. */
  | 'success'
  /** 429 with the free-tier rate-limit error. */
  | 'rate_limit'
  /** 503 `{error: 'Model ... is currently loading', estimated_time: 20}`. */
  | 'model_loading'
  /** 200 with an HTML page instead of an image. */
  | 'malformed'
  /** Never answers (until the caller gives up or the fake closes). */
  | 'slow'
  /** 500 `{error}`. */
  | 'error'
  /** 402: the monthly credits are used up. */
  | 'no_credits'
  /** 200 with 64 MB that start as a PNG, streamed without Content-Length. */
  | 'oversize'
  /** The socket is destroyed without an answer. */
  | 'network';

export interface FakeHuggingFaceRequest {
  method: string;
  path: string;
  /** Parsed JSON, undefined without one. */
  body: unknown;
  authorization?: string;
}

export interface FakeHuggingFace {
  /** Use it as baseUrl: models are served at {url}/{owner}/{name}. */
  url: string;
  token: string;
  requests: FakeHuggingFaceRequest[];
  setScenario(scenario: HuggingFaceScenario): void;
  /** The next `count` calls behave as `scenario` (default 'network'); then the current scenario again. */
  failNextRequests(count: number, scenario?: HuggingFaceScenario): void;
  close(): Promise<void>;
}

export interface FakeHuggingFaceOptions {
  token?: string;
  /** How long a successful answer takes, as a real model would. Default 0. */
  delayMs?: number;
}

const size = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(2048, Math.max(16, Math.round(value))) : fallback;

export async function startFakeHuggingFace(options: FakeHuggingFaceOptions = {}): Promise<FakeHuggingFace> {
  const token = options.token ?? `hf_${randomBytes(17).toString('hex')}`;
  const requests: FakeHuggingFaceRequest[] = [];
  const held = new Set<() => void>();
  let scenario: HuggingFaceScenario = 'success';
  let failures: { count: number; scenario: HuggingFaceScenario } = { count: 0, scenario: 'network' };

  const hold = (c: Context, ms?: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        held.delete(done);
        resolve();
      };
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      held.add(done);
      c.req.raw.signal.addEventListener('abort', done, { once: true });
    });

  const app = new Hono();
  app.post('/*', async (c) => {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const authorization = c.req.header('authorization');
    requests.push({ method: c.req.method, path: c.req.path, body, authorization });

    const current = failures.count > 0 ? failures.scenario : scenario;
    if (failures.count > 0) failures = { ...failures, count: failures.count - 1 };
    const model = c.req.path.replace(/^\/+/, '').replace(/^hf-inference\/models\//, '');

    if (current === 'network') return dropConnection(c);
    if (authorization !== `Bearer ${token}`) {
      // Echoes what it received: the tests prove our provider never passes a token on.
      return c.json({ error: `Invalid credentials in Authorization header (${authorization ?? 'none'})` }, 401);
    }
    if (current === 'slow') {
      await hold(c);
      return c.json({ error: 'Gateway timeout' }, 504);
    }
    if (current === 'rate_limit') {
      return c.json(
        { error: 'Rate limit reached. You reached free usage limit (reset hourly). Please subscribe to a plan to increase your limits.' },
        429,
      );
    }
    if (current === 'model_loading') return c.json({ error: `Model ${model} is currently loading`, estimated_time: 20 }, 503);
    if (current === 'no_credits') {
      return c.json(
        {
          error:
            'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
        },
        402,
      );
    }
    if (current === 'error') return c.json({ error: 'Internal Server Error' }, 500);
    if (current === 'oversize') {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 64 * 1024 * 1024) return controller.close();
          const chunk = new Uint8Array(64 * 1024);
          if (sent === 0) chunk.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'image/png' } });
    }
    if (current === 'malformed') return c.html('<!DOCTYPE html><html><body><h1>Service temporarily unavailable</h1></body></html>', 200);

    const request = body as { inputs?: unknown; parameters?: Record<string, unknown> } | undefined;
    if (typeof request?.inputs !== 'string' || !request.inputs)
      return c.json({ error: 'Input validation error: `inputs` must be non-empty' }, 422);
    const parameters = request.parameters ?? {};
    const seed = typeof parameters.seed === 'number' ? parameters.seed : 0;
    let image: Uint8Array;
    if (typeof parameters.prompt === 'string') {
      // Image to image: the input is a base64 image; the answer keeps its size unless target_size says otherwise.
      const meta = await sharp(Buffer.from(request.inputs, 'base64'))
        .metadata()
        .catch(() => undefined);
      if (!meta?.width || !meta.height) return c.json({ error: 'Input validation error: `inputs` is not a valid image' }, 422);
      const target = (parameters.target_size ?? {}) as { width?: unknown; height?: unknown };
      image = await renderFakeImage(size(target.width, meta.width), size(target.height, meta.height), 'png', seed);
    } else {
      image = await renderFakeImage(size(parameters.width, 1024), size(parameters.height, 1024), 'jpeg', seed);
    }
    if (options.delayMs) await hold(c, options.delayMs);
    return c.body(new Uint8Array(image), 200, { 'Content-Type': typeof parameters.prompt === 'string' ? 'image/png' : 'image/jpeg' });
  });

  const server: RunningServer = await listen(app.fetch, { hostname: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${server.port}`,
    token,
    requests,
    setScenario(next) {
      scenario = next;
    },
    failNextRequests(count, failWith = 'network') {
      failures = { count, scenario: failWith };
    },
    async close() {
      for (const release of [...held]) release();
      await server.close();
    },
  };
}
