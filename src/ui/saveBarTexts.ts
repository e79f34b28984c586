/** The save bar's states. */
export const UNSAVED_CHANGES = 'Unsaved changes';
export const NO_UNSAVED_CHANGES = 'No unsaved changes';

/** How many fields the server (or the form) refused, as the bar says it. */
export function fieldsToFix(count: number): string {
  return count === 1 ? '1 field to fix' : `${count} fields to fix`;
}
