import type { FastifyInstance } from 'fastify';
import { getReceipt } from '../../src/api/shop';
import { route } from '../http/route';

/** An order's receipt, for its owner only. */
export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  const { shop } = app.services;
  route(app, getReceipt, ({ input, user }) => shop.receipt(user.id, input.order_id));
}
