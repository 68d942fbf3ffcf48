import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { acceptGate } from './members';

/**
 * FREE FLUX against the second site of e2e/playwright.config.ts, whose provider for the tool is
 * fal.ai played by the fake fal server (scripts/fake-fal-server.ts): the job goes through fal's
 * queue protocol, the log names FAL and the model, and the image is a real output, not a demo render.
 */

const falSite = `http://localhost:${Number(process.env.E2E_PORT ?? 3199) + 2}`;
test.use({ baseURL: falSite });

test.beforeEach(async ({ page }) => acceptGate(page));

test('FREE FLUX through fal.ai: the log names FAL and FLUX Schnell, and the image has no demo badge', async ({ page }) => {
  await page.goto('/free-txt2img');
  await page.getByLabel('Prompt', { exact: true }).fill('A quiet harbour at blue hour');
  await page.getByRole('button', { name: 'Generate Image' }).click();

  const log = page.getByRole('log');
  await expect(log).toContainText('Starting image generation...');
  await expect(log).toContainText('Generating with FAL...');
  await expect(log).toContainText('Image generated, creating preview...');
  await expect(log).toContainText('Image generated successfully with FLUX Schnell!');
  await expect(log).not.toContainText('Demo renderer');

  const image = page.getByRole('img', { name: 'Generated image: A quiet harbour at blue hour' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('demo render, not AI')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^studio18-a_quiet_harbour_at_blue_hour-\d+\.png$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});
