import { channelEvent } from './protocol';

/** Something that holds subscriptions: one websocket connection. */
export interface Subscriber {
  send(frame: string): void;
}

/** The channels of this instance's sockets, and delivery to them. */
export interface Hub {
  subscribe(channel: string, subscriber: Subscriber): void;
  unsubscribe(channel: string, subscriber: Subscriber): void;
  /** Sends an event (its data already JSON) to this instance's subscribers of `channel`; answers how many. */
  deliver(channel: string, event: string, data: string): number;
  subscribers(channel: string): number;
}

export function createHub(): Hub {
  const channels = new Map<string, Set<Subscriber>>();
  return {
    subscribe(channel, subscriber) {
      let members = channels.get(channel);
      if (!members) channels.set(channel, (members = new Set()));
      members.add(subscriber);
    },
    unsubscribe(channel, subscriber) {
      const members = channels.get(channel);
      if (!members) return;
      members.delete(subscriber);
      if (members.size === 0) channels.delete(channel);
    },
    deliver(channel, event, data) {
      const members = channels.get(channel);
      if (!members) return 0;
      // Encoded once, whatever the number of subscribers.
      const frame = channelEvent(channel, event, data);
      for (const member of members) member.send(frame);
      return members.size;
    },
    subscribers: (channel) => channels.get(channel)?.size ?? 0,
  };
}
