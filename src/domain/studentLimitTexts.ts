/** What the account is told when it holds more students than its plan allows, or can add none (studentLimit.ts). */

/** Title of the welcome screen's modal when the account holds more students than its plan. */
export const PLAN_CHANGED = 'Your plan has changed';

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
