import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptGate } from './members';

/**
 * Generation requests made offline: a FREE FLUX request made without a connection
 * is kept in IndexedDB and shown as queued, survives a reload, can be canceled, and is sent when the
 * connection returns, once, however many tabs are open; then it is followed like any job. The remix
 * is not queued: its image needs the network. Every message is written out here word for word.
 */

const QUEUED = 'Queued: will run when you are back online';
const SENT = 'Back online: your queued request has been sent.';
const UPLOAD_NEEDS_CONNECTION =
  'Uploading your image needs a connection. You are offline: connect to the internet, then press Generate again.';

test.beforeEach(async ({ page }) => acceptGate(page));

/** Opens `path` online and waits until the service worker controls the page, so it also opens offline. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const queuedStatus = (page: Page) => page.getByRole('status').filter({ hasText: QUEUED });

/** This browser's jobs with `prompt`, as the server lists them for its anonymous id (X-Client-Id). */
async function jobsWithPrompt(page: Page, prompt: string): Promise<Array<{ id: string; status: string }>> {
  const clientId = await page.evaluate(() => localStorage.getItem('studio18.clientId'));
  expect(clientId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  const response = await page.request.get('/api/v1/generations?limit=100', { headers: { 'X-Client-Id': clientId! } });
  expect(response.status()).toBe(200);
  const { generations } = (await response.json()) as { generations: Array<{ id: string; status: string; prompt: string }> };
  return generations.filter((job) => job.prompt === prompt);
}

/** What the queue in IndexedDB holds, read in the page. */
function storedRequests(page: Page): Promise<Array<{ id: string; state: string; params: { prompt: string } }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('studio18-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('generation-queue')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('generation-queue').objectStore('generation-queue').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Counts the generation submits that reached the server from any tab of `context`. */
function countSubmits(context: BrowserContext): () => number {
  let submits = 0;
  context.on('requestfinished', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/generations') submits += 1;
  });
  return () => submits;
}

async function queueOffline(page: Page, prompt: string): Promise<void> {
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(queuedStatus(page)).toBeVisible();
  await expect(page.getByRole('log')).toContainText(QUEUED);
  await expect(page.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('a FREE FLUX request made offline shows as queued and, once back online, runs once even with two tabs open', async ({
  page,
  context,
}) => {
  const prompt = `A lighthouse keeper's cottage in the fog, queued offline ${Date.now()}`;
  const submits = countSubmits(context);
  // A slow network: the first send is still on its way when the other tab tries, so two sends would
  // happen unless the tabs take turns.
  await context.route('**/api/v1/generations', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await openControlled(page, '/free-txt2img');

  await context.setOffline(true);
  await queueOffline(page, prompt);
  const stored = await storedRequests(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ state: 'queued', params: { prompt } });
  // Its id is the Idempotency-Key the request will carry: a v4 UUID made when Generate was pressed.
  expect(stored[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  // A second tab, opened while offline, shows the same request waiting.
  const second = await context.newPage();
  await second.goto('/free-txt2img');
  await expect(queuedStatus(second)).toBeVisible();
  await expect(second.getByLabel('Prompt', { exact: true })).toHaveValue(prompt);
  expect(submits()).toBe(0);

  // Both tabs hear that the connection is back and both try to send: the first by the browser's own
  // 'online' event, the second (loaded offline, which Playwright's offline mode does not reach) by the
  // event the browser would send. Only one may send.
  await context.setOffline(false);
  await second.evaluate(() => window.dispatchEvent(new Event('online')));
  const log = page.getByRole('log');
  await expect(log).toContainText(SENT);
  await expect(log).toContainText('Starting image generation...');
  await expect(log).toContainText('Generating with Demo renderer (not AI)...');
  await expect(log).toContainText('Image rendered by the demo renderer (demo render, not AI)');
  const image = page.getByRole('img', { name: new RegExp(`^Generated image: ${escape(prompt)}$`) });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(queuedStatus(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Image' })).toBeEnabled();
  // The other tab follows the same job to the same image.
  await expect(second.getByRole('img', { name: new RegExp(`^Generated image: ${escape(prompt)}$`) })).toBeVisible();

  // One job exists (a second send would have answered the same job: the Idempotency-Key), and indeed
  // only one send reached the server (the tabs took turns); the queue is empty again.
  const jobs = await jobsWithPrompt(page, prompt);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.status).toBe('succeeded');
  expect(submits()).toBe(1);
  await expect.poll(() => storedRequests(page)).toEqual([]);
});

test('a queued request survives a reload offline, and runs when the connection returns', async ({ page, context }) => {
  const prompt = `A paper boat on a rainy street, kept over a reload ${Date.now()}`;
  await openControlled(page, '/free-txt2img');
  await context.setOffline(true);
  await page.getByRole('radio', { name: /^Landscape/ }).check();
  await queueOffline(page, prompt);

  await page.reload();
  await expect(queuedStatus(page)).toBeVisible();
  await expect(page.getByRole('log')).toContainText(QUEUED);
  // The page shows the request with the settings it was made with.
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(prompt);
  await expect(page.getByRole('radio', { name: /^Landscape/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();

  // A browser says the connection is back with an 'online' event; Playwright's offline mode does not
  // reach a page loaded while offline, so the test sends the event the browser would.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('img', { name: new RegExp(`^Generated image: ${escape(prompt)}$`) })).toBeVisible();
  await expect(page.getByRole('log')).toContainText(SENT);
  expect(await jobsWithPrompt(page, prompt)).toHaveLength(1);
});

test('a queued request can be canceled: it is gone after a reload and never reaches the server', async ({ page, context }) => {
  const prompt = `A kite over a windy beach, then canceled ${Date.now()}`;
  await openControlled(page, '/free-txt2img');
  await context.setOffline(true);
  await queueOffline(page, prompt);

  await queuedStatus(page).getByRole('button', { name: 'Cancel queued request' }).click();
  await expect(queuedStatus(page)).toHaveCount(0);
  await expect(page.getByRole('log')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Image' })).toBeEnabled();
  expect(await storedRequests(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'FREE FLUX' })).toBeVisible();
  await expect(queuedStatus(page)).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'FREE FLUX' })).toBeVisible();
  expect(await jobsWithPrompt(page, prompt)).toEqual([]);
});

test('the remix is not queued offline: it says that uploading the image needs a connection', async ({ page, context }) => {
  await openControlled(page, '/free-img2img');
  await context.setOffline(true);
  const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer });
  await expect(page.getByRole('img', { name: 'The image to remix' })).toBeVisible();
  await page.getByLabel('Describe the changes').fill('Make it night');
  await page.getByRole('checkbox', { name: /explicit consent to use and modify it/ }).check();
  await page.getByRole('button', { name: 'Generate Free Remix' }).click();
  await expect(page.getByRole('alert')).toHaveText(UPLOAD_NEEDS_CONNECTION);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await storedRequests(page)).toEqual([]);
  await context.setOffline(false);
});

test('a FREE FLUX request answered "briefly unavailable" (503 with Retry-After, as while the database restarts) is sent again with its key and runs once', async ({
  page,
  context,
}) => {
  const prompt = `A windmill on a dyke at noon, sent while the site was briefly down ${Date.now()}`;
  const keys: Array<string | null> = [];
  // The server's answer while its database is away, for the first two sends; then the site itself.
  await context.route('**/api/v1/generations', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (keys.length > 2) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: JSON.stringify({ error: { code: 'unavailable', message: 'The site is briefly unavailable. Please try again in a moment.' } }),
    });
  });
  await page.goto('/free-txt2img');
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  await page.getByRole('button', { name: 'Generate Image' }).click();

  const log = page.getByRole('log');
  await expect(log).toContainText('The site is briefly unavailable, retrying in 2 s (attempt 1 of 3)...');
  await expect(log).toContainText('The site is briefly unavailable, retrying in 4 s (attempt 2 of 3)...');
  await expect(page.getByRole('img', { name: new RegExp(`^Generated image: ${escape(prompt)}$`) })).toBeVisible({ timeout: 20_000 });
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const jobs = await jobsWithPrompt(page, prompt);
  expect(jobs.map((job) => job.status)).toEqual(['succeeded']);
});
