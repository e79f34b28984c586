import { expect } from '@open-wc/testing';
import { configure } from '../../../src/config';
import { CardAuthentication, type AuthenticationOutcome } from '../../../src/payments';
import { logout, setToken } from '../../../src/stores/session';
import { apiUrl, captureErrors, fakeToken, inSeconds, namespace, reply, requests, reset } from '../support/api';
import { cleanup, render } from '../ui/render';
import { until, useProvider } from './helpers';
import { installStripeStub, stripe } from './stripeStub';

installStripeStub();

describe('card authentication with Stripe (stubbed Stripe.js)', () => {
  const ns = namespace();
  beforeEach(async () => {
    await reset(ns);
    stripe.reset();
    configure({ api: apiUrl(ns), paths: {}, segments: { card: 'stripe' } });
    setToken(fakeToken({ exp: inSeconds(3600), pid: 7 }));
    useProvider('stripe', 'pk_test_soma');
  });
  afterEach(() => {
    cleanup();
    logout();
  });

  async function run(): Promise<AuthenticationOutcome[]> {
    const outcomes: AuthenticationOutcome[] = [];
    await render(<CardAuthentication onSettled={(outcome) => outcomes.push(outcome)} />);
    await until(() => outcomes.length > 0, 'the authentication to settle');
    return outcomes;
  }

  it('hands the secret of GET latest_payment_intent to stripe.confirmCardPayment', async () => {
    await reply(ns, { status: 200, body: { payment_secret: 'pi_9_secret_abc' } });
    expect(await run()).to.deep.equal(['approved']);
    expect(stripe.confirmCardPayment).to.deep.equal([['pi_9_secret_abc']]);
    const sent = await requests(ns);
    expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /shop/stripe/latest_payment_intent']);
  });

  it('a refused or abandoned authentication is a failure, and is logged', async () => {
    await reply(ns, { status: 200, body: { payment_secret: 'pi_9_secret_abc' } });
    stripe.answers.payment = {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    };
    let outcomes: AuthenticationOutcome[] = [];
    const logged = await captureErrors(async () => {
      outcomes = await run();
    });
    expect(outcomes).to.deep.equal(['failed']);
    expect(logged).to.have.length(1);
  });

  it('with no charge to authenticate, it settles at once without Stripe', async () => {
    await reply(ns, { status: 200, body: { payment_secret: null } });
    expect(await run()).to.deep.equal(['none']);
    expect(stripe.confirmCardPayment).to.have.length(0);
  });
});
