import { useAtom } from 'jotai';
import { pendingUpdateAtom } from '../state/update';

/** Shown when a new version of the site is waiting in the service worker. */
export function UpdatePrompt() {
  const [update, setUpdate] = useAtom(pendingUpdateAtom);
  if (!update) return null;
  return (
    <div className="toast" role="status">
      <span>A new version of Studio 18 is available.</span>
      <button type="button" className="button primary small" onClick={() => void update()}>
        Reload
      </button>
      <button type="button" className="button ghost small" onClick={() => setUpdate(null)} aria-label="Dismiss">
        Later
      </button>
    </div>
  );
}
