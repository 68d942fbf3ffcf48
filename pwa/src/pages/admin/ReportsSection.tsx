import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type AdminReport,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REVIEW_HOURS,
  reportMessages,
} from '../../../../api/contract/reports';
import { adminReportsApi, ApiError } from '../../api/client';
import { type AlertMessage, FormAlert } from '../../components/FormAlert';
import { Modal } from '../../components/Modal';
import { formatDateTime } from '../../format';
import { ageText } from './report-age';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

function itemState(report: AdminReport): { text: string; tone: 'hidden' | 'shown' | 'gone' } {
  if (!report.item.exists) return { text: 'Removed from the gallery', tone: 'gone' };
  if (report.item.hidden) return { text: 'Hidden from the gallery', tone: 'hidden' };
  return { text: 'Shown in the gallery', tone: 'shown' };
}

function Thumbnail({ report }: { report: AdminReport }) {
  const source = report.item.thumbUrl ?? (report.item.type === 'image' ? report.item.url : null);
  return (
    <div className="report-thumb">
      {source ? (
        <img src={source} alt={`Reported item: ${report.item.title}`} loading="lazy" />
      ) : (
        <span className="report-thumb-empty">{report.item.exists ? 'No preview' : 'Removed'}</span>
      )}
    </div>
  );
}

function Facts({ report }: { report: AdminReport }) {
  return (
    <dl className="report-facts">
      <div>
        <dt>Contact</dt>
        <dd>
          {report.contactEmail ? (
            <a href={`mailto:${report.contactEmail}`}>{report.contactEmail}</a>
          ) : (
            <span className="muted">None given</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Sent by</dt>
        <dd>{report.reporter === 'member' ? 'A member' : 'A visitor'}</dd>
      </div>
      <div className="wide">
        <dt>Details</dt>
        <dd className="report-details">{report.details ?? <span className="muted">None given</span>}</dd>
      </div>
      <div className="wide">
        <dt>Consent</dt>
        <dd>
          {report.consent ? (
            <>
              Consent recorded {formatDateTime(report.consent.recordedAt)} ({report.consent.tool}, text version {report.consent.version})
            </>
          ) : (
            <span className="report-no-consent">No consent record</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** The in-page dialog that asks why an item is removed before removing it. */
function RemoveDialog({ report, onClose, onRemoved }: { report: AdminReport; onClose: () => void; onRemoved: (message: string) => void }) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setAlert({ kind: 'error', message: reportMessages.noteRequired });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const decision = await adminReportsApi.decide(report.id, { decision: 'remove', note: note.trim() });
      const others = decision.closedReports;
      onRemoved(
        `“${report.item.title}” was removed.${others > 0 ? ` ${others} other report${others === 1 ? '' : 's'} of it closed.` : ''}`,
      );
    } catch (error) {
      setAlert({ kind: 'error', message: messageOf(error) });
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={titleId} dismissible={!busy} onClose={onClose}>
      <header className="modal-head">
        <div>
          <p className="eyebrow">Remove for good</p>
          <h2 id={titleId}>Remove “{report.item.title}”?</h2>
        </div>
      </header>
      <form className="report-form" onSubmit={submit} noValidate aria-label="Remove the item">
        <p className="muted">
          The item, its file and its thumbnail are deleted, and every open report of it is closed. The report keeps its title and file name.
        </p>
        <div className="field">
          <label htmlFor={`${titleId}-note`}>Reason for the removal</label>
          <textarea
            id={`${titleId}-note`}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            disabled={busy}
            required
          />
        </div>
        <FormAlert alert={alert} />
        <div className="report-actions">
          <button type="button" className="button ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button danger" disabled={busy} aria-busy={busy}>
            {busy && <span className="spinner small" aria-hidden="true" />}
            Remove item
          </button>
        </div>
      </form>
    </Modal>
  );
}

function OpenReport({ report, busy, onKeep, onRemove }: { report: AdminReport; busy: boolean; onKeep: () => void; onRemove: () => void }) {
  const state = itemState(report);
  const titleId = useId();
  return (
    <li className={`report-card${report.overdue ? ' overdue' : ''}`} aria-labelledby={titleId}>
      <Thumbnail report={report} />
      <div className="report-body">
        <div className="report-top">
          <span className={`report-reason-badge reason-${report.reason}`}>{REPORT_REASON_LABELS[report.reason]}</span>
          <time className="report-age" dateTime={report.createdAt} title={formatDateTime(report.createdAt)}>
            {ageText(report.ageSeconds)}
          </time>
          {report.overdue && <span className="report-overdue">Overdue: over {REPORT_REVIEW_HOURS} hours</span>}
        </div>
        <h3 id={titleId} className="report-title">
          {report.item.url ? (
            <a href={report.item.url} target="_blank" rel="noreferrer">
              {report.item.title}
            </a>
          ) : (
            report.item.title
          )}
        </h3>
        <p className={`report-state ${state.tone}`}>{state.text}</p>
        <Facts report={report} />
        <div className="report-decide">
          <button type="button" className="button ghost small" onClick={onKeep} disabled={busy}>
            Keep
          </button>
          <button type="button" className="button danger small" onClick={onRemove} disabled={busy}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

function DecidedReport({ report }: { report: AdminReport }) {
  return (
    <li className="report-decided-row">
      <Thumbnail report={report} />
      <div className="report-body">
        <div className="report-top">
          <span className={`report-outcome ${report.status}`}>{report.status === 'kept' ? 'Kept' : 'Removed'}</span>
          <span className={`report-reason-badge reason-${report.reason}`}>{REPORT_REASON_LABELS[report.reason]}</span>
        </div>
        <p className="report-title">{report.item.title}</p>
        <p className="muted report-decided-by">
          {report.decidedAt ? formatDateTime(report.decidedAt) : ''}
          {report.decidedByEmail ? ` by ${report.decidedByEmail}` : ''}
          {report.decisionNote ? `: ${report.decisionNote}` : ''}
        </p>
      </div>
    </li>
  );
}

/**
 * Reports from visitors and members (in /admin/review): each open report, oldest first, with its age
 * (overdue past 48 hours, in words as well as colour), the item, the reason, contact, details and the
 * item's consent record; Keep shows a hidden item again, Remove asks why and deletes it. Decided
 * reports are listed below, folded.
 */
export function ReportsSection() {
  const headingId = useId();
  const [reports, setReports] = useState<AdminReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminReport | null>(null);
  const [notice, setNotice] = useState<AlertMessage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    adminReportsApi.list('all', controller.signal).then(
      (page) => {
        setReports(page.reports);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = () => setAttempt((n) => n + 1);

  async function keep(report: AdminReport) {
    setBusy(report.id);
    setNotice(null);
    try {
      const decision = await adminReportsApi.decide(report.id, { decision: 'keep' });
      setNotice({
        kind: 'success',
        message: `“${report.item.title}” was kept.${decision.itemShown ? ' It shows in the gallery.' : ' It stays hidden while another report of it is open.'}`,
      });
    } catch (failure) {
      setNotice({ kind: 'error', message: messageOf(failure) });
    } finally {
      setBusy(null);
      reload();
    }
  }

  const open = reports?.filter((report) => report.status === 'open') ?? [];
  const decided = reports?.filter((report) => report.status !== 'open') ?? [];

  return (
    <section className="reports-section" aria-labelledby={headingId}>
      <header className="reports-head">
        <h2 id={headingId}>Reports {reports && <span className="reports-count">{open.length} open</span>}</h2>
        <p className="muted">
          Items reported by visitors and members. A report of a minor or of missing consent hides the item until you decide.
        </p>
      </header>
      <FormAlert alert={notice} />
      {error ? (
        <FormAlert alert={{ kind: 'error', message: error }}>
          <button type="button" className="button ghost small" onClick={reload}>
            Retry
          </button>
        </FormAlert>
      ) : !reports ? (
        <p className="muted" role="status">
          <span className="spinner small" aria-hidden="true" /> Loading reports...
        </p>
      ) : open.length === 0 ? (
        <p className="reports-empty">No open reports.</p>
      ) : (
        <ul className="report-list" aria-label="Open reports">
          {open.map((report) => (
            <OpenReport
              key={report.id}
              report={report}
              busy={busy !== null}
              onKeep={() => void keep(report)}
              onRemove={() => setRemoving(report)}
            />
          ))}
        </ul>
      )}
      {decided.length > 0 && (
        <details className="report-decided">
          <summary>Decided reports ({decided.length})</summary>
          <ul className="report-decided-list" aria-label="Decided reports">
            {decided.map((report) => (
              <DecidedReport key={report.id} report={report} />
            ))}
          </ul>
        </details>
      )}
      {removing && (
        <RemoveDialog
          report={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(message) => {
            setRemoving(null);
            setNotice({ kind: 'success', message });
            reload();
          }}
        />
      )}
    </section>
  );
}
