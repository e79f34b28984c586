import { lazy, Suspense, useId } from 'react';
import { SHOP_PATH } from '../../../src/domain/planMenu';
import { awaitsCardAuthentication } from '../../../src/domain/receipt';
import { receiptView } from '../../../src/domain/receiptView';
import { CardAuthentication } from '../../../src/payments';
import { MpesaPrompt } from '../../../src/payments/mpesa/MpesaPrompt';
import { useOrder } from '../../../src/payments/mpesa/useOrder';
import { Alert } from '../../../src/ui/Alert';
import { Spinner } from '../../../src/ui/Spinner';
import { variants } from '../../../src/ui/Button.css';
import { cx } from '../../../src/ui/cx';
import { PortalLink } from '../../../src/handoff/PortalLink';
import { OrderDetails } from './OrderDetails';
import * as css from './Receipt.css';
import * as text from './texts';

// Only a refused order is paid again here: its forms are fetched when one shows.
const PayRefused = lazy(() => import('./PayRefused').then((module) => ({ default: module.PayRefused })));

/**
 * /account/receipt/{order_id}: the order and where its payment stands: pending (with the M-Pesa
 * prompt and its time left), complete, or failed. A failed order says why (a declined card, M-Pesa's
 * reason) and offers the saved card, a new card ('Update & Retry' for a refused card) or the prompt
 * again; one that can no longer be paid says why instead and leads to the shop. It changes as the
 * payment does, without a reload.
 */
export function Receipt({ orderId }: { orderId: number }) {
  const { order, missing, refresh } = useOrder(orderId);
  const titleId = useId();

  if (missing) return <Alert tone="danger">{text.NOT_FOUND}</Alert>;
  if (!order) return <p role="status">{text.LOADING}</p>;

  const mpesa = order.payment.method === 'mpesa';
  const view = receiptView(order.status, order.payment.method) ?? {
    title: text.RECEIPT_TITLE,
    text: null,
    retry: false,
  };
  // An order that charged nothing claims no payment: it says what happened to the plan.
  const title =
    order.status === 'active' && order.payment.method === 'none' ? text.NOTHING_CHARGED_TITLES[order.kind] : view.title;
  const prompting = mpesa && order.status === 'pending_payment' && Boolean(order.prompt_expires_at);
  // A refused order no longer payable (docs/money.md, Stale orders) says why, in the family's language.
  const stale = view.retry ? order.stale || null : null;
  return (
    <section className={css.receipt} aria-labelledby={titleId} part="receipt" data-status={order.status}>
      <div className={css.heading} aria-live="polite">
        <h2 id={titleId} className={css.title} part="title" tabIndex={-1}>
          {title}
        </h2>
        {view.text && !view.retry && !prompting && (
          <p className={css.pending}>
            <Spinner />
            {view.text}
          </p>
        )}
      </div>
      {prompting && <MpesaPrompt order={order} />}
      {view.retry && (
        <Alert tone="danger" title={mpesa && !stale ? view.text : undefined} {...(stale ? { part: 'stale' } : {})}>
          {stale ?? (mpesa ? order.failure_message : view.text)}
        </Alert>
      )}
      <OrderDetails order={order} />
      {view.retry && !stale && (
        <Suspense fallback={null}>
          <PayRefused order={order} onPaying={() => void refresh()} />
        </Suspense>
      )}
      {view.retry && (
        <PortalLink to={SHOP_PATH} className={stale ? cx(variants.primary, css.action) : css.action}>
          {text.OTHER_PLAN}
        </PortalLink>
      )}
      {/* A card charge waiting for the bank: its authentication step runs here, and the answer shows live. */}
      {awaitsCardAuthentication(order) && <CardAuthentication key={order.order_id} onSettled={() => void refresh()} />}
      {order.status === 'active' && (
        <PortalLink to={'/home'} className={cx(variants.primary, css.action)}>
          {text.CONTINUE}
        </PortalLink>
      )}
    </section>
  );
}
