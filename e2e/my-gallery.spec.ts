import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { accessTokenFor, acceptGate, createMember, signInThroughForm } from './members';

/**
 * Profile → My Gallery against the built site: a member's generated items (made through the API, as
 * the AI Studio makes them, by the demo renderer), starred through the API, shown in the tab with
 * their details; the lightbox, Download, Unstar and Delete (after a confirmation naming the item), and
 * the empty state. At 390 and 1440 px, no sideways scroll.
 */

test.beforeEach(async ({ page }) => acceptGate(page));

const LONG_PROMPT = 'A lighthouse on a cliff above a stormy sea, waves breaking on the rocks below at dusk, gulls in the wind';
const LONG_TITLE = `${LONG_PROMPT.slice(0, 57)}...`;

interface Output {
  itemId: string | null;
  saved: boolean;
  thumbUrl: string | null;
}

/** Submits a job as the member and waits until it succeeded; answers its first output. */
async function generate(request: APIRequestContext, token: string, body: unknown): Promise<{ id: string; output: Output }> {
  const headers = { authorization: `Bearer ${token}` };
  const submitted = await request.post('/api/v1/generations', { headers, data: body });
  expect(submitted.status(), await submitted.text()).toBe(202);
  const { id } = (await submitted.json()) as { id: string };
  let output: Output | undefined;
  await expect
    .poll(
      async () => {
        const job = (await (await request.get(`/api/v1/generations/${id}`, { headers })).json()) as { status: string; outputs: Output[] };
        output = job.outputs[0];
        return job.status;
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe('succeeded');
  return { id, output: output! };
}

async function star(request: APIRequestContext, token: string, itemId: string) {
  const res = await request.put(`/api/v1/gallery/items/${itemId}/saved`, {
    headers: { authorization: `Bearer ${token}` },
    data: { saved: true },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ id: itemId, saved: true });
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

async function openMyGallery(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My Gallery' })).toBeVisible();
}

const tiles = (page: Page) => page.locator('.my-gallery .gallery-tile');
const tile = (page: Page, title: string) => tiles(page).filter({ has: page.getByRole('button', { name: title, exact: true }) });

test('My Gallery shows the starred items with their details, and Unstar and Delete work from the tab', async ({ page, request }) => {
  test.setTimeout(150_000);
  const member = await createMember(request, 'my-gallery');
  const token = await accessTokenFor(request, member);
  const harbour = await generate(request, token, { tool: 'free-flux', params: { prompt: 'A quiet harbour at dawn', aspect: 'portrait' } });
  const meadow = await generate(request, token, { tool: 'free-flux', params: { prompt: 'A meadow under stars', aspect: 'landscape' } });
  const lighthouse = await generate(request, token, { tool: 'free-flux', params: { prompt: LONG_PROMPT, aspect: 'landscape' } });
  const waves = await generate(request, token, {
    tool: 'text-to-video',
    params: { prompt: 'Waves rolling onto a beach', resolution: '480p', numFrames: 85 },
  });
  for (const job of [harbour, meadow, lighthouse, waves]) expect(job.output.itemId).toMatch(/^[0-9a-f-]{36}$/);
  // The video got a poster frame, the image a thumbnail.
  expect(waves.output.thumbUrl).toMatch(/\.thumb\.webp\?/);
  for (const job of [harbour, lighthouse, waves]) await star(request, token, job.output.itemId!);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInThroughForm(page, member);
  await openMyGallery(page);
  // Newest first; the meadow was never starred.
  await expect(tiles(page)).toHaveCount(3);
  await expect(page.locator('.my-gallery .gallery-card').first()).toHaveAccessibleName('Waves rolling onto a beach');
  await expect(tile(page, 'A meadow under stars')).toHaveCount(0);
  const harbourTile = tile(page, 'A quiet harbour at dawn');
  await expect(harbourTile.locator('.my-item-model')).toHaveText('FLUX Schnell (demo render, not AI)');
  await expect(harbourTile.locator('.my-item-prompt')).toHaveText('A quiet harbour at dawn');
  await expect(harbourTile.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // A long prompt: the title is cut at 60 characters, the prompt shows whole (up to its two lines).
  const lighthouseTile = tile(page, LONG_TITLE);
  await expect(lighthouseTile.locator('.my-item-prompt')).toHaveText(LONG_PROMPT);
  // The video shows its poster, not the playing file.
  const poster = tile(page, 'Waves rolling onto a beach').locator('img');
  await expect(poster).toHaveAttribute('src', /\.thumb\.webp\?/);
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  await expect
    .poll(() => harbourTile.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  await expectNoSidewaysScroll(page, 'My Gallery at 1440 px');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 2, name: 'My Gallery' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'My Gallery at 390 px');
  for (const box of await tiles(page).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(390);
  }
  await page.setViewportSize({ width: 1440, height: 1000 });

  // A click opens the lightbox with the item.
  await page.getByRole('button', { name: 'A quiet harbour at dawn', exact: true }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByRole('heading', { name: 'A quiet harbour at dawn' })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toHaveCount(0);

  // Download saves the file under a name made of the prompt.
  const downloading = page.waitForEvent('download');
  await harbourTile.getByRole('button', { name: 'Download A quiet harbour at dawn' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^studio18-a_quiet_harbour_at_dawn-\d+\.png$/);

  // Unstar: off the tab at once, still one of the member's items.
  await tile(page, 'Waves rolling onto a beach').getByRole('button', { name: 'Unstar Waves rolling onto a beach' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed "Waves rolling onto a beach" from My Gallery.' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);
  const headers = { authorization: `Bearer ${token}` };
  const mine = async (query: string) =>
    (
      (await (await request.get(`/api/v1/gallery?mine=true${query}`, { headers })).json()) as {
        items: Array<{ id: string; saved: boolean }>;
      }
    ).items;
  expect((await mine('')).find((item) => item.id === waves.output.itemId)).toMatchObject({ saved: false });

  // Delete asks first, naming the item; Cancel keeps it.
  await harbourTile.getByRole('button', { name: 'Delete A quiet harbour at dawn' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete "A quiet harbour at dawn"?' });
  await expect(confirm).toContainText('"A quiet harbour at dawn" and its file are deleted for good');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(tiles(page)).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await harbourTile.getByRole('button', { name: 'Delete A quiet harbour at dawn' }).click();
  await expect(confirm).toBeVisible();
  await expectNoSidewaysScroll(page, 'the confirmation at 390 px');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted "A quiet harbour at dawn".' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  expect((await mine('')).some((item) => item.id === harbour.output.itemId)).toBe(false);
  // Its job no longer lists the deleted file.
  expect(((await (await request.get(`/api/v1/generations/${harbour.id}`, { headers })).json()) as { outputs: unknown[] }).outputs).toEqual(
    [],
  );

  // The last one unstarred, the tab is empty at once.
  await lighthouseTile.getByRole('button', { name: `Unstar ${LONG_TITLE}` }).click();
  await expect(page.getByText('No items in your gallery yet', { exact: true })).toBeVisible();

  // After a reload the tab is empty, with the way to the AI Studio.
  await openMyGallery(page);
  await expect(page.getByText('No items in your gallery yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the AI Studio' })).toHaveAttribute('href', '/apps');
  await expectNoSidewaysScroll(page, 'the empty My Gallery');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the empty My Gallery at 390 px');
});

test.describe('paging', () => {
  // The page's requests go to the network, so the route below sees each of them.
  test.use({ serviceWorkers: 'block' });

  test('My Gallery pages with Load more', async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await createMember(request, 'my-gallery-pages');
    const token = await accessTokenFor(request, member);
    const jobs = await Promise.all(
      ['First lantern', 'Second lantern', 'Third lantern'].map((prompt) =>
        generate(request, token, { tool: 'free-flux', params: { prompt, aspect: 'square' } }),
      ),
    );
    for (const job of jobs) await star(request, token, job.output.itemId!);
    // Pages of two instead of the tab's 24, so three items make two pages (the server pages them).
    await page.route(/\/api\/v1\/gallery\?/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('mine') === 'true') url.searchParams.set('limit', '2');
      await route.continue({ url: url.toString() });
    });
    await signInThroughForm(page, member);
    await openMyGallery(page);
    await expect(tiles(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(tiles(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    const titles = await page.locator('.my-gallery .my-item-title').allTextContents();
    expect([...titles].sort()).toEqual(['First lantern', 'Second lantern', 'Third lantern']);
  });
});
