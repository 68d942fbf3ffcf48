import { expect, type Page, test } from '@playwright/test';
import { acceptGate } from './members';

/**
 * The static pages: /legal with its #terms, #privacy and #copyright anchors and every section it
 * must have (terms with their restrictions, privacy, intellectual property with copyright takedowns
 * and the removal of an image of oneself, contact), /resources with its five topics, /tensor-art 'Coming Soon' / 'In Development', and the footer's Simple Admin page.
 */

test.beforeEach(async ({ page }) => {
  await acceptGate(page);
});

const heading = (page: Page, level: number, name: string) => page.getByRole('heading', { level, name, exact: true });

async function contactEmail(page: Page): Promise<string> {
  const catalog = (await (await page.request.get('/api/v1/catalog')).json()) as { contactEmail: string };
  expect(catalog.contactEmail).toMatch(/@/);
  return catalog.contactEmail;
}

test('the #terms, #privacy and #copyright anchors land on their sections, from a link or a fresh load', async ({ page }) => {
  for (const [anchor, title] of [
    ['#terms', 'Terms and Conditions'],
    ['#privacy', 'Privacy Policy'],
    ['#copyright', 'Intellectual property & copyright'],
  ] as const) {
    await page.goto(`/legal${anchor}`);
    await expect(page.locator(anchor)).toBeVisible();
    await expect(heading(page, 2, title)).toBeInViewport();
  }

  // From the footer of another page: the path changes and the section is scrolled to.
  await page.goto('/gallery');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/legal#privacy$/);
  await expect(heading(page, 2, 'Privacy Policy')).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Copyright' }).click();
  await expect(page).toHaveURL(/\/legal#copyright$/);
  await expect(heading(page, 2, 'Intellectual property & copyright')).toBeInViewport();

  // The page's own contents.
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await contents.getByRole('link', { name: 'Removal of an image of you' }).click();
  await expect(page).toHaveURL(/\/legal#removal$/);
  await expect(heading(page, 3, 'Removal of an image of you')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await contents.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(heading(page, 2, 'Terms and Conditions')).toBeInViewport();
});

test('the legal page has every section, with the configured contact e-mail', async ({ page }) => {
  const email = await contactEmail(page);
  await page.goto('/legal');
  await expect(heading(page, 1, 'Terms, Privacy & Copyright')).toBeVisible();
  const terms = page.locator('#terms');
  await expect(heading(page, 2, 'Terms and Conditions')).toBeVisible();
  await expect(terms).toContainText('Studio 18 is a service for adults aged 18 or over.');

  // Restrictions: no damaging use, no unlawful use, no data harvesting, no offensive or underage material.
  await expect(heading(page, 3, 'Restrictions')).toBeVisible();
  const restrictions = terms.getByRole('list').first().getByRole('listitem');
  await expect(restrictions).toHaveCount(4);
  await expect(restrictions.nth(0)).toContainText('damages, or could damage, the site');
  await expect(restrictions.nth(1)).toContainText('unlawful');
  await expect(restrictions.nth(2)).toContainText('harvesting');
  await expect(restrictions.nth(3)).toContainText('offensive material');
  await expect(restrictions.nth(3)).toContainText('underage material');

  // Prohibited images end access and close the account; serious cases lead to legal action.
  await expect(terms).toContainText('Trying to produce prohibited images ends your access to Studio 18 and closes your account.');
  await expect(terms).toContainText('Serious cases are reported to the police and followed by legal action.');

  // User responsibility, and the consent rule for real people.
  await expect(terms).toContainText('You are responsible for the content you create');
  await expect(terms).toContainText("When an image shows a real person, you must have that person's explicit consent to use and modify it");

  // Norwegian law, Oslo courts.
  await expect(terms).toContainText('These terms are governed by Norwegian law. Disputes belong to the courts of Oslo, Norway.');

  // Privacy: the e-mail address is not shared.
  await expect(page.locator('#privacy')).toContainText('We never sell or share your e-mail address with third parties.');

  // Intellectual property.
  await expect(page.locator('#copyright')).toContainText('The Studio 18 name, site design and software belong to us.');

  // Contact, from CONTACT_EMAIL.
  await expect(heading(page, 2, 'Contact')).toBeVisible();
  await expect(page.locator('#contact').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
});

test('copyright takedowns and the removal of an image of you have a contact and a clear procedure', async ({ page }) => {
  const email = await contactEmail(page);
  await page.goto('/legal#copyright');
  const copyright = page.locator('#copyright');

  await expect(heading(page, 3, 'Copyright complaints (takedown)')).toBeVisible();
  await expect(copyright).toContainText('send a takedown notice to');
  await expect(page.locator('#takedown + p').getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=Takedown%20notice`,
  );

  const removal = page.locator('#removal');
  await expect(removal.getByRole('heading', { level: 3, name: 'Removal of an image of you' })).toBeVisible();
  await expect(removal).toContainText('Anyone shown in an image on Studio 18 can have it removed.');
  await expect(removal).toContainText(
    'Reported content that depicts someone without their consent, or depicts a minor, is hidden at once and reviewed, and removed within 48 hours when the report holds.',
  );
  const steps = removal.getByRole('list').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Removal request');
  await expect(steps.nth(0).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}?subject=Removal%20request`);
  await expect(steps.nth(1)).toContainText('address of each image');
  await expect(steps.nth(2)).toContainText('the image shows you');
  await expect(steps.nth(3)).toContainText('We hide the image from view as soon as we read your request');
  await expect(removal).toContainText('write “Urgent” in the subject');
});

test('the legal page works offline after one visit, with the contact address it last saw', async ({ page, context }) => {
  const email = await contactEmail(page);
  await page.goto('/legal');
  await expect(page.locator('#contact').getByRole('link', { name: email })).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(heading(page, 1, 'Terms, Privacy & Copyright')).toBeVisible();
    await expect(page.locator('#contact').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(page.locator('#removal').getByRole('listitem')).toHaveCount(4);
  } finally {
    await context.setOffline(false);
  }
});

test("/tensor-art shows 'Coming Soon' and 'In Development'", async ({ page }) => {
  await page.goto('/tensor-art');
  await expect(heading(page, 1, 'Coming Soon')).toBeVisible();
  await expect(page.getByText('In Development', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Tensor Art · Studio 18');
  await page.getByRole('main').getByRole('link', { name: 'Try FREE FLUX' }).click();
  await expect(page).toHaveURL(/\/free-txt2img$/);
});

test('/resources has its five marketing sections, each reachable from the topics', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Get more out of AI generation');
  const titles = ['The generation technology', 'Video generation', 'Monetization', 'Social media', 'Style versatility'];
  for (const title of titles) await expect(heading(page, 2, title)).toBeVisible();

  const topics = page.getByRole('navigation', { name: 'Topics' });
  await topics.getByRole('link', { name: 'Style versatility' }).click();
  await expect(page).toHaveURL(/\/resources#styles$/);
  await expect(heading(page, 2, 'Style versatility')).toBeInViewport();
  await expect(page.getByRole('list', { name: 'FREE FLUX style presets' }).getByRole('listitem')).toHaveText([
    'Photographic',
    'Digital Art',
    'Cinematic',
    'Anime',
    'Oil Painting',
    'Fantasy',
  ]);

  // True to this product: free tools, pay per use, no subscription.
  const monetization = page.locator('#monetization');
  await expect(monetization).toContainText('FREE FLUX, the AI Image Remix and the Magic Prompter');
  await expect(monetization).toContainText('no weekly or monthly subscription');
  await expect(page.locator('#video')).toContainText('free tokens for video when you join');
});

test('the Simple Admin static page loads under the CSP with no script, and links to the admin and back', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Simple Admin' }).click();
  await expect(page).toHaveURL(/\/simple-admin\.html$/);
  await expect(heading(page, 1, 'Simple Admin')).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
  // The stylesheet applied: the page is dark, as the site is.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(10, 10, 16)');
  await expect(page.getByRole('link', { name: 'Open the Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('link', { name: 'Gallery Admin' })).toHaveAttribute('href', '/gallery-admin');
  expect(violations).toEqual([]);
  await page.getByRole('link', { name: 'Back to Studio 18' }).click();
  await expect(page).toHaveURL(/\/$/);
});
