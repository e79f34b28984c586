import { expect } from '@open-wc/testing';
import '../../../../../widgets/account/define';
import { pay } from '../../../../../src/api/shop';
import { send } from '../../../../../src/client/request';
import { $bundles, loadBundles } from '../../../../../src/stores/bundles';
import { $subscription } from '../../../../../src/stores/subscription';
import {
  button,
  choice,
  expectAccessible,
  fillCard,
  freshSettings,
  mountAccount,
  ordersOf,
  receiptTitle,
  reset,
  root,
  signIn,
  type,
  until,
} from '../../plan-shop/helpers';

/** A purchase prompted to `phone` (the sandbox answers by its last four digits after 2.5 s); answers its receipt's path. */
async function mpesaPurchase(phone: string): Promise<{ userId: number; path: string }> {
  const parent = await signIn();
  await loadBundles();
  const bundle = $bundles.get()!.find((b) => b.students === 1 && b.duration === 1)!;
  const answer = await send(
    pay,
    { bundle: bundle.product_id, payment: { method: 'mpesa', info: { phone_number: phone } } },
    { idempotencyKey: `mpesa-${Math.random()}` },
  );
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return { userId: parent.user.id, path: `/account/receipt/${answer.data.order_id}` };
}

const statusOfPlan = () => {
  const plan = $subscription.get();
  return plan ? plan.status : null;
};

const alertOf = (account: HTMLElement) => root(account).querySelector('[part="receipt"] [role="alert"]')?.textContent;

describe('<soma-account>: the receipt of an M-Pesa payment', () => {
  before(freshSettings);
  afterEach(reset);

  it("shows the prompt while it waits, then why it failed in M-Pesa's terms, never a card's", async () => {
    const { path } = await mpesaPurchase('0711 110 001');
    const account = await mountAccount(path);
    await until(() => receiptTitle(account) === 'Pending Payment', 'the pending receipt');
    expect(root(account).querySelector('[part="mpesa-prompt"]')!.textContent).to.include(
      'We sent an M-Pesa prompt to 0711 *** 001 for Ksh 500.',
    );
    await until(() => receiptTitle(account) === 'Payment Failed', 'the failed receipt', 10000);
    expect(alertOf(account)).to.equal(
      'Your M-Pesa payment was not completed.The M-Pesa balance was not enough for this payment.',
    );
    expect(root(account).textContent).to.not.include('Your card was declined');
    // The ways to pay again: M-Pesa, the order's own, first; then a card.
    await until(() => root(account).querySelector('[part="pay-again"] [part="radio-group"]'), 'the ways to pay');
    expect(root(account).querySelector('input[name="mpesa_phone"]')).to.not.equal(null);
    expect([...root(account).querySelectorAll('[part="radio"]')].map((r) => r.textContent)).to.deep.equal([
      'M-Pesa',
      'Credit / Debit card',
    ]);
    expect(choice(account, 'M-Pesa').checked).to.equal(true);
    expect(root(account).querySelector('[part="receipt"] a')!.textContent).to.equal('Choose another plan');
    await expectAccessible(account);
  });

  it('pays a failed M-Pesa order again by M-Pesa from the receipt, and the plan opens without a click', async () => {
    const { userId, path } = await mpesaPurchase('0711 111 037');
    const account = await mountAccount(path);
    await until(() => receiptTitle(account) === 'Payment Failed', 'the failed receipt', 10000);
    expect(alertOf(account)).to.equal(
      'Your M-Pesa payment was not completed.The M-Pesa prompt was not answered in time.',
    );
    expect(statusOfPlan()).to.not.equal('active');

    await until(() => root(account).querySelector('input[name="mpesa_phone"]'), 'the number to prompt');
    await type(account, 'M-Pesa Phone Number', '0712 345 678');
    button(account, 'Send the prompt again').click();
    await until(() => root(account).querySelector('[part="mpesa-prompt"]'), 'the new prompt');
    expect(receiptTitle(account)).to.equal('Pending Payment');
    expect(root(account).querySelector('[part="mpesa-prompt"]')!.textContent).to.include('0712 *** 678');
    await until(() => receiptTitle(account) === 'Payment Complete', 'the paid receipt', 10000);
    // The plan store follows the paid order at once: the portal's menus read it.
    await until(() => statusOfPlan() === 'active', 'the plan active');
    const orders = await ordersOf(userId);
    expect(orders.map((o) => o.status)).to.deep.equal(['active']);
  });

  it('pays a failed M-Pesa order by card instead', async () => {
    const { userId, path } = await mpesaPurchase('0711 110 000');
    const account = await mountAccount(path);
    await until(() => receiptTitle(account) === 'Payment Failed', 'the failed receipt', 10000);
    expect(alertOf(account)).to.equal('Your M-Pesa payment was not completed.M-Pesa declined the payment.');
    await until(() => root(account).querySelector('[part="pay-again"] [part="radio-group"]'), 'the ways to pay');
    choice(account, 'Credit / Debit card').click();
    await until(() => root(account).querySelector('[part="payment-card"] input'), 'the card form');
    expect(root(account).querySelector('input[name="mpesa_phone"]')).to.equal(null);
    await expectAccessible(account);
    await fillCard(account, '4242 4242 4242 4242');
    button(account, 'Pay by card').click();
    await until(() => receiptTitle(account) === 'Payment Complete', 'the paid receipt', 10000);
    expect((await ordersOf(userId)).map((o) => [o.status, o.payment_method])).to.deep.equal([['active', 'card']]);
  });
});
