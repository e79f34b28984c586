/**
 * The Pusher Channels websocket protocol (version 7), as far as Soma speaks it: messages are
 * JSON `{ event, channel?, data }`, where the data of channel events travels as a JSON string.
 */

/** Versions whose messages are the ones below; pusher-js 7 and 8 speak 7. */
export const SUPPORTED_PROTOCOLS = [5, 6, 7];

/**
 * Close and error codes. 4000-4099: the client must not reconnect as it is; 4100-4199: reconnect
 * after a back-off; 4200-4299: reconnect at once.
 */
export const Codes = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
} as const;

export interface ClientMessage {
  event: string;
  channel?: string;
  data: unknown;
}

/** A message from a client, or null when it is not one. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { event, channel, data } = value as Record<string, unknown>;
  if (typeof event !== 'string' || event === '') return null;
  if (channel !== undefined && typeof channel !== 'string') return null;
  return { event, channel, data: typeof data === 'string' ? tryParse(data) : data };
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function connectionEstablished(socketId: string, activityTimeoutSeconds: number): string {
  return JSON.stringify({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  });
}

/** `code` null is an error the connection survives and that pusher-js takes no action on. */
export function protocolError(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

export function subscriptionSucceeded(channel: string): string {
  return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
}

/** pusher-js hands this to the channel's `pusher:subscription_error` listeners (laravel-echo's `.error()`). */
export function subscriptionError(channel: string, status: number, error: string): string {
  return JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type: 'AuthError', error, status } });
}

export const PING = JSON.stringify({ event: 'pusher:ping', data: '{}' });
export const PONG = JSON.stringify({ event: 'pusher:pong', data: '{}' });

/** A channel event as every subscriber receives it; `data` is already JSON. */
export function channelEvent(channel: string, event: string, data: string): string {
  return JSON.stringify({ event, channel, data });
}
