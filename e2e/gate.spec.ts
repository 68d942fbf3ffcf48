import { expect, type Page, test } from '@playwright/test';

/**
 * The age gate's Terms of Service and Privacy Policy can be read before accepting them: they open
 * inside the gate, in a scrollable reader with a way back. The gate stays required for everything
 * else, and nothing is stored until 'I'm 18+ & Accept'.
 */

const flags = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('ageVerificationAccepted'), localStorage.getItem('cookieConsentAccepted')]);

test('the Terms of Service and Privacy Policy open inside the gate, scroll, and lead back; nothing is stored until accepted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/');
  const gate = page.getByRole('dialog');
  await expect(gate.getByRole('heading', { name: 'Adults only' })).toBeVisible();

  await gate.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(gate.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
  const reader = gate.getByRole('region', { name: 'Terms of Service and Privacy Policy' });
  await expect(reader.getByRole('heading', { name: 'Terms and Conditions' })).toBeInViewport();
  await expect(reader).toContainText('You may not use Studio 18');
  await expect(reader).toContainText('Norwegian law');
  await expect(page).toHaveURL(/\/$/);
  expect(await flags(page)).toEqual([null, null]);

  // The text is longer than the reader: it scrolls inside the gate to its end.
  expect(await reader.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await reader.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(reader.getByRole('heading', { name: 'Contact' })).toBeInViewport();
  await expect(gate.getByRole('button', { name: "I'm 18+ & Accept" })).toBeInViewport();

  await gate.getByRole('button', { name: 'Back' }).click();
  await expect(gate.getByRole('heading', { name: 'Adults only' })).toBeVisible();
  await expect(gate.getByRole('link', { name: 'Terms of Service' })).toBeFocused();

  await gate.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(gate.getByRole('heading', { level: 2, name: 'Privacy Policy' }).first()).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Privacy Policy' })).toBeInViewport();
  await expect(reader).toContainText('We never sell or share your e-mail address');
  await page.keyboard.press('Escape');
  await expect(gate.getByRole('heading', { name: 'Adults only' })).toBeVisible();
  expect(await flags(page)).toEqual([null, null]);

  // Still required for every other use of the site.
  await page.goto('/gallery');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Adults only' })).toBeVisible();
  await expect(page.locator('.shell')).toHaveAttribute('inert', '');

  await page.getByRole('dialog').getByRole('link', { name: 'Terms of Service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: "I'm 18+ & Accept" }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await flags(page)).toEqual(['true', 'true']);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
});

test('a link to /legal opened before accepting shows the legal text inside the gate; the legal page follows once accepted', async ({
  page,
}) => {
  await page.goto('/legal#privacy');
  const gate = page.getByRole('dialog');
  const reader = gate.getByRole('region', { name: 'Terms of Service and Privacy Policy' });
  await expect(reader.getByRole('heading', { name: 'Privacy Policy' })).toBeInViewport();
  await expect(page.locator('.shell')).toHaveAttribute('inert', '');
  expect(await flags(page)).toEqual([null, null]);

  await gate.getByRole('button', { name: "I'm 18+ & Accept" }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms, Privacy & Copyright' })).toBeVisible();
  await expect(page.locator('#privacy')).toBeVisible();
});

test("after 'I'm 18+ & Accept' focus moves to the page's main content, not to the body", async ({ page }) => {
  await page.goto('/gallery');
  const gate = page.getByRole('dialog');
  await expect(gate.getByRole('button', { name: "I'm 18+ & Accept" })).toBeFocused();
  // Accepted from the keyboard, as a keyboard or screen-reader user does.
  await page.keyboard.press('Enter');
  await expect(gate).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.id])).toEqual(['MAIN', 'main']);
  // The next Tab goes on into the page's content, and the main itself shows no focus ring.
  expect(await page.getByRole('main').evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(
      () => document.querySelector('main')!.contains(document.activeElement) && document.activeElement !== document.querySelector('main'),
    ),
  ).toBe(true);
});
