import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { CatalogResponse } from '../../../api/contract/catalog';
import type { AuthFormMode } from '../components/AuthForm';
import { LazyAuthForm, LazyResetPasswordForm } from '../components/LazyAuth';
import { PageSpinner } from '../components/Spinner';
import { ToolCosts } from '../components/ToolCosts';
import { formatPriceShort } from '../format';
import { type AuthNavState, useHashParam } from '../routing';
import { useCatalog } from '../state/catalog';
import { sessionAtom } from '../state/session';

const icons = {
  models: 'M12 3l2.4 5.6L20 11l-5.6 2.4L12 19l-2.4-5.6L4 11l5.6-2.4L12 3z',
  quality: 'M4 5h16v14H4zM4 15l4.5-4.5L13 15l3-3 4 4M15.5 8.5h.01',
  settings: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  tokens: 'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
};

/**
 * The token system's lines, from the configured catalog: what is shown is what is charged,
 * never a price written into the page (the server's figures win).
 */
function tokenLines(catalog: CatalogResponse | null, failed: boolean): ReactNode[] {
  if (catalog) {
    const pkg = catalog.tokenPackage;
    return [
      `${pkg.tokens} tokens for ${formatPriceShort(pkg.price, pkg.currency)}`,
      `${catalog.tokensPerGeneration} tokens per generation`,
      `${catalog.signupGrantTokens} free tokens when you join`,
    ];
  }
  if (failed) return ['Buy a token package only when you need it; tokens never expire.'];
  return [<span key="a" className="skeleton wide" />, <span key="b" className="skeleton" />, <span key="c" className="skeleton" />];
}

/** Premium models, high-quality output, advanced settings, the token system. */
function useBenefits(): { icon: string; title: string; lines: ReactNode[] }[] {
  const { catalog, failed } = useCatalog();
  return [
    {
      icon: icons.models,
      title: 'Premium models',
      lines: ['FLUX.1 and hand-picked diffusion models, tuned for photographic and artistic results.'],
    },
    { icon: icons.quality, title: 'High-quality output', lines: ['Sharp, high-resolution images, and video made from your images.'] },
    { icon: icons.settings, title: 'Advanced settings', lines: ['Guidance, sampling steps, styles, aspect ratios and negative prompts.'] },
    { icon: icons.tokens, title: 'Simple token pricing', lines: tokenLines(catalog, failed) },
  ];
}

/** Join and login: the benefits beside the auth form; a signed-in user belongs on /profile. */
export default function Pricing() {
  const session = useAtomValue(sessionAtom);
  const benefits = useBenefits();
  const { catalog } = useCatalog();
  const resetToken = useHashParam('reset');
  const navState = useHistoryState() as AuthNavState | null;
  // Leaving the reset form (back to sign-in, or for a new link) picks the auth form's mode.
  const [afterReset, setAfterReset] = useState<AuthFormMode | null>(null);

  // A reset link opened while signed in still gets its form; once it is used, the user moves on.
  if (session.status === 'signed-in' && !resetToken) return <Redirect to="/profile" replace />;

  const mode: AuthFormMode = afterReset ?? navState?.authMode ?? 'signup';
  return (
    <section className="page pricing">
      <div className="pricing-intro">
        <p className="eyebrow">Membership · pay per use</p>
        <h1>
          Join <span className="gradient-text">Us</span>
        </h1>
        <p className="lead">
          One free account unlocks the AI Studio. Buy tokens only when you need them: no weekly or monthly subscriptions, and your tokens
          never expire.
        </p>
      </div>

      <ul className="benefit-grid" aria-label="Member benefits">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="benefit">
            <span className="benefit-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path d={benefit.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <div>
              <h3>{benefit.title}</h3>
              {benefit.lines.map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </div>
          </li>
        ))}
      </ul>

      {catalog && (
        <section className="card pricing-costs" aria-label="Tool costs">
          <ToolCosts catalog={catalog} />
          <p className="pricing-costs-note">
            The free tools cost nothing, with or without an account. Estimates of how many generations a balance buys count{' '}
            {catalog.tokensPerGeneration} tokens each.
          </p>
        </section>
      )}

      <div className="pricing-auth">
        {resetToken ? (
          <LazyResetPasswordForm token={resetToken} onLeave={setAfterReset} />
        ) : session.status === 'loading' ? (
          <div className="card auth-card">
            <PageSpinner label="Checking your session" inline />
          </div>
        ) : (
          <LazyAuthForm key={mode} initialMode={mode} />
        )}
      </div>
    </section>
  );
}
