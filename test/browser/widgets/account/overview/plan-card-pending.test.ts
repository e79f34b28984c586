import { expect } from '@open-wc/testing';
import '../../../../../widgets/account/define';
import { upgrade } from '../../../../../src/api/shop';
import type { Order, Payment } from '../../../../../src/api/structs';
import type { Subscription } from '../../../../../src/api/subscription';
import { send } from '../../../../../src/client/request';
import { $bundles, loadBundles } from '../../../../../src/stores/bundles';
import { loadMe } from '../../../../../src/stores/profile';
import { $subscription, setSubscription } from '../../../../../src/stores/subscription';
import {
  card,
  events,
  expectAccessible,
  freshSettings,
  mountPage,
  ordersOf,
  receiptTitle,
  reset,
  root,
  saveCard,
  signIn,
  termsOf,
  until,
} from './helpers';

const mountOverview = () => mountPage('/account', '[part="plan"] dl');
const notice = (account: HTMLElement) =>
  root(account).querySelector<HTMLElement>('[part="plan"] [part="pending-change"]');
const payNow = (account: HTMLElement) =>
  [...card(account, 'plan').querySelectorAll('a')].find((a) => a.textContent === 'Pay now');

/** Asks for a change to the two-student monthly plan, paid as `payment` says. */
async function changeToTwoStudents(payment: Payment): Promise<Order> {
  await loadBundles();
  const bundle = $bundles.get()!.find((b) => b.students === 2 && b.duration === 1)!;
  const answer = await send(upgrade, { bundle: bundle.product_id, payment });
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.data;
}

describe('<soma-account>: a change of plan not paid yet, on the Current Plan card', () => {
  before(freshSettings);
  afterEach(reset);

  it('an M-Pesa change waits for its prompt with the old plan in force, then says it was not paid, why, and offers Pay now', async () => {
    await signIn({ students: 1, paymentMethod: 'mpesa' });
    const account = await mountOverview();
    // The sandbox cancels a prompt to a number ending 1032, 2.5 s after it is sent; the page is
    // already there, and reads the plan again at once, as it does when it opens.
    const order = await changeToTwoStudents({ method: 'mpesa', info: { phone_number: '0712 341 032' } });
    expect(order.status).to.equal('pending_payment');
    await loadMe();

    await until(() => notice(account), 'the pending change');
    expect(notice(account)!.getAttribute('role')).to.equal('status');
    expect(notice(account)!.textContent).to.equal(
      'Your change to 2 Students, Monthly is waiting for its payment. Until it is paid, your plan stays as shown below.',
    );
    expect(termsOf(card(account, 'plan'))['Students']).to.equal('1');
    expect(payNow(account)).to.equal(undefined);
    await expectAccessible(account);

    await until(() => notice(account)?.getAttribute('role') === 'alert', 'the refused change, live', 8000);
    expect(notice(account)!.textContent).to.equal(
      'Your change to 2 Students, Monthly was not paid.The M-Pesa prompt was cancelled on the phone. Your plan stays as it was.Pay now',
    );
    expect(notice(account)!.querySelector('strong')!.textContent).to.equal(
      'Your change to 2 Students, Monthly was not paid.',
    );
    const shown = termsOf(card(account, 'plan'));
    expect([shown['Students'], shown['Status']]).to.deep.equal(['1', 'Active']);
    expect(payNow(account)!.getAttribute('href')).to.equal(`/account/receipt/${order.order_id}`);
    await expectAccessible(account);
  });

  it('an M-Pesa change that is paid leaves the notice and shows the new plan', async () => {
    await signIn({ students: 1, paymentMethod: 'mpesa' });
    const account = await mountOverview();
    await changeToTwoStudents({ method: 'mpesa', info: { phone_number: '0712 345 678' } });
    await loadMe();
    await until(() => notice(account), 'the pending change');
    expect(termsOf(card(account, 'plan'))['Students']).to.equal('1');
    await until(() => termsOf(card(account, 'plan'))['Students'] === '2', 'the new plan, live', 8000);
    expect(notice(account)).to.equal(null);
  });

  it('a change the card declined: the reason, the old plan, and Pay now opening its receipt here', async () => {
    const parent = await signIn({ students: 1 });
    const declined = await saveCard(parent.token, '4000000000000002');
    const order = await changeToTwoStudents({ method: 'card', info: { payment_method_id: declined } });
    expect(order.status).to.equal('failed_declined');
    const account = await mountOverview();

    await until(() => notice(account), 'the refused change');
    expect(notice(account)!.getAttribute('role')).to.equal('alert');
    expect(notice(account)!.querySelector('strong')!.textContent).to.equal(
      'Your change to 2 Students, Monthly was not paid.',
    );
    expect(notice(account)!.textContent).to.include('Your card was declined. Your plan stays as it was.');
    expect(termsOf(card(account, 'plan'))['Students']).to.equal('1');
    expect(termsOf(card(account, 'plan'))['Status']).to.equal('Active');
    await expectAccessible(account);

    // The receipt is a page of this element: opened in place, nothing asked of the page around it.
    const navigations = events('soma-navigate');
    try {
      payNow(account)!.click();
      await until(() => receiptTitle(account) === 'Payment Failed', "the order's receipt");
      expect(navigations.seen).to.deep.equal([]);
    } finally {
      navigations.stop();
    }
    expect((await ordersOf(parent.user.id)).at(-1)!.id).to.equal(order.order_id);
  });

  it('shows nothing of the kind without the field, as a backend without pending changes answers', async () => {
    const parent = await signIn({ students: 1 });
    const declined = await saveCard(parent.token, '4000000000000002');
    await changeToTwoStudents({ method: 'card', info: { payment_method_id: declined } });
    const account = await mountOverview();
    await until(
      () => notice(account) && termsOf(card(account, 'plan'))['Payment method'],
      'the refused change and the card',
    );
    const before = termsOf(card(account, 'plan'));

    const { pending_change, ...withoutField } = $subscription.get() as Subscription;
    expect(pending_change).to.include({ status: 'failed_declined' });
    // Set again should a late live update of the refused order bring the field back.
    await until(() => {
      if (notice(account)) setSubscription(withoutField as Subscription);
      return !notice(account);
    }, 'the notice gone');
    expect(termsOf(card(account, 'plan'))).to.deep.equal(before);
    expect(payNow(account)).to.equal(undefined);
  });
});
