import { expect, type Page, test } from '@playwright/test';
import { ALL_TERMS } from '../api/contract/magic-prompter';
import { acceptGate } from './members';

/**
 * The Magic Prompter: Enter or Enhance adds 3 or 4 terms from the word lists to the
 * basic prompt, Regenerate re-rolls, Copy puts the prompt on the clipboard and says 'Copied!' for 2
 * seconds, Enhance is disabled while the prompt is empty. It is pure client code: all of it works
 * with no network once the service worker has the site.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const basicField = (page: Page) => page.getByLabel('Your basic prompt');
const resultField = (page: Page) => page.getByRole('textbox', { name: 'Enhanced prompt' });

/** The terms the result adds after the basic prompt, checking that it starts with it. */
async function addedTerms(page: Page, basic: string): Promise<string[]> {
  const text = await resultField(page).inputValue();
  expect(text.startsWith(`${basic}, `), `${JSON.stringify(text)} starts with the basic prompt`).toBe(true);
  return text.slice(basic.length + 2).split(', ');
}

function expectThreeOrFourTerms(terms: string[]) {
  expect(terms.length).toBeGreaterThanOrEqual(3);
  expect(terms.length).toBeLessThanOrEqual(4);
  expect(new Set(terms).size).toBe(terms.length);
  for (const term of terms) expect(ALL_TERMS).toContain(term);
}

/** Enhance, Regenerate and Copy, as the visitor uses them. */
async function enhanceRegenerateAndCopy(page: Page) {
  const basic = 'a woman in a red dress on a balcony at night';
  await basicField(page).fill(basic);
  await basicField(page).press('Enter');
  const first = await addedTerms(page, basic);
  expectThreeOrFourTerms(first);
  const firstText = await resultField(page).inputValue();

  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(resultField(page)).not.toHaveValue(firstText);
  expectThreeOrFourTerms(await addedTerms(page, basic));

  const shown = await resultField(page).inputValue();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
}

test.beforeEach(async ({ page }) => {
  await acceptGate(page);
});

test('Enhance is disabled while the prompt is empty or blank, and enabled by text', async ({ page }) => {
  await page.goto('/magic-prompter');
  await expect(page.getByRole('heading', { level: 1, name: 'Magic Prompter' })).toBeVisible();
  const enhanceButton = page.getByRole('button', { name: 'Enhance' });
  await expect(enhanceButton).toBeDisabled();
  await basicField(page).fill('   ');
  await expect(enhanceButton).toBeDisabled();
  await basicField(page).press('Enter');
  await expect(resultField(page)).toHaveCount(0);
  await basicField(page).fill('a dancer on a rooftop');
  await expect(enhanceButton).toBeEnabled();
  await enhanceButton.click();
  expectThreeOrFourTerms(await addedTerms(page, 'a dancer on a rooftop'));
});

test('Shift+Enter makes a new line, Enter enhances, and the result starts with the basic prompt plus 3 or 4 terms', async ({ page }) => {
  await page.goto('/magic-prompter');
  await basicField(page).click();
  await page.keyboard.type('a portrait of an adult woman');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('soft window light');
  await expect(basicField(page)).toHaveValue('a portrait of an adult woman\nsoft window light');
  await expect(resultField(page)).toHaveCount(0);
  await expect(page.getByText('Your enhanced prompt appears here')).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(basicField(page)).toHaveValue('a portrait of an adult woman\nsoft window light');
  expectThreeOrFourTerms(await addedTerms(page, 'a portrait of an adult woman\nsoft window light'));
  await expect(page.getByRole('list', { name: 'Terms added this roll' }).getByRole('listitem')).toHaveCount(
    (await addedTerms(page, 'a portrait of an adult woman\nsoft window light')).length,
  );
});

test('Regenerate re-rolls: each press gives a different prompt from the same basic prompt', async ({ page }) => {
  await page.goto('/magic-prompter');
  await basicField(page).fill('a man in a tailored suit, city at night');
  await page.getByRole('button', { name: 'Enhance' }).click();
  const seen = [await resultField(page).inputValue()];
  for (let roll = 0; roll < 5; roll++) {
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(resultField(page)).not.toHaveValue(seen.at(-1)!);
    expectThreeOrFourTerms(await addedTerms(page, 'a man in a tailored suit, city at night'));
    seen.push(await resultField(page).inputValue());
  }
});

test("Copy puts the prompt on the clipboard and shows 'Copied!' for about 2 seconds", async ({ page }) => {
  await page.goto('/magic-prompter');
  await basicField(page).fill('a woman on a beach at sunset');
  await basicField(page).press('Enter');
  const text = await resultField(page).inputValue();

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const shownAt = Date.now();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0, { timeout: 4_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThanOrEqual(1_800);
  expect(shownFor).toBeLessThan(3_500);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

  // An edit before copying is what gets copied.
  await resultField(page).fill(`${text}, my own touch`);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${text}, my own touch`);
});

test('the page shows the before/after example, the seven term categories and pro tips', async ({ page }) => {
  await page.goto('/magic-prompter');
  await expect(page.getByRole('heading', { level: 2, name: 'Before and after' })).toBeVisible();
  await expect(page.getByText('Before', { exact: true })).toBeVisible();
  await expect(page.getByText('After', { exact: true })).toBeVisible();
  for (const name of ['Quality', 'Technical', 'Artistic styles', 'Modifiers', 'NSFW terms', 'Body terms', 'Clothing']) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }
  const quality = page.getByRole('list', { name: 'Quality terms' });
  const preview = await quality.getByRole('listitem').count();
  await page
    .getByRole('button', { name: /^Show all \d+$/ })
    .first()
    .click();
  expect(await quality.getByRole('listitem').count()).toBeGreaterThan(preview);
  await expect(page.getByRole('heading', { level: 2, name: 'Pro tips' })).toBeVisible();
  await expect(page.locator('.tip-list > li')).toHaveCount(5);
});

test('offline, after one visit, the page loads and enhance, regenerate and copy all work', async ({ page, context }) => {
  await page.goto('/magic-prompter');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Magic Prompter' })).toBeVisible();
    // The network is really gone (navigator.onLine is not reliable for a page loaded offline).
    expect(
      await page.evaluate(() =>
        fetch('/healthz').then(
          () => 'reached',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await enhanceRegenerateAndCopy(page);

    // A fresh navigation from another page works offline too.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Magic Prompter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Magic Prompter' })).toBeVisible();
    await enhanceRegenerateAndCopy(page);
  } finally {
    await context.setOffline(false);
  }
});

test("'Open FREE FLUX' carries the enhanced prompt, as edited, into FREE FLUX's prompt box", async ({ page }) => {
  await page.goto('/magic-prompter');
  const basic = 'a jazz singer under a spotlight';
  await basicField(page).fill(basic);
  await page.getByRole('button', { name: 'Enhance' }).click();
  const terms = await addedTerms(page, basic);
  expectThreeOrFourTerms(terms);
  const edited = `${await resultField(page).inputValue()}, smoky club`;
  await resultField(page).fill(edited);

  await page.getByRole('link', { name: 'Open FREE FLUX' }).click();
  await expect(page).toHaveURL(/\/free-txt2img$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FREE FLUX' })).toBeVisible();
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue(edited);
  await expect(page.getByRole('button', { name: 'Generate Image' })).toBeEnabled();

  // Opened any other way, FREE FLUX starts empty.
  await page.goto('/');
  await page.goto('/free-txt2img');
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('');
});
