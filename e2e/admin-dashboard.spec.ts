import { expect, test } from '@playwright/test';
import { accessTokenFor, acceptGate, ADMIN, createMember, signInThroughForm, uniqueEmail } from './members';

/**
 * The administrator's dashboard in the browser, on a desktop and on a phone: the figures, the user
 * search (kept in the address), editing a balance, adding a user and deleting one after the in-page
 * confirmation.
 */

test.beforeEach(async ({ page }) => acceptGate(page));

/** The whole page, or only the screen while a dialog is open over it. */

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width} px the administrator reads the figures, finds a member, sets its tokens, adds a user and deletes one`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const adminToken = await accessTokenFor(request, ADMIN);
    const auth = { authorization: `Bearer ${adminToken}` };
    const member = await createMember(request, `dash${width}`);
    const doomed = await createMember(request, `doomed${width}`);
    const memberId = async (email: string) => {
      const res = await request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`, { headers: auth });
      return ((await res.json()) as { users: Array<{ id: string; tokens: number }> }).users[0];
    };
    // The member's balance is seeded at 120 by the administrator's API.
    const seeded = await request.put(`/api/v1/admin/users/${(await memberId(member.email))!.id}/tokens`, {
      headers: auth,
      data: { tokens: 120 },
    });
    expect(seeded.status()).toBe(200);
    // A job of the member's, so the last 24 hours have one to count.
    const job = await request.post('/api/v1/generations', {
      headers: { authorization: `Bearer ${await accessTokenFor(request, member)}` },
      data: { tool: 'free-flux', params: { prompt: 'A lighthouse at dusk' } },
    });
    expect(job.status()).toBe(202);

    await signInThroughForm(page, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    // The figures, as the server counts them.
    const figures = page.getByRole('region', { name: 'Figures' });
    for (const label of ['Total users', 'Revenue', 'Tokens sold', 'Tokens spent', 'Refused prompts (24 h)', 'Jobs in the last 24 h']) {
      await expect(figures.getByRole('article', { name: label })).toBeVisible();
    }
    const users = Number(
      (await figures.getByRole('article', { name: 'Total users' }).locator('.admin-stat-value').textContent())!.replace(/,/g, ''),
    );
    expect(users).toBeGreaterThanOrEqual(3);
    await expect(figures.getByRole('article', { name: 'Revenue' }).locator('.admin-stat-value').first()).toHaveText(/^\$\d/);
    const jobs = figures.getByRole('article', { name: 'Jobs in the last 24 h' });
    expect(Number(await jobs.locator('.admin-stat-value').textContent())).toBeGreaterThanOrEqual(1);
    await expect(jobs.getByRole('definition').filter({ hasText: 'demo' }).first()).toBeVisible();

    // Search: server-side, kept in the address across a reload.
    const search = page.getByRole('searchbox', { name: 'Search users by e-mail' });
    await search.fill(member.email);
    await expect(page).toHaveURL(new RegExp(`/admin\\?q=${encodeURIComponent(member.email).replace(/[.]/g, '\\.')}$`));
    const rows = page.locator('.admin-table tbody tr');
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search users by e-mail' })).toHaveValue(member.email);
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: member.email });
    await expect(row.getByText('120', { exact: true })).toBeVisible();

    // A negative balance is stopped in the page; 500 is saved and the row read again.
    await row.getByRole('button', { name: `Edit tokens of ${member.email}` }).click();
    const input = row.getByLabel(`Tokens of ${member.email}`);
    await input.fill('-5');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText('Tokens cannot be negative');
    await input.fill('500');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('500', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect((await memberId(member.email))!.tokens).toBe(500);

    // Add User: blank fields are stopped before the server; then the account is made with 25 tokens.
    const added = uniqueEmail(`added${width}`);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByPlaceholder('Minimum 6 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Email and password are required.');
    await dialog.getByLabel('Email').fill(added);
    await dialog.getByLabel('Password', { exact: true }).fill('added-password');
    await dialog.getByLabel('Initial tokens').fill('25');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'User created successfully' })).toBeVisible();
    await search.fill(added);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByText('25', { exact: true })).toBeVisible();

    // Delete, after the in-page confirmation.
    await search.fill(doomed.email);
    await expect(rows).toHaveCount(1);
    await rows
      .first()
      .getByRole('button', { name: `Delete ${doomed.email}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await expect(confirm.locator('.admin-confirm-text')).toHaveText(
      `Are you sure you want to delete user ${doomed.email}? This cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User deleted successfully' })).toBeVisible();
    await expect(rows).toHaveCount(0);
    expect(await memberId(doomed.email)).toBeUndefined();

    // The administrator's own row has no delete button.
    await search.fill(ADMIN.email);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByText('You', { exact: true })).toBeVisible();
    await expect(rows.first().getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await search.fill('');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(rows.first()).toBeVisible();

    // Nothing sticks out sideways on either screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('failures are said in the page: a first load that fails, a balance, an account and a deletion the server refuses', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'failing');
  await signInThroughForm(page, ADMIN);

  // The first load fails: one message, the detail in the console.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/v1/admin/stats', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
  );
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText('Error loading admin data. Check console for details.');
  expect(errors.some((text) => text.includes('Loading the admin dashboard failed'))).toBe(true);
  await page.unroute('**/api/v1/admin/stats');

  await page.goto(`/admin?q=${encodeURIComponent(member.email)}`);
  const row = page.locator('.admin-table tbody tr').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);

  // A balance the server does not take.
  await page.route('**/api/v1/admin/users/*/tokens', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
  );
  await row.getByRole('button', { name: `Edit tokens of ${member.email}` }).click();
  await row.getByLabel(`Tokens of ${member.email}`).fill('42');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toHaveText('Failed to update tokens');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('500', { exact: true })).toBeVisible();
  await page.unroute('**/api/v1/admin/users/*/tokens');

  // An address already registered: the server's words after the page's.
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill('another-password');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to create user: A user with this email already exists.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A deletion the server refuses leaves the row in place.
  await page.route('**/api/v1/admin/users/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found","message":"User not found"}}' })
      : route.fallback(),
  );
  await row.getByRole('button', { name: `Delete ${member.email}` }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete user: User not found');
  await expect(row).toHaveCount(1);
});
