import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { type GenerationEvent, generationMessages, submitSchema, TOOL_IDS } from '../contract/generation';
import { digits, pageQuerySchema } from '../contract/query';
import type { StoredOutput } from '../db/schema';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { input } from '../http/validate';
import { EVENT_PAGE_SIZE, type EventHub, followJob } from './events';
import type { GenerationService, Requester } from './service';

export interface GenerationRouteDeps {
  service: GenerationService;
  hub: EventHub;
  /** Tells the workers a job is waiting (after the submit's transaction committed). */
  wake(generationId: string, provider: string): Promise<void>;
  trustProxy: boolean;
  heartbeatMs: number;
}

/** ?limit=&before= and, optionally, ?tool= (one tool's jobs only). */
const listQuery = pageQuerySchema({ defaultLimit: 20, maxLimit: 100 }).extend({
  tool: z.enum(TOOL_IDS, { error: `Unknown tool. Choose one of: ${TOOL_IDS.join(', ')}` }).optional(),
});
const idParam = z.object({ id: z.uuid({ error: 'Invalid generation id' }) });
const submitHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'The Idempotency-Key header must not be empty')
    .max(200, 'The Idempotency-Key header must be at most 200 characters')
    .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header must be printable ASCII without spaces')
    .optional(),
});
const eventHeaders = z.object({
  'last-event-id': digits('The Last-Event-ID header must be an event id', { min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

/**
 * /api/v1/generations: submit (idempotent with an Idempotency-Key), list, read, cancel, and follow a
 * job as Server-Sent Events. Members see their own jobs, an anonymous browser those made with its
 * X-Client-Id, an administrator any (RLS on `generations`).
 */
export function generationRoutes(deps: GenerationRouteDeps) {
  const { service, hub } = deps;
  const requester = (c: { get(key: 'claims'): Requester['claims']; get(key: 'clientHash'): string | null }, ip: string): Requester => ({
    claims: c.get('claims'),
    clientHash: c.get('clientHash'),
    ip,
  });

  return new Hono<AppEnv>()
    .post('/', input('header', submitHeaders), input('json', submitSchema), async (c) => {
      const job = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const result = await service.submit(c.var.db, requester(c, clientIp(c, deps.trustProxy)), job, key);
      // Woken even for a replay: if the first submit's wake-up was lost, this one delivers it.
      c.var.afterCommit(() => deps.wake(result.id, result.provider));
      return c.json({ id: result.id, status: result.status, cost: result.cost, created: result.created }, result.created ? 202 : 200);
    })
    .get('/', input('query', listQuery), async (c) => {
      const page = await service.list(await c.var.db(), requester(c, ''), c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(page, 200);
    })
    .get('/:id', input('param', idParam), async (c) => {
      const generation = await service.get(await c.var.db(), c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      return c.json(generation, 200);
    })
    .post('/:id/cancel', input('param', idParam), async (c) => {
      const status = await service.cancel(await c.var.db(), c.req.valid('param').id);
      return c.json({ status }, 200);
    })
    .get('/:id/events', input('param', idParam), input('header', eventHeaders), async (c) => {
      // Visibility is checked under RLS in the request's transaction, which ends when this returns;
      // the stream then reads the events as the owner.
      const { id } = c.req.valid('param');
      await service.get(await c.var.db(), id);
      const afterId = String(c.req.valid('header')['last-event-id'] ?? 0);
      // `no-transform` keeps proxies (and our own compression) from holding events back.
      c.header('Cache-Control', 'no-cache, no-transform');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, (stream) =>
        followJob(hub, service, stream, {
          generationId: id,
          afterId,
          pageSize: EVENT_PAGE_SIZE,
          heartbeatMs: deps.heartbeatMs,
          toWire: (event) => toWire(id, event.kind, event.data, service),
        }),
      );
    });
}

/**
 * The wire form of a stored event: result outputs get signed URLs at the time they are sent, and a
 * member's outputs their gallery items.
 */
async function toWire(
  generationId: string,
  kind: string,
  data: Record<string, unknown>,
  service: GenerationService,
): Promise<GenerationEvent> {
  if (kind === 'result')
    return { kind: 'result', outputs: await service.resultOutputs(generationId, (data.outputs ?? []) as StoredOutput[]) };
  if (kind === 'error') return { kind: 'error', message: String(data.message ?? generationMessages.failedFlux) };
  return { kind, ...data } as GenerationEvent;
}
