// Journeys at the edges of a family's money, in Chromium against the built product: every way an
// M-Pesa prompt can end, in sign-up, purchase and change of plan; a failed receipt paid again; a
// downgrade and the way back on the same day; a trial bought out; a card subscriber's saved card.
// The sandbox answers a prompt after 1.5 s, by the number's last four digits (docs/money.md).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  accountOf,
  apiLogin,
  confirmBoth,
  fillAccount,
  newPage,
  payByCard,
  receiptTitle,
  saveSettings,
  selectPlan,
  shopOf,
  signInPage,
  signUpThroughExplore,
  stepIs,
  startBoth,
  closeBoth,
} from './harness.mjs';

const GOOD = '0712 345 678';
/** Each way a prompt can end badly, by the sandbox number that rehearses it, and what the family reads. */
const OUTCOMES = [
  ['0711 110 000', 'M-Pesa declined the payment.'],
  ['0711 111 032', 'The M-Pesa prompt was cancelled on the phone.'],
  ['0711 111 037', 'The M-Pesa prompt was not answered in time.'],
  ['0711 110 001', 'The M-Pesa balance was not enough for this payment.'],
  ['0711 112 001', 'The M-Pesa PIN entered was wrong.'],
];

let portal;
let browser;
let visitors = 0;

before(async () => ({ portal, browser } = await startBoth({ SANDBOX_MPESA_DELAY_MS: '1500' })));
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

async function bundleId(students, duration = 1) {
  const { body } = await api('/shop/bundles');
  return body.find((b) => b.students === students && b.duration === duration).product_id;
}

/** A new account through the API, its plan bought by M-Pesa to `phone`; answers its token once the payment is decided. */
async function familyWith(students, phone) {
  visitors += 1;
  const email = `family-${Date.now()}-${visitors}@example.com`;
  const answer = await api('/signup', {
    method: 'POST',
    body: {
      first_name: 'Akinyi',
      last_name: 'Wambui',
      email,
      password: 'a-long-password-1',
      password_confirmation: 'a-long-password-1',
      bundle: await bundleId(students),
      payment: { method: 'mpesa', info: { phone_number: phone } },
    },
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const token = answer.body.access_token;
  for (let i = 0; i < 60; i++) {
    const plan = (await api('/me/subscription', { token })).body;
    if (plan && plan.status !== 'pending_payment') return { token, plan };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sign-up payment never settled');
}

const prompt = (page) => page.locator('[part="mpesa-prompt"]');

/** Types a number into the M-Pesa field that is showing and sends the prompt again. */
async function promptAgain(scope, phone) {
  await scope.getByLabel('M-Pesa Phone Number').fill(phone);
  await scope.getByRole('button', { name: 'Send the prompt again' }).click();
}

/** The failed M-Pesa receipt for `reason`, then the prompt again to a good number: Payment Complete, and the menus open. */
async function paidAgainOnReceipt(page, reason) {
  await receiptTitle(page, 'Payment Failed');
  const account = accountOf(page);
  await account.getByText('Your M-Pesa payment was not completed.').waitFor();
  await account.getByText(reason).waitFor();
  assert.equal(await account.getByText('Your card was declined').count(), 0);
  await promptAgain(account, GOOD);
  await account.locator('[part="mpesa-prompt"]', { hasText: '0712 *** 678' }).waitFor();
  await receiptTitle(page, 'Payment Complete');
  // The plan is active: the shell's Home opens without a click on Continue.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home' })
    .and(page.locator(':not([aria-disabled])'))
    .waitFor();
}

describe('M-Pesa, every outcome', () => {
  for (const [number, reason] of OUTCOMES) {
    it(`sign-up: ${reason}`, async () => {
      const page = await newPage(browser, 1280);
      await page.goto(`${portal.url}/explore`);
      await shopOf(page).locator('[part="plan"]').first().waitFor();
      await selectPlan(page, '1 Student', 'Monthly');
      await shopOf(page).getByLabel('M-Pesa', { exact: true }).check();
      await shopOf(page).getByLabel('M-Pesa Phone Number').fill(number);
      await shopOf(page).getByRole('button', { name: 'Proceed' }).click();
      await stepIs(page, 'Account Info');
      await fillAccount(page);
      await confirmBoth(page);
      await shopOf(page).getByRole('button', { name: 'Sign Up' }).click();
      await prompt(page)
        .filter({
          hasText: `We sent an M-Pesa prompt to ${number.replace(/ /g, '').replace(/^(\d{4})\d{3}(\d{3})$/, '$1 *** $2')} for Ksh 500.`,
        })
        .waitFor();
      await page.waitForURL('**/account/receipt/*');
      await paidAgainOnReceipt(page, reason);
      await page.context().close();
    });
  }

  for (const [number, reason] of OUTCOMES) {
    it(`purchase by a signed-in family without a plan: ${reason}`, async () => {
      const { token, plan } = await familyWith(1, '0711 110 000');
      assert.equal(plan.status, 'failed');
      const page = await newPage(browser, 1280);
      await signInPage(page, token);
      await page.goto(`${portal.url}/account/bundles`);
      await shopOf(page).locator('[part="plan"]').first().waitFor();
      await selectPlan(page, '2 Students', 'Monthly');
      await shopOf(page).getByLabel('M-Pesa', { exact: true }).check();
      await shopOf(page).getByLabel('M-Pesa Phone Number').fill(number);
      await confirmBoth(page);
      await shopOf(page).getByRole('button', { name: 'Checkout' }).click();
      await prompt(page).getByText('Enter your M-Pesa PIN on your phone to approve the payment.').waitFor();
      await page.waitForURL('**/account/receipt/*');
      await paidAgainOnReceipt(page, reason);
      await page.context().close();
    });
  }

  for (const [number, reason] of OUTCOMES) {
    it(`change of plan: ${reason}; the old plan stays, and the prompt again changes it`, async () => {
      const { token } = await familyWith(1, GOOD);
      const page = await newPage(browser, 1280);
      await signInPage(page, token);
      await page.goto(`${portal.url}/account/bundles`);
      const shop = shopOf(page);
      await shop.getByRole('heading', { name: 'Change Plan' }).waitFor();
      await selectPlan(page, '3 Students', 'Monthly');
      await shop.getByLabel('M-Pesa Phone Number').fill(number);
      await confirmBoth(page);
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await prompt(page).waitFor();
      await shop.locator('[part="payment-failed"]').getByText(reason).waitFor();
      assert.equal(await page.getByText('Your plan has been successfully changed.').count(), 0);
      assert.equal((await api('/me/subscription', { token })).body.students, 1, 'the plan in force stays');
      assert.equal(page.url(), `${portal.url}/account/bundles`);

      await promptAgain(shop, GOOD);
      await page.waitForURL('**/account');
      await page.getByText('Your plan has been successfully changed.').first().waitFor();
      assert.equal((await api('/me/subscription', { token })).body.students, 3);
      await page.context().close();
    });
  }
});

describe('money at the edges', () => {
  it('a downgrade and the way back on the same day: no payment details asked, nothing charged twice', async () => {
    const page = await newPage(browser, 1280);
    await signUpThroughExplore(page, portal.url, {
      students: '3 Students',
      pay: (p) => payByCard(p, '4242 4242 4242 4242'),
    });
    await receiptTitle(page, 'Payment Complete');
    const shop = shopOf(page);
    for (const [students, lineShown] of [
      ['1 Student', 'Kept as credit'],
      ['3 Students', 'Credit on your account'],
    ]) {
      await page.goto(`${portal.url}/account/bundles`);
      await shop.getByRole('heading', { name: 'Change Plan' }).waitFor();
      await selectPlan(page, students, 'Monthly');
      await shop.getByText('Nothing to pay now.').waitFor();
      const summary = await shop.locator('[part="summary"]').innerText();
      assert.match(summary, /Total\s+Ksh 0/);
      if (lineShown === 'Credit on your account') assert.match(summary, /Credit on your account/);
      assert.equal(await shop.getByLabel('M-Pesa Phone Number').count(), 0);
      await confirmBoth(page);
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL('**/account');
      await page.getByText('Your plan has been successfully changed.').first().waitFor();
    }
    const token = await page.evaluate(() => sessionStorage.getItem('soma_token'));
    const me = (await api('/me', { token })).body;
    assert.equal(me.subscription.students, 3);
    assert.equal(me.balance, 0, "the downgrade's credit paid the way back exactly");
  });

  it("a card subscriber's saved card is offered first, and pays without typing a card", async () => {
    const page = await newPage(browser, 1280);
    await signUpThroughExplore(page, portal.url, {
      students: '1 Student',
      pay: (p) => payByCard(p, '4242 4242 4242 4242'),
    });
    await receiptTitle(page, 'Payment Complete');
    await page.goto(`${portal.url}/account/bundles`);
    const shop = shopOf(page);
    await shop.getByRole('heading', { name: 'Change Plan' }).waitFor();
    await selectPlan(page, '2 Students', 'Monthly');
    const saved = shop.getByLabel('Visa ending in 4242');
    await saved.waitFor();
    assert.equal(await saved.isChecked(), true);
    assert.equal(await shop.locator('[part="payment-card"]').count(), 0);
    await confirmBoth(page);
    await shop.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/account');
    await page.getByText('Your plan has been successfully changed.').first().waitFor();
  });

  it('a free trial bought out: the paid plan from today, managed like any other', async () => {
    await saveSettings(portal, { style: 'trial' });
    try {
      visitors += 1;
      const email = `trial-${Date.now()}-${visitors}@example.com`;
      const signup = await api('/signup', {
        method: 'POST',
        body: {
          first_name: 'Trial',
          last_name: 'Family',
          email,
          password: 'a-long-password-1',
          password_confirmation: 'a-long-password-1',
        },
      });
      const token = signup.body.access_token;
      const page = await newPage(browser, 1280);
      await signInPage(page, token);
      await page.goto(`${portal.url}/account/bundles`);
      const shop = shopOf(page);
      await shop.locator('[part="plan"]').first().waitFor();
      await selectPlan(page, '2 Students', 'Monthly');
      // No trial day is credited or billed: the whole plan, from today.
      await shop.locator('[part="summary"]', { hasText: /Total\s*Ksh 900/ }).waitFor();
      await payByCard(page, '4242 4242 4242 4242', { proceed: false });
      await confirmBoth(page);
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await page.getByText('Your plan has been successfully changed.').first().waitFor();
      const plan = (await api('/me/subscription', { token })).body;
      assert.deepEqual([plan.trial, plan.students, plan.status], [false, 2, 'active']);
      await page.context().close();
    } finally {
      await saveSettings(portal, { style: 'subscription' });
    }
  });

  it('at the plan limit, Manage Students offers no form to fill in', async () => {
    const { token } = await familyWith(1, GOOD);
    await api('/students', {
      token,
      method: 'POST',
      body: {
        first_name: 'Amani',
        last_name: 'Wambui',
        gender: 'm',
        grade: 'Grade 4',
        avatar: '{"icon":null,"color":"#fcb034"}',
      },
    });
    const page = await newPage(browser, 375);
    await signInPage(page, token);
    await page.goto(`${portal.url}/account/students`);
    const account = accountOf(page);
    const add = account.getByRole('button', { name: 'Add Student' });
    await add.waitFor();
    assert.equal(await add.isDisabled(), true);
    await account.getByText('Your plan allows 1 student.').waitFor();
    await page.goto(`${portal.url}/account/students/new`);
    await account.getByText('To add another student, upgrade your plan.').waitFor();
    assert.equal(await account.getByLabel(/^First Name/).count(), 0);
    await page.context().close();
  });
});
