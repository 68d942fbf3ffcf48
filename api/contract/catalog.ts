import type { ToolId, ToolInfo } from './generation';

/**
 * What things cost, in one place. The token package can be overridden in config
 * (TOKEN_PACKAGE_PRICE, TOKEN_PACKAGE_TOKENS); the PWA reads the configured one from /api/v1/catalog,
 * so what is charged and what is shown are always the same figures.
 */
export interface TokenPackage {
  name: string;
  /** Decimal string with two places, as payment providers take it: '19.00'. */
  price: string;
  currency: 'USD';
  tokens: number;
  /** The purchase unit's description at the payment provider. */
  description: string;
}

export const DEFAULT_PACKAGE_PRICE = '19.00';
export const DEFAULT_PACKAGE_TOKENS = 2000;

export function tokenPackage(price = DEFAULT_PACKAGE_PRICE, tokens = DEFAULT_PACKAGE_TOKENS): TokenPackage {
  return { name: 'Token Package', price, currency: 'USD', tokens, description: `${tokens} AI Generation Tokens` };
}

/** New members get these when they confirm their e-mail (500 free tokens for video). */
export const SIGNUP_GRANT_TOKENS = 500;

/** The estimate of generations shown is the balance divided by 200, rounded down. */
export const TOKENS_PER_GENERATION = 200;
export const estimateGenerations = (balance: number) => Math.floor(Math.max(0, balance) / TOKENS_PER_GENERATION);

/** The balance panel shows this many recent transactions. */
export const RECENT_TRANSACTIONS = 10;

export const TRANSACTION_TYPES = ['purchase', 'deduction', 'admin_adjustment', 'admin_grant', 'signup_grant', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TokenTransaction {
  id: string;
  amount: number;
  type: TransactionType;
  description: string;
  paymentOrderId: string | null;
  createdAt: string;
}

export interface BalanceResponse {
  tokens: number;
  estimatedGenerations: number;
}

export interface TransactionsResponse {
  transactions: TokenTransaction[];
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface CatalogResponse {
  tokenPackage: TokenPackage;
  signupGrantTokens: number;
  tokensPerGeneration: number;
  /** Every tool with its cost, so the PWA shows it before anything is spent. */
  tools: Record<ToolId, ToolInfo>;
  /** Tools the administrator has paused for maintenance: they refuse new jobs (503) until switched back on. */
  pausedTools: ToolId[];
  /** The sponsor banner's link (SPONSOR_URL). */
  sponsorUrl: string;
  /** The public contact address (CONTACT_EMAIL): legal questions, takedown and removal requests. */
  contactEmail: string;
  /** The consent checkbox's text and its version, recorded with each consent. */
  consent: { text: string; version: string };
}
