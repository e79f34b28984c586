// The plan shop says what will really happen, in Chromium against the built product (docs/money.md):
// a change to a smaller plan that comes to Ksh 0 says what stays as credit, asks for no payment and
// its receipt shows the same lines and a total of 0; a cancelled family changes plan and is still cancelled, the
// account showing when the plan ends; a trial family buys the plan of its trial's size and is told
// the trial ends today. Screenshots of each summary at 1280 and 375 px go to SOMA_SCREENSHOTS (a
// folder), when set.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  accountOf,
  closeBoth,
  confirmBoth,
  newPage,
  payByCard,
  planTerm,
  receiptTitle,
  saveSettings,
  selectPlan,
  shopOf,
  signInPage,
  startBoth,
} from './harness.mjs';

const PASSWORD = 'a-long-password-1';
const shots = process.env.SOMA_SCREENSHOTS;

let portal;
let browser;
let families = 0;

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

async function bundleOf(students) {
  const { body } = await api('/shop/bundles');
  return body.find((b) => b.students === students && b.duration === 1);
}

/** Ksh as the English page writes it: whole shillings, or two decimals when there are cents. */
function ksh(minor) {
  const digits = minor % 100 === 0 ? 0 : 2;
  const amount = (Math.abs(minor) / 100).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${minor < 0 ? '-' : ''}Ksh ${amount}`;
}

/** A date as the English page writes it (the calendar in UTC). */
const day = (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** A new family through the API, its plan for `students` bought with a saved sandbox card (which pays at once). */
async function familyWith(students) {
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
  families += 1;
  const signup = await api('/signup', {
    method: 'POST',
    body: {
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      email: `plan-life-${Date.now()}-${families}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      bundle: (await bundleOf(students)).product_id,
      payment: { method: 'card', info: { payment_method_id: saved.body.id } },
    },
  });
  assert.equal(signup.status, 200, JSON.stringify(signup.body));
  const token = signup.body.access_token;
  assert.equal((await api('/me/subscription', { token })).body.status, 'active');
  return token;
}

/** The shop at `width` px, signed in with `token`, at the payment step of the plan for `students`. */
async function shopAt(width, token, students) {
  const page = await newPage(browser, width);
  await signInPage(page, token);
  await page.goto(`${portal.url}/account/bundles`);
  await shopOf(page).locator('[part="plan"]').first().waitFor();
  await selectPlan(page, students, 'Monthly');
  await shopOf(page).locator('[part="summary"] [part="lines"]', { hasNotText: 'Loading...' }).waitFor();
  return page;
}

/** The summary as a phone shows it, then closes that page. */
async function phoneShot(token, students, name, ready) {
  const phone = await shopAt(375, token, students);
  await ready(shopOf(phone));
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await phone.screenshot({ path: join(shots, `${name}-375.png`), fullPage: true });
  }
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `the page is ${width} px wide at 375 px`);
  await phone.context().close();
}

async function shot(page, name) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}-1280.png`), fullPage: true });
}

describe('the plan shop says what will really happen', () => {
  it('a change to one student that comes to Ksh 0: the credit kept, no payment asked, and its receipt', async () => {
    const token = await familyWith(3);
    const kept = (shop) => shop.getByText(/stays on your account as credit for your next payment\.$/).waitFor();
    await phoneShot(token, '1 Student', 'plan-life-credit', kept);

    const page = await shopAt(1280, token, '1 Student');
    const shop = shopOf(page);
    await kept(shop);
    const preview = (await api(`/shop/bundles/preview_upgrade/${(await bundleOf(1)).product_id}`, { token })).body;
    assert.equal(preview.adjusted_price, 0);
    await shop
      .getByText(`${ksh(preview.kept_as_credit)} stays on your account as credit for your next payment.`)
      .waitFor();
    const summary = await shop.locator('[part="summary"]').innerText();
    assert.match(summary, /Kept as credit on your account/);
    assert.match(summary, /Total\s+Ksh 0/);
    await shop.getByText('Nothing to pay now.').waitFor();
    assert.equal(await shop.getByLabel('M-Pesa Phone Number').count(), 0);
    assert.equal(await shop.getByRole('radio').count(), 0);
    await shot(page, 'plan-life-credit');

    await confirmBoth(page);
    await shop.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/account');
    await page.getByText('Your plan has been successfully changed.').first().waitFor();

    // The change's receipt: the very lines the shop showed, a total of 0, no way of paying.
    const plan = (await api('/me/subscription', { token })).body;
    assert.equal(plan.students, 1);
    const order = (await api(`/receipts/${plan.product_order_id}`, { token })).body;
    assert.deepEqual(order.lines, preview.lines);
    await page.goto(`${portal.url}/account/receipt/${plan.product_order_id}`);
    // Nothing was charged: the receipt says what happened to the plan, and names no payment.
    await receiptTitle(page, 'Plan Changed');
    const receipt = accountOf(page).locator('[part="order"]');
    assert.equal(await receipt.locator('dt', { hasText: /^(Payment|Paid On)$/ }).count(), 0);
    for (const line of preview.lines)
      assert.equal(
        await receipt
          .locator('dt', { hasText: new RegExp(`^${line.label}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .innerText(),
        ksh(line.amount),
      );
    await receipt
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd[1]', { hasText: 'Ksh 0' })
      .waitFor();
    await shot(page, 'plan-life-credit-receipt');
    await page.context().close();
  });

  it('a cancelled family changes plan and is still cancelled: the account shows when the plan ends', async () => {
    const token = await familyWith(1);
    const cancelled = (await api('/shop/cancel', { method: 'POST', token, body: {} })).body;
    assert.ok(cancelled.cancellation_date);
    const endsOn = day(cancelled.expiry_date);
    const stays = (shop) => shop.getByText(`Your plan stays cancelled: it still ends on ${endsOn}.`).waitFor();
    await phoneShot(token, '2 Students', 'plan-life-cancelled', stays);

    const page = await shopAt(1280, token, '2 Students');
    const shop = shopOf(page);
    await stays(shop);
    const resume = shop.getByLabel('Also turn automatic billing back on');
    assert.equal(await resume.isChecked(), false);
    await shot(page, 'plan-life-cancelled');
    // Ticked and unticked again by keyboard: the quote follows, and the plan still ends.
    await resume.focus();
    await page.keyboard.press('Space');
    await shop.locator('[part="lines"]').getByText('Next Billing Date', { exact: true }).waitFor();
    assert.equal(await shop.getByText(/it still ends on/).count(), 0);
    await page.keyboard.press('Space');
    await stays(shop);

    await payByCard(page, '4242 4242 4242 4242', { proceed: false });
    await confirmBoth(page);
    await shop.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/account');
    await page.getByText('Your plan has been successfully changed.').first().waitFor();
    assert.equal(await planTerm(page, 'Ends on'), endsOn);
    assert.equal(
      await accountOf(page)
        .locator('[part="plan"] dt', { hasText: /^Next billing date$/ })
        .count(),
      0,
    );
    const plan = (await api('/me/subscription', { token })).body;
    assert.deepEqual([plan.students, plan.expiry_date, plan.next_billing_date], [2, cancelled.expiry_date, null]);
    assert.ok(plan.cancellation_date, 'still cancelled');
    await shot(page, 'plan-life-cancelled-account');
    await page.context().close();
  });

  it('a trial family buys the plan of its trial size, told that the trial ends today and the total is charged now', async () => {
    await saveSettings(portal, { style: 'trial' });
    try {
      families += 1;
      const signup = await api('/signup', {
        method: 'POST',
        body: {
          first_name: 'Trial',
          last_name: 'Family',
          email: `plan-life-trial-${Date.now()}-${families}@example.com`,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      });
      assert.equal(signup.status, 200, JSON.stringify(signup.body));
      const token = signup.body.access_token;
      const trial = (await api('/me/subscription', { token })).body;
      assert.equal(trial.trial, true);
      const size = `${trial.students} Students`;
      const told = (shop) => shop.getByText('Your free trial ends today, and the total is charged now.').waitFor();
      await phoneShot(token, size, 'plan-life-trial', told);

      const page = await newPage(browser, 1280);
      await signInPage(page, token);
      await page.goto(`${portal.url}/account/bundles`);
      const shop = shopOf(page);
      await shop.locator('[part="plan"]').first().waitFor();
      // No plan is the family's current one: every plan can be chosen.
      const plans = await shop.locator('[part="plan"]').count();
      assert.equal(await shop.locator('[part="plan"]').getByRole('button').count(), plans);
      assert.equal(await shop.getByText('Current Plan').count(), 0);
      await selectPlan(page, size, 'Monthly');
      await told(shop);
      const price = (await bundleOf(trial.students)).price;
      await shop.locator('[part="summary"]', { hasText: new RegExp(`Total\\s*${ksh(price)}`) }).waitFor();
      assert.equal(await shop.locator('[part="summary"]').getByText('Current Plan').count(), 0);
      await payByCard(page, '4242 4242 4242 4242', { proceed: false });
      await shot(page, 'plan-life-trial');
      await confirmBoth(page);
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await page.getByText('Your plan has been successfully changed.').first().waitFor();
      const plan = (await api('/me/subscription', { token })).body;
      assert.deepEqual([plan.trial, plan.students, plan.status], [false, trial.students, 'active']);
      await page.context().close();
    } finally {
      await saveSettings(portal, { style: 'subscription' });
    }
  });
});
