import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

/** The PWA shell: the age and cookie gate, routing rules, navigation, and offline start. */

async function acceptGateBeforeLoad(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('ageVerificationAccepted', 'true');
    localStorage.setItem('cookieConsentAccepted', 'true');
  });
}

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('age and cookie gate', () => {
  test('a fresh browser sees the gate; accepting stores both flags and it stays closed after a reload', async ({ page }) => {
    const violations = collectCspViolations(page);
    await page.goto('/');
    const gate = page.getByRole('dialog');
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('required by law');
    await expect(gate.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', /\/legal/);
    await expect(gate.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', /\/legal/);

    await gate.getByRole('button', { name: "I'm 18+ & Accept" }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(
      await page.evaluate(() => [localStorage.getItem('ageVerificationAccepted'), localStorage.getItem('cookieConsentAccepted')]),
    ).toEqual(['true', 'true']);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Try FREE FLUX' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(violations).toEqual([]);
  });

  test('the gate shows again when one flag is missing', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ageVerificationAccepted', 'true'));
    await page.goto('/gallery');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("'I'm Under 18' leaves for a web search site and sets nothing", async ({ page }) => {
    await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Search</title>' }));
    await page.goto('/');
    const left = page.waitForURL(/^https:\/\/www\.google\.com\//);
    await page.getByRole('button', { name: "I'm Under 18" }).click();
    await left;
    await page.goto('/');
    expect(
      await page.evaluate(() => [localStorage.getItem('ageVerificationAccepted'), localStorage.getItem('cookieConsentAccepted')]),
    ).toEqual([null, null]);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('routing', () => {
  test.beforeEach(async ({ page }) => acceptGateBeforeLoad(page));

  test('paths match case-insensitively: /GALLERY resolves like /gallery', async ({ page }) => {
    await page.goto('/GALLERY');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await page.goto('/Legal');
    await expect(page.locator('#terms')).toBeVisible();
  });

  test("an unknown path shows 'Unexpected Application Error!' with the status and text", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });

  test('every route of the site renders a page, not the error screen', async ({ page }) => {
    for (const route of [
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
    ]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    }
  });

  test('the page scrolls to the top on every path change', async ({ page }) => {
    await page.goto('/legal');
    // The page's own chunk has arrived (pages other than the landing load when opened).
    await expect(page.locator('#copyright')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('navigation', () => {
  test.beforeEach(async ({ page }) => acceptGateBeforeLoad(page));

  test('a signed-out visitor sees the public links, Join Us and Login, and no member or admin links', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Gallery', '/gallery'],
      ['FREE FLUX', '/free-txt2img'],
      ['FREE Img2Img', '/free-img2img'],
      ['Magic Prompter', '/magic-prompter'],
      ['Resources', '/resources'],
      ['Join Us', '/pricing'],
      ['Login', '/pricing'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const hidden of ['AI Studio', 'Gallery Admin', 'Admin Panel', 'Profile']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await nav.getByRole('link', { name: 'Magic Prompter', exact: true }).click();
    await expect(page).toHaveURL(/\/magic-prompter$/);
  });

  test('on a phone the menu button toggles the same links and closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'FREE FLUX', exact: true }).click();
    await expect(page).toHaveURL(/\/free-txt2img$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the footer has the legal links, an Admin link and the Simple Admin static page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms', exact: false }).first()).toHaveAttribute('href', '/legal#terms');
    await expect(footer.getByRole('link', { name: 'Privacy', exact: false }).first()).toHaveAttribute('href', '/legal#privacy');
    await expect(footer.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
    await expect(footer.getByRole('link', { name: 'Simple Admin' })).toHaveAttribute('href', '/simple-admin.html');
    await expect(footer).toContainText('Stable Diffusion');
    const simple = await page.request.get('/simple-admin.html');
    expect(simple.status()).toBe(200);
  });
});

test.describe('installable and offline', () => {
  test('the manifest and icons are served', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.display).toBe('standalone');
  });

  test('the maskable icon is full-bleed: its background fills the canvas to the corners, the mark stays inside the safe zone', async ({
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: Array<{ src: string; purpose?: string }> };
    const src = manifest.icons.find((icon) => icon.purpose === 'maskable')!.src;
    const { data, info } = await sharp(await (await request.get(src)).body())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 512]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    const BACKGROUND = [0x8b, 0x1f, 0xd9, 255]; // #8b1fd9, opaque
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ] as const) {
      expect(pixel(x, y), `corner ${x},${y}`).toEqual(BACKGROUND);
    }
    // A launcher keeps only the centred circle of 40 % of the size in radius: everything outside it is plain background.
    const safe = 0.4 * 512;
    let outside = 0;
    let mark = 0;
    for (let y = 0; y < 512; y++) {
      for (let x = 0; x < 512; x++) {
        const [r, g, b, a] = pixel(x, y);
        if (Math.hypot(x + 0.5 - 256, y + 0.5 - 256) > safe) {
          if (r !== BACKGROUND[0] || g !== BACKGROUND[1] || b !== BACKGROUND[2] || a !== 255) outside += 1;
        } else if (r! > 240 && g! > 240 && b! > 240) {
          mark += 1;
        }
      }
    }
    expect(outside, 'pixels outside the safe zone that are not the background').toBe(0);
    // The white mark is there, inside it.
    expect(mark).toBeGreaterThan(5000);
  });

  test('the service worker registers, and with the browser offline the shell still loads', async ({ page, context }) => {
    await acceptGateBeforeLoad(page);
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/^http:\/\/localhost:\d+\/$/);
    // Let the worker take control so the next navigation goes through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Try FREE FLUX' })).toBeVisible();
    await page.goto('/legal');
    await expect(page.locator('#terms')).toBeVisible();
    await context.setOffline(false);
  });
});
