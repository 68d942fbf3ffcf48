import { z } from 'zod';
import { type GenerationStatus, type ToolId, TOOLS } from './generation';

/**
 * Web Push: what the browser sends to subscribe, what a notification carries, and the words the
 * member reads. Shared by the API (api/push) and the PWA (its 'Notify me when it is done' button and
 * the service worker's push handler read the same payload).
 */

export const pushMessages = {
  endpointInvalid: 'The push subscription endpoint must be an https:// address.',
  endpointTooLong: 'The push subscription endpoint is too long.',
  endpointNotAllowed: "The push subscription's service is not one this site sends notifications to.",
  keyInvalid: 'The push subscription key (p256dh) must be a base64url P-256 public key of 65 bytes.',
  authInvalid: 'The push subscription secret (auth) must be 16 bytes in base64url.',
  heldByAnother: 'This browser is subscribed for another account. Unsubscribe there first, or try again.',
  alreadyEnded: 'This job has already ended, so there is nothing to notify you about.',
  unavailable: 'Push notifications are not set up on this site.',
} as const;

/** Longest endpoint taken: the push services' are about 200 characters. */
export const MAX_ENDPOINT_LENGTH = 1024;
/** Subscriptions one member may have (browsers and devices); saving one more drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

const base64url = (length: number, message: string) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), message)
    .transform((value) => value.replace(/=+$/, ''));

// The curve P-256 (y² = x³ − 3x + b over the integers modulo p).
const P256_P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const bigIntOf = (bytes: Uint8Array): bigint => BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);

/**
 * Whether a base64url text is an uncompressed P-256 public key: 65 bytes, 0x04, then x and y below p
 * with y² = x³ − 3x + b. Nothing can be encrypted to a key off the curve, so such a key is not stored.
 * Plain TypeScript (atob, BigInt), as everything in the contract, which the browser loads too.
 */
export function isP256PublicKey(value: string): boolean {
  let bytes: Uint8Array;
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  } catch {
    return false;
  }
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  const x = bigIntOf(bytes.subarray(1, 33));
  const y = bigIntOf(bytes.subarray(33, 65));
  if (x >= P256_P || y >= P256_P) return false;
  const right = (((x * x * x - 3n * x + P256_B) % P256_P) + P256_P) % P256_P;
  return (y * y) % P256_P === right;
}

/** The browser's PushSubscription.toJSON(): its endpoint and keys (expirationTime, when sent, is ignored). */
export const subscriptionSchema = z.object({
  endpoint: z
    .string({ error: pushMessages.endpointInvalid })
    .max(MAX_ENDPOINT_LENGTH, pushMessages.endpointTooLong)
    .pipe(z.url({ protocol: /^https?$/, error: pushMessages.endpointInvalid })),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes whose first is 0x04, so 87 base64url characters, on the curve.
      p256dh: base64url(87, pushMessages.keyInvalid).refine(isP256PublicKey, pushMessages.keyInvalid),
      auth: base64url(22, pushMessages.authInvalid),
    },
    { error: pushMessages.keyInvalid },
  ),
});
export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

export const unsubscribeSchema = z.object({
  endpoint: z
    .string({ error: pushMessages.endpointInvalid })
    .min(1, pushMessages.endpointInvalid)
    .max(MAX_ENDPOINT_LENGTH, pushMessages.endpointTooLong),
});

/** What a notification carries (encrypted to the browser); the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where clicking it goes: the job's view. */
  url: string;
  jobId: string;
}

export function jobUrl(tool: string, jobId: string): string {
  return `${TOOLS[tool as ToolId]?.page ?? '/apps'}?job=${jobId}`;
}

/** The noun of a tool's output in what the member reads. */
export const outputNoun = (tool: string) => TOOLS[tool as ToolId]?.output ?? 'image';

/** The notification's title for a job that ended with `status`. */
export function pushTitle(tool: string, status: GenerationStatus): string {
  const noun = outputNoun(tool);
  if (status === 'succeeded') return `Your ${noun} is ready`;
  if (status === 'held') return `Your ${noun} is being reviewed`;
  return `Your ${noun} could not be made`;
}

/**
 * The notification's words below its title for a job that ended with `status`: fixed, chosen by the
 * status alone. Never the prompt, nor the job's error (a provider's answer may quote the prompt): a
 * notification shows on a lock screen, where an adult prompt is nobody else's business. A failed or
 * held job has always been refunded.
 */
export function pushBody(status: GenerationStatus): string {
  if (status === 'succeeded') return 'Open Studio 18 to see it.';
  if (status === 'held') return 'Open Studio 18 for details. Nothing was charged for it.';
  return 'Open Studio 18 to see what happened. Nothing was charged for it.';
}
