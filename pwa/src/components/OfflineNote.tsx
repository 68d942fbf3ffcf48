import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { isSessionOfflineAtom } from '../state/session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/**
 * A note under the top bar while there is no connection. A member who opened the site offline sees
 * their account as it was last known; it is confirmed with the server as soon as the connection returns.
 */
export function OfflineNote() {
  const online = useOnline();
  const remembered = useAtomValue(isSessionOfflineAtom);
  if (online && !remembered) return null;
  return (
    <div className="offline-note" role="status">
      <p>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M2 8.5a15 15 0 0120 0M5.5 12a10 10 0 0113 0M9 15.5a5 5 0 016 0M12 19h.01M3 3l18 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {remembered
          ? 'You are offline. Your account is shown as it was last time; it refreshes when you are back online.'
          : 'You are offline. Pages you have opened before still work; FREE FLUX requests wait until you are back online, while signing in and uploads need a connection.'}
      </p>
    </div>
  );
}
