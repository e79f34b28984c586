import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { updateDefaultCard } from '../../../src/api/card';
import { send } from '../../../src/client/request';
import { failed } from '../../../src/client/result';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { hasPlan } from '../../../src/domain/planGate';
import { DECLINED_MESSAGE } from '../../../src/domain/receipt';
import { refetchAfterCardUpdate } from '../../../src/domain/receiptView';
import { useSubmission } from '../../../src/forms/useSubmission';
import { PaymentCard, type CardFieldHandle } from '../../../src/payments';
import { $subscription, loadSubscription, setSubscription } from '../../../src/stores/subscription';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { cardText } from '../cardWords';
import { $defaultCard, loadDefaultCard } from './defaultCard';
import * as css from '../plan/PlanChange.css';
import { refetchAfterUpdate } from '../refetchLater';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

const OVERVIEW = '/account';

/**
 * /account/update_payment: the card on file, then a new one through the provider's card field
 * (the sandbox's, or Stripe Elements on a setup intent), made the default: the page stays, says
 * which card is saved and shows it as the current card. A plan whose payment failed is charged
 * again on it at once (`update_subscription`), fetched again 60 s later, and the page returns to
 * the overview, unless the card was declined too.
 */
export function UpdatePayment() {
  const plan = useStore($subscription);
  const current = useStore($defaultCard);
  const options = useOptions();
  const [, navigate] = useLocation();
  const card = useRef<CardFieldHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const status = hasPlan(plan) ? plan.status : '';
  const failing = refetchAfterCardUpdate(status);

  useLayoutEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    void loadSubscription(options);
    void loadDefaultCard(options);
  }, []);

  const [declined, setDeclined] = useState(false);
  /** The message of the card just saved; each save draws a fresh, empty card form. */
  const [saved, setSaved] = useState<{ text: string; count: number }>({ text: '', count: 0 });
  useEffect(() => {
    if (saved.text) notice.current?.focus();
  }, [saved]);

  const save = useSubmission(async () => {
    setDeclined(false);
    setSaved((last) => ({ ...last, text: '' }));
    const checked = await card.current?.presubmit();
    if (!checked?.ok) return failed(0);
    const answer = await send(
      updateDefaultCard,
      {
        payment_method_id: checked.info.payment_method_id,
        update_subscription: failing,
      },
      options,
    );
    if (answer.ok) {
      const after = answer.data.subscription;
      setSubscription(after);
      refetchAfterUpdate(status, options);
      // The card is saved either way; a payment it could not make keeps the form here to try another.
      const card = loadDefaultCard(options);
      if (failing && after && refetchAfterCardUpdate(after.status)) setDeclined(true);
      else if (failing) navigate(OVERVIEW);
      else {
        const last4 = (await card)?.last4;
        setSaved((last) => ({ text: text.saved(last4, hasPlan(after)), count: last.count + 1 }));
      }
    }
    return answer;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit();
  }

  const title = status === 'failed_declined' ? text.FIX_TITLE : text.TITLE;
  return (
    <section className={css.page} part="update-payment" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} className={css.title} part="title" tabIndex={-1}>
        {title}
      </h2>
      {saved.text && (
        <div ref={notice} tabIndex={-1} part="card-saved">
          <Alert tone="success">{saved.text}</Alert>
        </div>
      )}
      <div className={css.part}>
        <h3 className={css.subtitle}>{text.CURRENT_CARD}</h3>
        {current === undefined ? (
          <p role="status" className={css.text}>
            {text.LOADING}
          </p>
        ) : (
          <p part="current-card" className={css.text}>
            {current ? cardText(current) : text.NO_CARD}
          </p>
        )}
      </div>
      {failing && <Alert tone="danger">{text.RETRY_NOTE}</Alert>}
      <LoadingOverlay active={save.busy} delay={LOADING_DELAY_MS}>
        <form className={css.form} onSubmit={submit} noValidate aria-label={text.NEW_CARD}>
          <h3 className={css.subtitle}>{text.NEW_CARD}</h3>
          <PaymentCard
            key={saved.count}
            ref={card}
            disabled={save.busy}
            error={save.error('payment_method_id') || save.message || (declined ? DECLINED_MESSAGE : null)}
          />
          <div className={css.buttons}>
            <Button type="submit" busy={save.busy}>
              {failing ? text.SAVE_AND_PAY : text.SAVE}
            </Button>
            <Button variant="secondary" onClick={() => navigate(OVERVIEW)} disabled={save.busy}>
              {text.BACK}
            </Button>
          </div>
        </form>
      </LoadingOverlay>
    </section>
  );
}
