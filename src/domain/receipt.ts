import { hasPlan, RECEIPT_PATH } from './planGate';
import type { PlanLike } from './types';

export const DECLINED_MESSAGE = 'Your card was declined. Please enter a different card below.';
export const RETRY_LABEL = 'Update & Retry';

export interface ReceiptView {
  title: string;
  text: string | null;
  /** Failed payments show a card form to retry with another card. */
  retry: boolean;
}

/** The receipt's heading by the subscription status; null for a status it has no words for. */
export function receiptView(status: string): ReceiptView | null {
  switch (status) {
    case 'pending_payment':
      return { title: 'Pending Payment', text: 'Your purchase is being processed', retry: false };
    case 'active':
      return { title: 'Payment Complete', text: null, retry: false };
    case 'failed':
    case 'failed_declined':
      return { title: 'Payment Failed', text: DECLINED_MESSAGE, retry: true };
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
export function awaitsCardAuthentication(order: { status: string; payment: { method: string } } | null | undefined): boolean {
  return order?.status === 'pending_payment' && order.payment.method === 'card';
}
