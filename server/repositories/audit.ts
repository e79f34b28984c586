import type { AuditChanges, AuditEvent, Executor } from '../db/schema';

export function insertAuditEvent(
  db: Executor,
  event: { actorId: number | null; actor: string; subject: string; changes: AuditChanges; at: Date },
): Promise<void> {
  return db
    .insertInto('audit_events')
    .values({
      actor_id: event.actorId,
      actor: event.actor,
      subject: event.subject,
      changes: JSON.stringify(event.changes),
      created_at: event.at,
    })
    .execute()
    .then(() => undefined);
}

/** A page of the trail, newest first; `total` counts every event. */
export async function listAuditEvents(
  db: Executor,
  page: { offset: number; limit: number },
): Promise<{ events: AuditEvent[]; total: number }> {
  const events = await db
    .selectFrom('audit_events')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { count } = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { events, total: Number(count) };
}
