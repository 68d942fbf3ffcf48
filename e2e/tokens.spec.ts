import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptGate, accessTokenFor, CONFIRM_SUBJECT, createMember, mailTo, signInThroughForm, uniqueEmail } from './members';

/**
 * Tokens and purchases in the browser (/profile and the Buy Tokens modal, the purchase states and
 * messages), against the real server and its local PayPal stand-in. Only the server credits
 * tokens: every figure checked here is what it answered.
 */

const GREEN = 'rgb(52, 211, 153)'; // --green
const RED = 'rgb(248, 113, 113)'; // --red

const messages = {
  sandbox: 'Sandbox: this is a test checkout and no money moves.',
  success: 'Payment Successful!',
  added: '2000 tokens have been added to your account',
  declined: 'PayPal payment failed. Please try again.',
};

test.beforeEach(async ({ page }) => acceptGate(page));

const panel = (page: Page) => page.getByRole('tabpanel');
const balanceNumber = (page: Page) => panel(page).locator('.balance-number');
const estimate = (page: Page) => panel(page).locator('.balance-estimate');
const ledgerRows = (scope: Page | Locator, name: string) => scope.getByRole('list', { name, exact: true }).getByRole('listitem');

async function openTab(page: Page, name: 'Profile' | 'History' | 'My Gallery' | 'Settings') {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function expectAmount(row: Locator, text: string, color: string) {
  const amount = row.locator('.amount');
  await expect(amount).toHaveText(text);
  await expect(amount).toHaveCSS('color', color);
}

test('a new member joins with 500 tokens, buys a package through the sandbox checkout, and sees 2500 and the purchase in green, also after a reload', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  const password = 'tokens-4-all';

  // The join page shows the configured package, not a price written into the page.
  await page.goto('/pricing');
  const benefits = page.getByRole('list', { name: 'Member benefits' });
  await expect(benefits).toContainText('2000 tokens for $19');
  await expect(benefits).toContainText('200 tokens per generation');
  await expect(benefits).toContainText('500 free tokens when you join');

  const signUp = page.getByRole('form', { name: 'Create your account' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('I confirm I am 18 or older').check();
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status')).toContainText('Account created!');

  await mailTo(page.request, email, CONFIRM_SUBJECT);
  await page.goto('/dev/mailbox');
  const mail = page
    .locator(`article.mail[data-to="${email}"]`)
    .filter({ has: page.getByRole('heading', { name: CONFIRM_SUBJECT }) })
    .first();
  await mail.getByRole('link', { name: /\/apps#confirm=/ }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // The welcome bonus: 500 tokens, an estimate of 2 generations, and its ledger row in green.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(balanceNumber(page)).toHaveText('500');
  await expect(estimate(page)).toContainText('≈ 2 generations');
  await openTab(page, 'History');
  const welcome = ledgerRows(page, 'Transactions');
  await expect(welcome).toHaveCount(1);
  await expect(welcome.first()).toContainText('Welcome bonus');
  await expectAmount(welcome.first(), '+500', GREEN);

  // The modal: the configured package and the stand-in's sandbox notice.
  await openTab(page, 'Profile');
  await panel(page).getByRole('button', { name: 'Buy Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tokens' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.locator('.price-card')).toContainText('Token Package');
  await expect(dialog.locator('.price-card-price')).toHaveText('$19.00');
  await expect(dialog.locator('.price-card-tokens')).toHaveText('2,000 tokens');
  await expect(dialog).toContainText('One-time payment · no subscription · tokens never expire');
  await expect(dialog).toContainText('≈ 10 generations');
  await expect(dialog).toContainText(messages.sandbox);

  // The capture is held back until the processing state has been seen: nothing can close the modal then.
  let releaseCapture = () => {};
  const captureHeld = new Promise<void>((resolve) => {
    releaseCapture = resolve;
  });
  await page.route('**/api/v1/payments/orders/*/capture', async (route) => {
    await captureHeld;
    await route.continue();
  });
  const pay = dialog.getByRole('button', { name: 'Pay with PayPal (sandbox)' });
  await pay.click();
  await expect(dialog.getByRole('status')).toHaveText('Processing payment…');
  await expect(pay).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  releaseCapture();

  // Success for 2 seconds, then the modal closes by itself and the balance is the server's.
  await expect(page.getByRole('heading', { name: messages.success })).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByRole('dialog')).toContainText(messages.added);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
  await page.unrouteAll({ behavior: 'wait' });
  await expect(balanceNumber(page)).toHaveText('2,500');
  await expect(estimate(page)).toContainText('≈ 12 generations');

  // The recent transactions of the balance panel: both rows, newest first.
  const toggle = panel(page).getByRole('button', { name: 'Show recent transactions' });
  await toggle.click();
  const recent = ledgerRows(panel(page), 'Recent transactions');
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toContainText('Purchase');
  await expectAmount(recent.nth(0), '+2,000', GREEN);
  await expect(recent.nth(1)).toContainText('Welcome bonus');
  await panel(page).getByRole('button', { name: 'Hide recent transactions' }).click();
  await expect(panel(page).getByRole('list', { name: 'Recent transactions' })).toBeHidden();

  // History shows the purchase in green, and Settings the same balance.
  await openTab(page, 'History');
  const history = ledgerRows(page, 'Transactions');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Purchase');
  await expect(history.nth(0)).toContainText('Purchased 2000 tokens');
  await expectAmount(history.nth(0), '+2,000', GREEN);
  await openTab(page, 'Settings');
  await expect(balanceNumber(page)).toHaveText('2,500');

  // A reload reads the same figures from the server.
  await page.reload();
  await expect(balanceNumber(page)).toHaveText('2,500');
  await expect(estimate(page)).toContainText('≈ 12 generations');
  await openTab(page, 'History');
  await expect(ledgerRows(page, 'Transactions')).toHaveCount(2);
  await expectAmount(ledgerRows(page, 'Transactions').first(), '+2,000', GREEN);
});

test('History lists the ledger newest first with signed amounts, a spend in red, and loads older rows on demand', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'spender');
  const authorization = `Bearer ${await accessTokenFor(request, member)}`;
  // 19 spends of 1 token, then one of 7: with the welcome bonus, 21 rows, one more than a page.
  for (let n = 1; n <= 19; n += 1) {
    const spent = await request.post('/api/v1/tokens/deduct', {
      headers: { authorization },
      data: { tokensToDeduct: 1, description: `Spend #${n}` },
    });
    expect(spent.status()).toBe(200);
  }
  const last = await request.post('/api/v1/tokens/deduct', { headers: { authorization }, data: { tokensToDeduct: 7 } });
  expect(await last.json()).toEqual({ newBalance: 474 });

  await signInThroughForm(page, member);
  await expect(balanceNumber(page)).toHaveText('474');
  await expect(estimate(page)).toContainText('≈ 2 generations');

  await openTab(page, 'History');
  const rows = ledgerRows(page, 'Transactions');
  await expect(rows).toHaveCount(20);
  await expect(rows.nth(0)).toContainText('Used 7 tokens for generation');
  await expect(rows.nth(0)).toContainText('Deduction');
  await expectAmount(rows.nth(0), '−7', RED);
  await expect(rows.nth(1)).toContainText('Spend #19');
  await expectAmount(rows.nth(1), '−1', RED);
  await expect(rows.nth(19)).toContainText('Spend #1');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(20)).toContainText('Welcome bonus');
  await expectAmount(rows.nth(20), '+500', GREEN);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('My Gallery shows its empty state with a way to the AI Studio', async ({ page, request }) => {
  const member = await createMember(request, 'collector');
  await signInThroughForm(page, member);
  await openTab(page, 'My Gallery');
  await expect(panel(page).getByText('No items in your gallery yet')).toBeVisible();
  await expect(panel(page).getByText('Star the images and videos you make in the AI Studio and they appear here.')).toBeVisible();
  await panel(page).getByRole('link', { name: 'Open the AI Studio' }).click();
  await expect(page).toHaveURL(/\/apps$/);
});

test('the Buy Tokens modal keeps focus inside, locks the page, and closes with Escape or the backdrop, giving focus back to Buy Tokens', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'browser');
  await signInThroughForm(page, member);
  const buy = panel(page).getByRole('button', { name: 'Buy Tokens' });
  await expect(balanceNumber(page)).toHaveText('500');

  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tokens' });
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal (sandbox)' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  // Tab cycles through the dialog's own controls only.
  for (let n = 0; n < 4; n += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await buy.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();
});

test('at 320 px the Buy Tokens modal shows the whole price, $19.00, inside its card', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const member = await createMember(request, 'narrow-buyer');
  await signInThroughForm(page, member);
  await panel(page).getByRole('button', { name: 'Buy Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tokens' });
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal (sandbox)' })).toBeVisible();
  const price = dialog.locator('.price-card-price');
  await expect(price).toHaveText('$19.00');
  // Once the dialog has settled (it slides in), the price's whole box lies inside the card that clips it, and its text inside the price.
  await expect
    .poll(async () => {
      const [priceBox, cardBox] = await Promise.all([price.boundingBox(), dialog.locator('.price-card').boundingBox()]);
      const fits = await price.evaluate((element) => element.scrollWidth <= element.clientWidth);
      return (
        fits &&
        priceBox!.x >= cardBox!.x &&
        priceBox!.x + priceBox!.width <= cardBox!.x + cardBox!.width &&
        priceBox!.x + priceBox!.width <= 320
      );
    })
    .toBe(true);
});

/** The rows of the tool cost table: each tool's name and what a generation of it costs. */
async function costRows(scope: Locator): Promise<string[][]> {
  const table = scope.getByRole('table', { name: 'What each tool costs' });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [row.querySelector('th')!.textContent!, row.querySelector('td')!.textContent!]));
}

const CATALOG_COSTS = [
  ['FREE FLUX', 'Free'],
  ['AI Image Remix', 'Free'],
  ['Image to Image', '7 tokens'],
  ['Text to Video', '100 tokens · 200 in pro mode'],
  ['Image to Video', '100 tokens'],
  ['Premium Text to Image', 'Free'],
  ['Fast Photo Generator', 'Free'],
  ['AI Upscale', '5 tokens'],
  ['Background Removal', '3 tokens'],
];

test('/pricing and the Buy Tokens modal keep 200 tokens per generation and list what each tool costs, from the catalog', async ({
  page,
  request,
}) => {
  const catalog = (await (await request.get('/api/v1/catalog')).json()) as {
    tools: Record<string, { name: string; cost: number; proCost?: number }>;
  };
  // The catalog's own figures, as the table words them.
  expect(
    Object.values(catalog.tools).map((tool) => [
      tool.name,
      tool.cost === 0 ? 'Free' : `${tool.cost} tokens${tool.proCost ? ` · ${tool.proCost} in pro mode` : ''}`,
    ]),
  ).toEqual(CATALOG_COSTS);

  await page.goto('/pricing');
  await expect(page.getByRole('list', { name: 'Member benefits' })).toContainText('200 tokens per generation');
  expect(await costRows(page.locator('.pricing-costs'))).toEqual(CATALOG_COSTS);

  const member = await createMember(request, 'costs');
  await signInThroughForm(page, member);
  await panel(page).getByRole('button', { name: 'Buy Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tokens' });
  expect(await costRows(dialog)).toEqual(CATALOG_COSTS);
  await expect(dialog.getByText('Estimates count 200 tokens per generation.')).toBeVisible();
});

test.describe('with a catalog of other prices', () => {
  // The catalog must reach the page through the interception below, not the service worker.
  test.use({ serviceWorkers: 'block' });

  test('the cost table shows what the catalog says, not figures of its own', async ({ page }) => {
    await page.route('**/api/v1/catalog', async (route) => {
      const response = await route.fetch();
      const catalog = (await response.json()) as { tools: Record<string, { cost: number; proCost?: number }> };
      catalog.tools['image-to-image']!.cost = 9;
      catalog.tools['text-to-video']!.proCost = 250;
      catalog.tools['free-remix']!.cost = 1;
      await route.fulfill({ response, json: catalog });
    });
    await page.goto('/pricing');
    expect(await costRows(page.locator('.pricing-costs'))).toEqual([
      ['FREE FLUX', 'Free'],
      ['AI Image Remix', '1 token'],
      ['Image to Image', '9 tokens'],
      ['Text to Video', '100 tokens · 250 in pro mode'],
      ['Image to Video', '100 tokens'],
      ['Premium Text to Image', 'Free'],
      ['Fast Photo Generator', 'Free'],
      ['AI Upscale', '5 tokens'],
      ['Background Removal', '3 tokens'],
    ]);
  });
});

test('a declined payment returns to the modal with the message, and the balance stays as it was', async ({ page, request }) => {
  const member = await createMember(request, 'declined');
  await signInThroughForm(page, member);
  await expect(balanceNumber(page)).toHaveText('500');
  await page.route('**/api/v1/payments/orders/*/capture', (route) =>
    route.fulfill({
      status: 402,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'payment_failed', message: messages.declined } }),
    }),
  );

  await panel(page).getByRole('button', { name: 'Buy Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tokens' });
  await dialog.getByRole('button', { name: 'Pay with PayPal (sandbox)' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.declined);
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal (sandbox)' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(balanceNumber(page)).toHaveText('500');
});

const LAST_KNOWN_NOTE = 'You are offline. This is your last known balance; it updates when you are back online.';
const NEVER_KNOWN_NOTE = 'You are offline and this browser has not seen your balance yet; it shows when you are back online.';

test('without network the last known balance stays with an offline note, also after a reload; with none ever known it says it is unavailable, not 0', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'offline');
  await signInThroughForm(page, member);
  await expect(balanceNumber(page)).toHaveText('500');

  await page.route('**/api/v1/tokens/balance', (route) => route.abort('internetdisconnected'));
  // The balance is read again whenever the browser says it is back online.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(panel(page).getByText('Offline', { exact: true })).toBeVisible();
  await expect(balanceNumber(page)).toHaveText('500');
  await expect(panel(page).getByText(LAST_KNOWN_NOTE)).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);

  // A reload without network still shows the balance last seen, not 0.
  await page.reload();
  await expect(panel(page).getByText('Offline', { exact: true })).toBeVisible();
  await expect(balanceNumber(page)).toHaveText('500');
  await expect(estimate(page)).toHaveText('≈ 2 generations at 200 tokens each');
  await expect(panel(page).getByText(LAST_KNOWN_NOTE)).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(balanceNumber(page)).toHaveText('500');
  await expect(panel(page).getByText('Offline', { exact: true })).toHaveCount(0);
  await expect(panel(page).getByText(LAST_KNOWN_NOTE)).toHaveCount(0);

  // Signed out, the balance is forgotten: the next member never had one seen in this browser.
  await openTab(page, 'Settings');
  await panel(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const next = await createMember(request, 'offline-next');
  await page.route('**/api/v1/tokens/balance', (route) => route.abort('internetdisconnected'));
  await signInThroughForm(page, next);
  await expect(panel(page).getByText('Offline', { exact: true })).toBeVisible();
  await expect(panel(page).getByText('Unavailable offline', { exact: true })).toBeVisible();
  await expect(panel(page).getByText(NEVER_KNOWN_NOTE)).toBeVisible();
  await expect(balanceNumber(page)).toHaveCount(0);
  await expect(panel(page).locator('.balance-value')).not.toContainText('0 tokens');
  await expect(panel(page).getByText(LAST_KNOWN_NOTE)).toHaveCount(0);

  await page.unrouteAll({ behavior: 'wait' });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(balanceNumber(page)).toHaveText('500');
  await expect(panel(page).getByText('Unavailable offline', { exact: true })).toHaveCount(0);
});

test('with PayPal credentials the modal loads the PayPal SDK button instead of the stand-in: capture intent, USD, card funding disabled', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'paypal');
  const standIn = (await (await request.get('/api/v1/payments/config')).json()) as { tokenPackage: unknown };
  // The server as it would answer with a PayPal sandbox client id configured.
  await page.route('**/api/v1/payments/config', (route) =>
    route.fulfill({
      json: {
        provider: 'paypal',
        clientId: 'sandbox-client-id',
        currency: 'USD',
        sandbox: true,
        standIn: false,
        tokenPackage: standIn.tokenPackage,
      },
    }),
  );
  await signInThroughForm(page, member);
  // Nothing of PayPal's is loaded before the modal asks for it.
  await expect(page.locator('script[src*="paypal.com"]')).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Buy Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tokens' });
  await expect(dialog).toContainText(messages.sandbox);
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal (sandbox)' })).toHaveCount(0);
  const script = page.locator('script[src*="paypal.com/sdk/js"]');
  await expect(script).toHaveCount(1);
  const src = new URL((await script.getAttribute('src'))!);
  expect(src.origin).toBe('https://www.sandbox.paypal.com');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    'client-id': 'sandbox-client-id',
    currency: 'USD',
    intent: 'capture',
    'disable-funding': 'card',
  });
});
