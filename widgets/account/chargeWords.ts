import type { NextCharge } from '../../src/api/subscription';
import * as text from './chargeTexts';

/*
 * A plan's next charge as the account's pages write it, from the words of ./chargeTexts: the plan
 * card's Next payment and the Renew page say the same.
 */

/**
 * Why the next charge is not the plan's price, or null when it is: the account's credit spent on it
 * ('Ksh 900 less your Ksh 339 credit') or what the account owes added ('Ksh 900 plus the Ksh 120
 * you owe'). `money` writes an amount in minor units.
 */
export function chargeNote(
  next: Pick<NextCharge, 'price' | 'balance'>,
  money: (minor: number) => string,
): string | null {
  if (next.balance < 0) return text.lessCredit(money(next.price), money(-next.balance));
  if (next.balance > 0) return text.plusOwed(money(next.price), money(next.balance));
  return null;
}
