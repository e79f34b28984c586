/** A message on its way out: a text message, or an email with its HTML beside the plain text. */
export interface Message {
  /** The delivery's id: it names the email (`Message-ID`) so that a resent copy is recognisable. */
  id: number;
  channel: 'sms' | 'email';
  /** A phone number in international form, or an email address. */
  to: string;
  subject?: string | null;
  body: string;
  html?: string | null;
}

/** One way out for one channel: an SMTP server, an SMS gateway. */
export interface MessageTransport {
  readonly name: string;
  /** Resolves once the server or gateway took the message; throws a `DeliveryError` otherwise. */
  send(message: Message): Promise<void>;
}

/**
 * Why a send failed, in words safe for a log and the administrator's list (never the message
 * itself). `permanent` failures (a refused address, an invalid number) are not tried again.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/**
 * How a channel's messages leave now: the sandbox outbox (written with the request, read by whoever
 * runs the portal), a real transport, or nothing at all (the channel is not configured).
 */
export type MessageRoute = { kind: 'outbox' } | { kind: 'transport'; transport: MessageTransport } | { kind: 'none' };

/** Chooses a channel's route at each use, from the environment and the site settings. */
export interface MessagesProvider {
  route(channel: Message['channel']): Promise<MessageRoute>;
}
