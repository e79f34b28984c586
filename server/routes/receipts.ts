import type { FastifyInstance } from 'fastify';
import { payOrder } from '../../src/api/payOrder';
import { getReceipt } from '../../src/api/shop';
import { route } from '../http/route';

/** An order's receipt, and paying a refused order again, for its owner only. */
export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  const { shop } = app.services;
  route(app, getReceipt, ({ input, user }) => shop.receipt(user.id, input.order_id));
  route(app, payOrder, ({ input, user, request }) =>
    shop.payOrder(user.id, input.order_id, {
      payment: input.payment,
      useForRenewals: input.use_for_renewals,
      locale: request.locale,
    }),
  );
}
