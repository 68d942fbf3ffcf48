import { lazy, Suspense, type ComponentProps } from 'react';
import { PageSpinner } from './Spinner';

// The forms carry the contract's zod schemas; loading them on demand keeps every other page light.
const loadAuthForm = () => import('./AuthForm');
const loadResetPasswordForm = () => import('./ResetPasswordForm');
const AuthFormChunk = lazy(() => loadAuthForm().then((module) => ({ default: module.AuthForm })));
const ResetPasswordFormChunk = lazy(() => loadResetPasswordForm().then((module) => ({ default: module.ResetPasswordForm })));

/** Fetches the sign-in form ahead of need (once the browser is idle), so opening it shows no spinner. */
export function preloadAuthForm(): void {
  const load = () => void loadAuthForm().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}

function Loading() {
  return (
    <div className="card auth-card">
      <PageSpinner label="Loading the form" inline />
    </div>
  );
}

export function LazyAuthForm(props: ComponentProps<typeof AuthFormChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <AuthFormChunk {...props} />
    </Suspense>
  );
}

export function LazyResetPasswordForm(props: ComponentProps<typeof ResetPasswordFormChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <ResetPasswordFormChunk {...props} />
    </Suspense>
  );
}
