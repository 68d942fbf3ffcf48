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
  /** Told before each wait, e.g. to say in the log that the request is tried again. */
  onRetry?: (retry: number, delayMs: number) => void;
}

const neverReachedServer = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * Calls `task` until it reaches the server: a call that failed for lack of network is tried again up
 * to `retries` times, after `delayMs(n)`; an answer from the server (a refusal, a server error) and
 * the last network failure are thrown as they are. Only safe for calls that may be repeated (a
 * submit carries its Idempotency-Key, so the server answers the same job however often it arrives).
 */
export function retryNetworkFailures<T>(task: () => Promise<T>, { retries, delayMs, signal, onRetry }: RetryOptions): Promise<T> {
  return pRetry(task, {
    retries,
    signal,
    // The waits are made below, so they are exactly `delayMs` (p-retry's own are exponential).
    minTimeout: 0,
    shouldRetry: ({ error }) => neverReachedServer(error),
    onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
      if (!neverReachedServer(error) || retriesLeft === 0) return;
      const ms = delayMs(attemptNumber);
      onRetry?.(attemptNumber, ms);
      await wait(ms, signal);
    },
  });
}
