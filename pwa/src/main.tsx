import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './App';
import { preloadAuthForm } from './components/LazyAuth';
import { startGenerationQueue } from './offline/sender';
import { initSession } from './state/session';
import { pendingUpdateAtom } from './state/update';
import './styles/index.css';

const store = createStore();
// Restores the session from the refresh cookie and keeps it fresh, before the first render.
initSession(store);
// Generation requests queued offline are sent when the connection returns (once, whatever the tabs).
startGenerationQueue(store);

// The service worker precaches the shell so the site opens offline; a new release waits until the
// user chooses to reload.
if ('serviceWorker' in navigator) {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      store.set(pendingUpdateAtom, () => () => updateServiceWorker(true));
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
