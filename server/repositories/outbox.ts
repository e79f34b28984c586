import type { Executor, OutboxMessage } from '../db/schema';

export interface NewOutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  userId?: number | null;
}

export async function insertOutboxMessage(db: Executor, message: NewOutboxMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      user_id: message.userId ?? null,
    })
    .execute();
}

/** Newest first. */
export function listOutboxMessages(db: Executor, limit = 50): Promise<OutboxMessage[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
