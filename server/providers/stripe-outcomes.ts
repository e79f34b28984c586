import type Stripe from 'stripe';
import { CARD_DECLINED, type ChargeOutcome, type SavedCard } from './card';

/*
 * How Stripe's answers read in our terms. Free of I/O, so that each rule is tested on its own.
 */

const NOT_COMPLETED = 'The card payment was not completed.';

/** What a refusal says about the card: the bank refused it (ask for another card), or something else failed. */
export function refusalKind(error: { type?: string | null; code?: string | null }): 'declined' | 'failed' {
  const cardError = error.type === 'card_error' || error.type === 'StripeCardError';
  return cardError && error.code !== 'processing_error' ? 'declined' : 'failed';
}

/** Where a PaymentIntent stands. */
export function intentOutcome(intent: Stripe.PaymentIntent): ChargeOutcome {
  const reference = intent.id;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'paid', reference };
    case 'processing':
    case 'requires_action':
    case 'requires_confirmation':
    case 'requires_capture':
      return { status: 'pending', reference };
    case 'canceled':
      return { status: 'failed', reference, message: NOT_COMPLETED };
    default: {
      const error = intent.last_payment_error;
      if (!error) return { status: 'failed', reference, message: NOT_COMPLETED };
      const kind = refusalKind(error);
      return {
        status: kind,
        reference,
        message: error.message || (kind === 'declined' ? CARD_DECLINED : NOT_COMPLETED),
      };
    }
  }
}

/**
 * A confirmation Stripe refused. Card errors and invalid requests are outcomes; anything else
 * (network, Stripe's own failure, a concurrent request under the same key, a bad API key) leaves
 * the outcome unknown, and the caller asks again under the same idempotency key.
 */
export function errorOutcome(error: unknown): ChargeOutcome | null {
  const stripeError = error as Partial<Stripe.errors.StripeError> | null;
  if (!stripeError || typeof stripeError !== 'object') return null;
  const reference = stripeError.payment_intent?.id ?? null;
  if (stripeError.type === 'StripeCardError') {
    const kind = refusalKind(stripeError);
    return { status: kind, reference, message: stripeError.message || CARD_DECLINED };
  }
  if (stripeError.type === 'StripeInvalidRequestError' && stripeError.statusCode !== 409) {
    return { status: 'failed', reference, message: stripeError.message || NOT_COMPLETED };
  }
  return null;
}

/** Stripe's "no such ..." answer. */
export function isMissing(error: unknown, param?: string): boolean {
  const stripeError = error as Partial<Stripe.errors.StripeError> | null;
  return stripeError?.code === 'resource_missing' && (param === undefined || stripeError.param === param);
}

export function savedCardOf(method: Stripe.PaymentMethod, defaultId: string | null): SavedCard | null {
  if (method.type !== 'card' || !method.card) return null;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
    isDefault: method.id === defaultId,
  };
}

/** The id of whatever Stripe gave: an id, an expanded object, or nothing. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
