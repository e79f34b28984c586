/**
 * The names live updates travel under, for the server that sends them (server/providers/broadcaster.ts)
 * and the SDK that listens (src/realtime/connect.ts).
 */

/** The channel of one account holder, as the browser names it to laravel-echo. */
export function userChannel(parentId: number): string {
  return `user.${parentId}`;
}

/**
 * The name Pusher's protocol gives a private channel: laravel-echo adds the prefix on the browser's
 * side, so the server, which speaks the protocol itself, adds it when it publishes and authorises.
 */
export function privateChannel(name: string): string {
  return `private-${name}`;
}

/** Sent on an account holder's channel at every change of an order, with `{ order, subscription }`. */
export const ORDER_UPDATED = 'product-order.updated';
