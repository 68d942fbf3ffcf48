import type { TokenTransaction, TransactionType } from '../../../api/contract/catalog';
import { formatDateTime, formatSignedAmount } from '../format';
import { FormAlert } from './FormAlert';
import type { Transactions } from './useTransactions';

/** The ledger's types in the product's words. */
export const transactionLabels: Record<TransactionType, string> = {
  purchase: 'Purchase',
  deduction: 'Deduction',
  admin_adjustment: 'Admin adjustment',
  admin_grant: 'Admin grant',
  signup_grant: 'Welcome bonus',
  refund: 'Refund',
};

const icons: Record<TransactionType, string> = {
  purchase: 'M3 7h18v10H3zM3 11h18M7 15h3',
  deduction: 'M12 3l2.4 5.6L20 11l-5.6 2.4L12 19l-2.4-5.6L4 11l5.6-2.4L12 3z',
  admin_adjustment: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  admin_grant: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3z',
  signup_grant: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  refund: 'M9 14l-5-5 5-5M4 9h10a6 6 0 010 12h-3',
};

function TransactionRow({ transaction }: { transaction: TokenTransaction }) {
  const positive = transaction.amount > 0;
  return (
    <li className="ledger-row">
      <span className={`ledger-icon ${positive ? 'positive' : 'negative'}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path
            d={icons[transaction.type]}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <div className="ledger-main">
        <p className="ledger-description">{transaction.description}</p>
        <p className="ledger-meta">
          <span className="ledger-type">{transactionLabels[transaction.type]}</span>{' '}
          <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
        </p>
      </div>
      <span className={`amount ${positive ? 'positive' : 'negative'}`}>{formatSignedAmount(transaction.amount)}</span>
    </li>
  );
}

function SkeletonRows({ count }: { count: number }) {
  return (
    <ul className="ledger" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="ledger-row">
          <span className="ledger-icon skeleton-block" />
          <div className="ledger-main">
            <span className="skeleton wide" />
            <span className="skeleton short" />
          </div>
          <span className="skeleton tiny" />
        </li>
      ))}
    </ul>
  );
}

/** A member's transactions: type, description, date and signed amount (green positive, red otherwise). */
export function TransactionList({
  label,
  transactions,
  skeletonRows = 3,
  paged = true,
}: {
  label: string;
  transactions: Transactions;
  skeletonRows?: number;
  /** Offers 'Load more' while older rows exist. */
  paged?: boolean;
}) {
  const { items, loading, error, stale, hasMore, loadingMore, moreError, loadMore, retry } = transactions;
  if (loading) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <SkeletonRows count={skeletonRows} />
      </div>
    );
  }
  if (error) {
    return (
      <FormAlert alert={{ kind: 'error', message: error }}>
        <button type="button" className="button ghost small" onClick={retry}>
          Retry
        </button>
      </FormAlert>
    );
  }
  if (items.length === 0) {
    return (
      <div className="ledger-empty">
        <p>No transactions yet</p>
        <p className="muted small">Purchases, bonuses and the tokens you spend will be listed here.</p>
      </div>
    );
  }
  return (
    <>
      {stale && <p className="muted small ledger-stale">Could not refresh the list; showing what was loaded before.</p>}
      <ul className="ledger" aria-label={label}>
        {items.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
      {moreError && <FormAlert alert={{ kind: 'error', message: moreError }} />}
      {paged && hasMore && (
        <div className="ledger-more">
          <button type="button" className="button ghost small" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
