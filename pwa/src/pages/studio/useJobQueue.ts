import { useCallback, useEffect, useRef, useState } from 'react';
import { type Generation, type GenerationStatus, generationMessages, isFinished } from '../../../../api/contract/generation';
import { ApiError, generationsApi, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { followGeneration } from '../../api/events';
import { onJobAnnounced } from '../../components/generation/jobEvents';

/** How many of the member's newest jobs the queue panel lists. */
export const QUEUE_SIZE = 8;
/**
 * Unfinished jobs followed live (each an open event stream); the browser keeps at most six
 * connections to one site, and the view beside the panel follows its own job too.
 */
const MAX_FOLLOWED = 2;
/** Unfinished jobs beyond those are read again this often. */
const POLL_MS = 4000;

export const isActive = (status: GenerationStatus) => status === 'queued' || status === 'running';

/** What the member's Cancel got: on its way, the server's answer, or its refusal. */
export type CancelState = { sending: true } | { sending: false; message: string; error: boolean };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

/** Newest first, one entry per job; `fresh` replaces what is known of its job. */
function upsert(jobs: Generation[], fresh: Generation): Generation[] {
  const rest = jobs.filter((job) => job.id !== fresh.id);
  return [...rest, fresh].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, QUEUE_SIZE);
}

/**
 * The member's running and recent jobs, as the server lists them (GET /api/v1/generations): the same
 * after a reload and on another device. A job a view of this tab submits shows at once (announced by
 * useGeneration); unfinished jobs are followed through their events (the newest two) or read again
 * every few seconds; a refund (a cancel, a failure) makes `onRefund` refresh the balance, once per job.
 */
export function useJobQueue(onRefund: () => void) {
  const [jobs, setJobs] = useState<Generation[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [cancels, setCancels] = useState<Record<string, CancelState>>({});
  /** Jobs whose refund is already reflected in the balance (those refunded before the panel opened included). */
  const refundsSeen = useRef<Set<string> | null>(null);
  const refund = useRef(onRefund);
  useEffect(() => {
    refund.current = onRefund;
  }, [onRefund]);

  const noteRefunds = useCallback((list: Generation[]) => {
    const seen = refundsSeen.current;
    if (!seen) {
      refundsSeen.current = new Set(list.filter((job) => job.refunded > 0).map((job) => job.id));
      return;
    }
    let refunded = false;
    for (const job of list) {
      if (job.refunded > 0 && !seen.has(job.id)) {
        seen.add(job.id);
        refunded = true;
      }
    }
    if (refunded) refund.current();
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const page = await generationsApi.list({ limit: QUEUE_SIZE }, signal);
        noteRefunds(page.generations);
        setJobs(page.generations);
        setStatus('ready');
        setError(null);
      } catch (failure) {
        if (signal?.aborted) return;
        setError(messageOf(failure));
        setStatus((current) => (current === 'ready' ? current : 'error'));
      }
    },
    [noteRefunds],
  );

  /** Reads one job again and puts it in the list. */
  const reread = useCallback(
    async (id: string, signal?: AbortSignal) => {
      try {
        const job = await generationsApi.get(id, signal);
        noteRefunds([job]);
        setJobs((current) => upsert(current, job));
      } catch {
        // Gone or unreachable: the next list read says what is true.
      }
    },
    [noteRefunds],
  );

  // The list when the panel opens, and again whenever the tab is looked at (another device's jobs).
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load(controller.signal);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [load]);

  // A job submitted from a view of this tab.
  useEffect(() => onJobAnnounced((job) => void reread(job.id)), [reread]);

  // Unfinished jobs followed live, running ones first (their progress moves), newest first; the
  // progress and status of their events land in the list.
  const followedIds = jobs
    .filter((job) => isActive(job.status))
    .sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running'))
    .slice(0, MAX_FOLLOWED)
    .map((job) => job.id)
    .join(',');
  useEffect(() => {
    if (!followedIds) return;
    const controller = new AbortController();
    for (const id of followedIds.split(',')) {
      const change = (patch: Partial<Generation>) => {
        if (!controller.signal.aborted) setJobs((current) => current.map((job) => (job.id === id ? { ...job, ...patch } : job)));
      };
      followGeneration(
        id,
        (event) => {
          if (event.kind === 'progress') change({ progress: event.percent });
          else if (event.kind === 'status' && !isFinished(event.status)) change({ status: event.status });
        },
        controller.signal,
      ).then(
        () => reread(id, controller.signal),
        () => {
          // The stream could not be followed: the list read below keeps the job current.
          if (!controller.signal.aborted) void reread(id, controller.signal);
        },
      );
    }
    return () => controller.abort();
  }, [followedIds, reread]);

  // Unfinished jobs not followed live are read again every few seconds.
  const unfollowed = jobs.filter((job) => isActive(job.status)).length > MAX_FOLLOWED;
  useEffect(() => {
    if (!unfollowed) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [unfollowed, load]);

  const cancel = useCallback(
    async (id: string) => {
      setCancels((current) => ({ ...current, [id]: { sending: true } }));
      try {
        const answer = await generationsApi.cancel(id);
        const message = answer.status === 'canceled' ? generationMessages.canceled : 'Stopping… the job ends at its next step.';
        setCancels((current) => ({ ...current, [id]: { sending: false, message, error: false } }));
      } catch (failure) {
        setCancels((current) => ({ ...current, [id]: { sending: false, message: messageOf(failure), error: true } }));
      }
      await reread(id);
    },
    [reread],
  );

  return { jobs, status, error, cancels, cancel, reload: load };
}
