import type { TokenPackage } from './catalog';

/** What the browser needs to show the provider's button (never a secret). */
export interface ProviderClientConfig {
  provider: string;
  clientId: string | null;
  currency: string;
  /** True when no real money can move (PayPal's sandbox, or the local stand-in). */
  sandbox: boolean;
  /** True for the local stand-in: the PWA shows its own approve button instead of the provider's. */
  standIn: boolean;
}

export interface CreatedOrder {
  orderId: string;
  /** Where the buyer approves, for redirect flows. */
  approveUrl?: string;
}

/** GET /payments/config: the provider's button settings with the package it sells. */
export type PaymentsConfig = ProviderClientConfig & { tokenPackage: TokenPackage };

/** What a capture answers when the tokens are credited (now or by an earlier capture or webhook). */
export interface PurchaseResult {
  status: 'completed';
  tokensAdded: number;
  balance: number;
  message: string;
}
