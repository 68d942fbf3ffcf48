import { useAtomValue } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { MeResponse } from '../../../api/contract/auth';
import { ApiError, authApi, NETWORK_ERROR_MESSAGE } from '../api/client';
import { type AlertMessage, FormAlert } from '../components/FormAlert';
import { PageSpinner } from '../components/Spinner';
import { useNotice } from '../components/useNotice';
import { type SessionUser, sessionAtom, signOut } from '../state/session';

type Account = MeResponse['user'];
type Tab = 'profile' | 'settings';

const tabs: { id: Tab; label: string; icon: string }[] = [
  { id: 'profile', label: 'Profile', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20a7.5 7.5 0 0115 0' },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12a7 7 0 00-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 00-2-1.2L14 3h-4l-.5 2.6a7 7 0 00-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 000 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 002 1.2L10 21h4l.5-2.6a7 7 0 002-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
  },
];
const LOGOUT_ICON = 'M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 16l-4-4 4-4M6 12h10';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The signed-in user's account from /auth/me (balance included), fetched again on `retry`. */
function useAccount(userId: string): { account: Account | null; error: string | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; account: Account | null; error: string | null } | null>(null);
  const key = `${userId}:${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    authApi.me(controller.signal).then(
      (answer) => setResult({ key, account: answer.user, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, account: null, error: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE });
      },
    );
    return () => controller.abort();
  }, [key]);
  const current = result?.key === key ? result : null;
  // While a retry loads, the last good answer stays on screen.
  return { account: current?.account ?? result?.account ?? null, error: current?.error ?? null, retry: () => setAttempt((n) => n + 1) };
}

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function Balance({ account, error, retry }: { account: Account | null; error: string | null; retry: () => void }) {
  if (error && !account) {
    return (
      <FormAlert alert={{ kind: 'error', message: error }}>
        <button type="button" className="button ghost small" onClick={retry}>
          Retry
        </button>
      </FormAlert>
    );
  }
  return (
    <div className="balance" aria-busy={!account}>
      <p className="balance-label">Token balance</p>
      <p className="balance-value">
        {account ? (
          <>
            <span className="balance-number">{numberFormat.format(account.tokens)}</span> <span className="muted">tokens</span>
          </>
        ) : (
          <span className="skeleton" aria-label="Loading your balance" />
        )}
      </p>
    </div>
  );
}

function ReadOnlyEmail({ email }: { email: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Email</label>
      <input id={id} type="email" value={email} readOnly />
    </div>
  );
}

function ProfileTab({ user, account, error, retry }: { user: SessionUser; account: Account | null; error: string | null; retry: () => void }) {
  return (
    <>
      <h2>Account overview</h2>
      <Balance account={account} error={error} retry={retry} />
      <ReadOnlyEmail email={user.email} />
      <dl className="facts">
        <div>
          <dt>Account</dt>
          <dd>{user.role === 'admin' ? 'Administrator' : 'Member'}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{account ? dateFormat.format(new Date(account.createdAt)) : '…'}</dd>
        </div>
      </dl>
    </>
  );
}

function SettingsTab({
  user,
  account,
  error,
  retry,
  onSignOut,
  signingOut,
  signOutError,
}: {
  user: SessionUser;
  account: Account | null;
  error: string | null;
  retry: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  signOutError: AlertMessage | null;
}) {
  return (
    <>
      <h2>Settings</h2>
      <ReadOnlyEmail email={user.email} />
      <Balance account={account} error={error} retry={retry} />
      <div className="settings-signout">
        <div>
          <h3>Sign out</h3>
          <p className="muted small">End your session on this device. You can sign in again at any time.</p>
        </div>
        <button type="button" className="button danger" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </button>
      </div>
      <FormAlert alert={signOutError} />
    </>
  );
}

function ProfileScreen({ user, onSignOut, signingOut, signOutError }: { user: SessionUser; onSignOut: () => void; signingOut: boolean; signOutError: AlertMessage | null }) {
  const [tab, setTab] = useState<Tab>('profile');
  const { account, error, retry } = useAccount(user.id);
  const notice = useNotice();
  const id = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  // Arrow keys move between the tabs, as in any tab list.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((candidate) => candidate.id === tab);
    const next = tabs[(index + step + tabs.length) % tabs.length]!.id;
    setTab(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <section className="page profile">
      <header className="profile-head">
        <span className="avatar large" aria-hidden="true">
          {user.email.charAt(0).toUpperCase()}
        </span>
        <div className="profile-head-text">
          <p className="eyebrow">Your account</p>
          <h1>Profile</h1>
          <p className="muted profile-email">{user.email}</p>
        </div>
      </header>
      {notice && <FormAlert alert={{ kind: 'success', message: notice }} />}

      <div className="profile-layout">
        <nav className="side-menu" aria-label="Account">
          <div className="side-tabs" role="tablist" aria-label="Account sections">
            {tabs.map((item) => (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                }}
                type="button"
                role="tab"
                id={`${id}-${item.id}-tab`}
                aria-selected={tab === item.id}
                aria-controls={`${id}-panel`}
                tabIndex={tab === item.id ? 0 : -1}
                className="side-item"
                onClick={() => setTab(item.id)}
                onKeyDown={onTabKey}
              >
                <Icon path={item.icon} />
                {item.label}
              </button>
            ))}
          </div>
          <button type="button" className="side-item logout" onClick={onSignOut} disabled={signingOut}>
            <Icon path={LOGOUT_ICON} />
            Logout
          </button>
        </nav>

        <div className="card profile-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
          {tab === 'profile' ? (
            <ProfileTab user={user} account={account} error={error} retry={retry} />
          ) : (
            <SettingsTab user={user} account={account} error={error} retry={retry} onSignOut={onSignOut} signingOut={signingOut} signOutError={signOutError} />
          )}
          {tab === 'profile' && signOutError && <FormAlert alert={signOutError} />}
        </div>
      </div>
    </section>
  );
}

/** Profile (spec §2): members only; signing out ends the session and goes home. */
export default function Profile() {
  const session = useAtomValue(sessionAtom);
  const [, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<AlertMessage | null>(null);

  async function handleSignOut() {
    setSigningOut(true);
    setSignOutError(null);
    try {
      await signOut();
      navigate('/');
    } catch (error) {
      setSigningOut(false);
      setSignOutError({ kind: 'error', message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE });
    }
  }

  if (session.status === 'loading') return <PageSpinner label="Loading your profile" />;
  // Signing out here goes home, not to the sign-in page.
  if (session.status === 'signed-out') return signingOut ? <PageSpinner label="Signing out" /> : <Redirect to="/pricing" replace />;
  return <ProfileScreen user={session.user} onSignOut={() => void handleSignOut()} signingOut={signingOut} signOutError={signOutError} />;
}
