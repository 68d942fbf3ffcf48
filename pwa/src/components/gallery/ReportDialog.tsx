import { type FormEvent, useId, useState } from 'react';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  reportMessages,
} from '../../../../api/contract/reports';
import { ApiError, reportsApi } from '../../api/client';
import { type AlertMessage, FormAlert } from '../FormAlert';
import { Modal } from '../Modal';

/** What a failed send says: the server's message, or that the browser is offline. */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) return error.message;
  return reportMessages.offline;
}

/**
 * The report form of a shared gallery item: the reason (required), an optional contact e-mail and
 * details, then Send. After sending it says whether the item is now hidden pending review, and that
 * reports are reviewed within 48 hours. Anyone may send one, signed in or not.
 */
export function ReportDialog({ item, onClose }: { item: GalleryEntry; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [contactEmail, setContactEmail] = useState('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [sent, setSent] = useState<{ hidden: boolean } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setAlert({ kind: 'error', message: reportMessages.reason });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const created = await reportsApi.send({
        itemId: item.id,
        reason,
        ...(contactEmail.trim() ? { contactEmail: contactEmail.trim() } : {}),
        ...(details.trim() ? { details: details.trim() } : {}),
      });
      setSent({ hidden: created.hidden });
    } catch (error) {
      setAlert({ kind: 'error', message: failureOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={titleId} dismissible={!busy} onClose={onClose} className="report-modal">
      <header className="modal-head">
        <div>
          <p className="eyebrow">Trust &amp; safety</p>
          <h2 id={titleId}>Report this item</h2>
        </div>
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose} disabled={busy}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <p className="report-item">
        <span className="muted">Item:</span> <strong>{item.title}</strong>
      </p>
      {sent ? (
        <div className="report-done">
          <FormAlert alert={{ kind: 'success', message: sent.hidden ? reportMessages.sentHidden : reportMessages.sent }} />
          <button type="button" className="button primary block" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form className="report-form" onSubmit={submit} noValidate aria-label="Report this item">
          <fieldset className="report-reasons">
            <legend>Why are you reporting it?</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={`report-reason${reason === value ? ' selected' : ''}`}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setAlert(null);
                  }}
                  disabled={busy}
                />
                <span>{REPORT_REASON_LABELS[value]}</span>
              </label>
            ))}
          </fieldset>
          <p className="field-hint">
            A report that an item shows someone without their consent, or shows a minor, hides it at once until we have reviewed it.
          </p>
          <div className="field">
            <label htmlFor={`${titleId}-email`}>Your e-mail (optional)</label>
            <input
              id={`${titleId}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={contactEmail}
              onChange={(event) => setContactEmail(event.target.value)}
              disabled={busy}
              aria-describedby={`${titleId}-email-hint`}
            />
            <p className="field-hint" id={`${titleId}-email-hint`}>
              Only if you want us to write back.
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${titleId}-details`}>Details (optional)</label>
            <textarea
              id={`${titleId}-details`}
              rows={4}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              disabled={busy}
              aria-describedby={`${titleId}-details-count`}
            />
            <p className="field-hint report-count" id={`${titleId}-details-count`}>
              {details.length} / {REPORT_DETAILS_MAX}
            </p>
          </div>
          <FormAlert alert={alert} />
          <div className="report-actions">
            <button type="button" className="button ghost" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {busy && <span className="spinner small" aria-hidden="true" />}
              {busy ? 'Sending...' : 'Send'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
