import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError, type MessageTransport } from './messages';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://...`, as nodemailer reads it. */
  url: string;
  /** The From header, e.g. `Soma <no-reply@school.example>`. */
  from: string;
  /** The host that names messages (`<delivery-1@host>`). */
  messageIdHost: string;
  /** Connection, greeting and socket timeouts. */
  timeoutMs: number;
}

/** Email over SMTP with nodemailer: one connection per message, nothing logged. */
export function smtpMail(options: SmtpOptions): MessageTransport {
  const transporter: Transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    logger: false,
    debug: false,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.body,
          html: message.html ?? undefined,
          messageId: `<delivery-${message.id}@${options.messageIdHost}>`,
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
  };
}

/** A 5xx reply refuses the message for good; anything else (4xx, a dropped connection, a timeout) may pass later. */
function smtpFailure(error: unknown): DeliveryError {
  const e = error as { responseCode?: number; code?: string; command?: string };
  if (typeof e.responseCode === 'number') {
    const permanent = e.responseCode >= 500 && e.command !== 'CONN' && e.command !== 'AUTH';
    return new DeliveryError(
      `The SMTP server answered ${e.responseCode}${e.command ? ` to ${e.command}` : ''}.`,
      permanent,
    );
  }
  return new DeliveryError(`The SMTP server could not be reached (${e.code ?? 'connection failed'}).`);
}
