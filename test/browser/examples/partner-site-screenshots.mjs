// Tries the plan shop as buyers would, in Chromium against the run command's server: the partner
// example under its Content-Security-Policy (every wizard step, the Terms and cancel dialogs, an
// error), sign-ups that land on the portal's receipt (pending then complete by M-Pesa; failed,
// then retried, by card), and the demo parent changing plans in the portal. Screenshots at 1280
// and 375 px wide go to .screenshots/; any policy violation, page error or failed request fails.
//   npm run build && node test/browser/examples/partner-site-screenshots.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../../../scripts/chromium.mjs';
import { tsImport } from 'tsx/esm/api';
import { startPortal } from './portal.mjs';

const OUT = '.screenshots';
const WIDTHS = [1280, 375];
const { EXAMPLES_CSP } = await tsImport('../../../server/http/static.ts', import.meta.url);

mkdirSync(OUT, { recursive: true });
const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const problems = [];
let visitors = 0;

async function newPage(width) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 800 } });
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Refused input answers 422 on purpose; any other failed request is a problem.
  page.on('response', (r) => r.status() >= 400 && r.status() !== 422 && problems.push(`${r.status()} ${r.url()}`));
  page.on(
    'console',
    (m) =>
      m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(`console: ${m.text()}`),
  );
  return page;
}

async function shoot(page, name) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
  console.log(`saved ${OUT}/${name}.png`);
}

async function checkViolations(page, where) {
  const violations = await page.evaluate(() => window.violations);
  if (violations.length) problems.push(`${where}: ${violations.join(', ')}`);
}

const shopOf = (page) => page.locator('soma-plan-shop');
const stepIs = (page, text) => shopOf(page).locator('[part="title"] + p', { hasText: text }).waitFor();

async function selectPlan(page, students, duration) {
  const plan = shopOf(page)
    .locator('[part="plan"]')
    .filter({ has: page.locator('strong', { hasText: new RegExp(`^${students}$`) }) })
    .filter({ hasText: duration });
  await plan.getByRole('button').click();
  await stepIs(page, 'Payment Info');
}

async function fillCard(page, number) {
  const shop = page.locator('soma-plan-shop, soma-account').first();
  await shop.getByLabel('Name on card').fill('Wanjiru Kamau');
  await shop.getByLabel('Card number').fill(number);
  await shop.getByLabel('Expiry date').fill(`12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await shop.getByLabel('Security code').fill('123');
}

async function fillAccount(page) {
  const shop = shopOf(page);
  visitors += 1;
  await shop.getByLabel('First Name').fill('Achieng');
  await shop.getByLabel('Last Name').fill('Odhiambo');
  await shop.getByLabel(/^Email\*?$/).fill(`visitor-${Date.now()}-${visitors}@example.com`);
  await shop.getByLabel(/^Password\*?$/).fill('a-long-password-1');
  await shop.getByLabel('Password Confirmation').fill('a-long-password-1');
}

async function confirmBoth(page) {
  const shop = shopOf(page);
  await shop.getByLabel(/^I agree to/).check();
  await shop.getByLabel(/^I accept the Terms/).check();
}

const receiptTitle = (page, text) =>
  page.locator('soma-account [part="receipt"] [part="title"]', { hasText: text }).waitFor({ timeout: 15000 });

try {
  const site = `${portal.url}/examples/partner-site/`;
  const header = (await fetch(site)).headers.get('content-security-policy');
  if (header !== EXAMPLES_CSP) problems.push(`the example's policy header is ${header}`);

  for (const width of WIDTHS) {
    // Every step of a visitor's checkout on the partner's page, then the receipt on the portal.
    const page = await newPage(width);
    await page.goto(site);
    await shopOf(page).locator('[part="plan"]').first().waitFor();
    await shoot(page, `partner-plans-${width}`);

    await selectPlan(page, '2 Students', 'Monthly');
    await shoot(page, `partner-payment-mpesa-${width}`);
    await shopOf(page).getByRole('button', { name: 'Proceed' }).click();
    await shopOf(page).locator('[part="error"]').waitFor();
    await shoot(page, `partner-payment-error-${width}`);

    await shopOf(page).getByLabel('Credit / Debit').check();
    await shopOf(page).getByLabel('Card number').waitFor();
    await shoot(page, `partner-payment-card-${width}`);

    await shopOf(page).getByRole('button', { name: 'Back' }).click();
    await stepIs(page, 'Select Plan');
    await shoot(page, `partner-select-plan-${width}`);
    await shopOf(page).getByRole('button', { name: 'Proceed' }).click();
    await stepIs(page, 'Payment Info');

    await shopOf(page).getByLabel('M-Pesa', { exact: true }).check();
    await shopOf(page).getByLabel('M-Pesa Phone Number').fill('0712 345 678');
    await shopOf(page).getByRole('button', { name: 'Proceed' }).click();
    await stepIs(page, 'Account Info');
    await shoot(page, `partner-account-${width}`);

    await fillAccount(page);
    await shopOf(page).getByRole('button', { name: 'Read the Terms and Conditions' }).click();
    await shopOf(page).locator('dialog[open]').waitFor();
    await shoot(page, `partner-terms-${width}`);
    await shopOf(page).getByRole('button', { name: 'Accept' }).click();

    await shopOf(page).getByRole('button', { name: 'Cancel' }).click();
    await shopOf(page).locator('dialog[open]').waitFor();
    await shoot(page, `partner-cancel-question-${width}`);
    await shopOf(page).getByRole('button', { name: 'No' }).click();

    await shopOf(page)
      .getByLabel(/^I agree to/)
      .check();
    await shoot(page, `partner-confirm-${width}`);
    await checkViolations(page, `partner site at ${width}px`);

    await shopOf(page).getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/account/receipt/*');
    await receiptTitle(page, 'Pending Payment');
    await shoot(page, `receipt-pending-${width}`);
    await receiptTitle(page, 'Payment Complete');
    await shoot(page, `receipt-complete-${width}`);
    await page.close();
  }

  for (const width of WIDTHS) {
    // A declined card: the receipt offers another card, which pays.
    const page = await newPage(width);
    await page.goto(site);
    await shopOf(page).locator('[part="plan"]').first().waitFor();
    await selectPlan(page, '1 Student', 'Yearly');
    await shopOf(page).getByLabel('Credit / Debit').check();
    await fillCard(page, '4000 0000 0000 0002');
    await shopOf(page).getByRole('button', { name: 'Proceed' }).click();
    await stepIs(page, 'Account Info');
    await fillAccount(page);
    await confirmBoth(page);
    await shopOf(page).getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/account/receipt/*');
    await receiptTitle(page, 'Payment Failed');
    await page.locator('soma-account').getByLabel('Card number').waitFor();
    await shoot(page, `receipt-failed-${width}`);
    await fillCard(page, '4242 4242 4242 4242');
    await page.locator('soma-account').getByRole('button', { name: 'Update & Retry' }).click();
    await receiptTitle(page, 'Payment Complete');
    await shoot(page, `receipt-retried-${width}`);
    await checkViolations(page, `declined card at ${width}px`);
    await page.close();
  }

  for (const width of WIDTHS) {
    // The demo parent changes plans in the portal.
    const page = await newPage(width);
    await page.goto(`${portal.url}/`);
    const login = page.locator('soma-login');
    await login.getByLabel('Email or Phone Number').fill(portal.parent[0]);
    await login.getByLabel('Password').fill(portal.parent[1]);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');
    await page.goto(`${portal.url}/account/bundles`);
    await shopOf(page).locator('[part="title"]', { hasText: 'Change Plan' }).waitFor();
    await shopOf(page).locator('[part="plan"]').first().waitFor();
    await shoot(page, `portal-change-plan-${width}`);
    await selectPlan(page, '5 Students', 'Monthly');
    await shopOf(page).locator('dt', { hasText: 'Credit for the unused part of your current plan' }).waitFor();
    await confirmBoth(page);
    await shoot(page, `portal-change-plan-preview-${width}`);
    await page.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}

if (problems.length) {
  console.error(`problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('no policy violation, no page error');
