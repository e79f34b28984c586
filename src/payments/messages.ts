/** Messages of the card form that are not about one of its fields. */
export const PAYMENT_MESSAGES = {
  loading: 'Loading the card form…',
  unavailable: 'The card form could not be loaded. Check your connection and try again.',
  notReady: 'The card form is still loading.',
  failed: 'Your card could not be checked. Please try again.',
  retry: 'Try again',
} as const;

/** The labels of the card form's parts. */
export const CARD_LABELS = {
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
} as const;
