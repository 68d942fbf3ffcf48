import { useEffect, useRef } from 'react';
import { acceptGate, UNDER_AGE_EXIT_URL } from '../state/gate';

/**
 * The age and cookie gate of spec §2 and §4, over every page while either flag is missing. The page
 * behind is made inert (no focus, no clicks) and does not scroll.
 */
export function AgeGate({ onAccept }: { onAccept: () => void }) {
  const acceptRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.body.classList.add('scroll-locked');
    acceptRef.current?.focus();
    return () => document.body.classList.remove('scroll-locked');
  }, []);

  return (
    <div className="gate-backdrop">
      <div className="gate" role="dialog" aria-modal="true" aria-labelledby="gate-title" aria-describedby="gate-text">
        <div className="gate-badge" aria-hidden="true">
          18+
        </div>
        <h2 id="gate-title">Adults only</h2>
        <div id="gate-text" className="gate-text">
          <p>
            Studio 18 creates AI images and videos for adults. Confirming that you are 18 or older is required by law in many
            jurisdictions.
          </p>
          <p>
            We also keep a few settings in your browser's local storage (cookies) so the site works. By continuing you accept our{' '}
            <a href="/legal#terms">Terms of Service</a> and <a href="/legal#privacy">Privacy Policy</a>.
          </p>
        </div>
        <div className="gate-actions">
          <button
            ref={acceptRef}
            type="button"
            className="button primary large"
            onClick={() => {
              acceptGate();
              onAccept();
            }}
          >
            I'm 18+ &amp; Accept
          </button>
          <button type="button" className="button ghost large" onClick={() => window.location.assign(UNDER_AGE_EXIT_URL)}>
            I'm Under 18
          </button>
        </div>
      </div>
    </div>
  );
}
