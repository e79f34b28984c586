import type { KnownStatus, OutboxMessage as OutboxView } from '../../src/api/structs';
import type { Subscription as SubscriptionView } from '../../src/api/subscription';
import { DEBUG_LIVE_REFUSED } from '../../src/api/debug';
import { forbidden, notFound } from '../errors';
import { addMonths, addSeconds } from '../lib/dates';
import {
  closestBundle,
  deleteSubscription,
  insertDebugOrder,
  putSubscription,
} from '../repositories/debug-subscriptions';
import { findSubscriptionByUserId } from '../repositories/subscriptions';
import { listOutboxMessages } from '../repositories/outbox';
import type { ServiceContext } from './context';
import { subscriptionView } from './order-views';
import { takesRealMoney, type SettingsService } from './settings';

export interface DebugPlan {
  students: number;
  duration: number;
  status: KnownStatus;
}

export interface DebugService {
  /** Sets the account's plan by hand, for testing; not found while the `debug` setting is off. */
  setSubscription(parentId: number, plan: DebugPlan): Promise<SubscriptionView>;
  /** Removes the account's plan; not found while the `debug` setting is off. */
  deleteSubscription(parentId: number): Promise<void>;
  /** This deployment runs the sandbox, whose outbox takes messages while no SMTP server or SMS gateway is configured. */
  readonly hasOutbox: boolean;
  /** The sandbox outbox, newest first; not found once messages really leave. */
  outbox(): Promise<OutboxView[]>;
}

export function debugService(ctx: ServiceContext, deps: { settings: SettingsService }): DebugService {
  const { db } = ctx;

  async function requireDebug(): Promise<void> {
    const values = await deps.settings.all();
    // Off means the helpers do not exist, so the answer is the same as for any unknown path.
    if (values.debug !== true) throw notFound();
    // Never beside real money: a plan given away here would be a plan paid for elsewhere.
    if (takesRealMoney(values)) throw forbidden(DEBUG_LIVE_REFUSED);
  }

  return {
    async setSubscription(parentId, plan) {
      await requireDebug();
      const bundle = await closestBundle(db, plan.students, plan.duration);
      if (!bundle) throw notFound('There are no plans to base a subscription on.');
      const now = ctx.now();
      const expired = plan.status === 'expired';
      const startsAt = expired ? addMonths(now, -plan.duration) : now;
      const expiry = expired ? addSeconds(now, -1) : addMonths(now, plan.duration);
      // The bundle's price per student and month, for the asked size and length.
      const price = Math.round((bundle.price * plan.students * plan.duration) / (bundle.students * bundle.duration));
      const paid = plan.status === 'active' || expired;

      await db.transaction().execute(async (trx) => {
        const order = await insertDebugOrder(trx, {
          userId: parentId,
          productId: bundle.id,
          status: plan.status,
          price,
          paidAt: paid ? now : null,
        });
        await putSubscription(trx, {
          user_id: parentId,
          product_id: bundle.id,
          product_order_id: order.id,
          students: plan.students,
          status: plan.status,
          payment_method: 'card',
          price,
          duration: plan.duration,
          starts_at: startsAt,
          expiry_date: expiry,
          next_billing_date: expired ? null : expiry,
          cancellation_date: null,
          trial: false,
        });
      });
      return subscriptionView((await findSubscriptionByUserId(db, parentId))!);
    },

    async deleteSubscription(parentId) {
      await requireDebug();
      await deleteSubscription(db, parentId);
    },

    hasOutbox: ctx.config.sandbox,

    async outbox() {
      if ((await ctx.providers.messages.route('email')).kind !== 'outbox') throw notFound();
      return (await listOutboxMessages(db)).map((message) => ({
        to: message.recipient,
        body: message.body,
        created_at: message.created_at.toISOString(),
        channel: message.channel,
        subject: message.subject,
      }));
    },
  };
}
