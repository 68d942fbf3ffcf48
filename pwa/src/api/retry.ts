import pRetry from 'p-retry';
import { ApiError } from './client';
import { wait } from './events';

export interface RetryOptions {
  /** Tries after the first one. */
  retries: number;
  /** How long to wait before the `retry`-th try again (1-based). */
  delayMs: (retry: number) => number;
  /** Aborting stops at once, rejecting with the signal's reason. */
  signal: AbortSignal;
  /** Told before each wait, with the failure, e.g. to say in the log that the request is tried again. */
  onRetry?: (retry: number, delayMs: number, error: ApiError) => void;
}

/** A call worth making again: it never reached the server, or the server said when to come back. */
const worthRetrying = (error: unknown): error is ApiError => error instanceof ApiError && (error.isNetworkError || error.isComeBackLater);

/**
 * Calls `task` until it reaches the server and is served: a call that failed for lack of network, or
 * that the server answered 503 with Retry-After (briefly unavailable: its database restarting), is
 * tried again up to `retries` times, after `delayMs(n)` or the server's Retry-After when that is
 * longer; any other answer (a refusal, a server error) and the last failure are thrown as they are.
 * Only safe for calls that may be repeated (a submit carries its Idempotency-Key, so the server
 * answers the same job however often it arrives).
 */
export function retryNetworkFailures<T>(task: () => Promise<T>, { retries, delayMs, signal, onRetry }: RetryOptions): Promise<T> {
  return pRetry(task, {
    retries,
    signal,
    // The waits are made below, so they are exactly `delayMs` (p-retry's own are exponential).
    minTimeout: 0,
    shouldRetry: ({ error }) => worthRetrying(error),
    onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
      if (!worthRetrying(error) || retriesLeft === 0) return;
      const ms = Math.max(delayMs(attemptNumber), (error.retryAfterSeconds ?? 0) * 1000);
      onRetry?.(attemptNumber, ms, error);
      await wait(ms, signal);
    },
  });
}
