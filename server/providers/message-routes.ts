import type { DB } from '../db/schema';
import type { MessageRoute, MessagesProvider, MessageTransport } from './messages';
import { smsGateway, type SmsGatewaySettings } from './sms-gateway';
import { settingTexts } from './setting-texts';
import { smtpMail } from './smtp-mail';

export interface MessageRoutesOptions {
  db: DB;
  /** SMTP_URL: the SMTP server when the site settings name none. */
  smtpUrl: string | null;
  /** MAIL_FROM, unless the site settings say otherwise. */
  mailFrom: string;
  /** The portal's address: its host names the messages. */
  publicUrl: string;
  /** The built-in sandbox may take messages (SOMA_DEMO or SOMA_SANDBOX). */
  sandbox: boolean;
  timeoutMs: number;
}

/** What the settings say about the ways out, read at each use. */
interface MessageSettings {
  smtpUrl: string;
  mailFrom: string;
  sms: SmsGatewaySettings | null;
}

/**
 * The ways out, chosen at each use: once an SMTP server or an SMS gateway is configured the
 * outbox is off and each channel goes by its own transport, or nowhere when it has none (email by
 * `smtp_url` or SMTP_URL, text messages by `sms_url`); until then the sandbox outbox takes both
 * where this deployment runs the sandbox. Transports are kept per configuration, so a saved
 * setting is used from the next message on and a gateway's OAuth token is reused until then.
 */
export function messageRoutes(options: MessageRoutesOptions): MessagesProvider {
  const transports = new Map<string, MessageTransport>();
  const messageIdHost = new URL(options.publicUrl).hostname || 'soma.invalid';

  function kept(key: string, make: () => MessageTransport): MessageTransport {
    let transport = transports.get(key);
    if (!transport) {
      transport = make();
      transports.set(key, transport);
    }
    return transport;
  }

  async function settings(): Promise<MessageSettings> {
    const text = await settingTexts(options.db);
    const smsUrl = text('sms_url');
    return {
      smtpUrl: text('smtp_url') || options.smtpUrl || '',
      mailFrom: text('mail_from') || options.mailFrom,
      sms: smsUrl
        ? {
            url: smsUrl,
            username: text('sms_username'),
            password: text('sms_password'),
            oauthId: text('sms_oauth_id'),
            oauthSecret: text('sms_oauth_secret'),
          }
        : null,
    };
  }

  return {
    async route(channel): Promise<MessageRoute> {
      const current = await settings();
      if (!current.smtpUrl && !current.sms) return options.sandbox ? { kind: 'outbox' } : { kind: 'none' };
      if (channel === 'email') {
        if (!current.smtpUrl) return { kind: 'none' };
        const { smtpUrl: url, mailFrom: from } = current;
        const transport = kept(JSON.stringify(['smtp', url, from]), () =>
          smtpMail({ url, from, messageIdHost, timeoutMs: options.timeoutMs }),
        );
        return { kind: 'transport', transport };
      }
      const sms = current.sms;
      if (!sms) return { kind: 'none' };
      const transport = kept(JSON.stringify(['sms', sms]), () => smsGateway(sms, { timeoutMs: options.timeoutMs }));
      return { kind: 'transport', transport };
    },
  };
}
