import type { Transaction } from 'kysely';
import { translateAnswer } from '../../src/api/lang/index';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/api/lang/locales';
import { MPESA_FAILURE_TEXTS, type MpesaFailure } from '../../src/domain/mpesa';
import { maskPhone } from '../../src/api/phone';
import type { Bundle, Database, Order, OrderKind, Subscription } from '../db/schema';
import { appendEntries, balanceOf } from '../repositories/ledger';
import {
  findOrder,
  findOrderByReference,
  findPendingOrder,
  insertOrder,
  listPendingOrders,
  moveOrder,
  setOrderReference,
  type OrderChanges,
} from '../repositories/orders';
import {
  findSubscriptionByUserId,
  insertSubscription,
  lockSubscription,
  updateSubscription,
} from '../repositories/subscriptions';
import { findUserById } from '../repositories/users';
import { ORDER_UPDATED } from '../../src/api/realtime';
import { userChannel } from '../providers/broadcaster';
import type { CardCustomer, ChargeOutcome } from '../providers/card';
import { currentCard } from '../providers/card-switch';
import { currentMobileMoney } from '../providers/mpesa-switch';
import type { MobileMoneyPush, MobileMoneyStatus } from '../providers/mobile-money';
import { invalid } from '../errors';
import { periodStarting, type Charge } from './billing';
import { findBundle } from '../repositories/bundles';
import { PLAN_RETIRED, staleReason } from './stale-orders';
import type { ServiceContext } from './context';
import { noticeFailedRenewal, noticePayment } from './notices';
import { queueRetry } from './renewal-jobs';
import { nextRetryAt } from './retry-schedule';
import { orderView, subscriptionView, type ReceiptView } from './order-views';
import type { PaymentChoice } from './payments';
import { quote } from './quotes';

/*
 * The life of an order:
 *
 *   pending_payment --paid / nothing to charge now--> active
 *   pending_payment --card declined-----------------> failed_declined
 *   pending_payment --any other refusal-------------> failed
 *   failed, failed_declined --paid again------------> pending_payment
 *
 * Every move is one transaction that first locks the account's subscription row, then moves the
 * order only from the status it must be in, then changes the subscription and books the order in
 * the ledger (once per order and kind, a unique index). A provider result delivered any number of
 * times, by any instance, therefore moves an order once. Providers are called only between
 * transactions, under an idempotency key per attempt.
 */

export const IN_PROGRESS = 'A payment for your plan is still being processed.';
/** A renewal paid this long after its billing date starts its period when it is paid (docs/money.md). */
export const LATE_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often the shop asks again when a provider said "not yet" to a scheduled check. */
const RECHECK_MS = 25;
const RECHECKS = 40;

/** A provider's final word on a payment, however it arrived; `reason` says why an M-Pesa prompt failed. */
export type PaymentOutcome =
  | { status: 'paid'; reference?: string | null }
  | { status: 'failed' | 'failed_declined'; reference?: string | null; message: string; reason?: MpesaFailure };

export interface NewOrder {
  userId: number;
  kind: OrderKind;
  /** The plan the order buys (a renewal: the plan in force). */
  bundle: Bundle;
  /** What it comes to (services/quotes.ts). */
  charge: Charge;
  /** How it is paid; null only when it charges nothing now. */
  payment: PaymentChoice | null;
  /** Whether paying it makes its method the plan's (a change paid another way may leave the plan's alone). */
  setsMethod: boolean;
  idempotencyKey: string | null;
  /** When the plan price it charges was set (a renewal's, docs/plans.md); otherwise now, when it is quoted. */
  priceFrom?: Date;
  /** The language of the request that places it; none for a renewal. */
  locale?: Locale | null;
  /** A change of plan: the plan in force when it is placed (it is stale once that plan changes). */
  fromProductId?: number | null;
  /** A change of a cancelled plan that also turns automatic billing back on. */
  resumeBilling?: boolean;
}

/** Another way to pay a refused order: the choice, and whether it becomes the plan's method. */
export interface RetryPayment {
  choice: PaymentChoice;
  setsMethod?: boolean;
  /** The language of the request that pays it again, which its live updates then follow; none for a scheduled try. */
  locale?: Locale | null;
}

export interface OrdersLog {
  error(object: object, message: string): void;
}

export interface OrdersService {
  /** Writes a pending order inside the caller's transaction (which holds the subscription lock). */
  create(trx: Transaction<Database>, order: NewOrder): Promise<Order>;
  /** Takes the payment of a pending order: charges the card, prompts the phone, or settles a total not charged now. */
  start(order: Order): Promise<Order>;
  /** Moves a pending order by a provider's result; undefined when it had already moved. */
  settle(orderId: number, outcome: PaymentOutcome): Promise<Order | undefined>;
  /**
   * Puts a refused order back to pending, paid another way (another card, another prompt) and
   * quoted again for today, and takes its payment; undefined when it was not refused.
   */
  retry(orderId: number, payment: RetryPayment): Promise<Order | undefined>;
  /** Asks the provider where a pending order's payment stands and settles it if it is decided. */
  reconcile(orderId: number): Promise<Order | undefined>;
  /** An M-Pesa callback: it only names the request; the provider's own status decides. */
  mobileMoneyCallback(body: unknown): Promise<'settled' | 'pending' | 'unknown' | 'malformed'>;
  /**
   * A card provider's notice (a verified webhook) that a charge changed: it names the charge, and
   * our order when the charge carries it; the provider's own status decides.
   */
  cardNotice(notice: { reference: string; orderId?: number | null }): Promise<Order | undefined>;
  /** Reconciles orders pending for longer than `olderThanMs`; safe on several instances at once. */
  sweep(options?: { olderThanMs?: number; limit?: number }): Promise<number>;
  /**
   * Tells the owner's browsers: `product-order.updated` with the order and the plan as it now
   * stands, their texts in the account's language, else in the language of the order's request.
   */
  announce(order: Order): Promise<void>;
  /** The receipt of an order; dates missing on older orders come from the plan it paid for. */
  view(order: Order, subscription?: Subscription | null): ReceiptView;
  /** Where failures no caller hears about are reported (the app's logger). */
  logTo(log: OrdersLog): void;
  /** Stops scheduled checks and waits for those running. */
  close(): Promise<void>;
}

export function ordersService(ctx: ServiceContext, deps: { log?: OrdersLog } = {}): OrdersService {
  const { db, providers } = ctx;
  let log: OrdersLog = deps.log ?? { error: (object, message) => console.error(message, object) };
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let closed = false;

  function view(order: Order, subscription?: Subscription | null): ReceiptView {
    return orderView(order, subscription, providers.mobileMoney?.promptWindowMs);
  }

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  }

  function schedule(orderId: number, delayMs: number, checksLeft: number) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void track(
        reconcile(orderId).then(
          (order) => {
            if (order?.status === 'pending_payment' && checksLeft > 0) schedule(orderId, RECHECK_MS, checksLeft - 1);
          },
          (error: unknown) => log.error({ err: error, order_id: orderId }, 'checking a pending payment failed'),
        ),
      );
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  async function customerOf(userId: number): Promise<CardCustomer> {
    const user = await findUserById(db, userId);
    return {
      userId,
      email: user?.email ?? null,
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    };
  }

  async function announce(order: Order) {
    try {
      const [plan, user] = await Promise.all([
        findSubscriptionByUserId(db, order.user_id),
        findUserById(db, order.user_id),
      ]);
      // No request to answer: the language is the account's, else the one the payment was asked in (docs/languages.md).
      const locale = [user?.locale, order.locale].find(isLocale) ?? DEFAULT_LOCALE;
      await providers.broadcaster.publish(
        userChannel(order.user_id),
        ORDER_UPDATED,
        translateAnswer({ order: view(order, plan ?? null), subscription: subscriptionView(plan) }, locale),
      );
    } catch (error) {
      // Browsers also read the order when they load; a lost event must never undo a payment.
      log.error({ err: error, order_id: order.id }, 'broadcasting an order update failed');
    }
  }

  async function settle(orderId: number, outcome: PaymentOutcome): Promise<Order | undefined> {
    // A declined renewal queues its retry, and a payment taken or a renewal refused its message to the
    // family (services/notices.ts), in the transaction that moves the order: the queue is started
    // before it (on PGlite a start inside it would wait for its one connection).
    await ctx.jobs.start();
    const result = await db.transaction().execute(async (trx) => {
      const pending = await findOrder(trx, orderId);
      if (!pending || pending.status !== 'pending_payment') return undefined;
      const plan = await lockSubscription(trx, pending.user_id);
      const at = ctx.now();
      const reference = outcome.reference ? { provider_reference: outcome.reference } : {};
      if (outcome.status !== 'paid') {
        // A renewal the card declined is charged again on the schedule (services/renewals.ts).
        const retry =
          pending.kind === 'renewal' && outcome.status === 'failed_declined'
            ? { retry_at: nextRetryAt(pending, ctx.config.renewals) }
            : {};
        const order = await moveOrder(
          trx,
          orderId,
          ['pending_payment'],
          {
            status: outcome.status,
            failure_message: outcome.message,
            failure_reason: outcome.reason ?? null,
            ...reference,
            ...retry,
          },
          at,
        );
        if (!order) return undefined;
        if (order.retry_at) await queueRetry(ctx.jobs, trx, order.id, order.retry_at, at);
        await noticeFailedRenewal(ctx, trx, order);
        // A failed change (or a trial's purchase) leaves the plan in force as it was.
        if (plan && plan.product_order_id === order.id)
          await updateSubscription(trx, plan.id, { status: outcome.status }, at);
        return order;
      }
      return activate(trx, pending, plan, reference, at);
    });
    if (!result) return undefined;
    if (result.status === 'active') await adoptCard(result);
    await announce(result);
    return result;
  }

  /** A card paid for with "use it for my plan" becomes the one renewals charge. */
  async function adoptCard(order: Order) {
    if (
      order.payment_method !== 'card' ||
      !order.sets_method ||
      !order.payment_source ||
      order.amount - order.deferred === 0
    )
      return;
    try {
      const card = await currentCard(providers.card);
      if (card?.name === order.provider)
        await card.setDefaultCard(await customerOf(order.user_id), order.payment_source);
    } catch (error) {
      log.error({ err: error, order_id: order.id }, 'making the paid card the default failed');
    }
  }

  /**
   * The order is paid (or owes nothing now): the plan it bought takes effect and the ledger books
   * it, in the same transaction. A change keeps the plan's billing date; a purchase (also one that
   * ends a free trial) starts its period today, a renewal at the billing date it paid.
   */
  async function activate(
    trx: Transaction<Database>,
    pending: Order,
    plan: Subscription | undefined,
    reference: OrderChanges,
    at: Date,
  ): Promise<Order | undefined> {
    const students = pending.students ?? plan?.students ?? 1;
    const duration = pending.duration ?? plan?.duration ?? 1;
    const planPrice = pending.plan_price ?? pending.price;
    const productId = pending.product_id ?? plan?.product_id;
    if (productId == null) throw new Error(`order ${pending.id} names no plan`);

    let period: { start: Date; expiry: Date; nextBilling: Date | null };
    let anchorDay = plan?.anchor_day ?? null;
    // A change keeps a cancelled plan's end unless it turns billing back on (docs/money.md, "Cancelling").
    const stillCancelled = pending.kind === 'upgrade' && !!plan?.cancellation_date && !pending.resume_billing;
    if (pending.kind === 'upgrade' && plan) {
      period = {
        start: at,
        expiry: plan.expiry_date,
        nextBilling: stillCancelled ? null : (plan.next_billing_date ?? plan.expiry_date),
      };
    } else if (pending.kind === 'renewal' && plan) {
      // Paid on its billing day, a renewal continues the plan; paid later, its period starts when
      // paid and the billing day moves there, so that no day the family could not use is paid for.
      const due = plan.next_billing_date ?? plan.expiry_date;
      const late = at.getTime() - due.getTime() >= LATE_AFTER_MS;
      const start = late ? at : due;
      if (late || anchorDay === null) anchorDay = start.getUTCDate();
      const { end } = periodStarting(start, duration, anchorDay);
      period = { start, expiry: end, nextBilling: end };
    } else {
      anchorDay = at.getUTCDate();
      const { start, end } = periodStarting(at, duration, anchorDay);
      period = { start, expiry: end, nextBilling: end };
    }

    const order = await moveOrder(
      trx,
      pending.id,
      ['pending_payment'],
      {
        status: 'active',
        paid_at: at,
        failure_message: null,
        failure_reason: null,
        starts_at: period.start,
        expiry_date: period.expiry,
        next_billing_date: period.nextBilling,
        ...reference,
      },
      at,
    );
    if (!order) return undefined;

    const entry = { userId: order.user_id, orderId: order.id, at };
    await appendEntries(trx, [
      { ...entry, kind: 'plan', amount: order.price },
      { ...entry, kind: 'credit', amount: -order.credit },
      { ...entry, kind: 'payment', amount: -(order.amount - order.deferred) },
      { ...entry, kind: 'rounding', amount: -order.rounding },
    ]);
    await noticePayment(ctx, trx, order);

    const method = order.sets_method
      ? (order.payment_method ?? plan?.payment_method ?? null)
      : (plan?.payment_method ?? order.payment_method);
    // The number that paid is the one renewals prompt, when its way of paying becomes the plan's.
    const paidBy =
      order.sets_method && order.payment_method === 'mpesa' && order.payment_source ? order.payment_source : null;
    const values = {
      product_id: productId,
      product_order_id: order.id,
      students,
      status: 'active' as const,
      payment_method: method,
      price: planPrice,
      // The price is held from when it was quoted (a purchase or change) or carried by the renewal.
      price_from: order.price_from ?? order.created_at,
      duration,
      expiry_date: period.expiry,
      next_billing_date: period.nextBilling,
      anchor_day: anchorDay,
      renewal_phone: paidBy ?? plan?.renewal_phone ?? null,
      // A new plan is billed from now on; a change keeps a cancellation unless it turns billing back on.
      cancellation_date: stillCancelled ? plan!.cancellation_date : null,
      trial: false,
    };
    if (plan)
      await updateSubscription(trx, plan.id, pending.kind === 'upgrade' ? values : { ...values, starts_at: at }, at);
    else await insertSubscription(trx, { user_id: order.user_id, starts_at: at, ...values });
    return order;
  }

  async function fromCharge(order: Order, outcome: ChargeOutcome): Promise<Order> {
    if (outcome.status === 'paid')
      return (await settle(order.id, { status: 'paid', reference: outcome.reference })) ?? current(order);
    if (outcome.status === 'pending') {
      await setOrderReference(db, order.id, outcome.reference, ctx.now());
      return current(order);
    }
    const status = outcome.status === 'declined' ? 'failed_declined' : 'failed';
    return (
      (await settle(order.id, { status, reference: outcome.reference, message: outcome.message })) ?? current(order)
    );
  }

  async function fromMobileMoney(order: Order, status: MobileMoneyStatus): Promise<Order> {
    if (status.status === 'pending') return current(order);
    if (status.status === 'paid') return (await settle(order.id, { status: 'paid' })) ?? current(order);
    return (await settle(order.id, mpesaFailure(status.reason, status.message, order.id))) ?? current(order);
  }

  /** An M-Pesa refusal as the order keeps it: the family's words for the reason; the provider's own go to the log. */
  function mpesaFailure(reason: MpesaFailure, providerMessage: string, orderId: number): PaymentOutcome {
    if (reason === 'unsent' || reason === 'declined')
      log.error({ order_id: orderId, reason, provider_message: providerMessage }, 'M-Pesa refused a payment');
    return { status: 'failed', reason, message: MPESA_FAILURE_TEXTS[reason] };
  }

  async function current(order: Order): Promise<Order> {
    return (await findOrder(db, order.id)) ?? order;
  }

  function chargeKey(order: Order) {
    return `soma-order-${order.id}-${order.attempt}`;
  }

  async function start(order: Order): Promise<Order> {
    if (order.status !== 'pending_payment') return order;
    if (order.amount - order.deferred === 0) return (await settle(order.id, { status: 'paid' })) ?? current(order);

    if (order.payment_method === 'card') {
      const card = await currentCard(providers.card);
      if (!card || !order.payment_source) {
        const message = card ? 'The order names no card to charge.' : 'Card payments are not available.';
        return (await settle(order.id, { status: 'failed', message })) ?? current(order);
      }
      const customer = await customerOf(order.user_id);
      // Looked up again here: a card entered at sign-up is attached to its new account now.
      const found = await card.findCard(customer, order.payment_source, { attach: true });
      if (!found.ok) {
        const message = found.reason === 'expired' ? 'Your card has expired.' : 'The card could not be found.';
        return (
          (await settle(order.id, { status: found.reason === 'expired' ? 'failed_declined' : 'failed', message })) ??
          current(order)
        );
      }
      const info = order.payment_info as { brand?: string; last4?: string };
      if (info.brand !== found.card.brand || info.last4 !== found.card.last4) {
        await moveOrder(
          db,
          order.id,
          ['pending_payment'],
          {
            status: 'pending_payment',
            payment_info: JSON.stringify({ brand: found.card.brand, last4: found.card.last4 }),
          },
          ctx.now(),
        );
      }
      let outcome: ChargeOutcome;
      try {
        outcome = await card.charge({
          customer,
          cardId: order.payment_source,
          amount: order.amount - order.deferred,
          currency: order.currency,
          idempotencyKey: chargeKey(order),
          description: `Soma order ${order.id}`,
          orderId: order.id,
          offSession: order.kind === 'renewal' || order.attempt > 1,
        });
      } catch (error) {
        // The outcome is unknown: the order stays pending and a sweep asks again under the same key.
        log.error({ err: error, order_id: order.id }, 'card charge outcome unknown');
        return current(order);
      }
      return fromCharge(order, outcome);
    }

    const mobileMoney = await currentMobileMoney(providers.mobileMoney);
    if (order.payment_method !== 'mpesa' || !mobileMoney || !order.payment_source) {
      const message =
        order.payment_method !== 'mpesa'
          ? 'The order names no way to pay.'
          : mobileMoney
            ? 'The order names no number to prompt.'
            : 'M-Pesa payments are not available.';
      return (await settle(order.id, { status: 'failed', message })) ?? current(order);
    }
    let push: MobileMoneyPush;
    try {
      push = await mobileMoney.requestPayment({
        phone: order.payment_source,
        amount: order.amount - order.deferred,
        accountReference: `SOMA-${order.id}`,
        description: `Soma order ${order.id}`,
      });
    } catch (error) {
      log.error({ err: error, order_id: order.id }, 'M-Pesa payment request failed');
      return (await settle(order.id, mpesaFailure('unsent', String(error), order.id))) ?? current(order);
    }
    if (!push.accepted)
      return (await settle(order.id, mpesaFailure('unsent', push.message, order.id))) ?? current(order);
    await setOrderReference(db, order.id, push.reference, ctx.now(), true);
    // The prompt is on the phone: browsers following the order hear until when it can be answered.
    const prompted = await current(order);
    await announce(prompted);
    if (mobileMoney.checkAfterMs !== undefined) schedule(order.id, mobileMoney.checkAfterMs, RECHECKS);
    return prompted;
  }

  async function reconcile(orderId: number): Promise<Order | undefined> {
    const order = await findOrder(db, orderId);
    if (!order || order.status !== 'pending_payment') return order;
    if (order.amount - order.deferred === 0) return start(order);
    if (order.payment_method === 'card') {
      const card = await currentCard(providers.card);
      if (!card || order.provider !== card.name) return order;
      // Without a reference the charge may never have reached the provider: asking again under the same key is safe.
      if (!order.provider_reference) return start(order);
      return fromCharge(order, await card.chargeStatus(order.provider_reference));
    }
    const mobileMoney = await currentMobileMoney(providers.mobileMoney);
    if (!mobileMoney || order.provider !== mobileMoney.name || !order.provider_reference) return order;
    return fromMobileMoney(order, await mobileMoney.queryStatus(order.provider_reference));
  }

  async function sweep(options: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
    const before = new Date(ctx.now().getTime() - (options.olderThanMs ?? 60_000));
    const pending = await listPendingOrders(db, before, options.limit ?? 100);
    let moved = 0;
    for (const order of pending) {
      try {
        const after = await reconcile(order.id);
        if (after && after.status !== 'pending_payment') moved += 1;
      } catch (error) {
        log.error({ err: error, order_id: order.id }, 'reconciling a pending order failed');
      }
    }
    return moved;
  }

  return {
    async create(trx, request) {
      const { charge } = request;
      // Nothing charged now (a total of 0, or one carried to the next payment): no way to pay is kept,
      // and the receipt names none.
      const payment = charge.now > 0 ? request.payment : null;
      if (!payment && charge.now > 0) throw new Error('an order that charges now needs a way to pay');
      const mobileMoney = payment?.method === 'mpesa';
      const provider = !payment
        ? 'none'
        : mobileMoney
          ? (await currentMobileMoney(providers.mobileMoney, trx))?.name
          : (await currentCard(providers.card, trx))?.name;
      return insertOrder(trx, {
        user_id: request.userId,
        product_id: request.bundle.id,
        kind: request.kind,
        status: 'pending_payment',
        students: request.bundle.students,
        duration: request.bundle.duration,
        plan_price: request.bundle.price,
        price: charge.price,
        credit: charge.credit,
        balance: charge.balance,
        rounding: charge.rounding,
        amount: charge.amount,
        deferred: charge.deferred,
        payment_method: payment?.method ?? null,
        sets_method: payment ? request.setsMethod : false,
        payment_info: JSON.stringify(paymentInfo(payment)),
        payment_source: !payment ? null : payment.method === 'mpesa' ? payment.phone : payment.cardId,
        provider: provider ?? 'none',
        provider_reference: null,
        idempotency_key: request.idempotencyKey,
        failure_message: null,
        paid_at: null,
        price_from: request.priceFrom ?? ctx.now(),
        locale: request.locale ?? null,
        from_product_id: request.kind === 'upgrade' ? (request.fromProductId ?? null) : null,
        resume_billing: request.resumeBilling ?? false,
      });
    },

    start: (order) => track(start(order)),
    settle: (orderId, outcome) => track(settle(orderId, outcome)),

    async retry(orderId, { choice, setsMethod, locale }) {
      const moved = await db.transaction().execute(async (trx) => {
        const seen = await findOrder(trx, orderId);
        if (!seen) return undefined;
        const plan = await lockSubscription(trx, seen.user_id);
        // Read again under the plan's lock: a retry racing this one (a scheduled try and a new
        // card's) may have moved the order since, and then leaves it to that one.
        const failed = await findOrder(trx, orderId);
        if (!failed || (failed.status !== 'failed' && failed.status !== 'failed_declined')) return undefined;
        if (await findPendingOrder(trx, failed.user_id)) throw invalid({ payment: [IN_PROGRESS] });
        const stale = staleReason(failed, plan);
        if (stale) throw invalid({ payment: [stale] });
        // Quoted again for today: days have passed, the balance may have moved, and a purchase or a
        // change pays the plan's price as it is now (a renewal keeps the price its family holds).
        let terms = { price: failed.plan_price ?? failed.price, duration: failed.duration ?? plan?.duration ?? 1 };
        if (failed.kind !== 'renewal' && failed.product_id !== null) {
          const bundle = await findBundle(trx, failed.product_id);
          if (!bundle?.active) throw invalid({ payment: [PLAN_RETIRED] });
          terms = { price: bundle.price, duration: bundle.duration };
        }
        const charge = quote(failed.kind, terms, plan, await balanceOf(trx, failed.user_id), ctx.now(), {
          resumeBilling: failed.resume_billing,
        });
        const at = ctx.now();
        // Nothing to charge now: the order completes without the way to pay it was offered.
        const paying = charge.now > 0 ? choice : null;
        const mobileMoney = paying?.method === 'mpesa';
        // A way of paying becomes the plan's only when the family says so, or when the plan has none
        // (or this is the purchase that starts it).
        const adopt = setsMethod ?? (failed.kind === 'purchase' || !plan?.payment_method);
        const order = await moveOrder(
          trx,
          orderId,
          ['failed', 'failed_declined'],
          {
            status: 'pending_payment',
            attempt: failed.attempt + 1,
            plan_price: terms.price,
            price: charge.price,
            credit: charge.credit,
            balance: charge.balance,
            rounding: charge.rounding,
            amount: charge.amount,
            deferred: charge.deferred,
            payment_method: paying?.method ?? null,
            sets_method: paying ? adopt : false,
            payment_info: JSON.stringify(paymentInfo(paying)),
            payment_source: !paying ? null : paying.method === 'mpesa' ? paying.phone : paying.cardId,
            provider:
              (!paying
                ? 'none'
                : mobileMoney
                  ? (await currentMobileMoney(providers.mobileMoney, trx))?.name
                  : (await currentCard(providers.card, trx))?.name) ?? 'none',
            provider_reference: null,
            prompted_at: null,
            failure_message: null,
            failure_reason: null,
            retry_at: null,
            ...(locale ? { locale } : {}),
          },
          at,
        );
        if (!order) return undefined;
        if (plan && plan.product_order_id === order.id)
          await updateSubscription(trx, plan.id, { status: 'pending_payment' }, at);
        return order;
      });
      if (!moved) return undefined;
      await announce(moved);
      return track(start(moved));
    },

    reconcile: (orderId) => track(reconcile(orderId)),

    async mobileMoneyCallback(body) {
      const mobileMoney = await currentMobileMoney(providers.mobileMoney);
      const result = mobileMoney?.readCallback(body);
      if (!mobileMoney || !result) return 'malformed';
      const order = await findOrderByReference(db, 'mpesa', mobileMoney.name, result.reference);
      if (!order) {
        // Money may have moved for a request we cannot place: leave a trace for reconciliation by hand.
        log.error({ reference: result.reference, status: result.status }, 'M-Pesa callback for an unknown request');
        return 'unknown';
      }
      if (order.status !== 'pending_payment') return 'settled';
      const settled = await track(reconcile(order.id));
      return settled?.status === 'pending_payment' ? 'pending' : 'settled';
    },

    async cardNotice({ reference, orderId }) {
      const card = await currentCard(providers.card);
      if (!card) return undefined;
      let order = await findOrderByReference(db, 'card', card.name, reference);
      if (!order && orderId) {
        // The notice may beat the charge's own answer: the order does not know its reference yet.
        const named = await findOrder(db, orderId);
        if (named?.payment_method !== 'card' || named.provider !== card.name || named.provider_reference)
          return undefined;
        if (!(await setOrderReference(db, named.id, reference, ctx.now()))) return findOrder(db, named.id);
        order = named;
      }
      if (!order) return undefined;
      return track(reconcile(order.id));
    },

    sweep: (options) => track(sweep(options)),

    announce,
    view,

    logTo(next) {
      log = next;
    },

    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/** What a receipt may show of how an order is paid: the card's brand and last four, or the masked number. */
function paymentInfo(payment: PaymentChoice | null): Record<string, string> {
  if (!payment) return {};
  if (payment.method === 'mpesa') return { phone: maskPhone(payment.phone) };
  return payment.card ? { brand: payment.card.brand, last4: payment.card.last4 } : {};
}
