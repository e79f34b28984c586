// A renewal the bank declines, paid again from its notice (docs/money.md, "Paying late" and "Another
// way to pay"), in Chromium against the built product on the sandbox's test clock: a family buys a
// two-student monthly plan by card, then makes a card the bank declines its default; the clock is
// moved past the billing date, the renewal is declined, and the notice of the unpaid renewal is read
// in the sandbox outbox. Its link opens the receipt, which offers the saved card first and another
// card; the family pays with another card, says it pays the renewals from now on, and the plan is
// active again, charged to that card next time. Screenshots of the account page and the receipts at
// 1280 and 375 px go to SOMA_SCREENSHOTS (a folder), when set.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { accountOf, apiLogin, closeBoth, newPage, planTerm, receiptTitle, signInPage, startBoth } from './harness.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'a-long-password-1';
const WIDTHS = [1280, 375];
const shots = process.env.SOMA_SCREENSHOTS;

let portal;
let browser;

before(async () => {
  ({ portal, browser } = await startBoth({
    SOMA_TEST_CLOCK: '1',
    JOBS_POLL_SECONDS: '0.5',
    SANDBOX_MPESA_DELAY_MS: '300',
  }));
});
after(() => closeBoth({ portal, browser }));

async function api(path, { token, method = 'GET', body, form } = {}) {
  const response = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ? new URLSearchParams(form) : body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

async function until(check, what, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A session from now on the server's clock (one from before the clock moved may have expired). */
const admin = () => apiLogin(portal.url, ...portal.admin);
const login = (email) => apiLogin(portal.url, email, PASSWORD);

async function outboxFor(to) {
  const answer = await api('/dev/outbox', { token: await admin() });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.messages.filter((message) => message.to === to);
}

/** Moves the server's clock forward by whole days; everything due by then runs before the answer. */
async function advance(days) {
  const answer = await api('/dev/clock', { token: await admin(), method: 'POST', body: { days } });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return new Date(answer.body.now);
}

/** A sandbox card, saved for the account `token` names (or, without one, for a sign-up). */
async function card(number, token) {
  const saved = await api('/shop/sandbox/payment_methods', {
    token,
    method: 'POST',
    body: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123', name: 'Wanjiru Kamau' },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return saved.body.id;
}

/**
 * A family through the API: the two-student monthly plan bought with a card that pays, then a card
 * the bank declines (4000 0000 0000 0002) made its default, which its renewals charge.
 */
async function familyWithDecliningCard() {
  const bundles = (await api('/shop/bundles')).body;
  const bundle = bundles.find((b) => b.students === 2 && b.duration === 1).product_id;
  const email = `renewing-${Date.now()}@example.com`;
  const signup = await api('/signup', {
    method: 'POST',
    body: {
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      bundle,
      payment: { method: 'card', info: { payment_method_id: await card('4242 4242 4242 4242') } },
    },
  });
  assert.equal(signup.status, 200, JSON.stringify(signup.body));
  const token = signup.body.access_token;
  const declining = await card('4000 0000 0000 0002', token);
  const made = await api('/shop/sandbox/payment_methods/update_default', {
    token,
    method: 'POST',
    form: { _method: 'PATCH', payment_method_id: declining, update_subscription: '0' },
  });
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const plan = (await api('/me/subscription', { token })).body;
  assert.equal(plan.status, 'active');
  assert.equal(plan.payment_method, 'card');
  return { email, plan };
}

/** The link at the end of a message (the portal page the message leads to). */
function linkIn(body) {
  const found = body.match(/(http:\/\/[^\s]+)/g);
  assert.ok(found, body);
  return found.at(-1);
}

/** Screenshots the whole page, when SOMA_SCREENSHOTS names a folder. */
async function shoot(page, name) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** `url` in a fresh page `width` px wide, signed in as `email`, once `ready(page)` has answered. */
async function open(url, email, width, ready) {
  const page = await newPage(browser, width);
  await signInPage(page, await login(email));
  await page.goto(url);
  await ready(page);
  return page;
}

const planCard = (page) => accountOf(page).locator('[part="plan"] dl');

describe('a declined renewal, paid again from its notice', () => {
  it('the notice leads to the receipt, which offers the saved card first; another card pays it and the plan is active again', async () => {
    const { email, plan } = await familyWithDecliningCard();
    for (const width of WIDTHS) {
      const page = await open(`${portal.url}/account`, email, width, (p) => planCard(p).waitFor());
      await until(
        async () => (await planTerm(page, 'Next payment')) === 'Ksh 900 by Visa ending in 0002',
        'the next payment by the card on file',
      );
      await shoot(page, `renewal-account-before-${width}`);
      await page.context().close();
    }

    // Past the billing date: the renewal charges the declining card and is refused.
    const billing = new Date(plan.next_billing_date);
    const now = await advance(0);
    await advance(Math.ceil((billing.getTime() - now.getTime()) / DAY_MS) + 1);
    const notice = await until(
      async () =>
        (await outboxFor(email)).find((message) => message.subject === 'The payment for your plan did not go through'),
      'the notice of the unpaid renewal',
    );
    assert.ok(notice.body.includes('We could not take the payment of Ksh 900'), notice.body);
    assert.ok(notice.body.includes('Your card was declined.'), notice.body);
    const link = linkIn(notice.body);
    assert.match(link, /\/account\/receipt\/\d+$/);
    assert.equal((await api('/me/subscription', { token: await login(email) })).body.status, 'failed_declined');

    const failed = async (page) => {
      await receiptTitle(page, 'Payment Failed');
      await accountOf(page).locator('[part="pay-again"] [part="radio-group"]').waitFor();
      await accountOf(page).getByLabel('Card number').waitFor();
    };
    const small = await open(link, email, 375, failed);
    await shoot(small, 'renewal-receipt-failed-375');
    await small.context().close();

    const page = await open(link, email, 1280, failed);
    const account = accountOf(page);
    await account.getByText('Your card was declined. Please enter a different card below.').waitFor();
    // The saved card first; it is the card just declined, so another card is the one chosen.
    const ways = await account.locator('[part="pay-again"] [part="radio"]').allInnerTexts();
    assert.deepEqual(ways, ['Visa ending in 0002', 'Another card', 'M-Pesa']);
    assert.equal(await account.getByLabel('Another card', { exact: true }).isChecked(), true);
    const renewals = account.getByLabel("Use this payment method for my plan's renewals");
    assert.equal(await renewals.isChecked(), false);
    await shoot(page, 'renewal-receipt-failed-1280');

    await account.getByLabel('Name on card').fill('Wanjiru Kamau');
    await account.getByLabel('Card number').fill('4242 4242 4242 4242');
    await account.getByLabel('Expiry date').fill(`12 / ${String(new Date().getFullYear() + 3).slice(2)}`);
    await account.getByLabel('Security code').fill('123');
    await renewals.check();
    await account.getByRole('button', { name: 'Update & Retry' }).click();
    await receiptTitle(page, 'Payment Complete');
    await account.locator('[part="order"] dd', { hasText: 'Visa ending in 4242' }).waitFor();
    await shoot(page, 'renewal-receipt-paid-1280');
    await page.context().close();

    const paid = await open(link, email, 375, (p) => receiptTitle(p, 'Payment Complete'));
    await shoot(paid, 'renewal-receipt-paid-375');
    await paid.context().close();

    // Active again, and its renewals charge the card that paid.
    const after = (await api('/me/subscription', { token: await login(email) })).body;
    assert.equal(after.status, 'active');
    for (const width of WIDTHS) {
      const account = await open(`${portal.url}/account`, email, width, (p) => planCard(p).waitFor());
      await until(async () => (await planTerm(account, 'Status')) === 'Active', 'the plan active');
      await until(
        async () => (await planTerm(account, 'Next payment')) === 'Ksh 900 by Visa ending in 4242',
        'the next payment by the new card',
      );
      await shoot(account, `renewal-account-after-${width}`);
      await account.context().close();
    }
  });
});
