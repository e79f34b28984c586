/** Before paying for a plan with room for fewer students than the account has (fewerStudents.ts). */
export function fewerStudentsText(count: number, allowed: number, over: number): string {
  return `This plan is for ${allowed} ${allowed === 1 ? 'student' : 'students'} and you have ${count}. After the change, every student's tile stays blocked until you remove ${over} student(s) or upgrade your plan.`;
}
