import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { receiptPath } from '../../../src/domain/receipt';
import { $subscription, loadSubscription } from '../../../src/stores/subscription';
import { variants } from '../../../src/ui/Button.css';
import { cx } from '../../../src/ui/cx';
import { PortalLink } from '../../../src/handoff/PortalLink';
import * as css from './Receipt.css';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

/** /account/receipt: the receipt of the current plan's order, once the plan has been fetched afresh. */
export function CurrentReceipt() {
  const plan = useStore($subscription);
  const [fetched, setFetched] = useState(false);
  const options = useOptions();

  useEffect(() => {
    void loadSubscription(options).finally(() => setFetched(true));
  }, []);

  if (!fetched) return <p role="status">{text.LOADING}</p>;
  const to = plan && plan.product_order_id ? receiptPath(plan.product_order_id) : null;
  if (to) return <Redirect to={to} replace />;
  return (
    <section className={css.receipt} part="receipt">
      <h2 className={css.title} part="title" tabIndex={-1}>
        {text.NO_PLAN}
      </h2>
      <PortalLink to={'/account/bundles'} className={cx(variants.primary, css.action)}>
        {text.SHOP}
      </PortalLink>
    </section>
  );
}
