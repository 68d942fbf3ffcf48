import type { SessionUser } from '../../state/session';
import type { TokenBalance } from '../../state/tokens';
import { BalancePanel, RecentTransactions } from './BalancePanel';
import { ReadOnlyEmail } from './ReadOnlyEmail';
import type { Account } from './useAccount';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Read-only email, the balance panel with Buy Tokens and the recent transactions, account facts. */
export function ProfileTab({
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
