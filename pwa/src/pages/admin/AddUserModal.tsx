import { type FormEvent, useId, useState } from 'react';
import { adminMessages } from '../../../../api/contract/admin';
import { adminDashboardApi, ApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { Modal } from '../../components/Modal';
import { PasswordInput } from '../../components/PasswordInput';
import { checkNewUser } from './users';

/** Add User: e-mail, password and first tokens; the account is created confirmed. */
export function AddUserModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tokens, setTokens] = useState('0');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNewUser({ email, password, tokens });
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    setError(null);
    try {
      await adminDashboardApi.createUser(checked.user);
      onCreated();
    } catch (failure) {
      setBusy(false);
      setError(adminMessages.createFailed(failure instanceof ApiError ? failure.message : NETWORK_ERROR_MESSAGE));
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} dismissible={!busy} onClose={onClose} className="admin-add-user">
      <header className="modal-head">
        <div>
          <p className="eyebrow">New account</p>
          <h2 id={`${id}-title`}>Add User</h2>
        </div>
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose} disabled={busy}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <PasswordInput
            id={`${id}-password`}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            invalid={false}
            placeholder="Minimum 6 characters"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tokens`}>Initial tokens</label>
          <input
            id={`${id}-tokens`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={tokens}
            onChange={(event) => setTokens(event.target.value)}
          />
          <p className="field-hint">The e-mail address is confirmed at once; the tokens are recorded as a grant.</p>
        </div>
        <FormAlert alert={error ? { kind: 'error', message: error } : null} />
        <div className="admin-dialog-actions">
          <button type="button" className="button ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create User'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
