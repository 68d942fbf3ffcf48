import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptGate, accessTokenFor, ADMIN, createMember, signInThroughForm } from './members';

/**
 * Text to Video paused by the administrator: the Studio's view says so in the product's words and
 * its Generate is disabled; a view opened before the pause learns it from the refused submit. The
 * pause is site-wide, so this file runs after the others (SITE_WIDE_SPECS) and gives the setting back.
 */

const TITLE = 'Service Temporarily Under Maintenance';
const DETAIL = "Video generation is temporarily unavailable. We're working to restore service soon!";

async function pause(request: APIRequestContext, paused: boolean | null): Promise<void> {
  const res = await request.put('/api/v1/admin/settings', {
    headers: { authorization: `Bearer ${await accessTokenFor(request, ADMIN)}` },
    data: { maintenance: { 'text-to-video': paused } },
  });
  expect(res.status()).toBe(200);
}

test.beforeEach(async ({ page }) => acceptGate(page));

test('Text to Video under maintenance: the banner, Generate disabled, and a submit refused while the view was open says so too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'paused');
  await signInThroughForm(page, member);
  try {
    await page.goto('/apps/text-to-video');
    await expect(page.getByRole('button', { name: 'Generate Video' })).toBeEnabled();
    await expect(page.getByText(TITLE)).toHaveCount(0);

    // Paused after the view opened: the submit is refused (503) and the view shows the banner at once.
    await pause(request, true);
    await page.getByLabel('Prompt', { exact: true }).fill('A lighthouse in a storm');
    await page.getByRole('button', { name: 'Generate Video' }).click();
    const banner = page.getByRole('status').filter({ hasText: TITLE });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(DETAIL);
    await expect(page.getByRole('button', { name: 'Under maintenance' })).toBeDisabled();

    // Opened while paused: the catalog says so before anything is tried.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: TITLE })).toContainText(DETAIL);
    await expect(page.getByRole('button', { name: 'Under maintenance' })).toBeDisabled();
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  } finally {
    await pause(request, null);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Generate Video' })).toBeEnabled();
  await expect(page.getByText(TITLE)).toHaveCount(0);
});
