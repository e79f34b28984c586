import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { defaultPaymentMethod } from '../../../src/api/shop';
import type { PaymentMethod, Subscription } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import { options } from '../../../src/config';
import { durationLabel } from '../../../src/domain/duration';
import { formatMoney } from '../../../src/domain/money';
import { isCancelled, planMenu, SHOP_PATH } from '../../../src/domain/planMenu';
import { useElement } from '../../../src/element/context';
import { leave } from '../../../src/portal/leave';
import { PortalLink } from '../../../src/portal/PortalLink';
import { portalUrl } from '../../../src/portal/urls';
import { $app } from '../../../src/stores/app';
import { $profile } from '../../../src/stores/profile';
import { $subscription } from '../../../src/stores/subscription';
import { variants } from '../../../src/ui/Button.css';
import { Card } from '../../../src/ui/Card';
import { Menu } from '../../../src/ui/Menu';
import { formatDate } from './date';
import * as css from './Overview.css';
import * as text from './texts';

/** Where the overview sends a plan change, so that the shop comes back here. */
export const RETURN_TO = '/account';

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className={css.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The Current Plan card (subscription style): the plan, its dates, the card it is paid with and
 * the account's balance, and the Plan Options menu of spec section 2. Without a plan: 'No plan
 * found' and a Shop button.
 */
export function PlanCard() {
  const plan = useStore($subscription);
  const profile = useStore($profile);
  const currency = useStore($app)?.shopCurrency ?? '';
  const [card, setCard] = useState<PaymentMethod | null>(null);
  const [, navigate] = useLocation();
  const { emit } = useElement();
  const method = plan ? plan.payment_method : null;

  useEffect(() => {
    if (method !== 'card') return;
    let live = true;
    void send(defaultPaymentMethod, {}).then((answer) => {
      if (live && answer.ok) setCard(answer.data);
    });
    return () => {
      live = false;
    };
  }, [method, plan && plan.product_order_id, plan && plan.status]);

  if (plan === undefined) {
    return (
      <Card title={text.CURRENT_PLAN} part="plan">
        <p role="status">{text.LOADING}</p>
      </Card>
    );
  }

  const menu = planMenu(plan);
  if (menu.kind === 'none') {
    return (
      <Card title={text.CURRENT_PLAN} part="plan">
        <div className={css.empty}>
          <p>{menu.text}</p>
          <PortalLink href={portalUrl(SHOP_PATH)} className={variants.primary}>
            {menu.shop.label}
          </PortalLink>
        </div>
      </Card>
    );
  }

  const current = plan as Subscription;
  const money = (minor: number) => formatMoney(minor, currency, options().locale);
  const cancelled = isCancelled(current);
  const items = menu.items.map((item) => ({
    label: item.label,
    disabled: !item.enabled,
    onSelect: () =>
      item.id === 'change' ? leave(emit, portalUrl(item.path), { returnTo: RETURN_TO }) : navigate(item.path),
  }));
  const balance = profile?.balance ?? current.remaining_balance;

  return (
    <Card
      title={text.CURRENT_PLAN}
      part="plan"
      actions={<Menu label={menu.label} items={items} warning={menu.warning ? text.PAYMENT_PROBLEM : undefined} align="end" />}
    >
      <dl className={css.details} part="plan-details">
        <Row term={text.STUDENTS}>{String(current.students)}</Row>
        <Row term={text.PRICE}>{money(current.price)}</Row>
        <Row term={text.DURATION}>{durationLabel(current.duration)}</Row>
        <Row term={text.STATUS}>{text.statusText(current.status, cancelled)}</Row>
        {cancelled && current.expiry_date ? (
          <Row term={text.ENDS_ON}>{formatDate(current.expiry_date)}</Row>
        ) : current.next_billing_date ? (
          <Row term={text.NEXT_BILLING}>{formatDate(current.next_billing_date)}</Row>
        ) : null}
        {current.payment_method === 'card' && card && <Row term={text.PAYMENT_METHOD}>{text.cardText(card)}</Row>}
        {current.payment_method === 'mpesa' && <Row term={text.PAYMENT_METHOD}>M-Pesa</Row>}
        {balance > 0 && <Row term={text.BALANCE}>{money(balance)}</Row>}
        {balance < 0 && <Row term={text.CREDIT}>{money(-balance)}</Row>}
      </dl>
    </Card>
  );
}
