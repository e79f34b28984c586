import { createHmac, timingSafeEqual } from 'node:crypto';

/** A socket id as Pusher issues them: two whole numbers joined by a dot. */
export const SOCKET_ID = /^\d+\.\d+$/;

/** `key:signature`, the signature being HMAC-SHA256 of `socket_id:channel_name` with the app secret, in hex. */
export function channelAuth(app: { key: string; secret: string }, socketId: string, channel: string): string {
  return `${app.key}:${sign(app.secret, `${socketId}:${channel}`)}`;
}

/** Whether `auth` is what `channelAuth` gives for this socket and channel. */
export function verifyChannelAuth(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(app, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
