import { type AlertMessage, FormAlert } from '../../components/FormAlert';
import type { SessionUser } from '../../state/session';
import type { TokenBalance } from '../../state/tokens';
import { BalancePanel } from './BalancePanel';
import { ReadOnlyEmail } from './ReadOnlyEmail';

/** Email, balance and the Sign Out button. */
export function SettingsTab({
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
