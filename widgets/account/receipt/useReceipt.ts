import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { getReceipt } from '../../../src/api/shop';
import type { Order } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import { $lastOrder, startRealtime } from '../../../src/realtime';
import { $app } from '../../../src/stores/app';
import { $subscription } from '../../../src/stores/subscription';

/**
 * While a payment is pending the receipt also asks the server: once early, since an event sent
 * while the channel was still being joined is lost, then rarely beside live updates and often
 * without them.
 */
const FIRST_CHECK_MS = 2000;
const CHECK_LIVE_MS = 15000;
const CHECK_ALONE_MS = 3000;

export interface ReceiptState {
  order: Order | null;
  /** The server has no such order for this account. */
  missing: boolean;
  refresh: () => Promise<void>;
}

/**
 * One order's receipt, kept current: the `product-order.updated` event replaces it as it arrives,
 * and a change of the plan it paid for (a reconnection, the re-fetch after a card update) fetches
 * it again.
 */
export function useReceipt(orderId: number): ReceiptState {
  const [order, setOrder] = useState<Order | null>(null);
  const [missing, setMissing] = useState(false);
  const live = useStore($lastOrder);
  const plan = useStore($subscription);
  const realtime = useStore($app)?.realtime;

  const refresh = useCallback(async () => {
    const answer = await send(getReceipt, { order_id: orderId });
    if (answer.ok) setOrder(answer.data);
    else if (answer.status === 404) setMissing(true);
  }, [orderId]);

  useEffect(() => {
    setOrder(null);
    setMissing(false);
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (live?.order_id === orderId) setOrder(live);
  }, [live, orderId]);

  useEffect(() => {
    if (plan && order && plan.product_order_id === orderId && plan.status !== order.status) void refresh();
  }, [plan]);

  const pending = order?.status === 'pending_payment';
  useEffect(() => {
    if (!pending) return;
    void startRealtime();
    const every = realtime ? CHECK_LIVE_MS : CHECK_ALONE_MS;
    let timer = setTimeout(function check() {
      void refresh();
      timer = setTimeout(check, every);
    }, Math.min(FIRST_CHECK_MS, every));
    return () => clearTimeout(timer);
  }, [pending, realtime, refresh]);

  return { order, missing, refresh };
}
