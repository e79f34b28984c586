import { hasPlan, RECEIPT_PATH } from './planGate';
import {
  COMPLETE_TITLE,
  DECLINED_MESSAGE,
  FAILED_TITLE,
  MPESA_NOT_COMPLETED,
  PENDING_TEXT,
  PENDING_TITLE,
} from './receiptTexts';
import type { PlanLike } from './types';

export {
  BALANCE_CREDIT_LABEL,
  BALANCE_OWING_LABEL,
  CREDIT_LABEL,
  DECLINED_MESSAGE,
  MPESA_NOT_COMPLETED,
  RETRY_LABEL,
  ROUNDING_LABEL,
  SURPLUS_LABEL,
} from './receiptTexts';

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
      return { title: PENDING_TITLE, text: PENDING_TEXT, retry: false };
    case 'active':
      return { title: COMPLETE_TITLE, text: null, retry: false };
    case 'failed':
    case 'failed_declined':
      return {
        title: FAILED_TITLE,
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
