import type { Bundle, Order, SubscriptionRow } from '../db/schema';
import { readMpesaPhone } from '../../src/api/phone';
import { balanceOf } from '../repositories/ledger';
import { findOrder, findOrderByKey, findPendingOrder } from '../repositories/orders';
import {
  claimDueRetries,
  claimDueRetry,
  claimDueSubscription,
  claimPendingOrders,
  expireSubscriptions,
  findSubscriptionRow,
  listDueSubscriptions,
  queueDueSubscriptions,
  releaseQueuedSubscription,
  retryAtOf,
  scheduleRetry,
} from '../repositories/renewals';
import { updateSubscription } from '../repositories/subscriptions';
import { DEFAULT_PROVIDER_CONCURRENCY, DEFAULT_RENEWAL_CONCURRENCY } from '../config';
import { eachLimited, keyedLimiter } from '../lib/limiter';
import { queueRetry, renewalJob } from './renewal-jobs';
import { currentCard } from '../providers/card-switch';
import { findUserById } from '../repositories/users';
import type { ServiceContext } from './context';
import { nextRetryAt } from './retry-schedule';
import { noticeEndedPlans, type NoticesService } from './notices';
import type { OrdersLog, OrdersService } from './orders';
import type { PaymentChoice } from './payments';
import { nextCharge } from './billing';
import { listPriceChanges } from '../repositories/bundles';
import { purgeExpiredBooks } from './retention';

export const UNSENT_MESSAGE = 'The M-Pesa payment request could not be confirmed. Please try again.';
/** Rows one statement takes of each kind; a pass goes on until a statement takes fewer. */
const BATCH = 200;
/** Plans whose renewal jobs are queued in one transaction. */
const QUEUE_BATCH = 1000;

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

export interface DispatchReport {
  expired: number;
  /** Plans whose renewal job was queued. */
  queued: number;
  settled: number;
}

/** What one renewal job did: wrote the order, found the plan no longer due then, or left it to a later pass. */
export type RenewalOutcome = 'renewed' | 'not due' | 'later';

/** What one retry job did: charged again, found the retry not due yet (queued again), or had nothing to do. */
export type RetryOutcome = 'retried' | 'later' | 'done';

export interface RenewalsService {
  /**
   * The scheduled pass on the job queue: expires plans that will not be paid, queues a renewal
   * job for each plan whose billing date has come (found by an index, in batches; each plan
   * once per date, however many instances dispatch), and settles payments whose result never
   * arrived. Declined renewals are not looked for: each one's retry is a job queued for its time.
   */
  dispatch(): Promise<DispatchReport>;
  /** The renewal job: bills the plan for `billingDate` if it is still due then; at most once. */
  renewPlan(subscriptionId: number, billingDate: Date): Promise<RenewalOutcome>;
  /** Lets the next dispatch queue the plan's renewal for `billingDate` again (its job was given up). */
  releaseQueued(subscriptionId: number, billingDate: Date): Promise<void>;
  /** The retry job: charges a declined renewal again if its retry is due; at most once per slot. */
  retryRenewal(orderId: number): Promise<RetryOutcome>;
  /**
   * Everything due now done here and awaited, without the queue: expiries, renewals (several at
   * once), the retries due by `now()` and the pending payments. Safe beside the jobs and other
   * instances: every renewal, retry and settlement is claimed by one of them in the database.
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
export function renewalsService(
  ctx: ServiceContext,
  deps: { orders: OrdersService; notices: Pick<NoticesService, 'scan' | 'relay'> },
): RenewalsService {
  const { db, providers, config, jobs } = ctx;
  const { orders } = deps;
  let log: OrdersLog = { error: (object, message) => console.error(message, object) };
  const concurrency = config.renewals.concurrency ?? DEFAULT_RENEWAL_CONCURRENCY;
  // Each payment provider is asked for at most this many renewals at once by this instance.
  const perProvider = keyedLimiter(config.renewals.providerConcurrency ?? DEFAULT_PROVIDER_CONCURRENCY);

  async function expire(): Promise<number> {
    let total = 0;
    // A cancelled plan's end is told to its family, recorded as it expires (services/notices.ts).
    await jobs.start();
    for (;;) {
      const at = ctx.now();
      const expired = await db
        .transaction()
        .execute(async (trx) =>
          noticeEndedPlans(
            ctx,
            trx,
            await expireSubscriptions(trx, at, new Date(at.getTime() - config.renewals.unpaidGraceMs), BATCH),
          ),
        );
      for (const plan of expired) {
        const order = plan.product_order_id ? await findOrder(db, plan.product_order_id) : undefined;
        if (order) await orders.announce(order);
      }
      total += expired.length;
      if (expired.length < BATCH) return total;
    }
  }

  /**
   * How the renewal is paid: the default card, or a prompt to the plan's renewal number (else the
   * profile's), as the next-charge rule names it. Asked before any lock is taken.
   */
  async function paymentFor(
    plan: Pick<SubscriptionRow, 'user_id' | 'payment_method'> & { renewal_phone?: string | null },
  ): Promise<PaymentChoice> {
    const user = await findUserById(db, plan.user_id);
    if (plan.payment_method === 'mpesa') {
      const phone = plan.renewal_phone ?? readMpesaPhone(user?.phone_number ?? '');
      // With no number to prompt, the order fails at once and the parent sees why.
      return { method: 'mpesa', phone: phone ?? '' };
    }
    const provider = await currentCard(providers.card);
    const card =
      provider && user
        ? await provider.defaultCard({
            userId: user.id,
            email: user.email,
            name: `${user.first_name} ${user.last_name}`.trim(),
          })
        : null;
    return { method: 'card', cardId: card?.id ?? '', card };
  }

  /**
   * Writes the plan's renewal order and starts its payment. The plan moves from active (due on
   * `billingDate`) to pending_payment in the transaction that writes the order, under the plan's
   * lock: a second try, here or on another instance, finds it no longer due.
   */
  async function renew(plan: SubscriptionRow, billingDate: Date): Promise<RenewalOutcome> {
    const payment = await paymentFor(plan);
    const key = `renewal-${plan.id}-${billingDate.toISOString()}`;
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await claimDueSubscription(trx, plan.id, billingDate);
      if (!due) return 'not due' as const;
      // A plan change still being paid for goes first; a later pass renews.
      if (await findPendingOrder(trx, due.user_id)) return 'later' as const;
      if (await findOrderByKey(trx, due.user_id, key)) return 'not due' as const;
      const at = ctx.now();
      // The one next-charge rule the account and the reminders show: the family's price (or a
      // changed one once its notice has run, docs/plans.md) with the account's balance, in full.
      const next = nextCharge(
        due,
        await listPriceChanges(trx, due.product_id),
        await balanceOf(trx, due.user_id),
        payment.method === 'mpesa' ? payment.phone : null,
      );
      if (!next) return 'not due' as const;
      const terms: Bundle = {
        id: due.product_id,
        students: due.students,
        duration: due.duration,
        price: next.held.price,
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
        charge: next.charge,
        payment,
        setsMethod: true,
        idempotencyKey: key,
        priceFrom: next.held.price_from,
      });
      await updateSubscription(
        trx,
        due.id,
        { status: 'pending_payment', product_order_id: order.id, payment_method: payment.method },
        at,
      );
      return order;
    });
    if (typeof claimed === 'string') return claimed;
    await orders.announce(claimed);
    await orders.start(claimed);
    return 'renewed';
  }

  /** Renews under the plan's provider's limit. */
  const renewLimited = (plan: SubscriptionRow, billingDate: Date) =>
    perProvider.run(plan.payment_method ?? 'card', () => renew(plan, billingDate));

  async function renewPlan(subscriptionId: number, billingDate: Date): Promise<RenewalOutcome> {
    const plan = await findSubscriptionRow(db, subscriptionId);
    const due =
      plan &&
      plan.status === 'active' &&
      !plan.cancellation_date &&
      plan.next_billing_date?.getTime() === billingDate.getTime() &&
      billingDate.getTime() <= ctx.now().getTime();
    if (!plan || !due) return 'not due';
    const outcome = await renewLimited(plan, billingDate);
    // Left due (a plan change is being paid for): the next pass queues it again.
    if (outcome === 'later') await releaseQueuedSubscription(db, subscriptionId, billingDate);
    return outcome;
  }

  async function renewDue(): Promise<number> {
    let renewed = 0;
    let after: { date: Date; id: number } | undefined;
    const at = ctx.now();
    for (;;) {
      const page = await listDueSubscriptions(db, at, BATCH, after);
      await eachLimited(page, concurrency, async (plan) => {
        try {
          if ((await renewLimited(plan, plan.next_billing_date!)) === 'renewed') renewed += 1;
        } catch (error) {
          log.error({ err: error, subscription_id: plan.id }, 'renewing a plan failed');
        }
      });
      if (page.length < BATCH) return renewed;
      const last = page[page.length - 1]!;
      after = { date: last.next_billing_date!, id: last.id };
    }
  }

  async function queueDue(): Promise<number> {
    const kind = renewalJob(config.renewals);
    // Started before the transaction: on PGlite a start inside it would wait for its one connection.
    await jobs.start();
    let queued = 0;
    for (;;) {
      const at = ctx.now();
      const count = await db.transaction().execute(async (trx) => {
        const plans = await queueDueSubscriptions(trx, at, QUEUE_BATCH);
        await jobs.sendMany(
          trx,
          kind,
          plans.map((plan) => ({ subscriptionId: plan.id, billingDate: plan.next_billing_date.toISOString() })),
        );
        return plans.length;
      });
      if (count > 0) jobs.wake(kind);
      queued += count;
      if (count < QUEUE_BATCH) return queued;
    }
  }

  /**
   * Charges a claimed declined renewal again on the card that is the default now. The order moves
   * from failed_declined to pending once (orders.retry), so a retry racing a new card's retry
   * charges once; each attempt has its own idempotency key with the provider.
   */
  async function retryClaimed(claim: { id: number; user_id: number }): Promise<boolean> {
    const payment = await paymentFor({ user_id: claim.user_id, payment_method: 'card' });
    if (payment.method !== 'card' || !payment.card) {
      // No card to charge: the next slot may find one.
      const order = await findOrder(db, claim.id);
      const next = order ? nextRetryAt(order, config.renewals) : null;
      if (order) {
        await jobs.start();
        await db.transaction().execute(async (trx) => {
          await scheduleRetry(trx, order.id, next);
          if (next) await queueRetry(jobs, trx, order.id, next, ctx.now());
        });
      }
      return false;
    }
    let after = await orders.retry(claim.id, { choice: payment });
    // A card set while this try was under way is tried at once: its own retry saw the order
    // pending and left it to this one.
    if (after?.status === 'failed_declined') {
      const now = await paymentFor({ user_id: claim.user_id, payment_method: 'card' });
      if (now.method === 'card' && now.card && now.cardId !== payment.cardId)
        after = await orders.retry(claim.id, { choice: now });
    }
    return after !== undefined;
  }

  async function retryRenewal(orderId: number): Promise<RetryOutcome> {
    const at = ctx.now();
    const claim = await claimDueRetry(db, orderId, at);
    if (!claim) {
      const due = await retryAtOf(db, orderId);
      if (!due || due.getTime() <= at.getTime()) return 'done';
      // Not due yet by the application's clock: wait again until it is.
      await jobs.start();
      await queueRetry(jobs, db, orderId, due, at);
      return 'later';
    }
    return (await retryClaimed(claim)) ? 'retried' : 'done';
  }

  async function retryDeclined(): Promise<number> {
    let retried = 0;
    for (;;) {
      const claims = await claimDueRetries(db, ctx.now(), BATCH);
      for (const claim of claims) {
        try {
          if (await retryClaimed(claim)) retried += 1;
        } catch (error) {
          log.error({ err: error, order_id: claim.id }, 'retrying a declined renewal failed');
        }
      }
      if (claims.length < BATCH) return retried;
    }
  }

  async function settleStuck(): Promise<number> {
    const at = ctx.now();
    let settled = 0;
    for (;;) {
      const ids = await claimPendingOrders(db, new Date(at.getTime() - config.renewals.pendingAfterMs), at, BATCH);
      for (const id of ids) {
        try {
          const order = await findOrder(db, id);
          if (!order || order.status !== 'pending_payment') continue;
          const unsent =
            order.payment_method === 'mpesa' && !order.provider_reference && order.amount - order.deferred > 0;
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
      if (ids.length < BATCH) return settled;
    }
  }

  return {
    async dispatch() {
      const expired = await expire();
      const queued = await queueDue();
      const settled = await settleStuck();
      // The reminders, trials' ends and last calls come due: recorded, and written by their jobs.
      await deps.notices.scan();
      // The books of accounts deleted longer ago than they are kept (docs/money.md, Deleting an account).
      await purgeExpiredBooks(ctx);
      return { expired, queued, settled };
    },
    renewPlan,
    retryRenewal,
    releaseQueued: (subscriptionId, billingDate) => releaseQueuedSubscription(db, subscriptionId, billingDate),
    async sweep() {
      const expired = await expire();
      const renewed = await renewDue();
      const retried = await retryDeclined();
      const settled = await settleStuck();
      // The messages to families that came due, written here and now with those the pass recorded.
      await deps.notices.scan();
      await deps.notices.relay();
      // The books of accounts deleted longer ago than they are kept (docs/money.md, Deleting an account).
      await purgeExpiredBooks(ctx);
      return { expired, renewed, settled, retried };
    },
    logTo(next) {
      log = next;
    },
  };
}
