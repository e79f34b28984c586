/** A card provider's key as it reads: publishable (pk_) or secret (sk_, or restricted rk_), test or live. */
export interface CardKeyShape {
  kind: 'publishable' | 'secret';
  mode: 'test' | 'live';
}

const KEY = /^(pk|sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/;

/** What a Stripe key is by its prefix, or null when it does not read as one. */
export function cardKeyShape(key: string): CardKeyShape | null {
  const match = KEY.exec(key.trim());
  if (!match) return null;
  return { kind: match[1] === 'pk' ? 'publishable' : 'secret', mode: match[2] as 'test' | 'live' };
}

/** Whether a secret key takes real money: a live one. */
export function isLiveKey(key: string): boolean {
  return cardKeyShape(key)?.mode === 'live';
}

export const CARD_KEY_ERRORS = {
  publicMalformed: 'The card public key field must be a publishable key, such as pk_test_... or pk_live_....',
  publicIsSecret:
    'The card public key field holds a secret key: it would be shown to every visitor. Enter the publishable key (pk_test_... or pk_live_...) here and the secret key below.',
  secretMalformed:
    'The card secret key field must be a secret key, such as sk_test_..., sk_live_... or a restricted rk_ key.',
  secretIsPublic:
    'The card secret key field holds a publishable key (pk_...). Enter the secret key (sk_... or rk_...) here.',
  publicRequired: 'The card public key field is required while a card secret key is set.',
  mixedModes: (publicMode: string, secretMode: string) =>
    `The card keys must both be test keys or both be live keys: the public key is a ${publicMode} key and the secret key a ${secretMode} key.`,
  webhookMalformed: 'The card webhook secret field must be a webhook signing secret, such as whsec_....',
  unreachable:
    'Stripe could not be reached to check this key; nothing was changed. Try again once the server can reach Stripe.',
  rejected: (reason: string) => `Stripe refused this key: ${reason}`,
} as const;
