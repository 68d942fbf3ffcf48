import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './client';
import { retryNetworkFailures } from './retry';

const networkError = () => new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);

/** A task failing with `failures` in turn, then answering 'job-1'; records when each try started. */
function task(failures: Error[]) {
  const tries: number[] = [];
  const run = vi.fn(async () => {
    tries.push(Date.now());
    const failure = failures[tries.length - 1];
    if (failure) throw failure;
    return 'job-1';
  });
  return { run, tries };
}

const SUBMIT = { retries: 3, delayMs: (retry: number) => 2000 * retry };

describe('retrying a call that did not reach the server', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after each network failure, 2, 4 then 6 seconds later, and answers the first success', async () => {
    const { run, tries } = task([networkError(), networkError(), networkError()]);
    const onRetry = vi.fn();
    const result = retryNetworkFailures(run, { ...SUBMIT, signal: new AbortController().signal, onRetry });
    await vi.advanceTimersByTimeAsync(1999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await result).toBe('job-1');
    expect(tries).toEqual([0, 2000, 6000, 12_000]);
    expect(onRetry.mock.calls.map(([retry, ms, error]) => [retry, ms, (error as ApiError).status])).toEqual([
      [1, 2000, 0],
      [2, 4000, 0],
      [3, 6000, 0],
    ]);
  });

  it('gives up with the network error after three retries', async () => {
    const last = networkError();
    const { run } = task([networkError(), networkError(), networkError(), last]);
    const onRetry = vi.fn();
    const result = retryNetworkFailures(run, { ...SUBMIT, signal: new AbortController().signal, onRetry });
    const settled = expect(result).rejects.toBe(last);
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(run).toHaveBeenCalledTimes(4);
    expect(onRetry).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a refusal', new ApiError(429, 'free_limit', 'The free limit is reached')],
    ['a server error', new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.')],
    ['a 503 with no time to come back', new ApiError(503, 'unavailable', 'Push notifications are not set up on this site.')],
    [
      'a tool under maintenance, even with its Retry-After',
      new ApiError(503, 'under_maintenance', 'Service Temporarily Under Maintenance', undefined, 60),
    ],
    ['a bug in the page', new TypeError('undefined is not a function')],
  ])('does not retry %s: the server answered, or retrying cannot help', async (_name, error) => {
    const { run } = task([error]);
    const onRetry = vi.fn();
    await expect(retryNetworkFailures(run, { ...SUBMIT, signal: new AbortController().signal, onRetry })).rejects.toBe(error);
    expect(run).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('tries again when the server says it is briefly unavailable (503 with Retry-After), waiting its Retry-After when that is longer', async () => {
    const unavailable = () =>
      new ApiError(503, 'unavailable', 'The site is briefly unavailable. Please try again in a moment.', undefined, 5);
    const { run, tries } = task([unavailable(), unavailable(), unavailable()]);
    const onRetry = vi.fn();
    const result = retryNetworkFailures(run, { ...SUBMIT, signal: new AbortController().signal, onRetry });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await result).toBe('job-1');
    // 5 s (its Retry-After beats 2 s), 5 s (beats 4 s), then 6 s.
    expect(tries).toEqual([0, 5000, 10_000, 16_000]);
    expect(onRetry.mock.calls.map(([retry, ms, error]) => [retry, ms, (error as ApiError).status])).toEqual([
      [1, 5000, 503],
      [2, 5000, 503],
      [3, 6000, 503],
    ]);
  });

  it('stops waiting, and tries no more, when the signal aborts', async () => {
    const { run } = task([networkError(), networkError()]);
    const controller = new AbortController();
    const result = retryNetworkFailures(run, { ...SUBMIT, signal: controller.signal });
    const reason = new Error('left the page');
    const settled = expect(result).rejects.toBe(reason);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(reason);
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
