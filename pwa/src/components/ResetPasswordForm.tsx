import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { newPasswordSchema } from '../../../api/contract/auth';
import { authMessages } from '../../../api/contract/messages';
import { ApiError, authApi, NETWORK_ERROR_MESSAGE } from '../api/client';
import { removeHash } from '../routing';
import { completePasswordReset, noticeAtom } from '../state/session';
import { type AlertMessage, FormAlert } from './FormAlert';
import { PasswordInput } from './PasswordInput';
import { PageSpinner } from './Spinner';

/** What the server said of the link before the form is shown: usable, used or expired (with why), or not known (no connection). */
type LinkCheck = { status: 'checking' } | { status: 'usable' } | { status: 'dead'; message: string } | { status: 'unknown' };

/** Asks once per token whether the link can still be used, without using it up. */
function useResetLinkCheck(token: string): LinkCheck {
  const [result, setResult] = useState<{ token: string; check: LinkCheck } | null>(null);
  useEffect(() => {
    let current = true;
    authApi.checkResetLink(token).then(
      () => current && setResult({ token, check: { status: 'usable' } }),
      (error: unknown) => {
        if (!current) return;
        // Offline, or the server failed: the form is shown, and setting the password says what is wrong.
        const dead = error instanceof ApiError && !error.isNetworkError && error.status >= 400 && error.status < 500;
        setResult({ token, check: dead ? { status: 'dead', message: error.message } : { status: 'unknown' } });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return result?.token === token ? result.check : { status: 'checking' };
}

/**
 * "Choose a new password", opened by the e-mailed link (/pricing#reset=TOKEN). The link is checked
 * first: a used or expired one says so instead of showing the form. Success signs the user in;
 * /pricing then moves a signed-in user on to /profile.
 */
function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <p className="auth-switch">
      <button type="button" className="link-button" onClick={onClick}>
        Back to Sign In
      </button>
    </p>
  );
}

export function ResetPasswordForm({ token, onLeave }: { token: string; onLeave: (next: 'signin' | 'forgot') => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const setNotice = useSetAtom(noticeAtom);
  const id = useId();
  const check = useResetLinkCheck(token);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = newPasswordSchema.safeParse(password);
    if (!input.success) {
      setAlert({ kind: 'error', message: input.error.issues[0]?.message ?? authMessages.passwordHint });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      await completePasswordReset(token, input.data);
      setNotice(authMessages.passwordChanged);
      removeHash();
    } catch (error) {
      setAlert({ kind: 'error', message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE });
      // A used or expired link will not work on a second try; a weak password or a lost connection will.
      if (error instanceof ApiError && error.status === 400 && error.message === authMessages.resetLinkInvalid) setLinkDead(true);
    } finally {
      setBusy(false);
    }
  }

  function leave(next: 'signin' | 'forgot') {
    removeHash();
    onLeave(next);
  }

  if (check.status === 'checking') {
    return (
      <div className="card auth-card">
        <PageSpinner label="Checking your reset link" inline />
      </div>
    );
  }

  // A used or expired link says so at once, instead of a form that cannot work.
  if (check.status === 'dead') {
    return (
      <div className="card auth-card">
        <div className="auth-head">
          <h2>Reset link no longer valid</h2>
          <p className="muted">Each link sets a password once, and only for a limited time.</p>
        </div>
        <div className="auth-dead-link">
          <FormAlert alert={{ kind: 'error', message: check.message }} />
          <button type="button" className="button primary large block" onClick={() => leave('forgot')}>
            Request a new link
          </button>
        </div>
        <BackToSignIn onClick={() => leave('signin')} />
      </div>
    );
  }

  return (
    <div className="card auth-card">
      <div className="auth-head">
        <h2 id={`${id}-title`}>Choose a new password</h2>
        <p className="muted">Pick something you have not used here before. You will be signed in with it right away.</p>
      </div>
      <form className="auth-form" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label htmlFor={`${id}-password`}>New password</label>
          <PasswordInput
            id={`${id}-password`}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            invalid={alert?.kind === 'error' && !linkDead}
            hintId={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="field-hint">
            {authMessages.passwordHint}
          </p>
        </div>
        <FormAlert alert={alert}>
          {linkDead && (
            <button type="button" className="button ghost small" onClick={() => leave('forgot')}>
              Request a new link
            </button>
          )}
        </FormAlert>
        <button type="submit" className="button primary large block" disabled={busy || linkDead}>
          {busy ? 'Loading...' : 'Set new password'}
        </button>
      </form>
      <BackToSignIn onClick={() => leave('signin')} />
    </div>
  );
}
