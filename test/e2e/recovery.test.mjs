// Journeys of a parent who forgot the password: offline, the code read where `npm start` prints
// the sandbox outbox; and by phone, through the site's SMS gateway (a stand-in on loopback that
// checks the OAuth token and the request shape), then a reset and a login with the new password.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSmsGateway } from '../support/sms-gateway.mjs';
import { apiLogin, launchBrowser, newPage, saveSettings, startPortal } from './harness.mjs';

const DEMO = {
  first: 'Wanjiku',
  last: 'Kamau',
  email: 'parent@example.com',
  phone: '+254700123456',
  local: '0700 123 456',
};

let browser;
let portal;
let gateway;
before(async () => {
  [browser, portal, gateway] = await Promise.all([
    launchBrowser(),
    startPortal({ JOBS_POLL_SECONDS: '0.5' }),
    startSmsGateway(),
  ]);
});
after(async () => {
  await browser?.close();
  await portal?.stop();
  await gateway?.stop();
});

const loginOf = (page) => page.locator('soma-login');

/** Step 1 from the login page's link: the login and the names, then Send Code. */
async function askForCode(page, portalUrl, login) {
  await page.goto(`${portalUrl}/`);
  await loginOf(page).getByRole('link', { name: 'Forgot Password?' }).click();
  await loginOf(page)
    .getByLabel(/^Email or Phone Number/)
    .fill(login);
  await loginOf(page)
    .getByLabel(/^First Name/)
    .fill(DEMO.first);
  await loginOf(page)
    .getByLabel(/^Last Name/)
    .fill(DEMO.last);
  await loginOf(page).getByRole('button', { name: 'Send Code' }).click();
  await loginOf(page).getByText('Step 2 of 3').waitFor();
}

/** Steps 2 and 3: the code, a new password, then the success screen's Login button. */
async function resetWith(page, code, password) {
  await loginOf(page)
    .getByLabel(/^Verification Code/)
    .fill(code);
  await loginOf(page).getByRole('button', { name: 'Verify' }).click();
  await loginOf(page).getByText('Step 3 of 3').waitFor();
  await loginOf(page)
    .getByLabel(/^New Password\*?$/)
    .fill(password);
  await loginOf(page)
    .getByLabel(/^New Password Confirmation/)
    .fill(password);
  await loginOf(page).getByRole('button', { name: 'Reset Password' }).click();
  await loginOf(page).getByText('Your password has been successfully reset!').waitFor();
  await loginOf(page).getByRole('button', { name: 'Login' }).click();
  await page.locator('soma-account').getByRole('heading', { name: "Who's Learning?" }).waitFor({ timeout: 15000 });
}

async function until(check, what, ms = 15000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('forgot password, offline: the code is printed by npm start', () => {
  it('says where the outbox is, prints the code, and the code resets the password', async () => {
    assert.match(portal.output(), /messages: the sandbox outbox until an SMTP server or SMS gateway is set/);
    const page = await newPage(browser);
    await askForCode(page, portal.url, DEMO.email);
    const code = await until(
      () =>
        portal
          .output()
          .match(
            /outbox: email to parent@example\.com \(Your password reset code\)\n {2}Your password reset code is (\d{6})/,
          )?.[1],
      'the printed code',
    );
    await resetWith(page, code, 'offline-new-password');
    assert.ok(await apiLogin(portal.url, DEMO.email, 'offline-new-password'));
    await page.context().close();
  });
});

describe('forgot password by phone, through the SMS gateway', () => {
  before(() => saveSettings(portal, gateway.settings));

  it('texts the code to the phone, and the parent resets the password and logs in', async () => {
    const page = await newPage(browser, 390);
    await askForCode(page, portal.url, DEMO.local);
    // Step 2 claims nothing it cannot know, and keeps what was typed for a start again.
    await loginOf(page)
      .getByText(`If the details you gave match an account, a verification code is on its way to ${DEMO.local}.`)
      .waitFor();
    await loginOf(page).getByRole('link', { name: 'Start again' }).click();
    assert.equal(
      await loginOf(page)
        .getByLabel(/^Email or Phone Number/)
        .inputValue(),
      DEMO.local,
    );
    assert.equal(
      await loginOf(page)
        .getByLabel(/^Last Name/)
        .inputValue(),
      DEMO.last,
    );
    await loginOf(page).getByRole('button', { name: 'Send Code' }).click();
    await loginOf(page).getByText('Step 2 of 3').waitFor();

    const code = await until(
      () => gateway.messages.length === 2 && gateway.codeFor(DEMO.phone),
      'the second text message',
    );
    assert.deepEqual(gateway.refusals, [], 'every call carried the OAuth token, the apiKey and the documented form');
    assert.ok(!portal.output().includes(code), 'with a gateway set, the outbox is off and no code is printed');
    await resetWith(page, code, 'phone-new-password');

    // Logged out, the parent logs in with the phone number and the new password.
    assert.ok(await apiLogin(portal.url, DEMO.local, 'phone-new-password'));
    await page.context().close();
  });
});
