import { useEffect, useEffectEvent, useState } from 'react';
import { type Generation, isFinished, TOOLS } from '../../../../api/contract/generation';
import { ApiError, generationsApi, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { useGeneration } from '../../components/generation/useGeneration';
import { listToolJobs, useJobParam } from './jobs';

export type VideoTool = 'text-to-video' | 'image-to-video';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

/**
 * A video view's job: the one it runs (followed to its end), or one of the member's earlier jobs
 * opened from the history or from the address (?job=<id>, a reload or a notification's link). One
 * still running is followed like a new one. The address always names the job shown, and the
 * member's history of the tool is read again whenever a job starts or ends.
 */
export function useVideoJob(tool: VideoTool) {
  const generation = useGeneration();
  const { state, follow, reset } = generation;
  const [jobParam, setJobParam] = useJobParam();
  /** The job as the server last answered it (opened from the address or the history); null for a new one. */
  const [shown, setShown] = useState<Generation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [history, setHistory] = useState<{ jobs: Generation[] | null; error: string | null }>({ jobs: null, error: null });
  const [revision, setRevision] = useState(0);
  const ended = state.phase === 'succeeded' || state.phase === 'failed' || state.phase === 'canceled' || state.phase === 'held';

  // The address names the job being run, once it has an id.
  const nameJob = useEffectEvent((id: string) => {
    if (id !== jobParam) setJobParam(id);
  });
  useEffect(() => {
    if (state.jobId) nameJob(state.jobId);
  }, [state.jobId]);

  // A job named by the address that this page is not already running: read it, and follow it if it runs.
  const open = useEffectEvent((id: string, signal: AbortSignal) => {
    if (id === state.jobId) return;
    generationsApi.get(id, signal).then(
      (job) => {
        if (signal.aborted) return;
        setLoadError(null);
        if (job.tool !== tool) {
          setShown(null);
          setLoadError(`This job was made with ${TOOLS[job.tool].name}, not ${TOOLS[tool].name}.`);
          return;
        }
        setShown(job);
        if (isFinished(job.status)) reset();
        else void follow(tool, job.id);
      },
      (error: unknown) => {
        if (!signal.aborted) setLoadError(messageOf(error));
      },
    );
  });
  useEffect(() => {
    if (!jobParam) return;
    const controller = new AbortController();
    open(jobParam, controller.signal);
    return () => controller.abort();
  }, [jobParam]);

  // The history: read when the view opens, and again when a job starts or ends.
  useEffect(() => {
    const controller = new AbortController();
    listToolJobs(tool, controller.signal).then(
      (jobs) => setHistory({ jobs, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setHistory((current) => ({ jobs: current.jobs, error: messageOf(error) }));
      },
    );
    return () => controller.abort();
  }, [tool, revision, state.jobId, ended]);

  /** A job that ended while followed is read again: its outputs as the server keeps them. */
  const reread = useEffectEvent((id: string) => {
    generationsApi.get(id).then(
      (job) => setShown((current) => (current === null || current.id === id ? job : current)),
      () => undefined,
    );
  });
  useEffect(() => {
    if (ended && state.jobId) reread(state.jobId);
  }, [ended, state.jobId]);

  /** A new job is about to start: the earlier one shown is put away. */
  function beginNew() {
    setShown(null);
    setLoadError(null);
  }

  return {
    generation,
    shown,
    loadError,
    history: history.jobs,
    historyError: history.error,
    selected: jobParam ?? state.jobId,
    select: (id: string) => {
      if (id === jobParam) setRevision((value) => value + 1);
      setJobParam(id);
    },
    beginNew,
  };
}
