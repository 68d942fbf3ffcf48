import { Hono } from 'hono';
import { z } from 'zod';
import { subscriptionSchema, unsubscribeSchema } from '../contract/push';
import type { AppEnv } from '../http/context';
import { claimsOf, requireUser } from '../http/guards';
import { input } from '../http/validate';
import type { PushService } from './service';

/**
 * GET /api/v1/push/key: the VAPID public key browsers subscribe with. It reads no data and answers
 * everyone alike, so it is mounted before the request transaction (api/app.ts). `publicKey` is null
 * when push is off.
 */
export function pushKeyRoutes(publicKey: string | null) {
  return new Hono<AppEnv>().get('/key', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ publicKey }, 200);
  });
}

/** /api/v1/push/subscriptions: the member saves (201) or removes (204) one of their browsers' subscriptions. */
export function pushRoutes(service: PushService) {
  return new Hono<AppEnv>()
    .post('/subscriptions', requireUser, input('json', subscriptionSchema), async (c) => {
      const outcome = await service.subscribe(await c.var.db(), c.req.valid('json'));
      return c.json({ subscribed: true, outcome }, 201);
    })
    .delete('/subscriptions', requireUser, input('json', unsubscribeSchema), async (c) => {
      await service.unsubscribe(await c.var.db(), claimsOf(c).sub, c.req.valid('json').endpoint);
      return c.body(null, 204);
    });
}

const idParam = z.object({ id: z.uuid({ error: 'Invalid generation id' }) });

/**
 * POST /api/v1/generations/:id/notify: the member asks to be told by push when their job ends
 * (mounted beside the generation routes). Another member's job answers the 404 of a missing one; a
 * job that has ended answers 409.
 */
export function jobNotifyRoutes(service: PushService) {
  return new Hono<AppEnv>().post('/:id/notify', requireUser, input('param', idParam), async (c) => {
    await service.requestNotify(await c.var.db(), c.req.valid('param').id);
    return c.json({ notify: true as const }, 200);
  });
}
