import { useId } from 'react';
import type { Bundle } from '../../src/api/structs';
import type { BundleId } from '../../src/domain/checkout';
import { Button } from '../../src/ui/Button';
import * as css from './PlanShop.css';
import { durationLabel } from '../../src/domain/duration';
import { savingsLabel } from '../../src/domain/savings';
import { useMoney } from './planText';
import { CURRENT_PLAN, PLANS_LABEL, SELECT, SELECTED, students } from './texts';

interface Props {
  bundles: Bundle[];
  currency: string;
  selected: BundleId | null;
  onSelect: (bundle: number) => void;
  disabled?: boolean;
}

/** The plans on sale: students, price, duration and savings; the current plan is marked and cannot be chosen. */
export function PlanList({ bundles, currency, selected, onSelect, disabled }: Props) {
  const id = useId();
  const money = useMoney();
  return (
    <ul className={css.plans} aria-label={PLANS_LABEL} part="plans">
      {bundles.map((bundle) => {
        const chosen = bundle.product_id === selected;
        const savings = savingsLabel(bundle.savings);
        const details = `${id}-${bundle.product_id}`;
        return (
          <li
            key={bundle.product_id}
            className={css.plan}
            data-selected={chosen || undefined}
            data-current={bundle.current || undefined}
            part="plan"
          >
            <strong id={`${details}-name`} className={css.planName}>
              {students(bundle.students)}
            </strong>
            <span id={`${details}-terms`} className={css.planTerms}>
              {durationLabel(bundle.duration)}
              {savings && <span className={css.savings}>{savings}</span>}
            </span>
            <span id={`${details}-price`} className={css.price}>
              {money(bundle.price, currency)}
            </span>
            {bundle.current ? (
              <span className={css.action}>
                <span className={css.badge}>{CURRENT_PLAN}</span>
              </span>
            ) : (
              <Button
                className={css.action}
                variant={chosen ? 'primary' : 'secondary'}
                aria-describedby={`${details}-name ${details}-terms ${details}-price`}
                disabled={disabled}
                onClick={() => onSelect(bundle.product_id)}
              >
                {chosen ? SELECTED : SELECT}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
