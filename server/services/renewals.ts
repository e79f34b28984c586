import type { Bundle, Order, SubscriptionRow } from '../db/schema';
import { readMpesaPhone } from '../../src/api/phone';
import { balanceOf } from '../repositories/ledger';
import { findOrder, findOrderByKey, findPendingOrder } from '../repositories/orders';
import {
  claimDueRetries,
  claimDueSubscription,
  claimPendingOrders,
  expireSubscriptions,
  findLastMpesaNumber,
  listDueSubscriptions,
  scheduleRetry,
} from '../repositories/renewals';
import { updateSubscription } from '../repositories/subscriptions';
import { currentCard } from '../providers/card-switch';
import { findUserById } from '../repositories/users';
import type { ServiceContext } from './context';
import { nextRetryAt } from './retry-schedule';
import type { OrdersLog, OrdersService } from './orders';
import type { PaymentChoice } from './payments';
import { quote } from './quotes';
import { renewalPrice } from './plan-prices';
import { listPriceChanges } from '../repositories/bundles';

export const UNSENT_MESSAGE = 'The M-Pesa payment request could not be confirmed. Please try again.';
/** Rows one pass takes of each kind; the next pass takes the rest. */
const BATCH = 50;

export interface SweepReport {
  /** Plans moved to expired. */
  expired: number;
  /** Renewal orders written (and their payment started). */
  renewed: number;
  /** Pending orders that a provider's answer (or the lack of a request) settled. */
  settled: number;
  /** Declined renewals charged again on their schedule. */
  retried: number;
}

export interface RenewalsService {
  /**
   * One pass of the renewal sweep: expire plans that will not be paid, bill plans whose billing
   * date has come, and settle payments whose result never arrived. Every change is broadcast.
   * Safe when several instances sweep at once: each row is claimed by one of them.
   */
  sweep(): Promise<SweepReport>;
  logTo(log: OrdersLog): void;
}

/*
 * A renewal is an order like any other (kind `renewal`), so it follows the same transitions: the
 * plan waits in pending_payment from its billing date until the charge lands (active, with the
 * next period counted from the billing date), or shows failed / failed_declined, when the parent
 * may fix the card and retry. Its price is the plan's plus what the account owes (balance above
 * 0); its credit is what the account holds (balance below 0), both settled when it is paid.
 */
export function renewalsService(ctx: ServiceContext, deps: { orders: OrdersService }): RenewalsService {
  const { db, providers, config } = ctx;
  const { orders } = deps;
  let log: OrdersLog = { error: (object, message) => console.error(message, object) };

  async function expire(): Promise<number> {
    const at = ctx.now();
    const expired = await expireSubscriptions(db, at, new Date(at.getTime() - config.renewals.unpaidGraceMs), BATCH);
    for (const plan of expired) {
      const order = plan.product_order_id ? await findOrder(db, plan.product_order_id) : undefined;
      if (order) await orders.announce(order);
    }
    return expired.length;
  }

  /** How the renewal is paid: the default card, or a prompt to the parent's number. Asked before any lock is taken. */
  async function paymentFor(plan: Pick<SubscriptionRow, 'user_id' | 'payment_method'>): Promise<PaymentChoice> {
    const user = await findUserById(db, plan.user_id);
    if (plan.payment_method === 'mpesa') {
      const phone = readMpesaPhone(user?.phone_number ?? '') ?? (await findLastMpesaNumber(db, plan.user_id));
      // With no number to prompt, the order fails at once and the parent sees why.
      return { method: 'mpesa', phone: phone ?? '' };
    }
    const provider = await currentCard(providers.card);
    const card = provider && user
      ? await provider.defaultCard({ userId: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() })
      : null;
    return { method: 'card', cardId: card?.id ?? '', card };
  }

  async function renew(plan: SubscriptionRow): Promise<Order | null> {
    const billingDate = plan.next_billing_date!;
    const payment = await paymentFor(plan);
    const key = `renewal-${plan.id}-${billingDate.toISOString()}`;
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await claimDueSubscription(trx, plan.id, billingDate);
      if (!due) return null;
      // A plan change still being paid for goes first; the next pass renews.
      if (await findPendingOrder(trx, due.user_id)) return null;
      if (await findOrderByKey(trx, due.user_id, key)) return null;
      const at = ctx.now();
      // The family's price, or a changed one once its notice has run (docs/plans.md).
      const held = renewalPrice(due, await listPriceChanges(trx, due.product_id), billingDate);
      const terms: Bundle = {
        id: due.product_id,
        students: due.students,
        duration: due.duration,
        price: held.price,
        savings: 0,
        active: true,
        position: 0,
        created_at: at,
        updated_at: at,
      };
      const order = await orders.create(trx, {
        userId: due.user_id,
        kind: 'renewal',
        bundle: terms,
        // The plan's price, with what the account owes added or its credit spent.
        charge: quote('renewal', terms, undefined, await balanceOf(trx, due.user_id), at),
        payment,
        setsMethod: true,
        idempotencyKey: key,
        priceFrom: held.price_from,
      });
      await updateSubscription(trx, due.id, { status: 'pending_payment', product_order_id: order.id, payment_method: payment.method }, at);
      return order;
    });
    if (!claimed) return null;
    await orders.announce(claimed);
    return orders.start(claimed);
  }

  async function renewDue(): Promise<number> {
    let renewed = 0;
    for (const plan of await listDueSubscriptions(db, ctx.now(), BATCH)) {
      try {
        if (await renew(plan)) renewed += 1;
      } catch (error) {
        log.error({ err: error, subscription_id: plan.id }, 'renewing a plan failed');
      }
    }
    return renewed;
  }

  /**
   * Charges declined renewals again when their retry is due, on the card that is the default now.
   * The order moves from failed_declined to pending once (orders.retry), so a retry racing a new
   * card's retry charges once; each attempt has its own idempotency key with the provider.
   */
  async function retryDeclined(): Promise<number> {
    let retried = 0;
    for (const claim of await claimDueRetries(db, ctx.now(), BATCH)) {
      try {
        const payment = await paymentFor({ user_id: claim.user_id, payment_method: 'card' });
        if (payment.method !== 'card' || !payment.card) {
          // No card to charge: the next slot may find one.
          const order = await findOrder(db, claim.id);
          if (order) await scheduleRetry(db, order.id, nextRetryAt(order, config.renewals));
          continue;
        }
        let after = await orders.retry(claim.id, { choice: payment });
        if (after) retried += 1;
        // A card set while this try was under way is tried at once: its own retry saw the order
        // pending and left it to this one.
        if (after?.status === 'failed_declined') {
          const now = await paymentFor({ user_id: claim.user_id, payment_method: 'card' });
          if (now.method === 'card' && now.card && now.cardId !== payment.cardId) after = await orders.retry(claim.id, { choice: now });
        }
      } catch (error) {
        log.error({ err: error, order_id: claim.id }, 'retrying a declined renewal failed');
      }
    }
    return retried;
  }

  async function settleStuck(): Promise<number> {
    const at = ctx.now();
    const ids = await claimPendingOrders(db, new Date(at.getTime() - config.renewals.pendingAfterMs), at, BATCH);
    let settled = 0;
    for (const id of ids) {
      try {
        const order = await findOrder(db, id);
        if (!order || order.status !== 'pending_payment') continue;
        const unsent = order.payment_method === 'mpesa' && !order.provider_reference && order.amount - order.deferred > 0;
        let after: Order | undefined;
        if (!unsent) after = await orders.reconcile(id);
        else if (at.getTime() - order.updated_at.getTime() >= config.renewals.unsentAfterMs) {
          // Whether a prompt went out is unknown, and prompting again could charge twice.
          after = await orders.settle(id, { status: 'failed', reason: 'unsent', message: UNSENT_MESSAGE });
        }
        if (after && after.status !== 'pending_payment') settled += 1;
      } catch (error) {
        log.error({ err: error, order_id: id }, 'settling a pending order failed');
      }
    }
    return settled;
  }

  return {
    async sweep() {
      const expired = await expire();
      const renewed = await renewDue();
      const retried = await retryDeclined();
      const settled = await settleStuck();
      return { expired, renewed, settled, retried };
    },
    logTo(next) {
      log = next;
    },
  };
}
