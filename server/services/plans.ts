import type { AdminPlan, PlanCreate, PlanUpdate } from '../../src/api/plans';
import { durationLabel } from '../../src/domain/duration';
import { planSavings } from '../../src/domain/planSavings';
import type { Bundle, BundlePrice, Executor } from '../db/schema';
import { invalid, notFound } from '../errors';
import { iso } from '../lib/dates';
import {
  everSold,
  findSamePlan,
  holdersByBundle,
  insertBundle,
  insertPriceChange,
  listActiveBundles,
  listAllBundles,
  listPriceChanges,
  lockBundle,
  setPositions,
  updateBundle,
} from '../repositories/bundles';
import type { ServiceContext } from './context';
import { noticePriceChange } from './notices';
import { recordPlanChange } from './plan-audit';
import { renewalsFrom } from './plan-prices';

export const TERMS_HELD =
  'Families hold this plan: its students and duration stay as they bought them. Retire it and create another.';
export const RETIRED = 'This plan is retired and cannot be changed.';

const samePlan = (students: number, duration: number) =>
  students === 1
    ? `A plan for 1 student, ${durationLabel(duration)}, is already on sale.`
    : `A plan for ${students} students, ${durationLabel(duration)}, is already on sale.`;

export interface PlansService {
  /** Every plan: those on sale in the shop's order, then the retired ones. */
  list(): Promise<AdminPlan[]>;
  create(adminId: number, input: PlanCreate): Promise<AdminPlan>;
  update(adminId: number, input: PlanUpdate): Promise<AdminPlan>;
  retire(adminId: number, productId: number): Promise<AdminPlan>;
}

/*
 * The plan catalogue (docs/plans.md). New purchases pay a plan's price as it is now; families who
 * hold a plan keep the price they bought while it does not lapse, and a changed price reaches
 * their renewals only after the notice (server/services/plan-prices.ts). A plan someone bought
 * keeps its students and duration; a retired plan leaves the shop and stays with its families.
 */
export function plansService(ctx: ServiceContext): PlansService {
  const { db } = ctx;

  async function views(executor: Executor, only?: number): Promise<AdminPlan[]> {
    const [all, onSale, holders] = await Promise.all([
      listAllBundles(executor),
      listActiveBundles(executor),
      holdersByBundle(executor),
    ]);
    const at = ctx.now();
    const result: AdminPlan[] = [];
    for (const plan of all) {
      if (only !== undefined && plan.id !== only) continue;
      const changes = await listPriceChanges(executor, plan.id);
      result.push({
        product_id: plan.id,
        students: plan.students,
        duration: plan.duration,
        price: plan.price,
        savings: planSavings(plan, onSale),
        position: plan.active ? onSale.findIndex((other) => other.id === plan.id) + 1 : 0,
        active: plan.active,
        holders: holders.get(plan.id) ?? 0,
        editable_terms: plan.active && !(await everSold(executor, plan.id)),
        pending: pendingPrice(changes, at),
      });
    }
    return result;
  }

  async function view(executor: Executor, id: number): Promise<AdminPlan> {
    const [plan] = await views(executor, id);
    if (!plan) throw notFound();
    return plan;
  }

  return {
    list: () => views(db),

    async create(adminId, input) {
      const at = ctx.now();
      const id = await db.transaction().execute(async (trx) => {
        if (await findSamePlan(trx, input.students, input.duration))
          throw invalid({ students: [samePlan(input.students, input.duration)] });
        const plan = await insertBundle(
          trx,
          { ...input, savings: planSavings(input, await listActiveBundles(trx)) },
          at,
        );
        await recordPlanChange(trx, { adminId, action: 'created', before: null, after: plan });
        return plan.id;
      });
      return view(db, id);
    },

    async update(adminId, { product_id: id, position, ...fields }) {
      const at = ctx.now();
      // A raised price records its notice to each family holding the plan, with its job (services/notices.ts).
      if (fields.price !== undefined) await ctx.jobs.start();
      await db.transaction().execute(async (trx) => {
        const before = await lockBundle(trx, id);
        if (!before) throw notFound();
        if (!before.active) throw invalid({ product_id: [RETIRED] });
        const changes: Partial<Bundle> = {};
        const students = fields.students ?? before.students;
        const duration = fields.duration ?? before.duration;
        if (students !== before.students || duration !== before.duration) {
          if (await everSold(trx, id)) {
            throw invalid({ [students !== before.students ? 'students' : 'duration']: [TERMS_HELD] });
          }
          if (await findSamePlan(trx, students, duration, id))
            throw invalid({ students: [samePlan(students, duration)] });
          Object.assign(changes, { students, duration });
        }
        if (fields.price !== undefined && fields.price !== before.price) {
          changes.price = fields.price;
          const change = await insertPriceChange(trx, {
            bundle_id: id,
            previous_price: before.price,
            price: fields.price,
            announced_at: at,
            renewals_from: renewalsFrom(before.price, fields.price, at),
          });
          await noticePriceChange(ctx, trx, change);
        }
        if (Object.keys(changes).length > 0) {
          const after = (await updateBundle(trx, id, changes, at))!;
          await recordPlanChange(trx, { adminId, action: 'updated', before, after });
        }
        if (position !== undefined) {
          const order = (await listActiveBundles(trx)).map((plan) => plan.id).filter((other) => other !== id);
          order.splice(Math.min(position, order.length + 1) - 1, 0, id);
          await setPositions(trx, order);
        }
      });
      return view(db, id);
    },

    async retire(adminId, id) {
      const at = ctx.now();
      await db.transaction().execute(async (trx) => {
        const before = await lockBundle(trx, id);
        if (!before) throw notFound();
        if (!before.active) return;
        const after = (await updateBundle(trx, id, { active: false, position: 0 }, at))!;
        await setPositions(
          trx,
          (await listActiveBundles(trx)).map((plan) => plan.id),
        );
        await recordPlanChange(trx, { adminId, action: 'retired', before, after });
      });
      return view(db, id);
    },
  };
}

/** The last raise whose notice has not run out yet: what families on the plan will pay, and from when. */
function pendingPrice(changes: readonly BundlePrice[], at: Date): AdminPlan['pending'] {
  const last = changes.at(-1);
  if (!last || last.renewals_from.getTime() <= at.getTime()) return null;
  return { price: last.price, renewals_from: iso(last.renewals_from)! };
}
