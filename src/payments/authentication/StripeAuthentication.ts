import { load } from '../stripe/load';
import type { AuthenticationOutcome } from './outcome';

/**
 * Stripe runs the bank's step in its own modal (`stripe.confirmCardPayment`). The result reaches
 * the server by webhook; the caller only learns whether the customer got through it.
 */
export async function confirmWithStripe(secret: string): Promise<AuthenticationOutcome> {
  try {
    const stripe = await load();
    const { error, paymentIntent } = await stripe.confirmCardPayment(secret);
    if (error) {
      // The provider's errors are logged (docs/behaviour.md).
      console.error('The card provider refused the authentication', {
        type: error.type,
        code: error.code,
        message: error.message,
      });
      return 'failed';
    }
    return paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing' ? 'approved' : 'failed';
  } catch (reason) {
    console.error('Card authentication failed', reason);
    return 'failed';
  }
}
