import {
  array,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  literal,
  unknown,
  type Infer,
} from 'superstruct';
import { defineCall } from './define';
import { between } from './rules';

/** One field's change: its value before and after, or for a secret only that it changed. */
export const AuditChange = union([literal('changed'), type({ from: unknown(), to: unknown() })]);

/** One administrator's change of a setting, a customisation, a plan or a region. */
export const AuditEvent = type({
  id: number(),
  /** The administrator's login when the change was made. */
  actor: string(),
  /** What changed: `settings`, `customization:standard`, `plan:3`, `region:7`, ... */
  subject: string(),
  changes: record(string(), AuditChange),
  created_at: string(),
});
export type AuditEvent = Infer<typeof AuditEvent>;

/** Events on one page of the audit trail. */
export const AUDIT_PAGE_SIZE = 25;

/** The audit trail, newest first, a page at a time (the first page is 1). */
export const auditTrail = defineCall({
  id: 'admin.auditTrail',
  method: 'GET',
  path: '/audit',
  body: 'none',
  access: 'admin',
  request: object({ page: optional(between(1, 100_000)) }),
  response: type({ events: array(AuditEvent), page: number(), per_page: number(), total: number() }),
});
