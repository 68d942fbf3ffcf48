import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { acceptGate, createMember, signInThroughForm } from './members';

/**
 * Told when a long job ends. The offline test browser reaches no real push service, so what it can
 * check is checked: the built service worker imports the push handlers, a push delivered to it (as
 * Chrome's push service would, through the DevTools protocol) asks for the notification, and a click
 * on it takes the open tab to the job; and with
 * notifications refused, 'Notify me when it is done' says so and the open tab tells instead — its
 * title and a notice with a link to the job — when the video ends.
 */

/** The site's service worker, active, with the page loaded again under its control. */
async function controllingWorker(page: Page, context: BrowserContext) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const [worker] = context.serviceWorkers();
  return worker ?? (await context.waitForEvent('serviceworker'));
}

/** What the worker's scope looks like to the stubs below. */
interface WorkerScope {
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  shown: Array<{ title: string } & NotificationOptions>;
  dispatchEvent(event: Event): boolean;
}

test('the service worker imports the push and notificationclick handlers', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('importScripts("/push-sw.js")');
  const handlers = await request.get('/push-sw.js');
  expect(handlers.status()).toBe(200);
  expect(handlers.headers()['content-type']).toMatch(/javascript/);
  expect(handlers.headers()['cache-control']).toBe('no-cache');
});

test('a push delivered to the service worker shows the notification for the job, and clicking it takes the tab to the job', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptGate(page);
  const worker = await controllingWorker(page, context);
  // The test browser (headless) cannot show notifications at all: what the handler asks to show is recorded instead.
  await worker.evaluate(() => {
    const scope = globalThis as unknown as WorkerScope;
    scope.shown = [];
    scope.registration.showNotification = async (title, options) => {
      scope.shown.push({ title, ...options });
    };
  });

  // A push as Chrome's push service delivers it (decrypted already), through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => !entry.isDeleted && entry.scopeURL.startsWith(origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const jobId = '7d3c1a9e-2b4f-4c1d-9a8e-5f6b7c8d9e0f';
  const url = `/apps/text-to-video?job=${jobId}`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data: JSON.stringify({ title: 'Your video is ready', body: 'Waves rolling onto a beach', url, jobId }),
  });
  await expect
    .poll(() => worker.evaluate(() => (globalThis as unknown as WorkerScope).shown))
    .toEqual([
      {
        title: 'Your video is ready',
        body: 'Waves rolling onto a beach',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: jobId,
        data: { url: `${origin}${url}` },
      },
    ]);

  // A push naming another site's address still leads to this site only.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data: JSON.stringify({ title: 'Your video is ready', body: 'x', url: 'https://evil.example/phish', jobId: 'other' }),
  });
  await expect
    .poll(() => worker.evaluate(() => (globalThis as unknown as WorkerScope).shown.at(-1)?.data))
    .toEqual({ url: `${origin}/apps` });

  // The click on the notification: the open tab of the site goes to the job's view.
  await worker.evaluate((target) => {
    const click = Object.assign(new Event('notificationclick'), {
      notification: { data: { url: target }, close: () => undefined },
      waitUntil: () => undefined,
    });
    (globalThis as unknown as WorkerScope).dispatchEvent(click);
  }, `${origin}${url}`);
  await expect(page).toHaveURL(`${origin}${url}`);
});

test('with notifications refused, the open tab tells when the video is ready: its title and a notice linking to the job', async ({
  page,
  request,
}) => {
  // A member made and signed in, then a whole video job.
  test.setTimeout(90_000);
  const member = await createMember(request, 'notify');
  await acceptGate(page);
  // The member refused notifications for the site earlier.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = async () => 'denied';
  });
  await signInThroughForm(page, member);

  await page.goto('/apps/text-to-video');
  await page
    .getByRole('textbox', { name: /prompt/i })
    .first()
    .fill('Waves rolling onto a quiet beach at sunset');
  await page
    .getByRole('button', { name: /generate/i })
    .first()
    .click();
  await page.getByRole('button', { name: 'Notify me when it is done' }).click();
  await expect(page.getByText('Notifications are blocked for this site, so we will tell you here while this tab is open.')).toBeVisible();

  await expect(page).toHaveTitle('✓ Video ready · Studio 18', { timeout: 30_000 });
  const notice = page.locator('.job-notice');
  await expect(notice).toContainText('Your video is ready.');
  await expect(notice.getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', /^\/apps\/text-to-video\?job=[0-9a-f-]{36}$/);

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).not.toHaveTitle('✓ Video ready · Studio 18');
});
