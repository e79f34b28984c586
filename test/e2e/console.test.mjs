// The operator's console, end to end: an administrator who tries a login URL that would lock
// everyone out is refused on the field; a school's page on another origin works once its origin
// is allowed on /site_config; a trial family sees its trial, buys a plan and manages it. Each page
// changed is looked at (screenshots at 1280 and 375 px in SOMA_SHOTS, default /tmp/soma-shots) and
// checked with axe-core.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import {
  accountOf,
  apiLogin,
  confirmBoth,
  newPage,
  payByCard,
  planOption,
  planTerm,
  saveSettings,
  selectPlan,
  shopOf,
  signInPage,
  startBoth,
  closeBoth,
} from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.SOMA_SHOTS ?? '/tmp/soma-shots';
mkdirSync(SHOTS, { recursive: true });

let portal;
let browser;
let adminToken;

before(async () => {
  ({ portal, browser } = await startBoth());
  adminToken = await apiLogin(portal.url, ...portal.admin);
});
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

/** axe-core over the page, shadow roots included: the violations, by rule and target. */
async function axeViolations(page) {
  // Evaluated rather than added as a script tag: the portal's CSP rightly refuses inline scripts.
  await page.evaluate(AXE);
  // Every rule, the page's level-one heading included: the portal's shell names each of its pages.
  const violations = await page.evaluate(
    async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations,
  );
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** Screenshots of the page at both widths, and axe-core clean at each. */
async function lookAt(token, path, name, ready) {
  for (const width of [1280, 375]) {
    const page = await newPage(browser, width);
    if (token) await signInPage(page, token);
    await page.goto(`${portal.url}${path}`);
    await ready(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), [], `${path} at ${width} px`);
    await page.context().close();
  }
}

describe('the operator console', () => {
  it('refuses a login URL that would lock everyone out, under the field, and the login pages stay where they were', async () => {
    const page = await newPage(browser, 1280);
    await signInPage(page, adminToken);
    await page.goto(`${portal.url}/site_config`);
    const admin = page.locator('soma-admin');
    const field = admin.getByLabel('Alternate login URL');
    await field.fill('logout');
    await admin.getByRole('radio', { name: 'Standard' }).check();
    await admin.getByRole('button', { name: 'Save' }).first().click();
    const message =
      'The alternate login url field cannot be /logout: the portal uses that address for another page, so nobody could log in there.';
    await admin.getByText(message).first().waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    // The reason is under the field, and announced with it.
    const described = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const said = await Promise.all(described.map((id) => admin.locator(`[id="${id}"]`).innerText()));
    assert.ok(said.includes(message), `the field is described by its error: ${JSON.stringify(said)}`);
    const app = (await api('/app')).body;
    assert.deepEqual([app.standard_login_url, app.student_login_url], ['/', '/student']);
    await page.context().close();
  });

  it("a school's page on another origin logs in once its origin is allowed on /site_config", async () => {
    const school = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kilimani School</title>
<script type="module" src="${portal.url}/sdk/soma.js"></script></head>
<body><main><h1>Kilimani School</h1><soma-login api="${portal.url}/api" portal="${portal.url}"></soma-login></main></body></html>`);
    });
    await new Promise((resolve) => school.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${school.address().port}`;
    try {
      const page = await newPage(browser, 1280);
      await page.goto(origin);
      // Not allowed yet: the browser refuses the API's answers to this page.
      const before = await page.evaluate(
        async (api) =>
          fetch(`${api}/app`).then(
            () => 'answered',
            () => 'refused',
          ),
        `${portal.url}/api`,
      );
      assert.equal(before, 'refused');

      const adminPage = await newPage(browser, 1280);
      await signInPage(adminPage, adminToken);
      await adminPage.goto(`${portal.url}/site_config`);
      const admin = adminPage.locator('soma-admin');
      const origins = admin.getByLabel('Allowed origins');
      await origins.fill(`${origin}/page`);
      await admin.getByRole('button', { name: 'Save' }).first().click();
      await admin
        .getByText('The cors origins field must be a comma-separated list of origins, such as https://school.example.')
        .first()
        .waitFor();
      assert.equal(await origins.getAttribute('aria-invalid'), 'true');
      await origins.fill(origin);
      await admin.getByRole('button', { name: 'Save' }).first().click();
      await admin.locator('[part="saved"]', { hasText: 'Allowed origins' }).waitFor();
      await adminPage.context().close();

      await page.reload();
      const loggedIn = page.evaluate(
        () => new Promise((resolve) => document.addEventListener('soma-login', () => resolve(true), { once: true })),
      );
      const box = page.locator('soma-login');
      const [login, password] = portal.parent;
      await box.getByLabel(/^Email or Phone Number\*?$/).fill(login);
      await box.getByLabel(/^Password\*?$/).fill(password);
      await box.getByRole('button', { name: 'Login' }).click();
      assert.equal(await loggedIn, true);
      await page.context().close();
    } finally {
      await new Promise((resolve) => school.close(resolve));
      await saveSettings(portal, { cors_origins: '' });
    }
  });

  it('a trial family sees its trial, buys a plan from it and manages the plan', async () => {
    await saveSettings(portal, { style: 'trial', trial_days: 14 });
    try {
      const email = `trial-${Date.now()}@example.com`;
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
      assert.equal(signup.status, 200, JSON.stringify(signup.body));
      const token = signup.body.access_token;
      const page = await newPage(browser, 1280);
      await signInPage(page, token);
      await page.goto(`${portal.url}/account`);
      const account = accountOf(page);
      await account.locator('[part="trial"]', { hasText: 'Free trial' }).waitFor();
      assert.equal(await account.locator('[part="trial-left"]').innerText(), '14 days left');
      await account.getByRole('link', { name: 'Choose a plan' }).click();
      const shop = shopOf(page);
      await shop.locator('[part="plan"]').first().waitFor();
      await selectPlan(page, '2 Students', 'Monthly');
      await payByCard(page, '4242 4242 4242 4242', { proceed: false });
      await confirmBoth(page);
      await shop.getByRole('button', { name: 'Checkout' }).click();
      await page.getByText('Your plan has been successfully changed.').first().waitFor();

      await page.goto(`${portal.url}/account`);
      await account.locator('[part="plan-details"]').waitFor();
      assert.equal(await planTerm(page, 'Students'), '2');
      assert.equal(await account.locator('[part="trial"]').count(), 0, 'no longer a trial');
      await planOption(page, 'Cancel Plan');
      await page.waitForURL('**/account/cancel');
      await account.getByLabel('I understand').check();
      await account.getByRole('button', { name: 'Cancel Plan' }).click();
      await page.waitForURL('**/account');
      await account.locator('[part="plan"] dt', { hasText: /^Ends on$/ }).waitFor();
      assert.equal(await planTerm(page, 'Status'), 'Active (cancelled)');
      await planOption(page, 'Renew Plan');
      await page.waitForURL('**/account/renew');
      await account.getByLabel('I understand').check();
      await account.getByRole('button', { name: 'Renew Plan' }).click();
      await page.waitForURL('**/account');
      await account.locator('[part="plan"] dt', { hasText: /^Next billing date$/ }).waitFor();
      const plan = (await api('/me/subscription', { token })).body;
      assert.deepEqual([plan.trial, plan.students, plan.status, plan.cancellation_date], [false, 2, 'active', null]);
      await page.context().close();
    } finally {
      await saveSettings(portal, { style: 'subscription', trial_days: 30 });
    }
  });

  it('the pages changed, looked at and axe-clean at 1280 and 375 px', async () => {
    await lookAt(adminToken, '/site_config', 'site-config', async (page) => {
      await page.locator('soma-admin').getByRole('heading', { name: 'Site Configuration' }).waitFor();
      await page.locator('soma-admin [part="group-trial"]').waitFor();
      await page.locator('soma-admin [part="webhook-url"]').waitFor();
    });
    await lookAt(adminToken, '/audit', 'audit', async (page) => {
      await page.locator('soma-admin').getByRole('heading', { name: 'Audit trail' }).waitFor();
      await page.locator('soma-admin [part="audit-event"]').first().waitFor();
    });
    await saveSettings(portal, { style: 'trial' });
    try {
      const signup = await api('/signup', {
        method: 'POST',
        body: {
          first_name: 'Look',
          last_name: 'Family',
          email: `look-${Date.now()}@example.com`,
          password: 'a-long-password-1',
          password_confirmation: 'a-long-password-1',
        },
      });
      await lookAt(signup.body.access_token, '/account', 'account-trial', (page) =>
        page.locator('soma-account [part="trial"]').waitFor(),
      );
    } finally {
      await saveSettings(portal, { style: 'subscription' });
    }
  });
});
