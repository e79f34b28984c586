import { expect } from '@open-wc/testing';
import '../../../../../widgets/account/define';
import { pay } from '../../../../../src/api/shop';
import { send } from '../../../../../src/client/request';
import { DECLINED_MESSAGE, RETRY_LABEL } from '../../../../../src/domain/receipt';
import * as auth from '../../../../../src/payments/authentication/texts';
import { $bundles, loadBundles } from '../../../../../src/stores/bundles';
import {
  button,
  expectAccessible,
  freshSettings,
  mountAccount,
  openDialog,
  ordersOf,
  receiptTitle,
  reset,
  root,
  signIn,
  until,
} from '../../plan-shop/helpers';
import { saveCard } from '../overview/helpers';

/** A purchase paid with the authentication card, left pending as the bank asks; answers its receipt's path. */
async function pendingPurchase(): Promise<{ userId: number; path: string }> {
  const parent = await signIn();
  const cardId = await saveCard(parent.token, '4000002500003155');
  await loadBundles();
  const bundle = $bundles.get()!.find((b) => b.students === 1 && b.duration === 1)!;
  const answer = await send(
    pay,
    { bundle: bundle.product_id, payment: { method: 'card', info: { payment_method_id: cardId } } },
    { idempotencyKey: `auth-${Math.random()}` },
  );
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  expect(answer.data.status).to.equal('pending_payment');
  return { userId: parent.user.id, path: `/account/receipt/${answer.data.order_id}` };
}

describe('<soma-account>: the receipt runs a card authentication step', () => {
  before(freshSettings);
  afterEach(reset);

  it("approved: the order completes and the receipt turns 'Payment Complete' without a reload", async () => {
    const { userId, path } = await pendingPurchase();
    const account = await mountAccount(path);
    expect(receiptTitle(account)).to.equal('Pending Payment');
    const dialog = await until(() => openDialog(account), 'the authentication dialog', 8000);
    expect(dialog.getAttribute('aria-labelledby')).to.be.a('string');
    expect(root(account).activeElement).to.equal(button(account, auth.COMPLETE));
    await expectAccessible(account);
    button(account, auth.COMPLETE).click();
    await until(() => receiptTitle(account) === 'Payment Complete', 'the paid receipt', 8000);
    expect(openDialog(account)).to.equal(null);
    expect((await ordersOf(userId)).map((o) => o.status)).to.deep.equal(['active']);
  });

  it("failed: 'Payment Failed' with the card form, and another card pays", async () => {
    const { userId, path } = await pendingPurchase();
    const account = await mountAccount(path);
    await until(() => openDialog(account), 'the authentication dialog', 8000);
    button(account, auth.FAIL).click();
    await until(() => receiptTitle(account) === 'Payment Failed', 'the failed receipt', 8000);
    expect(root(account).querySelector('[part="receipt"] > [role="alert"]')!.textContent).to.equal(DECLINED_MESSAGE);
    await until(() => root(account).querySelector('[part="payment-card"] input'), 'the card form');
    expect(button(account, RETRY_LABEL)).to.not.equal(undefined);
    expect(openDialog(account)).to.equal(null);
    expect((await ordersOf(userId)).map((o) => o.status)).to.deep.equal(['failed_declined']);
    await expectAccessible(account);
  });
});
