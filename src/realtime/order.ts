import { atom } from 'nanostores';
import type { Order } from '../api/structs';
import { onLogout } from '../stores/session';

/** The order the last `product-order.updated` event carried; null until one arrives. */
export const $lastOrder = atom<Order | null>(null);

onLogout(() => $lastOrder.set(null));
