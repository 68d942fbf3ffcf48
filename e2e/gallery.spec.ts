import { expect, type Locator, type Page, test } from '@playwright/test';
import { accessTokenFor, acceptGate, createMember, signInThroughForm } from './members';

/**
 * The gallery (/gallery and its messages) against the built site, whose gallery starts with the
 * sample items the server puts in on its first start (api/media/gallery-seed.ts: 10 demo images and 2
 * videos, newest first: 'Black Sand Sunset' (video), 'Rooftop Golden Hour', 'Fjord at Dawn', ...).
 * The states the real server cannot be made to show (empty, failing) are forced by intercepting its
 * answer; those tests keep the service worker out of the way so the interception sees every request.
 */

const FIRST = 'Black Sand Sunset';
const SECOND = 'Rooftop Golden Hour';
const THIRD = 'Fjord at Dawn';
const SAMPLE_COUNT = 12;

test.beforeEach(async ({ page }) => acceptGate(page));

const grid = (page: Page) => page.getByRole('list').filter({ has: page.locator('.gallery-card') });
const card = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const lightbox = (page: Page) => page.getByRole('dialog');

async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
}

/** The opacity of a tile's caption (title, description, model), once its transition settled. */
const captionOpacity = (tile: Locator) => tile.locator('.gallery-info').evaluate((element) => getComputedStyle(element).opacity);

test.describe('the shared gallery', () => {
  test('shows the sample items in 1 to 5 columns with lazy thumbnails of known size, and the demo label', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
    await expect(page.locator('.gallery-card').first()).toHaveAccessibleName(FIRST);
    await expect(page.locator('.gallery-card').nth(1)).toHaveAccessibleName(SECOND);

    const image = card(page, SECOND).locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '832');
    await expect(image).toHaveAttribute('height', '1216');
    await expect(image).toHaveAttribute('alt', /^Rooftop Golden Hour: /);
    await expect(image).toHaveAttribute(
      'srcset',
      /\/thumbs\/samples\/rooftop-golden-hour-[0-9a-f]{10}\.jpg\.webp 480w, .*\/samples\/rooftop-golden-hour-[0-9a-f]{10}\.jpg 832w$/,
    );
    await expectLoaded(image);
    await expect(card(page, SECOND).getByText('demo render, not AI')).toBeVisible();

    // Videos play muted and looping in the grid.
    const video = card(page, FIRST).locator('video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(video).toHaveAttribute('poster', /\/thumbs\/samples\/black-sand-sunset-/);

    for (const [width, columns] of [
      [320, 1],
      [390, 2],
      [800, 3],
      [1100, 4],
      [1440, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => grid(page).evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length), {
          message: `columns at ${width} px`,
        })
        .toBe(columns);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(innerWidth);
    }
  });

  test('reserves every tile its room before its file arrives: nothing moves when the images load', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/storage/v1/object/public/gallery/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/gallery');
    await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
    const boxes = () =>
      page.locator('.gallery-tile').evaluateAll((tiles) => tiles.map((tile) => JSON.stringify(tile.getBoundingClientRect())));
    const before = await boxes();
    release();
    await expectLoaded(card(page, SECOND).locator('img'));
    await expectLoaded(card(page, THIRD).locator('img'));
    expect(await boxes()).toEqual(before);
  });

  test('hover and keyboard focus show the title, description and model', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/gallery');
    const tile = card(page, SECOND);
    await expect(tile).toHaveAccessibleDescription(/^Warm backlight, city haze.*Model: Demo renderer \(not AI\).*demo render, not AI$/);
    await expect.poll(() => captionOpacity(tile)).toBe('0');
    await tile.hover();
    await expect.poll(() => captionOpacity(tile)).toBe('1');
    await expect(tile.getByText('Model: Demo renderer (not AI)')).toBeVisible();

    await page.mouse.move(0, 0);
    await expect.poll(() => captionOpacity(tile)).toBe('0');
    await card(page, FIRST).focus();
    await page.keyboard.press('Tab');
    await expect(tile).toBeFocused();
    await expect.poll(() => captionOpacity(tile)).toBe('1');
  });
});

test.describe('the lightbox', () => {
  test('opens on click with title, description and model, locks the page scroll and moves with the arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/gallery');
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    await card(page, SECOND).click();

    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: SECOND })).toBeVisible();
    await expect(dialog).toContainText(
      'Warm backlight, city haze and a silk evening dress: a portrait of a woman in her thirties at sunset.',
    );
    await expect(dialog.getByText('Model: Demo renderer (not AI)')).toBeVisible();
    await expect(dialog.getByText('demo render, not AI')).toBeVisible();
    await expect(dialog.getByText(`2 / ${SAMPLE_COUNT}`)).toBeVisible();
    await expectLoaded(dialog.getByRole('img', { name: /^Rooftop Golden Hour: / }));

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.locator('.shell')).toHaveAttribute('inert', '');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: THIRD })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('heading', { name: FIRST })).toBeVisible();
    // The video plays with controls, on its own.
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('heading', { name: FIRST })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: SECOND })).toBeVisible();

    // Tab stays inside.
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(page.locator('.shell')).not.toHaveAttribute('inert', '');
    // Focus is back on the tile of the item last shown.
    await expect(card(page, SECOND)).toBeFocused();
  });

  test('closes on a click on the backdrop and on the close button; Enter opens it from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/gallery');
    await card(page, THIRD).click();
    await expect(lightbox(page)).toBeVisible();
    // A click on the picture or its caption keeps it open; one on the dark room around closes it.
    await lightbox(page)
      .getByRole('img', { name: /^Fjord at Dawn: / })
      .click();
    await lightbox(page).getByRole('heading', { name: THIRD }).click();
    await expect(lightbox(page)).toBeVisible();
    await page.mouse.click(6, 794);
    await expect(lightbox(page)).toBeHidden();

    await card(page, THIRD).focus();
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('heading', { name: THIRD })).toBeVisible();
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect(lightbox(page)).toBeHidden();
    await expect(card(page, THIRD)).toBeFocused();
  });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The bottom third of a picture: where a demo render writes its prompt and its own 'demo render, not AI'. */
const captionBand = (media: Box): Box => ({
  x: media.x,
  y: media.y + media.height * (2 / 3),
  width: media.width,
  height: media.height / 3,
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`at ${width} px the demo label sits clear of the caption band along the bottom of each tile, and of the title shown on hover`, async ({
    page,
  }) => {
    // Twelve tiles, each scrolled to, measured and hovered until its caption settles.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await page.goto('/gallery');
    await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
    const labels = page.locator('.gallery-card').filter({ hasText: 'demo render, not AI' });
    await expect(labels).toHaveCount(SAMPLE_COUNT);
    for (let index = 0; index < SAMPLE_COUNT; index++) {
      const tile = page.locator('.gallery-card').nth(index);
      await tile.scrollIntoViewIfNeeded();
      const label = tile.locator('.gallery-label');
      await expect(label).toHaveText('demo render, not AI');
      const [labelBox, mediaBox] = [(await label.boundingBox())!, (await tile.locator('.gallery-media').boundingBox())!];
      expect(intersects(labelBox, captionBand(mediaBox)), `the label of tile ${index + 1} at ${width} px lies over the caption band`).toBe(
        false,
      );
      expect(intersects(labelBox, mediaBox), `the label of tile ${index + 1} at ${width} px is on its picture`).toBe(true);
      // On hover the title, description and model come up from the bottom: the label is not seen over them.
      await tile.hover();
      await expect.poll(() => captionOpacity(tile)).toBe('1');
      const infoBox = (await tile.locator('.gallery-info').boundingBox())!;
      const labelShown = (await label.evaluate((element) => getComputedStyle(element).opacity)) !== '0';
      expect(labelShown && intersects(labelBox, infoBox), `the label of tile ${index + 1} at ${width} px covers its caption`).toBe(false);
    }
    await page.mouse.move(0, 0);
  });
}

test("in the lightbox a video's controls have room of their own, below the caption band of a demo render", async ({ page }) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/gallery');
    await card(page, FIRST).click();
    const video = lightbox(page).locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth > 0)).toBe(true);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    // Where the picture is drawn inside the element (object-fit: contain), and where Chromium draws its controls: the bottom 64 px.
    const { element, frame } = await video.evaluate((element: HTMLVideoElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const scale = Math.min(box.width / element.videoWidth, box.height / element.videoHeight);
      const frameWidth = element.videoWidth * scale;
      const frameHeight = element.videoHeight * scale;
      const [horizontal, vertical] = style.objectPosition.split(' ').map((value) => parseFloat(value) / 100);
      return {
        element: { x: box.x, y: box.y, width: box.width, height: box.height },
        frame: {
          x: box.x + (box.width - frameWidth) * horizontal!,
          y: box.y + (box.height - frameHeight) * vertical!,
          width: frameWidth,
          height: frameHeight,
        },
      };
    });
    const controls = { x: element.x, y: element.y + element.height - 64, width: element.width, height: 64 };
    expect(frame.width, `the picture fills the width at ${width} px`).toBeGreaterThan(element.width - 1);
    expect(intersects(captionBand(frame), controls), `the controls lie over the caption band at ${width} px`).toBe(false);
    await video.hover();
    await page.keyboard.press('Escape');
  }
});

test.describe('states', () => {
  // Interceptions must see every request: no service worker answering in between.
  test.use({ serviceWorkers: 'block' });

  test('an empty gallery says so, with the upload hint', async ({ page }) => {
    await page.route('**/api/v1/gallery*', (route) => route.fulfill({ json: { items: [], nextCursor: null, viewer: null } }));
    await page.goto('/gallery');
    await expect(page.getByText('No images found in the gallery bucket.')).toBeVisible();
    await expect(page.getByText("Upload images to the storage bucket named 'gallery' and they appear here.")).toBeVisible();
    await expect(page.locator('.gallery-card')).toHaveCount(0);
  });

  test('shows a spinner while loading, the error with Retry when the API fails, and the gallery after Retry', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/v1/gallery*', async (route) => {
      calls += 1;
      if (calls === 1) {
        await held;
        return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Failed to load images', requestId: 'e2e' } } });
      }
      return route.continue();
    });
    await page.goto('/gallery');
    await expect(page.getByRole('status').filter({ hasText: 'Loading images' })).toBeVisible();
    release();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error loading images: Failed to load images');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(calls).toBe(2);
  });

  test('a network failure shows its message too', async ({ page }) => {
    await page.route('**/api/v1/gallery*', (route) => route.abort('connectionrefused'));
    await page.goto('/gallery');
    await expect(page.getByRole('alert')).toContainText('Error loading images: Network error. Please check your connection and try again.');
  });

  test("an image that cannot be loaded shows 'Image not found', in the grid and in the lightbox", async ({ page }) => {
    await page.route('**/storage/v1/object/public/gallery/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/gallery');
    const tile = card(page, SECOND);
    await expect(tile.getByText('Image not found')).toBeVisible();
    await expect(tile.getByRole('img', { name: 'Image not found' })).toBeVisible();
    await tile.click();
    await expect(lightbox(page).getByText('Image not found')).toBeVisible();
  });

  /** Pages of 5 instead of 24, so the 12 samples take three; answers the page requests made. */
  async function smallPages(page: Page): Promise<string[]> {
    const asked: string[] = [];
    await page.route('**/api/v1/gallery*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '5');
      asked.push(url.searchParams.get('before') ?? 'first');
      return route.continue({ url: url.toString() });
    });
    return asked;
  }

  test('pages in by itself as the end of the grid comes near, each item once', async ({ page }) => {
    const asked = await smallPages(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/gallery');
    await expect(page.locator('.gallery-card').first()).toBeVisible();
    for (let scroll = 0; scroll < 10 && (await page.locator('.gallery-card').count()) < SAMPLE_COUNT; scroll++) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(200);
    }
    await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
    await expect(page.getByText('You have reached the end of the gallery.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    expect(new Set(await page.locator('.gallery-info-title').allTextContents()).size).toBe(SAMPLE_COUNT);
    expect(asked).toHaveLength(3);
    expect(new Set(asked).size).toBe(3);
  });

  test("'Load more' gets the next page where nothing asks by itself", async ({ page }) => {
    // A browser without IntersectionObserver: only the button pages.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    await smallPages(page);
    await page.goto('/gallery');
    await expect(page.locator('.gallery-card')).toHaveCount(5);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.locator('.gallery-card')).toHaveCount(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
    await expect(page.getByText('You have reached the end of the gallery.')).toBeVisible();
  });
});

test('a member sees their own creations first, marked as theirs; a visitor does not', async ({ page, request }) => {
  const member = await createMember(request, 'gallery-own');
  const token = await accessTokenFor(request, member);
  const prompt = `A lantern-lit garden path at night ${Date.now()}`;
  const submitted = await request.post('/api/v1/generations', {
    headers: { authorization: `Bearer ${token}` },
    data: { tool: 'free-flux', params: { prompt } },
  });
  expect(submitted.status()).toBe(202);
  const { id } = (await submitted.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/v1/generations/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 20_000 },
    )
    .toBe('succeeded');

  await signInThroughForm(page, member);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click();
  const first = page.locator('.gallery-card').first();
  await expect(first).toHaveAccessibleName(prompt);
  await expect(first.getByText('Yours')).toBeVisible();
  await expect(first.locator('.gallery-label')).toHaveText('demo render, not AI');
  await expectLoaded(first.locator('img'));
  await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT + 1);
  await first.click();
  await expect(lightbox(page).getByText('Model: FLUX Schnell (demo render, not AI)')).toBeVisible();
  await expect(lightbox(page)).toContainText(prompt);
  await page.keyboard.press('Escape');

  const visitor = await page.context().browser()!.newContext();
  const other = await visitor.newPage();
  await acceptGate(other);
  await other.goto('/gallery');
  await expect(other.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
  await expect(other.getByRole('button', { name: prompt })).toHaveCount(0);
  await visitor.close();
});

test('offline after one visit, the gallery shows as last seen, with the offline notice', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gallery');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Seen once under the service worker: the list and the pictures on screen.
  await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
  await expectLoaded(card(page, SECOND).locator('img'));
  await expectLoaded(card(page, THIRD).locator('img'));
  await expect(page.getByText('You are offline: showing the gallery as last seen.')).toHaveCount(0);

  // Offline for the page; the service worker's own requests are cut too (Playwright's offline mode
  // does not reach them here: without this, NetworkFirst would still get fresh answers).
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline: showing the gallery as last seen.' })).toBeVisible();
    await expect(page.locator('.gallery-card')).toHaveCount(SAMPLE_COUNT);
    await expect(card(page, SECOND)).toBeVisible();
    await expectLoaded(card(page, SECOND).locator('img'));
    await expectLoaded(card(page, THIRD).locator('img'));
    // The full file was never seen: the kept thumbnail stands in for it.
    await card(page, SECOND).click();
    await expect(lightbox(page).getByRole('heading', { name: SECOND })).toBeVisible();
    await expectLoaded(lightbox(page).getByRole('img', { name: /^Rooftop Golden Hour: / }));
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  }
});

test('at 390 and 1440 px the gallery shows its images and the lightbox opens an item with its image', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/gallery');
    await expectLoaded(card(page, SECOND).locator('img'));
    await card(page, SECOND).click();
    await expectLoaded(lightbox(page).getByRole('img', { name: /^Rooftop Golden Hour: / }));
    await page.keyboard.press('Escape');
  }
});
