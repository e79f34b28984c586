// The plan catalogue end to end: an administrator adds a plan on the Plans page and puts it first,
// a partner's site offers it in its shop, and a family buys it there. The built product on a fresh
// embedded database, in Debian's Chromium. Run after `npm run build`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import {
  apiLogin,
  confirmBoth,
  fillAccount,
  newPage,
  payByCard,
  receiptTitle,
  selectPlan,
  shopOf,
  signInPage,
  stepIs,
  startBoth,
  closeBoth,
} from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Where screenshots go when SOMA_SCREENSHOTS names a folder (to look at them); none otherwise. */
const SHOTS = process.env.SOMA_SCREENSHOTS;

let portal;
let browser;
before(async () => ({ portal, browser } = await startBoth()));
after(() => closeBoth({ portal, browser }));

/** axe-core's violations on the whole page, shadow roots included. */
async function axeViolations(page) {
  // Evaluated through the debugging protocol: the portal's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the plan catalogue', () => {
  it('an administrator creates a plan and puts it first, the partner site offers it, and a family buys it', async () => {
    const [login, password] = portal.admin;
    const token = await apiLogin(portal.url, login, password);
    const page = await newPage(browser, 1280);
    await signInPage(page, token);
    await page.goto(`${portal.url}/plans`);
    await page.getByRole('heading', { name: 'Plans', level: 2, exact: true }).waitFor();
    const admin = page.locator('soma-admin');
    // One level-one heading, and the tab says which page it is.
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Plans');
    assert.equal(await page.title(), 'Plans · Soma');
    // The menu leads here.
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Plans' })
        .getAttribute('aria-current'),
      'page',
    );
    await admin.locator('[part="plan-row"]').first().waitFor();
    const rowsBefore = await admin.locator('[part="plans-on-sale"] [part="plan-row"]').count();

    await admin.getByRole('button', { name: 'Add plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add plan' });
    await dialog.getByLabel(/^Students/).fill('4');
    await dialog.getByLabel(/^Duration \(months\)/).fill('3');
    await dialog.getByLabel(/^Price \(shillings\)/).fill('2400.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Refused under its field: whole shillings only.
    await dialog.getByText('The price field must be a whole number of shillings.').waitFor();
    await dialog.getByLabel(/^Price \(shillings\)/).fill('2400');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('4 students, 3 Months saved.').waitFor();
    await admin.locator('[part="plans-on-sale"] [part="plan-row"]').nth(rowsBefore).waitFor();
    const last = admin.locator('[part="plans-on-sale"] [part="plan-row"]').last();
    assert.match(await last.innerText(), /^4\s+3 Months\s+Ksh 2,400/);

    // First in the shop: moved up to the top, one step at a time.
    for (let step = 0; step < rowsBefore; step += 1) {
      const index = rowsBefore - step;
      await admin.getByRole('button', { name: /^Move up\W+4 students, 3 Months$/ }).click();
      await admin.getByText(`4 students, 3 Months moved to position ${index} of ${rowsBefore + 1}.`).waitFor();
    }
    assert.match(
      await admin.locator('[part="shop-preview"] li').first().innerText(),
      /4 Students\s+3 Months\s+Ksh 2,400/,
    );

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width < 800 ? 760 : 900 });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/plans-${width}.png`, fullPage: true });
      // Nothing sticks out sideways: the table scrolls within its card.
      assert.ok(
        (await page.evaluate(() => document.documentElement.scrollWidth)) <= width,
        `no sideways scroll at ${width} px`,
      );
      assert.deepEqual(await axeViolations(page), [], `axe at ${width} px`);
    }
    await admin.getByRole('button', { name: /^Edit\W+4 students, 3 Months$/ }).click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/plans-dialog-375.png` });
    assert.deepEqual(await axeViolations(page), [], 'axe with the dialog open');
    await page.getByRole('dialog', { name: 'Edit plan' }).getByText('Cancel', { exact: true }).click();
    await page.context().close();

    // A family on the partner's site: the new plan comes first, and they buy it by card.
    const family = await newPage(browser, 1280);
    await family.goto(`${portal.url}/examples/partner-site/`);
    const first = shopOf(family).locator('[part="plan"]').first();
    await first.waitFor();
    assert.match(await first.innerText(), /4 Students\s+3 Months\s+Ksh 2,400/);
    await selectPlan(family, '4 Students', '3 Months');
    await payByCard(family, '4242 4242 4242 4242');
    await stepIs(family, 'Account Info');
    await fillAccount(family, { first: 'Neema', last: 'Otieno' });
    await confirmBoth(family);
    await shopOf(family).getByRole('button', { name: 'Sign Up' }).click();
    await receiptTitle(family, /./);
    assert.match(
      await family.locator('soma-account [part="receipt"]').innerText(),
      /4 Students, 3 Months[\s\S]*Ksh 2,400/i,
    );
    await family.context().close();

    // The administrator sees the family on the plan.
    const check = await fetch(`${portal.url}/api/plans`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const plan = (await check.json()).find((p) => p.students === 4 && p.duration === 3);
    assert.equal(plan.holders, 1);
    assert.equal(plan.editable_terms, false);
  });
});
