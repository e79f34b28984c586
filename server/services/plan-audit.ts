import type { Bundle, Executor } from '../db/schema';

export interface PlanChange {
  /** The administrator who made it. */
  adminId: number;
  action: 'created' | 'updated' | 'retired';
  before: Bundle | null;
  after: Bundle;
}

/**
 * The one place a change of the plan catalogue is reported for the audit trail, inside the
 * change's transaction. The trail itself (server/services/audit.ts) arrives separately; until it
 * does, the catalogue keeps its own history of prices (bundle_prices) and nothing more is kept.
 */
export async function recordPlanChange(_db: Executor, _change: PlanChange): Promise<void> {
  // Replaced by the audit trail's record(...) call when both are on one branch.
}
