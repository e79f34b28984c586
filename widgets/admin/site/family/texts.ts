/* Texts of the Messages to families card of /site_config (docs/behaviour.md, Messages to families). */

export const FAMILY_MESSAGES = 'Messages to families';
export const FAMILY_MESSAGES_HINT =
  'Sent to each family in its own language, by email and by text message, through the Email and SMS settings (offline, to the sandbox outbox). An account without an email address gets no email, one without a phone number no text message.';
export const MESSAGE = 'Message';
export const BY_EMAIL = 'Email';
export const BY_SMS = 'SMS';
/** Each kind of message, as its row of the table names it. */
export const KINDS = {
  receipt: 'Receipt for each payment',
  renewal_reminder: 'Reminder before a renewal',
  renewal_failed: 'Renewal not paid: when it fails, and again before the plan ends',
  plan_ended: 'End of a cancelled plan',
  price_change: 'Price raised, before it applies',
  trial_ending: 'Reminder before the free trial ends',
};
export const REMINDER_DAYS = 'Reminder days';
export const REMINDER_DAYS_HINT =
  'How many days before a renewal, or the end of a free trial, the reminder goes: 1 to 14.';

/** The card's settings' labels, for the list of what was saved. @public SiteConfig reads them through the card's dynamic import. */
export const FAMILY_LABELS: Record<string, string> = {
  family_messages: FAMILY_MESSAGES,
  reminder_days: REMINDER_DAYS,
};
