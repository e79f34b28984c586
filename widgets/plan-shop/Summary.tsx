import { Fragment } from 'react';
import type { UpgradePreview } from '../../src/api/shop';
import type { Bundle } from '../../src/api/structs';
import { useOptions } from '../../src/element/context';
import { formatDate } from '../../src/domain/dates';
import { SMALL_TOTAL_NOTE } from '../../src/domain/smallTotal';
import { Alert } from '../../src/ui/Alert';
import { Checkbox } from '../../src/ui/Checkbox';
import { FieldError } from '../../src/ui/FieldError';
import * as css from './PlanShop.css';
import { planName, useMoney } from './planText';
import * as text from './texts';

interface Props {
  bundle: Bundle;
  currency: string;
  /** A change of plan: the plan being left, shown beside the new one. */
  current?: Bundle | null;
  /** A change of a paid plan (a free trial's purchase is none). */
  upgrade: boolean;
  preview: UpgradePreview | null;
  total: number | null;
  error?: string;
  /** A cancelled plan's change: whether it also turns automatic billing back on, when that may be chosen. */
  resume?: { checked: boolean; onChange: (value: boolean) => void; disabled: boolean; error?: string } | null;
}

/**
 * The chosen plan and what it costs; when changing plans, the current and new plan side by side.
 * The money lines are the server's, the very lines the order's receipt will show (docs/money.md):
 * the plan or its part until the billing date, the credit for the plan being left, the account's
 * credit or what it owes, what stays as credit, the rounding. Then what happens to the total: kept
 * as credit, carried to the next payment, or charged now ending a free trial; and, for a cancelled
 * plan, that it still ends unless billing is turned back on.
 */
export function Summary({ bundle, currency, current, upgrade, preview, total, error, resume }: Props) {
  const money = useMoney();
  const { locale } = useOptions();
  const date = (iso: string) => formatDate(iso, locale);
  // A visitor has no quote: the plan's own price is the line.
  const lines = preview ? (preview.lines ?? []) : [{ label: planName(bundle), amount: bundle.price }];
  const kept = preview?.kept_as_credit ?? 0;
  const deferred = (preview?.deferred ?? 0) > 0 && preview?.next_billing_date;
  const endsOn = preview?.stays_cancelled && preview.ends_on;

  return (
    <div className={css.summary} part="summary">
      <div className={upgrade ? css.sideBySide : undefined}>
        {upgrade && current && <PlanBox title={text.CURRENT_PLAN} bundle={current} currency={currency} />}
        <PlanBox title={upgrade ? text.NEW_PLAN : text.YOUR_PLAN} bundle={bundle} currency={currency} />
      </div>
      <FieldError id="bundle-error">{error}</FieldError>
      {/* The server says what a plan for fewer students than the account has means for them. */}
      {preview?.fewer_students && (
        <Alert tone="warning" part="fewer-students">
          {preview.fewer_students}
        </Alert>
      )}
      {upgrade && !endsOn && <p className={css.muted}>{text.UPGRADE_NOTE}</p>}
      <dl className={css.lines} part="lines">
        {lines.map((line) => (
          <Fragment key={line.label}>
            <dt>{line.label}</dt>
            <dd>{money(line.amount, currency)}</dd>
          </Fragment>
        ))}
        <dt className={css.total}>{text.TOTAL}</dt>
        <dd className={css.total}>{total === null ? text.LOADING : money(total, currency)}</dd>
        {upgrade && preview?.next_billing_date && (
          <>
            <dt>{text.NEXT_BILLING}</dt>
            <dd>{date(preview.next_billing_date)}</dd>
          </>
        )}
      </dl>
      {kept > 0 && <Alert part="alert kept-credit">{text.keptAsCredit(money(kept, currency))}</Alert>}
      {deferred && (
        <Alert part="alert deferred">
          {text.deferredTo(date(deferred))} {SMALL_TOTAL_NOTE}
        </Alert>
      )}
      {preview?.ends_trial && <Alert part="alert trial-ends">{text.TRIAL_ENDS}</Alert>}
      {endsOn && <Alert part="alert stays-cancelled">{text.stillEnds(date(endsOn))}</Alert>}
      {resume && (
        <Checkbox
          label={text.RESUME_BILLING}
          name="resume_billing"
          checked={resume.checked}
          onChange={(event) => resume.onChange(event.currentTarget.checked)}
          disabled={resume.disabled}
          error={resume.error}
        />
      )}
    </div>
  );
}

function PlanBox({ title, bundle, currency }: { title: string; bundle: Bundle; currency: string }) {
  const money = useMoney();
  return (
    <div className={css.planBox}>
      <span className={css.muted}>{title}</span>
      <strong>{planName(bundle)}</strong>
      <span>{money(bundle.price, currency)}</span>
    </div>
  );
}
