/** The audit trail's words. */
export const AUDIT_TITLE = 'Audit trail';
export const AUDIT_INTRO =
  'Every change of a setting, a login page, a plan or a region, newest first. Secrets show only that they changed.';
export const CHANGES = 'Changes';
export const by = (actor: string) => `by ${actor}`;
export const NOTHING_YET = 'Nothing has been changed yet.';
export const NEWER = 'Newer';
export const OLDER = 'Older';
export const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;
export const PAGES = 'Audit trail pages';

/** What an event changed, by its subject's area: 'Site settings', 'Login page: student', 'Plan 3', 'Region 7'. */
export const SUBJECTS = {
  settings: () => 'Site settings',
  customization: (id: string) => `Login page: ${id}`,
  plan: (id: string) => `Plan ${id}`,
  region: (id: string) => `Region ${id}`,
};
/** A field's value when it had none. */
export const NONE = '(none)';
/** A secret's change, whose values are not shown. */
export const CHANGED = 'changed';
