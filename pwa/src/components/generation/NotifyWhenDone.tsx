import { useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { askPush, pushAsked, type PushOutcome, tellInTab } from './notify';

type Phase = { kind: 'idle' } | { kind: 'asking' } | { kind: PushOutcome } | { kind: 'error'; message: string };

/** What the member reads after pressing the button. */
export const notifyMessages = {
  push: 'We will notify you when it is done, even if you close this tab.',
  denied: 'Notifications are blocked for this site, so we will tell you here while this tab is open.',
  unsupported: 'This browser cannot show notifications from this site, so we will tell you here while this tab is open.',
  ended: 'This job has already ended.',
  fallback: 'We will tell you here while this tab is open.',
} as const;

/**
 * 'Notify me when it is done', under a queued or running job: asks the browser's permission and
 * subscribes it to Web Push for this job; when that is refused or impossible, it says so and this tab
 * tells instead (its title and a notice when the job ends; see notify.ts).
 */
export function NotifyWhenDone({ generationId }: { generationId: string }) {
  const [phase, setPhase] = useState<{ id: string; phase: Phase }>(() => ({
    id: generationId,
    phase: { kind: pushAsked(generationId) ? 'push' : 'idle' },
  }));
  // Another job shown in the same place starts from its own state.
  const current: Phase = phase.id === generationId ? phase.phase : { kind: pushAsked(generationId) ? 'push' : 'idle' };
  const set = (next: Phase) => setPhase({ id: generationId, phase: next });

  const ask = async () => {
    set({ kind: 'asking' });
    try {
      const outcome = await askPush(generationId);
      if (outcome === 'denied' || outcome === 'unsupported') void tellInTab(generationId);
      set({ kind: outcome });
    } catch (error) {
      void tellInTab(generationId);
      const message = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
      set({ kind: 'error', message });
    }
  };

  const message =
    current.kind === 'error'
      ? `${current.message} ${notifyMessages.fallback}`
      : current.kind === 'idle' || current.kind === 'asking'
        ? ''
        : notifyMessages[current.kind];
  const tone = current.kind === 'push' ? 'ok' : current.kind === 'error' ? 'warn' : 'info';
  return (
    <div className="notify-when-done">
      {(current.kind === 'idle' || current.kind === 'asking') && (
        <button
          type="button"
          className="button ghost small notify-button"
          onClick={() => void ask()}
          disabled={current.kind === 'asking'}
          aria-busy={current.kind === 'asking'}
        >
          <BellIcon />
          Notify me when it is done
        </button>
      )}
      <p className={`notify-status ${message ? tone : ''}`} role="status" aria-live="polite">
        {message && <BellIcon />}
        {message}
      </p>
    </div>
  );
}

function BellIcon() {
  return (
    <svg className="notify-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}
