import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Shared by the browser tests: members made through the real API and the dev mailbox. */

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

export interface Member {
  email: string;
  password: string;
}

export const CONFIRM_SUBJECT = 'Confirm your email for Studio 18';
export const RESET_SUBJECT = 'Reset your Studio 18 password';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest mail to `to` with `subject`, waiting for it: the server sends mail after answering. */
export async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
        found = mails.find((mail) => mail.to === to && mail.subject === subject);
        return found !== undefined;
      },
      { message: `a mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A confirmed member made through the API (sign-up, then the mailed link): 500 welcome tokens, ready to sign in. */
export async function createMember(request: APIRequestContext, prefix: string): Promise<Member> {
  const member = { email: uniqueEmail(prefix), password: `pw-${Math.random().toString(36).slice(2, 10)}` };
  const signUp = await request.post('/api/v1/auth/sign-up', { data: { ...member, adult: true } });
  expect(signUp.status()).toBe(201);
  const mail = await mailTo(request, member.email, CONFIRM_SUBJECT);
  const link = mail.links.find((href) => href.includes('/apps#confirm='));
  expect(link).toMatch(/\/apps#confirm=[A-Za-z0-9_-]{43}$/);
  const confirm = await request.post('/api/v1/auth/confirm', { data: { token: new URL(link!).hash.slice('#confirm='.length) } });
  expect(confirm.status()).toBe(200);
  return member;
}

/** An access token for calling the API as `member` (POST /api/v1/auth/sign-in). */
export async function accessTokenFor(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.post('/api/v1/auth/sign-in', { data: member });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The age and cookie gate is accepted before any page of this test loads. */
export async function acceptGate(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('ageVerificationAccepted', 'true');
    localStorage.setItem('cookieConsentAccepted', 'true');
  });
}

/** The administrator the e2e config creates at start (ADMIN_EMAIL / ADMIN_PASSWORD), signed in through the form. */
export const ADMIN = { email: 'admin@studio18.test', password: 'e2e-admin-password' };

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Signs in through the sign-in form of /pricing, which moves a signed-in member on to /profile. */
export async function signInThroughForm(page: Page, member: Member): Promise<void> {
  await page.goto('/pricing');
  // The form's own switch: the nav's Login link hides in the menu on a phone.
  await page.getByRole('form', { name: 'Create your account' }).waitFor();
  await page.locator('.auth-switch').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}
