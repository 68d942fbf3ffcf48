import { useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { emailOnlySchema, signInSchema, signUpSchema } from '../../../api/contract/auth';
import { authMessages } from '../../../api/contract/messages';
import { ApiError, authApi, NETWORK_ERROR_MESSAGE } from '../api/client';
import type { AuthMode } from '../routing';
import { noticeAtom, signIn, signUp } from '../state/session';
import { type AlertMessage, FormAlert } from './FormAlert';
import { PasswordInput } from './PasswordInput';

export type AuthFormMode = AuthMode | 'forgot';
type Mode = AuthFormMode;
type Field = 'email' | 'password' | 'adult';

const copy: Record<Mode, { title: string; subtitle: string; submit: string }> = {
  signin: { title: 'Welcome back', subtitle: 'Sign in to your Studio 18 account.', submit: 'Sign In' },
  signup: { title: 'Create your account', subtitle: 'Free to join. Buy tokens only when you need them.', submit: 'Sign Up' },
  forgot: {
    title: 'Reset your password',
    subtitle: 'Enter your e-mail and we will send you a link to choose a new password.',
    submit: 'Send reset link',
  },
};

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}

/**
 * The sign-in / sign-up form of /pricing and /apps, with the password-reset request.
 * Inputs are checked with the contract's schemas, so the messages are the server's own.
 */
export function AuthForm({ initialMode = 'signin' }: { initialMode?: AuthFormMode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [adult, setAdult] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [offerResend, setOfferResend] = useState(false);
  const [resending, setResending] = useState(false);
  const setNotice = useSetAtom(noticeAtom);
  const id = useId();
  const text = copy[mode];

  function switchMode(next: Mode) {
    setMode(next);
    setAlert(null);
    setInvalid(new Set());
    setOfferResend(false);
  }

  /** Shows the first problem the schema found and marks every field that has one. */
  function rejectInput(error: z.ZodError): void {
    setInvalid(new Set(error.issues.map((issue) => issue.path[0] as Field)));
    setAlert({ kind: 'error', message: error.issues[0]?.message ?? authMessages.invalidEmail });
  }

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setAlert(null);
    setInvalid(new Set());
    setOfferResend(false);
    try {
      await task();
    } catch (error) {
      setAlert({ kind: 'error', message: messageOf(error) });
      if (error instanceof ApiError && error.code === 'email_not_verified') setOfferResend(true);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (mode === 'signup') {
      const input = signUpSchema.safeParse({ email, password, adult });
      if (!input.success) return rejectInput(input.error);
      void run(async () => {
        const answer = await signUp(input.data);
        if (answer.status === 'signed_in') {
          // The page moves on (to /profile, or the studio): the message goes with it.
          setNotice(answer.message);
          return;
        }
        setMode('signin');
        setPassword('');
        setAlert({ kind: 'success', message: answer.message, note: answer.note });
      });
    } else if (mode === 'signin') {
      const input = signInSchema.safeParse({ email, password });
      if (!input.success) return rejectInput(input.error);
      void run(async () => {
        await signIn(input.data);
      });
    } else {
      const input = emailOnlySchema.safeParse({ email });
      if (!input.success) return rejectInput(input.error);
      void run(async () => {
        const answer = await authApi.requestPasswordReset(input.data.email);
        setAlert({ kind: 'success', message: answer.message });
      });
    }
  }

  async function resendConfirmation() {
    const input = emailOnlySchema.safeParse({ email });
    if (!input.success) return rejectInput(input.error);
    setResending(true);
    try {
      const answer = await authApi.resendConfirmation(input.data.email);
      setOfferResend(false);
      setAlert({ kind: 'success', message: answer.message });
    } catch (error) {
      setAlert({ kind: 'error', message: messageOf(error) });
    } finally {
      setResending(false);
    }
  }

  const hintId = `${id}-password-hint`;
  return (
    <div className="card auth-card">
      <div className="auth-head">
        <h2 id={`${id}-title`}>{text.title}</h2>
        <p className="muted">{text.subtitle}</p>
      </div>
      <form className="auth-form" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid.has('email') || undefined}
            required
          />
        </div>

        {mode !== 'forgot' && (
          <div className="field">
            <div className="field-label-row">
              <label htmlFor={`${id}-password`}>Password</label>
              {mode === 'signin' && (
                <button type="button" className="link-button" onClick={() => switchMode('forgot')}>
                  Forgot password?
                </button>
              )}
            </div>
            <PasswordInput
              id={`${id}-password`}
              value={password}
              onChange={setPassword}
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              invalid={invalid.has('password')}
              hintId={mode === 'signup' ? hintId : undefined}
            />
            {mode === 'signup' && (
              <p id={hintId} className="field-hint">
                {authMessages.passwordHint}
              </p>
            )}
          </div>
        )}

        {mode === 'signup' && (
          <label className={`checkbox${invalid.has('adult') ? ' invalid' : ''}`}>
            <input
              type="checkbox"
              name="adult"
              checked={adult}
              onChange={(event) => setAdult(event.target.checked)}
              aria-invalid={invalid.has('adult') || undefined}
              required
            />
            <span>I confirm I am 18 or older</span>
          </label>
        )}

        <FormAlert alert={alert} reveal>
          {offerResend && (
            <button type="button" className="button ghost small" disabled={resending} onClick={() => void resendConfirmation()}>
              {resending ? 'Sending...' : 'Resend confirmation email'}
            </button>
          )}
        </FormAlert>

        <button type="submit" className="button primary large block" disabled={busy}>
          {busy ? 'Loading...' : text.submit}
        </button>
      </form>

      <p className="auth-switch">
        {mode === 'signin' && (
          <>
            New to Studio 18?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signup')}>
              Sign Up
            </button>
          </>
        )}
        {mode === 'signup' && (
          <>
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signin')}>
              Sign In
            </button>
          </>
        )}
        {mode === 'forgot' && (
          <>
            Remembered it?{' '}
            <button type="button" className="link-button" onClick={() => switchMode('signin')}>
              Back to Sign In
            </button>
          </>
        )}
      </p>
    </div>
  );
}
