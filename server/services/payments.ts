import type { Payment } from '../../src/api/structs';
import { invalid } from '../errors';
import type { CardCustomer, SavedCard } from '../providers/card';
import { currentCard } from '../providers/card-switch';
import { currentMobileMoney } from '../providers/mpesa-switch';
import type { Providers } from '../providers/index';
import { readMpesaPhone } from '../../src/api/phone';
import { MPESA_PHONE_INVALID } from '../../src/api/phoneTexts';

/** How an order will be paid, once the payload has been checked. */
export type PaymentChoice =
  | { method: 'card'; cardId: string; card: SavedCard | null }
  | { method: 'mpesa'; phone: string };

/** M-Pesa (Daraja) prompts Kenyan numbers only, whatever other countries the site takes. */
export const PHONE_INVALID = MPESA_PHONE_INVALID;
export const CARD_UNKNOWN = 'The selected card could not be found. Please enter your card again.';
export const CARD_EXPIRED = 'Your card has expired. Please use a different card.';

/** The payment method keys this deployment offers, M-Pesa first. */
export async function offeredMethods(providers: Providers): Promise<Array<'mpesa' | 'card'>> {
  const card = await currentCard(providers.card);
  const mobileMoney = await currentMobileMoney(providers.mobileMoney);
  return [...(mobileMoney ? (['mpesa'] as const) : []), ...(card ? (['card'] as const) : [])];
}

/** An M-Pesa payload's number in Daraja's form; a field error otherwise. Needs no provider, so it runs anywhere. */
export async function mpesaChoice(
  providers: Providers,
  payment: Payment & { method: 'mpesa' },
): Promise<PaymentChoice> {
  if (!(await currentMobileMoney(providers.mobileMoney)))
    throw invalid({ 'payment.method': ['M-Pesa payments are not available.'] });
  return mpesaPhoneChoice(payment);
}

/** The number of an M-Pesa payload whose provider was checked before (inside a transaction, nothing else is read). */
export function mpesaPhoneChoice(payment: Payment & { method: 'mpesa' }): PaymentChoice {
  const phone = readMpesaPhone(payment.info.phone_number);
  if (!phone) throw invalid({ 'payment.info.phone_number': [PHONE_INVALID] });
  return { method: 'mpesa', phone };
}

/**
 * Checks a payment payload with its provider: the card must be one the customer may use (with
 * no customer yet, at sign-up, a card nobody holds). Card problems are reported on `payment`,
 * where the payment form shows them: the card field belongs to the provider's library.
 */
export async function choosePayment(
  providers: Providers,
  customer: CardCustomer | null,
  payment: Payment,
): Promise<PaymentChoice> {
  if (payment.method === 'mpesa') return mpesaChoice(providers, payment);
  const card = await currentCard(providers.card);
  if (!card) throw invalid({ 'payment.method': ['Card payments are not available.'] });
  const cardId = payment.info.payment_method_id;
  const found = await card.findCard(customer, cardId, { attach: customer !== null });
  if (!found.ok) throw invalid({ payment: [found.reason === 'expired' ? CARD_EXPIRED : CARD_UNKNOWN] });
  return { method: 'card', cardId, card: found.card };
}
