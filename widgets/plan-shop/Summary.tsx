import type { UpgradePreview } from '../../src/api/shop';
import type { Bundle } from '../../src/api/structs';
import { useOptions } from '../../src/element/context';
import { formatDate } from '../../src/domain/dates';
import { BALANCE_CREDIT_LABEL, BALANCE_OWING_LABEL, ROUNDING_LABEL } from '../../src/domain/receipt';
import { smallTotalNote } from '../../src/domain/smallTotal';
import { Alert } from '../../src/ui/Alert';
import { FieldError } from '../../src/ui/FieldError';
import * as css from './PlanShop.css';
import { planName, useMoney } from './planText';
import * as text from './texts';

interface Props {
  bundle: Bundle;
  currency: string;
  /** Upgrade mode: the plan being left, and the price of the change. */
  current?: Bundle | null;
  upgrade: boolean;
  preview: UpgradePreview | null;
  total: number | null;
  error?: string;
}

/**
 * The chosen plan and what it costs; when changing plans, the current and new plan side by side.
 * The preview's lines add up to the total: the credit for the plan being left, the account's own
 * credit or what it owes, and what rounding to whole shillings took off.
 */
export function Summary({ bundle, currency, current, upgrade, preview, total, error }: Props) {
  const money = useMoney();
  const { locale } = useOptions();
  const note = total === null ? null : smallTotalNote(total);
  // The server says what a plan for fewer students than the account has means for them.
  const fewer = preview?.fewer_students;
  const balance = preview?.balance ?? 0;

  return (
    <div className={css.summary} part="summary">
      <div className={upgrade ? css.sideBySide : undefined}>
        {upgrade && current && <PlanBox title={text.CURRENT_PLAN} bundle={current} currency={currency} />}
        <PlanBox title={upgrade ? text.NEW_PLAN : text.YOUR_PLAN} bundle={bundle} currency={currency} />
      </div>
      <FieldError id="bundle-error">{error}</FieldError>
      {fewer && (
        <Alert tone="warning" part="fewer-students">
          {fewer}
        </Alert>
      )}
      {upgrade && <p className={css.muted}>{text.UPGRADE_NOTE}</p>}
      <dl className={css.lines}>
        {upgrade && preview && (
          <>
            <dt>{text.CREDIT}</dt>
            <dd>{money(-preview.credit, currency)}</dd>
            <dt>{text.ADJUSTED_PRICE}</dt>
            <dd>{money(Math.max(0, preview.price - preview.credit), currency)}</dd>
            {preview.next_billing_date && (
              <>
                <dt>{text.NEXT_BILLING}</dt>
                <dd>{formatDate(preview.next_billing_date, locale)}</dd>
              </>
            )}
          </>
        )}
        {balance !== 0 && (
          <>
            <dt>{balance < 0 ? BALANCE_CREDIT_LABEL : BALANCE_OWING_LABEL}</dt>
            <dd>{money(balance, currency)}</dd>
          </>
        )}
        {preview?.rounding ? (
          <>
            <dt>{ROUNDING_LABEL}</dt>
            <dd>{money(-preview.rounding, currency)}</dd>
          </>
        ) : null}
        <dt className={css.total}>{text.TOTAL}</dt>
        <dd className={css.total}>{total === null ? text.LOADING : money(total, currency)}</dd>
      </dl>
      {note && <Alert tone="info">{note}</Alert>}
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
