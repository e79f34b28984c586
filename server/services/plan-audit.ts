import type { Bundle, Executor } from '../db/schema';
import { diffChanges, record } from './audit';

export interface PlanChange {
  /** The administrator who made it. */
  adminId: number;
  action: 'created' | 'updated' | 'retired';
  before: Bundle | null;
  after: Bundle;
}

/** The fields of a plan an administrator sets, as the audit trail shows them. */
function auditedFields(plan: Bundle | null): Record<string, unknown> {
  if (!plan) return {};
  return {
    students: plan.students,
    duration: plan.duration,
    price: plan.price,
    position: plan.position,
    active: plan.active,
  };
}

/**
 * Reports a change of the plan catalogue to the audit trail, inside the change's transaction, as
 * `plan:<id>` with each changed field (price in minor units, as stored).
 */
export async function recordPlanChange(db: Executor, change: PlanChange): Promise<void> {
  await record(
    db,
    change.adminId,
    `plan:${change.after.id}`,
    diffChanges(auditedFields(change.before), auditedFields(change.after)),
  );
}
