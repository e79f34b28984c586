import type { Ref } from 'react';
// The card field's own module: the payments index also names the authentication step, which a
// purchase fetches only when its charge asks for it.
import { PaymentCard } from '../../src/payments/PaymentCard';
import type { CardFieldHandle } from '../../src/payments/types';
import { Alert } from '../../src/ui/Alert';
import { RadioGroup } from '../../src/ui/RadioGroup';
import { TextField } from '../../src/ui/TextField';
import { METHOD_LABELS, MPESA_HINT, MPESA_PHONE, PAYMENT_METHOD } from './texts';

export const PHONE_FIELD = 'payment.info.phone_number';

interface Props {
  kinds: string[];
  method: string;
  onMethod: (method: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  card: Ref<CardFieldHandle>;
  locked: boolean;
  error: (field: string) => string | undefined;
}

/**
 * Payment info: M-Pesa with the phone that receives the prompt, or a card through the card form
 * of the platform's provider, which (and, for Stripe, whose library) loads only once chosen.
 */
export function PaymentStep({ kinds, method, onMethod, phone, onPhone, card, locked, error }: Props) {
  const paymentError = error('payment') ?? error('payment.info.payment_method_id') ?? error('payment.info') ?? null;
  return (
    <>
      <RadioGroup
        legend={PAYMENT_METHOD}
        options={kinds.map((kind) => ({ value: kind, label: METHOD_LABELS[kind] ?? kind }))}
        value={method}
        onChange={onMethod}
        error={error('payment.method')}
        disabled={locked}
        required
        inline
      />
      {method === 'mpesa' && (
        <>
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
          {paymentError && <Alert tone="danger">{paymentError}</Alert>}
        </>
      )}
      {method === 'card' && <PaymentCard ref={card} disabled={locked} error={paymentError} />}
    </>
  );
}
