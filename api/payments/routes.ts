import { Hono } from 'hono';
import { z } from 'zod';
import { paymentMessages } from '../contract/messages';
import type { AppEnv } from '../http/context';
import { releaseRequestConnection } from '../http/database';
import { ApiError } from '../http/errors';
import { loopbackOnly } from '../http/loopback';
import { input } from '../http/validate';
import type { PaymentsService } from './service';

const orderParams = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, paymentMessages.unknownOrder) });
const webhookParams = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/, 'Not found') });
/** A provider's event is a JSON object; what it holds is the provider's to check (after its signature). */
const webhookEvent = z.record(z.string(), z.unknown(), { error: 'A webhook event must be a JSON object' });

/** The member a payment route acts for: purchases need a session ('Please sign in to purchase tokens' otherwise). */
function buyer(c: { get(key: 'claims'): { sub: string } | null }): string {
  const claims = c.get('claims');
  if (!claims) throw new ApiError('unauthorized', paymentMessages.signInRequired);
  return claims.sub;
}

/** /api/v1/payments: the purchase flow of the Buy Tokens modal, and the provider's webhook. */
export function paymentRoutes(payments: PaymentsService, providerName: string, options: { trustProxy: boolean }) {
  return (
    new Hono<AppEnv>()
      .get('/config', (c) => c.json(payments.clientConfig(), 200))
      // The purchase routes wait on PayPal and write through the payments role's own transactions,
      // so they hold no request connection meanwhile.
      .post('/orders', releaseRequestConnection, async (c) => c.json(await payments.createOrder(buyer(c)), 201))
      .post('/orders/:orderId/capture', releaseRequestConnection, input('param', orderParams), async (c) => {
        const userId = buyer(c);
        return c.json(await payments.capture(userId, c.req.valid('param').orderId), 200);
      })
      // The local stand-in's buyer approval (only when no real provider is configured), from this machine only.
      .post(
        '/orders/:orderId/approve',
        releaseRequestConnection,
        loopbackOnly(options.trustProxy),
        input('param', orderParams),
        async (c) => {
          const userId = buyer(c);
          await payments.approveForTesting(userId, c.req.valid('param').orderId);
          return c.body(null, 204);
        },
      )
      .post('/webhooks/:provider', input('param', webhookParams), input('json', webhookEvent), async (c) => {
        if (c.req.valid('param').provider !== providerName) throw new ApiError('not_found', 'Not found');
        // The signature covers the bytes as they came; the body was parsed (and its depth checked) once already.
        const outcome = await payments.handleWebhook(c.req.raw.headers, await c.req.text());
        return c.json({ received: true, outcome }, 200);
      })
  );
}
