import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/client';
import { type AlertMessage, FormAlert } from '../components/FormAlert';
import { LazyAuthForm } from '../components/LazyAuth';
import { PageSpinner } from '../components/Spinner';
import { useNotice } from '../components/useNotice';
import { removeHash, useHashParam } from '../routing';
import { confirmEmail, newMemberAtom, type SessionUser, sessionAtom } from '../state/session';
import { Studio } from './studio/Studio';

type Outcome = { ok: true } | { ok: false; message: string; networkError: boolean };

const CONFIRMED_MESSAGE = 'Your email is confirmed. Welcome to Studio 18!';

/**
 * Each confirmation token is posted once per page load, however often the effect runs (React's
 * development double run included): a second POST of a used token would only answer "invalid link".
 */
const confirmations = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let outcome = confirmations.get(token);
  if (!outcome) {
    outcome = confirmEmail(token).then(
      (): Outcome => ({ ok: true }),
      (error: unknown): Outcome => ({
        ok: false,
        message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
        networkError: !(error instanceof ApiError) || error.isNetworkError,
      }),
    );
    confirmations.set(token, outcome);
  }
  return outcome;
}

/** The e-mail confirmation link lands here (/apps#confirm=TOKEN): confirm, sign in, drop the fragment. */
function useEmailConfirmation(): { pending: boolean; outcome: Outcome | null } {
  const token = useHashParam('confirm');
  const [result, setResult] = useState<{ token: string; outcome: Outcome } | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmOnce(token).then((outcome) => {
      if (!current) return;
      setResult({ token, outcome });
      // Without network the link is still good: it stays in the address so a reload can try again.
      if (outcome.ok || !outcome.networkError) removeHash();
    });
    return () => {
      current = false;
    };
  }, [token]);
  // Once the fragment is gone the outcome stays: it is shown until the visitor moves on.
  return { pending: token !== null && result?.token !== token, outcome: result?.outcome ?? null };
}

function nameOf(email: string): string {
  return email.split('@')[0] ?? email;
}

/** A member who joined during this visit is welcomed; one who comes back is welcomed back. */
function StudioGreeting({ user, notice, isNew }: { user: SessionUser; notice: string | null; isNew: boolean }) {
  return (
    <>
      {notice && <FormAlert alert={{ kind: 'success', message: notice }} />}
      <div className="card greeting">
        <span className="avatar" aria-hidden="true">
          {user.email.charAt(0).toUpperCase()}
        </span>
        <div className="greeting-text">
          <p className="greeting-hello">
            {isNew ? 'Welcome' : 'Welcome back'}, {nameOf(user.email)}
          </p>
          <p className="muted small">Signed in as {user.email}</p>
        </div>
        <Link href="/profile" className="button ghost small">
          Your profile
        </Link>
      </div>
    </>
  );
}

/** AI Studio: members only; signed-out visitors get the sign-in form. /apps is the dashboard, /apps/<tool> a tool's view. */
export default function Apps() {
  const params = useParams<{ tool?: string }>();
  const session = useAtomValue(sessionAtom);
  const confirmation = useEmailConfirmation();
  const notice = useNotice();
  const newMember = useAtomValue(newMemberAtom);

  if (session.status === 'loading' || confirmation.pending) return <PageSpinner label="Loading the studio" />;

  if (session.status === 'signed-out') {
    const failure: AlertMessage | null =
      confirmation.outcome && !confirmation.outcome.ok ? { kind: 'error', message: confirmation.outcome.message } : null;
    return (
      <section className="page sign-in-required">
        <div className="sign-in-intro">
          <p className="eyebrow">AI Studio · members</p>
          <h1>Sign In Required</h1>
          <p className="lead">Please sign in to access the AI generator and manage your tokens.</p>
        </div>
        <div className="sign-in-form">
          <FormAlert alert={failure} />
          <LazyAuthForm initialMode="signin" />
        </div>
      </section>
    );
  }

  return (
    <Studio
      slug={params.tool ?? null}
      user={session.user}
      // The greeting heads the dashboard; a tool's view starts with the tool.
      greeting={
        params.tool ? null : (
          <StudioGreeting
            user={session.user}
            notice={notice ?? (confirmation.outcome?.ok ? CONFIRMED_MESSAGE : null)}
            isNew={newMember === session.user.id}
          />
        )
      }
    />
  );
}
