import { expect } from '@open-wc/testing';
import '../../../../widgets/plan-shop/define';
import { $app, loadApp } from '../../../../src/stores/app';
import { captureErrors } from '../../support/api';
import { choose, freshSettings, mountShop, reset, root, signIn, tick, until, wait } from './helpers';

// The test machine cannot reach Stripe: a request for Stripe.js shows as an injected script tag
// (and a resource entry, should one be fetched).
const injected: string[] = [];
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof HTMLScriptElement && node.src.startsWith('https://js.stripe.com')) injected.push(node.src);
    }
  }
}).observe(document, { childList: true, subtree: true });

const requestedFromStripe = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith('https://js.stripe.com')).length +
  injected.length;

describe('<soma-plan-shop>: Stripe.js is fetched only for the card method with the Stripe provider', () => {
  before(freshSettings);
  afterEach(reset);
  after(() => loadApp(true));

  it('is not requested by the card method of the sandbox provider', async () => {
    await signIn();
    const shop = await mountShop();
    await choose(shop, '1 Student');
    await tick(shop, 'Credit / Debit');
    await until(
      () => root(shop).querySelector('[part="payment-card"] input[autocomplete="cc-number"]'),
      'the sandbox card form',
    );
    await wait(200);
    expect(requestedFromStripe()).to.equal(0);
    expect('Stripe' in window).to.equal(false);
  });

  it('is not requested by the plans, the wizard or M-Pesa with the Stripe provider, and is once the card is chosen', async function () {
    // Where the unreachable request hangs rather than failing, the card form gives up after its own
    // 15 s limit (src/payments/stripe/load.ts), beyond the runner's 10 s for a test.
    this.timeout(30_000);
    $app.set({ ...$app.get()!, card_provider: 'stripe', card_public_key: 'pk_test_soma' });
    await signIn();
    const shop = await mountShop();
    await wait(200);
    expect(requestedFromStripe()).to.equal(0);
    await choose(shop, '2 Students');
    await wait(200);
    expect(root(shop).querySelector('input[name="mpesa_phone"]')).to.not.equal(null);
    expect(requestedFromStripe()).to.equal(0);

    await captureErrors(async () => {
      await tick(shop, 'Credit / Debit');
      await until(() => injected.length > 0, 'Stripe.js to be requested');
      // Unreachable here: the card form says so and offers another try.
      await until(
        () => root(shop).querySelector('[part="payment-card"] [part="alert"]'),
        'the card form to give up',
        20000,
      );
    });
    expect(injected[0]).to.match(/^https:\/\/js\.stripe\.com\//);
  });
});
