import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Order } from '../../src/api/structs';
import { awaitsCardAuthentication, DECLINED_MESSAGE, MPESA_NOT_COMPLETED } from '../../src/domain/receipt';
import { MpesaPrompt } from '../../src/payments/mpesa/MpesaPrompt';
import { PayAgain } from '../../src/payments/mpesa/PayAgain';
import { useOrder } from '../../src/payments/mpesa/useOrder';
import { Alert } from '../../src/ui/Alert';
import { Button } from '../../src/ui/Button';
import { Spinner } from '../../src/ui/Spinner';
import * as css from './PlanShop.css';
import { CHOOSE_AGAIN, PROCESSING } from './texts';

const CardAuthentication = lazy(() =>
  import('../../src/payments/authentication/CardAuthentication').then((module) => ({
    default: module.CardAuthentication,
  })),
);

export interface PaymentProgressProps {
  /** The order as the checkout answered it. */
  order: Order;
  /** The number the family typed, to prompt again. */
  phone: string;
  useForRenewals?: boolean;
  /** A refused payment is offered again here (a change of plan) rather than on its receipt. */
  refusedHere: boolean;
  /** The payment is decided: paid, or refused and not offered here. The checkout moves on. */
  onDecided: (order: Order) => void;
  /** Back to the plans. */
  onRestart: () => void;
}

/**
 * After Checkout, while the payment is not yet decided: the bank's authentication step, or the
 * M-Pesa prompt on the phone, then its end. Nothing says the plan is bought or changed until the
 * order is active; a refused change says why and offers the prompt again, a card instead, or
 * another plan (a refused purchase goes to its receipt, which offers the same).
 */
/** The default export, so that `lazy()` takes the module as it is. */
export default function PaymentProgress({
  order: first,
  phone,
  useForRenewals,
  refusedHere,
  onDecided,
  onRestart,
}: PaymentProgressProps) {
  const { order, refresh } = useOrder(first.order_id, first);
  const told = useRef(false);
  const decided = order !== null && (order.status === 'active' || (!refusedHere && order.status !== 'pending_payment'));

  useEffect(() => {
    if (!decided || told.current) return;
    told.current = true;
    onDecided(order);
  }, [decided]);

  if (!order || decided) {
    return (
      <p role="status" className={css.muted}>
        <Spinner /> {PROCESSING}
      </p>
    );
  }
  const mpesa = order.payment.method === 'mpesa';
  if (order.status === 'pending_payment') {
    if (mpesa) return <MpesaPrompt order={order} />;
    return (
      <>
        <p role="status" className={css.muted}>
          <Spinner /> {PROCESSING}
        </p>
        {awaitsCardAuthentication(order) && (
          <Suspense fallback={null}>
            <CardAuthentication onSettled={() => void refresh()} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <div className={css.form} part="payment-failed">
      <Alert tone="danger" title={mpesa ? MPESA_NOT_COMPLETED : DECLINED_MESSAGE}>
        {mpesa ? order.failure_message : null}
      </Alert>
      <PayAgain
        order={order}
        phone={phone}
        useForRenewals={useForRenewals}
        byCard={!mpesa}
        onPaying={() => void refresh()}
      />
      <Button variant="text" onClick={onRestart}>
        {CHOOSE_AGAIN}
      </Button>
    </div>
  );
}
