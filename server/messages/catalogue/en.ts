import type { Catalogue } from '../catalogue';

/**
 * English. `{name}` is replaced by the message's value of that name (HTML-escaped in `html`);
 * `sms` is the whole text message, so it stays short.
 */
export const en: Catalogue = {
  recovery_code: {
    subject: 'Your password reset code',
    text: [
      'Your password reset code is {code}.',
      'It expires in {minutes} minutes. If you did not ask to reset your password, ignore this message.',
    ],
    sms: 'Your password reset code is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this message.',
  },
};
