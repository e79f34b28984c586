/** The confirmation questions of the spec, word for word. */
export const LOGOUT_QUESTION = 'Are you sure you want to log out?';
export const LOGOUT_BUTTONS = ['Cancel', 'Log Out'] as const;
export const CANCEL_QUESTION = 'Are you sure you want to cancel?';
export const REMOVE_STUDENT_QUESTION = 'Are you sure you want to remove this student?';
export const REMOVE_ALL_REGIONS_QUESTION = 'Are you sure want to remove ALL regions? (This action is not reversible)';
export const DEBUG_DELETE_QUESTION = "Are you sure? This can't be undone. Page will refresh on completion.";

export function deleteRegionQuestion(name: string): string {
  return `Are you sure you want to delete the region: ${name}?`;
}

/** The box both the cancel-plan and renew-plan pages need ticked. */
export const UNDERSTAND_LABEL = 'I understand';
