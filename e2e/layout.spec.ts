import { expect, type Page, test } from '@playwright/test';
import { acceptGate, createMember } from './members';

/**
 * Layout from a 320 px phone up: no route scrolls sideways, the contact labels stay whole, and every
 * route has its own document title.
 */

const routes = [
  '/',
  '/gallery',
  '/resources',
  '/legal',
  '/pricing',
  '/profile',
  '/free-txt2img',
  '/free-img2img',
  '/apps',
  '/magic-prompter',
  '/tensor-art',
  '/gallery-admin',
  '/admin',
];

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the window`).toBeLessThanOrEqual(innerWidth);
}

/** How many lines the text of the element takes. */
function textLines(page: Page, selector: string, text: string): Promise<number> {
  return page.locator(selector, { hasText: text }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

test.describe('at 320 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 320, height: 720 }));

  test('no route of the site scrolls sideways, signed out', async ({ page }) => {
    await acceptGate(page);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, route);
    }
  });

  test('/pricing does not scroll sideways while the prices are still loading', async ({ page }) => {
    await acceptGate(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/catalog', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing');
    await expect(page.locator('.benefit .skeleton').first()).toBeVisible();
    await expectNoSidewaysScroll(page, '/pricing while loading');
    release();
    await expect(page.locator('.benefit', { hasText: 'tokens per generation' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/pricing');
  });

  test('the member pages do not scroll sideways either, on every profile tab', async ({ page, request }) => {
    const member = await createMember(request, 'narrow');
    await acceptGate(page);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const form = page.getByRole('form', { name: 'Welcome back' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Password', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveTitle('Profile · Studio 18');
    await expect(page.locator('.balance-value')).toHaveText(/tokens$/);

    // While the ledger loads, its placeholder rows fit too.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/tokens/transactions**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('status', { name: 'Loading transactions' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/profile History while loading');
    release();
    await page.unrouteAll({ behavior: 'wait' });

    for (const tab of ['Profile', 'History', 'My Gallery', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoSidewaysScroll(page, `/profile ${tab}`);
    }
    await page.goto('/apps');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Studio' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/apps signed in');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the open menu');
  });

  test('the age gate and its legal text fit the window', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog');
    await expect(gate.getByRole('button', { name: "I'm 18+ & Accept" })).toBeInViewport();
    await expectNoSidewaysScroll(page, 'the gate');
    await gate.getByRole('link', { name: 'Terms of Service' }).click();
    const reader = gate.getByRole('region', { name: 'Terms of Service and Privacy Policy' });
    await expect(reader).toBeVisible();
    await expect(gate.getByRole('button', { name: "I'm 18+ & Accept" })).toBeInViewport({ ratio: 1 });
    expect(await reader.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page, 'the gate reading the terms');
  });
});

test("the contact label 'E-mail' is never broken at its hyphen, at 320 and 390 px", async ({ page }) => {
  await acceptGate(page);
  for (const width of [320, 390, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('.contact-list dt', { hasText: 'E-mail' })).toBeVisible();
    expect(await textLines(page, '.contact-list dt', 'E-mail'), `'E-mail' at ${width} px`).toBe(1);
    await expect(page.getByRole('link', { name: 'contact@studio18.example' })).toBeVisible();
    await expectNoSidewaysScroll(page, `/ at ${width} px`);
  }
});

test('every route of the site has its own document title', async ({ page }) => {
  await acceptGate(page);
  const titles: Record<string, string> = {
    '/': 'Studio 18 — AI image & video studio',
    '/gallery': 'Gallery · Studio 18',
    '/resources': 'Resources · Studio 18',
    '/legal': 'Terms, Privacy & Copyright · Studio 18',
    '/pricing': 'Join Us · Studio 18',
    '/free-txt2img': 'FREE FLUX · Studio 18',
    '/free-img2img': 'AI Image Remix · Studio 18',
    '/apps': 'AI Studio · Studio 18',
    '/magic-prompter': 'Magic Prompter · Studio 18',
    '/tensor-art': 'Tensor Art · Studio 18',
    '/gallery-admin': 'Gallery Admin · Studio 18',
    '/admin': 'Admin Dashboard · Studio 18',
    '/no-such-page': 'Page not found · Studio 18',
  };
  for (const [route, title] of Object.entries(titles)) {
    await page.goto(route);
    await expect(page, route).toHaveTitle(title);
  }
  // /profile sends a signed-out visitor to /pricing, whose title follows.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle('Join Us · Studio 18');

  // Moving within the site changes it too, not only a fresh load.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveTitle('Resources · Studio 18');
  await page.goBack();
  await expect(page).toHaveTitle('Studio 18 — AI image & video studio');
});

test('Chromium blurs what scrolls behind the sticky top bar, the age gate and the dialogs (backdrop-filter)', async ({ page }) => {
  const backdrop = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).backdropFilter);
  await page.addInitScript(() => window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true));
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await backdrop('.gate-backdrop')).toBe('blur(18px)');
  await page.getByRole('button', { name: "I'm 18+ & Accept" }).click();

  await page.mouse.wheel(0, 900);
  expect(await backdrop('.topbar')).toBe('saturate(1.6) blur(14px)');

  await page.locator('.hero').getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Studio 18 to your home screen' })).toBeVisible();
  expect(await backdrop('.modal-backdrop')).toBe('blur(14px)');
  await page.keyboard.press('Escape');

  // Every stylesheet the site serves gives the unprefixed property wherever it gives the -webkit- one.
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  expect(sheets.length).toBeGreaterThan(0);
  for (const href of sheets) {
    const css = await (await page.request.get(href)).text();
    const rules = css.match(/[^{}]*\{[^{}]*\}/g) ?? [];
    const prefixedOnly = rules.filter((rule) => rule.includes('-webkit-backdrop-filter') && !/(^|[;{\s])backdrop-filter:/.test(rule));
    expect(prefixedOnly, href).toEqual([]);
  }
});
