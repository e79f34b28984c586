import type { DeliveryFailure } from '../../src/api/deliveries';
import type { DeliveryConfig } from '../config';
import type { JobKind } from '../jobs/queue';
import { renderEmail, renderSms, type MessageValues } from '../messages/render';
import type { TemplateName } from '../messages/catalogue';
import type { Executor } from '../db/schema';
import { DeliveryError, type MessageRoute } from '../providers/messages';
import {
  countDeliveryTry,
  findDelivery,
  insertDelivery,
  listFailedDeliveries,
  markDeliveryFailed,
  markDeliverySent,
} from '../repositories/deliveries';
import { insertOutboxMessage } from '../repositories/outbox';
import type { ServiceContext } from './context';

/** A message the server writes to someone: which template, with what values, to whom. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  template: TemplateName;
  values: MessageValues;
  userId?: number | null;
  locale?: string;
}

/** What the delivery job carries: the delivery's id, nothing else (the text stays in the database). */
export interface DeliveryJob {
  deliveryId: number;
}

/** A message as the sandbox outbox took it. */
export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
}

/** How each channel's messages leave now (the settings decide), read before a transaction that writes messages. */
export type MessageRoutes = Record<OutgoingMessage['channel'], MessageRoute['kind']>;

/** A message written inside a caller's transaction: what to do once that transaction commits. */
export type WrittenMessage = { kind: 'outbox'; entry: OutboxEntry } | { kind: 'delivery' };

/** What one try of a delivery came to; a try that may pass later throws a `DeliveryError` instead. */
export type DeliveryOutcome = 'sent' | 'refused' | 'done before';

export interface MessagesService {
  /** Whether a message on `channel` leaves this site now: false while nothing is configured to carry it. */
  canSend(channel: OutgoingMessage['channel']): Promise<boolean>;
  /**
   * Writes the message out: into the sandbox outbox, or as a delivery queued for the job that
   * sends it (committed with its job, so neither exists without the other).
   */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * How each channel leaves now. Read before the transaction that `write`s (it reads the settings);
   * where a channel goes to a transport, the job queue is started too (on PGlite a start inside the
   * transaction would wait for its one connection).
   */
  routes(): Promise<MessageRoutes>;
  /**
   * Writes the message inside the caller's transaction, by the channel's route as `routes` read it:
   * into the sandbox outbox, or as a delivery with its job (nothing where the channel has no route).
   * Hand what it answers to `written` once the transaction commits.
   */
  write(trx: Executor, message: OutgoingMessage, routes: MessageRoutes): Promise<WrittenMessage | null>;
  /** After the transaction that wrote them commits: wakes the delivery jobs, and tells the outbox's listeners. */
  written(messages: readonly WrittenMessage[]): void;
  /** One try of the delivery job; throws a `DeliveryError` to be retried. */
  deliver(deliveryId: number): Promise<DeliveryOutcome>;
  /** The job's tries are spent: the delivery is recorded as failed. */
  giveUp(deliveryId: number): Promise<void>;
  /** The latest deliveries given up, newest first, for administrators. */
  failures(): Promise<DeliveryFailure[]>;
  /**
   * Hears each message the sandbox outbox takes on this instance: `npm start` prints them, so that
   * whoever runs the portal offline reads a recovery code in its terminal. Never called once
   * messages really leave.
   */
  watchOutbox(listener: (entry: OutboxEntry) => void): void;
}

/** The job kind that sends a delivery, with the retries the configuration allows. */
export function deliveryJob(delivery: DeliveryConfig): JobKind<DeliveryJob> {
  return {
    name: 'deliver-message',
    retryLimit: delivery.retries,
    retryDelaySeconds: delivery.retryDelaySeconds,
    // An SMTP or gateway call ends by the delivery timeout; past twice that, the try's instance stopped.
    expireInSeconds: Math.max(30, Math.ceil((delivery.timeoutMs * 2) / 1000)),
  };
}

const FAILURES_LISTED = 50;

function unconfigured(channel: OutgoingMessage['channel'], permanent: boolean): DeliveryError {
  return new DeliveryError(
    channel === 'email' ? 'No SMTP server is configured.' : 'No SMS gateway is configured.',
    permanent,
  );
}

export function messagesService(ctx: ServiceContext): MessagesService {
  const { db, jobs } = ctx;
  const job = deliveryJob(ctx.config.delivery);
  const provider = ctx.providers.messages;
  const outboxListeners: Array<(entry: OutboxEntry) => void> = [];

  /** The message, rendered in its language, into the outbox or the delivery queue (with its job) on `executor`. */
  async function write(
    executor: Executor,
    message: OutgoingMessage,
    routes: MessageRoutes,
  ): Promise<WrittenMessage | null> {
    const route = routes[message.channel];
    if (route === 'none') return null;
    const email = message.channel === 'email' ? renderEmail(message.template, message.values, message.locale) : null;
    const body = email ? email.text : renderSms(message.template, message.values, message.locale);
    if (route === 'outbox') {
      await insertOutboxMessage(executor, {
        channel: message.channel,
        recipient: message.to,
        subject: email?.subject,
        body,
        userId: message.userId,
      });
      return {
        kind: 'outbox',
        entry: { channel: message.channel, to: message.to, subject: email?.subject ?? null, body },
      };
    }
    const deliveryId = await insertDelivery(executor, {
      channel: message.channel,
      recipient: message.to,
      template: message.template,
      subject: email?.subject ?? null,
      body,
      html: email?.html ?? null,
      userId: message.userId ?? null,
    });
    await jobs.send(executor, job, { deliveryId });
    return { kind: 'delivery' };
  }

  function written(messages: readonly WrittenMessage[]): void {
    if (messages.some((message) => message.kind === 'delivery')) jobs.wake(job);
    for (const message of messages) {
      if (message.kind !== 'outbox') continue;
      for (const listener of outboxListeners) listener(message.entry);
    }
  }

  return {
    async canSend(channel) {
      return (await provider.route(channel)).kind !== 'none';
    },

    async send(message) {
      const route = await provider.route(message.channel);
      if (route.kind === 'none') throw unconfigured(message.channel, true);
      const routes = { email: route.kind, sms: route.kind };
      if (route.kind === 'outbox') return written([(await write(db, message, routes))!]);
      // Started before the transaction: on PGlite a start inside it would wait for its one connection.
      await jobs.start();
      const queued = await db.transaction().execute((trx) => write(trx, message, routes));
      written([queued!]);
    },

    async routes() {
      const [email, sms] = await Promise.all([provider.route('email'), provider.route('sms')]);
      if (email.kind === 'transport' || sms.kind === 'transport') await jobs.start();
      return { email: email.kind, sms: sms.kind };
    },

    write,

    written,

    async deliver(deliveryId) {
      const row = await findDelivery(db, deliveryId);
      // Sent or given up already: the job ran again after a try that finished (its instance stopped
      // before the queue heard of it), or after the message was refused for good.
      if (!row || row.state !== 'queued' || row.body === null) return 'done before';
      try {
        const route = await provider.route(row.channel);
        // Retried: an administrator may set the transport again before the tries are spent.
        if (route.kind !== 'transport') throw unconfigured(row.channel, false);
        await route.transport.send({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          body: row.body,
          html: row.html,
        });
      } catch (error) {
        const failure = error instanceof DeliveryError ? error : new DeliveryError('The message could not be sent.');
        await countDeliveryTry(db, row.id, failure.message);
        if (!failure.permanent) throw failure;
        await markDeliveryFailed(db, row.id, failure.message, ctx.now());
        return 'refused';
      }
      await markDeliverySent(db, row.id, ctx.now());
      return 'sent';
    },

    async giveUp(deliveryId) {
      const row = await findDelivery(db, deliveryId);
      if (row?.state === 'queued')
        await markDeliveryFailed(db, row.id, row.last_error ?? 'The message could not be sent.', ctx.now());
    },

    watchOutbox(listener) {
      outboxListeners.push(listener);
    },

    async failures() {
      return (await listFailedDeliveries(db, FAILURES_LISTED)).map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        template: row.template,
        error: row.last_error ?? '',
        attempts: row.attempts,
        created_at: row.created_at.toISOString(),
        failed_at: (row.failed_at ?? row.created_at).toISOString(),
      }));
    },
  };
}
