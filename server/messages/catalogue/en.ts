import type { Catalogue } from '../catalogue';

/**
 * English. `{name}` is replaced by the message's value of that name (HTML-escaped in `html`);
 * `sms` is the whole text message, so it stays short. The messages to families
 * (server/services/notices.ts) are given `{name}` (the account holder's first name), `{brand}`
 * (the portal's name) and `{link}` (the portal page that acts on it), and amounts, plans and dates
 * already written in the family's language.
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
  receipt: {
    subject: 'Payment received: {amount}',
    text: [
      'Hello {name},',
      'Thank you: we have received your payment of {amount} for {plan} on {date}.',
      'Paid with {method}. Order number {order}.',
      'Your receipt: {link}',
      '{brand}',
    ],
    sms: '{brand}: payment of {amount} received on {date} for {plan} ({method}), order {order}. Receipt: {link}',
  },
  renewal_reminder: {
    subject: 'Reminder: your plan renews on {date}',
    text: [
      'Hello {name},',
      'Your {brand} plan, {plan}, renews on {date}. We will charge {amount} to your card that day.',
      'To change your card or your plan before then: {link}',
      '{brand}',
    ],
    sms: '{brand}: your plan ({plan}) renews on {date}. We will charge {amount} to your card. Your plan: {link}',
  },
  renewal_reminder_mpesa: {
    subject: 'Reminder: your plan renews on {date}',
    text: [
      'Hello {name},',
      'Your {brand} plan, {plan}, renews on {date} for {amount}.',
      'You will get an M-Pesa prompt on {phone} on {date}: enter your M-Pesa PIN to pay.',
      'To change the number or your plan before then: {link}',
      '{brand}',
    ],
    sms: '{brand}: your plan ({plan}) renews on {date} for {amount}. You will get an M-Pesa prompt on {phone} on {date}. Your plan: {link}',
  },
  renewal_reminder_credit: {
    subject: 'Reminder: your plan renews on {date}',
    text: [
      'Hello {name},',
      'Your {brand} plan, {plan}, renews on {date}. The credit on your account covers it: nothing will be charged.',
      'Your plan: {link}',
      '{brand}',
    ],
    sms: '{brand}: your plan ({plan}) renews on {date}. The credit on your account covers it. Your plan: {link}',
  },
  renewal_failed: {
    subject: 'The payment for your plan did not go through',
    text: [
      'Hello {name},',
      'We could not take the payment of {amount} that renews your {brand} plan, {plan}: {reason}',
      'Pay now to keep your plan: {link}',
      'If it is not paid by {end}, your plan ends that day.',
      '{brand}',
    ],
    sms: '{brand}: the payment of {amount} for your plan ({plan}) did not go through. {reason} Pay by {end} to keep it: {link}',
  },
  renewal_failed_again: {
    subject: 'Your plan ends on {end} unless it is paid',
    text: [
      'Hello {name},',
      'The renewal of your {brand} plan, {plan}, is still not paid ({amount}). Your plan ends on {end}.',
      'Pay now to keep it: {link}',
      '{brand}',
    ],
    sms: '{brand}: your plan ({plan}) is still not paid and ends on {end}. Pay {amount} now to keep it: {link}',
  },
  plan_ended: {
    subject: 'Your {brand} plan has ended',
    text: [
      'Hello {name},',
      'Your {brand} plan, {plan}, ended on {date}, as you had cancelled it.',
      'Your students can learn again as soon as you choose a plan: {link}',
      '{brand}',
    ],
    sms: '{brand}: your plan ({plan}) ended on {date}. Choose a plan to learn again: {link}',
  },
  price_change: {
    subject: 'The price of your plan is changing',
    text: [
      'Hello {name},',
      'The price of your {brand} plan, {plan}, goes up from {old} to {price}.',
      'The new price applies from your renewal on {from}; until then you keep paying {old}.',
      'Your plan: {link}',
      '{brand}',
    ],
    sms: '{brand}: the price of your plan ({plan}) goes up from {old} to {price}, from your renewal on {from}. Your plan: {link}',
  },
  trial_ending: {
    subject: 'Your free trial ends on {date}',
    text: [
      'Hello {name},',
      'Your free {brand} trial ends on {date}.',
      'To keep learning without a break, choose a plan before then: {link}',
      '{brand}',
    ],
    sms: '{brand}: your free trial ends on {date}. Choose a plan to keep learning: {link}',
  },
};
