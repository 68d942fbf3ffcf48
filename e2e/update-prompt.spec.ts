import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { acceptGate } from './members';

/**
 * A new deployed version: its service worker installs beside the running one and
 * waits, the page shows 'Reload to update', and nothing switches until the user presses it, so one page
 * never runs two versions.
 *
 * The release is played by a small proxy in front of the test site that can serve a different
 * /sw.js: the same worker whose precache manifest names a changed index.html, as a deploy that
 * changed it would. (Playwright cannot route the browser's update check of a service worker script,
 * and the site keeps its built files in memory, so the file cannot simply be rewritten on disk.) The
 * proxy is another origin, so this test's worker and caches are its own.
 */

const NEW_VERSION = 'A new version of Studio 18 is available.';

let proxy: Server;
let origin: string;
let released = false;

test.beforeAll(async ({ baseURL }) => {
  const site = baseURL!;
  proxy = createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (name === 'host' || name === 'connection' || value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      headers.set('accept-encoding', 'identity');
      const url = new URL(request.url ?? '/', site);
      const rewrite = released && url.pathname === '/sw.js';
      if (rewrite) {
        // The whole file, to rewrite: not a 304 for the copy the browser already has.
        headers.delete('if-none-match');
        headers.delete('if-modified-since');
      }
      const upstream = await fetch(url, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (rewrite) {
        const current = body.toString('utf8');
        const next = current.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1e2e-next-release"');
        if (next === current) throw new Error('sw.js has no index.html revision to change');
        body = Buffer.from(next);
      }
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) response.setHeader(name, value);
      });
      response.setHeader('content-length', body.byteLength);
      response.writeHead(upstream.status);
      response.end(body);
    } catch (error) {
      response.writeHead(502);
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

test.beforeEach(async ({ page }) => acceptGate(page));

const updatePrompt = (page: Page) => page.getByRole('status').filter({ hasText: NEW_VERSION });

function serviceWorkerState(page: Page): Promise<{ controlled: boolean; waiting: boolean; installing: boolean }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: Boolean(registration?.waiting),
      installing: Boolean(registration?.installing),
    };
  });
}

test("a new version waits for 'Reload to update' instead of taking over, and takes over when pressed", async ({ page }) => {
  // Two service worker installs, each precaching the site through the proxy.
  test.setTimeout(90_000);
  await page.goto(`${origin}/`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(updatePrompt(page)).toHaveCount(0);

  // The next release is deployed, and the open page asks for it (as it does every hour).
  released = true;
  await page.evaluate(() => Object.assign(window, { e2eOldPage: true }));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await expect(updatePrompt(page)).toBeVisible();
  await expect(updatePrompt(page).getByRole('button', { name: 'Reload to update' })).toBeVisible();
  // The new worker has installed and waits: the running version keeps this page, even a while later.
  await expect.poll(() => serviceWorkerState(page)).toEqual({ controlled: true, waiting: true, installing: false });
  await page.waitForTimeout(1500);
  expect(await serviceWorkerState(page)).toEqual({ controlled: true, waiting: true, installing: false });
  expect(await page.evaluate(() => 'e2eOldPage' in window)).toBe(true);

  // 'Later' only hides the prompt; the new version still waits, and a reload shows the prompt again
  // (a reload alone does not switch versions: the page never goes without a controller).
  await updatePrompt(page).getByRole('button', { name: 'Later' }).click();
  await expect(updatePrompt(page)).toHaveCount(0);
  await page.reload();
  await expect(updatePrompt(page)).toBeVisible();
  expect(await serviceWorkerState(page)).toEqual({ controlled: true, waiting: true, installing: false });

  await page.evaluate(() => Object.assign(window, { e2eOldPage: true }));
  const reloaded = page.waitForEvent('load');
  await updatePrompt(page).getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Try FREE FLUX' })).toBeVisible();
  expect(await page.evaluate(() => 'e2eOldPage' in window)).toBe(false);
  await expect.poll(() => serviceWorkerState(page)).toEqual({ controlled: true, waiting: false, installing: false });
  await expect(updatePrompt(page)).toHaveCount(0);
});
