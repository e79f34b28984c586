import * as text from './cardTexts';

/* A card and a payment as the account's pages write them, from the words of ./cardTexts. */

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** 'Visa ending in 4242'. */
export function cardName(card: { brand: string; last4: string }): string {
  return text.cardEnding(brandName(card.brand), card.last4);
}

/** 'Visa ending in 4242, expires 03/2029'. */
export function cardText(card: { brand: string; last4: string; exp_month: number; exp_year: number }): string {
  return text.cardExpiring(cardName(card), `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`);
}

/** How an order was paid: 'M-Pesa +254712345678', 'Visa ending in 4242', or 'Card' when the card is not known. */
export function paidWith(payment: { method: string; brand?: string; last4?: string; phone?: string }): string {
  if (payment.method === 'mpesa') return payment.phone ? `M-Pesa ${payment.phone}` : 'M-Pesa';
  const brand = payment.brand ? brandName(payment.brand) : text.A_CARD;
  return payment.last4 ? text.cardEnding(brand, payment.last4) : brand;
}
