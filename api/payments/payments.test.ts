import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { ledgerMismatches } from '../test/ledger';
import { createPaypalProvider } from './paypal';

/**
 * Buying tokens over real HTTP: our API ↔ the PayPal stand-in speaking Orders v2 and webhook
 * verification. Every path credits 2000 at most once, and only what was ordered.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await ledgerMismatches(t.db.owner)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

const createOrder = (m: Member) => t.call('POST', '/api/v1/payments/orders', { token: m.accessToken });
const capture = (m: Member, orderId: string) => t.call('POST', `/api/v1/payments/orders/${orderId}/capture`, { token: m.accessToken });
const webhook = (event: { headers: Record<string, string>; body: string }) =>
  fetch(`${t.url}/api/v1/payments/webhooks/paypal`, { method: 'POST', headers: event.headers, body: event.body });
const balanceOf = async (m: Member) => (await t.call('GET', '/api/v1/tokens/balance', { token: m.accessToken })).body.tokens as number;
const purchasesOf = async (m: Member) => {
  const { rows } = await sql<{ amount: number; payment_order_id: string }>`
    select amount, payment_order_id from token_transactions where user_id = ${m.id} and transaction_type = 'purchase'`.execute(t.db.owner);
  return rows;
};

/** Our PayPal client talking to the stand-in without our server: PayPal acting on its own (a capture we never credited). */
const payPalDirectly = () =>
  createPaypalProvider({ clientId: t.paypal.clientId, clientSecret: t.paypal.clientSecret, environment: 'sandbox', apiBase: t.paypal.url });

async function approvedOrder(m: Member): Promise<string> {
  const res = await createOrder(m);
  expect(res.status).toBe(201);
  t.paypal.approve(res.body.orderId);
  return res.body.orderId;
}

describe('creating an order', () => {
  it('asks PayPal for the configured package: intent CAPTURE, 19.00 USD, the catalog description, the member as custom_id', async () => {
    const m = await t.member();
    const res = await createOrder(m);
    expect(res.status).toBe(201);
    const order = t.paypal.orders.get(res.body.orderId)!;
    expect(order.intent).toBe('CAPTURE');
    expect(order.purchaseUnit).toEqual({
      amount: { currency_code: 'USD', value: '19.00' },
      description: '2000 AI Generation Tokens',
      custom_id: m.id,
    });
    const { rows } = await sql`select amount::text, currency, tokens, status from payments where order_id = ${res.body.orderId}`.execute(
      t.db.owner,
    );
    expect(rows).toEqual([{ amount: '19.00', currency: 'USD', tokens: 2000, status: 'created' }]);
  });

  it('needs a signed-in member: Please sign in to purchase tokens', async () => {
    const res = await t.call('POST', '/api/v1/payments/orders');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please sign in to purchase tokens');
  });

  it('tells the browser which checkout to show, without any secret', async () => {
    const res = await t.call('GET', '/api/v1/payments/config');
    expect(res.body).toMatchObject({
      provider: 'paypal',
      clientId: null,
      currency: 'USD',
      sandbox: true,
      standIn: true,
      tokenPackage: { price: '19.00', tokens: 2000 },
    });
    expect(JSON.stringify(res.body)).not.toContain(t.paypal.clientSecret);
  });
});

describe('capturing', () => {
  it('credits 2000 once with a purchase transaction naming the order, and answers the success text', async () => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    const res = await capture(m, orderId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'completed',
      tokensAdded: 2000,
      balance: 2500,
      message: '2000 tokens have been added to your account',
    });
    expect(await purchasesOf(m)).toEqual([{ amount: 2000, payment_order_id: orderId }]);
  });

  it('the same order captured twice credits once (the second answers the same success)', async () => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    const [first, second] = await Promise.all([capture(m, orderId), capture(m, orderId)]);
    const again = await capture(m, orderId);
    for (const res of [first, second, again]) expect(res.body).toMatchObject({ status: 'completed', tokensAdded: 2000 });
    expect(again.body.balance).toBe(2500);
    expect(await balanceOf(m)).toBe(2500);
    expect(await purchasesOf(m)).toHaveLength(1);
  });

  it('capture plus webhook credits once, whichever comes first', async () => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    expect((await capture(m, orderId)).status).toBe(200);
    const res = await webhook(t.paypal.captureCompletedEvent(orderId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await balanceOf(m)).toBe(2500);
    expect(await purchasesOf(m)).toHaveLength(1);
  });

  it('a webhook credits when the browser never came back, and the late capture does not credit again', async () => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    // PayPal captured (our process died before crediting, say): only the webhook can tell us.
    const provider = payPalDirectly();
    expect((await provider.captureOrder(orderId)).status).toBe('completed');
    const event = t.paypal.captureCompletedEvent(orderId);
    const first = await webhook(event);
    expect(await first.json()).toEqual({ received: true, outcome: 'credited' });
    expect(await balanceOf(m)).toBe(2500);
    // The same event delivered again, and a second event for the same capture.
    expect(await (await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await (await webhook(t.paypal.captureCompletedEvent(orderId))).json()).toEqual({ received: true, outcome: 'ignored' });
    const late = await capture(m, orderId);
    expect(late.body).toMatchObject({ status: 'completed', balance: 2500 });
    expect(await purchasesOf(m)).toHaveLength(1);
  });

  it('a capture and its webhook arriving together credit once', async () => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    const provider = payPalDirectly();
    await provider.captureOrder(orderId);
    await Promise.all([
      capture(m, orderId),
      webhook(t.paypal.captureCompletedEvent(orderId)),
      webhook(t.paypal.captureCompletedEvent(orderId)),
    ]);
    expect(await balanceOf(m)).toBe(2500);
    expect(await purchasesOf(m)).toHaveLength(1);
  });

  it.each([
    ['amount', { value: '1.00', currency_code: 'USD' }],
    ['currency', { value: '19.00', currency_code: 'EUR' }],
  ])('a capture whose %s differs from the order credits nothing', async (_what, captured) => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    t.paypal.captureNextWith(captured);
    const res = await capture(m, orderId);
    expect(res.status).toBe(402);
    expect(res.body.error.message).toBe('Payment failed. Please try again.');
    expect(await balanceOf(m)).toBe(500);
    const { rows } = await sql<{
      status: string;
      failure_reason: string;
    }>`select status, failure_reason from payments where order_id = ${orderId}`.execute(t.db.owner);
    expect(rows[0]!.status).toBe('rejected');
    expect(rows[0]!.failure_reason).toContain('expected 19.00 USD');
    // Neither a retry nor the webhook credits it later.
    expect((await capture(m, orderId)).status).toBe(402);
    await webhook(t.paypal.captureCompletedEvent(orderId));
    expect(await balanceOf(m)).toBe(500);
  });

  it('a declined instrument answers the PayPal failure message, credits nothing, and may be retried', async () => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    t.paypal.failNextCapture('INSTRUMENT_DECLINED');
    const declined = await capture(m, orderId);
    expect(declined.status).toBe(402);
    expect(declined.body.error.message).toBe('PayPal payment failed. Please try again.');
    expect(await balanceOf(m)).toBe(500);
    expect((await capture(m, orderId)).body.balance).toBe(2500);
  });

  it('an order the buyer never approved answers Payment was cancelled.', async () => {
    const m = await t.member();
    const res = await createOrder(m);
    const cancelled = await capture(m, res.body.orderId);
    expect(cancelled.status).toBe(402);
    expect(cancelled.body.error.message).toBe('Payment was cancelled.');
    expect(await balanceOf(m)).toBe(500);
  });

  it("the stand-in's approve button answers only a client on this machine", async () => {
    const m = await t.member();
    const { orderId } = (await createOrder(m)).body;
    const approve = (ip: string) => t.call('POST', `/api/v1/payments/orders/${orderId}/approve`, { token: m.accessToken, ip });
    const remote = await approve('203.0.113.9');
    expect(remote.status).toBe(404);
    expect(remote.body.error.code).toBe('not_found');
    // Not approved by the remote call: the capture says the buyer never approved.
    expect((await capture(m, orderId)).body.error.message).toBe('Payment was cancelled.');
    expect((await approve('127.0.0.1')).status).toBe(204);
    expect((await capture(m, orderId)).status).toBe(200);
  });

  it("another member's order, and an unknown one, answer 404 and credit nobody", async () => {
    const [owner, thief] = await Promise.all([t.member(), t.member()]);
    const orderId = await approvedOrder(owner);
    const stolen = await capture(thief, orderId);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe('We could not find that payment. Please try again.');
    expect((await capture(thief, 'NOSUCHORDER123')).status).toBe(404);
    expect((await capture(thief, 'bad id!')).status).toBe(400);
    expect(await balanceOf(thief)).toBe(500);
    expect((await capture(owner, orderId)).body.balance).toBe(2500);
  });

  it('needs a signed-in member', async () => {
    const res = await t.call('POST', '/api/v1/payments/orders/ABC/capture');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please sign in to purchase tokens');
  });
});

describe('webhooks', () => {
  it('with a bad signature or a tampered body are refused with 400 and credit nothing', async () => {
    const m = await t.member();
    const orderId = await approvedOrder(m);
    const provider = payPalDirectly();
    await provider.captureOrder(orderId);
    const event = t.paypal.captureCompletedEvent(orderId);
    const forged = await webhook({ ...event, headers: { ...event.headers, 'paypal-transmission-sig': 'forged' } });
    expect(forged.status).toBe(400);
    const tampered = await webhook({ ...event, body: event.body.replace(orderId, 'OTHERORDER') });
    expect(tampered.status).toBe(400);
    const notJson = await webhook({ ...event, body: 'not json' });
    expect(notJson.status).toBe(400);
    expect(await balanceOf(m)).toBe(500);
    const { rows } = await sql`select 1 from payment_webhook_events where event_id = ${JSON.parse(event.body).id}`.execute(t.db.owner);
    expect(rows).toHaveLength(0);
    // The genuine event still works afterwards.
    expect(await (await webhook(event)).json()).toEqual({ received: true, outcome: 'credited' });
  });
});

describe('a configured package', () => {
  it('is what is ordered, charged and credited (TOKEN_PACKAGE_PRICE=10, TOKEN_PACKAGE_TOKENS=1500)', async () => {
    const custom = await createTestApp({ TOKEN_PACKAGE_PRICE: '10', TOKEN_PACKAGE_TOKENS: '1500' });
    try {
      const catalog = await custom.call('GET', '/api/v1/catalog');
      expect(catalog.body.tokenPackage).toEqual({
        name: 'Token Package',
        price: '10.00',
        currency: 'USD',
        tokens: 1500,
        description: '1500 AI Generation Tokens',
      });
      const m = await custom.member();
      const order = await custom.call('POST', '/api/v1/payments/orders', { token: m.accessToken });
      expect(custom.paypal.orders.get(order.body.orderId)!.purchaseUnit.amount).toEqual({ currency_code: 'USD', value: '10.00' });
      custom.paypal.approve(order.body.orderId);
      const done = await custom.call('POST', `/api/v1/payments/orders/${order.body.orderId}/capture`, { token: m.accessToken });
      expect(done.body).toMatchObject({ tokensAdded: 1500, balance: 2000, message: '1500 tokens have been added to your account' });
    } finally {
      await custom.close();
    }
  });
});
