import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { cancel, renew } from '../../../src/api/shop';
import type { Subscription } from '../../../src/api/subscription';
import { send } from '../../../src/client/request';
import { UNDERSTAND_LABEL } from '../../../src/domain/confirmations';
import { canConfirmPlanChange } from '../../../src/domain/planChange';
import { formatMoney } from '../../../src/domain/money';
import { isCancelled, NO_PLAN, SHOP_LABEL, SHOP_PATH } from '../../../src/domain/planMenu';
import { hasPlan } from '../../../src/domain/planGate';
import { useSubmission } from '../../../src/forms/useSubmission';
import { PortalLink } from '../../../src/handoff/PortalLink';
import { appOf } from '../../../src/stores/app';
import { $subscription, loadSubscription, setSubscription } from '../../../src/stores/subscription';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { variants } from '../../../src/ui/Button.css';
import { Checkbox } from '../../../src/ui/Checkbox';
import { formatDate } from '../../../src/domain/dates';
import { chargeNote } from '../chargeWords';
import * as css from './PlanChange.css';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

export type PlanChangeKind = 'cancel' | 'renew';

const OVERVIEW = '/account';

/**
 * /account/cancel and /account/renew: what the change means and until when, the 'I understand'
 * box that enables the action, then back to /account with the plan the server answers.
 */
export function PlanChange({ kind }: { kind: PlanChangeKind }) {
  const plan = useStore($subscription);
  const currency = useStore(appOf(useOptions()))?.shopCurrency ?? '';
  const [fetched, setFetched] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const options = useOptions();

  useEffect(() => void loadSubscription(options).finally(() => setFetched(true)), []);
  useLayoutEffect(() => heading.current?.focus(), []);

  const change = useSubmission(async () => {
    const answer = await send(kind === 'cancel' ? cancel : renew, {}, options);
    if (answer.ok) {
      setSubscription(answer.data);
      navigate(OVERVIEW);
    }
    return answer;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canConfirmPlanChange(understood, change.busy)) void change.submit();
  }

  const title = kind === 'cancel' ? text.CANCEL_TITLE : text.RENEW_TITLE;
  const back = (
    <Button variant="secondary" onClick={() => navigate(OVERVIEW)}>
      {text.BACK}
    </Button>
  );

  const money = (minor: number) => formatMoney(minor, currency, options.locale);
  /** What renewing takes and when: the plan's next charge, as the renewal will take it (docs/money.md). */
  const renewal = (current: Subscription, until: string) => {
    const next = current.next_charge;
    const price = money(next ? next.price : current.price);
    if (!next) return text.renewPoints(until, price, current.duration, price);
    const note = chargeNote(next, money);
    const charge = note ? `${money(next.amount)} (${note})` : money(next.amount);
    return text.renewPoints(formatDate(next.date, options.locale), charge, current.duration, price);
  };

  let body: ReactNode;
  if (!hasPlan(plan)) {
    body =
      plan === false && fetched ? (
        <>
          <p>{NO_PLAN}</p>
          <PortalLink to={SHOP_PATH} className={variants.primary}>
            {SHOP_LABEL}
          </PortalLink>
        </>
      ) : (
        <p role="status">{text.LOADING}</p>
      );
  } else {
    const current = plan as Subscription;
    const cancelled = isCancelled(current);
    const until = current.expiry_date ? formatDate(current.expiry_date, options.locale) : '';
    const fits = kind === 'cancel' ? !cancelled : cancelled;
    body = !fits ? (
      <>
        <p>{kind === 'cancel' ? text.ALREADY_CANCELLED : text.NOT_CANCELLED}</p>
        <div className={css.buttons}>{back}</div>
      </>
    ) : (
      <form onSubmit={submit} noValidate className={css.form}>
        <ul className={css.points}>
          {(kind === 'cancel' ? text.cancelPoints(until) : renewal(current, until)).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Checkbox
          label={UNDERSTAND_LABEL}
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
        />
        {change.message && <Alert tone="danger">{change.message}</Alert>}
        <div className={css.buttons}>
          <Button
            type="submit"
            variant={kind === 'cancel' ? 'danger' : 'primary'}
            busy={change.busy}
            disabled={!understood}
          >
            {title}
          </Button>
          {back}
        </div>
      </form>
    );
  }

  return (
    <section className={css.page} part={kind === 'cancel' ? 'cancel' : 'renew'} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} className={css.title} part="title" tabIndex={-1}>
        {title}
      </h2>
      {body}
    </section>
  );
}
