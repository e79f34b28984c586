import type { Order } from '../../../src/api/structs';
import type { Subscription } from '../../../src/api/subscription';

/** A subscription and an order shaped as the contract describes them, for events sent by hand. */
export function activeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    students: 2,
    status: 'active',
    payment_method: 'mpesa',
    cancellation_date: null,
    expiry_date: null,
    product_id: 3,
    product_order_id: 12,
    price: 150000,
    duration: 12,
    remaining_balance: 0,
    credit: 0,
    next_billing_date: '2027-01-01T00:00:00.000Z',
    adjusted_price: 150000,
    ...overrides,
  };
}

export function paidOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_id: 12,
    status: 'active',
    kind: 'purchase',
    product_id: 3,
    students: 2,
    duration: 12,
    lines: [{ label: 'Family plan', amount: 150000 }],
    price: 150000,
    credit: 0,
    total: 150000,
    currency: 'Ksh',
    payment: { method: 'mpesa', phone: '+2547******78' },
    created_at: '2026-01-01T00:00:00.000Z',
    paid_at: '2026-01-01T00:00:05.000Z',
    next_billing_date: '2027-01-01T00:00:00.000Z',
    expiry_date: null,
    failure_message: null,
    ...overrides,
  };
}
