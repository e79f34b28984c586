import Stripe from 'stripe';
import { address } from './stripe-card';

/** What the card provider says of a secret key an administrator is about to save. */
export type CardKeyCheck =
  | { ok: true }
  | { ok: false; reason: 'unreachable' }
  | { ok: false; reason: 'rejected'; message: string };

/** Tries a secret key against the card provider before it takes effect. */
export type CardKeyChecker = (secretKey: string) => Promise<CardKeyCheck>;

/**
 * Asks Stripe for the account's balance with the key: any answer but an authentication error
 * means Stripe knows the key (a restricted key without that permission is still a key Stripe
 * issued); no answer at all means Stripe could not be reached, and the key is not saved.
 */
export function stripeKeyChecker(options: { apiBase: string | null; timeoutMs?: number }): CardKeyChecker {
  return async (secretKey) => {
    const stripe = new Stripe(secretKey, {
      ...address(options.apiBase),
      maxNetworkRetries: 0,
      timeout: options.timeoutMs ?? 10_000,
      telemetry: false,
      appInfo: { name: 'Soma' },
    });
    try {
      await stripe.balance.retrieve();
      return { ok: true };
    } catch (error) {
      if (error instanceof Stripe.errors.StripePermissionError) return { ok: true };
      if (error instanceof Stripe.errors.StripeAuthenticationError) {
        return {
          ok: false,
          reason: 'rejected',
          message: 'it is not a valid key for any Stripe account (revoked, rolled or mistyped).',
        };
      }
      if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError)
        return { ok: false, reason: 'unreachable' };
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: 'rejected', message };
    }
  };
}
