import { chromium } from 'playwright';
import { chromiumArgs, resolveChromium } from './browser';
const base = 'http://localhost:3290';
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: chromiumArgs });
// a report to have something in the queue
const list = await (await fetch(`${base}/api/v1/gallery`)).json();
const item = (list.items ?? list.shared ?? [])[0];
if (item) await fetch(`${base}/api/v1/reports`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-id': 'b'.repeat(32) }, body: JSON.stringify({ itemId: item.id, reason: 'no_consent', details: 'This is a photo of me, posted without my permission.' }) });
for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.addInitScript(() => { localStorage.setItem('ageVerificationAccepted', 'true'); localStorage.setItem('cookieConsentAccepted', 'true'); });
  await page.goto(base + '/pricing');
  await page.locator('.auth-switch').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill('admin@studio18.test');
  await form.getByLabel('Password', { exact: true }).fill('look-admin-pw');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/profile$/);
  for (const p of ['/admin', '/admin/review', '/gallery-admin', '/admin/audit', '/admin/settings']) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/look/${p.replace(/\//g, '_')}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
