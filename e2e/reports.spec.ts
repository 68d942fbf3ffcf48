import { expect, type Page, test } from '@playwright/test';
import type pg from 'pg';
import { acceptGate, createMember, type Member, signInAsAdmin } from './members';
import { addFreshItem, FAL_SITE_URL, falSiteDatabase, type FreshItem } from './shared-items';

/**
 * Reports and takedowns in the browser: a visitor reports an item from the gallery's lightbox as
 * depicting a minor and it is gone from /gallery at once; the administrator finds the report in
 * /admin/review and keeps it (the item is back), and removes it after another report (gone for good,
 * its file too). Run on the second e2e site with items made for the test (e2e/shared-items.ts), so the
 * sample items other specs count stay as they are.
 */

test.use({ baseURL: FAL_SITE_URL });

let db: pg.Client;
test.beforeAll(async () => {
  db = await falSiteDatabase();
});
test.afterAll(async () => {
  await db?.end();
});
test.beforeEach(async ({ page }) => acceptGate(page));

const card = (page: Page, item: FreshItem) => page.locator('.gallery-grid').getByRole('button', { name: item.title, exact: true });

/** Opens the item in the lightbox and sends a report from its dialog. */
async function reportFromLightbox(page: Page, item: FreshItem, reason: string, load = true) {
  if (load) await page.goto('/gallery');
  await card(page, item).click();
  const lightbox = page.getByRole('dialog', { name: item.title });
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this item' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  for (const label of ['Depicts me without my consent', 'Depicts a minor', 'Illegal content', 'Other']) {
    await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
  }
  // Sending without a reason says what is missing.
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason for the report.');
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('Details (optional)').fill('Found while browsing the gallery.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  return dialog;
}

test('a visitor reports an item as depicting a minor: it leaves the gallery at once; the administrator keeps it, then removes it after another report', async ({
  page,
}) => {
  // A whole takedown, twice decided, on a machine shared with the other specs.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const item = await addFreshItem(db, `Report check ${Date.now()}`);

  const dialog = await reportFromLightbox(page, item, 'Depicts a minor');
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you. The item is hidden from the gallery while we review your report. Reports are reviewed within 48 hours.',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  // Focus went back to the Report action, in the lightbox that is still open.
  await expect(page.getByRole('dialog', { name: item.title }).getByRole('button', { name: 'Report', exact: true })).toBeFocused();

  await page.reload();
  await expect(page.locator('.gallery-card').first()).toBeVisible();
  await expect(card(page, item)).toHaveCount(0);

  // The administrator sees it in the review queue: reason, age, details, no consent record.
  await signInAsAdmin(page);
  await page.goto('/admin/review');
  const open = page.getByRole('list', { name: 'Open reports' });
  const entry = open.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.title }) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Depicts a minor');
  await expect(entry).toContainText('just now');
  await expect(entry).toContainText('Hidden from the gallery');
  await expect(entry).toContainText('Found while browsing the gallery.');
  await expect(entry).toContainText('No consent record');
  await expect(entry.getByRole('img', { name: `Reported item: ${item.title}` })).toBeVisible();

  await entry.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was kept' })).toHaveText(`“${item.title}” was kept. It shows in the gallery.`);
  await expect(entry).toHaveCount(0);
  await page.goto('/gallery');
  await expect(card(page, item)).toBeVisible();

  // Another report, this time that it shows someone without consent; the administrator removes it.
  const second = await page.request.post('/api/v1/reports', {
    data: { itemId: item.id, reason: 'no_consent', contactEmail: 'me@example.com' },
  });
  expect(second.status()).toBe(201);
  await page.goto('/admin/review');
  const again = open.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.title }) });
  await expect(again).toContainText('Depicts me without my consent');
  await expect(again.getByRole('link', { name: 'me@example.com' })).toBeVisible();
  await again.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Remove “${item.title}”?` });
  await confirm.getByRole('button', { name: 'Remove item' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Say why the item is removed.');
  await confirm.getByLabel('Reason for the removal').fill('The person shown asked for it to be taken down');
  await confirm.getByRole('button', { name: 'Remove item' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'was removed' })).toHaveText(`“${item.title}” was removed.`);
  await expect(again).toHaveCount(0);

  // Listed with the decided reports, with its title kept.
  await page.getByText(/^Decided reports/).click();
  const decided = page.getByRole('list', { name: 'Decided reports' }).getByRole('listitem').filter({ hasText: item.title });
  await expect(decided.first()).toContainText('Removed');
  await expect(decided.first()).toContainText('The person shown asked for it to be taken down');

  // Gone for good: not in the gallery, its file deleted.
  await page.goto('/gallery');
  await expect(page.locator('.gallery-card').first()).toBeVisible();
  await expect(card(page, item)).toHaveCount(0);
  expect((await page.request.get(item.url)).status()).toBe(404);
  const { rows } = await db.query('select 1 from public.gallery_images where id = $1', [item.id]);
  expect(rows).toHaveLength(0);
});

test('on a 390 px phone: the report dialog, and the review queue with an overdue report labelled in words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const item = await addFreshItem(db, `Phone report ${Date.now()}`);
  // Offline, the report is not sent and the dialog says so; back online it goes. The gallery has
  // loaded its list (the item shows) before the connection goes.
  await page.goto('/gallery');
  await expect(card(page, item)).toBeVisible();
  await page.context().setOffline(true);
  let dialog;
  try {
    dialog = await reportFromLightbox(page, item, 'Depicts me without my consent', false);
    await expect(dialog.getByRole('alert')).toHaveText(
      'You are offline, so the report was not sent. Send it again when you are back online.',
    );
  } finally {
    await page.context().setOffline(false);
  }
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('The item is hidden from the gallery while we review your report.');
  // Escape closes the report dialog only; the lightbox stays open.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: item.title })).toBeVisible();

  // A report left open for over 48 hours.
  await db.query(`update public.reports set created_at = now() - interval '50 hours' where item_id = $1`, [item.id]);
  await signInAsAdmin(page);
  await page.goto('/admin/review');
  const entry = page
    .getByRole('list', { name: 'Open reports' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: item.title }) });
  await expect(entry).toContainText('2 d ago');
  await expect(entry).toContainText('Overdue: over 48 hours');
  await entry.scrollIntoViewIfNeeded();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Decided, so the queue is left as it was found.
  await entry.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Remove “${item.title}”?` });
  await confirm.getByLabel('Reason for the removal').fill('Test item');
  await confirm.getByRole('button', { name: 'Remove item' }).click();
  await expect(entry).toHaveCount(0);
});

async function signIn(page: Page, member: Member) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test("a member's own items have no Report action in the lightbox; the shared items after them do", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await createMember(page.request, 'reports-own');
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [member.email]);
  const title = `My own render ${Date.now()}`;
  await db.query(
    `insert into public.gallery_items (user_id, type, object_key, title, prompt, model) values ($1, 'image', $2, $3, 'A quiet harbour at dawn', 'FLUX Schnell')`,
    [rows[0]!.id, `${rows[0]!.id}/e2e/own.png`, title],
  );
  await signIn(page, member);
  await page.goto('/gallery');
  await page.locator('.gallery-grid').getByRole('button', { name: title, exact: true }).click();
  const own = page.getByRole('dialog', { name: title });
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  await own.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Report', exact: true })).toBeVisible();
});
