import { expect } from '@open-wc/testing';
import '../../../../widgets/plan-shop/define';
import '../../../../widgets/account/define';
import { configure } from '../../../../src/config';
import { DECLINED_MESSAGE, RETRY_LABEL } from '../../../../src/domain/receipt';
import { $subscription } from '../../../../src/stores/subscription';
import * as text from '../../../../widgets/plan-shop/texts';
import {
  button,
  checkoutButton,
  choose,
  confirmBoth,
  errorOf,
  events,
  fillCard,
  freshSettings,
  message,
  mountAccount,
  mountShop,
  ordersOf,
  receiptTitle,
  requests,
  reset,
  root,
  signIn,
  tick,
  type,
  until,
  wait,
} from './helpers';
import { fragmentToken } from '../../support/api';

type Complete = { kind: string; order: { order_id: number; status: string; total: number } };

/** Pays the chosen plan with a card and answers the events the shop sent. */
async function payByCard(shop: HTMLElement, number: string) {
  await tick(shop, 'Credit / Debit');
  await fillCard(shop, number);
  await confirmBoth(shop);
  const completes = events<Complete>('soma-checkout-complete');
  const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
  try {
    checkoutButton(shop).click();
    await until(() => navigations.seen.length, 'the shop to move on', 8000);
    return { complete: completes.seen[0], to: navigations.seen[0].to };
  } finally {
    completes.stop();
    navigations.stop();
  }
}

describe('<soma-plan-shop>: a parent without a plan buys one', () => {
  before(freshSettings);
  afterEach(reset);

  it('pays by card and goes to the receipt: Payment Complete', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '2 Students');
    const { complete, to } = await payByCard(shop, '4242 4242 4242 4242');
    expect(complete.kind).to.equal('purchase');
    expect(complete.order.status).to.equal('active');
    expect(complete.order.total).to.equal(90000);
    expect(to).to.equal(`/account/receipt/${complete.order.order_id}`);
    const orders = await ordersOf(parent.user.id);
    expect(orders.map((o) => [o.kind, o.status, o.payment_method])).to.deep.equal([['purchase', 'active', 'card']]);
    expect(orders[0].idempotency_key).to.be.a('string').and.not.equal('');

    const account = await mountAccount(to);
    await until(() => receiptTitle(account) === 'Payment Complete', 'the receipt');
    expect(root(account).textContent).to.include('Ksh 900').and.include('Visa ending in 4242');
  });

  it('is declined, then retried with another card from the receipt', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    const { complete, to } = await payByCard(shop, '4000 0000 0000 0002');
    expect(complete.order.status).to.equal('failed_declined');
    expect(to).to.equal(`/account/receipt/${complete.order.order_id}`);

    const account = await mountAccount(to);
    await until(() => receiptTitle(account) === 'Payment Failed', 'the failed receipt');
    expect(root(account).querySelector('[role="alert"]')!.textContent).to.equal(DECLINED_MESSAGE);
    await fillCard(account, '4242 4242 4242 4242');
    button(account, RETRY_LABEL).click();
    await until(() => receiptTitle(account) === 'Payment Complete', 'the retried payment', 8000);
    await until(
      () => $subscription.get() && ($subscription.get() as { status: string }).status === 'active',
      'the plan to be active',
    );
    const orders = await ordersOf(parent.user.id);
    expect(orders.map((o) => [o.kind, o.status])).to.deep.equal([['purchase', 'active']]);
  });

  it('hands the session to a portal on another origin with a single-use login token', async () => {
    await signIn();
    configure({ portal: 'https://portal.example.org/' });
    const shop = await mountShop();
    await choose(shop, '1 Student');
    const { complete, to } = await payByCard(shop, '4242 4242 4242 4242');
    const url = new URL(to);
    expect(`${url.origin}${url.pathname}`).to.equal(
      `https://portal.example.org/account/receipt/${complete.order.order_id}`,
    );
    expect(url.search).to.equal('');
    expect(fragmentToken(url, 'login_token')).to.match(/^\S{16,}$/);
    expect(to).to.not.include(sessionStorage.getItem('soma_token')!);
  });

  it('makes one order for a double click on Checkout, sending one Idempotency-Key', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '3 Students');
    await confirmBoth(shop);
    const sent = requests({ delay: 150 });
    const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
    try {
      const checkout = checkoutButton(shop);
      checkout.click();
      checkout.click();
      await wait(20);
      checkout.click();
      await until(() => navigations.seen.length, 'the receipt', 8000);
    } finally {
      sent.restore();
      navigations.stop();
    }
    const purchases = sent.seen.filter((r) => r.method === 'POST' && r.path === '/api/shop/pay');
    expect(purchases).to.have.length(1);
    const key = purchases[0].headers.get('idempotency-key');
    expect(key).to.match(/^[\w-]{16,}$/);
    const orders = await ordersOf(parent.user.id);
    expect(orders).to.have.length(1);
    expect(orders[0].idempotency_key).to.equal(key);
  });

  it('locks the form while the purchase is in flight', async () => {
    await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await confirmBoth(shop);
    const sent = requests({ delay: 400 });
    const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
    try {
      checkoutButton(shop).click();
      await until(() => checkoutButton(shop).getAttribute('aria-busy') === 'true', 'the busy button');
      const phone = root(shop).querySelector<HTMLInputElement>('input[name="mpesa_phone"]')!;
      expect(phone.disabled).to.equal(true);
      expect(root(shop).querySelector<HTMLInputElement>('input[name="agree"]')!.disabled).to.equal(true);
      expect(button(shop, text.BACK).disabled).to.equal(true);
      expect(button(shop, text.CANCEL).disabled).to.equal(true);
      expect(root(shop).querySelector('[part="loading-region"]')!.getAttribute('aria-busy')).to.equal('true');
      await until(() => navigations.seen.length, 'the receipt', 8000);
    } finally {
      sent.restore();
      navigations.stop();
    }
  });

  it('shows a refused M-Pesa number under its field, keeps the wizard open and stores no order', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await type(shop, text.MPESA_PHONE, '12');
    await confirmBoth(shop);
    checkoutButton(shop).click();
    await until(() => errorOf(shop, text.MPESA_PHONE), 'the field error');
    expect(errorOf(shop, text.MPESA_PHONE)).to.equal(
      'The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.',
    );
    expect(message(shop)).to.equal(errorOf(shop, text.MPESA_PHONE));
    expect(checkoutButton(shop).hasAttribute('aria-busy')).to.equal(false);
    expect(checkoutButton(shop).disabled).to.equal(false);
    expect(await ordersOf(parent.user.id)).to.deep.equal([]);
  });

  it('shows an empty M-Pesa number under its field without asking the server', async () => {
    await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await type(shop, text.MPESA_PHONE, '');
    await confirmBoth(shop);
    const sent = requests();
    try {
      checkoutButton(shop).click();
      await until(() => errorOf(shop, text.MPESA_PHONE), 'the field error');
    } finally {
      sent.restore();
    }
    expect(errorOf(shop, text.MPESA_PHONE)).to.equal('The M-Pesa phone number field is required.');
    expect(sent.seen.filter((r) => r.method === 'POST')).to.deep.equal([]);
  });

  it('stops at an incomplete card: its errors show in the card form and nothing is bought', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await tick(shop, 'Credit / Debit');
    await until(() => root(shop).querySelector('[part="payment-card"] input'), 'the card form');
    await confirmBoth(shop);
    checkoutButton(shop).click();
    await until(() => root(shop).querySelector('[part="payment-card"] [part="error"]'), 'the card errors');
    expect(root(shop).querySelector('[part="payment-card"]')!.textContent).to.include('Your name is required');
    expect(checkoutButton(shop).hasAttribute('aria-busy')).to.equal(false);
    expect(await ordersOf(parent.user.id)).to.deep.equal([]);
  });
});
