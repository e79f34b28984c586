import { expect } from '@open-wc/testing';
import '../../../../widgets/plan-shop/define';
import { UPGRADED_MESSAGE } from '../../../../src/domain/checkout';
import * as auth from '../../../../src/payments/authentication/texts';
import {
  button,
  checkoutButton,
  choose,
  confirmBoth,
  events,
  expectAccessible,
  fillCard,
  freshSettings,
  mountShop,
  openDialog,
  ordersOf,
  reset,
  root,
  signIn,
  tick,
  until,
} from './helpers';

const AUTH_CARD = '4000 0025 0000 3155';

type Navigate = { to: string; state?: { upgraded: boolean; message: string } };

/**
 * Checks out with the authentication card; answers what the shop does next, once the dialog is
 * answered with `press`; with `stays`, the shop keeps the refused payment (a change) and no page follows.
 */
async function checkoutAuthenticating(shop: HTMLElement, press: string | 'Escape', stays = false) {
  await tick(shop, 'Credit / Debit');
  await fillCard(shop, AUTH_CARD);
  await confirmBoth(shop);
  const navigations = events<Navigate>('soma-navigate', { cancel: true });
  try {
    checkoutButton(shop).click();
    const dialog = await until(() => openDialog(shop), 'the authentication dialog', 8000);
    expect(dialog.textContent).to.include(auth.TITLE);
    expect(navigations.seen, 'the shop waits for the answer').to.have.length(0);
    await expectAccessible(shop);
    if (press === 'Escape') dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    else button(shop, press).click();
    if (stays) {
      await until(() => root(shop).querySelector('[part="payment-failed"]'), 'the refused payment', 8000);
      expect(navigations.seen).to.deep.equal([]);
      return undefined;
    }
    await until(() => navigations.seen.length, 'the shop to move on', 8000);
    expect(openDialog(shop)).to.equal(null);
    return navigations.seen[0];
  } finally {
    navigations.stop();
  }
}

describe('<soma-plan-shop>: a card that asks for authentication (sandbox 4000 0025 0000 3155)', () => {
  before(freshSettings);
  afterEach(reset);

  it('a purchase: the step runs right after Checkout; completed, the order is paid and the receipt follows', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    const navigate = (await checkoutAuthenticating(shop, auth.COMPLETE))!;
    const orders = await ordersOf(parent.user.id);
    expect(orders.map((o) => [o.kind, o.status])).to.deep.equal([['purchase', 'active']]);
    expect(navigate.to).to.equal(`/account/receipt/${orders[0].id}`);
  });

  it('a purchase whose authentication fails goes to its receipt declined', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    const navigate = (await checkoutAuthenticating(shop, auth.FAIL))!;
    const orders = await ordersOf(parent.user.id);
    expect(orders.map((o) => [o.kind, o.status])).to.deep.equal([['purchase', 'failed_declined']]);
    expect(navigate.to).to.equal(`/account/receipt/${orders[0].id}`);
  });

  it('closing the dialog abandons the authentication, which fails the payment', async () => {
    const parent = await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await checkoutAuthenticating(shop, 'Escape');
    expect((await ordersOf(parent.user.id)).map((o) => o.status)).to.deep.equal(['failed_declined']);
  });

  it("an upgrade: completed, it returns with 'Your plan has been successfully changed.'; failed, the shop says so and another card pays it", async () => {
    const parent = await signIn({ students: 1 });
    let shop = await mountShop();
    await choose(shop, '2 Students');
    expect(await checkoutAuthenticating(shop, auth.COMPLETE)).to.deep.equal({
      to: '/account',
      state: { upgraded: true, message: UPGRADED_MESSAGE },
    });
    expect((await ordersOf(parent.user.id)).map((o) => [o.kind, o.status])).to.deep.equal([
      ['purchase', 'active'],
      ['upgrade', 'active'],
    ]);

    shop.remove();
    shop = await mountShop();
    await choose(shop, '3 Students');
    await checkoutAuthenticating(shop, auth.FAIL, true);
    const orders = await ordersOf(parent.user.id);
    expect(orders.at(-1)!.status).to.equal('failed_declined');
    const refused = root(shop).querySelector('[part="payment-failed"]')!;
    expect(refused.querySelector('[role="alert"]')!.textContent).to.equal(
      'Your card was declined. Please enter a different card below.',
    );
    expect(root(shop).textContent).to.not.include(UPGRADED_MESSAGE);
    await until(() => refused.querySelector('[part="payment-card"] input'), 'the card form');
    await expectAccessible(shop);

    const navigations = events<Navigate>('soma-navigate', { cancel: true });
    try {
      await fillCard(shop, '4242 4242 4242 4242');
      button(shop, 'Pay by card').click();
      await until(() => navigations.seen.length, 'the change paid', 8000);
      expect(navigations.seen[0]).to.deep.equal({
        to: '/account',
        state: { upgraded: true, message: UPGRADED_MESSAGE },
      });
    } finally {
      navigations.stop();
    }
    expect((await ordersOf(parent.user.id)).map((o) => [o.kind, o.status])).to.deep.equal([
      ['purchase', 'active'],
      ['upgrade', 'active'],
      ['upgrade', 'active'],
    ]);
  });
});
