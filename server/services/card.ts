import type { SandboxCard } from '../../src/api/sandboxCard';
import type { PaymentMethod as PaymentMethodView } from '../../src/api/structs';
import type { MaybeSubscription } from '../../src/api/subscription';
import { invalid, notFound } from '../errors';
import { findLatestCardCharge, findOrderOfUser } from '../repositories/orders';
import { findSubscriptionByUserId, updateSubscription } from '../repositories/subscriptions';
import { findUserById } from '../repositories/users';
import type { CardCustomer, CardProvider, SavedCard } from '../providers/card';
import { currentCard } from '../providers/card-switch';
import type { SandboxCardProvider } from '../providers/sandbox-card';
import type { ServiceContext } from './context';
import { subscriptionView } from './order-views';
import type { OrdersService } from './orders';
import { CARD_EXPIRED } from './payments';

export const NO_CARD_PROVIDER = 'Card payments are not available.';
export const CARD_INVALID = 'The selected payment method id is invalid.';

export interface CardService {
  /** The provider taking card payments now (it follows the site settings), or null. */
  activeProvider(): Promise<CardProvider['name'] | null>;
  publicKey(): Promise<string>;
  setupSecret(userId: number): Promise<string>;
  cards(userId: number): Promise<PaymentMethodView[]>;
  /** The sandbox's card field: saves typed details (for the caller, or unattached before sign-up). */
  createSandboxCard(details: SandboxCard, userId: number | null): Promise<{ id: string; brand: string; last4: string }>;
  /**
   * Makes a card the default one, and the way the plan's renewals are paid; with `retry`, a plan
   * whose payment failed is charged again on it. Answers the subscription as it stands after the
   * retry's first answer.
   */
  updateDefault(
    userId: number,
    cardId: string,
    retry: boolean,
  ): Promise<{ success: boolean; subscription: MaybeSubscription }>;
  /** The client secret of the caller's latest card charge, or null. */
  latestPaymentSecret(userId: number): Promise<string | null>;
  /**
   * The sandbox's authentication step for the caller's latest card charge, named by its secret:
   * records the answer and settles the order by it. Answers the order's status.
   */
  authenticateSandbox(userId: number, secret: string, approve: boolean): Promise<{ status: string }>;
}

export const NO_SUCH_PAYMENT = 'The payment could not be found.';

export function cardService(ctx: ServiceContext, deps: { orders: OrdersService }): CardService {
  const { db, providers } = ctx;

  /** The provider taking card payments now; not found when none does. */
  async function provider(): Promise<CardProvider> {
    const card = await currentCard(providers.card);
    if (!card) throw notFound(NO_CARD_PROVIDER);
    return card;
  }

  /** The sandbox, while it is the provider taking card payments. */
  async function sandbox(): Promise<SandboxCardProvider> {
    const card = (await currentCard(providers.card)) as SandboxCardProvider | undefined;
    if (card?.name !== 'sandbox' || typeof card.createCard !== 'function') throw notFound(NO_CARD_PROVIDER);
    return card;
  }

  async function customerOf(userId: number): Promise<CardCustomer> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound();
    return { userId, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() };
  }

  return {
    activeProvider: async () => (await currentCard(providers.card))?.name ?? null,
    publicKey: async () => (await provider()).publicKey(),

    async setupSecret(userId) {
      return (await provider()).setupSecret(await customerOf(userId));
    },

    async cards(userId) {
      return (await (await provider()).listCards(await customerOf(userId))).map(cardView);
    },

    async createSandboxCard(details, userId) {
      const card = await sandbox();
      const result = await card.createCard(details, userId);
      if (!result.ok) throw invalid({ [result.field]: [result.message] });
      return { id: result.card.id, brand: result.card.brand, last4: result.card.last4 };
    },

    async updateDefault(userId, cardId, retry) {
      const card = await provider();
      const customer = await customerOf(userId);
      const found = await card.findCard(customer, cardId, { attach: true });
      if (!found.ok) throw invalid({ payment_method_id: [found.reason === 'expired' ? CARD_EXPIRED : CARD_INVALID] });
      const saved = await card.setDefaultCard(customer, cardId);
      if (!saved) throw invalid({ payment_method_id: [CARD_INVALID] });

      let plan = await findSubscriptionByUserId(db, userId);
      // A card made the default is what the plan's renewals charge from now on.
      if (plan && plan.payment_method !== 'card')
        plan = await updateSubscription(db, plan.id, { payment_method: 'card' }, ctx.now());
      if (retry && plan?.product_order_id) {
        const order = await findOrderOfUser(db, userId, plan.product_order_id);
        if (order && (order.status === 'failed' || order.status === 'failed_declined')) {
          await deps.orders.retry(order.id, { choice: { method: 'card', cardId, card: saved }, setsMethod: true });
        }
      }
      return { success: true, subscription: subscriptionView(await findSubscriptionByUserId(db, userId)) };
    },

    async latestPaymentSecret(userId) {
      const card = await provider();
      const order = await findLatestCardCharge(db, userId);
      if (!order?.provider_reference || order.provider !== card.name) return null;
      return card.paymentSecret(order.provider_reference);
    },

    async authenticateSandbox(userId, secret, approve) {
      const card = await sandbox();
      // Only the caller's own latest charge, the one `latest_payment_intent` names, is theirs to answer.
      const order = await findLatestCardCharge(db, userId);
      if (
        !order?.provider_reference ||
        order.provider !== card.name ||
        (await card.paymentSecret(order.provider_reference)) !== secret
      ) {
        throw invalid({ payment_secret: [NO_SUCH_PAYMENT] });
      }
      const answered = await card.authenticate(secret, approve);
      if (!answered) throw invalid({ payment_secret: [NO_SUCH_PAYMENT] });
      const after = await deps.orders.reconcile(order.id);
      return { status: (after ?? order).status };
    },
  };
}

function cardView(card: SavedCard): PaymentMethodView {
  const { id, brand, last4, exp_month, exp_year } = card;
  return { id, type: 'card', brand, last4, exp_month, exp_year };
}
