import type { DarajaConfig } from '../config';
import { DARAJA_HOSTS } from '../config';
import type { DB, Executor } from '../db/schema';
import type { DarajaClientOptions } from './daraja-api';
import { darajaMpesa } from './daraja-mpesa';
import type { MobileMoneyProvider } from './mobile-money';
import { settingTexts } from './setting-texts';

/** The Daraja credentials an administrator stores in site settings: all four, or none. */
export const MPESA_SETTING_KEYS = [
  'mpesa_consumer_key',
  'mpesa_consumer_secret',
  'mpesa_shortcode',
  'mpesa_passkey',
] as const;

/**
 * M-Pesa chosen afresh for each use, as the card is: Daraja with the credentials stored in site
 * settings once all four are, otherwise Daraja from the environment (MPESA_*) when given, otherwise
 * the sandbox when this deployment runs it, otherwise none.
 */
export interface SwitchingMobileMoney extends MobileMoneyProvider {
  /** The provider that takes M-Pesa payments now, or null when none does. */
  active(executor?: Executor): Promise<MobileMoneyProvider | null>;
}

export interface MpesaSwitchOptions {
  db: DB;
  /** Daraja from the environment, used while the settings hold no credentials. */
  environment: MobileMoneyProvider | null;
  sandbox: MobileMoneyProvider | null;
  /** The environment's Daraja options (callback URL, party B, base URL) that stored credentials keep. */
  defaults: Pick<DarajaConfig, 'callbackUrl'> & Partial<DarajaConfig>;
  client: DarajaClientOptions;
}

export function switchingMpesa(options: MpesaSwitchOptions): SwitchingMobileMoney {
  const { db } = options;
  let stored: { signature: string; provider: MobileMoneyProvider } | null = null;
  let last: MobileMoneyProvider | null = options.environment ?? options.sandbox;

  async function active(executor: Executor = db): Promise<MobileMoneyProvider | null> {
    const config = await storedDaraja(executor, options.defaults);
    if (config) {
      const signature = JSON.stringify(config);
      if (stored?.signature !== signature) stored = { signature, provider: darajaMpesa(config, options.client) };
      last = stored.provider;
    } else {
      last = options.environment ?? options.sandbox;
    }
    return last;
  }

  async function use(): Promise<MobileMoneyProvider> {
    const provider = await active();
    if (!provider) throw new Error('No M-Pesa provider takes payments now');
    return provider;
  }

  // Without any provider the properties still answer (as Daraja's), for views of old orders.
  let inert: MobileMoneyProvider | null = null;
  const fallback = (): MobileMoneyProvider =>
    last ??
    options.environment ??
    options.sandbox ??
    (inert ??= darajaMpesa(placeholder(options.defaults), options.client));

  return {
    /** The last provider chosen; callers that record it use `currentMobileMoney()` for a fresh answer. */
    get name() {
      return fallback().name;
    },
    get promptWindowMs() {
      return fallback().promptWindowMs;
    },
    get checkAfterMs() {
      return fallback().checkAfterMs;
    },
    active,
    requestPayment: async (request) => (await use()).requestPayment(request),
    queryStatus: async (reference) => (await use()).queryStatus(reference),
    readCallback: (body) => fallback().readCallback(body),
  };
}

/** The M-Pesa provider taking payments now (a fixed one as given: tests pass their own); undefined when none. */
export async function currentMobileMoney(
  provider: MobileMoneyProvider | undefined,
  executor?: Executor,
): Promise<MobileMoneyProvider | undefined> {
  if (provider && typeof (provider as Partial<SwitchingMobileMoney>).active === 'function') {
    return (await (provider as SwitchingMobileMoney).active(executor)) ?? undefined;
  }
  return provider;
}

/** Daraja's configuration from site settings, or null unless all four credentials are stored. */
async function storedDaraja(
  executor: Executor,
  defaults: MpesaSwitchOptions['defaults'],
): Promise<DarajaConfig | null> {
  const text = await settingTexts(executor);
  const [consumerKey, consumerSecret, shortCode, passkey] = MPESA_SETTING_KEYS.map((key) => text(key));
  if (!consumerKey || !consumerSecret || !shortCode || !passkey) return null;
  const environment = text('mpesa_environment') === 'production' ? 'production' : 'sandbox';
  return {
    baseUrl:
      defaults.baseUrl && !Object.values(DARAJA_HOSTS).includes(defaults.baseUrl)
        ? defaults.baseUrl
        : DARAJA_HOSTS[environment],
    consumerKey,
    consumerSecret,
    shortCode,
    passkey,
    callbackUrl: defaults.callbackUrl,
    partyB: shortCode,
    transactionType: defaults.transactionType ?? 'CustomerPayBillOnline',
  };
}

function placeholder(defaults: MpesaSwitchOptions['defaults']): DarajaConfig {
  return {
    baseUrl: DARAJA_HOSTS.sandbox,
    consumerKey: '',
    consumerSecret: '',
    shortCode: '',
    passkey: '',
    callbackUrl: defaults.callbackUrl,
    partyB: '',
    transactionType: 'CustomerPayBillOnline',
  };
}
