import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { latestPaymentIntent } from '../../api/card';
import { send } from '../../client/request';
import { loadApp } from '../../stores/app';
import type { AuthenticationOutcome } from './outcome';

// Each provider's step is its own chunk, fetched only when a charge asks for authentication.
const SandboxAuthentication = lazy(() =>
  import('./SandboxAuthentication').then((module) => ({ default: module.SandboxAuthentication })),
);

export interface CardAuthenticationProps {
  /** Called once, when the step is over (or there was nothing to authenticate). */
  onSettled: (outcome: AuthenticationOutcome) => void;
}

/**
 * Runs the bank's authentication step (3-D Secure) of the account's latest card charge: it asks
 * `GET /shop/<card>/latest_payment_intent` for the charge's secret, then hands it to the
 * provider: `stripe.confirmCardPayment`, or the sandbox's own dialog.
 */
export function CardAuthentication({ onSettled }: CardAuthenticationProps) {
  const [sandboxSecret, setSandboxSecret] = useState<string | null>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    let live = true;
    const done = (outcome: AuthenticationOutcome) => {
      if (live) settled.current(outcome);
    };
    void (async () => {
      const app = await loadApp();
      const answer = await send(latestPaymentIntent, {});
      const secret = answer.ok ? answer.data.payment_secret : null;
      if (!live) return;
      if (!secret || !app) return done('none');
      if (app.card_provider === 'sandbox') return setSandboxSecret(secret);
      const { confirmWithStripe } = await import('./StripeAuthentication');
      done(await confirmWithStripe(secret));
    })().catch((reason: unknown) => {
      console.error('Card authentication failed', reason);
      done('failed');
    });
    return () => {
      live = false;
    };
  }, []);

  if (!sandboxSecret) return null;
  return (
    <Suspense fallback={null}>
      <SandboxAuthentication secret={sandboxSecret} onSettled={(outcome) => settled.current(outcome)} />
    </Suspense>
  );
}
