import type { DB } from '../db/schema';
import { insertOutboxMessage } from '../repositories/outbox';

export interface Message {
  channel: 'sms' | 'email';
  /** A phone number in international form, or an email address. */
  to: string;
  subject?: string;
  body: string;
  userId?: number;
}

/** Sends texts and emails (recovery codes, receipts). */
export interface MessagesProvider {
  readonly name: string;
  send(message: Message): Promise<void>;
}

/** The sandbox: nothing leaves the server; administrators read the outbox at `GET /api/dev/outbox`. */
export function outboxMessages(db: DB): MessagesProvider {
  return {
    name: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, {
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        userId: message.userId ?? null,
      });
    },
  };
}
