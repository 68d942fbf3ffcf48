import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptGate, accessTokenFor, ADMIN, createMember, type Member, signInThroughForm } from './members';

/**
 * The Studio's token-charged tools in the browser, against the demo renderer: Image to Image charged
 * per image (refused with nothing spent when the balance is short), Text to Video (pro mode costs
 * more; its video plays; its history and ?job= address), Image to Video (the upload, then a video
 * that plays). Each view is looked at on a 390 px phone and a 1440 px desktop: nothing sticks out
 * sideways.
 */

test.beforeEach(async ({ page }) => acceptGate(page));

async function pngFile(name = 'photo.png') {
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function signedInMember(page: Page, request: APIRequestContext, prefix: string): Promise<Member> {
  const member = await createMember(request, prefix);
  await signInThroughForm(page, member);
  return member;
}

async function balanceOf(request: APIRequestContext, member: Member): Promise<number> {
  const res = await request.get('/api/v1/tokens/balance', {
    headers: { authorization: `Bearer ${await accessTokenFor(request, member)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tokens: number }).tokens;
}

async function jobsOf(
  request: APIRequestContext,
  member: Member,
): Promise<Array<{ id: string; tool: string; status: string; outputs: Array<{ thumbUrl: string | null }> }>> {
  const res = await request.get('/api/v1/generations', { headers: { authorization: `Bearer ${await accessTokenFor(request, member)}` } });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { generations: Array<{ id: string; tool: string; status: string; outputs: Array<{ thumbUrl: string | null }> }> }
  ).generations;
}

/** At 1440 and 390 px nothing is wider than the window. */
async function expectFitsBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The video plays: it has a frame to show, and its time moves on. */
async function expectPlays(video: Locator): Promise<void> {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
}

/**
 * A member's video has a poster: the output's still. The page and the test read the job at different
 * moments, so their signed links differ in expiry and signature; the file is the same.
 */
async function expectPoster(video: Locator, thumbUrl: string | null): Promise<void> {
  expect(thumbUrl).toMatch(/^\/storage\/v1\/object\/sign\/generations\/.+\.webp\?/);
  const file = thumbUrl!.split('?')[0]!;
  await expect(video).toHaveAttribute('poster', new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?`));
}

test('Image to Image: the checks of the form, 2 images cost 14 tokens shown before submitting, 2 results, the balance drops by 14', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await signedInMember(page, request, 'img2img');
  // The old address of the tool leads here.
  await page.goto('/free-apps');
  await expect(page).toHaveURL(/\/apps\/image-to-image$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Image to Image' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByText('Visit our sponsor and consider joining them!')).toBeVisible();
  const cost = page.locator('.studio-cost');
  await expect(cost).toContainText('7 tokens');
  await expect(cost).toContainText('7 tokens per generated image');
  await expect(cost).toContainText('Your balance: 500 tokens');

  const generate = page.getByRole('button', { name: /^Generate/ });
  await generate.click();
  await expect(page.getByRole('alert')).toHaveText('Please upload an image and enter a prompt');

  const imageInput = page.getByLabel('Image', { exact: true });
  await imageInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('alert')).toHaveText('Please select a valid image file');
  const { buffer } = await pngFile();
  await imageInput.setInputFiles({
    name: 'large.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([buffer, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(page.getByRole('alert')).toHaveText('Image size must be less than 10MB');
  await imageInput.setInputFiles(await pngFile());
  await expect(page.getByRole('img', { name: 'The image to transform' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Describe the changes').fill('Make it a stormy evening');
  await generate.click();
  await expect(page.getByRole('alert')).toHaveText('You must confirm that you have consent to use this image');
  await page.getByRole('checkbox', { name: /explicit consent/ }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('radio', { name: '2 images' }).check();
  await expect(cost).toContainText('14 tokens');
  await page.getByText('Advanced Settings').click();
  await expect(page.getByRole('slider', { name: 'Steps' })).toHaveAttribute('min', '20');
  await expect(page.getByRole('slider', { name: 'Steps' })).toHaveAttribute('max', '100');
  await expect(page.getByRole('slider', { name: 'Steps' })).toHaveValue('50');
  await expectFitsBothWidths(page, 'img2img-form');

  await page.getByRole('button', { name: 'Generate 2 Images' }).click();
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  const cards = page.getByRole('article', { name: /^Result \d: Make it a stormy evening$/ });
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  for (const card of await cards.all()) {
    await expect(card.getByText('Original', { exact: true })).toBeVisible();
    await expect(card.getByText('Generated', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(card.getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');
    const generated = card.getByRole('img', { name: 'Generated image: Make it a stormy evening' });
    await expect.poll(() => generated.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  await expect(page.getByText('2 generated')).toBeVisible();
  expect(await balanceOf(request, member)).toBe(486);
  // The balance on screen is read again after the charge.
  await expect(cost).toContainText('Your balance: 486 tokens');
  await expectFitsBothWidths(page, 'img2img-results');
});

test("Image to Image: a member with 13 tokens asking for 14 is refused with the server's words and Buy Tokens; nothing is spent", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'img2img-short');
  const adminAuth = { authorization: `Bearer ${await accessTokenFor(request, ADMIN)}` };
  const found = await request.get(`/api/v1/admin/users?q=${encodeURIComponent(member.email)}`, { headers: adminAuth });
  const userId = ((await found.json()) as { users: Array<{ id: string }> }).users[0]!.id;
  expect((await request.put(`/api/v1/admin/users/${userId}/tokens`, { headers: adminAuth, data: { tokens: 13 } })).status()).toBe(200);
  await signInThroughForm(page, member);

  await page.goto('/apps/image-to-image');
  const cost = page.locator('.studio-cost');
  await expect(cost).toContainText('Your balance: 13 tokens');
  await page.getByLabel('Image', { exact: true }).setInputFiles(await pngFile());
  await page.getByLabel('Describe the changes').fill('Add a rainbow');
  await page.getByRole('checkbox', { name: /explicit consent/ }).check();
  await page.getByRole('radio', { name: '2 images' }).check();
  await expect(cost).toContainText('14 tokens');
  await page.getByRole('button', { name: 'Generate 2 Images' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Insufficient tokens' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('This needs 14 tokens and your balance is 13. Nothing was charged.');
  await expect(page.getByRole('article')).toHaveCount(0);
  expect(await balanceOf(request, member)).toBe(13);
  expect(await jobsOf(request, member)).toEqual([]);
  await expect(cost).toContainText('Your balance: 13 tokens');
  await expectFitsBothWidths(page, 'img2img-insufficient');

  await alert.getByRole('button', { name: 'Buy Tokens' }).click();
  await expect(page.getByRole('dialog', { name: 'Buy Tokens' })).toBeVisible();
});

test('Text to Video: 100 tokens, 200 in pro mode; LoRAs checked as the API does; the video plays, is listed in the history and opens again from its address', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await signedInMember(page, request, 'txt2vid');
  await page.goto('/apps/text-to-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Text to Video' })).toBeVisible();
  await expect(page.getByText('Visit our sponsor and consider joining them!')).toBeVisible();
  const cost = page.locator('.studio-cost');
  await expect(cost).toContainText('100 tokens');
  const pro = page.getByRole('switch', { name: /Pro mode/ });
  await pro.check({ force: true });
  await expect(cost).toContainText('200 tokens');
  await pro.uncheck({ force: true });
  await expect(cost).toContainText('100 tokens');

  // The defaults: 16:9, 720p, 129 frames, the safety checker off.
  await expect(page.getByRole('radio', { name: /16:9/ })).toBeChecked();
  await expect(page.getByLabel('Resolution')).toHaveValue('720p');
  await expect(page.getByLabel('Frames')).toHaveValue('129');
  await expect(page.getByRole('listitem').filter({ hasText: 'No videos yet' })).toHaveCount(0);
  await expect(page.getByText('No videos yet: your jobs will be listed here.')).toBeVisible();

  const generate = page.getByRole('button', { name: 'Generate Video' });
  await generate.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a prompt');
  await page.getByLabel('Prompt', { exact: true }).fill('A paper boat drifting down a rainy street');

  await page.getByText('Advanced Settings').click();
  await expect(page.getByRole('switch', { name: /Safety checker/ })).not.toBeChecked();
  const add = page.getByRole('button', { name: 'Add LoRA' });
  await add.click();
  await page.getByLabel('LoRA 1 URL').fill('http://example.com/style.safetensors');
  await generate.click();
  await expect(page.getByRole('alert')).toHaveText('A LoRA must be an https URL');
  await expect(page.getByLabel('LoRA 1 URL')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('LoRA 1 URL').fill('https://example.com/style.safetensors');
  await page.getByLabel('Scale').fill('2.5');
  await generate.click();
  await expect(page.getByRole('alert')).toHaveText('A LoRA scale must be from 0 to 2');
  await add.click();
  await add.click();
  await expect(page.getByLabel(/^LoRA \d URL$/)).toHaveCount(3);
  await expect(add).toBeDisabled();
  await expectFitsBothWidths(page, 'txt2vid-form');
  for (const index of [3, 2, 1]) await page.getByRole('button', { name: `Remove LoRA ${index}` }).click();
  await expect(add).toBeEnabled();
  await page.getByLabel('Seed (optional)').fill('1.5');
  await generate.click();
  await expect(page.getByRole('alert')).toHaveText('The seed must be a whole number');
  await page.getByLabel('Seed (optional)').fill('42');

  // A short clip, so the demo renders it quickly.
  await page.getByLabel('Resolution').selectOption('480p');
  await page.getByLabel('Frames').selectOption('85');
  await generate.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/apps\/text-to-video\?job=[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).searchParams.get('job')!;
  const video = page.getByLabel('Generated video: A paper boat drifting down a rainy street');
  await expect(video).toBeVisible({ timeout: 60_000 });
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('playsinline', '');
  await expectPlays(video);
  const [job] = await jobsOf(request, member);
  expect(job!.id).toBe(jobId);
  expect(job!.status).toBe('succeeded');
  await expectPoster(video, job!.outputs[0]!.thumbUrl);
  expect(await balanceOf(request, member)).toBe(400);
  await expect(cost).toContainText('Your balance: 400 tokens');

  const history = page.getByRole('region', { name: 'Your text-to-video history' });
  const entry = history.getByRole('button', { name: /A paper boat drifting down a rainy street/ });
  await expect(entry).toContainText('480p · 16:9 · 85 frames');
  await expect(entry).toContainText('Done');
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expectFitsBothWidths(page, 'txt2vid-result');

  // The address shows the job again after a reload (a notification's link opens it the same way).
  await page.goto(`/apps/text-to-video?job=${jobId}`);
  await expect(page.getByLabel('Generated video: A paper boat drifting down a rainy street')).toBeVisible();
  await expectPlays(page.getByLabel('Generated video: A paper boat drifting down a rainy street'));
  // From the history, too, once the view has been left for a new one.
  await page.goto('/apps/text-to-video');
  await expect(page.getByText('Your video will appear here')).toBeVisible();
  await page
    .getByRole('region', { name: 'Your text-to-video history' })
    .getByRole('button', { name: /A paper boat/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?job=${jobId}$`));
  await expect(page.getByLabel('Generated video: A paper boat drifting down a rainy street')).toBeVisible();
});

test('Image to Video: the upload is confirmed, then the animation plays', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await signedInMember(page, request, 'img2vid');
  await page.goto('/apps/image-to-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Image to Video' })).toBeVisible();
  await expect(page.getByText('PNG, JPG up to 10MB')).toBeVisible();
  await expect(page.locator('.studio-cost')).toContainText('100 tokens');
  await expect(page.getByRole('heading', { name: 'Tips for better videos' })).toBeVisible();

  await page.getByLabel('Image', { exact: true }).setInputFiles(await pngFile('portrait.png'));
  await expect(page.getByText('Confirm the consent below to upload this image')).toBeVisible();
  await page.getByRole('checkbox', { name: /explicit consent/ }).check();
  await expect(page.getByRole('log')).toContainText('Image uploaded successfully');
  await expect(page.getByText('Image ready for generation')).toBeVisible();
  await expectFitsBothWidths(page, 'img2vid-ready');

  const generate = page.getByRole('button', { name: 'Generate Video' });
  await generate.click();
  await expect(page.getByRole('alert')).toHaveText('Please upload an image and enter a prompt');
  await page.getByLabel('Animation prompt').fill('A slow zoom in as the light warms');
  await page.getByLabel('Resolution').selectOption('480p');
  await page.getByLabel('Frames').selectOption('85');
  await generate.click();
  // The address names the job at once; opened again (a reload, a notification's link), the view follows it to its end.
  await expect(page).toHaveURL(/\/apps\/image-to-video\?job=[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).searchParams.get('job')!;
  await page.reload();
  const video = page.getByLabel('Generated video: A slow zoom in as the light warms');
  await expect(video).toBeVisible({ timeout: 60_000 });
  await expectPlays(video);
  await expect(page.getByRole('img', { name: 'The image this video was made from: A slow zoom in as the light warms' })).toBeVisible();
  const [job] = await jobsOf(request, member);
  expect(job!.id).toBe(jobId);
  expect(job!.tool).toBe('image-to-video');
  await expectPoster(video, job!.outputs[0]!.thumbUrl);
  expect(await balanceOf(request, member)).toBe(400);
  await expectFitsBothWidths(page, 'img2vid-result');
});

test('Image to Video: when the server no longer sees a session, the upload is refused in its words', async ({ page, request }) => {
  await signedInMember(page, request, 'img2vid-gone');
  await page.goto('/apps/image-to-video');
  // The upload reaches the server without the member's token, as after the session ended elsewhere.
  await page.route('**/api/v1/uploads', (route) => {
    const headers = { ...route.request().headers() };
    delete headers.authorization;
    return route.continue({ headers });
  });
  await page.getByRole('checkbox', { name: /explicit consent/ }).check();
  await page.getByLabel('Image', { exact: true }).setInputFiles(await pngFile());
  await expect(page.getByRole('alert')).toHaveText('Please sign in to upload images');
  await expect(page.getByRole('log')).toContainText('Error: Please sign in to upload images');
  await expect(page.getByText('Image ready for generation')).toHaveCount(0);
});
