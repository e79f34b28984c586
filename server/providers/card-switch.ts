import type { DB, Executor } from '../db/schema';
import type { CardProvider } from './card';
import { readCardKeys } from './card-keys';

/**
 * The card provider chosen afresh for each use from the site settings, so that an administrator's
 * change reaches the next request on every instance, both ways: Stripe once a card secret key is
 * stored, the sandbox (when this deployment runs it) once it is cleared. The sandbox never runs
 * while real keys are stored.
 */
export interface SwitchingCard extends CardProvider {
  /** The provider that takes card payments now, or null when none does; inside a transaction, pass it. */
  active(executor?: Executor): Promise<CardProvider | null>;
}

export function switchingCard(options: { db: DB; stripe: CardProvider; sandbox: CardProvider | null }): SwitchingCard {
  const { db, stripe, sandbox } = options;
  let last: CardProvider | null = sandbox;

  async function active(executor: Executor = db): Promise<CardProvider | null> {
    last = (await readCardKeys(executor)).secretKey ? stripe : sandbox;
    return last;
  }

  async function use(): Promise<CardProvider> {
    const card = await active();
    // Callers that check first (`currentCard`) never get here without one.
    if (!card) throw new Error('No card provider takes payments now');
    return card;
  }

  return {
    /** The last provider chosen; callers that record it use `currentCard()` for a fresh answer. */
    get name() {
      return (last ?? stripe).name;
    },
    active,
    publicKey: async () => (await use()).publicKey(),
    setupSecret: async (customer) => (await use()).setupSecret(customer),
    listCards: async (customer) => (await use()).listCards(customer),
    defaultCard: async (customer) => (await use()).defaultCard(customer),
    findCard: async (customer, cardId, opts) => (await use()).findCard(customer, cardId, opts),
    setDefaultCard: async (customer, cardId) => (await use()).setDefaultCard(customer, cardId),
    charge: async (request) => (await use()).charge(request),
    chargeStatus: async (reference) => (await use()).chargeStatus(reference),
    paymentSecret: async (reference) => (await use()).paymentSecret(reference),
  };
}

/**
 * The card provider taking payments now: the switching provider's current choice, or a fixed
 * provider as given (tests pass their own). Undefined when card payments are off.
 */
export async function currentCard(
  card: CardProvider | undefined,
  executor?: Executor,
): Promise<CardProvider | undefined> {
  if (card && typeof (card as Partial<SwitchingCard>).active === 'function')
    return (await (card as SwitchingCard).active(executor)) ?? undefined;
  return card;
}
