/**
 * Live updates: after a parent signs in, laravel-echo over pusher-js (both loaded on demand)
 * joins the private channel `user.{parentId}` and every `product-order.updated` event updates the
 * subscription store and `$lastOrder`. Nothing here imports either library statically.
 */
export { startRealtime, stopRealtime } from './live';
export { watchRealtime } from './watch';
export { $lastOrder } from './order';
