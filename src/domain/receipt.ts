import { hasPlan, RECEIPT_PATH } from './planGate';
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
