import { hasPlan, RECEIPT_PATH } from './planGate';
import type { PlanLike } from './types';

export const DECLINED_MESSAGE = 'Your card was declined. Please enter a different card below.';
export const RETRY_LABEL = 'Update & Retry';
/** A failed M-Pesa payment's heading line; the order's own failure message says why. */
export const MPESA_NOT_COMPLETED = 'Your M-Pesa payment was not completed.';

/** The money lines of an order (and of the shop's preview), in the order they are listed. */
export const CREDIT_LABEL = 'Credit for the unused part of your current plan';
export const BALANCE_CREDIT_LABEL = 'Credit on your account';
export const BALANCE_OWING_LABEL = 'Owing from earlier payments';
export const SURPLUS_LABEL = 'Kept as credit on your account';
export const ROUNDING_LABEL = 'Rounded down to whole shillings';

export interface ReceiptView {
  title: string;
  text: string | null;
  /** Failed payments offer another way to pay: a card form, or for M-Pesa the prompt again or a card. */
  retry: boolean;
}

/**
 * The receipt's heading by the order's status and the way it was paid: a failed card keeps the
 * card's words, a failed M-Pesa payment says it was not completed. Null for a status it has no
 * words for.
 */
export function receiptView(status: string, method?: string): ReceiptView | null {
  switch (status) {
    case 'pending_payment':
      return { title: 'Pending Payment', text: 'Your purchase is being processed', retry: false };
    case 'active':
      return { title: 'Payment Complete', text: null, retry: false };
    case 'failed':
    case 'failed_declined':
      return {
        title: 'Payment Failed',
        text: method === 'mpesa' ? MPESA_NOT_COMPLETED : DECLINED_MESSAGE,
        retry: true,
      };
    default:
      return null;
  }
}

/** Whether a card update must be followed by fetching the subscription again (after 60 s). */
export function refetchAfterCardUpdate(status: string): boolean {
  return status === 'failed' || status === 'failed_declined';
}

/** The receipt page of an order; without one, the current subscription's order, or null if none. */
export function receiptPath(
  orderId: string | number | null | undefined,
  plan?: (PlanLike & { product_order_id?: string | number | null }) | false | null,
): string | null {
  const id = orderId ?? (hasPlan(plan) ? plan.product_order_id : null);
  return id === null || id === undefined || id === '' ? null : `${RECEIPT_PATH}/${id}`;
}

/** A card charge still pending once the customer has paid may be waiting for the bank's authentication step. */
export function awaitsCardAuthentication(
  order: { status: string; payment: { method: string } } | null | undefined,
): boolean {
  return order?.status === 'pending_payment' && order.payment.method === 'card';
}
