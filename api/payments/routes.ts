import { Hono } from 'hono';
import { z } from 'zod';
import { paymentMessages } from '../contract/messages';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { PaymentsService } from './service';

const orderParams = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, paymentMessages.unknownOrder) });

/** /api/v1/payments: the purchase flow of the Buy Tokens modal, and the provider's webhook. */
export function paymentRoutes(payments: PaymentsService, providerName: string) {
  const routes = new Hono<AppEnv>();

  const member = (c: { get(key: 'claims'): { sub: string } | null }) => {
    const claims = c.get('claims');
    if (!claims) throw new ApiError('unauthorized', paymentMessages.signInRequired);
    return claims.sub;
  };

  routes.get('/config', (c) => c.json(payments.clientConfig()));

  routes.post('/orders', async (c) => {
    const order = await payments.createOrder(member(c));
    return c.json(order, 201);
  });

  routes.post('/orders/:orderId/capture', async (c) => {
    const userId = member(c);
    const { orderId } = parseInput(orderParams, c.req.param());
    return c.json(await payments.capture(userId, orderId));
  });

  // The local stand-in's buyer approval (only when no real provider is configured).
  routes.post('/orders/:orderId/approve', async (c) => {
    const userId = member(c);
    const { orderId } = parseInput(orderParams, c.req.param());
    await payments.approveForTesting(userId, orderId);
    return c.body(null, 204);
  });

  routes.post(`/webhooks/${providerName}`, async (c) => {
    const outcome = await payments.handleWebhook(c.req.raw.headers, await c.req.text());
    return c.json({ received: true, outcome });
  });

  return routes;
}
