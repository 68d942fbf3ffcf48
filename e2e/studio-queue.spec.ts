import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { accessTokenFor, acceptGate, createMember, type Member, signInThroughForm } from './members';
import { JOB_MS } from './timing';

/**
 * The Studio's queue panel against the demo provider: the member's jobs from the server, Cancel and
 * the refund it brings, the balance after it, and a job's row opening its view.
 *
 * Cancel needs a job that has not finished when the button is pressed, and the demo renderer
 * finishes one in a second or two. So the member submits several token-charged jobs at once (Image
 * to Image, one image: 7 tokens each) while the panel is open: the demo provider runs two jobs at a
 * time (WORKER_CONCURRENCY_DEMO), so the last one waits behind the others (and any other test's) for
 * a couple of job lengths, while the panel shows it queued and the test presses Cancel at once. The
 * jobs are few and small on purpose: every browser test shares the site's two demo workers.
 */

const queue = (page: Page) => page.getByRole('complementary', { name: 'Your jobs' });
const row = (page: Page, prompt: string) => queue(page).getByRole('listitem').filter({ hasText: prompt });
const JOB_COST = 7;

async function uploadImage(request: APIRequestContext, token: string): Promise<string> {
  const buffer = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#7a4fd0' } })
    .png()
    .toBuffer();
  const response = await request.post('/api/v1/uploads', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { tool: 'image-to-image', consent: 'true', file: { name: 'still.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function submitJob(request: APIRequestContext, token: string, uploadId: string, prompt: string): Promise<string> {
  const response = await request.post('/api/v1/generations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { tool: 'image-to-image', params: { uploadId, prompt, numImages: 1 } },
  });
  expect(response.status()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

async function statusOf(request: APIRequestContext, token: string, id: string): Promise<string> {
  const response = await request.get(`/api/v1/generations/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { status: string }).status;
}

async function signedIn(page: Page, prefix: string): Promise<Member> {
  const member = await createMember(page.request, prefix);
  await acceptGate(page);
  await signInThroughForm(page, member);
  return member;
}

/** Opens the panel (folded on a phone) and waits for its first answer. */
async function openPanel(page: Page) {
  await page.goto('/apps');
  await expect(queue(page).getByRole('heading', { name: 'Your jobs' })).toBeVisible();
  const show = queue(page).getByRole('button', { name: 'Show' });
  if (await show.isVisible()) await show.click();
  await expect(queue(page).getByText('Nothing yet')).toBeVisible();
}

/** Jobs submitted elsewhere (another device, the API) show when the tab is looked at again. */
const lookAgain = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('the queue panel lists the member’s jobs from the server; Cancel stops a waiting job and shows its refund once, and the balance follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await signedIn(page, 'queue-cancel');
  const token = await accessTokenFor(page.request, member);
  const upload = await uploadImage(page.request, token);
  await openPanel(page);

  const ids: string[] = [];
  for (let n = 1; n <= 5; n += 1) ids.push(await submitJob(page.request, token, upload, `Waiting remix ${n} in watercolour`));
  await lookAgain(page);
  const last = row(page, 'Waiting remix 5');
  await last.getByRole('button', { name: 'Cancel' }).click();
  await expect(queue(page).getByRole('listitem')).toHaveCount(5);
  await expect(last).toContainText('Image to Image');
  await expect(last).toContainText(`${JOB_COST} tokens`);
  await expect(last.getByRole('status')).toHaveText('Generation canceled');
  await expect(last).toContainText('Canceled');
  await expect(last.getByText(`${JOB_COST} tokens refunded`)).toBeVisible();
  await expect(last.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByText(/tokens refunded/)).toHaveCount(1);
  // The balance in the header is read again after the refund: five jobs charged, one given back.
  await expect(page.getByRole('link', { name: `Balance: ${500 - 4 * JOB_COST} tokens` })).toBeVisible();
  expect(await statusOf(page.request, token, ids[4]!)).toBe('canceled');

  // The others run to their end; the panel follows them without a reload, and nothing more is refunded.
  await expect(row(page, 'Waiting remix 4')).toContainText('Done', { timeout: 30_000 });
  await expect(row(page, 'Waiting remix 1')).toContainText('Done');
  await expect(page.getByText(/tokens refunded/)).toHaveCount(1);

  // The list is the server's: the same after a reload, the refund shown once.
  await page.reload();
  await expect(row(page, 'Waiting remix 5')).toContainText('Canceled');
  await expect(row(page, 'Waiting remix 3')).toContainText('Done');
  await expect(page.getByText(/tokens refunded/)).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Balance: ${500 - 4 * JOB_COST} tokens` })).toBeVisible();
});

test('Cancel on a running job stops it: the server ends it as canceled and the panel shows the refund', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const member = await signedIn(page, 'queue-running');
  const token = await accessTokenFor(page.request, member);
  const upload = await uploadImage(page.request, token);
  await openPanel(page);

  for (let n = 1; n <= 3; n += 1) await submitJob(page.request, token, upload, `Lighthouse remix ${n} at dusk`);
  await lookAgain(page);
  // A running job (followed live by the panel), canceled as soon as it shows.
  const running = queue(page).locator('li.queue-job.running').first();
  await running.getByRole('button', { name: 'Cancel' }).click();
  const canceled = queue(page)
    .getByRole('listitem')
    .filter({ hasText: `${JOB_COST} tokens refunded` });
  await expect(canceled).toHaveCount(1, { timeout: 15_000 });
  await expect(canceled).toContainText('Canceled');
  await expect(page.getByRole('link', { name: `Balance: ${500 - 2 * JOB_COST} tokens` })).toBeVisible();
});

test('a finished job’s row opens its view with the job shown', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'queue-open');
  await page.goto('/apps/fast-photo');
  await page.getByLabel('Prompt', { exact: true }).fill('A portrait of a chef in a busy kitchen');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Generated photos' }).getByRole('listitem')).toHaveCount(1, { timeout: JOB_MS });
  await expect(row(page, 'A portrait of a chef')).toContainText('Done');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await row(page, 'A portrait of a chef').getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/fast-photo\?job=[0-9a-f-]{36}$/);
  await expect(page.getByRole('list', { name: 'Generated photos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByLabel('Prompt', { exact: true })).toHaveValue('A portrait of a chef in a busy kitchen');
});
