import { privateChannel, userChannel as browserUserChannel } from '../../src/api/realtime';
import type { Hub } from '../realtime/hub';

/**
 * Pushes server events to browsers over the Pusher protocol: the private channel
 * `user.{parent_id}` carries `product-order.updated` with the order and the subscription.
 */
export interface Broadcaster {
  readonly name: string;
  /**
   * Hands an event to every subscriber of `channel`, on every instance. Resolves once the event
   * is delivered here and handed on (Redis or the Pusher HTTP API); rejects when it could not be.
   */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** The Pusher app browsers join: its key, the secret that signs their channel authorisations, and where it listens. */
  app?(): Promise<RealtimeApp | null>;
  /** This instance's sockets, when it serves the protocol itself (the built-in server). */
  readonly hub?: Hub;
  /** Called once before the app listens: the built-in broadcaster starts hearing other instances. */
  start?(log: { warn(object: object, message: string): void }): Promise<void>;
  close?(): Promise<void>;
}

export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
  /** Where browsers connect; null for the built-in server, which listens at the portal's own address. */
  client: { host: string; port: number; forceTLS: boolean; cluster: string | null } | null;
}

/** The channel of one account holder as Pusher's protocol names it (the browser's name, made private). */
export function userChannel(parentId: number): string {
  return privateChannel(browserUserChannel(parentId));
}
