import { useAtom } from 'jotai';
import { pendingUpdateAtom } from '../state/update';

/**
 * Shown when a new version of the site is waiting in the service worker. It stays waiting (the old
 * version keeps serving this tab) until the user reloads to update; 'Later' only hides the prompt.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useAtom(pendingUpdateAtom);
  if (!update) return null;
  return (
    <div className="toast" role="status">
      <span>A new version of Studio 18 is available.</span>
      <button type="button" className="button primary small" onClick={() => void update()}>
        Reload to update
      </button>
      <button type="button" className="button ghost small" onClick={() => setUpdate(null)}>
        Later
      </button>
    </div>
  );
}
