import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { authMessages } from '../../../api/contract/messages';
import type { AuthNavState } from '../routing';
import { sessionAtom } from '../state/session';
import { PageSpinner } from './Spinner';

/**
 * The admin pages for the admin only. The role is the one the server put in the session;
 * the server refuses members on every admin call regardless of what this screen shows.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <PageSpinner label="Checking your access" />;
  if (session.status === 'signed-in' && session.user.role === 'admin') return children;
  const signedIn = session.status === 'signed-in';
  return (
    <section className="page narrow center">
      <div className="card denied-card">
        <span className="denied-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <rect x="5" y="10" width="14" height="10" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8 10V7.5a4 4 0 018 0V10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </span>
        <h1>Access Denied</h1>
        <p className="lead">{authMessages.adminRequired}</p>
        <div className="actions">
          {signedIn ? (
            <Link href="/profile" className="button primary">
              Your profile
            </Link>
          ) : (
            <Link href="/pricing" state={{ authMode: 'signin' } satisfies AuthNavState} className="button primary">
              Sign In
            </Link>
          )}
          <Link href="/" className="button ghost">
            Back to home
          </Link>
        </div>
      </div>
    </section>
  );
}
