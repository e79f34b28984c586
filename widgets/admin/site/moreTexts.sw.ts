import type * as en from './moreTexts';

/** Kiswahili of ./moreTexts: /site_config's groups that arrive after the page has shown. */
export const ORIGINS = 'Tovuti zinazopachika Soma';
export const CORS_ORIGINS = 'Asili zinazoruhusiwa';
export const CORS_HINT =
  'Tovuti ambazo kurasa zake zinapachika vipengele vya Soma, kama tovuti ya shule: kila asili (https://school.example, pamoja na port ikiwa ipo, bila njia), zikitenganishwa kwa koma. Anwani ya tovuti hii yenyewe inaruhusiwa kila mara.';

export const WEBHOOK_URL = 'URL ya webhook';
export const WEBHOOK_HINT =
  'Kwenye dashibodi ya Stripe, ongeza endpoint yenye URL hii, kisha weka siri yake ya kusaini kama siri ya webhook hapo juu.';
export const COPY = 'Nakili';
export const COPIED = 'Imenakiliwa.';

export const MPESA = 'M-Pesa (Daraja)';
export const MPESA_HINT =
  'Vitambulisho vya Lipa na M-Pesa Online vya Safaricom Daraja, vyote vinne au hakuna. Bila hivyo M-Pesa inatumia mipangilio ya seva yenyewe au sandbox.';
export const MPESA_CONSUMER_KEY = 'Consumer key';
export const MPESA_CONSUMER_SECRET = 'Consumer secret';
export const MPESA_SHORTCODE = 'Short code';
export const MPESA_PASSKEY = 'Passkey';
export const MPESA_ENVIRONMENT = 'Mazingira';
export const MPESA_ENVIRONMENTS: typeof en.MPESA_ENVIRONMENTS = [
  { value: 'sandbox', label: 'Sandbox (majaribio)' },
  { value: 'production', label: 'Production (pesa halisi)' },
];

export const TRIAL = 'Kipindi cha majaribio bila malipo';
export const TRIAL_HINT =
  'Katika mtindo wa majaribio, kwa vipindi vya majaribio vinavyoanza kuanzia sasa; kipindi kinachoendelea kinabaki na masharti yake.';
export const TRIAL_DAYS = 'Urefu wa majaribio (siku)';
export const TRIAL_STUDENTS = 'Wanafunzi katika kipindi cha majaribio';

/** The later groups' field labels, by key. */
export const LABELS: typeof en.LABELS = {
  cors_origins: CORS_ORIGINS,
  mpesa_consumer_key: MPESA_CONSUMER_KEY,
  mpesa_consumer_secret: MPESA_CONSUMER_SECRET,
  mpesa_shortcode: MPESA_SHORTCODE,
  mpesa_passkey: MPESA_PASSKEY,
  mpesa_environment: MPESA_ENVIRONMENT,
  trial_days: TRIAL_DAYS,
  trial_students: TRIAL_STUDENTS,
};
