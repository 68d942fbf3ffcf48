import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptGate, accessTokenFor, createMember, type Member, signInThroughForm } from './members';

/**
 * The Studio's image tools that run on this server's own models (ESRGAN, U²-Net), in the browser on a
 * 390 px phone and a 1440 px desktop: a committed photo uploaded with consent, the cost before
 * submitting, the job's progress, the before/after divider (pointer, touch and keys), Save to My
 * Gallery, the balance, the PNG download; one of the member's own images chosen as the input; the
 * ×4 size limit; and the Face Swap card that says why it stays Coming Soon.
 */

const PHOTOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../api/test/photos');
const RACCOON = path.join(PHOTOS, 'raccoon-256.png');
const RACCOON_LARGE = path.join(PHOTOS, 'raccoon-1024.jpg');
const HOPPER = path.join(PHOTOS, 'grace-hopper.jpg');
/** The real models run here: the first job of a tool also loads its model. */
const JOB_TIMEOUT = 90_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test.beforeEach(async ({ page }) => acceptGate(page));

const authOf = async (request: APIRequestContext, member: Member) => ({ authorization: `Bearer ${await accessTokenFor(request, member)}` });

async function balanceOf(request: APIRequestContext, member: Member): Promise<number> {
  const res = await request.get('/api/v1/tokens/balance', { headers: await authOf(request, member) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tokens: number }).tokens;
}

interface Job {
  id: string;
  tool: string;
  status: string;
  params: Record<string, unknown>;
  outputs: Array<{ itemId: string | null; width: number | null; height: number | null; contentType: string }>;
}

async function jobsOf(request: APIRequestContext, member: Member): Promise<Job[]> {
  const res = await request.get('/api/v1/generations', { headers: await authOf(request, member) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { generations: Job[] }).generations;
}

async function starredTitles(request: APIRequestContext, member: Member): Promise<string[]> {
  const res = await request.get('/api/v1/gallery?mine=true&saved=true', { headers: await authOf(request, member) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Array<{ title: string }> }).items.map((item) => item.title);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

async function expectFits(page: Page, name: string) {
  await expectNoSidewaysScroll(page, `${name} at ${page.viewportSize()!.width} px`);
}

const divider = (page: Page) => page.getByRole('slider', { name: 'Before and after divider' });

/** The image has loaded; answers its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

/** The divider: keys move it, and a drag across the picture (mouse, or a finger on a touch screen) takes it along. */
async function exerciseDivider(page: Page, touch: boolean) {
  const slider = divider(page);
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '49');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '59');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');

  const frame = page.locator('.compare');
  await frame.scrollIntoViewIfNeeded();
  const box = (await frame.boundingBox())!;
  const y = box.y + box.height / 2;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const at = (fraction: number) => [{ x: box.x + box.width * fraction, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.8) });
    for (const fraction of [0.7, 0.6, 0.5, 0.4, 0.3])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fraction) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 6 });
    await page.mouse.up();
  }
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(28);
  expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(32);
}

/** Download gives a PNG named after the tool. */
async function expectPngDownload(page: Page, name: RegExp): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return bytes;
}

/** Save to My Gallery, then Profile → My Gallery after a reload has it. */
async function expectSavedToGallery(page: Page, request: APIRequestContext, member: Member, title: string) {
  const star = page.getByRole('button', { name: 'Save to My Gallery' });
  await star.click();
  const saved = page.getByRole('button', { name: 'Saved to Gallery' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'In Profile → My Gallery now.' })).toBeVisible();
  expect(await starredTitles(request, member)).toEqual([title]);
}

async function expectInMyGallery(page: Page, title: string) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My Gallery' })).toBeVisible();
  await expect(page.locator('.my-gallery').getByRole('button', { name: title, exact: true })).toBeVisible();
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    const phone = width === 390;
    test.use({ viewport: { width, height }, hasTouch: phone });

    test(`AI Upscale ×4 of a 256 px photo: cost, progress, a 1024 px result against its input, saved, charged 5 tokens, downloaded as PNG (${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const member = await createMember(request, `upscale-${width}`);
      await signInThroughForm(page, member);

      await page.goto('/apps');
      const card = page.getByRole('list', { name: 'Tools' }).getByRole('link', { name: /AI Upscale/ });
      await expect(card).toContainText('NEW');
      await expect(card).toContainText('5 tokens');
      await expect(card).toContainText('Enlarge a photo ×2 or ×4 with ESRGAN: sharper than resizing.');
      await card.click();
      await expect(page).toHaveURL(/\/apps\/upscale$/);
      await expect(page.getByRole('heading', { level: 1, name: 'AI Upscale' })).toBeVisible();
      const cost = page.locator('.studio-cost');
      await expect(cost).toContainText('5 tokens');
      await expect(cost).toContainText('Your balance: 500 tokens');
      await expect(page.getByText('Your result appears here')).toBeVisible();
      await expectFits(page, 'upscale-empty');

      const generate = page.getByRole('button', { name: 'Upscale ×4' });
      await generate.click();
      await expect(page.getByRole('alert')).toHaveText('Please upload an image or choose one of your images');
      await page.getByLabel('Image', { exact: true }).setInputFiles(RACCOON);
      await expect(page.getByText('raccoon-256.png')).toBeVisible();
      await expect(page.locator('.upload-preview').getByText('256 × 192 px')).toBeVisible();
      await expect(page.getByRole('radio', { name: /×4/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /Fast/ })).toBeChecked();
      await expect(page.locator('.image-tool-size-value')).toHaveText('256 × 192 → 1024 × 768');
      await generate.click();
      await expect(page.getByRole('alert')).toHaveText('You must confirm that you have consent to use this image');
      await page.getByRole('checkbox', { name: /explicit consent/ }).check();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectFits(page, 'upscale-form');

      await generate.click();
      // The job's progress shows while it runs, before any result.
      const progress = page.getByRole('progressbar', { name: 'AI Upscale progress' });
      await expect(progress).toBeVisible();
      await expect(divider(page)).toHaveCount(0);
      // The first upload of a run also loads the upload checks' models: it may take a while.
      await expect(page).toHaveURL(/\/apps\/upscale\?job=[0-9a-f-]{36}$/, { timeout: 30_000 });
      await expect(page.getByRole('log')).not.toBeEmpty();

      await expect(divider(page)).toBeVisible({ timeout: JOB_TIMEOUT });
      const result = page.getByRole('img', { name: 'After: upscaled ×4' });
      expect(await loadedWidth(result)).toBe(1024);
      expect(await loadedWidth(page.getByRole('img', { name: 'Before: your image' }))).toBe(256);
      await expect(page.locator('.image-tool-sizes')).toContainText('256 × 192 px');
      await expect(page.locator('.image-tool-sizes')).toContainText('1024 × 768 px');
      await exerciseDivider(page, phone);
      await expectFits(page, 'upscale-result');

      const [job] = await jobsOf(request, member);
      expect(job).toMatchObject({ tool: 'upscale', status: 'succeeded', params: { scale: 4, model: 'fast' } });
      expect(job!.outputs[0]).toMatchObject({ width: 1024, height: 768, contentType: 'image/png' });
      expect(await balanceOf(request, member)).toBe(495);
      await expect(cost).toContainText('Your balance: 495 tokens');

      const png = await expectPngDownload(page, /^studio18-upscaled_x4-\d+\.png$/);
      expect(await sharp(png).metadata()).toMatchObject({ width: 1024, height: 768, format: 'png' });
      await expectSavedToGallery(page, request, member, 'AI Upscale ×4 (ESRGAN slim)');

      // The job's address shows it again after a reload (the queue panel links to it the same way).
      await page.reload();
      await expect(divider(page)).toBeVisible({ timeout: 20_000 });
      expect(await loadedWidth(page.getByRole('img', { name: 'After: upscaled ×4' }))).toBe(1024);
      await expect(page.getByText('The input of this job')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Saved to Gallery' })).toBeVisible();

      await expectInMyGallery(page, 'AI Upscale ×4 (ESRGAN slim)');
      await expectFits(page, 'upscale-my-gallery');
    });

    test(`Background Removal of a portrait: a transparent PNG over a checkerboard, compared with the original, saved, charged 3 tokens (${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const member = await createMember(request, `cutout-${width}`);
      await signInThroughForm(page, member);

      await page.goto('/apps');
      const card = page.getByRole('list', { name: 'Tools' }).getByRole('link', { name: /Background Removal/ });
      await expect(card).toContainText('NEW');
      await expect(card).toContainText('3 tokens');
      await card.click();
      await expect(page).toHaveURL(/\/apps\/remove-background$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Background Removal' })).toBeVisible();
      const cost = page.locator('.studio-cost');
      await expect(cost).toContainText('3 tokens');

      await page.getByLabel('Image', { exact: true }).setInputFiles(HOPPER);
      await expect(page.locator('.upload-preview').getByText('512 × 600 px')).toBeVisible();
      await page.getByRole('checkbox', { name: /explicit consent/ }).check();
      await expectFits(page, 'cutout-form');
      await page.getByRole('button', { name: 'Remove Background' }).click();
      await expect(page.getByRole('progressbar', { name: 'Background Removal progress' })).toBeVisible();
      await expect(divider(page)).toHaveCount(0);

      await expect(divider(page)).toBeVisible({ timeout: JOB_TIMEOUT });
      const result = page.getByRole('img', { name: 'After: the background removed' });
      expect(await loadedWidth(result)).toBe(512);
      // The cut-out lies on a checkerboard, so what was removed shows as such.
      await expect(page.locator('.compare-after')).toHaveClass(/checkerboard/);
      await exerciseDivider(page, phone);
      await expectFits(page, 'cutout-result');

      expect(await balanceOf(request, member)).toBe(497);
      await expect(cost).toContainText('Your balance: 497 tokens');
      const png = await expectPngDownload(page, /^studio18-background_removed-\d+\.png$/);
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ width: 512, height: 600, format: 'png', hasAlpha: true });
      // A good part of it really is transparent (the background), and a good part is kept (the person).
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let clear = 0;
      for (let index = 3; index < data.length; index += 4) if (data[index]! < 32) clear += 1;
      const share = clear / (info.width * info.height);
      expect(share).toBeGreaterThan(0.15);
      expect(share).toBeLessThan(0.85);

      await expectSavedToGallery(page, request, member, 'Background removed');
      await expectInMyGallery(page, 'Background removed');
    });
  });
}

test('one of my own images as the input: chosen in the picker, its background removed, then handed to AI Upscale, whose ×4 limit it is over', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await createMember(request, 'cutout-mine');
  const headers = await authOf(request, member);
  const made = await request.post('/api/v1/generations', {
    headers,
    data: { tool: 'free-flux', params: { prompt: 'A lighthouse on a cliff at dusk', aspect: 'square' } },
  });
  expect(made.status(), await made.text()).toBe(202);
  const { id: madeId } = (await made.json()) as { id: string };
  let itemId: string | null = null;
  await expect
    .poll(
      async () => {
        const job = (await (await request.get(`/api/v1/generations/${madeId}`, { headers })).json()) as Job;
        itemId = job.outputs[0]?.itemId ?? null;
        return job.status;
      },
      { timeout: 60_000 },
    )
    .toBe('succeeded');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughForm(page, member);
  await page.goto('/apps/remove-background');
  await page.getByRole('button', { name: 'Choose from my images' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from my images' });
  const tile = picker.getByRole('button', { name: /^A lighthouse on a cliff at dusk, 1024 × 1024 px$/ });
  await expect(tile).toBeVisible();
  await expect.poll(() => tile.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the picker at 390 px');
  await page.setViewportSize({ width: 1440, height: 900 });
  await tile.click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByText('From My Gallery')).toBeVisible();
  await expect(page.getByText('1024 × 1024 px', { exact: true }).first()).toBeVisible();
  // One of the member's own images needs no consent confirmation: it is theirs already.
  await expect(page.getByRole('checkbox', { name: /explicit consent/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove Background' }).click();
  await expect(divider(page)).toBeVisible({ timeout: JOB_TIMEOUT });
  expect(await loadedWidth(page.getByRole('img', { name: 'After: the background removed' }))).toBe(1024);
  const [job] = await jobsOf(request, member);
  expect(job).toMatchObject({ tool: 'remove-background', status: 'succeeded', params: { outputId: itemId } });
  await expectFits(page, 'cutout-from-mine');

  // "Upscale this": the result goes to AI Upscale as its input, where ×4 is too much for 1024 px.
  await page.getByRole('button', { name: 'Upscale this' }).click();
  await expect(page).toHaveURL(/\/apps\/upscale$/);
  await expect(page.getByText('Your last result')).toBeVisible();
  await expect(
    page.getByText('For ×4 the image may be at most 512 px on its longer side; this one is 1024 px. Choose ×2 or a smaller image.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upscale ×4' })).toBeDisabled();
});

test('×4 takes at most 512 px: a 1024 px photo shows the limit with Generate disabled, and ×2 takes it', async ({ page, request }) => {
  const member = await createMember(request, 'upscale-large');
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width === 390) await signInThroughForm(page, member);
    await page.goto('/apps/upscale');
    await page.getByLabel('Image', { exact: true }).setInputFiles(RACCOON_LARGE);
    await page.getByRole('checkbox', { name: /explicit consent/ }).check();
    const limit = page.getByRole('status').filter({ hasText: 'For ×4' });
    await expect(limit).toHaveText(
      /For ×4 the image may be at most 512 px on its longer side; this one is 1024 px\. Choose ×2 or a smaller image\./,
    );
    await expect(page.getByRole('button', { name: 'Upscale ×4' })).toBeDisabled();
    await expect(page.locator('.image-tool-size-value')).toHaveText('1024 × 768 → 4096 × 3072');
    await expectFits(page, 'upscale-too-large');

    await limit.getByRole('button', { name: 'Use ×2 instead' }).click();
    await expect(page.getByRole('radio', { name: /×2/ })).toBeChecked();
    await expect(limit).toHaveCount(0);
    await expect(page.locator('.image-tool-size-value')).toHaveText('1024 × 768 → 2048 × 1536');
    await expect(page.getByRole('button', { name: 'Upscale ×2' })).toBeEnabled();
  }
  expect(await balanceOf(request, member)).toBe(500);
});

test('the Face Swap card stays Coming Soon and says why, leading nowhere', async ({ page, request }) => {
  const member = await createMember(request, 'face-swap');
  await signInThroughForm(page, member);
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/apps');
    const card = page.getByRole('list', { name: 'Tools' }).getByRole('listitem').filter({ hasText: 'Face Swap' });
    await expect(card).toContainText('Coming Soon');
    await expect(card).toContainText(
      'On hold on purpose: swapping faces onto sexual imagery makes pictures of real people without their verified consent, the harm takedown laws target. It waits until that consent can be verified.',
    );
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expectFits(page, 'dashboard');
  }
});
