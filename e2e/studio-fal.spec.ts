import { expect, test } from '@playwright/test';
import { acceptGate, createMember, signInThroughForm } from './members';

/**
 * A video job that fails at the provider, on the second site of e2e/playwright.config.ts, whose Text
 * to Video runs at fal.ai played by the fake fal server: the job is refunded, and the queue panel
 * and the balance say so.
 */

const falSite = `http://localhost:${Number(process.env.E2E_PORT ?? 3199) + 2}`;
const fakeFal = `http://127.0.0.1:${Number(process.env.E2E_FAL_PORT ?? 3198)}`;
test.use({ baseURL: falSite });

test('a Text to Video job that fal fails is refunded, and the queue panel shows the refund', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(page.request, 'video-refund');
  await acceptGate(page);
  await signInThroughForm(page, member);

  // fal answers the next Text to Video submit with its rate-limit error (not retried).
  const failing = await request.post(`${fakeFal}/__fail-next`, {
    data: { count: 1, scenario: 'rate_limit', model: 'fal-ai/hunyuan-video' },
  });
  expect(failing.status()).toBe(204);

  const prompt = 'A paper lantern rising over a dark lake';
  await page.goto('/apps/text-to-video');
  await expect(page.getByRole('link', { name: 'Balance: 500 tokens' })).toBeVisible();
  await page.getByLabel('Prompt', { exact: true }).fill(prompt);
  await page.getByRole('button', { name: 'Generate Video' }).click();

  const queue = page.getByRole('complementary', { name: 'Your jobs' });
  const show = queue.getByRole('button', { name: 'Show' });
  if (await show.isVisible()) await show.click();
  const job = queue.getByRole('listitem').filter({ hasText: prompt });
  await expect(job.getByText('Failed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(job.getByText('100 tokens refunded')).toBeVisible();
  await expect(page.getByText('RATE_LIMIT_EXCEEDED').first()).toBeVisible();
  // Charged 100 at the submit, given back when the job failed: the balance is whole again.
  await expect(page.getByRole('link', { name: 'Balance: 500 tokens' })).toBeVisible();

  // The refund is the server's: once, also after a reload.
  await page.reload();
  if (await show.isVisible()) await show.click();
  await expect(job.getByText('100 tokens refunded')).toBeVisible();
  await expect(queue.getByText(/tokens refunded/)).toHaveCount(1);
});
