import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { Broadcaster } from './broadcaster';
import { builtInBroadcaster } from './broadcaster-builtin';
import { pusherBroadcaster } from './broadcaster-pusher';
import type { CardProvider } from './card';
import { stripeKeyChecker, type CardKeyChecker } from './card-key-check';
import { switchingCard } from './card-switch';
import { darajaMpesa } from './daraja-mpesa';
import type { LearningPlatform } from './learning';
import { switchingLearning } from './learning-switch';
import { messageRoutes } from './message-routes';
import { switchingMpesa } from './mpesa-switch';
import type { MessagesProvider } from './messages';
import type { MobileMoneyProvider } from './mobile-money';
import { sandboxCard } from './sandbox-card';
import { sandboxMpesa } from './sandbox-mpesa';
import { stripeCard } from './stripe-card';

/** Everything outside the server that it talks to, each behind a small interface. */
export interface Providers {
  messages: MessagesProvider;
  /** The learning platform the settings name now (`learning-switch.ts`): HTTP, or the built-in sandbox. */
  learning: () => Promise<LearningPlatform>;
  broadcaster: Broadcaster;
  /**
   * Card payments: Stripe or the sandbox, chosen at each use from the site settings
   * (`card-switch.ts`); read it through `currentCard()`. Tests may pass a fixed provider.
   */
  card?: CardProvider;
  /** Tries a card secret key against the provider before an administrator's change takes effect. */
  cardKeyCheck?: CardKeyChecker;
  /** M-Pesa: Daraja (stored credentials or MPESA_*) or the sandbox, chosen at each use (`mpesa-switch.ts`); read it through `currentMobileMoney()`. */
  mobileMoney?: MobileMoneyProvider;
}

/** The providers a configuration asks for. Tests pass their own (or override one) to `buildApp`. */
export function createProviders(config: Config, db: DB, now: () => Date = () => new Date()): Providers {
  return {
    messages: messageRoutes({
      db,
      smtpUrl: config.delivery.smtpUrl,
      mailFrom: config.delivery.mailFrom,
      publicUrl: config.publicUrl,
      sandbox: config.sandbox,
      timeoutMs: config.delivery.timeoutMs,
    }),
    learning: switchingLearning({ db, timeoutMs: config.platformTimeoutMs }),
    broadcaster: config.pusher ? pusherBroadcaster(config.pusher) : builtInBroadcaster(config, db),
    // Stripe while a secret key is stored, otherwise the sandbox when this deployment runs it:
    // chosen at each use, so that saving or clearing the key switches on the next request.
    card: switchingCard({
      db,
      stripe: stripeCard({ db, now, apiBase: config.stripeApiBase }),
      sandbox:
        config.cardProvider === 'sandbox' ? sandboxCard(db, now, { delayMs: config.sandboxCardDelayMs ?? 0 }) : null,
    }),
    cardKeyCheck: stripeKeyChecker({ apiBase: config.stripeApiBase }),
    // Daraja once an administrator stores its credentials, else Daraja from the environment, else
    // the sandbox when this deployment runs it: chosen at each use, as the card is.
    mobileMoney: switchingMpesa({
      db,
      environment: config.mpesa ? darajaMpesa(config.mpesa, { now }) : null,
      sandbox: config.sandbox ? sandboxMpesa({ delayMs: config.sandboxMpesaDelayMs, now }) : null,
      defaults: config.mpesa ?? { callbackUrl: `${config.publicUrl}/api/shop/mpesa/callback` },
      client: { now },
    }),
  };
}
