import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { listCards } from '../../../src/api/card';
import { listBundles, pay } from '../../../src/api/shop';
import { send } from '../../../src/client/request';
import { configure } from '../../../src/config';
import { $app, loadApp } from '../../../src/stores/app';
import { logout, setToken } from '../../../src/stores/session';
import { cleanup, settle } from '../ui/render';
import { control, errorOf, fill, mountCard } from './helpers';

const LATER = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function cardWith(number: string) {
  const card = await mountCard();
  await fill(control(card.shadow, 'Name on card'), 'Wanjiru Kamau');
  await fill(control(card.shadow, 'Card number'), number);
  await fill(control(card.shadow, 'Expiry date'), LATER);
  await fill(control(card.shadow, 'Security code'), '123');
  return card;
}

async function signIn(): Promise<void> {
  const parent = (await executeServerCommand('soma-parent', {})) as { token: string };
  setToken(parent.token);
}

async function buyWith(paymentMethodId: string) {
  const bundles = await send(listBundles, {});
  if (!bundles.ok) throw new Error('no plans');
  return send(pay, {
    bundle: bundles.data[0].product_id,
    payment: { method: 'card', info: { payment_method_id: paymentMethodId } },
  });
}

// Against the reference server's own sandbox card endpoint (POST /api/shop/sandbox/payment_methods).
describe('sandbox card field on the reference server', () => {
  before(async () => {
    configure({ api: '/api', paths: {}, segments: {} });
    await loadApp(true);
  });
  afterEach(() => {
    cleanup();
    logout();
  });

  it('is the provider GET /app names', () => {
    expect($app.get()!.card_provider).to.equal('sandbox');
  });

  it('turns 4242 4242 4242 4242 into a payment method that pays for a plan', async () => {
    await signIn();
    const card = await cardWith('4242 4242 4242 4242');
    const answer = await card.handle().presubmit();
    expect(answer.ok).to.equal(true);
    const id = answer.ok ? answer.info.payment_method_id : '';
    expect(id).to.match(/^pm_sandbox_/);
    const cards = await send(listCards, {});
    expect(cards.ok && cards.data.map((c) => [c.id, c.last4])).to.deep.include([id, '4242']);
    const order = await buyWith(id);
    expect(order.ok && order.data.status).to.equal('active');
  });

  it('accepts 4000 0000 0000 0002 as a card; the bank declines it when charged', async () => {
    await signIn();
    const card = await cardWith('4000 0000 0000 0002');
    const answer = await card.handle().presubmit();
    expect(answer.ok).to.equal(true);
    const order = await buyWith(answer.ok ? answer.info.payment_method_id : '');
    expect(order.ok && order.data.status).to.equal('failed_declined');
  });

  it('works for a visitor signing up, before there is an account', async () => {
    const card = await cardWith('4242 4242 4242 4242');
    const answer = await card.handle().presubmit();
    expect(answer.ok && answer.info.payment_method_id).to.match(/^pm_sandbox_/);
  });

  // The endpoint refuses a number of no known brand (test/server/routes/shop/card.test.ts); the
  // field knows the same rule (src/domain/cards.ts), so it says so itself and stops.
  it('refuses a number of no known brand under the card number, as the endpoint would, and stops', async () => {
    const card = await cardWith('9999 9999 9999 9995');
    const answer = await card.handle().presubmit();
    expect(answer).to.deep.equal({ ok: false, message: 'Your card number is invalid' });
    await settle();
    expect(errorOf(card.shadow, control(card.shadow, 'Card number'))).to.equal('Your card number is invalid');
  });
});
