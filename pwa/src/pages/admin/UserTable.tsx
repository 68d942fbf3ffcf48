import { type FormEvent, useId, useState } from 'react';
import { adminMessages, type AdminUser } from '../../../../api/contract/admin';
import { adminDashboardApi } from '../../api/client';
import { formatNumber } from '../../format';
import { parseTokens, tokensProblem } from './users';

const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A balance, and its editor: the number and an edit button, or a number input with Save and Cancel.
 * Saving sets the balance (PUT) and reads the row again; `onSaved` gets the row as the server has it.
 */
function TokenCell({ user, onSaved }: { user: AdminUser; onSaved: (user: AdminUser) => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function start() {
    setText(String(user.tokens));
    setError(null);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const tokens = parseTokens(text);
    const problem = tokensProblem(tokens);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const saved = await adminDashboardApi.setTokens(user.id, tokens);
      // The row as it is now (another change may have landed since the list was read).
      const fresh = (await adminDashboardApi.users({ q: user.email, limit: 20 }).catch(() => null))?.users.find(
        (row) => row.id === user.id,
      );
      onSaved(fresh ?? { ...user, tokens: saved.tokens });
      setEditing(false);
    } catch (failure) {
      console.error('Updating tokens failed', failure);
      setError(adminMessages.tokensFailed);
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <div className="admin-tokens">
        <span className="admin-tokens-value">{formatNumber(user.tokens)}</span>
        <button type="button" className="admin-icon-button" aria-label={`Edit tokens of ${user.email}`} onClick={start}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    );
  }
  return (
    <form className="admin-tokens-edit" onSubmit={(event) => void save(event)} noValidate>
      <label className="sr-only" htmlFor={`${id}-tokens`}>
        Tokens of {user.email}
      </label>
      <input
        id={`${id}-tokens`}
        type="number"
        inputMode="numeric"
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={busy}
        autoFocus
      />
      <div className="admin-tokens-actions">
        <button type="submit" className="button primary small" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button ghost small" onClick={() => setEditing(false)} disabled={busy}>
          Cancel
        </button>
      </div>
      {error && (
        <p className="admin-cell-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** The users: a table on wide screens, stacked cards on phones (admin.css). No delete on the admin's own row. */
export function UserTable({
  users,
  selfId,
  onChanged,
  onDelete,
}: {
  users: AdminUser[];
  selfId: string;
  onChanged: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Tokens</th>
          <th scope="col">Joined</th>
          <th scope="col">Role</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} data-user={user.email}>
            <td data-label="Email" className="admin-email-cell">
              <div className="admin-email-line">
                <span className="admin-email">{user.email}</span>
                {user.id === selfId && <span className="admin-pill you">You</span>}
                {!user.confirmed && <span className="admin-pill pending">Unconfirmed</span>}
              </div>
            </td>
            <td data-label="Tokens">
              <TokenCell user={user} onSaved={onChanged} />
            </td>
            <td data-label="Joined">
              <time dateTime={user.createdAt}>{joined.format(new Date(user.createdAt))}</time>
            </td>
            <td data-label="Role">
              <span className={`admin-pill ${user.isAdmin ? 'admin' : 'member'}`}>{user.isAdmin ? 'Admin' : 'Member'}</span>
            </td>
            <td className="admin-actions-cell">
              {user.id !== selfId && (
                <button type="button" className="button danger small" onClick={() => onDelete(user)} aria-label={`Delete ${user.email}`}>
                  Delete
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
