import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptGate, signInAsAdmin } from './members';

/**
 * Gallery Admin in the browser: the administrator uploads an image (which then opens the public
 * gallery), reorders the gallery with the arrow buttons, the keyboard and drag and drop, sees a failed
 * save undone, deletes after a confirmation, and is told before sending when a file is not an image or
 * is 10 MB or more; on a 1440 px desktop and a 390 px phone.
 *
 * It runs against the second site of e2e/playwright.config.ts, whose gallery no other browser test checks, so
 * the sample gallery that e2e/gallery.spec.ts counts on the first site is never disturbed; the tests
 * run one after the other because each changes this site's gallery.
 */

const falSite = `http://localhost:${Number(process.env.E2E_PORT ?? 3199) + 2}`;
test.use({ baseURL: falSite });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeEach(async ({ page }) => acceptGate(page));

const list = (page: Page) => page.getByRole('list', { name: 'Gallery order' });
const items = (page: Page) => list(page).getByRole('listitem');
const item = (page: Page, title: string) => list(page).getByRole('listitem', { name: title, exact: true });
const titles = (page: Page) => list(page).locator('.ga-title').allTextContents();
const uploadForm = (page: Page) => page.getByRole('form', { name: 'Upload an image' });

async function pngOf(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function openGalleryAdmin(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/gallery-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery Admin' })).toBeVisible();
  await expect(items(page).first()).toBeVisible();
}

/** Waits for the order to be saved by the server after `action`. */
async function saved(page: Page, action: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/admin/gallery/order') && response.request().method() === 'PUT',
  );
  await action();
  expect((await answer).status()).toBe(200);
}

async function uploadImage(page: Page, fileName: string, bytes: Buffer, title?: string) {
  const form = uploadForm(page);
  await form.getByLabel('Image').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: bytes });
  if (title !== undefined) await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Upload' }).click();
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}

async function dragOnto(page: Page, from: Locator, to: Locator) {
  await saved(page, () => from.dragTo(to));
}

test('on a desktop: upload with a default title, see it first in the public gallery, reorder, undo a failed save, delete after confirming', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openGalleryAdmin(page);
  const form = uploadForm(page);
  const upload = form.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();

  // Refused in the browser, before anything is sent.
  await form.getByLabel('Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some words') });
  await expect(form.getByRole('alert')).toHaveText('Please select an image file');
  await form.getByLabel('Image').setInputFiles({ name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(form.getByRole('alert')).toHaveText('Please select an image file');
  const tenMegabytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10 * 1024 * 1024 - 8)]);
  await form.getByLabel('Image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tenMegabytes });
  await expect(form.getByRole('alert')).toHaveText('File size must be less than 10MB');
  await expect(upload).toBeDisabled();

  // The title defaults to the file name without its extension; Upload waits for a title.
  const stamp = Date.now().toString(36);
  const title = `Harbour lights ${stamp}`;
  await form
    .getByLabel('Image')
    .setInputFiles({ name: `harbour-${stamp}.png`, mimeType: 'image/png', buffer: await pngOf(640, 420, { r: 40, g: 90, b: 170 }) });
  await expect(form.getByRole('img', { name: 'Preview of the image to upload' })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(`harbour-${stamp}`);
  await expect(upload).toBeEnabled();
  await form.getByLabel('Title').fill('   ');
  await expect(upload).toBeDisabled();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description (optional)').fill('Boats resting under the evening lamps');

  // The upload is held back a moment so its state can be seen.
  await page.route('**/api/v1/admin/gallery', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await upload.click();
  await expect(form.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(`Uploaded "${title}". It is now first in the gallery.`);
  await page.unroute('**/api/v1/admin/gallery');
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByLabel('Description (optional)')).toHaveValue('');
  await expect(upload).toBeDisabled();
  await expect(items(page).first()).toHaveAccessibleName(title);
  await expect(item(page, title)).toContainText('Boats resting under the evening lamps');
  await expect(item(page, title)).toContainText('Image · PNG · 640 × 420');

  // Everyone sees it first in the public gallery.
  await page.goto('/gallery');
  await expect(page.locator('.gallery-card').first()).toHaveAccessibleName(title);

  // Reorder with the arrow buttons, then with the keyboard alone.
  await page.goto('/gallery-admin');
  await expect(items(page).first()).toHaveAccessibleName(title);
  const original = await titles(page);
  await saved(page, () =>
    item(page, title)
      .getByRole('button', { name: `Move "${title}" down` })
      .click(),
  );
  expect(await titles(page)).toEqual([original[1], title, ...original.slice(2)]);
  // The moved item's button keeps the focus, so Enter moves it again.
  await expect(item(page, title).getByRole('button', { name: `Move "${title}" down` })).toBeFocused();
  await saved(page, () => page.keyboard.press('Enter'));
  expect((await titles(page))[2]).toBe(title);
  await page.keyboard.press('Shift+Tab');
  await expect(item(page, title).getByRole('button', { name: `Move "${title}" up` })).toBeFocused();
  await saved(page, () => page.keyboard.press('Enter'));
  await saved(page, () => page.keyboard.press('Enter'));
  expect(await titles(page)).toEqual(original);
  // At the top, the focus moves to the one button that still works.
  await expect(item(page, title).getByRole('button', { name: `Move "${title}" down` })).toBeFocused();

  // Drag and drop: the third item dropped on the first goes first; the order survives a reload.
  await dragOnto(page, items(page).nth(2), items(page).nth(0));
  expect(await titles(page)).toEqual([original[2], original[0], original[1], ...original.slice(3)]);
  await page.reload();
  await expect(items(page).first()).toHaveAccessibleName(original[2]!);
  await dragOnto(page, items(page).nth(0), items(page).nth(2));
  expect(await titles(page)).toEqual(original);
  await page.goto('/gallery');
  await expect(page.locator('.gallery-card').first()).toHaveAccessibleName(title);
  await page.goto('/gallery-admin');
  await expect(items(page).first()).toHaveAccessibleName(title);

  // A save that fails puts the previous order back and says so.
  await page.route('**/api/v1/admin/gallery/order', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }),
  );
  await item(page, title)
    .getByRole('button', { name: `Move "${title}" down` })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Failed to save the new order. The previous order is shown again.');
  expect(await titles(page)).toEqual(original);
  await page.unroute('**/api/v1/admin/gallery/order');

  // A move made while the one before is still being saved is saved after it, not lost.
  const sent: string[][] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/admin/gallery/order', async (route) => {
    sent.push((route.request().postDataJSON() as { ids: string[] }).ids);
    if (sent.length === 1) await held;
    await route.continue();
  });
  const down = item(page, title).getByRole('button', { name: `Move "${title}" down` });
  await down.click();
  await expect.poll(() => sent.length).toBe(1);
  await down.click();
  expect(await titles(page)).toEqual([original[1], original[2], title, ...original.slice(3)]);
  release();
  await expect.poll(() => sent.length).toBe(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unroute('**/api/v1/admin/gallery/order');
  await page.reload();
  await expect(items(page).nth(2)).toHaveAccessibleName(title);
  expect(await titles(page)).toEqual([original[1], original[2], title, ...original.slice(3)]);
  const up = item(page, title).getByRole('button', { name: `Move "${title}" up` });
  await saved(page, () => up.click());
  await expect(items(page).nth(1)).toHaveAccessibleName(title);
  await saved(page, () => up.click());
  expect(await titles(page)).toEqual(original);

  // Delete asks first, naming the title; Cancel keeps the item.
  await item(page, title)
    .getByRole('button', { name: `Delete "${title}"` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete image' });
  await expect(dialog).toContainText(`Delete "${title}" from the gallery? This cannot be undone.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item(page, title)).toBeVisible();
  await item(page, title)
    .getByRole('button', { name: `Delete "${title}"` })
    .click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted "${title}".` })).toBeVisible();
  await expect(item(page, title)).toHaveCount(0);
  expect(await titles(page)).toEqual(original.slice(1));
  await page.goto('/gallery');
  await expect(page.locator('.gallery-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: title, exact: true })).toHaveCount(0);
});

test('on a phone: the screen fits 390 px, says when the list or a delete fails, uploads, moves with the arrows and deletes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  // A list that cannot be loaded says so and offers to try again.
  const failing = (route: Route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' })
      : route.continue();
  await page.route('**/api/v1/admin/gallery', failing);
  await page.goto('/gallery-admin');
  await expect(page.getByRole('alert')).toContainText('Failed to load images');
  await page.unroute('**/api/v1/admin/gallery', failing);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(items(page).first()).toBeVisible();
  await noSideways(page);
  const form = uploadForm(page);
  await form.getByLabel('Image').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(11 * 1024 * 1024)]),
  });
  await expect(form.getByRole('alert')).toHaveText('File size must be less than 10MB');

  const title = `Dune at noon ${Date.now().toString(36)}`;
  await uploadImage(page, 'dune.png', await pngOf(300, 500, { r: 200, g: 150, b: 80 }), title);
  await expect(items(page).first()).toHaveAccessibleName(title);
  await noSideways(page);
  await saved(page, () =>
    item(page, title)
      .getByRole('button', { name: `Move "${title}" down` })
      .click(),
  );
  expect((await titles(page))[1]).toBe(title);

  // A delete that fails says so and keeps the item.
  await page.route('**/api/v1/admin/gallery/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' })
      : route.continue(),
  );
  await item(page, title)
    .getByRole('button', { name: `Delete "${title}"` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete image' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete image');
  await expect(item(page, title)).toBeVisible();
  await page.unroute('**/api/v1/admin/gallery/*');

  await item(page, title)
    .getByRole('button', { name: `Delete "${title}"` })
    .click();
  await expect(dialog).toContainText(`Delete "${title}" from the gallery? This cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(item(page, title)).toHaveCount(0);
  await noSideways(page);
});
