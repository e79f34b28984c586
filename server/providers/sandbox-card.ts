import { createHash } from 'node:crypto';
import type { DB, PaymentMethod } from '../db/schema';
import {
  attachPaymentMethod,
  findDefaultPaymentMethod,
  findPaymentMethod,
  insertPaymentMethod,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from '../repositories/payment-methods';
import { findAuthentication, recordAuthentication } from '../repositories/sandbox-authentications';
import { randomToken } from '../security/tokens';
import { cardBrand, cardDigits, cvcLength, isCardExpired, luhn, numberLength } from '../../src/domain/cards';
import {
  CARD_DECLINED,
  type CardCustomer,
  type CardLookup,
  type CardProvider,
  type ChargeOutcome,
  type SavedCard,
} from './card';

/** Card details as typed into the sandbox's card field. */
export interface SandboxCardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export type SandboxCardResult =
  | { ok: true; card: SavedCard }
  | { ok: false; field: 'number' | 'exp_month' | 'exp_year' | 'cvc'; message: string };

/**
 * The sandbox also plays the browser library's part: turning typed card details into a saved card,
 * and the bank's authentication step (3-D Secure) of a charge that asks for it.
 */
export interface SandboxCardProvider extends CardProvider {
  readonly name: 'sandbox';
  /** Saves a card for an account, or unattached (sign-up) when `userId` is null. The number itself is never kept. */
  createCard(details: SandboxCardDetails, userId: number | null): Promise<SandboxCardResult>;
  /**
   * Answers a charge's authentication step, named by its client secret: approved, or failed (which
   * includes abandoned). The first answer stands. Null for a secret that names no such charge.
   */
  authenticate(secret: string, approve: boolean): Promise<{ reference: string; approved: boolean } | null>;
}

/** Stripe's test card that asks for authentication on every charge made with the customer present. */
export const AUTHENTICATING = '4000002500003155';
export const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Stripe's test numbers that a bank refuses: generic, insufficient funds, lost, stolen, expired, wrong code. */
const DECLINING = new Set([
  '4000000000000002',
  '4000000000009995',
  '4000000000009987',
  '4000000000009979',
  '4000000000000069',
  '4000000000000127',
]);

export const SANDBOX_PUBLIC_KEY = 'pk_test_sandbox_soma';

/** Cards live in `payment_methods`; charges are worked out from the card each time, so nothing else is stored. */
export function sandboxCard(db: DB, now: () => Date, options: { delayMs?: number } = {}): SandboxCardProvider {
  const expired = (card: Pick<PaymentMethod, 'exp_month' | 'exp_year'>) =>
    isCardExpired(card.exp_month, card.exp_year, now());

  async function owned(customer: CardCustomer, cardId: string): Promise<PaymentMethod | undefined> {
    const row = await findPaymentMethod(db, cardId);
    return row && row.user_id === customer.userId ? row : undefined;
  }

  async function outcomeOf(
    cardId: string,
    reference: string,
    userId?: number,
    offSession = false,
  ): Promise<ChargeOutcome> {
    const row = await findPaymentMethod(db, cardId);
    if (!row || (userId !== undefined && row.user_id !== userId)) {
      return { status: 'failed', reference: null, message: 'No such payment method.' };
    }
    if (expired(row)) return { status: 'declined', reference, message: 'Your card has expired.' };
    if (row.outcome === 'authenticate') {
      // Nobody is there to authenticate a charge made without the customer: the bank refuses it.
      if (offSession) return { status: 'declined', reference, message: AUTHENTICATION_REQUIRED };
      const approved = await findAuthentication(db, reference);
      if (approved === undefined) return { status: 'pending', reference };
      return approved
        ? { status: 'paid', reference }
        : { status: 'declined', reference, message: AUTHENTICATION_FAILED };
    }
    return row.outcome === 'succeed'
      ? { status: 'paid', reference }
      : { status: 'declined', reference, message: CARD_DECLINED };
  }

  const secretOf = (reference: string) => `${reference}_secret_${digest(`secret:${reference}`).slice(0, 24)}`;

  return {
    name: 'sandbox',

    publicKey: async () => SANDBOX_PUBLIC_KEY,

    setupSecret: async () => `seti_sandbox_${randomToken(12)}_secret_${randomToken(12)}`,

    async listCards(customer) {
      return (await listPaymentMethods(db, customer.userId)).map(savedCard);
    },

    async defaultCard(customer) {
      const row = await findDefaultPaymentMethod(db, customer.userId);
      return row ? savedCard(row) : null;
    },

    async findCard(customer, cardId, options = {}): Promise<CardLookup> {
      let row = await findPaymentMethod(db, cardId);
      if (!row || (row.user_id !== null && row.user_id !== customer?.userId)) return { ok: false, reason: 'unknown' };
      if (expired(row)) return { ok: false, reason: 'expired' };
      if (row.user_id === null && customer && options.attach !== false) {
        row = await attachPaymentMethod(db, cardId, customer.userId);
        if (!row) return { ok: false, reason: 'unknown' };
        if (!(await findDefaultPaymentMethod(db, customer.userId))) {
          row = (await setDefaultPaymentMethod(db, customer.userId, cardId)) ?? row;
        }
      }
      return { ok: true, card: savedCard(row) };
    },

    async setDefaultCard(customer, cardId) {
      if (!(await owned(customer, cardId))) return null;
      const row = await setDefaultPaymentMethod(db, customer.userId, cardId);
      return row ? savedCard(row) : null;
    },

    async charge({ customer, cardId, idempotencyKey, offSession }) {
      // A bank's answer takes time (benchmarks set it); the outcome does not depend on it.
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      return outcomeOf(cardId, chargeReference(cardId, idempotencyKey), customer.userId, offSession);
    },

    async chargeStatus(reference) {
      const cardId = cardOfReference(reference);
      if (!cardId) return { status: 'failed', reference, message: 'No such payment.' };
      return outcomeOf(cardId, reference);
    },

    paymentSecret: async (reference) => secretOf(reference),

    async authenticate(secret, approve) {
      const reference = secret.replace(/_secret_[0-9a-f]{24}$/, '');
      if (reference === secret || secretOf(reference) !== secret) return null;
      const cardId = cardOfReference(reference);
      const row = cardId ? await findPaymentMethod(db, cardId) : undefined;
      if (!row || row.outcome !== 'authenticate') return null;
      return { reference, approved: await recordAuthentication(db, reference, approve) };
    },

    async createCard(details, userId) {
      const number = cardDigits(details.number);
      const brand = cardBrand(number);
      if (brand === 'unknown' || number.length !== numberLength(brand) || !luhn(number)) {
        return { ok: false, field: 'number', message: 'Your card number is invalid.' };
      }
      const today = now();
      if (details.exp_year < today.getUTCFullYear()) {
        return { ok: false, field: 'exp_year', message: "Your card's expiration year is in the past." };
      }
      if (isCardExpired(details.exp_month, details.exp_year, today)) {
        return { ok: false, field: 'exp_month', message: "Your card's expiration date is in the past." };
      }
      if (!/^\d+$/.test(details.cvc) || details.cvc.length !== cvcLength(brand)) {
        return { ok: false, field: 'cvc', message: "Your card's security code is invalid." };
      }
      const row = await insertPaymentMethod(db, {
        id: `pm_sandbox_${randomToken(18)}`,
        user_id: userId,
        brand,
        last4: number.slice(-4),
        exp_month: details.exp_month,
        exp_year: details.exp_year,
        name: details.name,
        outcome: DECLINING.has(number) ? 'decline' : number === AUTHENTICATING ? 'authenticate' : 'succeed',
        is_default: false,
      });
      // An account's first card becomes its default, as Stripe's customer default would be set.
      if (userId !== null && !(await findDefaultPaymentMethod(db, userId))) {
        return { ok: true, card: savedCard((await setDefaultPaymentMethod(db, userId, row.id)) ?? row) };
      }
      return { ok: true, card: savedCard(row) };
    },
  };
}

function savedCard(row: PaymentMethod): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    isDefault: row.is_default,
  };
}

/** The same card and key always name the same charge: that is the sandbox's idempotency. */
function chargeReference(cardId: string, idempotencyKey: string): string {
  return `pi_${cardId.slice(3)}_${digest(`${cardId}:${idempotencyKey}`).slice(0, 16)}`;
}

function cardOfReference(reference: string): string | null {
  const match = /^pi_(.+)_[0-9a-f]{16}$/.exec(reference);
  return match ? `pm_${match[1]}` : null;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
