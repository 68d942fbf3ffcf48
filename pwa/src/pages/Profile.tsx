import { useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/client';
import { BuyTokensModal } from '../components/BuyTokensModal';
import { type AlertMessage, FormAlert } from '../components/FormAlert';
import { PageSpinner } from '../components/Spinner';
import { useNotice } from '../components/useNotice';
import { type SessionUser, sessionAtom, signOut } from '../state/session';
import { applyPurchaseAtom, useBalanceSync, useTokenBalance } from '../state/tokens';
import { GalleryTab } from './profile/GalleryTab';
import { HistoryTab } from './profile/HistoryTab';
import { Icon } from './profile/Icon';
import { ProfileTab } from './profile/ProfileTab';
import { SettingsTab } from './profile/SettingsTab';
import { useAccount } from './profile/useAccount';

type Tab = 'profile' | 'history' | 'gallery' | 'settings';

/** The side menu's tabs (Logout follows them). */
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

/** The account screen: header, the side menu of tabs (each in ./profile/), and the Buy Tokens modal. */
function ProfileScreen({
  user,
  onSignOut,
  signingOut,
  signOutError,
}: {
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
  signOutError: AlertMessage | null;
}) {
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
                <span className="side-label">{item.label}</span>
              </button>
            ))}
          </div>
          <button type="button" className="side-item logout" onClick={onSignOut} disabled={signingOut}>
            <Icon path={LOGOUT_ICON} />
            <span className="side-label">Logout</span>
          </button>
        </nav>

        <div className="card profile-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
          {tab === 'profile' && (
            <ProfileTab
              user={user}
              account={account}
              balance={balance}
              onBuy={() => setBuying(true)}
              onShowHistory={() => selectTab('history')}
            />
          )}
          {tab === 'history' && <HistoryTab user={user} />}
          {tab === 'gallery' && <GalleryTab user={user} />}
          {tab === 'settings' && (
            <SettingsTab user={user} balance={balance} onSignOut={onSignOut} signingOut={signingOut} signOutError={signOutError} />
          )}
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

/** Profile: members only; signing out ends the session and goes home. */
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
