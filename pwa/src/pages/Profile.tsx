import { useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { MeResponse } from '../../../api/contract/auth';
import { RECENT_TRANSACTIONS, TOKENS_PER_GENERATION } from '../../../api/contract/catalog';
import { ApiError, authApi, NETWORK_ERROR_MESSAGE } from '../api/client';
import { BuyTokensModal } from '../components/BuyTokensModal';
import { type AlertMessage, FormAlert } from '../components/FormAlert';
import { PageSpinner } from '../components/Spinner';
import { TransactionList } from '../components/TransactionList';
import { useNotice } from '../components/useNotice';
import { useTransactions } from '../components/useTransactions';
import { formatNumber, generationsText } from '../format';
import { type SessionUser, sessionAtom, signOut } from '../state/session';
import { applyPurchaseAtom, type TokenBalance, useBalanceSync, useTokenBalance } from '../state/tokens';

type Account = MeResponse['user'];
type Tab = 'profile' | 'history' | 'gallery' | 'settings';

/** Spec §2 and §4: the side menu's tabs (Logout follows them). */
const tabs: { id: Tab; label: string; icon: string }[] = [
  { id: 'profile', label: 'Profile', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20a7.5 7.5 0 0115 0' },
  { id: 'history', label: 'History', icon: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 101.7-5.1M3 4v4h4' },
  { id: 'gallery', label: 'My Gallery', icon: 'M4 5h16v14H4zM4 15l4.5-4.5L13 15l3-3 4 4M15.5 8.5h.01' },
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

/** The signed-in user's account from /auth/me, for the facts of the Profile tab (member since). */
function useAccount(userId: string): Account | null {
  const [result, setResult] = useState<{ userId: string; account: Account } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Without it the facts show a placeholder; the balance has its own request and state.
    authApi.me(controller.signal).then(
      (answer) => setResult({ userId, account: answer.user }),
      () => undefined,
    );
    return () => controller.abort();
  }, [userId]);
  return result?.userId === userId ? result.account : null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
/** The History tab reads the ledger this many rows at a time. */
const HISTORY_PAGE_SIZE = 20;

/** The recent transactions of the balance panel (spec §2, §9: the last 10), shown on demand. */
function RecentTransactions({ userId, onShowHistory }: { userId: string; onShowHistory: () => void }) {
  const [open, setOpen] = useState(false);
  const transactions = useTransactions(userId, RECENT_TRANSACTIONS, open);
  const id = useId();
  return (
    <div className="balance-recent">
      <button type="button" className="recent-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Hide recent transactions' : 'Show recent transactions'}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={id} hidden={!open}>
        {open && (
          <>
            <TransactionList label="Recent transactions" transactions={transactions} paged={false} />
            {transactions.hasMore && (
              <button type="button" className="link-button recent-all" onClick={onShowHistory}>
                See your full history
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The balance panel (spec §2): the balance, the estimate of generations and, on the Profile tab, the
 * Buy Tokens button and the recent transactions. Every panel reads the one balance atom.
 */
function BalancePanel({ balance, onBuy, children }: { balance: TokenBalance; onBuy?: () => void; children?: ReactNode }) {
  const { tokens, estimatedGenerations, offline, error, refresh } = balance;
  return (
    <section className="balance" aria-label="Token balance" aria-busy={tokens === null}>
      <div className="balance-top">
        <div className="balance-figures">
          <p className="balance-label">
            Token balance
            {offline && <span className="offline-pill">Offline</span>}
          </p>
          <p className="balance-value">
            {tokens !== null ? (
              <>
                <span className="balance-number">{formatNumber(tokens)}</span> <span className="muted">tokens</span>
              </>
            ) : (
              <span className="skeleton balance-skeleton" aria-label="Loading your balance" />
            )}
          </p>
          <p className="balance-estimate">
            {estimatedGenerations !== null ? (
              <>
                ≈ {generationsText(estimatedGenerations)} <span className="muted">at {TOKENS_PER_GENERATION} tokens each</span>
              </>
            ) : (
              <span className="skeleton short" />
            )}
          </p>
        </div>
        {onBuy && (
          <button type="button" className="button primary buy-button" onClick={onBuy}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            Buy Tokens
          </button>
        )}
      </div>
      {offline && <p className="balance-note">You are offline. This is your last known balance; it updates when you are back online.</p>}
      {error && (
        <p className="balance-note">
          Could not refresh your balance: {error}{' '}
          <button type="button" className="link-button" onClick={refresh}>
            Retry
          </button>
        </p>
      )}
      {children}
    </section>
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

function ProfileTab({
  user,
  account,
  balance,
  onBuy,
  onShowHistory,
}: {
  user: SessionUser;
  account: Account | null;
  balance: TokenBalance;
  onBuy: () => void;
  onShowHistory: () => void;
}) {
  return (
    <>
      <h2>Account overview</h2>
      <BalancePanel balance={balance} onBuy={onBuy}>
        <RecentTransactions userId={user.id} onShowHistory={onShowHistory} />
      </BalancePanel>
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

function HistoryTab({ user }: { user: SessionUser }) {
  const transactions = useTransactions(user.id, HISTORY_PAGE_SIZE);
  return (
    <>
      <div className="panel-head">
        <h2>History</h2>
        <p className="muted small">Every change to your balance, newest first.</p>
      </div>
      <TransactionList label="Transactions" transactions={transactions} skeletonRows={4} />
    </>
  );
}

/** Spec §2, My Gallery. The member's own items arrive with the generators; until then, the empty state. */
function GalleryTab() {
  return (
    <>
      <div className="panel-head">
        <h2>My Gallery</h2>
        <p className="muted small">Your own images and videos.</p>
      </div>
      <div className="empty-state">
        <span className="empty-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M4 5h16v14H4zM4 15l4.5-4.5L13 15l3-3 4 4M15.5 8.5h.01" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="empty-title">No items in your gallery yet</p>
        <p className="muted">The images and videos you generate in the AI Studio will appear here.</p>
        <Link href="/apps" className="button primary">
          Open the AI Studio
        </Link>
      </div>
    </>
  );
}

function SettingsTab({
  user,
  balance,
  onSignOut,
  signingOut,
  signOutError,
}: {
  user: SessionUser;
  balance: TokenBalance;
  onSignOut: () => void;
  signingOut: boolean;
  signOutError: AlertMessage | null;
}) {
  return (
    <>
      <h2>Settings</h2>
      <ReadOnlyEmail email={user.email} />
      <BalancePanel balance={balance} />
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
  const [buying, setBuying] = useState(false);
  const account = useAccount(user.id);
  useBalanceSync(user.id);
  const balance = useTokenBalance(user.id);
  const applyPurchase = useSetAtom(applyPurchaseAtom);
  const notice = useNotice();
  const id = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  function selectTab(next: Tab) {
    setTab(next);
    tabRefs.current.get(next)?.focus();
  }

  // Arrow keys move between the tabs, as in any tab list.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((candidate) => candidate.id === tab);
    selectTab(tabs[(index + step + tabs.length) % tabs.length]!.id);
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
          {tab === 'profile' && <ProfileTab user={user} account={account} balance={balance} onBuy={() => setBuying(true)} onShowHistory={() => selectTab('history')} />}
          {tab === 'history' && <HistoryTab user={user} />}
          {tab === 'gallery' && <GalleryTab />}
          {tab === 'settings' && <SettingsTab user={user} balance={balance} onSignOut={onSignOut} signingOut={signingOut} signOutError={signOutError} />}
          {tab !== 'settings' && signOutError && <FormAlert alert={signOutError} />}
        </div>
      </div>

      {buying && (
        <BuyTokensModal
          user={user}
          onClose={() => setBuying(false)}
          onPurchased={(result) => applyPurchase({ userId: user.id, balance: result.balance })}
          onFailed={balance.refresh}
        />
      )}
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
