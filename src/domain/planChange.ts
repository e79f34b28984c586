/** Cancel and renew act only once 'I understand' is ticked, and not twice at once. */
export function canConfirmPlanChange(understood: boolean, busy = false): boolean {
  return understood && !busy;
}
