import type { FastifyInstance } from 'fastify';
import { createPlan, listPlans, retirePlan, updatePlan } from '../../src/api/plans';
import { route } from '../http/route';

/** The plan catalogue, kept by administrators (the shop lists what is on sale: routes/shop.ts). */
export async function planRoutes(app: FastifyInstance): Promise<void> {
  const { plans } = app.services;

  route(app, listPlans, () => plans.list());

  route(app, createPlan, ({ input, user }) => plans.create(user.id, input));

  route(app, updatePlan, ({ input, user }) => plans.update(user.id, input));

  route(app, retirePlan, ({ input, user }) => plans.retire(user.id, input.product_id));
}
