import type { Delivery, Executor } from '../db/schema';

export interface NewDelivery {
  channel: 'sms' | 'email';
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
  html: string | null;
  userId: number | null;
}

export async function insertDelivery(db: Executor, delivery: NewDelivery): Promise<number> {
  const row = await db
    .insertInto('deliveries')
    .values({
      channel: delivery.channel,
      recipient: delivery.recipient,
      template: delivery.template,
      subject: delivery.subject,
      body: delivery.body,
      html: delivery.html,
      user_id: delivery.userId,
      state: 'queued',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findDelivery(db: Executor, id: number): Promise<Delivery | undefined> {
  return db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts a try; answers false when the message is no longer waiting (sent or given up by another try). */
export async function countDeliveryTry(db: Executor, id: number, error: string | null): Promise<boolean> {
  const result = await db
    .updateTable('deliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sent: the text goes, the record stays. */
export async function markDeliverySent(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ state: 'sent', sent_at: at, body: null, html: null, last_error: null })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .execute();
}

/** Given up: the text goes, the reason stays for the administrator. */
export async function markDeliveryFailed(db: Executor, id: number, error: string, at: Date): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ state: 'failed', failed_at: at, body: null, html: null, last_error: error })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .execute();
}

/** The latest messages given up, newest first. */
export function listFailedDeliveries(db: Executor, limit: number): Promise<Delivery[]> {
  return db
    .selectFrom('deliveries')
    .selectAll()
    .where('state', '=', 'failed')
    .orderBy('failed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
