import type { Dispatch } from 'react';
import { useOptions } from '../../src/element/context';
import { agreeText, type CheckoutEvent, type CheckoutState } from '../../src/domain/checkout';
import { Button } from '../../src/ui/Button';
import { Checkbox } from '../../src/ui/Checkbox';
import * as css from './PlanShop.css';
import { READ_TERMS, TERMS_CHECKBOX } from './texts';

interface Props {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutEvent>;
  total: number;
  currency: string;
  /** A change of plan agrees to change plans too; buying a plan, a free trial's buy-out included, does not. */
  change: boolean;
}

/** The last step's two confirmations: paying the total, and the Terms (which a dialog shows and can accept). */
export function Confirmations({ state, dispatch, total, currency, change }: Props) {
  return (
    <div className={css.confirmations} part="confirmations">
      <Checkbox
        label={agreeText(total, currency, change, useOptions().locale)}
        name="agree"
        checked={state.agreed}
        onChange={(event) => dispatch({ type: 'agree', value: event.currentTarget.checked })}
        disabled={state.locked}
        required
      />
      <Checkbox
        label={TERMS_CHECKBOX}
        name="terms"
        checked={state.terms}
        onChange={(event) => dispatch({ type: 'terms', value: event.currentTarget.checked })}
        disabled={state.locked}
        required
      />
      <Button
        variant="text"
        className={css.termsLink}
        onClick={() => dispatch({ type: 'openTerms' })}
        disabled={state.locked}
      >
        {READ_TERMS}
      </Button>
    </div>
  );
}
