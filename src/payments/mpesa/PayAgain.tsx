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
import { Checkbox } from '../../ui/Checkbox';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { PaymentCard } from '../PaymentCard';
import type { CardFieldHandle } from '../types';
import * as css from './Mpesa.css';
import * as words from './payAgainTexts';
import * as text from './texts';

const PHONE_FIELD = 'payment.info.phone_number';

/** A way to pay again: the card saved on the account, a new card, or an M-Pesa prompt. */
export type PayWay = 'saved' | 'card' | 'mpesa';

export interface PayAgainProps {
  order: Order;
  /** The number to prompt again, as the family last typed it (or the profile's). */
  phone: string;
  /** Whether the method paid with becomes the plan's, when it is not asked; left to the server when not given. */
  useForRenewals?: boolean;
  /** Starts on the card form (a refused card), rather than on the number. */
  byCard?: boolean;
  /** The order as the server answered the new attempt. */
  onPaying: (order: Order) => void;
  /**
   * The account's card on file, named as the page names it. Given (even as null), the ways to pay
   * are a choice, the saved card first (the receipt's); left out, the other way is a button (the shop's).
   */
  saved?: { id: string; name: string } | null;
  /** The way chosen at first in a choice; by default the saved card, else as `byCard` says. */
  way?: PayWay;
  /**
   * Whether paying this way (and by M-Pesa, to this number) asks if it becomes the plan's way to
   * pay its renewals; the box starts clear and its answer is sent as `use_for_renewals`.
   */
  asks?: (way: PayWay, phone: string) => boolean;
  /** The words of the button that pays by a new card (the receipt's 'Update & Retry' for a refused card). */
  cardLabel?: string;
}

/**
 * Another way to pay a refused order (`POST /receipts/{order_id}/pay`): the prompt again, to the
 * same number or another, a card instead, or the card saved on the account. The number is checked
 * as it is typed here, by the same rule the server applies.
 */
export function PayAgain({
  order,
  phone: typed,
  useForRenewals,
  byCard = false,
  onPaying,
  saved,
  way: first,
  asks,
  cardLabel,
}: PayAgainProps) {
  const choice = saved !== undefined;
  const [way, setWay] = useState<PayWay>(first ?? (saved ? 'saved' : byCard ? 'card' : 'mpesa'));
  const [phone, setPhone] = useState(typed);
  const [renewals, setRenewals] = useState(false);
  const field = useRef<CardFieldHandle>(null);
  const asked = asks?.(way, phone) ?? false;

  const pay = useSubmission(async () => {
    let payment: Payment;
    if (way === 'saved' && saved) {
      payment = { method: 'card', info: { payment_method_id: saved.id } };
    } else if (way === 'card') {
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
    const forRenewals = asked ? renewals : useForRenewals;
    const answer = await send(
      payOrder,
      {
        order_id: order.order_id,
        payment,
        ...(forRenewals === undefined ? {} : { use_for_renewals: forRenewals }),
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

  function choose(next: PayWay) {
    pay.setErrors({});
    setWay(next);
  }

  // In a choice: the saved card first, then the order's own way, then the other.
  const ways: PayWay[] = order.payment.method === 'mpesa' ? ['mpesa', 'card'] : ['card', 'mpesa'];
  const options = ways.map((value) => ({
    value,
    label: value === 'mpesa' ? 'M-Pesa' : saved ? words.ANOTHER_CARD : words.CARD_WAY,
  }));
  if (saved) options.unshift({ value: 'saved', label: saved.name });

  const problem = pay.error('payment') ?? pay.error('order_id') ?? (pay.message || null);
  const label =
    way === 'mpesa'
      ? order.payment.method === 'mpesa'
        ? text.SEND_AGAIN
        : words.SEND_PROMPT
      : way === 'card'
        ? (cardLabel ?? text.PAY_WITH_CARD)
        : text.PAY_WITH_CARD;
  return (
    <LoadingOverlay active={pay.busy} delay={LOADING_DELAY_MS}>
      <form className={css.retry} onSubmit={submit} noValidate part="pay-again">
        {choice && (
          <RadioGroup
            legend={words.PAY_WITH}
            options={options}
            value={way}
            onChange={(value) => choose(value as PayWay)}
            disabled={pay.busy}
          />
        )}
        {way === 'card' ? (
          <PaymentCard ref={field} disabled={pay.busy} error={pay.error('payment.info.payment_method_id') ?? problem} />
        ) : way === 'mpesa' ? (
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
        ) : null}
        {way !== 'card' && problem && <Alert tone="danger">{problem}</Alert>}
        {asked && (
          <Checkbox
            label={words.USE_FOR_RENEWALS}
            name="use_for_renewals"
            checked={renewals}
            onChange={(event) => setRenewals(event.currentTarget.checked)}
            disabled={pay.busy}
          />
        )}
        <div className={css.buttons}>
          <Button type="submit" busy={pay.busy}>
            {label}
          </Button>
          {!choice && (
            <Button variant="secondary" disabled={pay.busy} onClick={() => choose(way === 'card' ? 'mpesa' : 'card')}>
              {way === 'card' ? text.PAY_BY_MPESA : text.PAY_BY_CARD}
            </Button>
          )}
        </div>
      </form>
    </LoadingOverlay>
  );
}
