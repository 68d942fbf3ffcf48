import type { ToolId } from '../../../../api/contract/generation';

/**
 * "A job of this tab now exists on the server": told by useGeneration the moment a submit (or a
 * request queued offline) has its job id, so a list of the member's jobs (the Studio's queue panel)
 * shows it at once instead of at its next refresh.
 */
export interface AnnouncedJob {
  id: string;
  tool: ToolId;
}

const listeners = new Set<(job: AnnouncedJob) => void>();

export function announceJob(job: AnnouncedJob): void {
  for (const listener of listeners) listener(job);
}

/** Calls `listener` for every job announced from now on; answers the function that stops it. */
export function onJobAnnounced(listener: (job: AnnouncedJob) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
