/** The sandbox card field's messages (cardForm.ts). */
export const CARD_MESSAGES = {
  name: 'Your name is required',
  number: 'Your card number is incomplete',
  expiry: "Your card's expiration date is incomplete",
  cvc: "Your card's security code is incomplete",
  numberInvalid: 'Your card number is invalid',
  expiryInvalid: "Your card's expiration date is invalid",
  expiryPast: "Your card's expiration date is in the past",
  cvcInvalid: "Your card's security code is invalid",
} as const;
