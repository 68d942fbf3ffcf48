import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { PageSpinner } from '../../components/Spinner';
import { formatNumber } from '../../format';
import { RouteError } from '../../routing';
import type { SessionUser } from '../../state/session';
import { useBalanceSync, useTokenBalance } from '../../state/tokens';
import { Dashboard } from './Dashboard';
import { QueuePanel } from './QueuePanel';
import { viewBySlug } from './views';

/** The member's balance in the Studio's header: what the token tools draw on, a link to the Profile's balance. */
function StudioBalance({ userId }: { userId: string }) {
  const balance = useTokenBalance(userId);
  return (
    <Link
      href="/profile"
      className="studio-balance"
      aria-label={balance.tokens === null ? 'Your token balance' : `Balance: ${formatNumber(balance.tokens)} tokens`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 3a9 9 0 110 18 9 9 0 010-18zM9 9.5c0-1.4 1.3-2 3-2s3 .8 3 2-1.2 1.7-3 2.2-3 1-3 2.3 1.3 2 3 2 3-.7 3-2M12 6v1.5M12 16.5V18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="studio-balance-label">Balance</span>
      {balance.tokens === null ? <span className="skeleton tiny" /> : <strong>{formatNumber(balance.tokens)}</strong>}
      <span className="studio-balance-unit">tokens</span>
    </Link>
  );
}

/**
 * The signed-in Studio: the dashboard of tool cards at /apps, a tool's view at /apps/<tool> (with
 * `?job=<id>`, that job shown), and beside both the queue panel of the member's jobs.
 */
export function Studio({ slug, user, greeting }: { slug: string | null; user: SessionUser; greeting?: ReactNode }) {
  useBalanceSync(user.id);
  const { refresh } = useTokenBalance(user.id);
  const entry = slug === null ? null : viewBySlug(slug);
  if (slug !== null && !entry) throw new RouteError(404, 'Not Found');
  const View = entry?.view;
  return (
    <section className="page studio">
      {greeting}
      <div className="studio-bar">
        {View ? (
          <Link href="/apps" className="button ghost small studio-back">
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path
                d="M13 8H3m4-4L3 8l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Back to Dashboard
          </Link>
        ) : (
          <div className="studio-title">
            <p className="eyebrow">AI Studio · members</p>
            <h1>
              AI <span className="gradient-text">Studio</span>
            </h1>
            <p className="lead">Every generator in one place. Pick a tool; your jobs keep running while you move between them.</p>
          </div>
        )}
        <StudioBalance userId={user.id} />
      </div>
      <div className="studio-layout">
        <div className="studio-main">
          {View ? (
            <Suspense fallback={<PageSpinner label="Loading the tool" />}>
              <View />
            </Suspense>
          ) : (
            <Dashboard />
          )}
        </div>
        <QueuePanel onRefund={refresh} />
      </div>
    </section>
  );
}
