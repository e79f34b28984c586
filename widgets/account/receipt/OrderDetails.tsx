import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Order } from '../../../src/api/structs';
import { formatDate } from '../../../src/domain/dates';
import { formatMoney } from '../../../src/domain/money';
import { smallTotalNote } from '../../../src/domain/smallTotal';
import { appOf } from '../../../src/stores/app';
import { Alert } from '../../../src/ui/Alert';
import * as css from './Receipt.css';
import { paidWith } from '../cardWords';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

function Row({ term, className = css.row, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What the order bought and how it was paid: its lines adding up to the total, in the shop currency.
 * An order that charged nothing names no way of paying and no "Paid On" (docs/money.md, What an
 * order comes to); a small total carried to the next payment says when it is taken.
 */
export function OrderDetails({ order }: { order: Order }) {
  const currency = useStore(appOf(useOptions()))?.shopCurrency ?? order.currency;
  const { locale } = useOptions();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const date = (iso: string) => formatDate(iso, locale);
  const deferred = (order.deferred ?? 0) > 0;
  const charged = order.payment.method !== 'none' && !deferred;
  // The note is said where a total was carried over; a server that does not say so has it by the total.
  const note = smallTotalNote(order.deferred ?? order.total);
  return (
    <>
      <dl className={css.details} part="order">
        <Row term={text.ORDER_NUMBER}>#{order.order_id}</Row>
        <Row term={text.DATE}>{date(order.created_at)}</Row>
        {order.lines.map((line) => (
          <Row key={line.label} term={line.label}>
            {money(line.amount)}
          </Row>
        ))}
        <Row term={text.TOTAL} className={css.total}>
          {money(order.total)}
        </Row>
        {charged && <Row term={text.PAYMENT}>{paidWith(order.payment)}</Row>}
        {charged && order.paid_at && <Row term={text.PAID_ON}>{date(order.paid_at)}</Row>}
        {order.next_billing_date && <Row term={text.NEXT_BILLING}>{date(order.next_billing_date)}</Row>}
      </dl>
      {(deferred || note) && (
        <Alert
          tone="info"
          part="not-charged"
          title={deferred && order.next_billing_date ? text.notChargedYet(date(order.next_billing_date)) : undefined}
        >
          {note}
        </Alert>
      )}
    </>
  );
}
