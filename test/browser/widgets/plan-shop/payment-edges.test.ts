import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../widgets/plan-shop/define';
import { updateDefaultCard } from '../../../../src/api/card';
import { send } from '../../../../src/client/request';
import { saveCard } from '../account/overview/helpers';
import {
  button,
  checkoutButton,
  choice,
  choose,
  confirmBoth,
  events,
  expectAccessible,
  freshSettings,
  mountShop,
  ordersOf,
  reset,
  root,
  signIn,
  tick,
  type,
  until,
} from './helpers';

type Navigate = { to: string; state?: { upgraded: boolean; message: string } };

const SUCCESS = 'Your plan has been successfully changed.';

/** Presses Checkout and answers the navigations seen until `done` holds. */
async function checkoutUntil(shop: HTMLElement, done: (seen: Navigate[]) => unknown, what: string, timeout = 10000) {
  const navigations = events<Navigate>('soma-navigate', { cancel: true });
  try {
    checkoutButton(shop).click();
    await until(() => done(navigations.seen), what, timeout);
    return navigations.seen;
  } finally {
    navigations.stop();
  }
}

const summaryOf = (shop: HTMLElement) => root(shop).querySelector('[part="summary"]')!.textContent!;

describe('<soma-plan-shop>: the edges of paying', () => {
  before(freshSettings);
  afterEach(reset);

  it('a change paid by M-Pesa waits on the prompt; cancelled on the phone it says so, keeps the old plan, and the prompt again pays it', async () => {
    const parent = await signIn({ students: 1, paymentMethod: 'mpesa' });
    const shop = await mountShop();
    await until(() => root(shop).querySelector('[part="title"]')!.textContent === 'Change Plan', 'upgrade mode');
    await choose(shop, '2 Students');
    expect(choice(shop, 'M-Pesa').checked, "an M-Pesa plan's way of paying comes first").to.equal(true);
    await type(shop, 'M-Pesa Phone Number', '0711 111 032');
    await confirmBoth(shop);

    const navigations = events<Navigate>('soma-navigate', { cancel: true });
    try {
      checkoutButton(shop).click();
      await until(() => root(shop).querySelector('[part="mpesa-prompt"]'), 'the prompt');
      expect(root(shop).querySelector('[part="mpesa-prompt"]')!.textContent).to.include(
        'We sent an M-Pesa prompt to 0711 *** 032 for Ksh',
      );
      expect(root(shop).textContent).to.not.include(SUCCESS);
      await until(() => root(shop).querySelector('[part="payment-failed"]'), 'the refusal', 10000);
      const refused = root(shop).querySelector('[part="payment-failed"] [role="alert"]')!.textContent;
      expect(refused).to.equal('Your M-Pesa payment was not completed.The M-Pesa prompt was cancelled on the phone.');
      expect(navigations.seen).to.deep.equal([]);
      expect(root(shop).textContent).to.not.include(SUCCESS);
      expect((root(shop).querySelector('input[name="mpesa_phone"]') as HTMLInputElement).value).to.equal(
        '0711 111 032',
      );
      expect(button(shop, 'Pay by card instead')).to.not.equal(undefined);
      await expectAccessible(shop);

      // The same mistake is caught before the server is asked.
      await type(shop, 'M-Pesa Phone Number', '+1 415 555 0100');
      button(shop, 'Send the prompt again').click();
      await until(() => root(shop).querySelector('[part="pay-again"] [part="error"]'), 'the number refused');
      expect(root(shop).querySelector('[part="pay-again"] [part="error"]')!.textContent).to.equal(
        'The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.',
      );

      await type(shop, 'M-Pesa Phone Number', '0712 345 678');
      button(shop, 'Send the prompt again').click();
      await until(() => root(shop).querySelector('[part="mpesa-prompt"]'), 'the second prompt');
      expect(root(shop).querySelector('[part="mpesa-prompt"]')!.textContent).to.include('0712 *** 678');
      await until(() => navigations.seen.length, 'the change paid', 10000);
      expect(navigations.seen[0]).to.deep.equal({ to: '/account', state: { upgraded: true, message: SUCCESS } });
    } finally {
      navigations.stop();
    }
    const orders = await ordersOf(parent.user.id);
    expect(orders.map((o) => [o.kind, o.status])).to.deep.equal([
      ['purchase', 'active'],
      ['upgrade', 'active'],
    ]);
  });

  it("offers a card subscriber's saved card first and pays with it, with no card to type", async () => {
    const parent = await signIn({ students: 1 });
    const cardId = await saveCard(parent.token, '4242424242424242');
    const made = await send(updateDefaultCard, { payment_method_id: cardId, update_subscription: false });
    expect(made.ok).to.equal(true);
    const card = { last4: '4242' };
    const shop = await mountShop();
    await choose(shop, '3 Students');
    await until(() => root(shop).textContent!.includes(`Visa ending in ${card.last4}`), 'the saved card');
    const methods = [...root(shop).querySelectorAll('fieldset label')].map((label) => label.textContent);
    expect(methods[0]).to.equal(`Visa ending in ${card.last4}`);
    await until(() => choice(shop, `Visa ending in ${card.last4}`).checked, 'the saved card chosen');
    expect(root(shop).querySelector('[part="payment-card"]')).to.equal(null);
    expect(root(shop).textContent).to.not.include("Use this payment method for my plan's renewals");
    await confirmBoth(shop);
    const seen = await checkoutUntil(shop, (s) => s.length, 'the change paid');
    expect(seen[0]).to.deep.equal({ to: '/account', state: { upgraded: true, message: SUCCESS } });
  });

  it("asks whether another way of paying becomes the plan's, and sends the answer", async () => {
    await signIn({ students: 1, paymentMethod: 'mpesa' });
    const shop = await mountShop();
    await choose(shop, '2 Students');
    expect(root(shop).textContent).to.not.include("Use this payment method for my plan's renewals");
    await tick(shop, 'Credit / Debit');
    await until(
      () => root(shop).textContent!.includes("Use this payment method for my plan's renewals"),
      'the question',
    );
    expect(choice(shop, "Use this payment method for my plan's renewals").checked).to.equal(false);
    await expectAccessible(shop);
  });

  it('a change that costs nothing asks for no payment details and completes', async () => {
    const parent = await signIn({ students: 5 });
    const shop = await mountShop();
    await choose(shop, '1 Student');
    expect(summaryOf(shop)).to.include('TotalKsh 0');
    expect(root(shop).textContent).to.include('Nothing to pay now.');
    expect(root(shop).querySelector('input[name="mpesa_phone"]')).to.equal(null);
    expect(root(shop).querySelector('fieldset')).to.equal(null);
    await confirmBoth(shop);
    const seen = await checkoutUntil(shop, (s) => s.length, 'the change');
    expect(seen[0].state!.upgraded).to.equal(true);
    const orders = await ordersOf(parent.user.id);
    expect(orders.at(-1)!.status).to.equal('active');
  });

  it('says before payment how many students a smaller plan leaves out, and that their tiles stay blocked', async () => {
    const parent = await signIn({ students: 3 });
    await executeServerCommand('soma-students', {
      parentId: parent.user.id,
      students: [{ first_name: 'Amani' }, { first_name: 'Baraka' }, { first_name: 'Chiku' }],
    });
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await until(() => root(shop).querySelector('[part="fewer-students"]'), 'the warning');
    expect(root(shop).querySelector('[part="fewer-students"]')!.textContent).to.equal(
      "This plan is for 1 student and you have 3. After the change, every student's tile stays blocked until you remove 2 student(s) or upgrade your plan.",
    );
    button(shop, 'Back').click();
    await until(
      () => root(shop).querySelector('[part="title"] + p')?.textContent === 'Step 1 of 2: Select Plan',
      'the plans',
    );
    await choose(shop, '5 Students');
    expect(root(shop).querySelector('[part="fewer-students"]')).to.equal(null);
    await expectAccessible(shop);
  });
});
