import { currentCard } from '../providers/card-switch';
import { findUserById } from '../repositories/users';
import type { CardCustomer } from '../providers/card';
import type { StripeCardProvider } from '../providers/stripe-card';
import type { ServiceContext } from './context';
import type { OrdersService } from './orders';

/** What became of a webhook delivery. */
export type WebhookVerdict =
  | { kind: 'unavailable' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'accepted'; event: string; handled: boolean };

export interface CardEventsService {
  /**
   * A Stripe webhook delivery, exactly as it arrived (the signature covers the raw bytes). Payment
   * events lead their order through the orders service's idempotent transitions, so a delivery
   * repeated any number of times moves it once.
   */
  stripe(payload: Buffer, signature: string | undefined): Promise<WebhookVerdict>;
}

export function cardEventsService(ctx: ServiceContext, deps: { orders: OrdersService }): CardEventsService {
  async function customerOf(userId: number): Promise<CardCustomer | null> {
    const user = await findUserById(ctx.db, userId);
    return user ? { userId, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() } : null;
  }

  return {
    async stripe(payload, signature) {
      const card = await currentCard(ctx.providers.card);
      if (card?.name !== 'stripe') return { kind: 'unavailable' };
      const notice = await (card as StripeCardProvider).readNotice(payload, signature);
      switch (notice.kind) {
        case 'rejected':
          return notice;
        case 'ignored':
          return { kind: 'accepted', event: notice.type, handled: false };
        case 'payment': {
          // The event only names the charge: Stripe's current state of it decides (`cardNotice`).
          const order = await deps.orders.cardNotice({ reference: notice.reference, orderId: notice.orderId });
          return { kind: 'accepted', event: notice.type, handled: order !== undefined };
        }
        case 'card_saved': {
          // No order waits on a saved card (orders are charged by PaymentIntent); a failed one is
          // retried only when the parent asks (update_default), never behind their back.
          const customer = await customerOf(notice.userId);
          if (!customer) return { kind: 'accepted', event: notice.type, handled: false };
          if (await card.defaultCard(customer)) return { kind: 'accepted', event: notice.type, handled: false };
          const saved = await card.setDefaultCard(customer, notice.cardId);
          return { kind: 'accepted', event: notice.type, handled: saved !== null };
        }
      }
    },
  };
}
