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
import { ApiError, generationsApi } from '../../api/client';
import { followGeneration, wait } from '../../api/events';

/**
 * One generation at a time on a page: submit (retried after a network failure with the same
 * Idempotency-Key, so the server never makes two jobs of one click), then follow the job's events
 * until its final status. The log shows what the server says; the page adds only what happens in the
 * browser (a retry of the submit, a refusal before any job exists).
 */

export type GenerationPhase = 'idle' | 'preparing' | 'submitting' | GenerationStatus;

export interface LogLine {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
}

export interface GenerationState {
  phase: GenerationPhase;
  jobId: string | null;
  log: LogLine[];
  /** The server's progress of the job, 0-100. */
  progress: number;
  /** Place in the queue while the job waits (0 = next). */
  queuePosition: number | null;
  outputs: GenerationOutput[];
  error: string | null;
}

export interface GenerationOutcome {
  status: GenerationStatus;
  outputs: GenerationOutput[];
  error: string | null;
}

/** Spec §4 and §9: a submit that never reached the server is tried again up to 3 times, after 2 s × the attempt. */
const SUBMIT_RETRIES = 3;
const RETRY_BASE_MS = 2000;

const initialState: GenerationState = { phase: 'idle', jobId: null, log: [], progress: 0, queuePosition: null, outputs: [], error: null };

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

export function useGeneration() {
  const [state, setState] = useState<GenerationState>(initialState);
  const run = useRef<AbortController | null>(null);
  const lineId = useRef(0);

  useEffect(() => () => run.current?.abort(), []);

  const reset = useCallback(() => {
    run.current?.abort();
    run.current = null;
    setState(initialState);
  }, []);

  /**
   * Runs one job of `tool`. `prepare` builds its parameters (and may upload first); it runs inside the
   * attempt, so its failure is reported like any other. Resolves with the outcome, or null when the
   * run was reset or the page left.
   */
  const start = useCallback(
    async <T extends ToolId>(tool: T, prepare: (signal: AbortSignal) => Promise<ToolInput<T>>): Promise<GenerationOutcome | null> => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      const { signal } = controller;
      const set = (change: (current: GenerationState) => GenerationState) => {
        if (!signal.aborted) setState(change);
      };
      const line = (text: string, tone: LogLine['tone'] = toneOf(text)): LogLine => ({ id: ++lineId.current, text, tone });
      const log = (text: string) => set((current) => ({ ...current, log: [...current.log, line(text)] }));
      const fail = (message: string, { logged }: { logged: boolean }): GenerationOutcome => {
        set((current) => ({
          ...current,
          phase: 'failed',
          error: message,
          log: logged ? current.log : [...current.log, line(fluxLog.error(message), 'error')],
        }));
        return { status: 'failed', outputs: [], error: message };
      };

      setState({ ...initialState, phase: 'preparing' });
      let jobId: string;
      try {
        const params = await prepare(signal);
        set((current) => ({ ...current, phase: 'submitting' }));
        const key = newIdempotencyKey();
        for (let attempt = 1; ; attempt += 1) {
          try {
            // The contract's input type of this tool; the union of all tools cannot be narrowed by T.
            const submitted = await generationsApi.submit({ tool, params } as Parameters<typeof generationsApi.submit>[0], key, signal);
            jobId = submitted.id;
            break;
          } catch (error) {
            if (!(error instanceof ApiError && error.isNetworkError) || attempt > SUBMIT_RETRIES) throw error;
            const waitMs = RETRY_BASE_MS * attempt;
            log(fluxLog.retrying(attempt, waitMs / 1000));
            await wait(waitMs, signal);
          }
        }
      } catch (error) {
        if (signal.aborted) return null;
        return fail(error instanceof ApiError ? error.message : TOOLS[tool].failureMessage, { logged: false });
      }

      set((current) => ({ ...current, phase: 'queued', jobId }));
      let outputs: GenerationOutput[] = [];
      let errorMessage: string | null = null;
      const onEvent = (event: GenerationEvent) => {
        switch (event.kind) {
          case 'status':
            set((current) => ({ ...current, phase: event.status, queuePosition: event.status === 'queued' ? (event.queuePosition ?? current.queuePosition) : null }));
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
        if (status === 'succeeded') {
          set((current) => ({ ...current, phase: 'succeeded', progress: 100 }));
          return { status, outputs, error: null };
        }
        const message = errorMessage ?? (status === 'canceled' ? generationMessages.canceled : TOOLS[tool].failureMessage);
        set((current) => ({ ...current, phase: status, error: message }));
        return { status, outputs: [], error: message };
      } catch (error) {
        if (signal.aborted) return null;
        return fail(error instanceof ApiError ? error.message : TOOLS[tool].failureMessage, { logged: false });
      }
    },
    [],
  );

  const busy = state.phase === 'preparing' || state.phase === 'submitting' || state.phase === 'queued' || state.phase === 'running';
  return { state, busy, start, reset };
}
