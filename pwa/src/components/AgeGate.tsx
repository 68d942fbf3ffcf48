import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { acceptGate, UNDER_AGE_EXIT_URL } from '../state/gate';
import { LegalText } from './LegalText';
import { useScrollLock } from './scrollLock';

/** What the gate shows: the confirmation, or the legal text it asks the visitor to accept. */
type View = 'intro' | 'terms' | 'privacy';

const readingTitles: Record<Exclude<View, 'intro'>, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};

/** Opened on /legal (a shared link, or the gate's own link opened in a new tab): the text the visitor came for. */
function initialView(path: string): View {
  if (path.toLowerCase() !== '/legal') return 'intro';
  return location.hash === '#privacy' ? 'privacy' : 'terms';
}

/** A plain click reads inside the gate; a click meant for a new tab or window keeps the browser's behaviour. */
function readInside(event: MouseEvent<HTMLAnchorElement>, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}

/**
 * The age and cookie gate, over every page while either flag is missing. The page
 * behind is inert (no focus, no clicks) and does not scroll. The Terms of Service and Privacy Policy
 * it asks the visitor to accept open inside it, in a scrollable reader with a way back, so they can be
 * read before accepting; nothing is stored until 'I'm 18+ & Accept'.
 */
export function AgeGate({ onAccept }: { onAccept: () => void }) {
  const [path] = useLocation();
  const [view, setView] = useState<View>(() => initialView(path));
  const acceptRef = useRef<HTMLButtonElement>(null);
  const readerRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<View | null>(null);
  const termsLinkRef = useRef<HTMLAnchorElement>(null);
  const privacyLinkRef = useRef<HTMLAnchorElement>(null);
  useScrollLock(true);

  // The reader starts at the section that was asked for; back on the confirmation, focus returns to its link.
  useLayoutEffect(() => {
    const reader = readerRef.current;
    if (view === 'intro') {
      const opener =
        openerRef.current === 'privacy' ? privacyLinkRef.current : openerRef.current === 'terms' ? termsLinkRef.current : acceptRef.current;
      opener?.focus();
      return;
    }
    if (!reader) return;
    const section = reader.querySelector<HTMLElement>(`#gate-${view}`);
    reader.scrollTop =
      view === 'terms' || !section ? 0 : reader.scrollTop + section.getBoundingClientRect().top - reader.getBoundingClientRect().top;
    reader.focus();
  }, [view]);

  useEffect(() => {
    if (view === 'intro') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setView('intro');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [view]);

  function read(next: Exclude<View, 'intro'>) {
    openerRef.current = next;
    setView(next);
  }

  const choice = (
    <>
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
    </>
  );

  if (view !== 'intro') {
    return (
      <div className="gate-backdrop">
        <div className="gate reading" role="dialog" aria-modal="true" aria-labelledby="gate-title">
          <div className="gate-reading-head">
            <button type="button" className="button ghost small gate-back" onClick={() => setView('intro')}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Back
            </button>
            <h2 id="gate-title">{readingTitles[view]}</h2>
          </div>
          <div ref={readerRef} className="gate-legal prose" role="region" aria-label="Terms of Service and Privacy Policy" tabIndex={0}>
            <LegalText idPrefix="gate-" />
          </div>
          <div className="gate-actions">
            <p className="gate-reading-note">Studio 18 is for adults. Confirm you are 18 or older to accept these terms.</p>
            {choice}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="gate-backdrop">
      <div className="gate" role="dialog" aria-modal="true" aria-labelledby="gate-title" aria-describedby="gate-text">
        <div className="gate-badge" aria-hidden="true">
          18+
        </div>
        <h2 id="gate-title">Adults only</h2>
        <div id="gate-text" className="gate-text">
          <p>
            Studio 18 creates AI images and videos for adults. Confirming that you are 18 or older is required by law in many jurisdictions.
          </p>
          <p>
            We also keep a few settings in your browser's local storage (cookies) so the site works. By continuing you accept our{' '}
            <a ref={termsLinkRef} href="/legal#terms" onClick={(event) => readInside(event, () => read('terms'))}>
              Terms of Service
            </a>{' '}
            and{' '}
            <a ref={privacyLinkRef} href="/legal#privacy" onClick={(event) => readInside(event, () => read('privacy'))}>
              Privacy Policy
            </a>
            .
          </p>
        </div>
        <div className="gate-actions">{choice}</div>
      </div>
    </div>
  );
}
