import type { Config } from '../config';
import type { DB } from '../db/schema';
import { notFound } from '../errors';
import { listSettings } from '../repositories/settings';
import type { SandboxCardProvider } from './sandbox-card';

/** The card provider's keys as administrators store them in site settings. */
export interface CardKeys {
  publicKey: string;
  secretKey: string;
  webhookSecret: string;
}

export const CARDS_UNAVAILABLE = 'Card payments are not available.';

/** Read at each use, uncached: a key an administrator saves is used from the next request on. */
export async function readCardKeys(db: DB): Promise<CardKeys> {
  const values = new Map((await listSettings(db)).map((row) => [row.key, row.value]));
  const text = (key: string) => {
    const value = values.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  return { publicKey: text('card_public_key'), secretKey: text('card_secret_key'), webhookSecret: text('card_webhook_secret') };
}

/**
 * The card provider this instance runs, decided at start: Stripe as soon as a secret key is
 * stored (a sandbox never runs when real keys are configured), otherwise what the environment
 * asked for. The `<card>` path segment follows, so switching needs a restart.
 */
export async function withStoredCardKeys(config: Config, db: DB): Promise<Config> {
  const keys = await readCardKeys(db);
  return keys.secretKey ? { ...config, cardProvider: 'stripe', stripe: true } : config;
}

/**
 * The sandbox card, refusing to take or save anything once real keys are stored while it runs:
 * from then on card payments wait for the restart that switches to Stripe.
 */
export function sandboxUnlessKeys(card: SandboxCardProvider, db: DB): SandboxCardProvider {
  const keysStored = async () => (await readCardKeys(db)).secretKey !== '';
  return {
    ...card,
    async publicKey() {
      if (await keysStored()) throw notFound(CARDS_UNAVAILABLE);
      return card.publicKey();
    },
    async setupSecret(customer) {
      if (await keysStored()) throw notFound(CARDS_UNAVAILABLE);
      return card.setupSecret(customer);
    },
    async findCard(customer, cardId, options) {
      if (await keysStored()) return { ok: false, reason: 'unknown' };
      return card.findCard(customer, cardId, options);
    },
    async charge(request) {
      if (await keysStored()) return { status: 'failed', reference: null, message: CARDS_UNAVAILABLE };
      return card.charge(request);
    },
    async createCard(details, userId) {
      if (await keysStored()) return { ok: false, field: 'number', message: CARDS_UNAVAILABLE };
      return card.createCard(details, userId);
    },
  };
}
