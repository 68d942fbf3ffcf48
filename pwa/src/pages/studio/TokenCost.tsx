import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import type { GenerationState } from '../../components/generation/useGeneration';
import { BuyTokensModal } from '../../components/BuyTokensModal';
import { FormAlert } from '../../components/FormAlert';
import { formatNumber } from '../../format';
import { sessionUserAtom } from '../../state/session';
import { applyPurchaseAtom, useBalanceSync, useTokenBalance } from '../../state/tokens';

/** The member's balance, kept fresh while a tool view is open; `refresh` after a job is charged or refunded. */
export function useStudioBalance() {
  const user = useAtomValue(sessionUserAtom);
  const userId = user?.id ?? '';
  useBalanceSync(userId);
  return useTokenBalance(userId);
}

/**
 * The balance is read again when a job is charged (it has an id), when it ends (a refund), and when
 * the server refused a job for want of tokens (the figure beside the refusal must be the current one).
 */
export function useBalanceOnCharge(state: GenerationState, refresh: () => void) {
  const onChange = useEffectEvent(refresh);
  const ended = state.phase === 'succeeded' || state.phase === 'failed' || state.phase === 'canceled' || state.phase === 'held';
  const refused = state.errorCode === 'insufficient_tokens';
  useEffect(() => {
    if (state.jobId || refused) onChange();
  }, [state.jobId, ended, refused]);
}

/** What this job will cost, before anything is spent, beside the member's balance. */
export function CostLine({ total, detail, balance }: { total: number | null; detail?: string; balance: number | null }) {
  const short = total !== null && balance !== null && balance < total;
  return (
    <div className={`studio-cost${short ? ' short' : ''}`}>
      <p aria-live="polite">
        <span className="studio-cost-label">Cost</span> <strong>{total === null ? '…' : `${formatNumber(total)} tokens`}</strong>
        {detail && <span className="muted small"> · {detail}</span>}
      </p>
      <p className="muted small">
        Your balance: <span className="studio-balance">{balance === null ? '…' : `${formatNumber(balance)} tokens`}</span>
      </p>
    </div>
  );
}

/**
 * The server refused the job for want of tokens (nothing was charged): its words, what the job
 * needs, and Buy Tokens (the purchase modal; the balance shown moves once the server has credited).
 */
export function InsufficientTokens({ message, needed, balance }: { message: string; needed: number | null; balance: number | null }) {
  const user = useAtomValue(sessionUserAtom);
  const applyPurchase = useSetAtom(applyPurchaseAtom);
  const [buying, setBuying] = useState(false);
  const note =
    needed !== null && balance !== null
      ? `This needs ${formatNumber(needed)} tokens and your balance is ${formatNumber(balance)}. Nothing was charged.`
      : 'Nothing was charged.';
  return (
    <>
      <div className="studio-insufficient">
        <FormAlert alert={{ kind: 'error', message, note }}>
          <button type="button" className="button primary small" onClick={() => setBuying(true)}>
            Buy Tokens
          </button>
        </FormAlert>
      </div>
      {buying && user && (
        <BuyTokensModal
          user={user}
          onClose={() => setBuying(false)}
          onPurchased={(result) => applyPurchase({ userId: user.id, balance: result.balance })}
        />
      )}
    </>
  );
}
