// The journeys' harness: the built product served as `npm start` serves it (the reference server
// with demo data on a fresh embedded database, on a free port), Debian's Chromium through
// playwright-core, and the few steps every journey shares.
import { chromium } from 'playwright-core';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { startPortal } from '../browser/examples/portal.mjs';

export { startPortal };

export function launchBrowser() {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * What a journey file runs against: the portal (`startPortal(env)`) and a browser, started in its
 * `before` and closed by `closeBoth` in its `after`.
 */
export async function startBoth(env = {}) {
  const portal = await startPortal(env);
  const browser = await launchBrowser();
  return { portal, browser };
}

export async function closeBoth({ portal, browser }) {
  await browser?.close();
  await portal?.stop();
}

/** A page `width` px wide in a fresh profile (no cache, no storage). */
export async function newPage(browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 760 : 900 } });
  return context.newPage();
}

/** A bearer token for a login, straight from the API (for scenarios that start signed in). */
export async function apiLogin(portalUrl, login, password) {
  const response = await fetch(`${portalUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ login, password }),
  });
  if (!response.ok) throw new Error(`login refused: ${response.status} ${await response.text()}`);
  const { access_token: token } = await response.json();
  return token;
}

/** The page starts signed in with `token`, as after a login in the same tab. */
export async function signInPage(page, token) {
  await page.context().addInitScript((value) => sessionStorage.setItem('soma_token', value), token);
}

export const shopOf = (page) => page.locator('soma-plan-shop');
export const stepIs = (page, text) => shopOf(page).locator('[part="title"] + p', { hasText: text }).waitFor();

/** Picks the plan for `students` (e.g. '2 Students') and `duration` (e.g. 'Monthly'). */
export async function selectPlan(page, students, duration) {
  const plan = shopOf(page)
    .locator('[part="plan"]')
    .filter({ has: page.locator('strong', { hasText: new RegExp(`^${students}$`) }) })
    .filter({ hasText: duration });
  await plan.getByRole('button').click();
  await stepIs(page, 'Payment Info');
}

/** Chooses M-Pesa with a phone number and moves on to the account step. */
export async function payByMpesa(page, phone = '0712 345 678') {
  await shopOf(page).getByLabel('M-Pesa', { exact: true }).check();
  await shopOf(page).getByLabel('M-Pesa Phone Number').fill(phone);
  await shopOf(page).getByRole('button', { name: 'Proceed' }).click();
}

let visitors = 0;

/** Fills the account step of a logged-out checkout; answers the email used. */
export async function fillAccount(page, { first = 'Achieng', last = 'Odhiambo' } = {}) {
  const shop = shopOf(page);
  visitors += 1;
  const email = `visitor-${Date.now()}-${visitors}@example.com`;
  await shop.getByLabel('First Name').fill(first);
  await shop.getByLabel('Last Name').fill(last);
  await shop.getByLabel(/^Email\*?$/).fill(email);
  await shop.getByLabel(/^Password\*?$/).fill('a-long-password-1');
  await shop.getByLabel('Password Confirmation').fill('a-long-password-1');
  return email;
}

/** Ticks both confirmations of the last step. */
export async function confirmBoth(page) {
  await shopOf(page)
    .getByLabel(/^I agree to/)
    .check();
  await shopOf(page)
    .getByLabel(/^I accept the Terms/)
    .check();
}

export const receiptTitle = (page, text, timeout = 20000) =>
  page.locator('soma-account [part="receipt"] [part="title"]', { hasText: text }).waitFor({ timeout });

/** Pays with the sandbox card `number` on the shop's payment step and, unless it is the last step, moves on. */
export async function payByCard(page, number, { proceed = true } = {}) {
  const shop = shopOf(page);
  await shop.getByLabel('Credit / Debit', { exact: true }).check();
  await shop.getByLabel('Name on card').fill('Wanjiru Kamau');
  await shop.getByLabel('Card number').fill(number);
  await shop.getByLabel('Expiry date').fill(`12 / ${String(new Date().getFullYear() + 3).slice(2)}`);
  await shop.getByLabel('Security code').fill('123');
  if (proceed) await shop.getByRole('button', { name: 'Proceed' }).click();
}

/**
 * A new family through the hosted explore page: the plan for `students` and `duration`, paid with
 * `pay(page)`, an account, both confirmations, Sign Up; answers at the receipt.
 */
export async function signUpThroughExplore(
  page,
  portalUrl,
  { students = '1 Student', duration = 'Monthly', pay = payByMpesa, first = 'Achieng', last = 'Odhiambo' } = {},
) {
  await page.goto(`${portalUrl}/explore`);
  await shopOf(page).locator('[part="plan"]').first().waitFor();
  await selectPlan(page, students, duration);
  await pay(page);
  await stepIs(page, 'Account Info');
  const email = await fillAccount(page, { first, last });
  await confirmBoth(page);
  await shopOf(page).getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/account/receipt/*');
  return email;
}

export const accountOf = (page) => page.locator('soma-account');

/** Opens the Current Plan card's Plan Options and chooses `item`. */
export async function planOption(page, item) {
  const account = accountOf(page);
  await account.getByRole('button', { name: /^Plan Options/ }).click();
  await account.getByRole('menuitem', { name: item }).click();
}

/** The Current Plan card's value for `term` (a definition list). */
export async function planTerm(page, term) {
  return accountOf(page)
    .locator('[part="plan"] dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/**
 * Adds a student from the welcome screen's 'Add New' tile: an avatar (a colour and the first icon)
 * chosen in the picker, the required fields, Save; answers back on "Who's Learning?".
 */
export async function addStudent(page, { first, last, gender = 'Female', colour = 'Green' }) {
  const account = accountOf(page);
  await account.getByRole('button', { name: /Add New/ }).click();
  await account.getByRole('heading', { name: 'Add Student' }).waitFor();
  await account.getByRole('button', { name: 'Choose Avatar' }).click();
  const picker = account.locator('[part="avatar-picker"]');
  await picker.getByLabel(colour, { exact: true }).check();
  const icon = picker.locator('input[name="avatar-icon"]:not([value=""])').first();
  await icon.check();
  await account.getByRole('button', { name: 'Done' }).click();
  await account.getByLabel(/^First Name/).fill(first);
  await account.getByLabel(/^Last Name/).fill(last);
  await account.getByLabel(gender, { exact: true }).check();
  const grade = account.getByLabel(/^Grade/);
  await grade.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
  await grade.selectOption({ index: 1 });
  await account.getByRole('button', { name: 'Save' }).click();
  await account.getByRole('heading', { name: "Who's Learning?" }).waitFor();
}

/** Saves site settings as the administrator does (`POST /api/settings`). */
export async function saveSettings(portal, values) {
  const [login, password] = portal.admin;
  const token = await apiLogin(portal.url, login, password);
  const response = await fetch(`${portal.url}/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`settings refused: ${response.status} ${await response.text()}`);
}
