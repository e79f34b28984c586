import type { Ref } from 'react';

/** What a purchase, upgrade or sign-up sends as `payment.info` for the card method. */
export interface CardInfo {
  payment_method_id: string;
}

/**
 * The pre-submit of docs/behaviour.md, States. An error has already been shown by the card form (under
 * its field, or under the form); the caller only has to stop the submission.
 */
export type Presubmit = { ok: true; info: CardInfo } | { ok: false; message: string };

/** A refused pre-submit, with the message already shown. */
export function failure(message: string) {
  return { ok: false as const, message };
}

export interface CardFieldHandle {
  /** Checks the card and turns it into a payment method id; concurrent calls share one answer. */
  presubmit(): Promise<Presubmit>;
  /** Focuses the first part of the form. */
  focus(): void;
}

/** The props every card implementation takes. */
export interface CardFieldProps {
  ref?: Ref<CardFieldHandle>;
  disabled?: boolean;
  /** A message about the whole card (not one of its fields), or null to clear it. */
  onMessage(message: string | null): void;
}

/** The parts of a card form, in the order they are shown and checked. */
export const CARD_PARTS = ['name', 'number', 'expiry', 'cvc'] as const;
export type CardPart = (typeof CARD_PARTS)[number];
