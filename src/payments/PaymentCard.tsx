import { useStore } from '@nanostores/react';
import { useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import type { AppSettings } from '../api/structs';
import { $app, loadApp } from '../stores/app';
import { Alert } from '../ui/Alert';
import { form } from './CardForm.css';
import { Loading } from './Loading';
import { PAYMENT_MESSAGES } from './messages';
import { type CardFieldHandle, type CardFieldProps, failure } from './types';
import { Unavailable } from './Unavailable';

type Provider = AppSettings['card_provider'];
type Implementation = ComponentType<CardFieldProps>;

// Each implementation is its own chunk, fetched only when a card form for its provider mounts.
const implementations: Record<Provider, () => Promise<Implementation>> = {
  sandbox: () => import('./sandbox/SandboxCard').then((module) => module.SandboxCard),
  stripe: () => import('./stripe/StripeCard').then((module) => module.StripeCard),
};

export interface PaymentCardProps {
  /** The handle whose `presubmit()` the checkout runs before submitting. */
  ref?: Ref<CardFieldHandle>;
  /** Locks the form, e.g. while the checkout is being submitted. */
  disabled?: boolean;
  /** A payment error from the submission itself, shown in red under the card form. */
  error?: string | null;
}

/** The card form of the platform's card provider (`GET /app`): the sandbox field or Stripe Elements. */
export function PaymentCard({ ref, disabled, error }: PaymentCardProps) {
  const app = useStore($app);
  const provider = app?.card_provider;
  const [loaded, setLoaded] = useState<{ provider: Provider; Field: Implementation } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const inner = useRef<CardFieldHandle>(null);

  useEffect(() => {
    if (!app) void loadApp();
  }, [app]);

  useEffect(() => {
    if (!provider) return;
    let live = true;
    setFailed(false);
    implementations[provider]().then(
      (Field) => {
        if (!live) return;
        setLoaded({ provider, Field });
        setMessage(null);
      },
      (reason: unknown) => {
        console.error('Soma card form failed to load', reason);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [provider, attempt]);

  useImperativeHandle(
    ref,
    () => ({
      presubmit() {
        if (inner.current) return inner.current.presubmit();
        const text = failed ? PAYMENT_MESSAGES.unavailable : PAYMENT_MESSAGES.notReady;
        if (!failed) setMessage(text);
        return Promise.resolve(failure(text));
      },
      focus: () => inner.current?.focus(),
    }),
    [failed],
  );

  const Field = loaded && loaded.provider === provider ? loaded.Field : null;
  const shown = error || message;
  return (
    <div className={form} part="payment-card">
      {failed ? (
        <Unavailable onRetry={() => setAttempt((n) => n + 1)} />
      ) : Field ? (
        <Field ref={inner} disabled={disabled} onMessage={setMessage} />
      ) : (
        <Loading />
      )}
      {shown && <Alert tone="danger">{shown}</Alert>}
    </div>
  );
}
