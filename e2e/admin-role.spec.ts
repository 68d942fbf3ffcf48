import { expect, test } from '@playwright/test';
import { acceptGate, ADMIN, signInAsAdmin } from './members';

/**
 * The admin role comes from the server (ADMIN_EMAIL/ADMIN_PASSWORD at start → is_admin → the token's
 * role), never from the browser: the admin sees the admin links and pages; editing the stored session
 * in the browser does not make a member an admin, because the server refuses its admin requests.
 */

test.beforeEach(async ({ page }) => acceptGate(page));

test('the administrator signs in and sees Gallery Admin and Admin Panel; the admin pages open', async ({ page }) => {
  await signInAsAdmin(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Gallery Admin', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Admin Panel', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // The server agrees: the admin's token opens the admin API.
  const session = await page.request.post('/api/v1/auth/sign-in', { data: ADMIN });
  const users = await page.request.get('/api/v1/admin/users', {
    headers: { authorization: `Bearer ${(await session.json()).accessToken}` },
  });
  expect(users.status()).toBe(200);
});

test('a member cannot become admin from the browser: the server refuses the admin API with 403', async ({ page }) => {
  const email = `forger-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/v1/auth/sign-up', { data: { email, password: 'forger-password', adult: true } });
  expect(signUp.status()).toBe(201);
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as Array<{ to: string; links: string[] }>;
  const link = mails.find((mail) => mail.to === email)!.links[0]!;
  const confirmed = await page.request.post('/api/v1/auth/confirm', { data: { token: new URL(link).hash.slice('#confirm='.length) } });
  const { accessToken } = await confirmed.json();
  // A token whose payload says admin, with the signature of the member's token: the server checks it.
  const [header, payload, signature] = (accessToken as string).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
  expect((await page.request.get('/api/v1/admin/users', { headers: { authorization: `Bearer ${forged}` } })).status()).toBe(401);
  expect((await page.request.get('/api/v1/admin/users', { headers: { authorization: `Bearer ${accessToken}` } })).status()).toBe(403);
});
