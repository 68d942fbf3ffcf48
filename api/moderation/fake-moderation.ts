import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { dropConnection, listen, type RunningServer } from '../http/serve';

/**
 * A local stand-in for a hosted classifier speaking the OpenAI moderation protocol: `POST
 * /v1/moderations` with `Authorization: Bearer <key>` and `{model, input}` (a string or an array of
 * strings) answers `{id, model, results: [{flagged, categories, category_scores}]}`, one result per
 * input, or fails in the ways a hosted service does.
 */

export type ModerationScenario =
  /** Every input answered, nothing flagged. */
  | 'clean'
  /** Every input flagged `sexual` and `sexual/minors`. */
  | 'minors'
  /** `sexual/minors` not flagged, but scored at `minorsScore` (the threshold decides). */
  | 'minors_score'
  /** Every input flagged `sexual` (adult content), `sexual/minors` not. */
  | 'sexual'
  /** Never answers (until the caller gives up or the fake closes). */
  | 'slow'
  /** 500 with OpenAI's error body. */
  | 'error'
  /** 200 with an HTML page. */
  | 'garbage'
  /** 200 with JSON that is not a moderation answer. */
  | 'wrong_shape'
  /** 200 with 1 MB of JSON. */
  | 'oversize'
  /** The socket is destroyed without an answer. */
  | 'network';

export interface FakeModerationRequest {
  path: string;
  authorization?: string;
  /** Parsed JSON, undefined without one. */
  body: unknown;
}

export interface FakeModeration {
  url: string;
  key: string;
  requests: FakeModerationRequest[];
  setScenario(scenario: ModerationScenario): void;
  /** The `sexual/minors` score of the 'minors_score' scenario. */
  minorsScore: number;
  close(): Promise<void>;
}

const CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

function result(sexual: number, minors: number, minorsFlagged: boolean) {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, 0.0001])) as Record<string, number>;
  scores.sexual = sexual;
  scores['sexual/minors'] = minors;
  const categories = Object.fromEntries(CATEGORIES.map((category) => [category, false])) as Record<string, boolean>;
  categories.sexual = sexual >= 0.5;
  categories['sexual/minors'] = minorsFlagged;
  return { flagged: categories.sexual || minorsFlagged, categories, category_scores: scores };
}

export async function startFakeModeration(options: { key?: string } = {}): Promise<FakeModeration> {
  const key = options.key ?? `sk-mod-${randomBytes(12).toString('hex')}`;
  const requests: FakeModerationRequest[] = [];
  const held = new Set<() => void>();
  let scenario: ModerationScenario = 'clean';

  const hold = (c: Context) =>
    new Promise<void>((resolve) => {
      const done = () => {
        held.delete(done);
        resolve();
      };
      held.add(done);
      c.req.raw.signal.addEventListener('abort', done, { once: true });
    });

  const fake: FakeModeration = {
    url: '',
    key,
    requests,
    minorsScore: 0.7,
    setScenario(next) {
      scenario = next;
    },
    async close() {
      for (const release of [...held]) release();
      await server.close();
    },
  };

  const app = new Hono();
  app.post('/v1/moderations', async (c) => {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const authorization = c.req.header('authorization');
    requests.push({ path: c.req.path, authorization, body });

    if (scenario === 'network') return dropConnection(c);
    if (authorization !== `Bearer ${key}`) {
      return c.json(
        { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } },
        401,
      );
    }
    const input = (body as { input?: unknown } | undefined)?.input;
    const inputs =
      typeof input === 'string' ? [input] : Array.isArray(input) && input.every((item) => typeof item === 'string') ? input : undefined;
    if (!inputs?.length) {
      return c.json(
        { error: { message: "'input' is a required property", type: 'invalid_request_error', param: 'input', code: null } },
        400,
      );
    }
    const model = (body as { model?: unknown }).model;
    const answer = (results: unknown[]) =>
      c.json({
        id: `modr-${randomBytes(8).toString('hex')}`,
        model: typeof model === 'string' ? model : 'omni-moderation-latest',
        results,
      });

    switch (scenario) {
      case 'slow':
        await hold(c);
        return c.json({ error: { message: 'timeout' } }, 504);
      case 'error':
        return c.json({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }, 500);
      case 'garbage':
        return c.html('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', 200);
      case 'wrong_shape':
        return c.json({ id: 'modr-1', results: [{ flagged: 'no' }] });
      case 'oversize':
        return c.json({
          id: 'modr-1',
          model: 'x',
          results: inputs.map(() => result(0.1, 0.0001, false)),
          padding: 'x'.repeat(1024 * 1024),
        });
      case 'minors':
        return answer(inputs.map(() => result(0.98, 0.93, true)));
      case 'minors_score':
        return answer(inputs.map(() => result(0.9, fake.minorsScore, false)));
      case 'sexual':
        return answer(inputs.map(() => result(0.97, 0.002, false)));
      case 'clean':
        return answer(inputs.map(() => result(0.001, 0.0001, false)));
    }
  });

  const server: RunningServer = await listen(app.fetch, { hostname: '127.0.0.1', port: 0 });
  fake.url = `http://127.0.0.1:${server.port}`;
  return fake;
}
