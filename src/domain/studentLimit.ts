import { hasPlan } from './planGate';
import type { MaybePlan, Style } from './types';

export {
  addRefusedMessage,
  allowanceMessage,
  deactivateMessage,
  NO_OPEN_PLAN_TO_ADD,
  PLAN_CHANGED,
  removeMessage,
} from './studentLimitTexts';

/** How many students are above the plan's allowance; trial style has no limit. */
export function overLimit(style: Style, count: number, plan: MaybePlan): number {
  if (style === 'trial' || !hasPlan(plan)) return 0;
  return Math.max(0, count - plan.students);
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
 * Whether a student may be added: the 'Add New' tile and the add-student route in the SDK, and
 * POST /students on the server (server/services/students.ts), decide by this. An active plan (a
 * bought one, or the trial's own) carries its allowance in both styles, and a trial's allowance
 * still holds once the trial has ended, until a plan is bought; without an active plan, trial
 * style lets students be added and the subscription style does not (docs/trial.md, "The allowance
 * in trial style"; docs/decisions.md, "Students in trial style").
 */
export function canAddStudent(style: Style, count: number, plan: MaybePlan): boolean {
  if (hasPlan(plan) && plan.trial && plan.status !== 'active') return style === 'trial' && !atStudentLimit(count, plan);
  if (!hasPlan(plan) || plan.status !== 'active') return style === 'trial';
  return !atStudentLimit(count, plan);
}

/** Delete is offered when over the limit, or when the tutor integration is on. */
export function canDeleteStudent(style: Style, count: number, plan: MaybePlan, tutorEnabled: boolean): boolean {
  return tutorEnabled || overLimit(style, count, plan) > 0;
}
