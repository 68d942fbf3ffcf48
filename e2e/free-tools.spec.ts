import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptGate } from './members';
import { JOB_MS, JOBS_TEST_MS } from './timing';

/**
 * The free generators against the default server, whose provider is the demo renderer: FREE FLUX
 * (/free-txt2img) and AI Image Remix (/free-img2img). Every message the
 * user sees is written out here.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SPONSOR_TEXT = 'Visit our sponsor and consider joining them!';

test.beforeEach(async ({ page }) => acceptGate(page));

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function expectPng(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toMatch(/^studio18-.*\.png$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const image = await sharp(bytes).metadata();
  expect(image.format).toBe('png');
}

async function expectImageLoaded(page: Page, name: RegExp): Promise<void> {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible({ timeout: JOB_MS });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test.describe('FREE FLUX (/free-txt2img)', () => {
  test('a prompt becomes a demo image with its progress log lines, badged as not AI, downloaded as a PNG, then reset', async ({ page }) => {
    const violations = collectCspViolations(page);
    await page.goto('/free-txt2img');
    await expect(page.getByRole('heading', { level: 1, name: 'FREE FLUX' })).toBeVisible();
    // The cost comes from the catalog: the free tools cost 0 tokens.
    await expect(page.getByTitle('0 tokens per generation')).toContainText('FREE');

    await page.getByLabel('Prompt', { exact: true }).fill('A lighthouse on a cliff at dawn');
    await page.getByRole('button', { name: 'Generate Image' }).click();

    await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Generating/ })).toBeDisabled();
    const log = page.getByRole('log');
    await expect(log).toContainText('Starting image generation...');
    await expect(log).toContainText('Generating with Demo renderer (not AI)...');
    await expect(log).toContainText('Image generated, creating preview...');
    await expect(log).toContainText('Image rendered by the demo renderer (demo render, not AI)');

    await expectImageLoaded(page, /^Generated image: A lighthouse on a cliff at dawn$/);
    await expect(page.getByText('demo render, not AI', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Image' })).toBeEnabled();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    // The first 30 characters of the prompt, sanitised.
    expect(download.suggestedFilename()).toMatch(/^studio18-a_lighthouse_on_a_cliff_at_daw-\d+\.png$/);
    await expectPng(download);

    await page.getByRole('button', { name: 'New Image' }).click();
    await expect(page.getByRole('img', { name: /^Generated image:/ })).toHaveCount(0);
    await expect(page.getByRole('log')).toHaveCount(0);
    await expect(page.getByText('Your image will appear here')).toBeVisible();
    // The prompt stays, ready for a variation.
    await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('A lighthouse on a cliff at dawn');
    expect(violations).toEqual([]);
  });

  test('Generate Image stays disabled while the prompt is blank or only spaces; submitting from the keyboard says to enter one', async ({
    page,
  }) => {
    await page.goto('/free-txt2img');
    const generate = page.getByRole('button', { name: 'Generate Image' });
    const prompt = page.getByLabel('Prompt', { exact: true });
    await expect(generate).toBeDisabled();
    await prompt.fill('   \n  ');
    await expect(generate).toBeDisabled();
    await prompt.press('Control+Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter a prompt');
    await expect(prompt).toHaveAttribute('aria-invalid', 'true');
    await prompt.fill('a cat');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(generate).toBeEnabled();
  });

  test('the example prompt is copied, a style preset appends its phrases, and the settings start at the tool defaults', async ({
    page,
  }) => {
    await page.goto('/free-txt2img');
    const example = page.getByLabel('Example prompt');
    await expect(example).toHaveAttribute('readonly', '');
    const exampleText = await example.inputValue();
    await page.getByRole('button', { name: 'Copy to Prompt' }).click();
    const prompt = page.getByLabel('Prompt', { exact: true });
    await expect(prompt).toHaveValue(exampleText);

    await page.getByRole('button', { name: 'Cinematic' }).click();
    await expect(prompt).toHaveValue(`${exampleText}, cinematic still, dramatic lighting, film grain, anamorphic lens, color graded`);
    await expect(page.getByRole('button', { name: 'Cinematic' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Cinematic' }).click();
    await expect(prompt).toHaveValue(exampleText);

    await expect(page.getByRole('radio', { name: /Square.*1024×1024/ })).toBeChecked();
    await page.getByRole('radio', { name: /Portrait.*832×1216/ }).check();
    await expect(page.getByRole('radio', { name: /Landscape.*1216×832/ })).not.toBeChecked();

    await page.getByText('Advanced Settings').click();
    await expect(page.getByRole('slider', { name: 'Steps' })).toHaveValue('4');
    await expect(page.getByRole('slider', { name: 'Steps' })).toHaveAttribute('max', '8');
    await expect(page.getByRole('slider', { name: 'Guidance' })).toHaveValue('3.5');
    await expect(page.getByRole('slider', { name: 'Guidance' })).toHaveAttribute('step', '0.5');
    await expect(page.getByLabel('Negative prompt')).toHaveValue(/^blurry, low quality, lowres/);
  });

  test('a submit that never reached the server is retried after 2 s and 4 s with the same Idempotency-Key, and the log says so', async ({
    page,
  }) => {
    const keys: string[] = [];
    let failures = 2;
    await page.route('**/api/v1/generations', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (failures-- > 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.goto('/free-txt2img');
    await page.getByLabel('Prompt', { exact: true }).fill('A paper boat on a puddle');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    const log = page.getByRole('log');
    await expect(log).toContainText('Network error, retrying in 2 s (attempt 1 of 3)...');
    await expect(log).toContainText('Network error, retrying in 4 s (attempt 2 of 3)...');
    await expectImageLoaded(page, /^Generated image: A paper boat on a puddle$/);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('when the event stream drops, it resumes after the last event received (Last-Event-ID): every log line once', async ({ page }) => {
    const resumedFrom: (string | null)[] = [];
    let deliveredId: string | null = null;
    await page.route('**/api/v1/generations/*/events', async (route) => {
      if (deliveredId !== null) {
        resumedFrom.push(await route.request().headerValue('last-event-id'));
        return route.continue();
      }
      // The first connection brings the first three stored events only, then drops.
      const whole = await (await route.fetch()).text();
      const blocks = whole.split('\n\n');
      const stored = blocks.filter((block) => /^id: /m.test(block)).slice(0, 3);
      deliveredId = /^id: (.*)$/m.exec(stored.at(-1) ?? '')?.[1] ?? null;
      await route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
        body: `retry: 500\n\n${stored.join('\n\n')}\n\n`,
      });
    });
    await page.goto('/free-txt2img');
    await page.getByLabel('Prompt', { exact: true }).fill('A fox in the snow');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expectImageLoaded(page, /^Generated image: A fox in the snow$/);
    expect(deliveredId).not.toBeNull();
    expect(resumedFrom).toEqual([deliveredId]);
    const lines = await page.getByRole('log').getByRole('listitem').allTextContents();
    expect(lines).toEqual([
      'Starting image generation...',
      'Generating with Demo renderer (not AI)...',
      'Image generated, creating preview...',
      'Image rendered by the demo renderer (demo render, not AI)',
    ]);
  });

  test('an image that cannot be loaded is cleared and the user-facing message shows', async ({ page }) => {
    await page.route('**/storage/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/free-txt2img');
    await page.getByLabel('Prompt', { exact: true }).fill('A red bicycle');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to load generated image');
    await expect(page.getByRole('img', { name: /^Generated image:/ })).toHaveCount(0);
  });

  test('the sponsor banner links to the configured sponsor, marked sponsored, in a new tab', async ({ page, request }) => {
    const catalog = (await (await request.get('/api/v1/catalog')).json()) as { sponsorUrl: string };
    for (const path of ['/free-txt2img', '/free-img2img']) {
      await page.goto(path);
      const link = page.getByRole('link', { name: SPONSOR_TEXT });
      await expect(link).toHaveAttribute('href', catalog.sponsorUrl);
      await expect(link).toHaveAttribute('rel', /\bsponsored\b/);
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

test.describe('AI Image Remix (/free-img2img)', () => {
  async function pngFile(name = 'photo.png') {
    const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    return { name, mimeType: 'image/png', buffer };
  }

  test('an uploaded PNG is remixed with consent: the user-facing messages first, then Original and Generated side by side, downloaded', async ({
    page,
  }) => {
    test.setTimeout(JOBS_TEST_MS);
    const violations = collectCspViolations(page);
    await page.goto('/free-img2img');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Image Remix' })).toBeVisible();
    await expect(page.getByText('0 generated')).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate Free Remix' });

    await generate.click();
    await expect(page.getByRole('alert')).toHaveText('Please upload an image and enter a prompt');

    await page.getByLabel('Image', { exact: true }).setInputFiles(await pngFile());
    await expect(page.getByRole('img', { name: 'The image to remix' })).toBeVisible();
    await generate.click();
    await expect(page.getByRole('alert')).toHaveText('Please upload an image and enter a prompt');

    await page.getByLabel('Describe the changes').fill('Make it a sunset over the sea');
    await generate.click();
    await expect(page.getByRole('alert')).toHaveText('You must confirm that you have consent to use this image');

    const consent = page.getByRole('checkbox', { name: /explicit consent to use and modify it/ });
    await expect(consent).toHaveAccessibleName(
      'I confirm that I have the right to use this image and, if it shows a real person, that I have their explicit consent to use and modify it.',
    );
    await consent.check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await generate.click();

    const progress = page.getByRole('progressbar', { name: 'Remix progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: JOB_MS });
    // Back to 0 a second after 100.
    await expect(progress).toBeHidden();

    const card = page.getByRole('article', { name: 'Remix: Make it a sunset over the sea' });
    await expect(card.getByText('Original', { exact: true })).toBeVisible();
    await expect(card.getByText('Generated', { exact: true })).toBeVisible();
    await expectImageLoaded(page, /^Original image for: Make it a sunset over the sea$/);
    await expectImageLoaded(page, /^Generated remix: Make it a sunset over the sea$/);
    await expect(card.getByText('demo render, not AI', { exact: true })).toBeVisible();
    await expect(card.locator('time')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('1 generated')).toBeVisible({ timeout: JOB_MS });

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^studio18-make_it_a_sunset_over_the_sea-\d+\.png$/);
    await expectPng(download);

    // A second remix goes on top.
    await page.getByLabel('Describe the changes').fill('Now in winter');
    await generate.click();
    await expect(page.getByText('2 generated')).toBeVisible({ timeout: JOB_MS });
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Remix: Now in winter');
    expect(violations).toEqual([]);
  });

  test('a file that is not an image, even named .png, is refused before upload', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/uploads')) uploads.push(request.url());
    });
    await page.goto('/free-img2img');
    await page
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await expect(page.getByRole('alert')).toHaveText('Please select a valid image file');
    await expect(page.getByRole('img', { name: 'The image to remix' })).toHaveCount(0);
    await page
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText('Please select a valid image file');
    expect(uploads).toEqual([]);
  });

  test('an image over 10MB is refused before upload', async ({ page }) => {
    await page.goto('/free-img2img');
    const { buffer } = await pngFile();
    const large = Buffer.concat([buffer, Buffer.alloc(10 * 1024 * 1024)]);
    await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
    await expect(page.getByRole('alert')).toHaveText('Image size must be less than 10MB');
  });
});

test('on a 390 px phone nothing sticks out of the page column, before, during or after a generation', async ({ page }) => {
  test.setTimeout(JOBS_TEST_MS);
  await page.setViewportSize({ width: 390, height: 800 });
  // How far any panel reached past the page's column (or the window), sampled every frame while the job runs.
  const watchOverflow = () =>
    page.evaluate(() => {
      const state = window as unknown as { overflow: number };
      state.overflow = 0;
      const sample = () => {
        const column = document.querySelector('.tool-page')?.getBoundingClientRect();
        if (column) {
          const panels = [...document.querySelectorAll('.tool-page .card, .tool-results, .remix-card, .progress')];
          const right = Math.max(...panels.map((panel) => panel.getBoundingClientRect().right));
          state.overflow = Math.max(state.overflow, right - column.right, document.documentElement.scrollWidth - window.innerWidth);
        }
        requestAnimationFrame(sample);
      };
      sample();
    });
  const overflow = () => page.evaluate(() => (window as unknown as { overflow: number }).overflow);

  await page.goto('/free-txt2img');
  await watchOverflow();
  await page.getByLabel('Prompt', { exact: true }).fill('A long winding mountain road seen from above at golden hour, cinematic');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expectImageLoaded(page, /^Generated image:/);
  await expect(page.getByRole('log')).toContainText('Image rendered by the demo renderer (demo render, not AI)');
  expect(await overflow()).toBeLessThanOrEqual(0.5);

  await page.goto('/free-img2img');
  await watchOverflow();
  const buffer = await sharp({ create: { width: 80, height: 120, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'a-rather-long-file-name-for-a-phone-screen.png', mimeType: 'image/png', buffer });
  await page.getByLabel('Describe the changes').fill('Paint it as a watercolour with soft edges');
  await page.getByRole('checkbox', { name: /explicit consent/ }).check();
  await page.getByRole('button', { name: 'Generate Free Remix' }).click();
  await expect(page.getByText('1 generated')).toBeVisible({ timeout: JOB_MS });
  expect(await overflow()).toBeLessThanOrEqual(0.5);
});

/** Waits until the element is wholly on screen, below the sticky top bar (a smooth scroll may still be under way). */
async function expectWhollyInView(page: Page, target: ReturnType<Page['locator']>, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox();
        const { topbar, height } = await page.evaluate(() => ({
          topbar: document.querySelector('.topbar')!.getBoundingClientRect().bottom,
          height: window.innerHeight,
        }));
        return box !== null && box.y >= topbar - 0.5 && box.y + box.height <= height + 0.5;
      },
      { message: `${what} is wholly in view, below the top bar` },
    )
    .toBe(true);
}

test('on a 390 px phone, Generate brings the progress and then the result into view', async ({ page }) => {
  test.setTimeout(JOBS_TEST_MS);
  await page.setViewportSize({ width: 390, height: 844 });
  // The submit is held a moment, so the progress can be looked at before the job runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/generations', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto('/free-txt2img');
  await page.getByLabel('Prompt', { exact: true }).fill('A red vintage bicycle against a yellow wall');
  const generate = page.getByRole('button', { name: 'Generate Image' });
  await generate.scrollIntoViewIfNeeded();
  // Where the button is, the picture's frame (and the progress under it) runs past the bottom of the screen.
  const frame = await page.getByText('Your image will appear here').boundingBox();
  expect(frame!.y + frame!.height).toBeGreaterThan(844);
  await generate.click();
  await expectWhollyInView(page, page.getByRole('progressbar', { name: 'Generation progress' }), 'the progress bar');
  await expect(page.getByText('Sending your prompt…').first()).toBeInViewport();
  release();
  await expectImageLoaded(page, /^Generated image: A red vintage bicycle/);
  await expectWhollyInView(page, page.getByRole('img', { name: /^Generated image: A red vintage bicycle/ }), 'the generated image');

  // The remix's progress sits under its button; its result, below the form, is brought into view.
  await page.goto('/free-img2img');
  const buffer = await sharp({ create: { width: 80, height: 120, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer });
  await page.getByLabel('Describe the changes').fill('Make it a snowy evening');
  await page.getByRole('checkbox', { name: /explicit consent/ }).check();
  await page.getByRole('button', { name: 'Generate Free Remix' }).click();
  await expect(page.getByText('1 generated')).toBeVisible({ timeout: JOB_MS });
  await expectWhollyInView(page, page.getByRole('img', { name: 'Generated remix: Make it a snowy evening' }), 'the remixed image');
});
