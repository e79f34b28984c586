// Journeys of the messages to families (docs/behaviour.md, Messages to families), on the sandbox's
// test clock: a family buys a plan by M-Pesa through the API, the administrator moves the clock to a
// few days before its renewal and reads the reminder in the sandbox outbox, then past the renewal
// and reads the renewal's receipt; once in English and once for a family reading Kiswahili. The
// link in each message is opened in Chromium, signed in as the family, to see the page it leads to.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountOf, apiLogin, closeBoth, receiptTitle, signInPage, startBoth } from './harness.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

const PASSWORD = 'a-long-password-1';

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

async function api(path, { token, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
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

/** The sandbox outbox's messages to `to`, newest first, as the administrator reads them. */
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

/** A new family through the API: its 2-student monthly plan bought by M-Pesa; answers once it is paid. */
async function family({ email, phone, language }) {
  const headers = language ? { 'accept-language': language } : {};
  const bundles = (await api('/shop/bundles')).body;
  const bundle = bundles.find((b) => b.students === 2 && b.duration === 1).product_id;
  const answer = await api('/signup', {
    method: 'POST',
    headers,
    body: {
      first_name: 'Nafula',
      last_name: 'Wekesa',
      email,
      phone_number: phone,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      bundle,
      payment: { method: 'mpesa', info: { phone_number: phone } },
    },
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const token = answer.body.access_token;
  if (language) {
    const set = await api('/me', { token, method: 'PATCH', body: { locale: 'sw' } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
  }
  const plan = await until(async () => {
    const current = (await api('/me/subscription', { token })).body;
    return current && current.status === 'active' ? current : null;
  }, 'the plan paid');
  return { token, plan, email };
}

/** The link at the end of a message's line that holds `before` (the portal page the message leads to). */
function linkIn(body) {
  const found = body.match(/(http:\/\/[^\s]+)/g);
  assert.ok(found, body);
  return found.at(-1);
}

/** Opens `link` in Chromium signed in as the family (in `locale`), and waits for `ready` there. */
async function open(link, token, locale, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  const page = await context.newPage();
  await signInPage(page, token);
  await page.goto(link);
  await ready(page);
  const url = new URL(page.url());
  await context.close();
  return url;
}

describe('messages to families on the test clock', () => {
  it('English: the reminder a few days before the renewal, then the renewal’s receipt, each with a link that opens its page', async () => {
    const { plan, email } = await family({ email: 'nafula@example.com', phone: '0722 100 200' });
    const purchase = await until(
      async () => (await outboxFor(email)).find((message) => message.body.includes('we have received your payment')),
      'the purchase receipt',
    );
    assert.ok(purchase.body.includes(`/account/receipt/${plan.product_order_id}`), purchase.body);

    // To two to three days before the billing date: within the 3 reminder days.
    const billing = new Date(plan.next_billing_date);
    const now = await advance(0);
    await advance(Math.floor((billing.getTime() - now.getTime()) / DAY_MS) - 2);
    const reminder = (await outboxFor(email)).find((message) => message.body.includes('renews on'));
    assert.ok(reminder, 'the reminder is in the outbox when the clock answers');
    const next = (await api('/me/subscription', { token: await login(email) })).body.next_charge;
    const amount = `Ksh ${(next.amount / 100).toLocaleString('en-US')}`;
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(billing);
    assert.match(reminder.subject, new RegExp(`^Reminder: your plan renews on ${date}$`));
    assert.ok(reminder.body.includes(`renews on ${date} for ${amount}.`), reminder.body);
    assert.ok(reminder.body.includes(`You will get an M-Pesa prompt on 0722 *** 200 on ${date}`), reminder.body);
    const sms = (await outboxFor('+254722100200')).find((message) => message.body.includes('renews on'));
    assert.ok(sms && sms.body.length < 220, JSON.stringify(sms));
    const account = await open(linkIn(reminder.body), await login(email), 'en-US', (page) =>
      accountOf(page).locator('[part="plan"]').waitFor(),
    );
    assert.equal(account.pathname, '/account');

    // Past the billing date: the renewal prompts the phone, is paid, and its receipt goes out.
    await advance(3);
    const receipt = await until(
      async () =>
        (await outboxFor(email)).find(
          (message) =>
            message.body.includes('we have received your payment') &&
            !message.body.includes(`/account/receipt/${plan.product_order_id}`),
        ),
      'the renewal’s receipt',
    );
    assert.ok(receipt.body.includes('Paid with M-Pesa 0722 *** 200.'), receipt.body);
    const link = linkIn(receipt.body);
    assert.match(link, /\/account\/receipt\/\d+$/);
    await open(link, await login(email), 'en-US', (page) => receiptTitle(page, 'Payment Complete'));
  });

  it('Kiswahili: the reminder and the renewal’s receipt in Kiswahili, and their links open the pages in Kiswahili', async () => {
    const { plan, email } = await family({
      email: 'wekesa@example.com',
      phone: '0733 300 400',
      language: 'sw-KE',
    });
    const billing = new Date(plan.next_billing_date);
    const now = await advance(0);
    await advance(Math.max(0, Math.floor((billing.getTime() - now.getTime()) / DAY_MS) - 2));
    const date = new Intl.DateTimeFormat('sw-KE', { dateStyle: 'medium', timeZone: 'UTC' }).format(billing);
    const reminder = (await outboxFor(email)).find((message) => message.body.includes('utasasishwa'));
    assert.ok(reminder, 'the reminder is in the outbox when the clock answers');
    assert.equal(reminder.subject, `Kumbusho: mpango wako utasasishwa tarehe ${date}`);
    assert.ok(reminder.body.startsWith('Habari Nafula,'), reminder.body);
    assert.ok(reminder.body.includes(`Utapokea ombi la M-Pesa kwenye 0733 *** 400 tarehe ${date}`), reminder.body);
    await open(linkIn(reminder.body), await login(email), 'sw-KE', (page) =>
      accountOf(page).locator('[part="plan"]').waitFor(),
    );

    await advance(3);
    const receipt = await until(
      async () =>
        (await outboxFor(email)).find(
          (message) =>
            message.body.includes('tumepokea malipo yako') &&
            !message.body.includes(`/account/receipt/${plan.product_order_id}`),
        ),
      'the renewal’s receipt',
    );
    assert.ok(receipt.body.includes('Umelipa kwa M-Pesa 0733 *** 400.'), receipt.body);
    await open(linkIn(receipt.body), await login(email), 'sw-KE', (page) => receiptTitle(page, 'Malipo Yamekamilika'));
  });
});
