// End-to-end journeys: the built product served as `npm start` serves it, on a fresh embedded
// database, driven in Debian's Chromium the way its users drive it. Each step asserts what the
// user sees. Run with `npm run test:e2e` after `npm run build`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  accountOf,
  addStudent,
  saveSettings,
  confirmBoth,
  fillAccount,
  newPage,
  payByCard,
  payByMpesa,
  planOption,
  planTerm,
  receiptTitle,
  selectPlan,
  shopOf,
  signUpThroughExplore,
  stepIs,
  startBoth,
  closeBoth,
} from './harness.mjs';

let portal;
let browser;

before(async () => ({ portal, browser } = await startBoth()));
after(() => closeBoth({ portal, browser }));

/** Signs the demo parent in on the hosted login page. */
async function logInAsParent(page) {
  const [login, password] = portal.parent;
  await page.goto(`${portal.url}/`);
  const box = page.locator('soma-login');
  await box.getByLabel(/^Email or Phone Number\*?$/).fill(login);
  await box.getByLabel(/^Password\*?$/).fill(password);
  await box.getByRole('button', { name: 'Login' }).click();
}

describe('journeys', () => {
  it('a family explores, signs up paying by M-Pesa, and the receipt turns complete live', async () => {
    const page = await newPage(browser, 1280);
    await page.goto(`${portal.url}/explore`);
    await assert.doesNotReject(page.getByRole('heading', { name: 'Choose a Plan', level: 1 }).waitFor());
    await shopOf(page).locator('[part="plan"]').first().waitFor();
    await selectPlan(page, '2 Students', 'Monthly');
    await payByMpesa(page);
    await stepIs(page, 'Account Info');
    await fillAccount(page, { first: 'Wanjiru', last: 'Kamau' });
    await confirmBoth(page);
    await shopOf(page).getByRole('button', { name: 'Sign Up' }).click();

    // Signed up, the portal shows the order: the prompt waits on the phone, then M-Pesa answers and
    // the receipt turns complete live.
    await page.waitForURL('**/account/receipt/*');
    await page
      .locator('[part="mpesa-prompt"]', { hasText: 'We sent an M-Pesa prompt to 0712 *** 678 for Ksh 900.' })
      .waitFor();
    await receiptTitle(page, 'Payment Complete');
    // The shell around it: the plan is active, so Home is open in the tab bar.
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await tabs.getByRole('link', { name: 'Home' }).and(page.locator(':not([aria-disabled])')).waitFor();
    assert.equal(await tabs.getByRole('link', { name: 'Account Settings' }).isVisible(), true);

    // Two students with avatars, from the welcome screen.
    await tabs.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/home');
    const account = accountOf(page);
    await account.getByRole('heading', { name: "Who's Learning?" }).waitFor();
    await addStudent(page, { first: 'Baraka', last: 'Kamau', gender: 'Male', colour: 'Green' });
    await addStudent(page, { first: 'Zawadi', last: 'Kamau', gender: 'Female', colour: 'Red' });
    const tiles = account.locator('[part="tile"]');
    await account.locator('[part="tile"]', { hasText: 'Zawadi' }).waitFor();
    const names = (await tiles.allInnerTexts()).map((t) => t.trim());
    assert.ok(
      names.some((t) => t.startsWith('Baraka')) && names.some((t) => t.startsWith('Zawadi')),
      names.join(' | '),
    );
    // The two-student plan is full: no 'Add New'.
    assert.equal(await account.getByRole('button', { name: /Add New/ }).count(), 0);
    // Each tile shows its avatar's icon.
    assert.equal(await tiles.filter({ hasText: 'Baraka' }).locator('img').count(), 1);

    // A tile opens the learning app: the built-in /learn page, signed in as that student.
    await tiles.filter({ hasText: 'Baraka' }).click();
    await page.waitForURL('**/learn**');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Baraka!' }).waitFor();
    assert.match(await page.locator('[data-student]').innerText(), /^Signed in as Baraka Kamau, /);
    await page.context().close();
  });

  it('a declined card: Payment Failed, then Fix Payment Method with a good card, and the plan is active', async () => {
    const page = await newPage(browser, 1280);
    await signUpThroughExplore(page, portal.url, { pay: (p) => payByCard(p, '4000 0000 0000 0002') });
    await receiptTitle(page, 'Payment Failed');
    await accountOf(page).getByText('Your card was declined. Please enter a different card below.').first().waitFor();

    // Account Settings: the plan's card is declined, and Plan Options says so.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account Settings' }).click();
    await page.waitForURL('**/account');
    await accountOf(page).locator('[part="plan"]').waitFor();
    assert.equal(await planTerm(page, 'Status'), 'Card Declined');
    await planOption(page, 'Fix Payment Method');
    await page.waitForURL('**/account/update_payment');
    await accountOf(page).getByRole('heading', { name: 'Fix Payment Method' }).waitFor();
    const account = accountOf(page);
    await account.getByLabel('Name on card').fill('Wanjiru Kamau');
    await account.getByLabel('Card number').fill('4242 4242 4242 4242');
    await account.getByLabel('Expiry date').fill(`12 / ${String(new Date().getFullYear() + 3).slice(2)}`);
    await account.getByLabel('Security code').fill('123');
    await account.getByRole('button', { name: 'Save Card & Pay' }).click();

    // Back on the overview with the plan paid and the new card on file.
    await page.waitForURL('**/account');
    // The live update marks the plan paid; the plan's card follows when the plan is read again.
    await page.waitForFunction(
      () => {
        const plan =
          document.querySelector('soma-account')?.shadowRoot?.querySelector('[part="plan"]')?.textContent ?? '';
        return /Active/.test(plan) && /ending in 4242/.test(plan);
      },
      null,
      { timeout: 20000 },
    );
    assert.equal(await planTerm(page, 'Status'), 'Active');
    assert.match(await planTerm(page, 'Payment method'), /ending in 4242/);
    await page.context().close();
  });

  it('an upgrade with its preview, then cancel and renew behind "I understand"', async () => {
    const page = await newPage(browser, 1280);
    await signUpThroughExplore(page, portal.url, {
      students: '1 Student',
      pay: (p) => payByCard(p, '4242 4242 4242 4242'),
    });
    await receiptTitle(page, 'Payment Complete');

    await page.goto(`${portal.url}/account`);
    await accountOf(page).locator('[part="plan"]').waitFor();
    assert.equal(await planTerm(page, 'Students'), '1');
    await planOption(page, 'Change Plan');
    await page.waitForURL('**/account/bundles');
    await shopOf(page).locator('[part="plan"]').first().waitFor();
    await selectPlan(page, '2 Students', 'Monthly');
    // The preview: the current plan beside the new one, the credit and the next billing date.
    const shop = shopOf(page);
    await shop.getByText('Current Plan', { exact: true }).first().waitFor();
    await shop.getByText('New Plan', { exact: true }).first().waitFor();
    await shop.getByText('Next Billing Date').first().waitFor();
    await payByCard(page, '4242 4242 4242 4242', { proceed: false });
    await confirmBoth(page);
    await shop.getByRole('button', { name: 'Checkout' }).click();

    await page.waitForURL('**/account');
    await accountOf(page).getByText('Your plan has been successfully changed.').waitFor();
    await page.waitForFunction(() => {
      const plan = document.querySelector('soma-account')?.shadowRoot?.querySelector('[part="plan"]');
      return [...(plan?.querySelectorAll('dt') ?? [])].some(
        (dt) => dt.textContent === 'Students' && dt.nextElementSibling?.textContent === '2',
      );
    });

    // Cancel: the button waits for 'I understand'; the plan then ends on its expiry date.
    await planOption(page, 'Cancel Plan');
    await page.waitForURL('**/account/cancel');
    const cancel = accountOf(page).getByRole('button', { name: 'Cancel Plan' });
    assert.equal(await cancel.isDisabled(), true);
    await accountOf(page).getByLabel('I understand').check();
    await cancel.click();
    await page.waitForURL('**/account');
    await accountOf(page)
      .locator('[part="plan"] dt', { hasText: /^Ends on$/ })
      .waitFor();
    assert.equal(await planTerm(page, 'Status'), 'Active (cancelled)');

    // Renew: the same gate; billing resumes.
    await planOption(page, 'Renew Plan');
    await page.waitForURL('**/account/renew');
    const renew = accountOf(page).getByRole('button', { name: 'Renew Plan' });
    assert.equal(await renew.isDisabled(), true);
    await accountOf(page).getByLabel('I understand').check();
    await renew.click();
    await page.waitForURL('**/account');
    await accountOf(page)
      .locator('[part="plan"] dt', { hasText: /^Next billing date$/ })
      .waitFor();
    assert.equal(await planTerm(page, 'Status'), 'Active');
    await page.context().close();
  });

  it("an administrator customises both login pages' sidebars and logos, and the school site's embedded boxes show them", async () => {
    // A 2x2 PNG, as a school's logo file would arrive.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGMQ6GgQ6GgQ6JBg+M/AAAAlrwQsg0rGfgAAAABJRU5ErkJggg==',
      'base64',
    );
    const page = await newPage(browser, 1280);
    const [login, password] = portal.admin;
    await page.goto(`${portal.url}/`);
    const box = page.locator('soma-login');
    await box.getByLabel(/^Email or Phone Number\*?$/).fill(login);
    await box.getByLabel(/^Password\*?$/).fill(password);
    await box.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/customize');
    const admin = page.locator('soma-admin');

    const customise = async (pageName, title, line) => {
      await admin.getByRole('tab', { name: pageName }).click();
      await admin
        .getByLabel('Upload: Main logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await admin.locator('[part="logo-image"]').first().waitFor();
      await admin.getByLabel(/^Title/).fill(title);
      await admin.getByRole('button', { name: 'Add text line' }).click();
      await admin.getByLabel('Line 1: text').fill(line);
      // The preview shows the unsaved sidebar.
      await admin.locator('[part="preview"]', { hasText: line }).first().waitFor();
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await admin.getByText('The login sidebar has been saved.').waitFor();
    };
    await customise('Standard login', 'Welcome to Hill School', 'Lessons for every grade');
    await customise('Student login', 'Hill School pupils', 'Ask your teacher for your login');
    await page.context().close();

    // A visitor on the school's own site sees both boxes as customised.
    const school = await newPage(browser, 1280);
    await school.goto(`${portal.url}/examples/school-site/`);
    const parents = school.locator('soma-login');
    await parents.getByText('Welcome to Hill School').waitFor();
    await parents.getByText('Lessons for every grade').waitFor();
    assert.match(
      await parents.locator('[part="logo"]').first().getAttribute('src'),
      /\/uploads\/logos\/standard_main_logo-/,
    );
    const pupils = school.locator('soma-student-login');
    await pupils.getByText('Hill School pupils').waitFor();
    await pupils.getByText('Ask your teacher for your login').waitFor();
    assert.match(
      await pupils.locator('[part="logo"]').first().getAttribute('src'),
      /\/uploads\/logos\/student_main_logo-/,
    );
    await school.context().close();
  });

  it('a student signs in on the school site example and lands in the learning app', async () => {
    const [login, password] = portal.student;
    const page = await newPage(browser, 1280);
    await page.goto(`${portal.url}/examples/school-site/`);
    const box = page.locator('soma-student-login');
    await box.getByLabel(/^Login\*?$/).fill(login);
    await box.getByLabel(/^Password\*?$/).fill(password);
    await box.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/learn**');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    assert.match(await page.locator('[data-student]').innerText(), /^Signed in as /);
    // The single-use link leaves the address bar.
    assert.equal(new URL(page.url()).searchParams.has('token'), false);
    await page.context().close();
  });

  it('trial style: the Free Trial badge, sign up, land on "Who\'s Learning?", add a student, log out from the menu', async () => {
    await saveSettings(portal, { style: 'trial' });
    const page = await newPage(browser, 1280);
    try {
      await page.goto(`${portal.url}/`);
      const login = page.locator('soma-login');
      await login.getByText('Free Trial!').waitFor();
      // No shop for visitors in trial style.
      assert.equal(await login.getByRole('link', { name: 'Explore Plans' }).count(), 0);
      await login.getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL('**/signup');
      await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
      // The back link returns to the login, and Sign Up brings the form again.
      await login.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await login.getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL('**/signup');

      await login.getByLabel(/^First Name/).fill('Neema');
      await login.getByLabel(/^Last Name/).fill('Wafula');
      await login.getByLabel(/^Email/).fill(`trial-${Date.now()}@example.com`);
      await login.getByLabel(/^Password\*?$/).fill('a-long-password-1');
      await login.getByLabel(/^Password Confirmation/).fill('a-long-password-1');
      await login.getByRole('button', { name: 'Sign Up' }).click();

      // A new trial account lands on "Who's Learning?" with Home open in the menu.
      await page.waitForURL('**/home');
      const account = accountOf(page);
      await account.getByRole('heading', { name: "Who's Learning?" }).waitFor();
      const tabs = page.getByRole('navigation', { name: 'Main' });
      assert.equal(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-disabled'), null);
      await addStudent(page, { first: 'Imani', last: 'Wafula' });
      await account.locator('[part="tile"]', { hasText: 'Imani' }).waitFor();

      // Logout from the user menu asks first, then ends at the standard login.
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to log out?').waitFor();
      await dialog.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await login.getByRole('button', { name: 'Login' }).waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('soma_token')), null);
    } finally {
      await page.context().close();
      await saveSettings(portal, { style: 'subscription' });
    }
  });

  it('at 375 px: the login, the drawer, the shop and the receipt', async () => {
    const page = await newPage(browser, 375);
    await logInAsParent(page);
    await page.waitForURL((url) => url.pathname !== '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).isVisible(), false);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const drawer = page.locator('#soma-drawer');
    assert.deepEqual(
      (await drawer.locator('a, button').allInnerTexts()).map((text) => text.trim()),
      ['Home', 'Manage Students', 'Account Settings', 'Logout'],
    );
    await drawer.getByRole('link', { name: 'Account Settings' }).click();
    await page.waitForURL('**/account');
    assert.equal(await drawer.isVisible(), false);

    await page.goto(`${portal.url}/account/bundles`);
    await shopOf(page).locator('[part="plan"]').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `the shop fits the screen (${width} px)`);

    await page.goto(`${portal.url}/account/receipt`);
    await page.locator('soma-account [part="receipt"] [part="title"]').waitFor({ timeout: 20000 });
    assert.match(
      await page.locator('soma-account [part="receipt"] [part="title"]').innerText(),
      /Payment Complete|Pending Payment|Payment Failed/,
    );
    await page.context().close();
  });
});
