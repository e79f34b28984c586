import type { Stripe, StripeCardNumberElement, StripeError } from '@stripe/stripe-js';
import { cardSetup } from '../../api/card';
import { send } from '../../client/request';
import { $session } from '../../stores/session';
import { PAYMENT_MESSAGES } from '../messages';
import type { CardPart } from '../types';
import { placeStripeError } from './errors';

export type Saved = { ok: true; id: string } | { ok: false; message: string; part?: CardPart };

function refused(error: StripeError): Saved {
  // The provider's errors are logged and abort the submission (docs/behaviour.md).
  console.error('The card provider refused the card', {
    type: error.type,
    code: error.code,
    decline_code: error.decline_code,
    message: error.message,
  });
  return { ok: false, ...placeStripeError(error, PAYMENT_MESSAGES.failed) };
}

/**
 * Turns the card into a payment method id. A signed-in parent confirms a SetupIntent, so the card
 * is saved to their customer (with any authentication the bank asks for); a visitor signing up
 * has no customer yet, so the card only becomes a payment method that the sign-up attaches.
 */
export async function saveCard(stripe: Stripe, card: StripeCardNumberElement, name: string): Promise<Saved> {
  const billing_details = { name };
  try {
    if (!$session.get()) {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card, billing_details });
      return error ? refused(error) : { ok: true, id: paymentMethod.id };
    }
    const setup = await send(cardSetup, {});
    if (!setup.ok) return { ok: false, message: setup.message || PAYMENT_MESSAGES.failed };
    const { setupIntent, error } = await stripe.confirmCardSetup(setup.data.secret, {
      payment_method: { card, billing_details },
    });
    if (error) return refused(error);
    const method = setupIntent.payment_method;
    const id = typeof method === 'string' ? method : method?.id;
    return id ? { ok: true, id } : { ok: false, message: PAYMENT_MESSAGES.failed };
  } catch (reason) {
    console.error('Saving the card failed', reason);
    return { ok: false, message: PAYMENT_MESSAGES.failed };
  }
}
