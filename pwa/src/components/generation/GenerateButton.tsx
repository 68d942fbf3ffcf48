import type { ReactNode } from 'react';

/**
 * A tool's submit button: 'Under maintenance' while the tool is paused, a spinner while its job runs,
 * else its label. `blocked` disables it too (a blank prompt).
 */
export function GenerateButton({
  label,
  busy,
  paused,
  blocked = false,
  busyLabel = 'Generating…',
  waitingLabel = null,
}: {
  label: ReactNode;
  busy: boolean;
  paused: boolean;
  blocked?: boolean;
  busyLabel?: string;
  /** Shown instead of the spinner while the request waits in this browser (offline). */
  waitingLabel?: string | null;
}) {
  return (
    <button type="submit" className="button primary large block" disabled={blocked || busy || paused}>
      {paused && !busy ? (
        'Under maintenance'
      ) : waitingLabel ? (
        waitingLabel
      ) : busy ? (
        <>
          <span className="spinner small" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
