import { AUDIT_PAGE_SIZE, type AuditEvent as AuditEventView } from '../../src/api/audit';
import type { AuditChanges, Executor } from '../db/schema';
import { insertAuditEvent, listAuditEvents } from '../repositories/audit';
import { findUserById } from '../repositories/users';
import type { ServiceContext } from './context';

/**
 * Records one administrator's change in the audit trail, in the caller's transaction so that the
 * change and its record are kept or lost together.
 *
 * - `trx`: the transaction (or database) the change itself is written with.
 * - `actorId`: the user id of the administrator making the change (the route's `user.id`).
 * - `subject`: what was changed, as `area` or `area:id`: `settings`, `customization:standard`,
 *   `plan:3`, `region:7`.
 * - `changes`: each changed field as `{ from, to }`; for a secret pass the string `'changed'`
 *   (`diffChanges` does both). Nothing is recorded when it is empty.
 * - `at`: when, for callers on a simulated clock; the database's time otherwise.
 */
export async function record(
  trx: Executor,
  actorId: number,
  subject: string,
  changes: AuditChanges,
  at?: Date,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const actor = await findUserById(trx, actorId);
  await insertAuditEvent(trx, {
    actorId: actor ? actorId : null,
    actor: actor ? (actor.email ?? actor.phone_number ?? `user ${actorId}`) : `user ${actorId}`,
    subject,
    changes,
    at: at ?? new Date(),
  });
}

/**
 * The fields of `after` whose value differs from `before`, as `record` takes them: a key listed in
 * `secrets` is only said to have changed.
 */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  secrets: ReadonlySet<string> = new Set(),
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key];
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    changes[key] = secrets.has(key) ? 'changed' : { from: from ?? null, to: to ?? null };
  }
  return changes;
}

export interface AuditService {
  /** One page (from 1) of the trail, newest first. */
  list(page: number): Promise<{ events: AuditEventView[]; page: number; per_page: number; total: number }>;
}

export function auditService(ctx: ServiceContext): AuditService {
  return {
    async list(page) {
      const { events, total } = await listAuditEvents(ctx.db, {
        offset: (page - 1) * AUDIT_PAGE_SIZE,
        limit: AUDIT_PAGE_SIZE,
      });
      return {
        events: events.map((event) => ({
          id: event.id,
          actor: event.actor,
          subject: event.subject,
          changes: event.changes,
          created_at: event.created_at.toISOString(),
        })),
        page,
        per_page: AUDIT_PAGE_SIZE,
        total,
      };
    },
  };
}
