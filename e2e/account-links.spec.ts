import { expect, test } from '@playwright/test';
import { acceptGate, CONFIRM_SUBJECT, createMember, mailTo, RESET_SUBJECT, uniqueEmail } from './members';

/**
 * What the mailed links lead to: a used password-reset link says so before any form is shown, and a
 * member who has just confirmed their e-mail is welcomed, not welcomed back.
 */

const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

test.beforeEach(async ({ page }) => acceptGate(page));

test('a reset link that was already used says so at once, with no password field, and offers a new link', async ({ page, request }) => {
  const member = await createMember(request, 'reuser');
  expect((await request.post('/api/v1/auth/password-reset', { data: { email: member.email } })).ok()).toBe(true);
  const mail = await mailTo(request, member.email, RESET_SUBJECT);
  const link = mail.links.find((href) => href.includes('/pricing#reset='));
  expect(link).toMatch(/\/pricing#reset=[A-Za-z0-9_-]{43}$/);
  const token = new URL(link!).hash.slice('#reset='.length);

  // A fresh link shows the form.
  await page.goto(`/pricing#reset=${token}`);
  await expect(page.getByRole('form', { name: 'Choose a new password' }).getByLabel('New password', { exact: true })).toBeVisible();

  // Used once (here through the API), the same link no longer offers the form.
  expect((await request.post('/api/v1/auth/password-reset/confirm', { data: { token, password: 'used-once-secret' } })).status()).toBe(200);
  await page.goto('/');
  await page.goto(`/pricing#reset=${token}`);
  await expect(page.getByRole('alert')).toHaveText(RESET_LINK_INVALID);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set new password' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page.getByRole('form', { name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('an unknown reset link is refused the same way', async ({ page }) => {
  await page.goto(`/pricing#reset=${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(RESET_LINK_INVALID);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test("a member who has just confirmed the mailed link is welcomed, not 'Welcome back'; a later visit is welcomed back", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newcomer');
  const signUp = await request.post('/api/v1/auth/sign-up', { data: { email, password: 'first-visit-42', adult: true } });
  expect(signUp.status()).toBe(201);
  const mail = await mailTo(request, email, CONFIRM_SUBJECT);
  const link = mail.links.find((href) => href.includes('/apps#confirm='))!;

  await page.goto(`/apps${new URL(link).hash}`);
  await expect(page).toHaveURL(/\/apps$/);
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();
  const name = email.split('@')[0]!;
  await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText(`Welcome back, ${name}`)).toBeVisible();
});
