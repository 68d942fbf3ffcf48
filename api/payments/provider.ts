import type { TokenPackage } from '../contract/catalog';
import type { CreatedOrder, ProviderClientConfig } from '../contract/payments';

export type { CreatedOrder, ProviderClientConfig };

/**
 * What the payments service needs from a payment processor. PayPal (paypal.ts) is the first; a
 * processor for adult merchants (a hosted payment page plus a signed postback) fits the same shape:
 * `createOrder` returns its hosted page as `approveUrl`, `captureOrder` confirms the payment when the
 * buyer comes back, and the postback arrives through `verifyWebhook`. The ledger and the PWA's flow
 * know only this interface.
 */
export interface PaymentProvider {
  /** Stored with each payment and used in the webhook path: /api/v1/payments/webhooks/{name}. */
  readonly name: string;
  /** What the browser needs to show the provider's button (never a secret). */
  clientConfig(): ProviderClientConfig;
  createOrder(input: { pkg: TokenPackage; userId: string; requestId: string }): Promise<CreatedOrder>;
  /** Captures an approved order. Calling it again for the same order answers the same capture. */
  captureOrder(orderId: string): Promise<CaptureOutcome>;
  /** Checks a webhook's signature with the provider; null when it does not verify. */
  verifyWebhook(headers: Headers, rawBody: string): Promise<WebhookEvent | null>;
  /** Sandbox stand-ins only: the buyer's approval, which on a real provider happens on its own pages. */
  approveForTesting?(orderId: string): Promise<void>;
}

export interface CapturedPayment {
  captureId: string;
  /** Decimal string as the provider reports it: '19.00'. */
  amount: string;
  currency: string;
  /** The member the order was created for, when the provider echoes it. */
  customId?: string;
}

export type CaptureOutcome =
  | ({ status: 'completed' } & CapturedPayment)
  /** The buyer's instrument was declined or needs another action: they may try again. */
  | { status: 'declined'; reason: string }
  /** The buyer never approved the order (closed the window, cancelled). */
  | { status: 'not_approved' }
  /** Anything else the provider answered (pending, voided, an error). */
  | { status: 'failed'; reason: string };

export type WebhookEvent =
  | { id: string; type: 'capture_completed'; providerType: string; orderId: string; capture: CapturedPayment }
  | { id: string; type: 'other'; providerType: string };
