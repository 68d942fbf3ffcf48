import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { listen, type RunningServer } from '../http/serve';

/**
 * A local stand-in for PayPal's REST API, speaking the Orders v2 and webhook-verification protocol over
 * real HTTP: OAuth client credentials, create / get / capture an order
 * (with PayPal-Request-Id idempotency), the 422 issues of a capture, and webhooks signed so that its
 * verify-webhook-signature endpoint can check them. The tests drive it, and `npm start` uses it when
 * no PayPal credentials are set, so a newcomer can walk through a purchase without money moving.
 */

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchaseUnit: { amount: { currency_code: string; value: string }; description?: string; custom_id?: string };
  capture?: { id: string; status: string; amount: { currency_code: string; value: string }; custom_id?: string; create_time: string };
  createTime: string;
}

export interface FakePaypalOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Where to deliver PAYMENT.CAPTURE.COMPLETED after each capture (as PayPal would); unset: only on request. */
  webhookUrl?: string;
}

export interface FakePaypal {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  webhookUrl: string | undefined;
  orders: Map<string, FakeOrder>;
  /** The buyer approves the order (on PayPal this happens in PayPal's window). */
  approve(orderId: string): void;
  /** The next capture answers 422 with this issue (INSTRUMENT_DECLINED, PAYER_ACTION_REQUIRED…). */
  failNextCapture(issue: string): void;
  /** The next capture reports this amount instead of the order's (a provider or tampering error). */
  captureNextWith(amount: { value: string; currency_code: string }): void;
  /** The PAYMENT.CAPTURE.COMPLETED event of a captured order, signed; deliver it with deliverWebhook. */
  captureCompletedEvent(orderId: string): { headers: Record<string, string>; body: string };
  deliverWebhook(url: string, event: { headers: Record<string, string>; body: string }): Promise<Response>;
  requests: Array<{ method: string; path: string }>;
  stop(): Promise<void>;
}

function issue(status: number, name: string, issueName: string, description: string) {
  return {
    status,
    body: {
      name,
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue: issueName, description }],
    },
  };
}

export async function startFakePaypal(options: FakePaypalOptions = {}): Promise<FakePaypal> {
  const clientId = options.clientId ?? `fake-client-${randomBytes(6).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const webhookId = options.webhookId ?? 'WH-FAKE-STUDIO18';
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const requests: FakePaypal['requests'] = [];
  let nextCaptureIssue: string | undefined;
  let nextCaptureAmount: { value: string; currency_code: string } | undefined;

  const app = new Hono();
  app.use(async (c, next) => {
    requests.push({ method: c.req.method, path: c.req.path });
    await next();
  });
  const authorized = (header: string | undefined) => Boolean(header?.startsWith('Bearer ') && tokens.has(header.slice(7)));
  const unauthorized = { error: 'invalid_token', error_description: 'Token signature verification failed' };

  app.post('/v1/oauth2/token', async (c) => {
    const basic = c.req.header('authorization') ?? '';
    const [id, secret] = Buffer.from(basic.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    const form = new URLSearchParams(await c.req.text());
    if (id !== clientId || secret !== clientSecret) {
      return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
    }
    if (form.get('grant_type') !== 'client_credentials') return c.json({ error: 'unsupported_grant_type' }, 400);
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(token);
    return c.json({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-FAKE',
      expires_in: 32400,
      nonce: randomUUID(),
    });
  });

  const orderJson = (order: FakeOrder) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    create_time: order.createTime,
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.purchaseUnit.amount,
        description: order.purchaseUnit.description,
        custom_id: order.purchaseUnit.custom_id,
        ...(order.capture ? { payments: { captures: [{ ...order.capture, final_capture: true }] } } : {}),
      },
    ],
    links: [
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ],
  });

  // PayPal-Request-Id: the same id answers the first successful answer again.
  const idempotent = async (requestId: string | undefined, run: () => { status: number; body: unknown }) => {
    if (requestId && byRequestId.has(requestId)) return byRequestId.get(requestId)!;
    const answer = run();
    if (requestId && answer.status < 300) byRequestId.set(requestId, answer);
    return answer;
  };

  app.post('/v2/checkout/orders', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json(unauthorized, 401);
    const body = (await c.req.json().catch(() => null)) as {
      intent?: string;
      purchase_units?: Array<FakeOrder['purchaseUnit']>;
    } | null;
    const answer = await idempotent(c.req.header('paypal-request-id'), () => {
      const unit = body?.purchase_units?.[0];
      if (!body || body.intent !== 'CAPTURE' || !unit?.amount?.value || !/^\d+(\.\d{2})?$/.test(unit.amount.value)) {
        return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
      }
      const order: FakeOrder = {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'CREATED',
        intent: body.intent,
        purchaseUnit: unit,
        createTime: new Date().toISOString(),
      };
      orders.set(order.id, order);
      return { status: 201, body: orderJson(order) };
    });
    return c.json(answer.body as object, answer.status as 201);
  });

  app.get('/v2/checkout/orders/:id', (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json(unauthorized, 401);
    const order = orders.get(c.req.param('id'));
    if (!order) return c.json(issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.').body, 404);
    return c.json(orderJson(order));
  });

  app.post('/v2/checkout/orders/:id/capture', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json(unauthorized, 401);
    const order = orders.get(c.req.param('id'));
    const answer = await idempotent(c.req.header('paypal-request-id'), () => {
      if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      if (order.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
      if (order.status !== 'APPROVED') {
        return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      }
      if (nextCaptureIssue) {
        const name = nextCaptureIssue;
        nextCaptureIssue = undefined;
        return issue(422, 'UNPROCESSABLE_ENTITY', name, 'The instrument presented was either declined by the processor or bank.');
      }
      const amount = nextCaptureAmount ?? order.purchaseUnit.amount;
      nextCaptureAmount = undefined;
      order.status = 'COMPLETED';
      order.capture = {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'COMPLETED',
        amount,
        custom_id: order.purchaseUnit.custom_id,
        create_time: new Date().toISOString(),
      };
      return { status: 201, body: orderJson(order) };
    });
    if (answer.status === 201 && fake.webhookUrl && order) {
      const url = fake.webhookUrl;
      setTimeout(() => void fake.deliverWebhook(url, fake.captureCompletedEvent(order.id)).catch(() => undefined), 50);
    }
    return c.json(answer.body as object, answer.status as 201);
  });

  const signature = (transmissionId: string, time: string, hookId: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${hookId}|${createHash('sha256').update(body).digest('hex')}`)
      .digest('base64');

  app.post('/v1/notifications/verify-webhook-signature', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json(unauthorized, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const expected = signature(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      JSON.stringify(body.webhook_event),
    );
    const ok =
      body.auth_algo === 'SHA256withRSA' &&
      typeof body.cert_url === 'string' &&
      body.webhook_id === webhookId &&
      body.transmission_sig === expected;
    return c.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  });

  // Not PayPal: the buyer's approval, which the local stand-in's checkout button performs.
  app.post('/fake/orders/:id/approve', (c) => {
    const order = orders.get(c.req.param('id'));
    if (!order) return c.json({ error: 'unknown order' }, 404);
    if (order.status === 'CREATED') order.status = 'APPROVED';
    return c.body(null, 204);
  });

  const server: RunningServer = await listen(app.fetch, { hostname: '127.0.0.1', port: 0 });
  const fake: FakePaypal = {
    url: `http://127.0.0.1:${server.port}`,
    clientId,
    clientSecret,
    webhookId,
    webhookUrl: options.webhookUrl,
    orders,
    requests,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`unknown order ${orderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    failNextCapture(name) {
      nextCaptureIssue = name;
    },
    captureNextWith(amount) {
      nextCaptureAmount = amount;
    },
    captureCompletedEvent(orderId) {
      const order = orders.get(orderId);
      if (!order?.capture) throw new Error(`order ${orderId} has no capture`);
      const event = {
        id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        summary: `Payment completed for $ ${order.capture.amount.value} ${order.capture.amount.currency_code}`,
        resource: {
          ...order.capture,
          final_capture: true,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      };
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-FAKE',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature(transmissionId, time, webhookId, body),
          'paypal-transmission-time': time,
        },
      };
    },
    deliverWebhook(url, event) {
      return fetch(url, { method: 'POST', headers: event.headers, body: event.body });
    },
    stop: () => server.close(),
  };
  return fake;
}
