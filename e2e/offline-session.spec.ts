import { expect, type Page, test } from '@playwright/test';
import { acceptGate, createMember } from './members';

/**
 * A signed-in member who reloads without a connection stays signed in as far as the screen goes: the
 * last known user (id, e-mail, role; never a token) is kept in the browser, a note says the site is
 * offline, and the session is confirmed with the server as soon as the connection returns.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a member who reloads offline still sees their account, with an offline note, and the session is refreshed once back online', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, 'offline-reload');
  await acceptGate(page);
  await page.goto('/');
  // The service worker takes control, so the shell opens without a connection.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await nav(page).getByRole('link', { name: 'Login', exact: true }).click();
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/sign-in') && response.status() === 200);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const { accessToken } = (await (await signedIn).json()) as { accessToken: string };
  await expect(page).toHaveURL(/\/profile$/);

  // What the browser keeps: who was signed in, never a token.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toContain(member.email);
  expect(stored).not.toContain(accessToken);
  expect(stored).not.toContain(accessToken.split('.')[1]!);
  // (The last balance seen is kept as a count of tokens, the site's currency; no credential is.)
  expect(stored.toLowerCase()).not.toMatch(/access.?token|refresh.?token|id.?token|bearer|jwt/);
  expect(stored).not.toContain(member.password);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'AI Studio', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Join Us', exact: true })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  // A fresh load of /profile offline stays there, and the studio greets the member.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(member.email).first()).toBeVisible();
  await nav(page).getByRole('link', { name: 'AI Studio', exact: true }).click();
  await expect(page.getByText(`Signed in as ${member.email}`)).toBeVisible();

  // Back online: the session is restored from the cookie, and the note goes. A browser says so with
  // an 'online' event; Playwright's offline mode does not reach a page loaded while offline, so the
  // test sends the event the browser would.
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/auth/refresh') && response.request().method() === 'POST',
  );
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.locator('.balance-value')).toHaveText('500 tokens');
});

test('a visitor who never signed in is not shown as signed in offline', async ({ page, context }) => {
  await acceptGate(page);
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Try FREE FLUX' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pricing$/);
  await context.setOffline(false);
});
