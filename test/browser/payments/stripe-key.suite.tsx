import { expect } from '@open-wc/testing';
import { configure } from '../../../src/config';
import { PAYMENT_MESSAGES } from '../../../src/payments/messages';
import { apiUrl, captureErrors, namespace, reply, requests, reset } from '../support/api';
import { cleanup } from '../ui/render';
import { mountCard, until, useProvider } from './helpers';
import { installStripeStub, stripe } from './stripeStub';

installStripeStub();

// Its own page: the publishable key is asked for once per page, when Stripe.js first loads.
describe('Stripe publishable key', () => {
  const ns = namespace();
  beforeEach(async () => {
    await reset(ns);
    configure({ api: apiUrl(ns), paths: {}, segments: { card: 'stripe' } });
    useProvider('stripe', null);
  });
  afterEach(cleanup);

  it('without a key from GET /app or the pub_key call, the form is unavailable', async () => {
    await reply(ns, { status: 404, body: { message: 'Not Found' } });
    let card!: Awaited<ReturnType<typeof mountCard>>;
    await captureErrors(async () => {
      card = await mountCard({}, '[part="alert"]');
    });
    expect(card.shadow.querySelector('[part="alert"]')!.textContent).to.include(PAYMENT_MESSAGES.unavailable);
    expect(stripe.keys).to.have.length(0);
  });

  it('asks the provider for the key when GET /app gives none', async () => {
    await reply(ns, { status: 200, body: { key: 'pk_test_from_call' } });
    await mountCard({}, '[role="group"]');
    await until(() => stripe.elements.length === 3, 'Stripe Elements');
    expect((await requests(ns)).map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /shop/stripe/pub_key']);
    expect(stripe.keys).to.deep.equal(['pk_test_from_call']);
  });
});
