import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { upgrade } from '../../../../../src/api/shop';
import type { Order } from '../../../../../src/api/structs';
import { send } from '../../../../../src/client/request';
import { formatDate } from '../../../../../src/domain/dates';
import { SMALL_TOTAL_NOTE } from '../../../../../src/domain/smallTotal';
import { $bundles, loadBundles } from '../../../../../src/stores/bundles';
import { setToken } from '../../../../../src/stores/session';
import * as text from '../../../../../widgets/account/receipt/texts';
import {
  expectAccessible,
  freshSettings,
  mountAccount,
  ordersOf,
  receiptTitle,
  reset,
  root,
  signIn,
  until,
  type Parent,
} from '../../plan-shop/helpers';

/** The receipt's terms and their values, as a reader meets them. */
function details(account: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...root(account).querySelectorAll('[part="order"] dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling!.textContent,
    ]),
  );
}

/** A change to the monthly plan for `students`, through the API, with no payment: nothing is charged now. */
async function changeTo(students: number): Promise<Order> {
  await loadBundles();
  const bundle = $bundles.get()!.find((b) => b.students === students && b.duration === 1)!;
  const answer = await send(upgrade, { bundle: bundle.product_id }, { idempotencyKey: `change-${Math.random()}` });
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.data;
}

describe('<soma-account>: the receipt of an order that charged nothing', () => {
  before(freshSettings);
  afterEach(reset);

  it('a small change carried to the next payment: not charged yet and when, no way of paying, no Paid On', async () => {
    const parent = await signIn({ students: 1 });
    await executeServerCommand('soma-billing-date', { userId: parent.user.id, days: 3 });
    const order = await changeTo(2);
    expect(order.status).to.equal('active');
    expect(order.deferred).to.be.above(0).and.at.most(10000);
    expect(order.payment.method).to.equal('none');

    const account = await mountAccount(`/account/receipt/${order.order_id}`);
    await until(() => receiptTitle(account) === 'Plan Changed', 'the receipt');
    const shown = details(account);
    expect(shown[text.TOTAL]).to.equal(`Ksh ${order.total / 100}`);
    expect(shown).to.not.have.property(text.PAYMENT);
    expect(shown).to.not.have.property(text.PAID_ON);
    const when = formatDate(order.next_billing_date!);
    expect(shown[text.NEXT_BILLING]).to.equal(when);
    expect(root(account).querySelector('[part="not-charged"]')!.textContent).to.equal(
      `Not charged yet: added to your payment on ${when}${SMALL_TOTAL_NOTE}`,
    );
    expect(root(account).textContent).to.not.include('Payment Complete');
    await expectAccessible(account);
  });

  it('a change its credit covers: Ksh 0, with no way of paying and no Paid On', async () => {
    await signIn({ students: 3 });
    const order = await changeTo(1);
    expect([order.status, order.total, order.payment.method]).to.deep.equal(['active', 0, 'none']);

    const account = await mountAccount(`/account/receipt/${order.order_id}`);
    await until(() => receiptTitle(account) === 'Plan Changed', 'the receipt');
    const shown = details(account);
    expect(shown[text.TOTAL]).to.equal('Ksh 0');
    expect(shown).to.not.have.property(text.PAYMENT);
    expect(shown).to.not.have.property(text.PAID_ON);
    // Nothing was carried over either: no note about small totals.
    expect(root(account).querySelector('[part="not-charged"]')).to.equal(null);
    expect(root(account).textContent).to.not.include('Card');
    await expectAccessible(account);
  });

  it("a renewal the account's credit covers claims no payment either: Plan Renewed", async () => {
    const parent = (await executeServerCommand('soma-parent', {
      balance: -100000,
      plan: { students: 1 },
    })) as Parent;
    setToken(parent.token);
    await executeServerCommand('soma-billing-date', { userId: parent.user.id, days: -0.01 });
    await executeServerCommand('soma-renewal-sweep');
    const renewal = (await ordersOf(parent.user.id)).find((o) => o.kind === 'renewal')!;
    expect([renewal.status, renewal.amount, renewal.payment_method]).to.deep.equal(['active', 0, null]);

    const account = await mountAccount(`/account/receipt/${renewal.id}`);
    await until(() => receiptTitle(account) === 'Plan Renewed', 'the receipt');
    const shown = details(account);
    expect(shown[text.TOTAL]).to.equal('Ksh 0');
    expect(shown).to.not.have.property(text.PAYMENT);
    expect(shown).to.not.have.property(text.PAID_ON);
  });
});
