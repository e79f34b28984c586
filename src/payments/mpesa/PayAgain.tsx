import { useRef, useState, type FormEvent } from 'react';
import { mpesaPhoneProblem } from '../../api/phone';
import { payOrder } from '../../api/payOrder';
import type { Order, Payment } from '../../api/structs';
import { newKey } from '../../client/idempotencyKey';
import { send } from '../../client/request';
import { failed } from '../../client/result';
import { LOADING_DELAY_MS } from '../../domain/limits';
import { useSubmission } from '../../forms/useSubmission';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { PaymentCard } from '../PaymentCard';
import type { CardFieldHandle } from '../types';
import * as css from './Mpesa.css';
import * as text from './texts';

const PHONE_FIELD = 'payment.info.phone_number';

export interface PayAgainProps {
  order: Order;
  /** The number to prompt again, as the family last typed it (or the profile's). */
  phone: string;
  /** Whether the method paid with becomes the plan's; left to the server when not asked. */
  useForRenewals?: boolean;
  /** Starts on the card form (a refused card), rather than on the number. */
  byCard?: boolean;
  /** The order as the server answered the new attempt. */
  onPaying: (order: Order) => void;
}

/**
 * Another way to pay a refused order (`POST /receipts/{order_id}/pay`): the prompt again, to the
 * same number or another, or a card instead. The number is checked as it is typed here, by the
 * same rule the server applies.
 */
export function PayAgain({ order, phone: typed, useForRenewals, byCard = false, onPaying }: PayAgainProps) {
  const [card, setCard] = useState(byCard);
  const [phone, setPhone] = useState(typed);
  const field = useRef<CardFieldHandle>(null);

  const pay = useSubmission(async () => {
    let payment: Payment;
    if (card) {
      const checked = await field.current?.presubmit();
      if (!checked?.ok) return failed(0);
      payment = { method: 'card', info: checked.info };
    } else {
      const problem = mpesaPhoneProblem(phone);
      if (problem) {
        pay.setErrors({ [PHONE_FIELD]: [problem] });
        return failed(0);
      }
      payment = { method: 'mpesa', info: { phone_number: phone.trim() } };
    }
    const answer = await send(
      payOrder,
      {
        order_id: order.order_id,
        payment,
        ...(useForRenewals === undefined ? {} : { use_for_renewals: useForRenewals }),
      },
      { idempotencyKey: newKey() },
    );
    if (answer.ok) onPaying(answer.data);
    return answer;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void pay.submit();
  }

  const problem = pay.error('payment') ?? pay.error('order_id') ?? (pay.message || null);
  return (
    <LoadingOverlay active={pay.busy} delay={LOADING_DELAY_MS}>
      <form className={css.retry} onSubmit={submit} noValidate part="pay-again">
        {card ? (
          <PaymentCard ref={field} disabled={pay.busy} error={pay.error('payment.info.payment_method_id') ?? problem} />
        ) : (
          <>
            <TextField
              label={text.MPESA_PHONE}
              name="mpesa_phone"
              type="tel"
              autoComplete="tel"
              hint={text.MPESA_HINT}
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              error={pay.error(PHONE_FIELD)}
              disabled={pay.busy}
              required
            />
            {problem && <Alert tone="danger">{problem}</Alert>}
          </>
        )}
        <div className={css.buttons}>
          <Button type="submit" busy={pay.busy}>
            {card ? text.PAY_WITH_CARD : text.SEND_AGAIN}
          </Button>
          <Button
            variant="secondary"
            disabled={pay.busy}
            onClick={() => {
              pay.setErrors({});
              setCard(!card);
            }}
          >
            {card ? text.PAY_BY_MPESA : text.PAY_BY_CARD}
          </Button>
        </div>
      </form>
    </LoadingOverlay>
  );
}
