/** Why a card provider's key is refused (cardKeys.ts), in the words the administrator reads. */
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
