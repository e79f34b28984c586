import { en } from './catalogue/en';
import { sw } from './catalogue/sw';

/** One message in one language: the email's subject and paragraphs, and the text message. */
export interface Template {
  subject: string;
  /** The email's paragraphs, each a line of the plain text and a `<p>` of the HTML. */
  text: string[];
  sms: string;
}

/**
 * The messages the server writes; a new one is one more name here and an entry in each catalogue.
 * Beside the recovery code, the messages to families about their plans (server/services/notices.ts):
 * a reminder is written one of three ways, by how the renewal will be paid.
 */
export const TEMPLATE_NAMES = [
  'recovery_code',
  'receipt',
  'renewal_reminder',
  'renewal_reminder_mpesa',
  'renewal_reminder_credit',
  'renewal_failed',
  'renewal_failed_again',
  'plan_ended',
  'price_change',
  'trial_ending',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** Every message of one language. A new language is one more file beside `catalogue/en.ts`, listed below. */
export type Catalogue = Record<TemplateName, Template>;

export const CATALOGUES: Record<string, Catalogue> = { en, sw };

export const DEFAULT_LOCALE = 'en';
