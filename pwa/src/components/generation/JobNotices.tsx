import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { jobNotices } from './notify';

/**
 * The notices of jobs that ended while this tab watched them for a member who gets no push (see
 * notify.ts), floating at the top right; each links to its job. Mounted once, beside the pages.
 */
export function JobNotices() {
  const notices = useSyncExternalStore(jobNotices.subscribe, jobNotices.current);
  return (
    <div className="job-notices" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`job-notice ${notice.status}`}>
          <span className="job-notice-mark" aria-hidden="true">
            {notice.status === 'succeeded' ? '✓' : notice.status === 'held' ? '!' : '✕'}
          </span>
          <p className="job-notice-text">{notice.title}.</p>
          <div className="job-notice-actions">
            <Link href={notice.url} className="button primary small" onClick={() => jobNotices.dismiss(notice.id)}>
              Open the job
            </Link>
            <button type="button" className="button ghost small" onClick={() => jobNotices.dismiss(notice.id)}>
              Dismiss
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
