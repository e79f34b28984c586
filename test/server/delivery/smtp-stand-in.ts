import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received email: its envelope, a few headers and the raw text (both MIME parts). */
export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string;
  subject: string;
  raw: string;
}

export interface SmtpStandIn {
  /** `smtp://user:pass@127.0.0.1:port`, for SMTP_URL or the `smtp_url` setting. */
  url: string;
  mails: ReceivedMail[];
  /** The code in the newest mail to `to`. */
  codeFor(to: string): string | null;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'soma';
const PASSWORD = 'smtp-password';

/**
 * A real SMTP server (the `smtp-server` package) on loopback that takes mail after AUTH with one
 * user, and keeps each message once it has all of it. `kill()` cuts it off mid-conversation.
 */
export async function startSmtpServer(): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer;

  function make(): SMTPServer {
    return new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', () => undefined);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: header('Message-ID'),
            subject: header('Subject'),
            raw,
          });
          callback();
        });
      },
    });
  }

  async function listen(): Promise<void> {
    server = make();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  }

  async function kill(): Promise<void> {
    const closed = new Promise<void>((resolve) => server.server.close(() => resolve()));
    for (const connection of server.connections) (connection as { _socket?: { destroy(): void } })._socket?.destroy();
    await closed;
  }

  await listen();
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    mails,
    codeFor(to) {
      const mail = mails.filter((m) => m.to.includes(to)).at(-1);
      return mail?.raw.match(/reset code is (\d{6})/)?.[1] ?? null;
    },
    kill,
    restart: listen,
    stop: kill,
  };
}
