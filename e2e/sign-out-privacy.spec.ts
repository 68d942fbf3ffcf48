import { expect, type Page, test } from '@playwright/test';
import { accessTokenFor, acceptGate, createMember, signInThroughForm } from './members';

/**
 * Signing out on a shared device leaves nothing of the member behind: the gallery pages kept for
 * offline use that list their own creations (prompts, signed links), the files of those creations,
 * their generation requests queued offline and their last known balance are gone, while what any
 * visitor may see stays for offline use (the shared gallery, its pictures, the app itself) and so
 * does a request this browser queued before anyone signed in.
 */

const QUEUED = 'Queued: will run when you are back online';

interface CachedEntry {
  cache: string;
  url: string;
  body: string;
}

/** Every entry of the browser's Cache Storage for this origin, with the bodies of the API answers. */
function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        const response = await cache.match(request);
        const body = path.startsWith('/api/') && response ? await response.text() : '';
        entries.push({ cache: name, url: request.url, body });
      }
    }
    return entries;
  });
}

/** The records of an IndexedDB store, or [] when the database or the store does not exist. */
function storeRecords(page: Page, database: string, store: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as Array<Record<string, unknown>>);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    { database, store },
  );
}

async function queueOffline(page: Page, prompt: string): Promise<void> {
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
}

test("signing out removes the member's cached gallery, their files, queued requests and balance; the public gallery and the app stay", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'sign-out-privacy');
  const token = await accessTokenFor(request, member);
  const created = `Velvet armchair, private ${Date.now()}`;
  const submitted = await request.post('/api/v1/generations', {
    headers: { authorization: `Bearer ${token}` },
    data: { tool: 'free-flux', params: { prompt: created } },
  });
  expect(submitted.status()).toBe(202);
  const { id: jobId } = (await submitted.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/v1/generations/${jobId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
            status: string;
          }
        ).status,
      {
        timeout: 20_000,
      },
    )
    .toBe('succeeded');

  // Queued requests must stay queued for this test: nothing that is sent can be left behind.
  await context.route('**/api/v1/generations', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await acceptGate(page);

  // A visitor first: the shared gallery and its pictures are kept for offline use.
  await page.goto('/gallery');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('.gallery-card')).toHaveCount(12);
  await expect.poll(async () => (await cachedEntries(page)).filter((entry) => entry.cache === 'gallery-media').length).toBeGreaterThan(0);

  // The visitor queues a request offline, before anyone signs in.
  const visitorPrompt = `A lighthouse at dusk, asked before signing in ${Date.now()}`;
  await page.goto('/free-txt2img');
  await context.setOffline(true);
  await queueOffline(page, visitorPrompt);
  await context.setOffline(false);

  // The member signs in, opens the gallery (their creation first, its file loaded) and the profile.
  await signInThroughForm(page, member);
  await expect(page.locator('.balance-number')).toHaveText('500');
  const memberId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('studio18.sessionUser') ?? '{}') as { id?: string }).id ?? '',
  );
  expect(memberId).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click();
  const mine = page.locator('.gallery-card').first();
  await expect(mine).toHaveAccessibleName(created);
  await expect.poll(() => mine.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // What the device now holds of the member (so the checks below can fail): their gallery page and their files.
  await expect
    .poll(async () => {
      const entries = await cachedEntries(page);
      return {
        page: entries.some((entry) => entry.body.includes(created)),
        files: entries.some((entry) => entry.url.includes('/storage/v1/object/sign/generations/')),
      };
    })
    .toEqual({ page: true, files: true });

  // The member queues a request offline too.
  const memberPrompt = `A silk scarf on a hotel balcony, the member's own ${Date.now()}`;
  await page.goto('/free-txt2img');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true })).toBeAttached();
  await context.setOffline(true);
  await queueOffline(page, memberPrompt);
  await context.setOffline(false);
  const queuedBefore = await storeRecords(page, 'studio18-offline', 'generation-queue');
  expect(queuedBefore.map((entry) => [entry.owner, (entry.params as { prompt: string }).prompt]).sort()).toEqual(
    [
      [memberId, memberPrompt],
      [null, visitorPrompt],
    ].sort(),
  );

  // Sign out from the profile's settings.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true })).toBeAttached();

  // Nothing of the member is left in Cache Storage: no page that lists their creation, no file of theirs.
  const after = await cachedEntries(page);
  expect(after.filter((entry) => entry.body.includes(created) || entry.body.includes(memberId)).map((entry) => entry.url)).toEqual([]);
  expect(after.filter((entry) => entry.url.includes('/storage/v1/object/sign/')).map((entry) => entry.url)).toEqual([]);
  // Nor in the records the service worker keeps of its cached entries (their addresses carry the member's id).
  const expiration = await storeRecords(page, 'workbox-expiration', 'cache-entries');
  expect(
    expiration.filter((entry) => String(entry.url).includes('/storage/v1/object/sign/') || String(entry.url).includes(memberId)),
  ).toEqual([]);
  // Their queued request is gone; the one asked before signing in waits as it did.
  const queuedAfter = await storeRecords(page, 'studio18-offline', 'generation-queue');
  expect(queuedAfter.map((entry) => [entry.owner, (entry.params as { prompt: string }).prompt])).toEqual([[null, visitorPrompt]]);
  // Nothing in local storage names them.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(memberId);
  expect(stored).not.toContain(member.email);

  // What any visitor may see stays: the shared gallery's page and pictures, and the app itself.
  const galleryPages = after.filter((entry) => entry.cache === 'gallery-pages');
  expect(galleryPages.length).toBeGreaterThan(0);
  for (const entry of galleryPages) {
    const kept = JSON.parse(entry.body) as { viewer: string | null; items: Array<{ source: string }> };
    expect(kept.viewer).toBeNull();
    expect(kept.items.every((item) => item.source === 'shared')).toBe(true);
  }
  expect(galleryPages.some((entry) => (JSON.parse(entry.body) as { items: unknown[] }).items.length === 12)).toBe(true);
  expect(after.filter((entry) => entry.cache === 'gallery-media').length).toBeGreaterThan(0);
  expect(after.some((entry) => entry.cache.startsWith('workbox-precache') && new URL(entry.url).pathname === '/index.html')).toBe(true);

  // Offline, the visitor still gets the shared gallery as last seen, without the member's creation.
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  try {
    await page.goto('/gallery');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline: showing the gallery as last seen.' })).toBeVisible();
    await expect(page.locator('.gallery-card')).toHaveCount(12);
    await expect(page.getByRole('button', { name: created })).toHaveCount(0);
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  }
});
