import { expect, type Page, test } from '@playwright/test';
import { acceptGate } from './members';

/**
 * The landing page: the hero video and the five sample clips are real files the server
 * made, served from our own origin; the figures come from the catalog; the install button works with
 * and without the browser's own prompt; the manifest makes the site installable with its shortcuts.
 */

test.beforeEach(async ({ page }) => acceptGate(page));

const SAMPLE_CAPTIONS = ['4K Quality Output', 'Dynamic Motion', 'Hyper Realistic', 'Professional Grade', 'Image-to-Video AI'];

const hero = (page: Page) => page.locator('.hero');

test('the hero plays a muted looping video inline, whose source the server made: an mp4 from our own storage', async ({
  page,
  request,
}) => {
  // A fresh site renders its landing media in the background after it starts listening.
  test.setTimeout(150_000);
  await page.goto('/');
  const video = hero(page).locator('video');
  await expect(video).toHaveCount(1);
  const facts = await video.evaluate((element: HTMLVideoElement) => ({
    muted: element.muted,
    loop: element.loop,
    autoplay: element.autoplay,
    playsInline: element.playsInline,
    poster: element.getAttribute('poster'),
    source: element.querySelector('source')?.getAttribute('src'),
    type: element.querySelector('source')?.getAttribute('type'),
  }));
  expect(facts).toEqual({
    muted: true,
    loop: true,
    autoplay: true,
    playsInline: true,
    poster: '/storage/v1/object/public/gallery/landing/hero.webp',
    source: '/storage/v1/object/public/gallery/landing/hero.mp4',
    type: 'video/mp4',
  });
  await expect.poll(async () => (await request.get(facts.source!)).status(), { timeout: 120_000, intervals: [500, 1000, 2000] }).toBe(200);
  const clip = await request.get(facts.source!);
  expect(clip.headers()['content-type']).toBe('video/mp4');
  expect(
    Buffer.from(await clip.body())
      .subarray(4, 8)
      .toString('latin1'),
  ).toBe('ftyp');
  const poster = await request.get(facts.poster!);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/webp');
});

test('five sample clips autoplay muted with the five captions, and pointing at one shows its detail', async ({ page }) => {
  await page.goto('/');
  const samples = page.locator('.sample');
  await expect(samples).toHaveCount(5);
  await expect(samples.locator('.sample-title')).toHaveText(SAMPLE_CAPTIONS);
  for (const [index, caption] of SAMPLE_CAPTIONS.entries()) {
    const video = samples.nth(index).locator('video');
    await expect(video).toHaveAttribute('aria-label', `Sample video: ${caption}`);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.autoplay])).toEqual([
      true,
      true,
      true,
    ]);
    await expect(video.locator('source')).toHaveAttribute('src', `/storage/v1/object/public/gallery/landing/sample-${index + 1}.mp4`);
  }
  const detail = samples.nth(1).locator('.sample-detail');
  await expect(detail).toBeHidden();
  await samples.nth(1).hover();
  await expect(detail).toBeVisible();
});

test("'Pause videos' stops every looping clip and 'Play videos' starts them again", async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Pause videos' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Play videos' })).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.locator('.hero video, .sample video').evaluateAll((videos) => videos.map((video) => (video as HTMLVideoElement).paused)),
  ).toEqual(Array(6).fill(true));
});

test("with reduced motion the clips start as posters and the toggle says 'Play videos'; pressing it plays them", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(hero(page).locator('video')).toHaveCount(0);
  await expect(hero(page).locator('img')).toHaveAttribute('src', '/storage/v1/object/public/gallery/landing/hero.webp');
  await expect(page.locator('.sample video')).toHaveCount(0);
  await expect(page.locator('.sample img')).toHaveCount(5);
  await expect(page.locator('.sample img').first()).toHaveAttribute('alt', 'Sample video: 4K Quality Output');
  // Nothing plays, and the toggle says what it would do.
  const play = page.getByRole('button', { name: 'Play videos' });
  await expect(play).toBeVisible();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Pause videos' })).toHaveCount(0);

  // The visitor's own choice wins: the clips play, and the toggle now offers to pause them.
  await play.click();
  const pause = page.getByRole('button', { name: 'Pause videos' });
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.hero video, .sample video')).toHaveCount(6);
  await expect.poll(() => page.locator('.hero video').evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play videos' })).toBeVisible();
  await expect(page.locator('.sample video')).toHaveCount(0);
});

test("'Try FREE FLUX' opens /free-txt2img and 'JOIN US TODAY' opens /pricing", async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('link', { name: 'Try FREE FLUX' }).click();
  await expect(page).toHaveURL(/\/free-txt2img$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'JOIN US TODAY' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("Exciting Updates takes its figures from the catalog: the free tokens and the package, and no '$10' claim", async ({
  page,
  request,
}) => {
  const catalog = await (await request.get('/api/v1/catalog')).json();
  expect(catalog.signupGrantTokens).toBe(500);
  await page.goto('/');
  const updates = page.getByRole('region', { name: 'Exciting Updates' });
  await expect(updates.getByRole('listitem')).toHaveCount(4);
  await expect(updates).toContainText(`${catalog.signupGrantTokens} free tokens for making videos`);
  await expect(updates).toContainText(
    `$${Number(catalog.tokenPackage.price)} buys ${catalog.tokenPackage.tokens.toLocaleString('en-US')} tokens`,
  );
  await expect(updates).toContainText('always');
  await expect(updates).toContainText('no weekly or monthly subscriptions');
  await expect(updates).toContainText('free gallery');
  await expect(hero(page)).toContainText(`${catalog.signupGrantTokens} free video tokens`);
  expect(await page.locator('main').innerText()).not.toContain('$10');
});

test('Featured On, the app cards, the tutorial with its three examples, the feature cards and Contact Us', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured On' });
  const directories = featured.getByRole('link');
  expect(await directories.count()).toBeGreaterThanOrEqual(3);
  // Plain text links: no logo is loaded from the directories.
  await expect(featured.locator('img')).toHaveCount(0);
  for (const link of await directories.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  const apps = page.getByRole('region', { name: 'One studio, every tool' });
  await expect(apps.getByRole('heading', { level: 3 })).toHaveText([
    'AI Studio',
    'FREE FLUX',
    'AI Image Remix',
    'Magic Prompter',
    'Studio 18 app',
  ]);
  await expect(apps).not.toContainText(/body/i);
  await expect(apps.getByRole('link', { name: 'Enhance a prompt' })).toHaveAttribute('href', '/magic-prompter');

  const follow = page.getByRole('region', { name: 'Three images, three clips' });
  await expect(follow.getByRole('listitem').filter({ hasText: /^\d.+Prompt: .{40,}$/ })).toHaveCount(3);
  await expect(follow.getByRole('img', { name: /^Example image \d/ })).toHaveCount(3);
  await expect(follow.locator('video')).toHaveAttribute('aria-label', /Tutorial/);
  await follow.getByRole('button', { name: 'Watch the tutorial' }).click();
  await expect(follow.locator('video')).toHaveAttribute('controls', '');
  await expect(follow.getByRole('link', { name: /Studio 18 on YouTube/ })).toHaveAttribute('target', '_blank');

  const features = page.getByRole('region', { name: 'Serious tools, simple controls' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Diffusion & FLUX models',
    'Advanced parameters',
    'VAE & negative prompts',
    'LoRA, Textual Inversion, ControlNet',
  ]);
  await expect(features).toContainText('7–9');
  await expect(features).toContainText('25–30');

  const contact = page.getByRole('region', { name: 'Talk to the team' });
  await expect(contact).toContainText('Contact Us');
  await expect(contact).toContainText('Oslo, Norway');
  // CONTACT_EMAIL's default, through the catalog.
  await expect(contact.getByRole('link', { name: 'contact@studio18.example' })).toHaveAttribute('href', 'mailto:contact@studio18.example');
  await expect(contact.locator('dt', { hasText: 'Phone' }).locator('+ dd')).toHaveText(/^—\s*Not listed$/);
});

test('nothing on the landing page is loaded from another site', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  await page.goto('/');
  // Down the whole page, so every lazy image and every clip near the screen is fetched.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.getByRole('button', { name: 'Watch the tutorial' }).click();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test.describe("'Install app'", () => {
  test('without the browser install prompt, it explains the home-screen steps in a dialog', async ({ page }) => {
    // Whatever this Chromium would do, this page never sees a beforeinstallprompt event.
    await page.addInitScript(() => window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true));
    await page.goto('/');
    await hero(page).getByRole('button', { name: 'Install app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Studio 18 to your home screen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Add to Home Screen');
    await expect(dialog).toContainText('Share');
    await expect(dialog).toContainText('Install');
    // This browser's steps come first and open.
    await expect(dialog.locator('details').first()).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hero(page).getByRole('button', { name: 'Install app' })).toBeFocused();
  });

  test("with the browser's install prompt, it shows that prompt instead of the dialog", async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt(): Promise<void>;
        userChoice: Promise<unknown>;
      };
      (window as unknown as { prompted: number }).prompted = 0;
      event.prompt = async () => {
        (window as unknown as { prompted: number }).prompted += 1;
      };
      event.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' });
      window.dispatchEvent(event);
    });
    await hero(page).getByRole('button', { name: 'Install app' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A prompt is used once: the next click explains the steps.
    await hero(page).getByRole('button', { name: 'Install app' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Studio 18 to your home screen' })).toBeVisible();
  });

  test('is not offered inside the installed app', async ({ page }) => {
    // iOS reports a home-screen app through navigator.standalone; other browsers through display-mode.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Try FREE FLUX' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});

test('the manifest makes the site installable: standalone, colours matching the page, shortcuts to Magic Prompter and FREE FLUX', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Studio 18 — AI image & video studio',
    short_name: 'Studio 18',
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
    theme_color: '#0a0a10',
    background_color: '#0a0a10',
  });
  expect(manifest.description).toMatch(/18\+/);
  expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url])).toEqual([
    ['Magic Prompter', '/magic-prompter'],
    ['FREE FLUX', '/free-txt2img'],
  ]);
  for (const shortcut of manifest.shortcuts as Array<{ icons: Array<{ src: string; sizes: string }> }>) {
    expect(shortcut.icons[0]?.sizes).toBe('96x96');
    const icon = await request.get(shortcut.icons[0]!.src);
    expect(icon.headers()['content-type']).toBe('image/png');
  }

  // The page's theme colour and background are the manifest's, so the splash screen and the page agree.
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(10, 10, 16)');
});
