import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Generation, ToolId } from '../../../../api/contract/generation';
import { generationsApi } from '../../api/client';

/** How many of a tool's jobs the history panel lists. */
export const HISTORY_LIMIT = 12;

/** The member's newest jobs of one tool (GET /generations?tool=). */
export async function listToolJobs(tool: ToolId, signal?: AbortSignal): Promise<Generation[]> {
  const page = await generationsApi.list({ limit: HISTORY_LIMIT, tool }, signal);
  return page.generations;
}

/**
 * The job a view shows, kept in its address as ?job=<id>: a reload shows it again, and a
 * notification's link opens it. Setting it replaces the address (Back leaves the view, not the job).
 */
export function useJobParam(): [string | null, (id: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const job = new URLSearchParams(search).get('job');
  const setJob = useCallback(
    (id: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (id) params.set('job', id);
      else params.delete('job');
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [location, navigate],
  );
  return [job && /^[0-9a-f-]{36}$/i.test(job) ? job : null, setJob];
}
