import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { channelKind, isValidChannel } from './channels';
import type { Hub, Subscriber } from './hub';
import {
  Codes,
  connectionEstablished,
  parseClientMessage,
  PING,
  PONG,
  protocolError,
  subscriptionError,
  subscriptionSucceeded,
  type ClientMessage,
} from './protocol';
import { verifyChannelAuth } from './signature';

export interface ConnectionOptions {
  app: { key: string; secret: string };
  hub: Hub;
  activityTimeoutSeconds: number;
  /** Told once, when the connection first holds a private channel (a signed subscription). */
  onAuthenticated?: () => void;
}

/** Channels one socket may hold; a browser tab needs one. */
const MAX_CHANNELS = 100;
/** A client that stops reading is dropped before its unsent events fill the server's memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One client socket: its subscriptions and the protocol's conversation. */
export class Connection implements Subscriber {
  readonly socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  /** When the client last said anything (milliseconds). */
  lastActivity = Date.now();
  /** When the server pinged a silent client; null while the client is active. */
  pingedAt: number | null = null;
  #channels: Set<string> | null = null;
  /** Whether the connection holds a private channel, so someone signed in stands behind it. */
  authenticated = false;

  constructor(
    readonly ws: WebSocket,
    private readonly options: ConnectionOptions,
  ) {}

  open(): void {
    this.send(connectionEstablished(this.socketId, this.options.activityTimeoutSeconds));
  }

  send(frame: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(Codes.reconnect, 'Client is not reading');
      return;
    }
    this.ws.send(frame);
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) this.ws.close(code, reason);
  }

  /** Any frame from the client, a websocket pong included, shows it is alive. */
  touch(): void {
    this.lastActivity = Date.now();
    this.pingedAt = null;
  }

  ping(): void {
    this.pingedAt = Date.now();
    this.send(PING);
  }

  receive(raw: string): void {
    this.touch();
    const message = parseClientMessage(raw);
    if (!message) return this.send(protocolError(null, 'Invalid message format'));
    switch (message.event) {
      case 'pusher:ping':
        return this.send(PONG);
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(message);
      case 'pusher:unsubscribe':
        return this.unsubscribe(message);
      default:
        if (message.event.startsWith('client-')) return this.send(protocolError(null, 'Client events are not enabled'));
        return this.send(protocolError(null, `Unsupported event: ${message.event.slice(0, 64)}`));
    }
  }

  /** Leaves every channel; called once the socket is closed. */
  closed(): void {
    for (const channel of this.#channels ?? []) this.options.hub.unsubscribe(channel, this);
    this.#channels = null;
  }

  private subscribe(message: ClientMessage): void {
    const data = (message.data ?? {}) as Record<string, unknown>;
    const channel = data.channel;
    if (typeof channel !== 'string' || !isValidChannel(channel)) {
      return this.send(protocolError(null, 'Invalid channel name'));
    }
    const kind = channelKind(channel);
    if (kind === 'presence' || kind === 'encrypted') {
      return this.send(
        subscriptionError(channel, 400, `${kind === 'presence' ? 'Presence' : 'Encrypted'} channels are not supported`),
      );
    }
    if (kind === 'private' && !verifyChannelAuth(this.options.app, this.socketId, channel, data.auth)) {
      this.send(subscriptionError(channel, 401, 'Invalid signature'));
      return this.send(
        protocolError(Codes.unauthorized, `Connection is unauthorized: invalid signature for ${channel}`),
      );
    }
    const channels = (this.#channels ??= new Set());
    if (!channels.has(channel)) {
      if (channels.size >= MAX_CHANNELS) return this.send(protocolError(null, 'Too many channels on one connection'));
      channels.add(channel);
      this.options.hub.subscribe(channel, this);
      if (kind === 'private' && !this.authenticated) {
        this.authenticated = true;
        this.options.onAuthenticated?.();
      }
    }
    this.send(subscriptionSucceeded(channel));
  }

  private unsubscribe(message: ClientMessage): void {
    const channel = (message.data as Record<string, unknown> | null)?.channel;
    if (typeof channel !== 'string' || !this.#channels?.delete(channel)) return;
    this.options.hub.unsubscribe(channel, this);
  }
}
