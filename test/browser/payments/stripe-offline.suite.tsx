import { expect } from '@open-wc/testing';
import { configure } from '../../../src/config';
import { PAYMENT_MESSAGES } from '../../../src/payments/messages';
import { captureErrors } from '../support/api';
import { cleanup, click, expectAccessible } from '../ui/render';
import { mountCard, until, useProvider } from './helpers';
import { stripeScripts } from './stripeStub';

// Stripe.js cannot be reached from the test machine, as on a page that is offline or blocks it.
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

describe('Stripe.js loads late, and fails gracefully', () => {
  before(() => configure({ api: '/api', paths: {}, segments: { card: 'stripe' } }));
  afterEach(cleanup);

  it('is not requested while the sandbox card form is used', async () => {
    useProvider('sandbox');
    const card = await mountCard();
    expect(card.shadow.querySelector('input')).to.not.equal(null);
    expect(requestedFromStripe()).to.equal(0);
    expect('Stripe' in window).to.equal(false);
  });

  it('is not requested before the Stripe card form mounts, though the provider is Stripe', async () => {
    useProvider('stripe', 'pk_test_soma');
    expect(requestedFromStripe()).to.equal(0);
  });

  it('is requested when the Stripe card form mounts; unreachable, the form says so and offers another try', async () => {
    useProvider('stripe', 'pk_test_soma');
    let card!: Awaited<ReturnType<typeof mountCard>>;
    const logged = await captureErrors(async () => {
      card = await mountCard({}, '[part="alert"]');
    });
    expect(injected.length).to.be.greaterThan(0);
    expect(injected[0]).to.match(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/);
    expect(stripeScripts().length).to.be.at.most(1);
    expect(logged.some((args) => String(args[0]).includes('Stripe.js could not be loaded'))).to.equal(true);

    const alert = card.shadow.querySelector('[part="alert"]')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.include(PAYMENT_MESSAGES.unavailable);
    expect(await card.handle().presubmit()).to.deep.equal({ ok: false, message: PAYMENT_MESSAGES.unavailable });
    await expectAccessible(card.host);

    const before = injected.length;
    const retry = [...card.shadow.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    await captureErrors(async () => {
      await click(retry);
      await until(() => injected.length > before, 'a second attempt');
      await until(() => card.shadow.querySelector('[part="alert"]') !== null, 'the second failure');
    });
    expect(card.shadow.querySelector('[part="alert"]')!.textContent).to.include(PAYMENT_MESSAGES.unavailable);
  });
});
