import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { acceptGate, createMember, signInThroughForm } from './members';
import { JOB_MS } from './timing';

/**
 * The AI Studio of a signed-in member (/apps) against the demo provider: the dashboard's tool cards
 * (costs and badges from the catalog), the premium text-to-image view and its gallery of images, the
 * fast photo generator.
 */

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

async function signedInMember(page: Page, prefix: string) {
  const member = await createMember(page.request, prefix);
  await acceptGate(page);
  await signInThroughForm(page, member);
  return member;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Tools' });
const queue = (page: Page) => page.getByRole('complementary', { name: 'Your jobs' });

/** On a phone the queue panel is folded: opened to read it. */
async function openQueue(page: Page) {
  const toggle = queue(page).getByRole('button', { name: 'Show' });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('the dashboard', () => {
  test('lists every tool with its badges and cost from the catalog, the Face Swap card Coming Soon, and the balance', async ({ page }) => {
    await signedInMember(page, 'studio-cards');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/apps');
      await expect(page.getByRole('heading', { level: 1, name: 'AI Studio' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Balance: 500 tokens' })).toBeVisible();

      const fast = cards(page).getByRole('link', { name: /Fast Photo Generator/ });
      await expect(fast).toContainText('NEW');
      await expect(fast).toContainText('100% FREE');
      await expect(fast).toContainText('Free of charge');
      await expect(fast).toHaveAttribute('href', '/apps/fast-photo');
      const premium = cards(page).getByRole('link', { name: /Premium Text to Image/ });
      await expect(premium).toContainText('PREMIUM');
      await expect(premium).toContainText('Free of charge');
      await expect(premium).toHaveAttribute('href', '/apps/premium');
      const img2img = cards(page).getByRole('link', { name: /Image to Image/ });
      await expect(img2img).toContainText('7 tokens per generated image');
      await expect(img2img).toHaveAttribute('href', '/apps/image-to-image');
      const txt2vid = cards(page).getByRole('link', { name: /Text to Video/ });
      await expect(txt2vid).toContainText('100 tokens · 200 in pro mode');
      await expect(txt2vid).toHaveAttribute('href', '/apps/text-to-video');
      const img2vid = cards(page).getByRole('link', { name: /Image to Video/ });
      await expect(img2vid).toContainText('100 tokens');
      await expect(img2vid).not.toContainText('pro mode');
      await expect(img2vid).toHaveAttribute('href', '/apps/image-to-video');
      const tensor = cards(page).getByRole('link', { name: /Tensor Art/ });
      await expect(tensor).toContainText('FREE generator');
      await expect(tensor).toHaveAttribute('href', '/tensor-art');

      const upscale = cards(page).getByRole('link', { name: /AI Upscale/ });
      await expect(upscale).toContainText('NEW');
      await expect(upscale).toContainText('5 tokens');
      await expect(upscale).toHaveAttribute('href', '/apps/upscale');
      const cutout = cards(page).getByRole('link', { name: /Background Removal/ });
      await expect(cutout).toContainText('NEW');
      await expect(cutout).toContainText('3 tokens');
      await expect(cutout).toHaveAttribute('href', '/apps/remove-background');
      const faceSwap = cards(page).getByRole('listitem').filter({ hasText: 'Face Swap' });
      await expect(faceSwap).toContainText('Coming Soon');
      await expect(faceSwap.getByRole('link')).toHaveCount(0);
      await expect(cards(page).getByRole('link')).toHaveCount(8);
      await expectNoSidewaysScroll(page, `/apps at ${width} px`);
    }
  });

  test('a tool the administrator paused says so on its card', async ({ page }) => {
    await signedInMember(page, 'studio-paused');
    // The catalog as the server answers it while Text to Video is paused (pausing for real would pause it for every other test).
    await page.route('**/api/v1/catalog', async (route) => {
      const response = await route.fetch();
      const catalog = (await response.json()) as { pausedTools: string[] };
      await route.fulfill({ response, json: { ...catalog, pausedTools: ['text-to-video'] } });
    });
    await page.goto('/apps');
    await expect(cards(page).getByRole('link', { name: /Text to Video/ })).toContainText('Paused for maintenance');
    await expect(page.getByText('Paused for maintenance')).toHaveCount(1);
  });

  test('the grid has 3 columns on a desktop, 2 on a tablet and 1 on a phone', async ({ page }) => {
    await signedInMember(page, 'studio-grid');
    for (const [width, columns] of [
      [1440, 3],
      [800, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/apps');
      await expect(cards(page).getByRole('link', { name: /Fast Photo Generator/ })).toBeVisible();
      const lefts = await cards(page)
        .getByRole('listitem')
        .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
      expect(lefts, `columns at ${width} px`).toBe(columns);
    }
  });

  test('each card opens its view at its own address with Back to Dashboard; reload and Back work; /free-apps is Image to Image', async ({
    page,
  }) => {
    await signedInMember(page, 'studio-nav');
    await page.goto('/apps');
    for (const [card, address, heading] of [
      [/Premium Text to Image/, '/apps/premium', 'Premium Text to Image'],
      [/Fast Photo Generator/, '/apps/fast-photo', 'Fast Photo Generator'],
    ] as const) {
      await cards(page).getByRole('link', { name: card }).click();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Balance: 500 tokens' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/apps$/);
      await expect(page.getByRole('heading', { level: 1, name: 'AI Studio' })).toBeVisible();
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL(/\/apps$/);
    }
    for (const slug of ['image-to-image', 'text-to-video', 'image-to-video']) {
      await cards(page).locator(`a[href="/apps/${slug}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/apps/${slug}$`));
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL(/\/apps$/);
    }
    await page.goto('/free-apps');
    await expect(page).toHaveURL(/\/apps\/image-to-image$/);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  });
});

test.describe('Premium Text to Image (/apps/premium)', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: image number 3 makes 3 new images in the grid, with progress, the job in the queue panel, no sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signedInMember(page, `premium-${width}`);
      await page.goto('/apps/premium');
      await expect(page.getByRole('heading', { level: 1, name: 'Premium Text to Image' })).toBeVisible();
      await expect(page.getByText('PREMIUM', { exact: true })).toBeVisible();
      await expect(page.getByText('Visit our sponsor and consider joining them!')).toBeVisible();
      const counters = page.getByRole('group', { name: 'Image counters' });
      await expect(counters).toHaveText(/0 generated\s*0 saved/);

      const generate = page.getByRole('button', { name: 'Generate (FREE)' });
      const prompt = page.getByLabel('Prompt', { exact: true });
      await expect(generate).toBeDisabled();
      await prompt.fill('   ');
      await expect(generate).toBeDisabled();
      await prompt.fill('A woman in a velvet suit in a neon-lit jazz bar');

      // The settings start at the tool's defaults.
      await page.getByText('Advanced Settings').click();
      await expect(page.getByRole('slider', { name: 'Guidance' })).toHaveValue('7.5');
      await expect(page.getByRole('slider', { name: 'Guidance' })).toHaveAttribute('max', '20');
      await expect(page.getByRole('button', { name: 'FLUX.1-dev' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'Cinematic' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('radio', { name: /^Quality/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /Portrait/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: '2', exact: true })).toBeChecked();
      await expect(page.getByLabel('Provider')).toHaveValue('fal');
      // Steps are the preset's until the member sets them: then 20 to 100, from 50.
      await expect(page.getByRole('slider', { name: 'Steps' })).toHaveCount(0);
      await page.getByLabel(/Set the steps myself/).check();
      await expect(page.getByRole('slider', { name: 'Steps' })).toHaveValue('50');
      await expect(page.getByRole('slider', { name: 'Steps' })).toHaveAttribute('min', '20');
      await expect(page.getByRole('slider', { name: 'Steps' })).toHaveAttribute('max', '100');
      await page.getByRole('button', { name: 'Cinematic' }).click();
      await page.getByRole('radio', { name: '3', exact: true }).check();

      await generate.click();
      await expect(page.getByRole('button', { name: /Generating/ })).toBeDisabled();
      // The job is in the queue panel at once.
      await openQueue(page);
      await expect(queue(page).getByRole('listitem').filter({ hasText: 'Premium Text to Image' })).toContainText(
        'A woman in a velvet suit',
      );
      await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();

      const grid = page.getByRole('list', { name: 'Images' });
      await expect(grid.getByRole('listitem')).toHaveCount(3, { timeout: JOB_MS });
      await expect(grid.getByText('demo render, not AI')).toHaveCount(3);
      for (const image of await grid.getByRole('img').all()) {
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      await expect(page.getByText('3 new images added to your gallery below.')).toBeVisible();
      await expect(counters).toHaveText(/3 generated\s*0 saved/);
      // 100 on success, then back to 0 a second later.
      await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveCount(0);
      await expect(generate).toBeEnabled();
      await expect(page).toHaveURL(/\/apps\/premium\?job=[0-9a-f-]{36}$/);
      await expect(queue(page).getByRole('listitem').filter({ hasText: 'Premium Text to Image' })).toContainText('Done');
      await expectNoSidewaysScroll(page, `/apps/premium at ${width} px`);

      const downloading = page.waitForEvent('download');
      await grid.getByRole('button', { name: 'Download image 1' }).click();
      expect((await downloading).suggestedFilename()).toMatch(/^studio18-a_woman_in_a_velvet_suit_in_a-\d+\.png$/);

      // The lightbox opens an image and closes with Escape.
      await grid.getByRole('button', { name: 'Open image 1' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Clear all asks first; dismissed, nothing goes.
      await page.getByRole('button', { name: 'Gallery Manager' }).click();
      const manager = page.getByRole('region', { name: 'Gallery Manager' });
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await manager.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(() => asked).toBe('Are you sure you want to clear all images? This cannot be undone.');
      await expect(grid.getByRole('listitem')).toHaveCount(3);
      await expectNoSidewaysScroll(page, `/apps/premium with the Gallery Manager at ${width} px`);
    });
  }

  test('a starred image says Saved to Gallery and stays saved after a reload, shows in My Gallery, is exported, and Clear all empties the grid', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInMember(page, 'premium-star');
    await page.goto('/apps/premium');
    await page.getByLabel('Prompt', { exact: true }).fill('A man in a tweed coat reading in a library');
    await page.getByRole('button', { name: 'Generate (FREE)' }).click();
    const grid = page.getByRole('list', { name: 'Images' });
    await expect(grid.getByRole('listitem')).toHaveCount(2, { timeout: JOB_MS });

    const first = grid.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Save to Gallery' }).click();
    await expect(first.getByRole('button', { name: 'Saved to Gallery' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Image counters' })).toHaveText(/2 generated\s*1 saved/);

    // The grid comes from the server: the star is still there after a reload.
    await page.goto('/apps/premium');
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(grid.getByRole('button', { name: 'Saved to Gallery' })).toHaveCount(1);

    // Exported: the saved image, when, and how many.
    await page.getByRole('button', { name: 'Gallery Manager' }).click();
    const manager = page.getByRole('region', { name: 'Gallery Manager' });
    const downloading = page.waitForEvent('download');
    await manager.getByRole('button', { name: 'Export saved' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^premium-gallery-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      images: { prompt: string; url: string }[];
      exportDate: string;
      totalImages: number;
    };
    expect(file.totalImages).toBe(1);
    expect(file.images).toHaveLength(1);
    expect(file.images[0]!.prompt).toBe('A man in a tweed coat reading in a library');
    expect(Number.isNaN(Date.parse(file.exportDate))).toBe(false);

    // Unstarring takes it out again.
    await grid.getByRole('button', { name: 'Saved to Gallery' }).click();
    await expect(grid.getByRole('button', { name: 'Saved to Gallery' })).toHaveCount(0);
    await grid.getByRole('button', { name: 'Save to Gallery' }).first().click();
    await expect(grid.getByRole('button', { name: 'Saved to Gallery' })).toHaveCount(1);

    // The starred image is in Profile → My Gallery.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'My Gallery' }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('img', { name: /A man in a tweed coat reading in a library/ })
        .first(),
    ).toBeVisible();

    await page.goto('/apps/premium');
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Gallery Manager' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await manager.getByRole('button', { name: 'Clear all' }).click();
    await expect(manager.getByText('Cleared 2 images.')).toBeVisible();
    await expect(grid).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No premium images yet')).toBeVisible();
  });
});

test.describe('Fast Photo Generator (/apps/fast-photo)', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: a prompt, a style and an aspect make the chosen number of photos, downloadable, with no sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signedInMember(page, `fast-${width}`);
      await page.goto('/apps/fast-photo');
      await expect(page.getByRole('heading', { level: 1, name: 'Fast Photo Generator' })).toBeVisible();
      await expect(page.getByText('NEW', { exact: true })).toBeVisible();
      await expect(page.getByText('100% FREE', { exact: true })).toBeVisible();
      await expect(page.getByText('Visit our sponsor and consider joining them!')).toBeVisible();

      const styles = page.getByRole('group', { name: 'Style' }).getByRole('button');
      await expect(styles).toHaveCount(12);
      await expect(page.getByRole('button', { name: 'Studio Portrait' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Golden Hour' }).click();
      await expect(page.getByRole('button', { name: 'Golden Hour' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'Studio Portrait' })).toHaveAttribute('aria-pressed', 'false');
      const aspects = page.getByRole('group', { name: 'Aspect ratio' }).getByRole('radio');
      await expect(aspects).toHaveCount(6);
      for (const [index, name] of ['1:1', '3:4', '9:16', '4:3', '16:9', '21:9'].entries())
        await expect(aspects.nth(index)).toHaveAccessibleName(name);
      await expect(page.getByRole('radio', { name: '1:1' })).toBeChecked();
      await page.getByRole('radio', { name: '3:4' }).check();
      const count = page.getByRole('slider', { name: 'Number of images' });
      await expect(count).toHaveValue('1');
      await expect(count).toHaveAttribute('min', '1');
      await expect(count).toHaveAttribute('max', '4');
      await count.fill('2');

      const generate = page.getByRole('button', { name: 'Generate', exact: true });
      const prompt = page.getByLabel('Prompt', { exact: true });
      await expect(generate).toBeDisabled();
      await prompt.fill('  ');
      await prompt.press('Control+Enter');
      await expect(page.getByRole('alert')).toHaveText('Please enter a prompt');
      await prompt.fill('A woman in a linen shirt laughing on a sunlit balcony');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await generate.click();
      await expect(page.getByRole('button', { name: /Generating/ })).toBeDisabled();
      await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
      const photos = page.getByRole('list', { name: 'Generated photos' });
      await expect(photos.getByRole('listitem')).toHaveCount(2, { timeout: JOB_MS });
      await expect(photos.getByText('demo render, not AI')).toHaveCount(2);
      for (const image of await photos.getByRole('img').all()) {
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      // 100 on success, then gone a second later.
      await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveCount(0);
      await expectNoSidewaysScroll(page, `/apps/fast-photo at ${width} px`);

      const downloading = page.waitForEvent('download');
      await photos.getByRole('button', { name: 'Download photo 1' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^studio18-a_woman_in_a_linen_shirt_laugh-\d+\.png$/);

      // The address names the job: a reload shows it again, with its settings.
      await expect(page).toHaveURL(/\/apps\/fast-photo\?job=[0-9a-f-]{36}$/);
      await page.reload();
      await expect(photos.getByRole('listitem')).toHaveCount(2);
      await expect(prompt).toHaveValue('A woman in a linen shirt laughing on a sunlit balcony');
      await expect(page.getByRole('button', { name: 'Golden Hour' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('radio', { name: '3:4' })).toBeChecked();
    });
  }
});
