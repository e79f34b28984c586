import type { AuditEvent } from '../../../src/api/audit';

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

/** 'Site settings', 'Login page: student', 'Plan 3', 'Region 7'. */
export function subjectText(subject: string): string {
  const [area, id] = subject.split(':');
  switch (area) {
    case 'settings':
      return 'Site settings';
    case 'customization':
      return `Login page: ${id}`;
    case 'plan':
      return `Plan ${id}`;
    case 'region':
      return `Region ${id}`;
    default:
      return subject;
  }
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field: 'style: subscription → trial', 'card_secret_key: changed'. */
export function changeLines(changes: AuditEvent['changes']): string[] {
  return Object.entries(changes).map(([field, change]) =>
    change === 'changed' ? `${field}: changed` : `${field}: ${valueText(change.from)} → ${valueText(change.to)}`,
  );
}
