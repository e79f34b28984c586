import type { AuditEvent } from '../../../src/api/audit';
import * as text from './texts';

/** An event's subject ('plan:3') in words ('Plan 3'); a subject of another area as it came. */
export function subjectText(subject: string): string {
  const [area, id = ''] = subject.split(':');
  return Object.hasOwn(text.SUBJECTS, area) ? text.SUBJECTS[area as keyof typeof text.SUBJECTS](id) : subject;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return text.NONE;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field: 'style: subscription → trial', 'card_secret_key: changed'. */
export function changeLines(changes: AuditEvent['changes']): string[] {
  return Object.entries(changes).map(([field, change]) =>
    change === 'changed'
      ? `${field}: ${text.CHANGED}`
      : `${field}: ${valueText(change.from)} → ${valueText(change.to)}`,
  );
}
