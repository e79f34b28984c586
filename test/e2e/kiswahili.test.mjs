// A family in Kiswahili, end to end (docs/languages.md): a browser that prefers Kiswahili, on a
// partner's page whose shop asks for Kiswahili with its `locale` attribute. The family signs up
// paying by M-Pesa, is told in Kiswahili under the field that its email is taken, watches the
// M-Pesa prompt wait on the phone, reads the receipt, adds a student and logs out, every step in
// Kiswahili; a prompt cancelled on the phone is told in M-Pesa's own Kiswahili and sent again.
// The texts are written here as a Kiswahili reader sees them. The sandbox answers a prompt after
// 4 s, by the number's last four digits (docs/money.md).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeBoth, receiptTitle, signInPage, startBoth } from './harness.mjs';

let portal;
let browser;

before(async () => ({ portal, browser } = await startBoth({ SANDBOX_MPESA_DELAY_MS: '4000' })));
after(() => closeBoth({ portal, browser }));

describe('a family in Kiswahili', () => {
  it('signs up from the partner site by M-Pesa, reads a server error under its field, adds a student and logs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sw-KE' });
    await context.route('**/examples/partner-site/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<soma-plan-shop/g, '<soma-plan-shop locale="sw"');
      return route.fulfill({ response, body: html });
    });
    const page = await context.newPage();
    try {
      await page.goto(`${portal.url}/examples/partner-site/`);
      const shop = page.locator('soma-plan-shop');
      await shop.locator('[lang="sw"]').first().waitFor();
      const step = (title) => shop.locator('[part="title"] + p', { hasText: title }).waitFor();

      // The plan for two students, monthly.
      const plan = shop
        .locator('[part="plan"]')
        .filter({ has: page.locator('strong', { hasText: /^Wanafunzi 2$/ }) })
        .filter({ hasText: 'Kila Mwezi' });
      await plan.getByRole('button').click();
      await step('Maelezo ya malipo');
      await shop.getByLabel('M-Pesa', { exact: true }).check();
      await shop.getByLabel('Nambari ya simu ya M-Pesa').fill('0712 345 678');
      await shop.getByRole('button', { name: 'Endelea' }).click();
      await step('Maelezo ya akaunti');

      // An email someone already uses: the server's 422, in Kiswahili, under the field.
      await shop.getByLabel('Jina la Kwanza').fill('Akinyi');
      await shop.getByLabel('Jina la Mwisho').fill('Otieno');
      const email = shop.getByLabel(/^Barua Pepe\*?$/);
      await email.fill(portal.parent[0]);
      await shop.getByLabel(/^Nenosiri\*?$/).fill('a-long-password-1');
      await shop.getByLabel('Thibitisha Nenosiri').fill('a-long-password-1');
      await shop.getByLabel(/^Ninakubali kulipa jumla ya/).check();
      await shop.getByLabel('Nakubali Sheria na Masharti').check();
      await shop.getByRole('button', { name: 'Jisajili' }).click();
      const taken = 'Thamani ya barua pepe uliyoweka tayari inatumika.';
      await shop.locator('[part="error"]', { hasText: taken }).waitFor();
      const described = await email.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => input.getRootNode().getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      assert.match(described, new RegExp(taken), 'the message is the field’s own description');

      await email.fill(`akinyi-${Date.now()}@example.com`);
      await shop.getByRole('button', { name: 'Jisajili' }).click();

      // The prompt waits on the phone, in Safaricom's words, until M-Pesa answers.
      const prompt = page.locator('[part="mpesa-prompt"]', {
        hasText: /Tumetuma ombi la M-Pesa la .*900 kwa 0712 \*\*\* 678\./,
      });
      assert.match(await prompt.innerText(), /Angalia simu yako na uweke PIN yako ya M-Pesa ili kukamilisha malipo\./);

      // The portal, in Kiswahili by the browser's language: M-Pesa answers and the receipt is
      // complete, its words, its plan and its dates in Kiswahili.
      await page.waitForURL('**/account/receipt/*');
      assert.equal(await page.getAttribute('html', 'lang'), 'sw');
      await receiptTitle(page, 'Malipo Yamekamilika');
      const receipt = page.locator('soma-account [part="receipt"]');
      for (const words of [
        'Wanafunzi 2, Kila Mwezi',
        'Jumla',
        'Malipo',
        'M-Pesa 0712 *** 678',
        'Tarehe ya Malipo Yajayo',
      ]) {
        await receipt.getByText(words, { exact: true }).first().waitFor();
      }
      assert.match(await receipt.innerText(), /\b(Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ago|Sep|Okt|Nov|Des) 20\d\d\b/);

      // A student, from the welcome screen.
      await page.goto(`${portal.url}/home`);
      const account = page.locator('soma-account');
      await account.getByRole('heading', { name: 'Nani Anajifunza?' }).waitFor();
      await account.getByRole('button', { name: /Ongeza Mpya/ }).click();
      await account.getByRole('heading', { name: 'Ongeza Mwanafunzi' }).waitFor();
      await account.getByRole('button', { name: 'Chagua Picha' }).click();
      const picker = account.locator('[part="avatar-picker"]');
      await picker.getByLabel('Kijani', { exact: true }).check();
      await picker.locator('input[name="avatar-icon"]:not([value=""])').first().check();
      await account.getByRole('button', { name: 'Tayari' }).click();
      await account.getByLabel(/^Jina la Kwanza/).fill('Baraka');
      await account.getByLabel(/^Jina la Mwisho/).fill('Otieno');
      await account.getByLabel('Kike', { exact: true }).check();
      const grade = account.getByLabel(/^Darasa/);
      await grade.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await grade.selectOption({ index: 1 });
      await account.getByRole('button', { name: 'Hifadhi' }).click();
      await account.getByRole('heading', { name: 'Nani Anajifunza?' }).waitFor();
      await account.locator('[part="tile"]', { hasText: 'Baraka' }).waitFor();

      // Logout asks first, in Kiswahili.
      await page.getByRole('button', { name: 'Akaunti', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Toka' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Una uhakika unataka kutoka?').waitFor();
      await dialog.getByRole('button', { name: 'Toka' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('soma-login').getByRole('button', { name: 'Ingia' }).waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('soma_token')), null);
    } finally {
      await context.close();
    }
  });

  it("is told in M-Pesa's Kiswahili that the prompt was cancelled on the phone, and sends it again", async () => {
    // Signed up in Kiswahili by M-Pesa to the sandbox number that cancels the prompt.
    const bundles = await (await fetch(`${portal.url}/api/shop/bundles`)).json();
    const signup = await fetch(`${portal.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'sw-KE' },
      body: JSON.stringify({
        first_name: 'Zawadi',
        last_name: 'Mwangi',
        email: `zawadi-${Date.now()}@example.com`,
        password: 'a-long-password-1',
        password_confirmation: 'a-long-password-1',
        bundle: bundles.find((bundle) => bundle.students === 1 && bundle.duration === 1).product_id,
        payment: { method: 'mpesa', info: { phone_number: '0711 111 032' } },
      }),
    });
    assert.equal(signup.status, 200);
    const { access_token: token, order } = await signup.json();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sw-KE' });
    const page = await context.newPage();
    try {
      await signInPage(page, token);
      await page.goto(`${portal.url}/account/receipt/${order.order_id}`);
      const account = page.locator('soma-account');
      await account.locator('[part="mpesa-prompt"]', { hasText: 'kwa 0711 *** 032.' }).waitFor();

      // The prompt ends on the phone: the receipt says so live, in M-Pesa's words, and offers it again.
      await receiptTitle(page, 'Malipo Hayakufaulu');
      await account.getByText('Malipo yako ya M-Pesa hayakukamilika.').waitFor();
      await account.getByText('Ombi limeghairiwa na mtumiaji.').waitFor();
      assert.equal(await account.getByText('The M-Pesa prompt was cancelled on the phone.').count(), 0);
      await account.getByText('Mwanafunzi 1, Kila Mwezi', { exact: true }).waitFor();

      await account.getByLabel('Nambari ya simu ya M-Pesa').fill('0712 345 678');
      await account.getByRole('button', { name: 'Tuma ombi tena' }).click();
      await account.locator('[part="mpesa-prompt"]', { hasText: 'kwa 0712 *** 678.' }).waitFor();
      await receiptTitle(page, 'Malipo Yamekamilika');
    } finally {
      await context.close();
    }
  });
});
