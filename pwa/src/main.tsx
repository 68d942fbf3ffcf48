import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './App';
import { preloadAuthForm } from './components/LazyAuth';
import { forgetMemberData } from './offline/forget';
import { startGenerationQueue } from './offline/sender';
import { initSession } from './state/session';
import { pendingUpdateAtom } from './state/update';
import './styles/index.css';

const store = createStore();
// Restores the session from the refresh cookie and keeps it fresh, before the first render; when it
// ends, nothing of the member stays on this device.
initSession(store, { forget: forgetMemberData });
// Generation requests queued offline are sent when the connection returns (once, whatever the tabs).
startGenerationQueue(store);

/** How often an open tab asks whether a new version was deployed (browsers themselves ask only on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// The service worker precaches the shell so the site opens offline. A new release installs beside
// the running one and waits (registerType 'prompt': no skipWaiting) until the user presses 'Reload to
// update'; then it takes over and every tab showing the old version reloads, so versions never mix.
if ('serviceWorker' in navigator) {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      store.set(pendingUpdateAtom, () => () => updateServiceWorker(true));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);

preloadAuthForm();
