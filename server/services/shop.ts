import type { Transaction } from 'kysely';
import type { UpgradePreview } from '../../src/api/shop';
import type { Bundle as BundleView, Payment, PaymentMethod as PaymentMethodView } from '../../src/api/structs';
import type { Locale } from '../../src/api/lang/locales';
import type { Subscription as SubscriptionView } from '../../src/api/subscription';
import type { Bundle, Database, Order, Subscription, User } from '../db/schema';
import { invalid, notFound, unauthenticated } from '../errors';
import { iso } from '../lib/dates';
import { planSavings } from '../../src/domain/planSavings';
import { findBundle, listActiveBundles } from '../repositories/bundles';
import { balanceOf } from '../repositories/ledger';
import { findOrder, findOrderByKey, findOrderOfUser, findPendingOrder } from '../repositories/orders';
import { countStudentsOfParent } from '../repositories/students';
import { fewerStudentsMessage } from '../../src/domain/fewerStudents';
import {
  findSubscriptionByUserId,
  insertSubscription,
  lockSubscription,
  updateSubscription,
} from '../repositories/subscriptions';
import { findUserById } from '../repositories/users';
import type { CardCustomer } from '../providers/card';
import { currentCard } from '../providers/card-switch';
import { periodStarting, type Charge } from './billing';
import type { ServiceContext } from './context';
import { orderLines, subscriptionView, type ReceiptView } from './order-views';
import { IN_PROGRESS, type OrdersService } from './orders';
import { choosePayment, mpesaPhoneChoice, offeredMethods, type PaymentChoice } from './payments';
import { billingDate, purchaseKind, quote } from './quotes';

export { IN_PROGRESS };
export const ALREADY_ACTIVE = 'You already have an active plan. Change your plan instead.';
export const NOT_ACTIVE = 'You have no active plan to change.';
export const SAME_PLAN = 'This is already your plan.';
export const BUNDLE_INVALID = 'The selected bundle is invalid.';
export const NO_PLAN = 'You have no active plan.';
export const PAYMENT_REQUIRED = 'The payment field is required.';
export const NOT_REFUSED = 'This order is not waiting for a payment.';
export const NOT_MPESA = 'Your plan is not paid by M-Pesa.';

export interface Checkout {
  bundle: number;
  /** May be left out when nothing is charged now. */
  payment?: Payment;
  /** Whether the method paid with becomes the plan's; it does unless told otherwise. */
  useForRenewals?: boolean;
  /** A change of a cancelled plan that also turns automatic billing back on. */
  resumeBilling?: boolean;
  idempotencyKey: string | null;
  /** The language of the request, which the order's live updates follow when the account chose none. */
  locale?: Locale;
}

/** The request an order is placed by: its Idempotency-Key and its language (and a change's choice on billing). */
type Placing = Pick<Checkout, 'idempotencyKey' | 'locale' | 'resumeBilling'>;

export interface ShopService {
  bundles(userId: number | null): Promise<BundleView[]>;
  previewUpgrade(userId: number, productId: number, options?: { resumeBilling?: boolean }): Promise<UpgradePreview>;
  paymentMethods(): Promise<Array<'mpesa' | 'card'>>;
  purchase(userId: number, checkout: Checkout): Promise<ReceiptView>;
  upgrade(userId: number, checkout: Checkout): Promise<ReceiptView>;
  defaultPaymentMethod(userId: number): Promise<PaymentMethodView | null>;
  /** The owner's order; 404 for anyone else's. */
  receipt(userId: number, orderId: number): Promise<ReceiptView>;
  /** Pays the owner's refused order again another way (a new prompt, a card), quoted for today. */
  payOrder(
    userId: number,
    orderId: number,
    request: { payment: Payment; useForRenewals?: boolean; locale?: Locale },
  ): Promise<ReceiptView>;
  /** The M-Pesa number renewals prompt; only for a plan paid by M-Pesa. */
  setRenewalNumber(userId: number, phone: string): Promise<SubscriptionView>;
  /** Billing stops; the plan stays active until its expiry date. */
  cancel(userId: number): Promise<SubscriptionView>;
  /** Undoes a cancellation: billing resumes at the expiry date. */
  renew(userId: number): Promise<SubscriptionView>;
  /** Sign-up, before the account exists: the plan and payment must be good (providers may be asked). */
  checkSignupPurchase(request: { bundle: number; payment: Payment }): Promise<void>;
  /** Sign-up, inside its transaction: the order and the pending subscription of the new account. */
  signupPurchase(
    trx: Transaction<Database>,
    user: User,
    request: Checkout & { payment: Payment },
  ): Promise<ReceiptView>;
  /** Sign-up, once committed: announces the order and takes its payment. */
  startSignupPayment(order: { order_id: number }): Promise<ReceiptView>;
  /** The order an account placed under an idempotency key, as it now stands; undefined if none. */
  orderByKey(userId: number, key: string): Promise<ReceiptView | undefined>;
}

export function shopService(ctx: ServiceContext, deps: { orders: OrdersService }): ShopService {
  const { db, providers } = ctx;
  const { orders } = deps;

  async function customerOf(userId: number): Promise<CardCustomer> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound();
    return { userId, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() };
  }

  async function bundleFor(id: number, field = 'bundle'): Promise<Bundle> {
    const bundle = await findBundle(db, id);
    if (!bundle || !bundle.active) throw invalid({ [field]: [BUNDLE_INVALID] });
    return bundle;
  }

  /** A repeated Idempotency-Key answers the first order, whatever happened since. */
  async function replay(userId: number, key: string | null): Promise<Order | undefined> {
    return key ? findOrderByKey(db, userId, key) : undefined;
  }

  /**
   * Runs the order's transaction; when it loses a race to a twin request (same key) it answers
   * the twin's order, and when it loses to another purchase it says a payment is under way.
   */
  async function placeOrder(
    userId: number,
    key: string | null,
    write: (trx: Transaction<Database>) => Promise<Order>,
  ): Promise<ReceiptView> {
    let placed: Order;
    try {
      placed = await db.transaction().execute(write);
    } catch (error) {
      const twin = await replay(userId, key);
      if (twin) return orders.view(twin);
      if ((error as { code?: string } | null)?.code === '23505') throw invalid({ payment: [IN_PROGRESS] });
      // The account was deleted while this order was being placed (migration 0350 refuses its orders):
      // its session has ended.
      if (/^account \d+ is deleted$/.test((error as { message?: string } | null)?.message ?? ''))
        throw unauthenticated();
      throw error;
    }
    await orders.announce(placed);
    return orders.view(await orders.start(placed), (await findSubscriptionByUserId(db, userId)) ?? null);
  }

  /** The payment an order needs: none when it charges nothing now, otherwise the one chosen. */
  function paymentFor(charge: Charge, payment: PaymentChoice | null): PaymentChoice | null {
    if (charge.now > 0 && !payment) throw invalid({ payment: [PAYMENT_REQUIRED] });
    return payment;
  }

  /**
   * A plan bought outright: by an account without one, whose plan ended or was never paid, or
   * during a free trial, which it ends the day it is paid (no trial day is billed or credited).
   * Until then a trial goes on; an account with no plan waits on this order's receipt.
   */
  async function openPurchase(
    trx: Transaction<Database>,
    userId: number,
    bundle: Bundle,
    payment: PaymentChoice | null,
    setsMethod: boolean,
    placing: Placing,
  ): Promise<Order> {
    const plan = await lockSubscription(trx, userId);
    if (purchaseKind(plan) === 'upgrade') throw invalid({ bundle: [ALREADY_ACTIVE] });
    if (await findPendingOrder(trx, userId)) throw invalid({ payment: [IN_PROGRESS] });
    const charge = quote('purchase', bundle, plan, await balanceOf(trx, userId), ctx.now());
    const order = await orders.create(trx, {
      userId,
      kind: 'purchase',
      bundle,
      charge,
      payment: paymentFor(charge, payment),
      setsMethod,
      idempotencyKey: placing.idempotencyKey,
      locale: placing.locale,
    });
    if (plan?.trial && plan.status === 'active') return order;
    const at = ctx.now();
    const values = {
      product_id: bundle.id,
      product_order_id: order.id,
      students: bundle.students,
      status: 'pending_payment' as const,
      payment_method: payment?.method ?? plan?.payment_method ?? null,
      price: bundle.price,
      duration: bundle.duration,
      next_billing_date: null,
      cancellation_date: null,
    };
    // Nothing is paid yet: the period starts and ends now until the payment lands.
    if (plan) await updateSubscription(trx, plan.id, values, at);
    else await insertSubscription(trx, { user_id: userId, starts_at: at, expiry_date: at, ...values });
    return order;
  }

  /** A plan that may be changed to `bundle`: active, not a trial (buying ends a trial instead), not the same plan. */
  function changeable(plan: Subscription | undefined, bundle: Bundle, field: string): Subscription {
    if (!plan || purchaseKind(plan) !== 'upgrade') throw invalid({ [field]: [NOT_ACTIVE] });
    if (plan.product_id === bundle.id) throw invalid({ [field]: [SAME_PLAN] });
    return plan;
  }

  /** A change of plan: the plan in force stays until this order is paid (orders.ts activates it). */
  async function changePlan(
    trx: Transaction<Database>,
    userId: number,
    bundle: Bundle,
    payment: PaymentChoice | null,
    setsMethod: boolean,
    placing: Placing,
  ): Promise<Order> {
    const plan = changeable(await lockSubscription(trx, userId), bundle, 'bundle');
    if (await findPendingOrder(trx, userId)) throw invalid({ payment: [IN_PROGRESS] });
    const resumeBilling = !!plan.cancellation_date && placing.resumeBilling === true;
    const charge = quote('upgrade', bundle, plan, await balanceOf(trx, userId), ctx.now(), { resumeBilling });
    return orders.create(trx, {
      userId,
      kind: 'upgrade',
      bundle,
      charge,
      payment: paymentFor(charge, payment),
      setsMethod,
      idempotencyKey: placing.idempotencyKey,
      locale: placing.locale,
      fromProductId: plan.product_id,
      resumeBilling,
    });
  }

  async function choose(userId: number, payment: Payment | undefined): Promise<PaymentChoice | null> {
    return payment ? choosePayment(providers, await customerOf(userId), payment) : null;
  }

  async function changeSubscription(
    userId: number,
    change: (plan: Subscription, trx: Transaction<Database>) => Promise<Subscription>,
  ): Promise<SubscriptionView> {
    const changed = await db.transaction().execute(async (trx) => {
      const plan = await lockSubscription(trx, userId);
      if (!plan || plan.status !== 'active') throw invalid({ subscription: [NO_PLAN] });
      const next = await change(plan, trx);
      return { next, moved: next !== plan };
    });
    if (changed.moved && changed.next.product_order_id) {
      const order = await findOrderOfUser(db, userId, changed.next.product_order_id);
      if (order) await orders.announce(order);
    }
    return subscriptionView(changed.next);
  }

  return {
    async bundles(userId) {
      const [bundles, plan] = await Promise.all([
        listActiveBundles(db),
        userId === null ? undefined : findSubscriptionByUserId(db, userId),
      ]);
      // A free trial is no plan of the shop's: every plan can be bought during it (docs/trial.md).
      const current = plan?.status === 'active' && !plan.trial ? plan.product_id : null;
      return bundles.map((bundle) => ({
        product_id: bundle.id,
        students: bundle.students,
        price: bundle.price,
        duration: bundle.duration,
        savings: planSavings(bundle, bundles),
        current: bundle.id === current,
      }));
    },

    async previewUpgrade(userId, productId, options = {}) {
      const bundle = await bundleFor(productId, 'product_id');
      const plan = await findSubscriptionByUserId(db, userId);
      const kind = purchaseKind(plan);
      if (kind === 'upgrade') changeable(plan, bundle, 'product_id');
      const at = ctx.now();
      const [balance, students] = await Promise.all([balanceOf(db, userId), countStudentsOfParent(db, userId)]);
      const cancelled = kind === 'upgrade' && !!plan!.cancellation_date;
      const resumeBilling = cancelled && options.resumeBilling === true;
      const charge = quote(kind, bundle, plan, balance, at, { resumeBilling });
      const staysCancelled = cancelled && !resumeBilling;
      return {
        price: charge.price,
        credit: charge.credit,
        adjusted_price: charge.amount,
        next_billing_date: staysCancelled
          ? null
          : iso(kind === 'upgrade' ? billingDate(plan!) : periodStarting(at, bundle.duration).end),
        balance: charge.balance,
        rounding: charge.rounding,
        fewer_students: fewerStudentsMessage(students, bundle.students),
        // The receipt's own lines, from the same quote: what the family is shown is what it gets.
        lines: orderLines({ kind, students: bundle.students, duration: bundle.duration, ...charge }),
        charged_now: charge.now,
        deferred: charge.deferred,
        kept_as_credit: Math.max(0, -charge.balanceAfter),
        ends_trial: kind === 'purchase' && plan?.trial === true && plan.status === 'active',
        stays_cancelled: staysCancelled,
        ends_on: cancelled ? iso(plan!.expiry_date) : null,
      };
    },

    paymentMethods: () => offeredMethods(providers),

    async purchase(userId, { bundle: bundleId, payment, useForRenewals, idempotencyKey, locale }) {
      const first = await replay(userId, idempotencyKey);
      if (first) return orders.view(first);
      const bundle = await bundleFor(bundleId);
      if (purchaseKind(await findSubscriptionByUserId(db, userId)) === 'upgrade')
        throw invalid({ bundle: [ALREADY_ACTIVE] });
      const choice = await choose(userId, payment);
      return placeOrder(userId, idempotencyKey, (trx) =>
        openPurchase(trx, userId, bundle, choice, useForRenewals ?? true, { idempotencyKey, locale }),
      );
    },

    async upgrade(userId, { bundle: bundleId, payment, useForRenewals, idempotencyKey, locale, resumeBilling }) {
      const first = await replay(userId, idempotencyKey);
      if (first) return orders.view(first);
      const bundle = await bundleFor(bundleId);
      const plan = await findSubscriptionByUserId(db, userId);
      // A trial has nothing to change: buying a plan during it is a purchase that ends it.
      const trial = plan?.trial && plan.status === 'active';
      if (!trial) changeable(plan, bundle, 'bundle');
      const choice = await choose(userId, payment);
      const setsMethod = useForRenewals ?? true;
      return placeOrder(userId, idempotencyKey, (trx) =>
        trial
          ? openPurchase(trx, userId, bundle, choice, setsMethod, { idempotencyKey, locale })
          : changePlan(trx, userId, bundle, choice, setsMethod, { idempotencyKey, locale, resumeBilling }),
      );
    },

    async defaultPaymentMethod(userId) {
      const provider = await currentCard(providers.card);
      if (!provider) return null;
      const card = await provider.defaultCard(await customerOf(userId));
      if (!card) return null;
      const { id, brand, last4, exp_month, exp_year } = card;
      return { id, type: 'card', brand, last4, exp_month, exp_year };
    },

    async receipt(userId, orderId) {
      const order = await findOrderOfUser(db, userId, orderId);
      if (!order) throw notFound('No such order.');
      return orders.view(order, (await findSubscriptionByUserId(db, userId)) ?? null);
    },

    async payOrder(userId, orderId, { payment, useForRenewals, locale }) {
      const order = await findOrderOfUser(db, userId, orderId);
      if (!order) throw notFound('No such order.');
      if (order.status !== 'failed' && order.status !== 'failed_declined') throw invalid({ order_id: [NOT_REFUSED] });
      const choice = await choosePayment(providers, await customerOf(userId), payment);
      const after =
        (await orders.retry(order.id, { choice, setsMethod: useForRenewals, locale })) ??
        (await findOrder(db, order.id)) ??
        order;
      return orders.view(after, (await findSubscriptionByUserId(db, userId)) ?? null);
    },

    async setRenewalNumber(userId, phone) {
      const changed = await db.transaction().execute(async (trx) => {
        const plan = await lockSubscription(trx, userId);
        if (!plan || plan.trial || plan.status === 'expired') throw invalid({ phone_number: [NO_PLAN] });
        if (plan.payment_method !== 'mpesa') throw invalid({ phone_number: [NOT_MPESA] });
        return updateSubscription(trx, plan.id, { renewal_phone: phone }, ctx.now());
      });
      return subscriptionView(changed);
    },

    cancel: (userId) =>
      changeSubscription(userId, async (plan, trx) =>
        plan.cancellation_date
          ? plan
          : updateSubscription(trx, plan.id, { cancellation_date: ctx.now(), next_billing_date: null }, ctx.now()),
      ),

    renew: (userId) =>
      changeSubscription(userId, async (plan, trx) =>
        plan.cancellation_date
          ? updateSubscription(
              trx,
              plan.id,
              { cancellation_date: null, next_billing_date: plan.expiry_date },
              ctx.now(),
            )
          : plan,
      ),

    async checkSignupPurchase({ bundle, payment }) {
      await bundleFor(bundle);
      await choosePayment(providers, null, payment);
    },

    async signupPurchase(trx, user, { bundle: bundleId, payment, idempotencyKey, locale }) {
      const bundle = await findBundle(trx, bundleId);
      if (!bundle || !bundle.active) throw invalid({ bundle: [BUNDLE_INVALID] });
      // The card was checked before the transaction; it is attached to the account when charged.
      const choice: PaymentChoice =
        payment.method === 'mpesa'
          ? mpesaPhoneChoice(payment)
          : { method: 'card', cardId: payment.info.payment_method_id, card: null };
      return orders.view(await openPurchase(trx, user.id, bundle, choice, true, { idempotencyKey, locale }));
    },

    async orderByKey(userId, key) {
      const order = await replay(userId, key);
      return order ? orders.view(order, (await findSubscriptionByUserId(db, userId)) ?? null) : undefined;
    },

    async startSignupPayment({ order_id }) {
      const order = await findOrder(db, order_id);
      if (!order) throw notFound('No such order.');
      await orders.announce(order);
      return orders.view(await orders.start(order), (await findSubscriptionByUserId(db, order.user_id)) ?? null);
    },
  };
}
