import type { Stripe } from '@stripe/stripe-js';
// The pure entry injects Stripe.js only when loadStripe is called, not when imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { cardPublicKey } from '../../api/card';
import { send } from '../../client/request';
import { $app } from '../../stores/app';

/** A script that neither loads nor fails (a stalled network) must not leave the form waiting forever. */
const TIMEOUT_MS = 15000;

let loading: Promise<Stripe> | null = null;

async function publicKey(): Promise<string> {
  const known = $app.get()?.card_public_key;
  if (known) return known;
  const answer = await send(cardPublicKey, {});
  if (answer.ok && answer.data.key) return answer.data.key;
  throw new Error('The card provider has no public key');
}

function timeout(ms: number): { promise: Promise<never>; clear(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Stripe.js did not load within ${ms} ms`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/** Stripe.js with the platform's publishable key, fetched once per page; a failure lets the next call try again. */
export function load(): Promise<Stripe> {
  if (loading) return loading;
  const limit = timeout(TIMEOUT_MS);
  loading = Promise.race([publicKey().then((key) => loadStripe(key)), limit.promise])
    .then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available here');
      return stripe;
    })
    .catch((reason: unknown) => {
      loading = null;
      throw reason;
    })
    .finally(limit.clear);
  return loading;
}
