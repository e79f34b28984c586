import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../harness';
import type { recordingBroadcaster } from '../routes/shop/helpers';
import { WEBHOOK_SECRET, type Behaviour, type FakeStripe } from './fake-stripe';

/* Shared by the payment tests: Stripe keys, and the app with Stripe as its card provider. */

export const SECRET_KEY = 'sk_test_soma_0123456789abcdef';
export const PUBLIC_KEY = 'pk_test_soma_0123456789abcdef';

/** The app with Stripe as its card provider, Stripe being a stand-in on this machine. */
export async function stripeApp(
  stripe: FakeStripe,
  broadcaster?: ReturnType<typeof recordingBroadcaster>['broadcaster'],
): Promise<TestApp> {
  const t = await createTestApp({
    config: { cardProvider: 'stripe', stripe: true, stripeApiBase: stripe.url },
    ...(broadcaster ? { providers: { broadcaster } } : {}),
  });
  await t.setSettings({
    card_public_key: PUBLIC_KEY,
    card_secret_key: SECRET_KEY,
    card_webhook_secret: WEBHOOK_SECRET,
  });
  return t;
}

/** A parent whose browser saved a card through a SetupIntent (the setup call, then Stripe.js). */
export async function parentWithCard(t: TestApp, stripe: FakeStripe, behaviour: Behaviour = 'succeed', last4 = '4242') {
  const parent = await t.newParent();
  const setup = await t.get('/api/shop/stripe/setup', { token: parent.token });
  assert.equal(setup.status, 200, JSON.stringify(setup.body));
  const intent = [...stripe.setupIntents.values()].find((s) => s.client_secret === setup.body.secret)!;
  const cardId = stripe.addCard({ behaviour, customer: intent.customer, last4 });
  return { parent, cardId, customerId: intent.customer as string };
}
