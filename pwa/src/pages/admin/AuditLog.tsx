import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntry } from '../../../../api/contract/settings';
import { ApiError, trustAdminApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { formatDateTime } from '../../format';
import { AdminLayout } from './AdminLayout';

const PAGE_SIZE = 50;

/** The actions offered in the filter; any other name (or first part of one) can be typed. */
const ACTIONS = [
  'tokens',
  'user',
  'gallery',
  'report',
  'prompt.refused',
  'account',
  'account.suspend',
  'account.lift',
  'settings.update',
  'output',
  'upload.refused',
];

interface Filters {
  action: string;
  actor: string;
  subject: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { action: '', actor: '', subject: '', from: '', to: '' };

/** A date input's day as the start of that day here, and `to` as the start of the day after (the range includes the whole day). */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

const toText = (value: unknown): string => {
  if (value === null || value === undefined) return 'default';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The entry's details as short readable lines: `key: value`, and `key: from → to` for changes. */
function detailLines(details: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value) {
      const change = value as { from: unknown; to: unknown };
      lines.push(`${key}: ${toText(change.from)} → ${toText(change.to)}`);
    } else if (key === 'changes' && value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) add(name, inner);
    } else if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) {
      lines.push(`${key}: ${formatDateTime(value)}`);
    } else {
      lines.push(`${key}: ${toText(value)}`);
    }
  };
  for (const [key, value] of Object.entries(details)) add(key, value);
  return lines;
}

function subjectOf(entry: AuditEntry): string {
  if (!entry.subjectType) return '—';
  if (entry.subjectEmail) return entry.subjectEmail;
  if (entry.subjectType === 'client' && entry.subjectId) return `anonymous client ${entry.subjectId.slice(0, 10)}…`;
  return entry.subjectId
    ? `${entry.subjectType} ${entry.subjectId.length > 24 ? `${entry.subjectId.slice(0, 13)}…` : entry.subjectId}`
    : entry.subjectType;
}

/** Audit log (/admin/audit): who did what and when, newest first, with filters and 'Load more'. */
export default function AuditLog() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);

  const load = useCallback(async (filters: Filters, after: string | null) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    setError(null);
    try {
      const page = await trustAdminApi.audit(
        {
          action: filters.action.trim(),
          actor: filters.actor.trim(),
          subject: filters.subject.trim(),
          from: dayStart(filters.from),
          to: dayStart(filters.to, 1),
          cursor: after ?? undefined,
          limit: PAGE_SIZE,
        },
        controller.signal,
      );
      setEntries((current) => (after ? [...current, ...page.entries] : page.entries));
      setCursor(page.nextCursor);
    } catch (caught) {
      if (controller.signal.aborted) return;
      setError(caught instanceof ApiError ? caught.message : 'The audit log could not be loaded.');
      if (!after) setEntries([]);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    // The first page once the page opens: the request's answer sets the state, not this effect.
    const timer = setTimeout(() => void load(EMPTY, null), 0);
    return () => {
      clearTimeout(timer);
      request.current?.abort();
    };
  }, [load]);

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied(draft);
    void load(draft, null);
  }

  function clear() {
    setDraft(EMPTY);
    setApplied(EMPTY);
    void load(EMPTY, null);
  }

  const filtered = Object.values(applied).some((value) => value.trim() !== '');
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <AdminLayout
      title="Audit log"
      intro="Every administrator action and trust-and-safety event, newest first. Entries can never be changed or removed."
    >
      <form className="card audit-filters" onSubmit={apply} aria-label="Filter the audit log">
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <input
            id="audit-action"
            list="audit-actions"
            placeholder="e.g. tokens or report.remove"
            autoComplete="off"
            {...field('action')}
          />
          <datalist id="audit-actions">
            {ACTIONS.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="audit-actor">Actor e-mail contains</label>
          <input id="audit-actor" type="search" autoComplete="off" {...field('actor')} />
        </div>
        <div className="field">
          <label htmlFor="audit-subject">Subject id</label>
          <input id="audit-subject" type="search" autoComplete="off" {...field('subject')} />
        </div>
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" type="date" {...field('from')} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" type="date" {...field('to')} />
        </div>
        <div className="audit-filter-buttons">
          <button type="submit" className="button primary">
            Apply filters
          </button>
          <button
            type="button"
            className="button ghost"
            onClick={clear}
            disabled={!filtered && Object.values(draft).every((value) => value === '')}
          >
            Clear
          </button>
        </div>
      </form>

      <FormAlert alert={error ? { kind: 'error', message: error } : null} />

      {entries.length === 0 && !loading && !error ? (
        <div className="empty-state">
          <p className="empty-title">{filtered ? 'No entries match these filters' : 'The audit log is empty'}</p>
          <p className="muted">
            {filtered ? 'Try a wider time range or another action.' : 'Administrator actions and trust-and-safety events appear here.'}
          </p>
        </div>
      ) : (
        <div className="audit-table-wrap">
          <table className="audit-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="Time" className="audit-time">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td data-label="Actor" className="audit-actor">
                    {entry.actor ? (entry.actor.email ?? entry.actor.id) : <span className="audit-site">site</span>}
                  </td>
                  <td data-label="Action">
                    <span className={`audit-action ${entry.action.split('.')[0]}`}>{entry.action}</span>
                  </td>
                  <td data-label="Subject" className="audit-subject" title={entry.subjectId ?? undefined}>
                    {subjectOf(entry)}
                  </td>
                  <td data-label="Details" className="audit-details">
                    <div className="audit-detail-lines">
                      {detailLines(entry.details).map((line, index) => (
                        <span key={index}>{line}</span>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="audit-more">
        {loading ? (
          <span className="spinner" role="status" aria-label="Loading entries" />
        ) : (
          cursor && (
            <button type="button" className="button ghost" onClick={() => void load(applied, cursor)}>
              Load more
            </button>
          )
        )}
      </div>
    </AdminLayout>
  );
}
