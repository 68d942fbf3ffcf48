import { type ReactNode, useId, useState } from 'react';
import { RECENT_TRANSACTIONS, TOKENS_PER_GENERATION } from '../../../../api/contract/catalog';
import { TransactionList } from '../../components/TransactionList';
import { useTransactions } from '../../components/useTransactions';
import { formatNumber, generationsText } from '../../format';
import type { TokenBalance } from '../../state/tokens';

/** The recent transactions of the balance panel (the last 10), shown on demand. */
export function RecentTransactions({ userId, onShowHistory }: { userId: string; onShowHistory: () => void }) {
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
 * The balance panel: the balance, the estimate of generations and, on the Profile tab, the
 * Buy Tokens button and the recent transactions. Every panel reads the one balance atom.
 */
export function BalancePanel({ balance, onBuy, children }: { balance: TokenBalance; onBuy?: () => void; children?: ReactNode }) {
  const { tokens, estimatedGenerations, offline, unavailable, error, refresh } = balance;
  return (
    <section className="balance" aria-label="Token balance" aria-busy={tokens === null && !unavailable}>
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
            ) : unavailable ? (
              <span className="balance-unavailable">Unavailable offline</span>
            ) : (
              <span className="skeleton balance-skeleton" aria-label="Loading your balance" />
            )}
          </p>
          <p className="balance-estimate">
            {estimatedGenerations !== null ? (
              <>
                ≈ {generationsText(estimatedGenerations)} <span className="muted">at {TOKENS_PER_GENERATION} tokens each</span>
              </>
            ) : unavailable ? null : (
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
      {offline &&
        (unavailable ? (
          <p className="balance-note">You are offline and this browser has not seen your balance yet; it shows when you are back online.</p>
        ) : (
          <p className="balance-note">You are offline. This is your last known balance; it updates when you are back online.</p>
        ))}
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
