import { useId } from 'react';
import { awaitsCardAuthentication, receiptView } from '../../../src/domain/receipt';
import { CardAuthentication } from '../../../src/payments';
import { Alert } from '../../../src/ui/Alert';
import { Spinner } from '../../../src/ui/Spinner';
import { variants } from '../../../src/ui/Button.css';
import { cx } from '../../../src/ui/cx';
import { PortalLink } from '../../../src/portal/PortalLink';
import { portalUrl } from '../../../src/portal/urls';
import { OrderDetails } from './OrderDetails';
import * as css from './Receipt.css';
import { RetryPayment } from './RetryPayment';
import * as text from './texts';
import { useReceipt } from './useReceipt';

/**
 * /account/receipt/{order_id}: the order and where its payment stands (spec section 4): pending,
 * complete, or failed with a card form to retry. It changes as the payment does, without a reload.
 */
export function Receipt({ orderId }: { orderId: number }) {
  const { order, missing, refresh } = useReceipt(orderId);
  const titleId = useId();

  if (missing) return <Alert tone="danger">{text.NOT_FOUND}</Alert>;
  if (!order) return <p role="status">{text.LOADING}</p>;

  const view = receiptView(order.status) ?? { title: text.RECEIPT_TITLE, text: null, retry: false };
  return (
    <section className={css.receipt} aria-labelledby={titleId} part="receipt" data-status={order.status}>
      <div className={css.heading} aria-live="polite">
        <h2 id={titleId} className={css.title} part="title" tabIndex={-1}>
          {view.title}
        </h2>
        {view.text && !view.retry && (
          <p className={css.pending}>
            <Spinner />
            {view.text}
          </p>
        )}
      </div>
      {view.retry && <Alert tone="danger">{view.text}</Alert>}
      <OrderDetails order={order} />
      {view.retry && <RetryPayment status={order.status} onRetried={() => void refresh()} />}
      {/* A card charge waiting for the bank: its authentication step runs here, and the answer shows live. */}
      {awaitsCardAuthentication(order) && <CardAuthentication key={order.order_id} onSettled={() => void refresh()} />}
      {order.status === 'active' && (
        <PortalLink href={portalUrl('/home')} className={cx(variants.primary, css.action)}>
          {text.CONTINUE}
        </PortalLink>
      )}
    </section>
  );
}
