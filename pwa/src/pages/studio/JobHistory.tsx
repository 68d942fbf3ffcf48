import type { Generation, GenerationStatus } from '../../../../api/contract/generation';
import { videoSummary } from './VideoOptions';

const timeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

const STATUS_LABELS: Record<GenerationStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  canceled: 'Canceled',
  held: 'Held for review',
};

/**
 * The member's recent jobs of one tool, newest first, from the server: each with its time, status,
 * prompt and settings; choosing one shows it. `jobs` null: still loading.
 */
export function JobHistory({
  title,
  jobs,
  error,
  selected,
  onSelect,
}: {
  title: string;
  jobs: Generation[] | null;
  error: string | null;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <section className="card job-history" aria-label={title}>
      <div className="output-head">
        <h2>{title}</h2>
        {jobs && jobs.length > 0 && <span className="muted small">Newest first</span>}
      </div>
      {error ? (
        <p className="muted small" role="alert">
          {error}
        </p>
      ) : jobs === null ? (
        <div className="job-history-loading" aria-label="Loading your history">
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      ) : jobs.length === 0 ? (
        <p className="muted small">No videos yet: your jobs will be listed here.</p>
      ) : (
        <ul className="job-list">
          {jobs.map((job) => (
            <li key={job.id}>
              <button type="button" className="job-entry" aria-current={job.id === selected || undefined} onClick={() => onSelect(job.id)}>
                <span className="job-entry-top">
                  <time dateTime={job.createdAt}>{timeFormat.format(new Date(job.createdAt))}</time>
                  <span className={`job-status ${job.status}`}>{STATUS_LABELS[job.status]}</span>
                </span>
                <span className="job-prompt">{job.prompt}</span>
                <span className="job-params muted small">
                  {videoSummary(job.params)} · {job.cost} tokens
                  {job.refunded > 0 ? ` · ${job.refunded} refunded` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
