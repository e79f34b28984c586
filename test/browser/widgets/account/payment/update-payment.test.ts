import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../../widgets/account/define';
import { REFETCH_DELAY_MS } from '../../../../../src/domain/limits';
import { DECLINED_MESSAGE } from '../../../../../src/domain/receipt';
import { $subscription } from '../../../../../src/stores/subscription';
import * as overview from '../../../../../widgets/account/overview/texts';
import * as text from '../../../../../widgets/account/payment/texts';
import {
  button,
  card,
  cardInput,
  expectAccessible,
  fillCard,
  freshSettings,
  mountPage,
  ordersOf,
  requests,
  reset,
  root,
  saveCard,
  shows,
  signIn,
  termsOf,
  until,
} from '../overview/helpers';

const statusOf = () => ($subscription.get() as { status: string } | undefined)?.status;

/** Holds back the 60-second re-fetch so the test can run it when it chooses. */
function holdRefetch() {
  const held: (() => void)[] = [];
  const original = window.setTimeout;
  window.setTimeout = ((callback: () => void, delay?: number, ...rest: unknown[]) => {
    if (delay === REFETCH_DELAY_MS) {
      held.push(callback);
      return 0;
    }
    return original(callback, delay, ...rest);
  }) as typeof window.setTimeout;
  return { held, restore: () => void (window.setTimeout = original) };
}

describe('<soma-account>: update payment method', () => {
  before(freshSettings);
  afterEach(reset);

  it('shows the current card and makes a new one the default, charging nothing: it says so, and every card shown follows', async () => {
    const parent = await signIn({ students: 1 });
    await saveCard(parent.token, '4242424242424242');
    // The overview beside the page, as another element on the same page: its plan card follows.
    const overviewPage = await mountPage('/account', '[part="plan"] [aria-haspopup="menu"]');
    await until(() => termsOf(card(overviewPage, 'plan'))[overview.PAYMENT_METHOD], 'the card on the plan');
    expect(termsOf(card(overviewPage, 'plan'))['Next payment']).to.equal('Ksh 500 by Visa ending in 4242');

    const account = await mountPage('/account/update_payment', '[part="current-card"]');
    expect(root(account).querySelector('[part="title"]')!.textContent).to.equal(text.TITLE);
    expect(root(account).querySelector('[part="current-card"]')!.textContent).to.match(/^Visa ending in 4242/);
    await fillCard(account, '5555 5555 5555 4444');
    await expectAccessible(account);
    const before = await ordersOf(parent.user.id);
    button(account, text.SAVE).click();

    await until(() => root(account).querySelector('[part="card-saved"]'), 'the saved message', 8000);
    const saved = root(account).querySelector<HTMLElement>('[part="card-saved"]')!;
    expect(saved.textContent).to.equal(
      "Your card ending in 4444 is saved. Your plan's renewals will be charged to it.",
    );
    expect(saved.querySelector('[role="status"]')).to.not.equal(null);
    expect(root(account).activeElement).to.equal(saved);
    expect(shows(account, 'update-payment')).to.equal(true);
    expect(root(account).querySelector('[part="current-card"]')!.textContent).to.match(
      /^Mastercard ending in 4444, expires 12\/\d{4}$/,
    );
    await until(() => root(account).querySelector('[part="payment-card"] input'), 'a fresh card form');
    expect(cardInput(account, 'Card number').value).to.equal('');
    expect(($subscription.get() as { payment_method: string }).payment_method).to.equal('card');
    await expectAccessible(account);

    await until(
      () => termsOf(card(overviewPage, 'plan'))[overview.PAYMENT_METHOD]?.startsWith('Mastercard ending in 4444'),
      'the new card beside',
    );
    expect(termsOf(card(overviewPage, 'plan'))['Next payment']).to.equal('Ksh 500 by Mastercard ending in 4444');
    button(account, text.BACK).click();
    await until(() => shows(account, 'overview'), 'the overview');
    await until(
      () => termsOf(card(account, 'plan'))[overview.PAYMENT_METHOD]?.startsWith('Mastercard ending in 4444'),
      'the new card on the plan',
    );
    expect(await ordersOf(parent.user.id)).to.deep.equal(before);
  });

  it('an M-Pesa plan whose holder saves a card is renewed by that card from then on', async () => {
    await signIn({ students: 1, paymentMethod: 'mpesa' });
    const account = await mountPage('/account/update_payment', '[part="current-card"]');
    expect(root(account).querySelector('[part="current-card"]')!.textContent).to.equal('No card on file.');
    await fillCard(account, '4242 4242 4242 4242');
    button(account, text.SAVE).click();
    await until(() => root(account).querySelector('[part="card-saved"]'), 'the saved message', 8000);
    expect(root(account).querySelector('[part="card-saved"]')!.textContent).to.equal(
      "Your card ending in 4242 is saved. Your plan's renewals will be charged to it.",
    );
    expect(($subscription.get() as { payment_method: string }).payment_method).to.equal('card');
    button(account, text.BACK).click();
    await until(
      () => shows(account, 'overview') && termsOf(card(account, 'plan'))['Next payment']?.includes('ending in'),
      'the overview',
    );
    expect(termsOf(card(account, 'plan'))['Next payment']).to.equal('Ksh 500 by Visa ending in 4242');
    expect(termsOf(card(account, 'plan'))[overview.PAYMENT_METHOD]).to.match(/^Visa ending in 4242/);
  });

  it('without a plan, saving a card says only that it is saved', async () => {
    await signIn();
    const account = await mountPage('/account/update_payment', '[part="current-card"]');
    await fillCard(account, '4242 4242 4242 4242');
    button(account, text.SAVE).click();
    await until(() => root(account).querySelector('[part="card-saved"]'), 'the saved message', 8000);
    expect(root(account).querySelector('[part="card-saved"]')!.textContent).to.equal(
      'Your card ending in 4242 is saved.',
    );
  });

  it('a declined renewal is fixed by a new card: charged at once, ending active, and the plan fetched again 60 s later', async () => {
    const parent = await signIn({ students: 1 });
    await saveCard(parent.token, '4000000000000002');
    await executeServerCommand('soma-billing-date', { userId: parent.user.id, days: -0.01 });
    await executeServerCommand('soma-renewal-sweep');
    const renewal = (await ordersOf(parent.user.id)).find((o) => o.kind === 'renewal')!;
    expect(renewal.status).to.equal('failed_declined');

    const overviewPage = await mountPage('/account', '[part="plan"] [aria-haspopup="menu"]');
    overviewPage.remove();
    const account = await mountPage('/account/update_payment', '[part="current-card"]');
    await until(() => statusOf() === 'failed_declined', 'the declined plan');
    await until(
      () => root(account).querySelector('[part="title"]')!.textContent === text.FIX_TITLE,
      'Fix Payment Method',
    );
    expect(root(account).textContent).to.include(text.RETRY_NOTE);
    await fillCard(account, '4242 4242 4242 4242');
    await expectAccessible(account);

    const timers = holdRefetch();
    try {
      button(account, text.SAVE_AND_PAY).click();
      await until(() => shows(account, 'overview'), 'the overview', 8000);
    } finally {
      timers.restore();
    }
    await until(() => statusOf() === 'active', 'the active plan', 8000);
    await until(() => termsOf(card(account, 'plan'))[overview.STATUS] === 'Active', 'Active on the card');
    expect((await ordersOf(parent.user.id)).find((o) => o.id === renewal.id)!.status).to.equal('active');
    expect(timers.held).to.have.length(1);

    const sent = requests();
    try {
      timers.held[0]();
      await until(() => sent.seen.some((r) => r.method === 'GET' && r.path === '/api/me/subscription'), 'the re-fetch');
    } finally {
      sent.restore();
    }
  });

  it('a card the bank refuses leaves the plan failed and the page open, with the declined message under the card form', async () => {
    const parent = await signIn({ students: 1, status: 'failed_declined' });
    const account = await mountPage('/account/update_payment', '[part="current-card"]');
    await until(
      () => root(account).querySelector('[part="title"]')!.textContent === text.FIX_TITLE,
      'Fix Payment Method',
    );
    await fillCard(account, '4000 0000 0000 0002');
    button(account, text.SAVE_AND_PAY).click();
    await until(
      () => root(account).querySelector('[part="payment-card"] [role="alert"]')?.textContent === DECLINED_MESSAGE,
      'the declined message',
      8000,
    );
    expect(shows(account, 'update-payment')).to.equal(true);
    expect(statusOf()).to.equal('failed_declined');
    expect((await ordersOf(parent.user.id)).at(-1)!.status).to.equal('failed_declined');
    await expectAccessible(account);
  });
});
