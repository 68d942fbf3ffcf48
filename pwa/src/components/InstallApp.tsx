import { type ReactNode, useId, useState } from 'react';
import { type InstallPlatform, installPlatform, requestInstall, useInstallState } from '../state/install';
import { Modal } from './Modal';

/**
 * 'Install app': the browser's own install prompt where there is one (Chrome, Edge, Samsung
 * Internet, Android), otherwise a dialog with the steps for this browser (Safari on iPhone and Mac,
 * Firefox). Not shown in the installed app itself.
 */
export function InstallButton({ className = 'button ghost', children = 'Install app' }: { className?: string; children?: ReactNode }) {
  const { offer } = useInstallState();
  const [explaining, setExplaining] = useState(false);
  if (!offer) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          void requestInstall().then((outcome) => {
            if (outcome === 'manual') setExplaining(true);
          });
        }}
      >
        <DownloadIcon />
        {children}
      </button>
      {explaining && <InstallDialog onClose={() => setExplaining(false)} />}
    </>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="install-icon">
      <path
        d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** iOS Safari's Share glyph, so the step names the button the visitor will look for. */
function ShareGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="install-glyph">
      <path
        d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function MenuGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="install-glyph">
      <circle cx="12" cy="5" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="19" r="1.8" fill="currentColor" />
    </svg>
  );
}

interface Guide {
  platform: InstallPlatform;
  title: string;
  steps: ReactNode[];
}

const guides: Guide[] = [
  {
    platform: 'ios',
    title: 'iPhone and iPad (Safari)',
    steps: [
      <>
        Tap{' '}
        <span className="nowrap">
          <strong>Share</strong> <ShareGlyph />
        </span>{' '}
        in Safari's toolbar.
      </>,
      <>
        Scroll down and tap <strong>Add to Home Screen</strong>.
      </>,
      <>
        Tap <strong>Add</strong>. Studio 18 opens full screen from its new icon.
      </>,
    ],
  },
  {
    platform: 'android',
    title: 'Android (Chrome, Samsung Internet, Firefox)',
    steps: [
      <>
        Open the browser menu{' '}
        <span className="nowrap">
          <MenuGlyph />.
        </span>
      </>,
      <>
        Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
      </>,
      <>Confirm. The app appears with your other apps.</>,
    ],
  },
  {
    platform: 'desktop',
    title: 'Computer (Chrome, Edge)',
    steps: [
      <>
        Click the install icon at the right of the address bar, or open the browser menu{' '}
        <span className="nowrap">
          <MenuGlyph />.
        </span>
      </>,
      <>
        Choose <strong>Install Studio 18</strong> (in Chrome under <em>Cast, save and share</em>; in Edge under <em>Apps</em>).
      </>,
    ],
  },
  {
    platform: 'mac-safari',
    title: 'Mac (Safari 17 or later)',
    steps: [
      <>
        Choose <strong>File → Add to Dock</strong>, or click <strong>Share</strong> <ShareGlyph /> and then <strong>Add to Dock</strong>.
      </>,
    ],
  },
  {
    platform: 'firefox-desktop',
    title: 'Firefox on a computer',
    steps: [
      <>Firefox on a computer cannot install sites as apps. Open Studio 18 in Chrome, Edge or Safari to install it, or bookmark it.</>,
    ],
  },
];

function InstallDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const here = installPlatform();
  // This browser's steps first and open; the others a click away.
  const ordered = [...guides].sort((a, b) => Number(b.platform === here) - Number(a.platform === here));
  return (
    <Modal labelledBy={titleId} dismissible onClose={onClose} className="install-dialog">
      <div className="modal-head">
        <div>
          <p className="eyebrow">Install the app</p>
          <h2 id={titleId}>Add Studio 18 to your home screen</h2>
        </div>
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p className="install-intro">
        Studio 18 installs like an app, with no app store: its own icon, a full screen without the address bar, and the Magic Prompter at
        hand. Your browser installs it from its menu:
      </p>
      <div className="install-guides">
        {ordered.map((guide) => (
          <details key={guide.platform} className="install-guide" open={guide.platform === here}>
            <summary>
              {guide.title}
              {guide.platform === here && <span className="pill">This browser</span>}
            </summary>
            <ol>
              {guide.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
      <button type="button" className="button primary block" onClick={onClose}>
        Got it
      </button>
    </Modal>
  );
}
