import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type Generation, type ToolId, TOOLS } from '../../../../api/contract/generation';
import { ApiError, generationsApi, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { type GenerationState, useGeneration } from '../../components/generation/useGeneration';

/**
 * A Studio view's generation: useGeneration, plus the job of the address. `/apps/<view>?job=<id>` (a
 * queue panel row, a notification's click, a reload) shows that job: its settings are handed to
 * `onLinkedJob` and its events are followed from the first (a finished job shows its result at once).
 * A job the view starts is put in the address the same way, so a reload keeps showing it.
 */
export function useStudioJob(tool: ToolId, onLinkedJob?: (job: Generation) => void) {
  const generation = useGeneration();
  const { follow } = generation;
  const jobId = generation.state.jobId;
  const search = useSearch();
  const [path, navigate] = useLocation();
  const linked = new URLSearchParams(search).get('job');
  const [linkError, setLinkError] = useState<string | null>(null);
  /** The job of the address this view has taken up already (strict mode runs effects twice). */
  const shown = useRef<string | null>(null);
  const onLinked = useRef(onLinkedJob);
  useEffect(() => {
    onLinked.current = onLinkedJob;
  }, [onLinkedJob]);

  /** Whether the job of the address is the one this view shows already (one it started is in the address too). */
  const isShown = useEffectEvent((id: string) => id === shown.current || id === jobId);
  useEffect(() => {
    if (!linked || isShown(linked)) return;
    shown.current = linked;
    let live = true;
    generationsApi.get(linked).then(
      (job) => {
        if (!live) return;
        setLinkError(null);
        // A panel row links each job to its own view; an address naming another tool's job is a mistake.
        if (job.tool !== tool) {
          setLinkError(`This job was made with ${TOOLS[job.tool].name}, not here.`);
          return;
        }
        onLinked.current?.(job);
        void follow(job.tool, job.id);
      },
      (error: unknown) => {
        if (live) setLinkError(error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);
      },
    );
    return () => {
      live = false;
      // Taken up again if the view comes back to it.
      if (shown.current === linked) shown.current = null;
    };
  }, [linked, tool, follow]);

  /** A job this view started goes in the address in place of the one there (no new history entry). */
  const putInAddress = useEffectEvent((id: string) => {
    if (id === linked) return;
    shown.current = id;
    navigate(`${path}?job=${encodeURIComponent(id)}`, { replace: true });
  });
  useEffect(() => {
    if (jobId) putInAddress(jobId);
  }, [jobId]);

  return { ...generation, linkError };
}

/** Progress shown holds at 90 until the job has succeeded, shows 100 for this long, then goes back to 0. */
const DONE_SHOWN_MS = 1000;

/**
 * The progress a Studio view shows, from the job's real events: up to 90 while it runs (the server's
 * figure, or with `stepped` rising towards it by 5 every half second), 100 when it succeeded, and 0
 * again a second later.
 */
export function useShownProgress(state: GenerationState, busy: boolean, stepped = false): number {
  const { phase, jobId } = state;
  const target = Math.min(90, state.progress);
  /** The job whose 100 has been shown for its second. */
  const [doneFor, setDoneFor] = useState<string | null>(null);
  /** The stepped figure, and the job it belongs to (a new job starts again from 0). */
  const [step, setStep] = useState<{ jobId: string | null; value: number }>({ jobId: null, value: 0 });

  useEffect(() => {
    if (phase !== 'succeeded') return;
    const timer = setTimeout(() => setDoneFor(jobId), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [phase, jobId]);

  useEffect(() => {
    if (!busy || !stepped) return;
    const timer = setInterval(
      () =>
        setStep((current) => {
          const value = current.jobId === jobId ? current.value : 0;
          return { jobId, value: Math.max(value, Math.min(value + 5, target)) };
        }),
      500,
    );
    return () => clearInterval(timer);
  }, [busy, stepped, target, jobId]);

  if (phase === 'succeeded') return doneFor === jobId ? 0 : 100;
  if (!busy) return 0;
  if (!stepped) return target;
  return step.jobId === jobId ? Math.min(step.value, 90) : 0;
}

/**
 * What a job is doing, in words: its upload (`preparing`), its request, its place in the queue (or
 * `waiting` for a free one), done; else the server's last line, or `working` before there is one.
 */
export function jobStatus(
  state: GenerationState,
  working: string,
  { preparing = 'Uploading your image…', waiting = 'Waiting for a free worker…' }: { preparing?: string; waiting?: string } = {},
): string {
  if (state.phase === 'preparing') return preparing;
  if (state.phase === 'submitting') return 'Sending your request…';
  if (state.phase === 'queued') return state.queuePosition ? `In the queue: ${state.queuePosition} ahead of you` : waiting;
  if (state.phase === 'succeeded') return 'Done!';
  return state.log.at(-1)?.text ?? working;
}
