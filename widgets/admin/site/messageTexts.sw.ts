import type * as en from './messageTexts';

/** Kiswahili of ./messageTexts: /site_config's email settings, messages not delivered and grades test. */
export const GRADES_FAILED = 'Jukwaa la kujifunzia halikuweza kuulizwa madarasa.';
export const SMS_HINT =
  'Jumbe fupi hupitia lango hili kuanzia ujumbe unaofuata (SMS API ya Africa’s Talking; Kitambulisho cha OAuth na siri yake, vikiwekwa, hupata tokeni kwanza).';
export const EMAIL = 'Barua pepe';
export const SMTP_URL = 'URL ya seva ya SMTP';
export const SMTP_URL_HINT =
  'Kama smtp://user:password@mail.example.com:587; ikiachwa wazi, SMTP_URL ya seva inatumika.';
export const MAIL_FROM = 'Anwani ya mtumaji';
export const MAIL_FROM_HINT = 'Kama School <office@school.example>.';
export const DELIVERY_FAILURES = 'Jumbe ambazo hazikufika';
export const FAILED_AT = 'Iliachwa';
export const MESSAGE = 'Ujumbe';
export const REASON = 'Sababu';
export const NO_DELIVERY_FAILURES = 'Kila ujumbe ulifika.';
export const DELIVERY_FAILURES_INTRO =
  'Jumbe za karibuni ambazo seva ya SMTP au lango la SMS halikupokea, baada ya kila jaribio la kurudia.';
export const deliveryFailureLine: typeof en.deliveryFailureLine = (failure) =>
  `${failure.channel === 'sms' ? 'Ujumbe mfupi' : 'Barua pepe'} kwa ${failure.to} (${failure.template.replace(/_/g, ' ')})`;
