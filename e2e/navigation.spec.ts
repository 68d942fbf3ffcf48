import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { acceptGate, signInAsAdmin } from './members';

/**
 * The top bar at every width: the administrator's nine items on one line from 1024 to 1920 px, and
 * the phone menu that closes with Escape or a tap outside, keeps the page behind still, and does not
 * move the bar when it opens.
 */

test.beforeEach(async ({ page }) => acceptGate(page));

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** How many lines an element's text takes: the distinct tops of its text's line boxes. */
function textLines(item: Locator): Promise<number> {
  return item.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** One line: the text does not wrap and the box is no taller than one line of it plus its padding. */
async function expectOneLine(item: Locator, name: string) {
  await expect(item, name).toBeVisible();
  expect(await textLines(item), `${name} wraps`).toBe(1);
  const { height, lineHeight, padding } = await item.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6,
      padding:
        parseFloat(style.paddingTop) +
        parseFloat(style.paddingBottom) +
        parseFloat(style.borderTopWidth) +
        parseFloat(style.borderBottomWidth),
    };
  });
  expect(height, `${name} is taller than one line`).toBeLessThan(lineHeight * 1.5 + padding);
}

/** The bar's items share one row, left to right, without overlapping, inside the window. */
async function expectOneRow(items: Locator[], page: Page) {
  const boxes = [];
  for (const item of items) boxes.push((await item.boundingBox())!);
  const width = page.viewportSize()!.width;
  const middle = boxes[0]!.y + boxes[0]!.height / 2;
  for (const [index, box] of boxes.entries()) {
    expect(Math.abs(box.y + box.height / 2 - middle), `item ${index} is on another row`).toBeLessThan(3);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (index > 0)
      expect(box.x, `item ${index} overlaps the one before`).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width - 0.5);
  }
}

const memberItems = ['Gallery', 'AI Studio', 'FREE FLUX', 'FREE Img2Img', 'Magic Prompter', 'Resources'];
const adminItems = ['Gallery Admin', 'Admin Panel'];

test('signed in as the administrator, every nav item is one line at 1024, 1280, 1440 and 1920 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);

  for (const width of [1440, 1920, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const items = [...memberItems, ...adminItems, 'Profile'].map((name) => nav(page).getByRole('link', { name, exact: true }));
    for (const [index, item] of items.entries())
      await expectOneLine(item, `${[...memberItems, ...adminItems, 'Profile'][index]} at ${width} px`);
    await expectOneRow(items, page);
  }

  // At 1024 px the admin's two links share an 'Admin' menu; everything else stays in the bar.
  await page.setViewportSize({ width: 1024, height: 900 });
  const admin = nav(page).getByRole('button', { name: 'Admin', exact: true });
  const bar = [
    ...memberItems.map((name) => nav(page).getByRole('link', { name, exact: true })),
    admin,
    nav(page).getByRole('link', { name: 'Profile', exact: true }),
  ];
  for (const [index, item] of bar.entries()) await expectOneLine(item, `${[...memberItems, 'Admin', 'Profile'][index]} at 1024 px`);
  await expectOneRow(bar, page);
  await expect(nav(page).getByRole('link', { name: 'Admin Panel', exact: true })).toBeHidden();
  await admin.click();
  await expect(admin).toHaveAttribute('aria-expanded', 'true');
  for (const name of adminItems) await expectOneLine(nav(page).getByRole('link', { name, exact: true }), `${name} in the Admin menu`);
  await page.keyboard.press('Escape');
  await expect(nav(page).getByRole('link', { name: 'Admin Panel', exact: true })).toBeHidden();
  await expect(admin).toBeFocused();
  await admin.click();
  await nav(page).getByRole('link', { name: 'Admin Panel', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin).toHaveAttribute('aria-expanded', 'false');

  // On a phone the menu lists them under their own heading, with no 'Admin' button in the way.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  for (const name of [...memberItems, ...adminItems])
    await expectOneLine(nav(page).getByRole('link', { name, exact: true }), `${name} in the phone menu`);
  await expect(admin).toBeHidden();
});

test.describe('the phone menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
  });

  test('Escape closes it and gives focus back to the menu button', async ({ page }) => {
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(nav(page).getByRole('link', { name: 'Resources', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Resources', exact: true })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a tap outside closes it without activating what is underneath', async ({ page }) => {
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = (await page.locator('#nav-links').boundingBox())!;
    await page.mouse.click(195, Math.min(panel.y + panel.height + 120, 830));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
  });

  test('the page behind does not scroll while it is open, and scrolls again once it is closed', async ({ page }) => {
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(195, 780);
    await page.mouse.wheel(0, 900);
    await page.keyboard.press('End');
    // Give a scroll that should not happen the time to happen.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

/**
 * Headless Chromium hides scrollbars by default, which would hide the jump a real desktop browser
 * shows when a lock removes the scrollbar: this browser keeps them.
 */
test('opening the phone menu in a browser with visible scrollbars does not move the bar', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const browser: Browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await acceptGate(page);
    await page.goto('/');
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar, 'this browser shows a scrollbar').toBeGreaterThan(0);

    const positions = () =>
      page.evaluate(() =>
        ['.brand', '.menu-button', '.topbar'].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return [selector, Math.round(box.left * 10) / 10, Math.round(box.right * 10) / 10, Math.round(box.top * 10) / 10];
        }),
      );
    const closed = await positions();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await positions()).toEqual(closed);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await positions()).toEqual(closed);
    await context.close();
  } finally {
    await browser.close();
  }
});
