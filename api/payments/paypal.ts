import { randomUUID } from 'node:crypto';
import {
  ApiError as PaypalApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
} from '@paypal/paypal-server-sdk';
import type { CaptureOutcome, PaymentProvider, WebhookEvent } from './provider';

/**
 * PayPal Orders v2 through @paypal/paypal-server-sdk: the server creates the order for the configured
 * package and captures it once the buyer approved it in PayPal's window; webhooks are checked with
 * PayPal's verify-webhook-signature API. `apiBase` points everything at the local stand-in.
 */
export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** PAYPAL_WEBHOOK_ID: the id PayPal gave the webhook registered for this site. */
  webhookId?: string;
  /** Where PayPal's REST API is; the local stand-in's URL in tests and in `npm start` without credentials. */
  apiBase?: string;
  /** True for the local stand-in: no money moves and the PWA shows its own approve button. */
  standIn?: boolean;
  timeoutMs?: number;
}

const PAYPAL_HOSTS = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;

interface AxiosLikeConfig {
  url?: string;
  method?: string;
  headers?: Record<string, unknown> & { toJSON?: () => Record<string, unknown> };
  data?: unknown;
  params?: Record<string, string>;
  auth?: { username: string; password: string };
  timeout?: number;
}

/**
 * An axios adapter over fetch (the SDK's HTTP client is axios): it runs the same under Node and Bun and
 * lets the base URL be rewritten, which the SDK itself cannot do.
 */
export function fetchAdapter(apiBase: string | undefined) {
  return async (config: AxiosLikeConfig) => {
    let url = config.url ?? '';
    if (apiBase) url = url.replace(PAYPAL_HOSTS, apiBase.replace(/\/$/, ''));
    if (config.params && Object.keys(config.params).length) url += (url.includes('?') ? '&' : '?') + new URLSearchParams(config.params);
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers?.toJSON?.() ?? config.headers ?? {})) {
      if (value !== undefined && value !== null && value !== false) headers.set(name, String(value));
    }
    if (config.auth) headers.set('authorization', `Basic ${btoa(`${config.auth.username}:${config.auth.password}`)}`);
    const res = await fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: typeof config.data === 'string' ? config.data : config.data === undefined ? undefined : JSON.stringify(config.data),
      signal: AbortSignal.timeout(config.timeout || 15_000),
    });
    return {
      data: await res.text(),
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers),
      config,
      request: {},
    };
  };
}

/** The `issue` of a PayPal error body (`details[0].issue`), e.g. INSTRUMENT_DECLINED. */
function issueOf(error: unknown): string | undefined {
  if (!(error instanceof PaypalApiError)) return undefined;
  const body = typeof error.body === 'string' ? error.body : '';
  try {
    const parsed = JSON.parse(body) as { details?: Array<{ issue?: string }>; name?: string };
    return parsed.details?.[0]?.issue ?? parsed.name;
  } catch {
    return undefined;
  }
}

function completedCapture(order: Order): CaptureOutcome {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (order.status !== 'COMPLETED' || !capture?.id || capture.status !== 'COMPLETED' || !capture.amount) {
    return { status: 'failed', reason: `order ${order.status ?? 'unknown'}, capture ${capture?.status ?? 'missing'}` };
  }
  return {
    status: 'completed',
    captureId: capture.id,
    amount: capture.amount.value,
    currency: capture.amount.currencyCode,
    customId: capture.customId,
  };
}

export function createPaypalProvider(settings: PaypalSettings): PaymentProvider {
  const timeout = settings.timeoutMs ?? 15_000;
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout,
    unstable_httpClientOptions: { adapter: fetchAdapter(settings.apiBase) },
  });
  const orders = new OrdersController(client);
  const apiBase = (
    settings.apiBase ?? (settings.environment === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com')
  ).replace(/\/$/, '');

  // The SDK has no webhook API: verification is two plain calls, with a token kept until it expires.
  let accessToken: { value: string; expiresAt: number } | undefined;
  async function bearer(): Promise<string> {
    if (accessToken && accessToken.expiresAt > Date.now() + 60_000) return accessToken.value;
    const res = await fetch(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${settings.clientId}:${settings.clientSecret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(timeout),
    });
    if (!res.ok) throw new Error(`PayPal token request failed with ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    accessToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return accessToken.value;
  }

  return {
    name: 'paypal',

    clientConfig: () => ({
      provider: 'paypal',
      clientId: settings.standIn ? null : settings.clientId,
      currency: 'USD',
      sandbox: settings.standIn === true || settings.environment === 'sandbox',
      standIn: settings.standIn === true,
    }),

    async createOrder({ pkg, userId, requestId }) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ amount: { currencyCode: pkg.currency, value: pkg.price }, description: pkg.description, customId: userId }],
        },
        paypalRequestId: requestId,
        prefer: 'return=representation',
      });
      if (!result.id) throw new Error('PayPal answered an order without an id');
      return { orderId: result.id, approveUrl: result.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href };
    },

    async captureOrder(orderId) {
      try {
        // A fresh request id per attempt (a cached 422 must not outlive the buyer's approval); a repeated
        // capture of a captured order is answered from the order itself below.
        const { result } = await orders.captureOrder({ id: orderId, prefer: 'return=representation', paypalRequestId: randomUUID() });
        return completedCapture(result);
      } catch (error) {
        const issue = issueOf(error);
        if (issue === 'ORDER_ALREADY_CAPTURED') return completedCapture((await orders.getOrder({ id: orderId })).result);
        if (issue === 'ORDER_NOT_APPROVED') return { status: 'not_approved' };
        if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED' || issue === 'TRANSACTION_REFUSED') {
          return { status: 'declined', reason: issue };
        }
        if (error instanceof PaypalApiError) return { status: 'failed', reason: `${error.statusCode} ${issue ?? ''}`.trim() };
        throw error;
      }
    },

    async verifyWebhook(headers, rawBody): Promise<WebhookEvent | null> {
      if (!settings.webhookId) return null;
      let event: { id?: string; event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const header = (name: string) => headers.get(name) ?? '';
      const res = await fetch(`${apiBase}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await bearer()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          auth_algo: header('paypal-auth-algo'),
          cert_url: header('paypal-cert-url'),
          transmission_id: header('paypal-transmission-id'),
          transmission_sig: header('paypal-transmission-sig'),
          transmission_time: header('paypal-transmission-time'),
          webhook_id: settings.webhookId,
          webhook_event: event,
        }),
        signal: AbortSignal.timeout(timeout),
      });
      if (!res.ok) throw new Error(`PayPal webhook verification failed with ${res.status}`);
      const { verification_status: status } = (await res.json()) as { verification_status?: string };
      if (status !== 'SUCCESS' || !event.id || !event.event_type) return null;

      const resource = event.resource ?? {};
      const amount = resource.amount as { value?: string; currency_code?: string } | undefined;
      const orderId = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids?.order_id;
      if (
        event.event_type === 'PAYMENT.CAPTURE.COMPLETED' &&
        typeof resource.id === 'string' &&
        orderId &&
        amount?.value &&
        amount.currency_code
      ) {
        return {
          id: event.id,
          type: 'capture_completed',
          providerType: event.event_type,
          orderId,
          capture: {
            captureId: resource.id,
            amount: amount.value,
            currency: amount.currency_code,
            customId: typeof resource.custom_id === 'string' ? resource.custom_id : undefined,
          },
        };
      }
      return { id: event.id, type: 'other', providerType: event.event_type };
    },

    ...(settings.standIn
      ? {
          async approveForTesting(orderId: string) {
            const res = await fetch(`${apiBase}/fake/orders/${encodeURIComponent(orderId)}/approve`, { method: 'POST' });
            if (!res.ok) throw new Error(`the PayPal stand-in could not approve ${orderId}: ${res.status}`);
          },
        }
      : {}),
  };
}
