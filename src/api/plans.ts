import { array, boolean, nullable, number, object, refine, string, type, type Infer } from 'superstruct';
import { defineCall } from './define';
import { between, id, maybe } from './rules';
import { NoFields } from './structs';

/** What a plan may be: a family of 1 to 100 students, for 1 to 36 months, up to Ksh 1,000,000 a period. */
export const PLAN_LIMITS = { students: 100, duration: 36, priceShillings: 1_000_000 } as const;

/** A price in minor units that is a whole number of shillings, as families pay it. */
function shillings() {
  return refine(
    between(0, PLAN_LIMITS.priceShillings * 100),
    'shillings',
    (value) => value % 100 === 0 || 'The :attribute field must be a whole number of shillings.',
  );
}

/** A plan as the administrator keeps it. Prices in minor units. */
export const AdminPlan = type({
  product_id: number(),
  students: number(),
  duration: number(),
  price: number(),
  /** Percent discount against the monthly plan for as many students, as the shop shows it. */
  savings: number(),
  /** 1, 2, 3... in the shop's order; 0 once retired. */
  position: number(),
  /** False once retired: no longer offered, still renewed for those who hold it. */
  active: boolean(),
  /** Families holding the plan now. */
  holders: number(),
  /** Whether its students and duration may still change (nobody has bought it). */
  editable_terms: boolean(),
  /** A raised price families on the plan do not pay yet, and from when their renewals do. */
  pending: nullable(type({ price: number(), renewals_from: string() })),
});
export type AdminPlan = Infer<typeof AdminPlan>;

export const listPlans = defineCall({
  id: 'plans.list',
  method: 'GET',
  path: '/plans',
  body: 'none',
  access: 'admin',
  request: NoFields,
  response: array(AdminPlan),
});

export const PlanCreate = object({
  students: between(1, PLAN_LIMITS.students),
  duration: between(1, PLAN_LIMITS.duration),
  price: shillings(),
});
export type PlanCreate = Infer<typeof PlanCreate>;

export const createPlan = defineCall({
  id: 'plans.create',
  method: 'POST',
  path: '/plans',
  body: 'form',
  access: 'admin',
  request: PlanCreate,
  response: AdminPlan,
});

/** Only the fields given change; `position` moves the plan to that place in the shop (1 = first). */
export const PlanUpdate = object({
  product_id: id(),
  students: maybe(between(1, PLAN_LIMITS.students)),
  duration: maybe(between(1, PLAN_LIMITS.duration)),
  price: maybe(shillings()),
  position: maybe(between(1, 1000)),
});
export type PlanUpdate = Infer<typeof PlanUpdate>;

export const updatePlan = defineCall({
  id: 'plans.update',
  method: 'PATCH',
  path: '/plans/{product_id}',
  body: 'form',
  access: 'admin',
  request: PlanUpdate,
  response: AdminPlan,
});

/** Takes the plan out of the shop; the families holding it keep it until they change plan. */
export const retirePlan = defineCall({
  id: 'plans.retire',
  method: 'DELETE',
  path: '/plans/{product_id}',
  body: 'none',
  access: 'admin',
  request: object({ product_id: id() }),
  response: AdminPlan,
});
