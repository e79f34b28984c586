import type * as en from './cardKeysTexts';

/** Kiswahili of ./cardKeysTexts. */
export const CARD_KEY_ERRORS = {
  publicMalformed:
    'Sehemu ya ufunguo wa umma wa kadi lazima iwe ufunguo wa umma (publishable), kama pk_test_... au pk_live_....',
  publicIsSecret:
    'Sehemu ya ufunguo wa umma wa kadi ina ufunguo wa siri: ungeonyeshwa kwa kila mgeni. Weka ufunguo wa umma (pk_test_... au pk_live_...) hapa na ufunguo wa siri hapo chini.',
  secretMalformed:
    'Sehemu ya ufunguo wa siri wa kadi lazima iwe ufunguo wa siri, kama sk_test_..., sk_live_... au ufunguo wenye vikwazo wa rk_.',
  secretIsPublic:
    'Sehemu ya ufunguo wa siri wa kadi ina ufunguo wa umma (pk_...). Weka ufunguo wa siri (sk_... au rk_...) hapa.',
  publicRequired: 'Sehemu ya ufunguo wa umma wa kadi inahitajika wakati ufunguo wa siri wa kadi umewekwa.',
  mixedModes: (publicMode: string, secretMode: string) =>
    `Funguo za kadi lazima ziwe zote za majaribio (test) au zote halisi (live): ufunguo wa umma ni wa ${publicMode} na ufunguo wa siri ni wa ${secretMode}.`,
  webhookMalformed: 'Sehemu ya siri ya webhook ya kadi lazima iwe siri ya kusaini webhook, kama whsec_....',
  unreachable:
    'Stripe haikuweza kufikiwa ili kukagua ufunguo huu; hakuna kilichobadilishwa. Jaribu tena seva ikishaweza kufikia Stripe.',
  rejected: (reason: string) => `Stripe imekataa ufunguo huu: ${reason}`,
} as const;
