import { useSyncExternalStore } from 'react';

/**
 * Installing the PWA. Chromium browsers offer their own prompt through `beforeinstallprompt`, which
 * fires once, early, and only while the site is not installed: it is caught here, when the bundle
 * loads, and kept until an 'Install app' button uses it. Browsers without it (Safari, Firefox) get
 * the written steps instead (InstallDialog).
 */

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallState {
  /** The browser's install prompt, while it may still be shown (each event once). */
  prompt: BeforeInstallPromptEvent | null;
  /** Running as the installed app, or installed from this tab: nothing to offer. */
  installed: boolean;
}

const STANDALONE = '(display-mode: standalone), (display-mode: fullscreen), (display-mode: minimal-ui)';

function runningStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  // iOS Safari reports the home-screen app through navigator.standalone only.
  return window.matchMedia(STANDALONE).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

let state: InstallState = { prompt: null, installed: runningStandalone() };
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar of the browser's own: the page's button shows the prompt when asked.
    event.preventDefault();
    update({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ prompt: null, installed: true }));
  window.matchMedia(STANDALONE).addEventListener('change', () => update({ installed: state.installed || runningStandalone() }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * 'prompted' when the browser's own prompt was shown (whatever the answer), 'manual' when there is
 * none and the steps must be explained.
 */
export async function requestInstall(): Promise<'prompted' | 'manual'> {
  const event = state.prompt;
  if (!event) return 'manual';
  // A prompt can be shown once; the browser fires a new event if it may be offered again.
  update({ prompt: null });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') update({ installed: true });
  return 'prompted';
}

/** Whether to offer installing at all, and whether the browser's own prompt is ready. */
export function useInstallState(): { offer: boolean; native: boolean } {
  const current = useSyncExternalStore(subscribe, () => state);
  return { offer: !current.installed, native: current.prompt !== null };
}

export type InstallPlatform = 'ios' | 'android' | 'mac-safari' | 'firefox-desktop' | 'desktop';

/** Which of the written steps fit this browser best (a hint for their order; all are shown). */
export function installPlatform(): InstallPlatform {
  const agent = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  if (ios) return 'ios';
  if (/Android/.test(agent)) return 'android';
  if (/Firefox\//.test(agent)) return 'firefox-desktop';
  if (/Macintosh/.test(agent) && /Safari\//.test(agent) && !/Chrome\/|Chromium\/|Edg\//.test(agent)) return 'mac-safari';
  return 'desktop';
}
