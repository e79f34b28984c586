/**
 * Every site setting with its default. `secret` settings are write-only for administrators and
 * never leave the server in clear. New keys added here reach existing databases at the next start.
 */
export const DEFAULT_SETTINGS: Record<string, { value: unknown; secret?: boolean }> = {
  style: { value: 'subscription' },
  shopCurrency: { value: 'Ksh' },
  accountRequirements: { value: 'email' },
  student_login_enabled: { value: true },
  alternate_login_type: { value: 'student' },
  alternate_login_url: { value: '/student' },
  tutor_enabled: { value: false },
  tutor_course_ids: { value: '' },
  ga: { value: '' },
  /** The user menu's Feedback entries: external forms, left out while blank. */
  feedback_url: { value: '' },
  support_url: { value: '' },
  debug: { value: false },
  phone_countries: { value: 'KE' },
  /** Extra origins (comma-separated) whose pages may call the API: schools' and partners' sites. */
  cors_origins: { value: '' },
  platform: { value: '' },
  platform_key: { value: '', secret: true },
  platform_school_id: { value: '' },
  card_public_key: { value: '' },
  card_secret_key: { value: '', secret: true },
  card_webhook_secret: { value: '', secret: true },
  sms_url: { value: '' },
  sms_username: { value: '' },
  sms_password: { value: '', secret: true },
  sms_oauth_id: { value: '' },
  sms_oauth_secret: { value: '', secret: true },
  /** Safaricom Daraja's credentials for M-Pesa: all four, or none (then MPESA_* or the sandbox). */
  mpesa_consumer_key: { value: '' },
  mpesa_consumer_secret: { value: '', secret: true },
  mpesa_shortcode: { value: '' },
  mpesa_passkey: { value: '', secret: true },
  /** Daraja's sandbox or its production API. */
  mpesa_environment: { value: 'sandbox' },
  /** A trial-style account's free trial: its length in days and the students it allows. */
  trial_days: { value: 30 },
  trial_students: { value: 5 },
  /** The SMTP server for email (`smtp://user:pass@host:587`); SMTP_URL when blank. */
  smtp_url: { value: '', secret: true },
  /** The From of every email; MAIL_FROM when blank. */
  mail_from: { value: '' },
  /** The brand (docs/behaviour.md, Brand): blank colours are the theme's own. */
  brand_name: { value: 'Soma' },
  brand_primary: { value: '' },
  brand_primary_text: { value: '' },
  brand_text: { value: '' },
  brand_font: { value: 'system' },
  brand_embedded: { value: false },
  /** The uploaded favicon's version (a hash of its bytes); blank while the default one is served. */
  brand_favicon: { value: '' },
  /**
   * Messages to families (docs/behaviour.md, Messages to families): each kind by email and by SMS,
   * all on; and how many days before a renewal or a trial's end the reminder goes.
   */
  family_messages: {
    value: {
      receipt: { email: true, sms: true },
      renewal_reminder: { email: true, sms: true },
      renewal_failed: { email: true, sms: true },
      plan_ended: { email: true, sms: true },
      price_change: { email: true, sms: true },
      trial_ending: { email: true, sms: true },
    },
  },
  reminder_days: { value: 3 },
};

/** Kept in site_settings so every instance signs with the same key; never listed to anyone. */
export const JWT_SECRET_KEY = 'jwt_secret';
