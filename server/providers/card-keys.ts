import type { Config } from '../config';
import type { DB, Executor } from '../db/schema';
import { settingTexts } from './setting-texts';

/** The card provider's keys as administrators store them in site settings. */
export interface CardKeys {
  publicKey: string;
  secretKey: string;
  webhookSecret: string;
}

export const CARDS_UNAVAILABLE = 'Card payments are not available.';

/** Read at each use, uncached: a key an administrator saves is used from the next request on. */
export async function readCardKeys(db: Executor): Promise<CardKeys> {
  const text = await settingTexts(db);
  return {
    publicKey: text('card_public_key'),
    secretKey: text('card_secret_key'),
    webhookSecret: text('card_webhook_secret'),
  };
}

/**
 * The card provider stored keys choose when this instance starts, for its start-up report: Stripe
 * as soon as a secret key is stored, otherwise what the environment asked for. Payments follow
 * the keys from request to request (`card-switch.ts`), so no restart is needed after a change.
 */
export async function withStoredCardKeys(config: Config, db: DB): Promise<Config> {
  const keys = await readCardKeys(db);
  return keys.secretKey ? { ...config, cardProvider: 'stripe', stripe: true } : config;
}
