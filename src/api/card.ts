import { array, boolean, nullable, object, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { between, digits, flag, nonEmpty } from './rules';
import { PaymentMethod } from './shop';
import { NoFields } from './structs';
import { MaybeSubscription } from './subscription';

/*
 * Card provider calls. `<card>` is the provider's path segment: `stripe` or `sandbox`
 * (`GET /app` says which).
 */

export const cardPublicKey = defineCall({
  id: 'card.publicKey',
  method: 'GET',
  path: '/shop/<card>/pub_key',
  body: 'none',
  access: 'public',
  request: NoFields,
  response: type({ key: string() }),
});

/** A setup intent's client secret, for saving a card to the account. */
export const cardSetup = defineCall({
  id: 'card.setup',
  method: 'GET',
  path: '/shop/<card>/setup',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: type({ secret: string() }),
});

export const DefaultCardUpdate = object({
  payment_method_id: nonEmpty(),
  /** Also retry the failed payment of the current plan with this card. */
  update_subscription: flag(),
});
export type DefaultCardUpdate = Infer<typeof DefaultCardUpdate>;

export const updateDefaultCard = defineCall({
  id: 'card.updateDefault',
  method: 'PATCH',
  path: '/shop/<card>/payment_methods/update_default',
  body: 'form',
  access: 'parent',
  request: DefaultCardUpdate,
  response: type({ success: boolean(), subscription: MaybeSubscription }),
});

/** The client secret of the last payment, for completing a card authentication step. */
export const latestPaymentIntent = defineCall({
  id: 'card.latestPaymentIntent',
  method: 'GET',
  path: '/shop/<card>/latest_payment_intent',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: type({ payment_secret: nullable(string()) }),
});

export const listCards = defineCall({
  id: 'card.paymentMethods',
  method: 'GET',
  path: '/shop/<card>/payment_methods',
  body: 'none',
  access: 'parent',
  request: NoFields,
  response: array(PaymentMethod),
});
