import { hasPlan, planGate } from './planGate';
import type { MaybePlan, Style } from './types';

/** Title of the welcome screen's modal when the account holds more students than its plan. */
export const PLAN_CHANGED = 'Your plan has changed';

/** How many students are above the plan's allowance; trial style has no limit. */
export function overLimit(style: Style, count: number, plan: MaybePlan): number {
  if (style === 'trial' || !hasPlan(plan)) return 0;
  return Math.max(0, count - plan.students);
}

export function deactivateMessage(over: number): string {
  return `You have too many students. Please deactivate ${over} student(s) or upgrade your plan`;
}

export function removeMessage(over: number): string {
  return `You have too many students. Please remove ${over} student(s) or upgrade your account.`;
}

/**
 * Whether the account holds as many students as its plan allows, or more, so that no student can
 * be added whatever the plan's status (in trial style, the trial's own plan carries the allowance).
 * False without a plan.
 */
export function atStudentLimit(count: number, plan: MaybePlan): boolean {
  return hasPlan(plan) && count >= plan.students;
}

/**
 * Whether the 'Add New' tile and the add-student route are offered. The route exists only while
 * a subscription exists, and the tile only while the count is below the plan's allowance; in trial
 * style the trial's own subscription carries that allowance.
 */
export function canAddStudent(style: Style, count: number, plan: MaybePlan): boolean {
  if (!hasPlan(plan) || planGate(style, plan) !== 'open') return false;
  return !atStudentLimit(count, plan);
}

/** Delete is offered when over the limit, or when the tutor integration is on. */
export function canDeleteStudent(style: Style, count: number, plan: MaybePlan, tutorEnabled: boolean): boolean {
  return tutorEnabled || overLimit(style, count, plan) > 0;
}
