/* global self, URL */
/**
 * Web Push in the service worker (imported by the generated sw.js: `workbox.importScripts` in
 * pwa/vite.config.ts). A push is the site telling a member that a job ended (api/push/sender.ts):
 * `{ title, body, url, jobId }`, decrypted by the browser. It is shown even with no tab of the site
 * open; clicking it brings a tab of the site to the job's view, or opens one.
 */

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';

/** The payload, or a plain notice when it cannot be read (a push must always show something). */
function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string') return payload;
  } catch {
    // not JSON: shown as the plain notice below
  }
  return { title: 'Studio 18', body: 'Your job has ended.', url: '/apps', jobId: undefined };
}

/** Only a path of this site: a push cannot send the member elsewhere. */
function sameOriginUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/apps', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/apps', self.location.origin).href;
  } catch {
    return new URL('/apps', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: ICON,
      badge: BADGE,
      data: { url: sameOriginUrl(payload.url) },
      // One notification per job: a second push about it replaces the first.
      tag: typeof payload.jobId === 'string' ? payload.jobId : 'studio18-job',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        // Focusing needs the click's user activation; without it the tab is still taken to the job.
        const focused = await tab.focus().catch(() => tab);
        try {
          await (focused || tab).navigate(url);
          return;
        } catch {
          // A tab this worker does not control cannot be navigated from here: a new one is opened.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
