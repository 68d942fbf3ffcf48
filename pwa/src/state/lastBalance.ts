/**
 * The last balance the server answered for the signed-in member, kept in this browser so a member who
 * opens their profile offline sees the figure they last saw (marked as such) rather than a made-up 0.
 * Only one member's, removed when they sign out (offline/forget.ts).
 */
const LAST_BALANCE_KEY = 'studio18.lastBalance';

export interface LastBalance {
  userId: string;
  tokens: number;
  /** When the server answered it (milliseconds since the epoch). */
  at: number;
}

export function rememberBalance(userId: string, tokens: number): void {
  try {
    localStorage.setItem(LAST_BALANCE_KEY, JSON.stringify({ userId, tokens, at: Date.now() } satisfies LastBalance));
  } catch {
    // Storage full or blocked: offline, the balance shows as unavailable.
  }
}

/** The balance kept for `userId`, or null when none is (or it is another member's). */
export function lastBalance(userId: string): LastBalance | null {
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_BALANCE_KEY) ?? 'null') as Partial<LastBalance> | null;
    if (kept?.userId !== userId || typeof kept.tokens !== 'number' || !Number.isInteger(kept.tokens) || typeof kept.at !== 'number')
      return null;
    return { userId, tokens: kept.tokens, at: kept.at };
  } catch {
    return null;
  }
}

export function forgetBalance(): void {
  try {
    localStorage.removeItem(LAST_BALANCE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
