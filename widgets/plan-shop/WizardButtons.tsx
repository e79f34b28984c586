import { isLastStep, type CheckoutState } from '../../src/domain/checkout';
import { Button } from '../../src/ui/Button';
import * as css from './PlanShop.css';
import { BACK, CANCEL, PROCEED } from './texts';

interface Props {
  state: CheckoutState;
  /** 'Checkout', or 'Sign Up' for a visitor. */
  label: string;
  canCheckout: boolean;
  busy: boolean;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * The wizard's buttons. Proceed (steps before the last) and Checkout (the last) submit the form,
 * so Enter in a field does what the main button does. Before a plan is chosen the plans' own
 * Select buttons lead on.
 */
export function WizardButtons({ state, label, canCheckout, busy, onBack, onCancel }: Props) {
  const last = isLastStep(state);
  return (
    <div className={css.buttons} part="buttons">
      {state.step >= 1 && !last && (
        <Button type="submit" busy={busy} disabled={state.bundle === null}>
          {PROCEED}
        </Button>
      )}
      {last && (
        <Button type="submit" busy={busy} disabled={!canCheckout && !busy}>
          {label}
        </Button>
      )}
      {state.step >= 2 && (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {BACK}
        </Button>
      )}
      <Button variant="text" onClick={onCancel} disabled={busy}>
        {CANCEL}
      </Button>
    </div>
  );
}
