import type { AdminPlan } from '../../../src/api/plans';
import { useOptions } from '../../../src/element/context';
import { durationLabel, studentsLabel } from '../../../src/domain/duration';
import { formatMoney } from '../../../src/domain/money';
import { savingsLabel } from '../../../src/domain/savings';
import * as css from './Plans.css';

/**
 * The plans on sale as the shop lists them: its order, its words for students, duration, savings
 * and price. Drawn here rather than with the shop's own list, which stays in the shop's chunk.
 */
export function ShopPreview({ plans, currency }: { plans: AdminPlan[]; currency: string }) {
  const { locale } = useOptions();
  return (
    <ul className={css.preview} part="shop-preview">
      {plans.map((plan) => {
        const savings = savingsLabel(plan.savings);
        return (
          <li key={plan.product_id} className={css.previewPlan}>
            <strong>{studentsLabel(plan.students)}</strong>
            <span>
              {durationLabel(plan.duration)}
              {savings && <span className={css.previewSavings}>{` ${savings}`}</span>}
            </span>
            <span className={css.previewPrice}>{formatMoney(plan.price, currency, locale)}</span>
          </li>
        );
      })}
    </ul>
  );
}
