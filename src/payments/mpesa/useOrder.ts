import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getReceipt } from '../../api/shop';
import type { Order } from '../../api/structs';
import { send } from '../../client/request';
import { $lastOrder, startRealtime } from '../../realtime';
import { $app } from '../../stores/app';
import { $subscription, loadSubscription } from '../../stores/subscription';

/**
 * While a payment is pending the order is also asked for: once early, since an event sent while
 * the channel was still being joined is lost, then rarely beside live updates and often without
 * them.
 */
const FIRST_CHECK_MS = 2000;
const CHECK_LIVE_MS = 15000;
const CHECK_ALONE_MS = 3000;

export interface OrderState {
  order: Order | null;
  /** The server has no such order for this account. */
  missing: boolean;
  refresh: () => Promise<void>;
}

/**
 * One order, kept current: the `product-order.updated` event replaces it as it arrives, and a
 * change of the plan it paid for (a reconnection, the re-fetch after a card update) fetches it
 * again. When its payment is decided the plan is fetched again too, so that everything that
 * follows the plan (the portal's menus, the welcome screen) opens the moment it is paid. `first`
 * is the order as a checkout answered it, shown until the server is asked.
 */
export function useOrder(orderId: number, first: Order | null = null): OrderState {
  const [order, setOrder] = useState<Order | null>(first);
  const [missing, setMissing] = useState(false);
  const live = useStore($lastOrder);
  const plan = useStore($subscription);
  const realtime = useStore($app)?.realtime;
  const status = useRef(first?.status);

  const refresh = useCallback(async () => {
    const answer = await send(getReceipt, { order_id: orderId });
    if (answer.ok) setOrder(answer.data);
    else if (answer.status === 404) setMissing(true);
  }, [orderId]);

  useEffect(() => {
    if (!first) setOrder(null);
    setMissing(false);
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (live?.order_id === orderId) setOrder(live);
  }, [live, orderId]);

  useEffect(() => {
    if (plan && order && plan.product_order_id === orderId && plan.status !== order.status) void refresh();
  }, [plan]);

  useEffect(() => {
    const was = status.current;
    status.current = order?.status;
    if (was === 'pending_payment' && order && order.status !== 'pending_payment') void loadSubscription();
  }, [order?.status]);

  const pending = order?.status === 'pending_payment';
  useEffect(() => {
    if (!pending) return;
    void startRealtime();
    const every = realtime ? CHECK_LIVE_MS : CHECK_ALONE_MS;
    let timer = setTimeout(
      function check() {
        void refresh();
        timer = setTimeout(check, every);
      },
      Math.min(FIRST_CHECK_MS, every),
    );
    return () => clearTimeout(timer);
  }, [pending, realtime, refresh]);

  return { order, missing, refresh };
}
