import { atom } from 'nanostores';
import { defaultPaymentMethod } from '../../../src/api/shop';
import type { PaymentMethod } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import type { SomaOptions } from '../../../src/config';
import { $session, onLogout } from '../../../src/stores/session';

/**
 * The account's default card as last fetched: null for none, undefined until known. The plan card
 * and the payment page share it, so that a card made the default is the card the plan shows.
 */
export const $defaultCard = atom<PaymentMethod | null | undefined>(undefined);

/** Fetches the default card again; a refused fetch keeps what was known (or none). */
export async function loadDefaultCard(config?: SomaOptions): Promise<PaymentMethod | null> {
  const parent = $session.get()?.parentId;
  const answer = await send(defaultPaymentMethod, {}, config);
  // An answer for an account that has since signed out must not fill the next one's store.
  if ($session.get()?.parentId === parent) $defaultCard.set(answer.ok ? answer.data : ($defaultCard.get() ?? null));
  return $defaultCard.get() ?? null;
}

onLogout(() => $defaultCard.set(undefined));
