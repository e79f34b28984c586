import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { PendingChange, Subscription } from '../../../src/api/subscription';
import { durationLabel } from '../../../src/domain/duration';
import { formatMoney } from '../../../src/domain/money';
import { RECEIPT_PATH } from '../../../src/domain/planGate';
import { FREE_TRIAL, TRIAL_SHOP, trialDaysLeft, trialLeftText } from '../../../src/domain/trial';
import { isCancelled, planMenu, SHOP_PATH } from '../../../src/domain/planMenu';
import { useElement, useOptions } from '../../../src/element/context';
import { leave } from '../../../src/handoff/leave';
import { PortalLink } from '../../../src/handoff/PortalLink';
import { portalUrl } from '../../../src/handoff/urls';
import { appOf } from '../../../src/stores/app';
import { $profile } from '../../../src/stores/profile';
import { $subscription } from '../../../src/stores/subscription';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { variants } from '../../../src/ui/Button.css';
import { Card } from '../../../src/ui/Card';
import { Menu } from '../../../src/ui/Menu';
import { $defaultCard, loadDefaultCard } from '../payment/defaultCard';
import { formatDate } from '../../../src/domain/dates';
import * as css from './Overview.css';
import * as text from './texts';
import { cardText } from '../cardWords';
import { chargeNote } from '../chargeWords';
import { nextPayment, planName, statusText } from './words';

// Changing the renewals' number (and the M-Pesa number rule it checks with) is fetched when asked for.
const RenewalNumberForm = lazy(() =>
  import('./RenewalNumberForm').then((module) => ({ default: module.RenewalNumberForm })),
);

/** Where the overview sends a plan change, so that the shop comes back here. */
export const RETURN_TO = '/account';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={css.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A purchase or change of plan not paid yet (the reference server's `pending_change`): waiting for
 * its payment, or refused, with the reason and a link to its receipt, where it is paid again.
 */
function PendingNotice({ change }: { change: PendingChange }) {
  const [, navigate] = useLocation();
  const options = useOptions();
  const plan = planName(change.students, change.duration);
  if (change.status === 'pending_payment')
    return (
      <Alert part="pending-change" className={css.pending}>
        {text.changePending(plan)}
      </Alert>
    );
  if (change.status !== 'failed' && change.status !== 'failed_declined') return null;
  // The receipt is a page of this element: a plain click opens it here, whatever the routing.
  const receipt = `${RECEIPT_PATH}/${change.order_id}`;
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(receipt);
  };
  return (
    <Alert
      tone="danger"
      part="pending-change"
      className={css.pending}
      title={text.changeNotPaid(plan)}
      action={
        <a href={portalUrl(receipt, options)} className={variants.primary} onClick={open}>
          {text.PAY_NOW}
        </a>
      }
    >
      {change.failure_message ? `${change.failure_message} ${text.PLAN_KEPT}` : text.PLAN_KEPT}
    </Alert>
  );
}

/**
 * A free trial: what it allows, when it ends and how many days are left, and the way to the shop,
 * where buying a plan ends it (docs/trial.md).
 */
function TrialPlan({ plan }: { plan: Subscription }) {
  const ended = plan.status !== 'active';
  const days = trialDaysLeft(plan.expiry_date);
  return (
    <Card title={text.CURRENT_PLAN} part="plan">
      <p className={css.trialBadge} part="trial">
        <strong>{FREE_TRIAL}</strong> <span part="trial-left">{trialLeftText(days, ended || days === 0)}</span>
      </p>
      <dl className={css.details} part="plan-details">
        <Row term={text.STUDENTS}>{String(plan.students)}</Row>
        {plan.expiry_date && <Row term={ended ? text.ENDED_ON : text.ENDS_ON}>{formatDate(plan.expiry_date)}</Row>}
      </dl>
      <div className={css.empty} part="trial-shop">
        <PortalLink to={SHOP_PATH} className={variants.primary}>
          {TRIAL_SHOP}
        </PortalLink>
      </div>
    </Card>
  );
}

/**
 * The Current Plan card (subscription style, and in trial style once the account has a plan): a change waiting for (or refused) its payment, the
 * plan, its dates, what the next renewal takes and how (`next_charge`: the amount taken, and why it
 * is not the price when the account's credit or balance owed goes into it), the card it is paid
 * with or the M-Pesa number its renewals prompt (with Change), the account's balance, and the Plan
 * Options menu of docs/behaviour.md, Screens. Without a plan: 'No plan found' and a Shop button.
 */
export function PlanCard() {
  const plan = useStore($subscription);
  const profile = useStore($profile);
  const currency = useStore(appOf(useOptions()))?.shopCurrency ?? '';
  const card = useStore($defaultCard);
  const [, navigate] = useLocation();
  const host = useElement();
  const { options } = host;
  const { locale } = options;
  const method = plan ? plan.payment_method : null;
  const [editingNumber, setEditingNumber] = useState(false);
  const [numberSaved, setNumberSaved] = useState<string | null>(null);
  const changeNumber = useRef<HTMLButtonElement>(null);
  const numberLeft = useRef(false);
  // Leaving the number's form puts focus back on its Change button, shown again.
  useEffect(() => {
    if (editingNumber || !numberLeft.current) return;
    numberLeft.current = false;
    changeNumber.current?.focus();
  }, [editingNumber]);

  // The card follows the plan: fetched again when its method, its order or its status changes (a
  // card made the default on the payment page updates the shared store itself).
  useEffect(() => {
    if (method === 'card') void loadDefaultCard(options);
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
          <PortalLink to={SHOP_PATH} className={variants.primary}>
            {menu.shop.label}
          </PortalLink>
        </div>
      </Card>
    );
  }

  const current = plan as Subscription;
  if (current.trial) return <TrialPlan plan={current} />;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const cancelled = isCancelled(current);
  const items = menu.items.map((item) => ({
    label: item.label,
    disabled: !item.enabled,
    onSelect: () =>
      item.id === 'change'
        ? leave(host.emit, portalUrl(item.path, options), { returnTo: RETURN_TO })
        : navigate(item.path),
  }));
  const balance = profile?.balance ?? current.remaining_balance;
  // What the next renewal takes (servers without it: the plan's price on its billing date).
  const next = current.next_charge ?? null;
  const note = next ? chargeNote(next, money) : null;
  const billingDate = next ? next.date : current.next_billing_date;
  const numberDone = (shown: string | null) => {
    numberLeft.current = true;
    setEditingNumber(false);
    setNumberSaved(shown && text.renewalNumberSaved(shown));
  };

  return (
    <Card
      title={text.CURRENT_PLAN}
      part="plan"
      actions={
        <Menu label={menu.label} items={items} warning={menu.warning ? text.PAYMENT_PROBLEM : undefined} align="end" />
      }
    >
      {current.pending_change && <PendingNotice change={current.pending_change} />}
      <dl className={css.details} part="plan-details">
        <Row term={text.STUDENTS}>{String(current.students)}</Row>
        <Row term={text.PRICE}>{money(current.price)}</Row>
        <Row term={text.DURATION}>{durationLabel(current.duration)}</Row>
        <Row term={text.STATUS}>{statusText(current.status, cancelled)}</Row>
        {cancelled && current.expiry_date ? (
          <Row term={text.ENDS_ON}>{formatDate(current.expiry_date, locale)}</Row>
        ) : billingDate ? (
          <>
            <Row term={text.NEXT_BILLING}>{formatDate(billingDate, locale)}</Row>
            <Row term={text.NEXT_PAYMENT}>
              {next
                ? nextPayment(money(next.amount), next.amount > 0 ? next.method : null, card)
                : nextPayment(money(current.price), current.payment_method, card)}
              {note && (
                <span className={css.note} part="charge-note">
                  {note}
                </span>
              )}
            </Row>
          </>
        ) : null}
        {current.payment_method === 'card' && card && <Row term={text.PAYMENT_METHOD}>{cardText(card)}</Row>}
        {current.payment_method === 'mpesa' && <Row term={text.PAYMENT_METHOD}>M-Pesa</Row>}
        {current.payment_method === 'mpesa' && next && (
          <Row term={text.RENEWAL_NUMBER}>
            <span className={css.number} part="renewal-phone">
              {next.phone || text.NOT_GIVEN}
              {!editingNumber && (
                <Button
                  ref={changeNumber}
                  variant="text"
                  aria-label={text.CHANGE_RENEWAL_NUMBER}
                  onClick={() => {
                    setNumberSaved(null);
                    setEditingNumber(true);
                  }}
                >
                  {text.CHANGE}
                </Button>
              )}
            </span>
          </Row>
        )}
        {balance > 0 && <Row term={text.BALANCE}>{money(balance)}</Row>}
        {balance < 0 && <Row term={text.CREDIT}>{money(-balance)}</Row>}
      </dl>
      {editingNumber && (
        <Suspense fallback={<p role="status">{text.LOADING}</p>}>
          <RenewalNumberForm onDone={numberDone} />
        </Suspense>
      )}
      {numberSaved && (
        <Alert tone="success" className={css.numberForm} part="renewal-number-saved">
          {numberSaved}
        </Alert>
      )}
    </Card>
  );
}
