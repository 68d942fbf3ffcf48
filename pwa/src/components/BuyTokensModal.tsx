import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { estimateGenerations } from '../../../api/contract/catalog';
import { paymentMessages } from '../../../api/contract/messages';
import { ApiError, NETWORK_ERROR_MESSAGE, type PaymentsConfig, paymentsApi, type PurchaseResult } from '../api/client';
import { formatNumber, formatPrice, generationsText } from '../format';
import type { AuthNavState } from '../routing';
import type { SessionUser } from '../state/session';
import { FormAlert } from './FormAlert';
import { useCatalog } from '../state/catalog';
import { Modal } from './Modal';
import { PageSpinner } from './Spinner';
import { ToolCosts } from './ToolCosts';

// PayPal's library is fetched only when the real PayPal button is shown.
const PayPalCheckout = lazy(() => import('./PayPalCheckout'));

/** The success screen stays this long before the modal closes by itself. */
const SUCCESS_SCREEN_MS = 2000;

/**
 * A purchase: idle → the buyer approves at the provider (`approving`) → the server captures
 * and credits (`processing`) → success for 2 s → the success callback and close. Errors return to
 * idle with their message.
 */
type Phase =
  | { name: 'idle'; error: string | null }
  | { name: 'approving' }
  | { name: 'processing' }
  | { name: 'success'; result: PurchaseResult };

function purchaseErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // An expired session, or none: the purchase needs a signed-in member.
    if (error.status === 401) return paymentMessages.signInRequired;
    return error.message;
  }
  return paymentMessages.failed;
}

/** GET /payments/config once per opening, with a retry. */
function usePaymentsConfig(): { config: PaymentsConfig | null; error: string | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; config: PaymentsConfig | null; error: string | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    paymentsApi.config(controller.signal).then(
      (config) => setResult({ attempt, config, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult({ attempt, config: null, error: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const current = result?.attempt === attempt ? result : null;
  return { config: current?.config ?? null, error: current?.error ?? null, retry: () => setAttempt((n) => n + 1) };
}

function PriceCard({ config }: { config: PaymentsConfig | null }) {
  const pkg = config?.tokenPackage;
  return (
    <div className="price-card" aria-busy={!pkg}>
      <div className="price-card-top">
        <div>
          <p className="price-card-name">{pkg ? pkg.name : <span className="skeleton short" />}</p>
          <p className="price-card-tokens">
            {pkg ? (
              <>
                <span className="price-card-figure">{formatNumber(pkg.tokens)}</span> tokens
              </>
            ) : (
              <span className="skeleton" />
            )}
          </p>
        </div>
        <p className="price-card-price">{pkg ? formatPrice(pkg.price, pkg.currency) : <span className="skeleton tiny" />}</p>
      </div>
      <p className="price-card-terms">One-time payment · no subscription · tokens never expire</p>
      {pkg && (
        <p className="price-card-estimate">
          <span aria-hidden="true" className="price-card-estimate-icon">
            <svg viewBox="0 0 24 24" width="16" height="16">
              <path d="M12 3l2.4 5.6L20 11l-5.6 2.4L12 19l-2.4-5.6L4 11l5.6-2.4L12 3z" fill="currentColor" />
            </svg>
          </span>
          ≈ {generationsText(estimateGenerations(pkg.tokens))}
        </p>
      )}
    </div>
  );
}

function SuccessScreen({ titleId, result }: { titleId: string; result: PurchaseResult }) {
  return (
    <div className="purchase-success" role="status">
      <span className="success-mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="34" height="34">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h2 id={titleId}>{paymentMessages.successTitle}</h2>
      <p className="purchase-success-text">{result.message}</p>
      <p className="muted small">
        New balance: <strong className="purchase-success-balance">{formatNumber(result.balance)} tokens</strong>
      </p>
      <span className="success-timer" aria-hidden="true" style={{ animationDuration: `${SUCCESS_SCREEN_MS}ms` }} />
    </div>
  );
}

/**
 * The Buy Tokens modal: the configured package's price card and the payment button, PayPal's
 * own with real credentials, or the local stand-in's sandbox button. Only the server credits tokens;
 * `onPurchased` gets what it answered once the success screen has been shown.
 */
export function BuyTokensModal({
  user,
  onClose,
  onPurchased,
  onFailed,
}: {
  user: SessionUser | null;
  onClose: () => void;
  onPurchased: (result: PurchaseResult) => void;
  /** A purchase failed: the balance may still have moved (a credit whose answer was lost), so read it again. */
  onFailed?: () => void;
}) {
  const { config, error: configError, retry } = usePaymentsConfig();
  const { catalog } = useCatalog();
  const [phase, setPhase] = useState<Phase>({ name: 'idle', error: null });
  // PayPal reports a failed createOrder through onError without our message: it is kept here.
  const orderFailure = useRef<string | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const busy = phase.name === 'approving' || phase.name === 'processing';

  const finish = useEffectEvent((result: PurchaseResult) => {
    onPurchased(result);
    onClose();
  });
  useEffect(() => {
    if (phase.name !== 'success') return;
    const timer = setTimeout(() => finish(phase.result), SUCCESS_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  function fail(error: unknown) {
    setPhase({ name: 'idle', error: purchaseErrorMessage(error) });
    onFailed?.();
  }

  async function capture(orderId: string) {
    setPhase({ name: 'processing' });
    try {
      setPhase({ name: 'success', result: await paymentsApi.capture(orderId) });
    } catch (error) {
      fail(error);
    }
  }

  /** The local stand-in: create the order, play the buyer's approval, capture. */
  async function payWithStandIn() {
    if (!user) return setPhase({ name: 'idle', error: paymentMessages.signInRequired });
    setPhase({ name: 'processing' });
    try {
      const { orderId } = await paymentsApi.createOrder();
      await paymentsApi.approveForTesting(orderId);
      await capture(orderId);
    } catch (error) {
      fail(error);
    }
  }

  async function createPayPalOrder(): Promise<string> {
    orderFailure.current = null;
    setPhase({ name: 'approving' });
    try {
      return (await paymentsApi.createOrder()).orderId;
    } catch (error) {
      orderFailure.current = purchaseErrorMessage(error);
      throw error;
    }
  }

  const alert = phase.name === 'idle' && phase.error ? phase.error : null;
  const paypalClientId = config && !config.standIn ? config.clientId : null;

  function paymentArea() {
    if (!user) {
      return (
        <div className="pay-area">
          <FormAlert alert={{ kind: 'error', message: paymentMessages.signInRequired }} />
          <Link
            href="/pricing"
            state={{ authMode: 'signin' } satisfies AuthNavState}
            className="button primary large block"
            onClick={onClose}
          >
            Sign In
          </Link>
        </div>
      );
    }
    if (configError) {
      return (
        <FormAlert alert={{ kind: 'error', message: configError }}>
          <button type="button" className="button ghost small" onClick={retry}>
            Retry
          </button>
        </FormAlert>
      );
    }
    if (!config) return <PageSpinner label="Loading the checkout" inline />;
    return (
      <div className="pay-area">
        {config.sandbox && (
          <p className="sandbox-notice">
            <span className="sandbox-badge">Test mode</span>
            {paymentMessages.sandboxNotice}
          </p>
        )}
        {alert && <FormAlert alert={{ kind: 'error', message: alert }} />}
        {config.standIn ? (
          <button type="button" className="button paypal large block" disabled={busy} onClick={() => void payWithStandIn()}>
            <span className="paypal-word" aria-hidden="true">
              <b>Pay</b>
              <i>Pal</i>
            </span>
            Pay with PayPal (sandbox)
          </button>
        ) : paypalClientId ? (
          <Suspense fallback={<PageSpinner label="Loading PayPal" inline />}>
            <PayPalCheckout
              clientId={paypalClientId}
              currency={config.currency}
              sandbox={config.sandbox}
              disabled={phase.name === 'processing'}
              createOrder={createPayPalOrder}
              onApprove={capture}
              onCancel={() => setPhase({ name: 'idle', error: paymentMessages.cancelled })}
              onError={() => setPhase({ name: 'idle', error: orderFailure.current ?? paymentMessages.paypalFailed })}
            />
          </Suspense>
        ) : (
          <FormAlert alert={{ kind: 'error', message: paymentMessages.unavailable }} />
        )}
        {busy && (
          <div className="pay-progress" role="status">
            <span className="spinner small" aria-hidden="true" />
            <span>{phase.name === 'approving' ? 'Waiting for PayPal…' : 'Processing payment…'}</span>
          </div>
        )}
      </div>
    );
  }

  return (
    <Modal labelledBy={titleId} dismissible={!busy && phase.name !== 'success'} onClose={onClose} className="buy-modal">
      {phase.name === 'success' ? (
        <SuccessScreen titleId={titleId} result={phase.result} />
      ) : (
        <>
          <header className="modal-head">
            <div>
              <p className="eyebrow">Pay per use</p>
              <h2 id={titleId}>Buy Tokens</h2>
            </div>
            <button type="button" className="modal-close" aria-label="Close" onClick={onClose} disabled={busy}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <PriceCard config={config} />
          {catalog && (
            <div className="buy-costs">
              <ToolCosts catalog={catalog} />
              <p className="buy-costs-note">Estimates count {catalog.tokensPerGeneration} tokens per generation.</p>
            </div>
          )}
          {paymentArea()}
          <p className="modal-foot">Tokens are added by our server as soon as the payment completes. Secure checkout by PayPal.</p>
        </>
      )}
    </Modal>
  );
}
