import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { defaultPaymentMethod, setRenewalNumber, upgrade } from '../../../../../src/api/shop';
import type { Subscription } from '../../../../../src/api/subscription';
import { send } from '../../../../../src/client/request';
import { RETRY_LABEL } from '../../../../../src/domain/receipt';
import { variants } from '../../../../../src/ui/Button.css';
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
  requests,
  reset,
  root,
  saveCard,
  signIn,
  type,
  until,
  wait,
} from '../overview/helpers';

/** The ways to pay again, as their radios read, in order. */
const ways = (account: HTMLElement) =>
  [...root(account).querySelectorAll('[part="pay-again"] [part="radio"]')].map((radio) => radio.textContent);

/** The box asking whether the way becomes the plan's, if it shows. */
const renewalsBox = (account: HTMLElement) =>
  [...root(account).querySelectorAll<HTMLInputElement>('input[name="use_for_renewals"]')][0] ?? null;

/** Waits for the ways to pay a refused order, fetched once its receipt shows. */
async function refusedReceipt(orderId: number): Promise<HTMLElement> {
  const account = await mountAccount(`/account/receipt/${orderId}`);
  await until(() => receiptTitle(account) === 'Payment Failed', 'the refused receipt');
  await until(() => root(account).querySelector('[part="pay-again"] [part="radio-group"]'), 'the ways to pay');
  return account;
}

/** The body sent by `POST /receipts/{id}/pay` while `act` runs. */
async function payRequest(orderId: number, act: () => Promise<void>): Promise<Record<string, unknown>> {
  const sent = requests();
  try {
    await act();
    const path = `/api/receipts/${orderId}/pay`;
    await until(() => sent.seen.some((r) => r.path === path), 'the payment sent');
    return JSON.parse(sent.seen.find((r) => r.path === path)!.body) as Record<string, unknown>;
  } finally {
    sent.restore();
  }
}

/** The account's renewal once M-Pesa has refused it (the sandbox answers after 2.5 s). */
async function refusedRenewal(userId: number) {
  for (let i = 0; i < 100; i++) {
    const found = (await ordersOf(userId)).find((o) => o.kind === 'renewal' && o.status === 'failed');
    if (found) return found;
    await wait(100);
  }
  throw new Error('the renewal was never refused');
}

async function bundleId(students: number): Promise<number> {
  await loadBundles();
  return $bundles.get()!.find((b) => b.students === students && b.duration === 1)!.product_id;
}

describe('<soma-account>: paying a refused order again from its receipt', () => {
  before(freshSettings);
  afterEach(reset);

  it('a declined renewal: the saved card first, a new card chosen as the saved one was refused, and the renewals question for another way', async () => {
    const parent = await signIn({ students: 1 });
    await saveCard(parent.token, '4000000000000002');
    await executeServerCommand('soma-billing-date', { userId: parent.user.id, days: -0.01 });
    await executeServerCommand('soma-renewal-sweep');
    const renewal = (await ordersOf(parent.user.id)).find((o) => o.kind === 'renewal')!;
    expect(renewal.status).to.equal('failed_declined');

    const account = await refusedReceipt(renewal.id);
    expect(ways(account)).to.deep.equal(['Visa ending in 0002', 'Another card', 'M-Pesa']);
    expect(choice(account, 'Another card').checked).to.equal(true);
    await until(() => root(account).querySelector('[part="payment-card"] input'), 'the card form');
    expect(button(account, RETRY_LABEL).type).to.equal('submit');
    // A new card is not the plan's: asked, and not ticked unless the family says so.
    expect(renewalsBox(account)!.checked).to.equal(false);
    await expectAccessible(account);

    // The plan's own card asks nothing; M-Pesa for a card plan does.
    choice(account, 'Visa ending in 0002').click();
    await until(() => renewalsBox(account) === null, 'no question for the plan’s card');
    expect(button(account, 'Pay by card').type).to.equal('submit');
    choice(account, 'M-Pesa').click();
    await until(() => root(account).querySelector('input[name="mpesa_phone"]'), 'the number');
    await type(account, 'M-Pesa Phone Number', '0712 345 678');
    await until(() => renewalsBox(account), 'the question for M-Pesa');
    expect(button(account, 'Send the M-Pesa prompt').type).to.equal('submit');

    choice(account, 'Another card').click();
    await fillCard(account, '4242 4242 4242 4242');
    await until(() => renewalsBox(account), 'the question for a new card');
    renewalsBox(account)!.click();
    await wait(40);
    const body = await payRequest(renewal.id, async () => button(account, RETRY_LABEL).click());
    expect(body.use_for_renewals).to.equal(true);
    expect((body.payment as { method: string }).method).to.equal('card');
    await until(() => receiptTitle(account) === 'Payment Complete', 'the paid receipt', 8000);
    await until(() => ($subscription.get() as Subscription | undefined)?.status === 'active', 'the plan active');
    // The card that paid is the plan's from now on.
    const card = await send(defaultPaymentMethod, {});
    expect(card.ok && card.data?.last4).to.equal('4242');
  });

  it("an M-Pesa plan's refused renewal: the saved card first and chosen, asked about; the renewal number again asks nothing, another does", async () => {
    const parent = await signIn({ students: 1, paymentMethod: 'mpesa' });
    await saveCard(parent.token, '4242424242424242');
    // The sandbox declines a prompt to a number ending in 0000.
    const set = await send(setRenewalNumber, { phone_number: '0711 110 000' });
    expect(set.ok).to.equal(true);
    await executeServerCommand('soma-billing-date', { userId: parent.user.id, days: -0.01 });
    await executeServerCommand('soma-renewal-sweep');
    const renewal = await refusedRenewal(parent.user.id);

    const account = await refusedReceipt(renewal.id);
    expect(ways(account)).to.deep.equal(['Visa ending in 4242', 'M-Pesa', 'Another card']);
    expect(choice(account, 'Visa ending in 4242').checked).to.equal(true);
    expect(renewalsBox(account)!.checked).to.equal(false);

    choice(account, 'M-Pesa').click();
    await until(() => root(account).querySelector('input[name="mpesa_phone"]'), 'the number');
    await type(account, 'M-Pesa Phone Number', '0711 110 000');
    await wait(50);
    expect(renewalsBox(account)).to.equal(null);
    expect(button(account, 'Send the prompt again').type).to.equal('submit');
    await type(account, 'M-Pesa Phone Number', '0712 345 678');
    await until(() => renewalsBox(account), 'the question for another number');

    // Paid by the saved card with the box left clear: the plan keeps paying by M-Pesa.
    choice(account, 'Visa ending in 4242').click();
    await until(() => renewalsBox(account), 'the question for the card');
    const body = await payRequest(renewal.id, async () => button(account, 'Pay by card').click());
    expect(body).to.deep.include({ use_for_renewals: false });
    await until(() => receiptTitle(account) === 'Payment Complete', 'the paid receipt', 8000);
    await until(() => ($subscription.get() as Subscription | undefined)?.status === 'active', 'the plan active');
    expect(($subscription.get() as Subscription).payment_method).to.equal('mpesa');
  });

  it('a refused purchase asks nothing: its way of paying becomes the new plan’s', async () => {
    const parent = await signIn({ students: 1, status: 'failed_declined' });
    const account = await refusedReceipt((await ordersOf(parent.user.id))[0].id);
    expect(ways(account)).to.deep.equal(['Credit / Debit card', 'M-Pesa']);
    await until(() => root(account).querySelector('[part="payment-card"] input'), 'the card form');
    expect(renewalsBox(account)).to.equal(null);
    choice(account, 'M-Pesa').click();
    await until(() => root(account).querySelector('input[name="mpesa_phone"]'), 'the number');
    await type(account, 'M-Pesa Phone Number', '0712 345 678');
    await wait(50);
    expect(renewalsBox(account)).to.equal(null);
  });

  it('an order that can no longer be paid says why, offers no way to pay, and leads to the shop', async () => {
    const parent = await signIn({ students: 1 });
    const declining = await saveCard(parent.token, '4000000000000002');
    const paying = await saveCard(parent.token, '4242424242424242');
    const refused = await send(
      upgrade,
      { bundle: await bundleId(2), payment: { method: 'card', info: { payment_method_id: declining } } },
      { idempotencyKey: `refused-${Math.random()}` },
    );
    if (!refused.ok) throw new Error(JSON.stringify(refused));
    expect(refused.data.status).to.equal('failed_declined');
    // Another change is paid since: the refused one would price a change against a plan no longer in force.
    const paid = await send(
      upgrade,
      { bundle: await bundleId(3), payment: { method: 'card', info: { payment_method_id: paying } } },
      { idempotencyKey: `paid-${Math.random()}` },
    );
    if (!paid.ok) throw new Error(JSON.stringify(paid));
    expect(paid.data.status).to.equal('active');

    const account = await mountAccount(`/account/receipt/${refused.data.order_id}`);
    await until(() => receiptTitle(account) === 'Payment Failed', 'the refused receipt');
    await until(() => root(account).querySelector('[part="stale"]'), 'why it cannot be paid');
    expect(root(account).querySelector('[part="stale"]')!.textContent).to.equal(
      'This change can no longer be paid: your plan has changed since it was made. Choose the change again.',
    );
    expect(root(account).textContent).to.not.include('Your card was declined');
    await wait(300);
    expect(root(account).querySelector('[part="pay-again"], [part="payment-card"], input')).to.equal(null);
    expect([...root(account).querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([]);
    const shop = [...root(account).querySelectorAll('a')].find((a) => a.textContent === 'Choose another plan')!;
    expect(shop.getAttribute('href')).to.equal('/account/bundles');
    expect(shop.className, 'the shop is the main action').to.include(variants.primary);
    await expectAccessible(account);
  });
});
