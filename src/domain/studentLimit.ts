import { hasPlan } from './planGate';
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

/** Why no student can be added: the plan (or the free trial's own plan) is full. */
export function allowanceMessage(allowed: number, trial: boolean): string {
  return `Your ${trial ? 'free trial' : 'plan'} allows ${allowed} ${allowed === 1 ? 'student' : 'students'}.`;
}

/** The server's refusal of one more student, past the allowance. */
export function addRefusedMessage(allowed: number, trial: boolean): string {
  return `${allowanceMessage(allowed, trial)} Remove a student or upgrade your plan to add another.`;
}

/** The server's refusal of a student while the plan's pages are closed (no plan, or one not active outside trial style). */
export const NO_OPEN_PLAN_TO_ADD = 'You need an active plan to add students.';

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
 * Whether a student may be added: the 'Add New' tile and the add-student route in the SDK, and
 * POST /students on the server (server/services/students.ts), decide by this. An active plan (a
 * bought one, or the trial's own) carries its allowance in both styles; without an active plan,
 * trial style lets students be added and the subscription style does not (docs/trial.md, "The
 * allowance in trial style"; docs/decisions.md, "Students in trial style").
 */
export function canAddStudent(style: Style, count: number, plan: MaybePlan): boolean {
  if (!hasPlan(plan) || plan.status !== 'active') return style === 'trial';
  return !atStudentLimit(count, plan);
}

/** Delete is offered when over the limit, or when the tutor integration is on. */
export function canDeleteStudent(style: Style, count: number, plan: MaybePlan, tutorEnabled: boolean): boolean {
  return tutorEnabled || overLimit(style, count, plan) > 0;
}
