import { useRef, type FormEvent } from 'react';
import { updateDefaultCard } from '../../../src/api/card';
import { send } from '../../../src/client/request';
import { failed } from '../../../src/client/result';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { RETRY_LABEL } from '../../../src/domain/receipt';
import { useSubmission } from '../../../src/forms/useSubmission';
import { PaymentCard, type CardFieldHandle } from '../../../src/payments';
import { setSubscription } from '../../../src/stores/subscription';
import { Button } from '../../../src/ui/Button';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { refetchAfterUpdate } from '../refetchLater';
import * as css from './Receipt.css';
import { useOptions } from '../../../src/element/context';

/**
 * A failed payment's card form: the new card becomes the default and the payment is tried again
 * with it. The plan is fetched again 60 seconds later, for a charge the provider settles late.
 */
export function RetryPayment({ status, onRetried }: { status: string; onRetried: () => void }) {
  const card = useRef<CardFieldHandle>(null);
  const options = useOptions();
  const retry = useSubmission(async () => {
    const checked = await card.current?.presubmit();
    if (!checked?.ok) return failed(0);
    const answer = await send(
      updateDefaultCard,
      {
        payment_method_id: checked.info.payment_method_id,
        update_subscription: true,
      },
      options,
    );
    if (answer.ok) {
      setSubscription(answer.data.subscription);
      onRetried();
      refetchAfterUpdate(status, options);
    }
    return answer;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void retry.submit();
  }

  return (
    <LoadingOverlay active={retry.busy} delay={LOADING_DELAY_MS}>
      <form className={css.retry} onSubmit={submit} noValidate part="retry">
        <PaymentCard
          ref={card}
          disabled={retry.busy}
          error={retry.error('payment_method_id') || retry.message || null}
        />
        <Button type="submit" busy={retry.busy}>
          {RETRY_LABEL}
        </Button>
      </form>
    </LoadingOverlay>
  );
}
