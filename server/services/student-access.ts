import { isActive } from '../../src/domain/planGate';
import { deactivateMessage, overLimit } from '../../src/domain/studentLimit';
import type { Executor } from '../db/schema';
import { forbidden, invalid } from '../errors';
import { countStudentsOfParent } from '../repositories/students';
import { findSubscriptionByUserId } from '../repositories/subscriptions';
import { currentPlan } from './profile';
import type { SettingsService } from './settings';

export const NO_ACTIVE_PLAN = 'This account has no active plan.';

/**
 * Whether an account's students may sign in now: a login link asked for on the welcome screen, a
 * student's own login, a link being opened. Not without an active plan (outside trial style), and
 * not while the account holds more students than its plan allows. Then every student is refused,
 * not only those past the allowance, as the welcome screen blocks every tile: which students stay
 * is the family's choice, made by removing the others or upgrading. The words are the welcome
 * screen's, whose tiles this refuses. `field` names where a missing plan is reported.
 */
export async function checkStudentsMaySignIn(
  db: Executor,
  settings: SettingsService,
  parentId: number,
  now: Date,
  field: string,
): Promise<void> {
  const style = (await settings.get('style')) === 'trial' ? 'trial' : 'subscription';
  const row = await findSubscriptionByUserId(db, parentId);
  const current = row ? currentPlan(row, now) : null;
  const plan = current && { status: current.status, students: current.students };
  if (style !== 'trial' && !isActive(plan)) throw invalid({ [field]: [NO_ACTIVE_PLAN] }, NO_ACTIVE_PLAN);
  const over = overLimit(style, await countStudentsOfParent(db, parentId), plan);
  if (over > 0) throw forbidden(deactivateMessage(over));
}
