import Stripe from 'stripe';
import { isCardExpired } from '../../src/domain/cards';
import type { DB } from '../db/schema';
import { notFound } from '../errors';
import {
  findCardCustomer,
  findUserOfCardCustomer,
  forgetCardCustomer,
  keepCardCustomer,
} from '../repositories/card-customers';
import type { CardCustomer, CardLookup, CardProvider, ChargeOutcome, SavedCard } from './card';
import { CARDS_UNAVAILABLE, readCardKeys } from './card-keys';
import { errorOutcome, idOf, intentOutcome, isMissing, savedCardOf } from './stripe-outcomes';

export interface StripeCardOptions {
  db: DB;
  now: () => Date;
  /** Another address for Stripe's API (stripe-mock, tests); null for api.stripe.com. */
  apiBase: string | null;
  /** Stripe's own retries of a request that got no answer, under the same idempotency key. */
  maxNetworkRetries?: number;
}

/** A verified webhook event, read as what it means for us. */
export type StripeNotice =
  | { kind: 'rejected'; reason: string }
  | { kind: 'ignored'; type: string }
  /** A charge changed: the order it names (or that carries this reference) is reconciled. */
  | { kind: 'payment'; type: string; reference: string; orderId: number | null }
  /** A card was saved to an account's customer through a SetupIntent. */
  | { kind: 'card_saved'; type: string; userId: number; cardId: string; savedAt: Date };

export interface StripeCardProvider extends CardProvider {
  readonly name: 'stripe';
  /** Verifies a webhook's signature (secret from site settings, timestamp within the tolerance) and reads it. */
  readNotice(payload: Buffer, signature: string | undefined): Promise<StripeNotice>;
}

const PROVIDER = 'stripe';
/** Stripe's own default: a signed event older than this is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** An authentication step not taken within this time is abandoned: the intent is cancelled and the order fails. */
export const ACTION_WINDOW_MS = 60 * 60 * 1000;
const PAYMENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);
const UNKNOWN: CardLookup = { ok: false, reason: 'unknown' };

/**
 * Card payments through Stripe: a customer per account, cards saved by SetupIntent (or created
 * in the browser before sign-up and attached here), charges by PaymentIntent confirmed at once
 * under our idempotency key, results settled by webhook or by asking.
 */
export function stripeCard(options: StripeCardOptions): StripeCardProvider {
  const { db, now } = options;
  let client: { key: string; stripe: Stripe } | null = null;

  async function api(): Promise<Stripe> {
    const { secretKey } = await readCardKeys(db);
    if (!secretKey) throw notFound(CARDS_UNAVAILABLE);
    if (client?.key !== secretKey) {
      const stripe = new Stripe(secretKey, {
        ...address(options.apiBase),
        maxNetworkRetries: options.maxNetworkRetries ?? 2,
        timeout: 20_000,
        telemetry: false,
        appInfo: { name: 'Soma' },
      });
      client = { key: secretKey, stripe };
    }
    return client.stripe;
  }

  async function customerId(stripe: Stripe, customer: CardCustomer): Promise<string> {
    const stored = await findCardCustomer(db, customer.userId, PROVIDER);
    if (stored) return stored;
    const created = await stripe.customers.create({
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.name ? { name: customer.name } : {}),
      metadata: { soma_user_id: String(customer.userId) },
    });
    return keepCardCustomer(db, customer.userId, PROVIDER, created.id);
  }

  /** A customer Stripe no longer knows (deleted, or kept under other keys) is replaced, once. */
  async function withCustomer<T>(stripe: Stripe, customer: CardCustomer, work: (id: string) => Promise<T>): Promise<T> {
    const id = await customerId(stripe, customer);
    try {
      return await work(id);
    } catch (error) {
      if (!isMissing(error, 'customer')) throw error;
      await forgetCardCustomer(db, customer.userId, PROVIDER, id);
      return work(await customerId(stripe, customer));
    }
  }

  async function defaultCardId(stripe: Stripe, id: string): Promise<string | null> {
    const found = await stripe.customers.retrieve(id);
    if (found.deleted) return null;
    return idOf(found.invoice_settings?.default_payment_method);
  }

  async function paymentMethod(stripe: Stripe, cardId: string): Promise<Stripe.PaymentMethod | null> {
    try {
      return await stripe.paymentMethods.retrieve(cardId);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function makeDefault(stripe: Stripe, id: string, cardId: string): Promise<void> {
    await stripe.customers.update(id, { invoice_settings: { default_payment_method: cardId } });
  }

  async function intent(stripe: Stripe, reference: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await stripe.paymentIntents.retrieve(reference);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    name: 'stripe',

    async publicKey() {
      const { publicKey, secretKey } = await readCardKeys(db);
      if (!publicKey || !secretKey) throw notFound(CARDS_UNAVAILABLE);
      return publicKey;
    },

    async setupSecret(customer) {
      const stripe = await api();
      const setup = await withCustomer(stripe, customer, (id) =>
        stripe.setupIntents.create({
          customer: id,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { soma_user_id: String(customer.userId) },
        }),
      );
      if (!setup.client_secret) throw new Error(`SetupIntent ${setup.id} came without a client secret`);
      return setup.client_secret;
    },

    async listCards(customer) {
      const stripe = await api();
      const id = await findCardCustomer(db, customer.userId, PROVIDER);
      if (!id) return [];
      try {
        const [defaultId, methods] = await Promise.all([
          defaultCardId(stripe, id),
          stripe.customers.listPaymentMethods(id, { type: 'card', limit: 100 }),
        ]);
        const cards = methods.data
          .map((method) => savedCardOf(method, defaultId))
          .filter((card): card is SavedCard => card !== null);
        return [...cards.filter((card) => card.isDefault), ...cards.filter((card) => !card.isDefault)];
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },

    async defaultCard(customer) {
      const stripe = await api();
      const id = await findCardCustomer(db, customer.userId, PROVIDER);
      if (!id) return null;
      try {
        const defaultId = await defaultCardId(stripe, id);
        const method = defaultId ? await paymentMethod(stripe, defaultId) : null;
        return method && idOf(method.customer) === id ? savedCardOf(method, defaultId) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async findCard(customer, cardId, lookup = {}) {
      const stripe = await api();
      const method = await paymentMethod(stripe, cardId);
      if (!method?.card) return UNKNOWN;
      const owner = idOf(method.customer);
      const ours = customer ? await findCardCustomer(db, customer.userId, PROVIDER) : null;
      if (owner && owner !== ours) return UNKNOWN;
      if (isCardExpired(method.card.exp_month, method.card.exp_year, now())) return { ok: false, reason: 'expired' };
      if (owner) {
        const card = savedCardOf(method, await defaultCardId(stripe, owner));
        return card ? { ok: true, card } : UNKNOWN;
      }
      // Created in the browser before the account existed (sign-up): it joins the account when used.
      if (!customer || lookup.attach === false) {
        const card = savedCardOf(method, null);
        return card ? { ok: true, card } : UNKNOWN;
      }
      const attached = await withCustomer(stripe, customer, (id) =>
        stripe.paymentMethods.attach(cardId, { customer: id }),
      );
      const id = idOf(attached.customer)!;
      let defaultId = await defaultCardId(stripe, id);
      if (!defaultId) {
        await makeDefault(stripe, id, cardId);
        defaultId = cardId;
      }
      const card = savedCardOf(attached, defaultId);
      return card ? { ok: true, card } : UNKNOWN;
    },

    async setDefaultCard(customer, cardId) {
      const stripe = await api();
      const id = await findCardCustomer(db, customer.userId, PROVIDER);
      if (!id) return null;
      const method = await paymentMethod(stripe, cardId);
      if (!method || idOf(method.customer) !== id) return null;
      await makeDefault(stripe, id, cardId);
      return savedCardOf(method, cardId);
    },

    async charge(request) {
      const stripe = await api();
      const id = await customerId(stripe, request.customer);
      try {
        const created = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            customer: id,
            payment_method: request.cardId,
            allowed_payment_method_types: ['card'],
            confirm: true,
            // Present, the customer may be asked to authenticate, and the card is kept fit for renewals.
            ...(request.offSession ? { off_session: true } : { setup_future_usage: 'off_session' as const }),
            description: request.description,
            metadata: { order_id: String(request.orderId), soma_user_id: String(request.customer.userId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return intentOutcome(created);
      } catch (error) {
        const outcome = errorOutcome(error);
        if (outcome) return outcome;
        throw error;
      }
    },

    async chargeStatus(reference): Promise<ChargeOutcome> {
      const stripe = await api();
      let found = await intent(stripe, reference);
      if (!found) return { status: 'failed', reference, message: 'No such payment.' };
      const waiting = found.status === 'requires_action' || found.status === 'requires_confirmation';
      if (waiting && now().getTime() - found.created * 1000 > ACTION_WINDOW_MS) {
        try {
          found = await stripe.paymentIntents.cancel(reference, { cancellation_reason: 'abandoned' });
        } catch {
          // It moved on meanwhile (paid, say): its state now decides.
          found = (await intent(stripe, reference)) ?? found;
        }
      }
      return intentOutcome(found);
    },

    async paymentSecret(reference) {
      const found = await intent(await api(), reference);
      if (!found || (found.status !== 'requires_action' && found.status !== 'requires_confirmation')) return null;
      return found.client_secret;
    },

    async readNotice(payload, signature) {
      const { webhookSecret } = await readCardKeys(db);
      if (!webhookSecret) return { kind: 'rejected', reason: 'No webhook secret is configured.' };
      if (!signature) return { kind: 'rejected', reason: 'The Stripe-Signature header is missing.' };
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          payload,
          signature,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now().getTime(),
        );
      } catch {
        return { kind: 'rejected', reason: 'The signature does not match, or the event is too old.' };
      }
      if (PAYMENT_EVENTS.has(event.type)) {
        const paid = event.data.object as Stripe.PaymentIntent;
        const orderId = Number(paid.metadata?.order_id);
        return {
          kind: 'payment',
          type: event.type,
          reference: paid.id,
          orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
        };
      }
      if (event.type === 'setup_intent.succeeded') {
        const setup = event.data.object;
        const customer = idOf(setup.customer);
        const cardId = idOf(setup.payment_method);
        const userId = customer ? await findUserOfCardCustomer(db, PROVIDER, customer) : null;
        if (!userId || !cardId) return { kind: 'ignored', type: event.type };
        return { kind: 'card_saved', type: event.type, userId, cardId, savedAt: new Date(setup.created * 1000) };
      }
      return { kind: 'ignored', type: event.type };
    },
  };
}

/** Stripe client options that point it at `apiBase` (stripe-mock, tests) instead of api.stripe.com. */
export function address(apiBase: string | null): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
