import { TransactionList } from '../../components/TransactionList';
import { useTransactions } from '../../components/useTransactions';
import type { SessionUser } from '../../state/session';

/** The History tab reads the ledger this many rows at a time. */
const HISTORY_PAGE_SIZE = 20;

/** Every transaction with type, description, date and signed amount. */
export function HistoryTab({ user }: { user: SessionUser }) {
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
