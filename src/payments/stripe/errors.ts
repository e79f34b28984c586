import type { StripeError } from '@stripe/stripe-js';
import { CARD_MESSAGES } from '../../domain/cardForm';
import type { CardPart } from '../types';

type Placed = { part?: CardPart; message: string };

/** Stripe's codes for problems with one part of the card, in the spec's words (Stripe's end in a full stop). */
const BY_CODE: Record<string, [CardPart, string | null]> = {
  incomplete_number: ['number', CARD_MESSAGES.number],
  invalid_number: ['number', CARD_MESSAGES.numberInvalid],
  incorrect_number: ['number', null],
  incomplete_expiry: ['expiry', CARD_MESSAGES.expiry],
  invalid_expiry_month: ['expiry', CARD_MESSAGES.expiryInvalid],
  invalid_expiry_year: ['expiry', CARD_MESSAGES.expiryInvalid],
  invalid_expiry_month_past: ['expiry', CARD_MESSAGES.expiryPast],
  invalid_expiry_year_past: ['expiry', CARD_MESSAGES.expiryPast],
  expired_card: ['expiry', null],
  incomplete_cvc: ['cvc', CARD_MESSAGES.cvc],
  invalid_cvc: ['cvc', CARD_MESSAGES.cvcInvalid],
  incorrect_cvc: ['cvc', null],
};

/** Where a Stripe error belongs: under one part of the form with our wording, or under the whole form. */
export function placeStripeError(error: Pick<StripeError, 'code' | 'message'>, fallback: string): Placed {
  const known = error.code ? BY_CODE[error.code] : undefined;
  const message = known?.[1] ?? error.message ?? fallback;
  return known ? { part: known[0], message } : { message };
}

/** The spec's message for a part that is not complete. */
export const INCOMPLETE: Record<Exclude<CardPart, 'name'>, string> = {
  number: CARD_MESSAGES.number,
  expiry: CARD_MESSAGES.expiry,
  cvc: CARD_MESSAGES.cvc,
};
