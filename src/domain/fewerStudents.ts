/**
 * Said before paying for a plan with room for fewer students than the account has: how many must
 * be removed, and that until then every tile is blocked. Null when the plan has room.
 */
export function fewerStudentsMessage(count: number, allowed: number): string | null {
  if (count <= allowed) return null;
  return `This plan is for ${allowed} ${allowed === 1 ? 'student' : 'students'} and you have ${count}. After the change, every student's tile stays blocked until you remove ${count - allowed} student(s) or upgrade your plan.`;
}
