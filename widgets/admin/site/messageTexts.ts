/** The words of /site_config's email settings, messages not delivered and grades test; only that page loads them. */
export const GRADES_FAILED = 'The learning platform could not be asked for the grades.';
export const SMS_HINT =
  "Text messages go through the gateway from the next message on (Africa's Talking's SMS API; the OAuth ID and secret get a token first when set).";
export const EMAIL = 'Email';
export const SMTP_URL = 'SMTP server URL';
export const SMTP_URL_HINT =
  'Such as smtp://user:password@mail.example.com:587; blank uses the SMTP_URL of the server.';
export const MAIL_FROM = 'From address';
export const MAIL_FROM_HINT = 'Such as School <office@school.example>.';
export const DELIVERY_FAILURES = 'Messages not delivered';
export const FAILED_AT = 'Given up';
export const MESSAGE = 'Message';
export const REASON = 'Reason';
export const NO_DELIVERY_FAILURES = 'Every message was delivered.';
export const DELIVERY_FAILURES_INTRO =
  'The latest messages the SMTP server or SMS gateway did not take, after every retry.';
export const deliveryFailureLine = (failure: { channel: string; to: string; template: string }) =>
  `${failure.channel === 'sms' ? 'Text message' : 'Email'} to ${failure.to} (${failure.template.replace(/_/g, ' ')})`;
