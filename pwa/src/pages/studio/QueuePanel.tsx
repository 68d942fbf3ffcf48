import { useId, useState } from 'react';
import { Link } from 'wouter';
import { type Generation, type GenerationStatus, TOOLS } from '../../../../api/contract/generation';
import { useMediaQuery } from '../../components/useMediaQuery';
import { formatNumber } from '../../format';
import { toolPath } from './paths';
import { type CancelState, isActive, useJobQueue } from './useJobQueue';

const STATUS_TEXT: Record<GenerationStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  canceled: 'Canceled',
  held: 'Held for review',
};

/** Below this width the panel sits above the tool and folds away. */
const PHONE_LAYOUT = '(max-width: 1099.98px)';

const EXCERPT = 80;
export const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
function when(iso: string): string {
  const at = new Date(iso);
  return at.toDateString() === new Date().toDateString() ? timeFormat.format(at) : dayFormat.format(at);
}

/** Where a job is shown: its Studio view with the job (`?job=`), or null for a tool outside the Studio. */
export function jobPath(job: Pick<Generation, 'id' | 'tool'>): string | null {
  const path = toolPath(job.tool);
  return path ? `${path}?job=${encodeURIComponent(job.id)}` : null;
}

function JobRow({ job, cancelState, onCancel }: { job: Generation; cancelState: CancelState | undefined; onCancel: () => void }) {
  const path = jobPath(job);
  const active = isActive(job.status);
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  const body = (
    <>
      <span className="queue-job-head">
        <span className="queue-job-tool">{TOOLS[job.tool].name}</span>
        <span className={`queue-status ${job.status}`}>{STATUS_TEXT[job.status]}</span>
      </span>
      <span className="queue-job-prompt">{excerpt(job.prompt)}</span>
      <span className="queue-job-meta">
        <time dateTime={job.createdAt}>{when(job.createdAt)}</time>
        {job.cost > 0 && <span>{formatNumber(job.cost)} tokens</span>}
      </span>
    </>
  );
  return (
    <li className={`queue-job ${job.status}`} data-job={job.id}>
      {path ? (
        <Link href={path} className="queue-job-link">
          {body}
        </Link>
      ) : (
        <div className="queue-job-link">{body}</div>
      )}
      {job.status === 'running' && (
        <div
          className="queue-progress"
          role="progressbar"
          aria-label={`${TOOLS[job.tool].name} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      )}
      {job.refunded > 0 && <p className="queue-refund">{formatNumber(job.refunded)} tokens refunded</p>}
      {cancelState && !cancelState.sending && (
        <p className={`queue-answer${cancelState.error ? ' error' : ''}`} role={cancelState.error ? 'alert' : 'status'}>
          {cancelState.message}
        </p>
      )}
      {active && (
        <button type="button" className="button ghost small queue-cancel" onClick={onCancel} disabled={cancelState?.sending === true}>
          {cancelState?.sending ? 'Canceling…' : 'Cancel'}
        </button>
      )}
    </li>
  );
}

/**
 * The member's running and recent jobs beside every Studio screen: progress, Cancel for unfinished
 * jobs, the refund of a canceled or failed one, and a link to each job's view. On phones it sits
 * above the tool, folded, its header saying how many jobs are running.
 */
export function QueuePanel({ onRefund }: { onRefund: () => void }) {
  const { jobs, status, error, cancels, cancel, reload } = useJobQueue(onRefund);
  const phone = useMediaQuery(PHONE_LAYOUT);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const expanded = !phone || open;
  const running = jobs.filter((job) => isActive(job.status)).length;
  return (
    <aside className={`card queue-panel${expanded ? ' open' : ''}`} aria-label="Your jobs">
      <div className="queue-head">
        <h2>Your jobs</h2>
        {running > 0 && <span className="queue-count">{running} active</span>}
        {phone && (
          <button
            type="button"
            className="button ghost small queue-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      <div id={listId} className="queue-body" hidden={!expanded}>
        {status === 'loading' ? (
          <div className="queue-loading" role="status" aria-label="Loading your jobs">
            <span className="skeleton wide" />
            <span className="skeleton" />
          </div>
        ) : status === 'error' ? (
          <div className="queue-empty">
            <p role="alert">{error}</p>
            <button type="button" className="button ghost small" onClick={() => void reload()}>
              Try again
            </button>
          </div>
        ) : jobs.length === 0 ? (
          <p className="queue-empty muted small">
            Nothing yet: the images and videos you generate are listed here while they run, and after.
          </p>
        ) : (
          <ol className="queue-list">
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} cancelState={cancels[job.id]} onCancel={() => void cancel(job.id)} />
            ))}
          </ol>
        )}
      </div>
    </aside>
  );
}
