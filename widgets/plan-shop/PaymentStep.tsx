import type { Ref } from 'react';
import type { PaymentMethod } from '../../src/api/structs';
// The card field's own module: the payments index also names the authentication step, which a
// purchase fetches only when its charge asks for it.
import { PaymentCard } from '../../src/payments/PaymentCard';
import type { CardFieldHandle } from '../../src/payments/types';
import { Alert } from '../../src/ui/Alert';
import { Checkbox } from '../../src/ui/Checkbox';
import { RadioGroup } from '../../src/ui/RadioGroup';
import { TextField } from '../../src/ui/TextField';
import {
  METHOD_LABELS,
  MPESA_HINT,
  MPESA_PHONE,
  NOTHING_TO_PAY,
  PAYMENT_METHOD,
  renewalsPrompt,
  savedCardLabel,
  USE_FOR_RENEWALS,
} from './texts';

export const PHONE_FIELD = 'payment.info.phone_number';
/** The method value of the saved card, offered beside M-Pesa and a new card. */
export const SAVED = 'saved';

interface Props {
  kinds: string[];
  method: string;
  onMethod: (method: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  card: Ref<CardFieldHandle>;
  /** The card on file, offered as a method of its own. */
  saved: PaymentMethod | null;
  /** Nothing is charged now: no method is asked for. */
  free: boolean;
  /** Paying another way than the plan's: whether that way becomes the plan's is asked. */
  askRenewals: boolean;
  /** The number M-Pesa renewals prompt now (masked), named beside the question when M-Pesa pays. */
  renewalNumber?: string | null;
  renewals: boolean;
  onRenewals: (value: boolean) => void;
  locked: boolean;
  error: (field: string) => string | undefined;
}

/**
 * Payment info: the saved card, M-Pesa with the phone that receives the prompt, or a new card
 * through the card form of the platform's provider, which (and, for Stripe, whose library) loads
 * only once chosen. Nothing charged now (a total of 0, or one carried to the next payment) asks for nothing.
 */
export function PaymentStep({
  kinds,
  method,
  onMethod,
  phone,
  onPhone,
  card,
  saved,
  free,
  askRenewals,
  renewalNumber,
  renewals,
  onRenewals,
  locked,
  error,
}: Props) {
  if (free) return <Alert tone="info">{NOTHING_TO_PAY}</Alert>;
  const paymentError = error('payment') ?? error('payment.info.payment_method_id') ?? error('payment.info') ?? null;
  const options = kinds.map((kind) => ({ value: kind, label: METHOD_LABELS[kind] ?? kind }));
  if (saved) options.unshift({ value: SAVED, label: savedCardLabel(saved) });
  return (
    <>
      <RadioGroup
        legend={PAYMENT_METHOD}
        options={options}
        value={method}
        onChange={onMethod}
        error={error('payment.method')}
        disabled={locked}
        required
        inline
      />
      {method === 'mpesa' && (
        <TextField
          label={MPESA_PHONE}
          name="mpesa_phone"
          type="tel"
          autoComplete="tel"
          hint={MPESA_HINT}
          value={phone}
          onChange={(event) => onPhone(event.currentTarget.value)}
          error={error(PHONE_FIELD)}
          disabled={locked}
          required
        />
      )}
      {method === 'card' && <PaymentCard ref={card} disabled={locked} error={paymentError} />}
      {method !== 'card' && paymentError && <Alert tone="danger">{paymentError}</Alert>}
      {askRenewals && (
        <Checkbox
          label={USE_FOR_RENEWALS}
          name="use_for_renewals"
          hint={method === 'mpesa' && renewalNumber ? renewalsPrompt(renewalNumber) : undefined}
          error={error('use_for_renewals')}
          checked={renewals}
          onChange={(event) => onRenewals(event.currentTarget.checked)}
          disabled={locked}
        />
      )}
    </>
  );
}
