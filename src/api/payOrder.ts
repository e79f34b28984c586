import { object, optional } from 'superstruct';
import { defineCall } from './define';
import { flag, id } from './rules';
import { Order, Payment } from './structs';

/**
 * Pays a refused order again, another way: a new M-Pesa prompt (to the same or another number) or
 * a card. The order is quoted again for today. Soma's own call: the spec's servers retry with a
 * new default card (`update_default` with `update_subscription`).
 */
export const payOrder = defineCall({
  id: 'shop.payOrder',
  method: 'POST',
  path: '/receipts/{order_id}/pay',
  body: 'json',
  access: 'parent',
  idempotent: true,
  request: object({ order_id: id(), payment: Payment, use_for_renewals: optional(flag()) }),
  response: Order,
});
