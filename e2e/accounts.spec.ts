import { test as base, expect, type Page } from '@playwright/test';
import { acceptGate, CONFIRM_SUBJECT, createMember, mailTo, type Member, RESET_SUBJECT, uniqueEmail } from './members';

/**
 * Accounts in the browser: sign-up with e-mail confirmation through the dev mailbox, sessions that
 * survive a reload, sign-out, client-side checks, password reset and the admin-only pages. Every
 * message is checked word for word.
 */

const messages = {
  confirmEmail:
    'Account created! Please check your email inbox (and spam folder) for a confirmation link. You must verify your email before signing in.',
  expiryNote: 'The confirmation link expires in 24 hours.',
  emailNotVerified:
    'Email not verified. Please check your email inbox (and spam folder) and click the confirmation link before signing in.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  invalidEmail: 'Please enter a valid email address. Some email providers may not be supported.',
  passwordHint: 'Password must be at least 6 characters long',
  adminRequired: 'Admin access required. Please sign in with admin credentials.',
};

/** One confirmed member per worker for the tests that only need somebody to sign in as. */
const test = base.extend<object, { member: Member }>({
  member: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const member = await createMember(request, 'member');
      await request.dispose();
      await use(member);
    },
    { scope: 'worker' },
  ],
});

test.beforeEach(async ({ page }) => acceptGate(page));

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectSignedInNav(page: Page) {
  await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'AI Studio', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Join Us', exact: true })).toHaveCount(0);
}

async function expectSignedOutNav(page: Page) {
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Join Us', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'AI Studio', exact: true })).toHaveCount(0);
}

/** The sign-in form of /pricing, reached the way a visitor does: the nav's Login link. */
async function openSignIn(page: Page) {
  await page.goto('/');
  await nav(page).getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  return page.getByRole('form', { name: 'Welcome back' });
}

async function signInThroughForm(page: Page, member: Member) {
  const form = await openSignIn(page);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expectSignedInNav(page);
}

test('sign up, confirm from the mailed link, stay signed in across a reload, then sign out for good', async ({ page }) => {
  const email = uniqueEmail('joiner');
  const password = 'sunrise-42';

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
  const signUp = page.getByRole('form', { name: 'Create your account' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await expect(signUp.getByText(messages.passwordHint)).toBeVisible();
  await signUp.getByLabel('I confirm I am 18 or older').check();
  const submit = signUp.getByRole('button', { name: 'Sign Up' });
  await submit.click();

  const done = page.getByRole('status');
  await expect(done).toContainText(messages.confirmEmail);
  await expect(done).toContainText(messages.expiryNote);

  // Not confirmed yet: signing in is refused with the user-facing message, and a new link can be asked for.
  const signIn = page.getByRole('form', { name: 'Welcome back' });
  await expect(signIn.getByLabel('Email')).toHaveValue(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const refused = page.getByRole('alert');
  await expect(refused).toContainText(messages.emailNotVerified);
  await refused.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(page.getByRole('status')).toContainText('a new link is on its way');
  await expectSignedOutNav(page);

  // The link in the mail (the newest one) lands on /apps, signed in, with the token gone from the address.
  await mailTo(page.request, email, CONFIRM_SUBJECT);
  await page.goto('/dev/mailbox');
  const mail = page
    .locator(`article.mail[data-to="${email}"]`)
    .filter({ has: page.getByRole('heading', { name: CONFIRM_SUBJECT }) })
    .first();
  await mail.getByRole('link', { name: /\/apps#confirm=/ }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expectSignedInNav(page);

  // The session comes back from the refresh cookie after a reload.
  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expectSignedInNav(page);

  await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('.balance-value')).toHaveText(/^\d[\d,]* tokens$/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('tabpanel').getByLabel('Email')).toHaveValue(email);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutNav(page);

  await page.reload();
  await expectSignedOutNav(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pricing$/);
});

test('sign-up checks the e-mail, the 18+ box and the password length before sending anything', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/sign-up')) sent.push(request.url());
  });
  await page.goto('/pricing');
  const form = page.getByRole('form', { name: 'Create your account' });
  const submit = form.getByRole('button', { name: 'Sign Up' });

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('long-enough');
  await form.getByLabel('I confirm I am 18 or older').check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(messages.invalidEmail);

  await form.getByLabel('Email').fill(uniqueEmail('minor'));
  await form.getByLabel('I confirm I am 18 or older').uncheck();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('You must confirm that you are 18 or older to create an account');
  await expect(form.getByLabel('I confirm I am 18 or older')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('I confirm I am 18 or older').check();
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(messages.passwordHint);
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  expect(sent).toEqual([]);
});

test("while a sign-in is on its way the button says 'Loading...' and is disabled", async ({ page, member }) => {
  const form = await openSignIn(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/auth/sign-in', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const busy = form.getByRole('button', { name: 'Loading...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a wrong password is refused with the invalid-credentials message; the right one signs in', async ({ page, member }) => {
  const form = await openSignIn(page);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(`${member.password}-wrong`);
  const submit = form.getByRole('button', { name: 'Sign In' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
  await expectSignedOutNav(page);

  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await submit.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a forgotten password is reset from the mailed link, which signs the user in; the new password works afterwards', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'forgetful');
  const newPassword = 'brand-new-secret';

  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('form', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(member.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email');

  await mailTo(page.request, member.email, RESET_SUBJECT);
  await page.goto('/dev/mailbox');
  const mail = page
    .locator(`article.mail[data-to="${member.email}"]`)
    .filter({ has: page.getByRole('heading', { name: RESET_SUBJECT }) })
    .first();
  await mail.getByRole('link', { name: /\/pricing#reset=/ }).click();

  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await expect(reset.getByText(messages.passwordHint)).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill('short');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.passwordHint);
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed. You are now signed in.');
  await expectSignedInNav(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutNav(page);

  // The old password is gone, the new one signs in.
  const again = await openSignIn(page);
  await again.getByLabel('Email').fill(member.email);
  await again.getByLabel('Password', { exact: true }).fill(member.password);
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
  await signInThroughForm(page, { email: member.email, password: newPassword });
});

test('the admin pages refuse a member and a signed-out visitor: Access Denied, and no admin links', async ({ page, member }) => {
  for (const path of ['/admin', '/gallery-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(messages.adminRequired)).toBeVisible();
  }

  await signInThroughForm(page, member);
  for (const path of ['/admin', '/gallery-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(messages.adminRequired)).toBeVisible();
    await expectSignedInNav(page);
    await expect(nav(page).getByRole('link', { name: 'Gallery Admin', exact: true })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Admin Panel', exact: true })).toHaveCount(0);
  }
});

test('/apps asks a signed-out visitor to sign in, and a bad confirmation link says why it failed', async ({ page }) => {
  await page.goto('/apps#confirm=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access the AI generator and manage your tokens.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid or has expired.');
  await expect(page.getByRole('form', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/\/apps$/);
});

test('the session refreshes itself before the access token runs out, and the rotated cookie still restores it', async ({
  page,
  member,
}) => {
  await page.clock.install();
  await signInThroughForm(page, member);
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/auth/refresh') && response.request().method() === 'POST',
  );
  // A 15-minute access token: after 14 minutes fewer than three 30-second ticks remain.
  await page.clock.fastForward('14:00');
  expect((await refreshed).status()).toBe(200);
  await expectSignedInNav(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectSignedInNav(page);
});

test('tabs share one session: simultaneous reloads take turns refreshing, and signing out in one tab signs out the others', async ({
  page,
  context,
  member,
}) => {
  await context.addInitScript(() => {
    localStorage.setItem('ageVerificationAccepted', 'true');
    localStorage.setItem('cookieConsentAccepted', 'true');
  });
  await signInThroughForm(page, member);
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Both tabs refresh at start with the same cookie. Presented twice, a refresh token revokes the
  // whole session; taking turns, each tab uses the cookie the one before it received (or the session
  // the other tab shares). To make the race certain, the first refresh is held back until a second
  // one arrives (or 1.5 s pass): tabs that did not take turns would both go out with the same cookie.
  let seen = 0;
  let releaseFirst = () => {};
  await context.route('**/api/v1/auth/refresh', async (route) => {
    seen += 1;
    if (seen === 1) {
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
        setTimeout(resolve, 1500);
      });
    } else if (seen === 2) {
      releaseFirst();
    }
    await route.continue();
  });
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expectSignedInNav(tab);
  }
  await context.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expectSignedInNav(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutNav(other);
  await expect(other).toHaveURL(/\/pricing$/);
  await other.reload();
  await expectSignedOutNav(other);
});

test('on a 390 px phone the sign-up confirmation message is in view, clear of the sticky top bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  const signUp = page.getByRole('form', { name: 'Create your account' });
  await signUp.getByLabel('Email').fill(uniqueEmail('phone-joiner'));
  await signUp.getByLabel('Password', { exact: true }).fill('harbour-lights-7');
  await signUp.getByLabel('I confirm I am 18 or older').check();
  const submit = signUp.getByRole('button', { name: 'Sign Up' });
  // Pressed the way a thumb does: the button scrolled to the bottom of the screen.
  await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await submit.click();

  const done = page.getByRole('status').filter({ hasText: messages.confirmEmail });
  await expect(done).toContainText(messages.expiryNote);
  await expect
    .poll(
      async () => {
        const box = (await done.boundingBox())!;
        const { topbar, height } = await page.evaluate(() => ({
          topbar: document.querySelector('.topbar')!.getBoundingClientRect().bottom,
          height: window.innerHeight,
        }));
        return box.y >= topbar && box.y + box.height <= height;
      },
      { message: 'the whole message is below the top bar and above the bottom of the screen' },
    )
    .toBe(true);
});
