import { expect } from '@open-wc/testing';
import '../../../../../widgets/account/define';
import { pay } from '../../../../../src/api/shop';
import { send } from '../../../../../src/client/request';
import { REFETCH_DELAY_MS } from '../../../../../src/domain/limits';
import { DECLINED_MESSAGE, RETRY_LABEL } from '../../../../../src/domain/receipt';
import { $lastOrder } from '../../../../../src/realtime';
import { $bundles, loadBundles } from '../../../../../src/stores/bundles';
import { $subscription } from '../../../../../src/stores/subscription';
import * as text from '../../../../../widgets/account/receipt/texts';
import {
  button,
  events,
  expectAccessible,
  fillCard,
  freshSettings,
  mountAccount,
  ordersOf,
  receiptTitle,
  requests,
  reset,
  root,
  signIn,
  until,
  wait,
} from '../../plan-shop/helpers';

const receiptOf = async (userId: number) => `/account/receipt/${(await ordersOf(userId)).at(-1)!.id}`;

/** The receipt's terms and their values, as a reader meets them. */
function details(account: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...root(account).querySelectorAll('[part="order"] dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling!.textContent,
    ]),
  );
}

describe('<soma-account>: the receipt', () => {
  before(freshSettings);
  afterEach(reset);

  it('/account/receipt goes to the order of the current plan', async () => {
    const parent = await signIn({ students: 2, duration: 12, paymentMethod: 'mpesa' });
    const account = await mountAccount('/account/receipt');
    await until(() => receiptTitle(account) === 'Payment Complete', 'the receipt');
    const shown = details(account);
    expect(shown[text.ORDER_NUMBER]).to.equal(`#${(await ordersOf(parent.user.id))[0].id}`);
    expect(shown[text.TOTAL]).to.equal('Ksh 9,000');
    expect(shown['2 students, Yearly']).to.equal('Ksh 9,000');
    expect(shown[text.PAYMENT]).to.equal('M-Pesa +2547******01');
    expect(shown[text.NEXT_BILLING]).to.be.a('string');
    await expectAccessible(account);
  });

  it("says 'No plan found' with a Shop link when there is no plan", async () => {
    await signIn();
    const account = await mountAccount('/account/receipt');
    await until(() => root(account).querySelector('[part="title"]')?.textContent === text.NO_PLAN, 'No plan found');
    const shop = [...root(account).querySelectorAll('a')].find((a) => a.textContent === text.SHOP)!;
    expect(shop.getAttribute('href')).to.equal('/account/bundles');
    const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
    try {
      shop.click();
      expect(navigations.seen).to.deep.equal([{ to: '/account/bundles' }]);
    } finally {
      navigations.stop();
    }
    await expectAccessible(account);
  });

  it("'Payment Complete' offers to continue to the welcome screen", async () => {
    const parent = await signIn({ students: 1 });
    const account = await mountAccount(await receiptOf(parent.user.id));
    await until(() => receiptTitle(account) === 'Payment Complete', 'the receipt');
    expect(root(account).textContent).to.not.include('Your purchase is being processed');
    const next = [...root(account).querySelectorAll('a')].find((a) => a.textContent === text.CONTINUE)!;
    expect(next.getAttribute('href')).to.equal('/home');
    await expectAccessible(account);
  });

  it("'Pending Payment': 'Your purchase is being processed'", async () => {
    const parent = await signIn({ students: 1, status: 'pending_payment', paymentMethod: 'mpesa' });
    const account = await mountAccount(await receiptOf(parent.user.id));
    await until(() => receiptTitle(account) === 'Pending Payment', 'the receipt');
    expect(root(account).querySelector('[aria-live="polite"]')!.textContent).to.equal(
      'Pending PaymentYour purchase is being processed',
    );
    expect(root(account).querySelector('[part="payment-card"]')).to.equal(null);
    await expectAccessible(account);
  });

  for (const status of ['failed', 'failed_declined']) {
    it(`'Payment Failed' for ${status}: the declined message, a card form and 'Update & Retry'`, async () => {
      const parent = await signIn({ students: 1, status: status as 'failed' });
      const account = await mountAccount(await receiptOf(parent.user.id));
      await until(() => receiptTitle(account) === 'Payment Failed', 'the receipt');
      const alert = root(account).querySelector('[part="receipt"] > [role="alert"]')!;
      expect(alert.textContent).to.equal(DECLINED_MESSAGE);
      await until(() => root(account).querySelector('[part="payment-card"] input'), 'the card form');
      expect(button(account, RETRY_LABEL).type).to.equal('submit');
      await expectAccessible(account);
    });
  }

  it('retries with a new card, shows the outcome, and fetches the plan again 60 seconds later', async () => {
    const parent = await signIn({ students: 1, status: 'failed_declined' });
    const account = await mountAccount(await receiptOf(parent.user.id));
    await until(() => receiptTitle(account) === 'Payment Failed', 'the receipt');
    await fillCard(account, '4242 4242 4242 4242');

    const timers: { callback: () => void; delay: number | undefined }[] = [];
    const original = window.setTimeout;
    window.setTimeout = ((callback: () => void, delay?: number, ...rest: unknown[]) => {
      if (delay === REFETCH_DELAY_MS) {
        timers.push({ callback, delay });
        return 0;
      }
      return original(callback, delay, ...rest);
    }) as typeof window.setTimeout;
    try {
      button(account, RETRY_LABEL).click();
      await until(() => timers.length, 'the answer to the card update', 8000);
      await until(() => receiptTitle(account) === 'Payment Complete', 'the paid receipt', 8000);
    } finally {
      window.setTimeout = original;
    }
    await until(() => ($subscription.get() as { status: string }).status === 'active', 'the plan fetched, active');
    expect(timers).to.have.length(1);

    const sent = requests();
    try {
      timers[0].callback();
      await until(() => sent.seen.some((r) => r.method === 'GET' && r.path === '/api/me/subscription'), 'the re-fetch');
    } finally {
      sent.restore();
    }
    expect((await ordersOf(parent.user.id)).map((o) => o.status)).to.deep.equal(['active']);
  });

  it('stays failed when the new card is declined too, with the card form still there', async () => {
    const parent = await signIn({ students: 1, status: 'failed_declined' });
    const account = await mountAccount(await receiptOf(parent.user.id));
    await until(() => receiptTitle(account) === 'Payment Failed', 'the receipt');
    await fillCard(account, '4000 0000 0000 0002');
    const receipt = await receiptOf(parent.user.id);
    const sent = requests();
    try {
      button(account, RETRY_LABEL).click();
      await until(
        () => sent.seen.some((r) => r.path === `/api${receipt.replace('/account/receipt', '/receipts')}/pay`),
        'the retry',
      );
    } finally {
      sent.restore();
    }
    await wait(300);
    await until(
      () =>
        receiptTitle(account) === 'Payment Failed' &&
        root(account).querySelector('[part="pay-again"] button[type="submit"]:not([aria-busy])') &&
        root(account).querySelector('[part="payment-card"] input'),
      'the failed retry',
    );
    expect(root(account).querySelector('[part="receipt"] > [role="alert"]')!.textContent).to.equal(DECLINED_MESSAGE);
    expect((await ordersOf(parent.user.id)).map((o) => o.status)).to.deep.equal(['failed_declined']);
  });

  it('changes live from pending to complete when the M-Pesa payment lands', async () => {
    const parent = await signIn();
    await loadBundles();
    const bundle = $bundles.get()!.find((b) => b.students === 3 && b.duration === 1)!;
    const order = await send(pay, {
      bundle: bundle.product_id,
      payment: { method: 'mpesa', info: { phone_number: '0712 345 678' } },
    });
    if (!order.ok) throw new Error(JSON.stringify(order));
    const account = await mountAccount(`/account/receipt/${order.data.order_id}`);
    await until(() => receiptTitle(account), 'the receipt');
    expect(receiptTitle(account)).to.equal('Pending Payment');
    await until(() => receiptTitle(account) === 'Payment Complete', 'the payment', 8000);
    expect($lastOrder.get()?.order_id).to.equal(order.data.order_id);
    expect(details(account)[text.PAID_ON]).to.be.a('string');
    expect(parent.user.id).to.be.a('number');
  });

  it('says when the order cannot be found', async () => {
    await signIn();
    const account = await mountAccount('/account/receipt/987654');
    await until(() => root(account).querySelector('[part="alert"]'), 'the message');
    expect(root(account).querySelector('[part="alert"]')!.textContent).to.equal(text.NOT_FOUND);
    await expectAccessible(account);
  });
});
