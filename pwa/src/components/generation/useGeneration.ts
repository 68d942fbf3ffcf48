import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fluxLog,
  type GenerationEvent,
  type GenerationOutput,
  type GenerationStatus,
  generationMessages,
  type ToolId,
  type ToolInput,
  TOOLS,
} from '../../../../api/contract/generation';
import { ApiError, generationsApi, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { followGeneration } from '../../api/events';
import { retryNetworkFailures } from '../../api/retry';
import { forgetQueued, isQueueable, type QueuedGeneration, queueGeneration, readQueued, withdrawQueued } from '../../offline/queue';
import { announceQueueChange, onQueueChange, queueOwner } from '../../offline/sender';
import { sessionAtom } from '../../state/session';
import { announceJob } from './jobEvents';

/**
 * One generation at a time on a page: submit (retried after a network failure with the same
 * Idempotency-Key, so the server never makes two jobs of one click), then follow the job's events
 * until its final status. The log shows what the server says; the page adds only what happens in the
 * browser (a retry of the submit, a refusal before any job exists, a request queued offline).
 *
 * A FREE FLUX request made without a connection (the browser says it is offline, or the submit
 * still fails after its retries) is kept in IndexedDB under its Idempotency-Key (offline/queue.ts)
 * and shown as queued; offline/sender.ts sends it when the connection returns, and this page then
 * follows its job like any other. A page opened later shows a request still waiting (resume).
 */

/** 'offline': queued in this browser, waiting for the connection. */
export type GenerationPhase = 'idle' | 'preparing' | 'submitting' | 'offline' | GenerationStatus;

export interface LogLine {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error' | 'waiting';
}

export interface GenerationState {
  phase: GenerationPhase;
  jobId: string | null;
  /** The Idempotency-Key of a request queued offline, while it is stored in this browser. */
  queuedId: string | null;
  log: LogLine[];
  /** The server's progress of the job, 0-100. */
  progress: number;
  /** Place in the queue while the job waits (0 = next). */
  queuePosition: number | null;
  outputs: GenerationOutput[];
  error: string | null;
  /** Shown with the error: the server's strike warning after repeated refused prompts. */
  warning: string | null;
  /** The server's error code ('under_maintenance', 'content_policy', ...), when it answered one. */
  errorCode: string | null;
}

export interface GenerationOutcome {
  status: GenerationStatus;
  outputs: GenerationOutput[];
  error: string | null;
}

/** A submit that never reached the server is tried again up to 3 times, after 2 s × the retry's number (2, 4, 6 s). */
const SUBMIT_RETRIES = 3;
const RETRY_BASE_MS = 2000;
/** What the log says when a request queued offline has reached the server. */
export const SENT_FROM_QUEUE = 'Back online: your queued request has been sent.';

const initialState: GenerationState = {
  phase: 'idle',
  jobId: null,
  queuedId: null,
  log: [],
  progress: 0,
  queuePosition: null,
  outputs: [],
  error: null,
  warning: null,
  errorCode: null,
};

/** A v4 UUID from getRandomValues (randomUUID needs a secure context, which a LAN test site may not be). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const toneOf = (message: string): LogLine['tone'] =>
  message.startsWith('Error:') ? 'error' : /successfully|rendered by/i.test(message) ? 'success' : 'info';

/** What became of a queued request: sent (its job), refused by the server, or withdrawn by the visitor (here or in another tab). */
type QueueResult = { kind: 'sent'; jobId: string } | { kind: 'failed'; error: string } | { kind: 'withdrawn' };

function resultOf(entry: QueuedGeneration | undefined): QueueResult | null {
  if (!entry) return { kind: 'withdrawn' };
  if (entry.state === 'sent' && entry.jobId) return { kind: 'sent', jobId: entry.jobId };
  if (entry.state === 'failed') return { kind: 'failed', error: entry.error ?? TOOLS[entry.tool].failureMessage };
  return null;
}

/**
 * Waits until the request `id` has been sent (by this tab or another), refused or withdrawn: told by
 * the queue's channel, and read again from IndexedDB when the tab is looked at again (a frozen tab
 * misses messages).
 */
function queueResult(id: string, signal: AbortSignal): Promise<QueueResult> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    const stopListening = onQueueChange((change) => {
      if (change.id !== id) return;
      if (change.type === 'sent') finish(() => resolve({ kind: 'sent', jobId: change.jobId }));
      else if (change.type === 'failed') finish(() => resolve({ kind: 'failed', error: change.error }));
      else if (change.type === 'withdrawn') finish(() => resolve({ kind: 'withdrawn' }));
    });
    const read = () => {
      readQueued(id)
        .then((entry) => {
          const result = resultOf(entry);
          if (result) finish(() => resolve(result));
        })
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    const onAbort = () => finish(() => reject(signal.reason));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    document.addEventListener('visibilitychange', onVisible);
    read();
  });
}

export function useGeneration() {
  const [state, setState] = useState<GenerationState>(initialState);
  const run = useRef<AbortController | null>(null);
  const lineId = useRef(0);
  const store = useStore();

  useEffect(() => () => run.current?.abort(), []);

  const reset = useCallback(() => {
    run.current?.abort();
    run.current = null;
    setState(initialState);
  }, []);

  /**
   * One run of the page: `obtainJob` gets the job's id (submitting, or waiting for a queued request),
   * then its events are followed to the end. Resolves with the outcome, or null when the run was
   * reset, the page left, or the queued request was withdrawn.
   */
  const launch = useCallback(
    async (
      tool: ToolId,
      begin: GenerationState,
      obtainJob: (tools: RunTools) => Promise<string | null>,
    ): Promise<GenerationOutcome | null> => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      const { signal } = controller;
      const set = (change: (current: GenerationState) => GenerationState) => {
        if (!signal.aborted) setState(change);
      };
      const line = (text: string, tone: LogLine['tone'] = toneOf(text)): LogLine => ({ id: ++lineId.current, text, tone });
      const log = (text: string, tone?: LogLine['tone']) => set((current) => ({ ...current, log: [...current.log, line(text, tone)] }));
      let queuedId = begin.queuedId;
      const forget = () => {
        if (queuedId) void forgetQueued(queuedId).catch(() => undefined);
      };
      const fail = (error: unknown): GenerationOutcome => {
        const message = error instanceof ApiError ? error.message : TOOLS[tool].failureMessage;
        const warning = error instanceof ApiError ? (error.warning ?? null) : null;
        const errorCode = error instanceof ApiError ? error.code : null;
        set((current) => ({
          ...current,
          phase: 'failed',
          error: message,
          warning,
          errorCode,
          log: [...current.log, line(fluxLog.error(message), 'error')],
        }));
        // A queued request whose job could not be followed for lack of network is shown again next
        // time; one the server refused, or whose job is gone, is done with.
        if (!(error instanceof ApiError && error.isNetworkError)) forget();
        return { status: 'failed', outputs: [], error: message };
      };

      setState(begin);
      const tools: RunTools = {
        signal,
        set,
        log,
        line,
        queued: (id) => {
          queuedId = id;
        },
      };
      let jobId: string | null;
      try {
        jobId = await obtainJob(tools);
      } catch (error) {
        if (signal.aborted) return null;
        return fail(error);
      }
      if (jobId === null) return null;

      if (!signal.aborted) announceJob({ id: jobId, tool });
      set((current) => ({ ...current, phase: 'queued', jobId, queuedId }));
      let outputs: GenerationOutput[] = [];
      let errorMessage: string | null = null;
      const onEvent = (event: GenerationEvent) => {
        switch (event.kind) {
          case 'status':
            set((current) => ({
              ...current,
              phase: event.status,
              queuePosition: event.status === 'queued' ? (event.queuePosition ?? current.queuePosition) : null,
            }));
            break;
          case 'queue':
            set((current) => ({ ...current, queuePosition: event.position }));
            break;
          case 'progress':
            set((current) => ({ ...current, progress: Math.max(current.progress, event.percent) }));
            break;
          case 'log':
            log(event.message);
            break;
          case 'result':
            outputs = event.outputs;
            set((current) => ({ ...current, outputs: event.outputs }));
            break;
          case 'error':
            errorMessage = event.message;
            break;
        }
      };
      try {
        const status = await followGeneration(jobId, onEvent, signal);
        // Shown through to its end: a queued request is done with.
        forget();
        if (status === 'succeeded') {
          set((current) => ({ ...current, phase: 'succeeded', progress: 100, queuedId: null }));
          return { status, outputs, error: null };
        }
        const message = errorMessage ?? (status === 'canceled' ? generationMessages.canceled : TOOLS[tool].failureMessage);
        set((current) => ({ ...current, phase: status, error: message, queuedId: null }));
        return { status, outputs: [], error: message };
      } catch (error) {
        if (signal.aborted) return null;
        return fail(error);
      }
    },
    [],
  );

  /** Shows a queued request as waiting, then its job once sent. Null: withdrawn (the page is idle again). */
  const waitForQueued = useCallback(async (tool: ToolId, id: string, tools: RunTools): Promise<string | null> => {
    tools.queued(id);
    tools.set((current) => ({
      ...current,
      phase: 'offline',
      queuedId: id,
      log: current.log.some((entry) => entry.text === generationMessages.queued)
        ? current.log
        : [...current.log, tools.line(generationMessages.queued, 'waiting')],
    }));
    const result = await queueResult(id, tools.signal);
    if (result.kind === 'withdrawn') {
      tools.set(() => initialState);
      return null;
    }
    if (result.kind === 'failed') throw new ApiError(400, 'queued_request_refused', result.error || TOOLS[tool].failureMessage);
    tools.log(SENT_FROM_QUEUE, 'info');
    return result.jobId;
  }, []);

  /**
   * Runs one job of `tool`. `prepare` builds its parameters (and may upload first); it runs inside the
   * attempt, so its failure is reported like any other. Resolves with the outcome, or null when the
   * run was reset or the page left.
   */
  const start = useCallback(
    async <T extends ToolId>(tool: T, prepare: (signal: AbortSignal) => Promise<ToolInput<T>>): Promise<GenerationOutcome | null> =>
      launch(tool, { ...initialState, phase: 'preparing' }, async (tools) => {
        const { signal } = tools;
        const params = await prepare(signal);
        const key = newIdempotencyKey();
        const queue = async (): Promise<string | null> => {
          // Only FREE FLUX gets here (isQueueable): its parameters are the tool's input as the page built them.
          try {
            await queueGeneration({
              id: key,
              tool: 'free-flux',
              params: params as ToolInput<'free-flux'>,
              owner: queueOwner(store.get(sessionAtom)) ?? null,
            });
          } catch {
            // No IndexedDB (a private window of some browsers): the request cannot wait here.
            throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
          }
          announceQueueChange({ type: 'queued', id: key });
          return waitForQueued(tool, key, tools);
        };
        if (isQueueable(tool) && !navigator.onLine) return queue();
        tools.set((current) => ({ ...current, phase: 'submitting' }));
        try {
          return await retryNetworkFailures(
            // The contract's input type of this tool; the union of all tools cannot be narrowed by T.
            async () => (await generationsApi.submit({ tool, params } as Parameters<typeof generationsApi.submit>[0], key, signal)).id,
            {
              retries: SUBMIT_RETRIES,
              delayMs: (retry) => RETRY_BASE_MS * retry,
              signal,
              onRetry: (retry, ms, error) =>
                tools.log((error.isNetworkError ? fluxLog.retrying : fluxLog.retryingUnavailable)(retry, ms / 1000)),
            },
          );
        } catch (error) {
          // Still no network, or the server still briefly unavailable: a tool that needs nothing more
          // than its request waits for it, and the queue sends it (with the same key) once it is served.
          if (error instanceof ApiError && (error.isNetworkError || error.isComeBackLater) && isQueueable(tool) && !signal.aborted)
            return queue();
          throw error;
        }
      }),
    [launch, waitForQueued, store],
  );

  /** Shows a request queued earlier (before a reload, or in another tab) and follows it to its end. */
  const resume = useCallback(
    (entry: QueuedGeneration): Promise<GenerationOutcome | null> =>
      // One already sent is shown as waiting on the server from the start, not as waiting for the network.
      launch(entry.tool, { ...initialState, phase: entry.state === 'queued' ? 'offline' : 'queued', queuedId: entry.id }, async (tools) => {
        if (entry.state === 'queued') return waitForQueued(entry.tool, entry.id, tools);
        tools.queued(entry.id);
        const result = resultOf(entry);
        if (result?.kind === 'failed') throw new ApiError(400, 'queued_request_refused', result.error);
        return result?.kind === 'sent' ? result.jobId : null;
      }),
    [launch, waitForQueued],
  );

  /**
   * Shows a job that already exists (a link to it, `?job=<id>`): its events are read from the first,
   * so a finished job shows its log and result, and a running one is followed to its end.
   */
  const follow = useCallback(
    (tool: ToolId, jobId: string): Promise<GenerationOutcome | null> =>
      launch(tool, { ...initialState, phase: 'queued', jobId }, async () => jobId),
    [launch],
  );

  /** Withdraws the queued request shown (in every tab); a job it became meanwhile is canceled. */
  const cancelQueued = useCallback(async () => {
    const id = state.queuedId;
    if (!id || state.phase !== 'offline') return;
    run.current?.abort();
    run.current = null;
    setState(initialState);
    const jobId = await withdrawQueued(id).catch(() => null);
    announceQueueChange({ type: 'withdrawn', id });
    if (jobId) await generationsApi.cancel(jobId).catch(() => undefined);
  }, [state.queuedId, state.phase]);

  const busy =
    state.phase === 'preparing' ||
    state.phase === 'submitting' ||
    state.phase === 'offline' ||
    state.phase === 'queued' ||
    state.phase === 'running';
  return { state, busy, start, resume, follow, cancelQueued, reset };
}

/** What a run hands to the step that gets its job. */
interface RunTools {
  signal: AbortSignal;
  set(change: (current: GenerationState) => GenerationState): void;
  log(text: string, tone?: LogLine['tone']): void;
  line(text: string, tone?: LogLine['tone']): LogLine;
  /** The run's request is (now) the queued one `id`: forgotten once shown through to its end. */
  queued(id: string): void;
}
