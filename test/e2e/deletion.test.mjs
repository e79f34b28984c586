// A family deletes its account, in Chromium against the built product (docs/money.md, Deleting an
// account): it bought a three-student plan by card and changed to one student the same day, which
// left credit; /account says the credit deleting forfeits before the password and the question;
// once deleted the family is signed out and its login is refused. Screenshots of the confirmation
// at 1280 and 375 px go to SOMA_SCREENSHOTS (a folder), when set.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { accountOf, closeBoth, newPage, signInPage, startBoth } from './harness.mjs';

const PASSWORD = 'a-long-password-1';
const shots = process.env.SOMA_SCREENSHOTS;

let portal;
let browser;

before(async () => ({ portal, browser } = await startBoth({ SANDBOX_MPESA_DELAY_MS: '500' })));
after(() => closeBoth({ portal, browser }));

async function api(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

async function bundleId(students) {
  const { body } = await api('/shop/bundles');
  return body.find((b) => b.students === students && b.duration === 1).product_id;
}

/** Ksh as the English page writes it: whole shillings, or two decimals when there are cents. */
function ksh(minor) {
  const digits = minor % 100 === 0 ? 0 : 2;
  const amount = (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `Ksh ${amount}`;
}

/**
 * A family through the API: a card saved, a sign-up buying the three-student monthly plan with it
 * (4242 4242 4242 4242 pays at once), then the same day a change to one student, which credits more
 * than it costs. Answers its email, token and balance (below 0: credit).
 */
async function familyWithCredit() {
  const saved = await api('/shop/sandbox/payment_methods', {
    method: 'POST',
    body: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
      name: 'Wanjiru Kamau',
    },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const email = `leaving-${Date.now()}@example.com`;
  const signup = await api('/signup', {
    method: 'POST',
    body: {
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      bundle: await bundleId(3),
      payment: { method: 'card', info: { payment_method_id: saved.body.id } },
    },
  });
  assert.equal(signup.status, 200, JSON.stringify(signup.body));
  const token = signup.body.access_token;
  assert.equal((await api('/me/subscription', { token })).body.status, 'active');
  const change = await api('/shop/upgrade', { method: 'POST', token, body: { bundle: await bundleId(1) } });
  assert.equal(change.status, 200, JSON.stringify(change.body));
  assert.equal(change.body.status, 'active');
  const { balance } = (await api('/me', { token })).body;
  assert.ok(balance < 0, `the change left credit, not ${balance}`);
  return { email, token, balance };
}

/** The Delete Account card of /account, once it says what the family forfeits. */
async function openConfirmation(page, forfeited) {
  await page.goto(`${portal.url}/account`);
  const card = accountOf(page).locator('[part="delete-account"]');
  await card.getByText(forfeited).waitFor();
  return card;
}

describe('deleting an account', () => {
  it('a family with credit reads what it forfeits, deletes, is signed out, and cannot log in again', async () => {
    const family = await familyWithCredit();
    const forfeited = `Your ${ksh(-family.balance)} of credit will be forfeited.`;

    // At 375 px: the confirmation as a phone shows it.
    const phone = await newPage(browser, 375);
    await signInPage(phone, family.token);
    const small = await openConfirmation(phone, forfeited);
    await small.scrollIntoViewIfNeeded();
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await small.screenshot({ path: join(shots, 'deletion-375.png') });
    }
    await phone.context().close();

    const page = await newPage(browser, 1280);
    await signInPage(page, family.token);
    const card = await openConfirmation(page, forfeited);
    // Said before the password and the question.
    const order = await card.evaluate((el, said) => {
      const paragraph = [...el.querySelectorAll('p')].find((p) => p.textContent === said);
      const input = el.querySelector('input[type="password"]');
      return Boolean(paragraph && input && paragraph.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, forfeited);
    assert.equal(order, true, 'the credit is said before the password');
    await card.getByLabel(/^Password\*?$/).fill(PASSWORD);
    if (shots) await card.screenshot({ path: join(shots, 'deletion-1280.png') });
    await card.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("Are you sure you want to delete your account? This can't be undone.").waitFor();
    if (shots) await page.screenshot({ path: join(shots, 'deletion-1280-question.png') });
    await dialog.getByRole('button', { name: 'Delete Account' }).click();

    // Signed out, at the login page.
    await page.waitForURL((url) => url.pathname === '/');
    const login = page.locator('soma-login');
    await login.getByRole('button', { name: 'Login' }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('soma_token')), null);
    assert.equal((await api('/me', { token: family.token })).status, 401);

    // The login is refused.
    await login.getByLabel(/^Email or Phone Number\*?$/).fill(family.email);
    await login.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await login.getByText('These credentials do not match our records.').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.context().close();
  });
});
