import type { CardProvider as CardProviderName } from '../config';

/** What an order records when the bank refuses its card, in Stripe's words (the screens say what to do: src/domain/receipt.ts). */
export const CARD_DECLINED = 'Your card was declined.';

/**
 * Takes card payments. The sandbox (mirroring Stripe's test cards: 4242... pays,
 * 4000 0000 0000 0002 is declined) and the Stripe adapter implement it. Shaped after Stripe:
 * a customer per account, cards saved through a setup secret (SetupIntent), charges made
 * off-session on a saved card (PaymentIntent) under an idempotency key, and results that may
 * arrive later by webhook.
 */
export interface CardProvider {
  /** Also the `<card>` path segment of the card calls. */
  readonly name: CardProviderName;
  /** The publishable key the browser's card field needs. */
  publicKey(): Promise<string>;
  /** A client secret with which the browser saves a card to this customer (Stripe: a SetupIntent's). */
  setupSecret(customer: CardCustomer): Promise<string>;
  /** The customer's saved cards, the default one first. */
  listCards(customer: CardCustomer): Promise<SavedCard[]>;
  defaultCard(customer: CardCustomer): Promise<SavedCard | null>;
  /**
   * A card the customer may pay with. A card entered before the account existed (sign-up) is
   * attached to the customer here; with `attach: false` it is only looked at.
   */
  findCard(customer: CardCustomer | null, cardId: string, options?: { attach?: boolean }): Promise<CardLookup>;
  /** Makes a card of the customer's the one future charges use. */
  setDefaultCard(customer: CardCustomer, cardId: string): Promise<SavedCard | null>;
  /**
   * Charges a saved card without the customer present. The same idempotency key never charges
   * twice: repeating a call (after a timeout or a crash) answers the first charge's result.
   * Throws only when the outcome is unknown (network); a refusal is an outcome.
   */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Where a charge stands now, for charges whose result never arrived. */
  chargeStatus(reference: string): Promise<ChargeOutcome>;
  /** The client secret of a charge, for the browser to complete an authentication step. */
  paymentSecret(reference: string): Promise<string | null>;
}

/** The account a card belongs to; the adapter keeps its own customer id for it. */
export interface CardCustomer {
  userId: number;
  email: string | null;
  name: string;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  isDefault: boolean;
}

export type CardLookup = { ok: true; card: SavedCard } | { ok: false; reason: 'unknown' | 'expired' };

export interface ChargeRequest {
  customer: CardCustomer;
  cardId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  idempotencyKey: string;
  description: string;
  /** Our order, kept on the provider's side so that webhooks and support can find it. */
  orderId: number;
  /**
   * The customer is not there to authenticate (renewals, retries): a card that would need it is
   * refused rather than left waiting. Otherwise an authentication step leaves the charge pending.
   */
  offSession?: boolean;
}

/**
 * `pending`: the provider has not decided yet (an authentication step, processing); the result
 * comes by webhook or by `chargeStatus`. `declined`: the bank refused the card. `failed`: any
 * other refusal.
 */
export type ChargeOutcome =
  | { status: 'paid'; reference: string }
  | { status: 'pending'; reference: string }
  | { status: 'declined' | 'failed'; reference: string | null; message: string };
