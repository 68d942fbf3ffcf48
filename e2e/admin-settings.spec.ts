import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { acceptGate, accessTokenFor, ADMIN, createMember, signInAsAdmin, signInThroughForm } from './members';

/**
 * The administrator's run-time settings, strikes and audit log in the browser: a free tool paused in
 * Settings is shown under maintenance on its page and refuses jobs until switched back on; a strike
 * threshold is changed and given back; a member's refused prompts carry the warning and then suspend
 * generation, the account appears in the review queue and is lifted; the audit log lists it all and
 * filters it. The site is shared with every other spec, so each setting changed here is given back.
 */

/** A prompt the content policy refuses (a school setting). */
const REFUSED = 'a middle school classroom at noon';
const REFUSAL =
  'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.';
const WARNING = 'Repeated refused prompts may suspend your access to generation.';
const SUSPENDED = 'Generation is suspended for this account after repeated refused prompts. An administrator will review it.';
const PAUSED = 'AI Image Remix is under maintenance. Please try again later.';

test.describe.configure({ mode: 'serial' });

async function adminToken(request: APIRequestContext): Promise<string> {
  return accessTokenFor(request, ADMIN);
}

async function putSettings(request: APIRequestContext, body: unknown): Promise<void> {
  const res = await request.put('/api/v1/admin/settings', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: body,
  });
  expect(res.status()).toBe(200);
}

async function visitorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await acceptGate(page);
  return page;
}

/**
 * Brings a page to the front before acting on it again after another window was used: Chromium does
 * not paint a window behind another, so a click (which waits for two painted frames to see the element
 * stand still) could wait there until the test's time ran out.
 */
async function useAgain(page: Page): Promise<Page> {
  await page.bringToFront();
  return page;
}

/** At 1440 and 390 px nothing sticks out sideways. */
async function expectFitsBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.beforeEach(async ({ page }) => acceptGate(page));

test('the administrator pauses AI Image Remix in Settings: its page says so and refuses jobs; switched back on, it takes them again', async ({
  page,
  browser,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const remixSwitch = page.getByRole('switch', { name: /Pause AI Image Remix/ });
  await expect(remixSwitch).not.toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Nothing to save: the settings are unchanged.')).toBeVisible();
  try {
    await remixSwitch.check({ force: true });
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(page.getByText('Settings saved. They apply to the next request.')).toBeVisible();
    await expectFitsBothWidths(page, 'settings-paused');

    const visitor = await visitorPage(browser);
    await visitor.goto('/free-img2img');
    await expect(visitor.getByRole('status').filter({ hasText: PAUSED })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Under maintenance' })).toBeDisabled();
    await expectFitsBothWidths(visitor, 'remix-maintenance');
    const refused = await visitor.request.post('/api/v1/generations', {
      headers: { 'x-client-id': 'e2e-maintenance-client-000001' },
      data: { tool: 'free-remix', params: { uploadId: '00000000-0000-4000-8000-000000000000', prompt: 'A watercolour of the sea' } },
    });
    expect(refused.status()).toBe(503);
    expect((await refused.json()).error.message).toBe(PAUSED);

    await remixSwitch.uncheck({ force: true });
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(page.getByText('Settings saved. They apply to the next request.')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: 'Generate Free Remix' })).toBeEnabled();
    await expect(visitor.getByText(PAUSED)).toHaveCount(0);
    await visitor.context().close();
  } finally {
    await putSettings(request, { maintenance: { 'free-remix': null } });
  }
  await useAgain(page);

  // A strike threshold: changed, shown as overridden beside its default, then given back.
  const warn = page.getByLabel('Warn above');
  await warn.fill('4');
  const flag = page.getByLabel('Flag above');
  await flag.fill('2');
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('The flag threshold must be at least the warning threshold')).toBeVisible();
  await expect(flag).toHaveAttribute('aria-invalid', 'true');
  await flag.fill('5');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Settings saved. They apply to the next request.')).toBeVisible();
  const warnField = page.locator('.settings-field', { has: warn });
  await expect(warnField.getByText('Overridden')).toBeVisible();
  await expect(warnField.getByText('Default 3 refusals')).toBeVisible();
  await expectFitsBothWidths(page, 'settings-overridden');
  await warnField.getByRole('button', { name: 'Use default' }).click();
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Settings saved. They apply to the next request.')).toBeVisible();
  await expect(warn).toHaveValue('3');
  await expect(warnField.getByText('Overridden')).toHaveCount(0);
});

test("a member's refused prompts warn, then suspend generation; the review queue lists the account and the administrator lifts it; the audit log shows it all", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'strikes');
  // Lowered for this test only (warned from the 2nd, suspended at the 3rd), then given back.
  await putSettings(request, { strikes: { warnAbove: 1, flagAbove: 1, suspendAbove: 2 } });
  try {
    const memberPage = await visitorPage(browser);
    await signInThroughForm(memberPage, member);
    await memberPage.goto('/free-txt2img');
    const prompt = memberPage.getByLabel('Prompt', { exact: true });
    const alert = memberPage.getByRole('alert');
    const submit = async (text: string) => {
      await prompt.fill(text);
      await memberPage.getByRole('button', { name: 'Generate Image' }).click();
    };

    await submit(REFUSED);
    await expect(alert).toContainText(REFUSAL);
    await expect(alert).not.toContainText(WARNING);
    await memberPage.getByRole('button', { name: 'New Image' }).click();
    await submit(REFUSED);
    await expect(alert).toContainText(WARNING);
    await memberPage.getByRole('button', { name: 'New Image' }).click();
    await submit(REFUSED);
    await expect(alert).toContainText(REFUSAL);
    await expect(alert).toContainText(SUSPENDED);
    await expectFitsBothWidths(memberPage, 'free-flux-suspended');
    await memberPage.getByRole('button', { name: 'New Image' }).click();
    await submit('A lighthouse on a cliff at dawn');
    await expect(alert).toContainText(SUSPENDED);

    // The review queue: the account, suspended, with its refused prompts; lifted.
    await useAgain(page);
    await signInAsAdmin(page);
    await page.goto('/admin/review');
    const card = page.locator('.flag-card', { hasText: member.email });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Suspended');
    await expect(card).toContainText('3 refused prompts in the window');
    await expect(card).toContainText(REFUSED);
    await expectFitsBothWidths(page, 'review-flagged');
    await card.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(
      page.getByText(`Suspension lifted: ${member.email} can generate again, and the earlier refusals no longer count.`),
    ).toBeVisible();
    await expect(page.locator('.flag-card', { hasText: member.email })).toHaveCount(0);

    // Lifted: the member's allowed prompt runs again.
    await useAgain(memberPage);
    await memberPage.getByRole('button', { name: 'New Image' }).click();
    await submit('A lighthouse on a cliff at dawn');
    await expect(memberPage.getByRole('img', { name: /^Generated image: A lighthouse on a cliff at dawn$/ })).toBeVisible({
      timeout: 30_000,
    });
    await memberPage.context().close();
    await useAgain(page);
  } finally {
    await putSettings(request, { strikes: { warnAbove: null, flagAbove: null, suspendAbove: null } });
  }

  // The audit log lists the suspension, the lift, the refusals and the settings changes, and filters them.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.locator('.audit-table');
  for (const action of ['account.lift', 'account.suspend', 'prompt.refused', 'settings.update']) {
    await expect(table.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await page.getByLabel('Action').fill('account');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(table.getByText('prompt.refused', { exact: true })).toHaveCount(0);
  await expect(table.getByText('account.lift', { exact: true }).first()).toBeVisible();
  await expect(table.locator('tbody tr', { hasText: member.email }).first()).toBeVisible();
  await page.getByLabel('Action').fill('');
  await page.getByLabel('Actor e-mail contains').fill(member.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.getByText('prompt.refused', { exact: true })).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table.getByText('settings.update', { exact: true }).first()).toBeVisible();
  await expectFitsBothWidths(page, 'audit-log');
});
