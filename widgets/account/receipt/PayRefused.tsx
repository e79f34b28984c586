import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { readMpesaPhone } from '../../../src/api/phone';
import type { Order } from '../../../src/api/structs';
import type { MaybeSubscription } from '../../../src/api/subscription';
import { RETRY_LABEL } from '../../../src/domain/receipt';
import { useOptions } from '../../../src/element/context';
import { PayAgain, type PayWay } from '../../../src/payments/mpesa/PayAgain';
import { $profile, loadMe } from '../../../src/stores/profile';
import { $subscription, loadSubscription } from '../../../src/stores/subscription';
import { cardName } from '../cardWords';
import { $defaultCard, loadDefaultCard } from '../payment/defaultCard';
import { refetchAfterUpdate } from '../refetchLater';
import * as text from './texts';

/**
 * Whether paying a refused order this way asks if the way becomes the plan's for its renewals
 * (docs/money.md, "Another way to pay"): another card than the plan's, M-Pesa for a card plan, a
 * card for an M-Pesa plan, or another M-Pesa number than the one renewals prompt. A purchase
 * always gives its plan the way it is paid, and a plan with no way of its own takes it: neither asks.
 */
function asksRenewals(order: Order, plan: MaybeSubscription | undefined, way: PayWay, phone: string): boolean {
  if (order.kind === 'purchase' || !plan || !plan.payment_method) return false;
  if (way === 'saved') return plan.payment_method !== 'card';
  if (way === 'card' || plan.payment_method !== 'mpesa') return true;
  // The number renewals prompt, masked ('0712 *** 678'); a refused renewal was prompted to it.
  const prompted = plan.next_charge?.phone ?? (order.kind === 'renewal' ? order.payment.phone : null);
  const typed = readMpesaPhone(phone);
  if (typed === null) return false;
  // The typed number as the server masks one: its first four and last three digits, from 07.. or 01..
  const local = `0${typed.slice(3)}`;
  return prompted !== `${local.slice(0, 4)} *** ${local.slice(-3)}`;
}

/** The profile's number as people type it, when M-Pesa can prompt it; blank otherwise. */
function localNumber(phone: string | null | undefined): string {
  const mpesa = phone ? readMpesaPhone(phone) : null;
  return mpesa ? `0${mpesa.slice(3)}` : '';
}

/**
 * The ways to pay a refused order again (`POST /receipts/{order_id}/pay`): the account's saved card
 * first, unless it is the card just refused, then a new card and an M-Pesa prompt; asked, where the
 * way differs from the plan's, whether it becomes the plan's for its renewals. Once paid the plan
 * is fetched again, and once more 60 seconds later for a charge the provider settles late.
 */
export function PayRefused({ order, onPaying }: { order: Order; onPaying: () => void }) {
  const options = useOptions();
  const card = useStore($defaultCard);
  const plan = useStore($subscription);
  const profile = useStore($profile);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    void Promise.all([loadDefaultCard(options), loadMe(options)]).finally(() => setReady(true));
  }, [options]);

  if (!ready) return <p role="status">{text.LOADING}</p>;
  const byCard = order.payment.method !== 'mpesa';
  const refused = byCard && card && order.payment.last4 === card.last4 && order.payment.brand === card.brand;
  return (
    <PayAgain
      order={order}
      phone={localNumber(profile?.phone_number)}
      saved={card ? { id: card.id, name: cardName(card) } : null}
      way={card && !refused ? 'saved' : byCard ? 'card' : 'mpesa'}
      byCard={byCard}
      cardLabel={byCard ? RETRY_LABEL : undefined}
      asks={(way, phone) => asksRenewals(order, plan, way, phone)}
      onPaying={(answer) => {
        onPaying();
        // Settled at once (a card, or nothing to charge): the plan now reads it. A payment still
        // pending is followed by the order, which fetches the plan once it is decided.
        if (answer.status !== 'pending_payment') void loadSubscription(options);
        refetchAfterUpdate(order.status, options);
      }}
    />
  );
}
