import { useStore } from '@nanostores/react';
import { useEffect, useReducer, type Dispatch } from 'react';
import { initialCheckout, updateCheckout, type CheckoutEvent, type CheckoutState } from '../../src/domain/checkout';
import { $session } from '../../src/stores/session';
import { $subscription } from '../../src/stores/subscription';

/** The wizard's state machine, kept in step with the session and the plan as they load or change. */
export function useCheckout(): [CheckoutState, Dispatch<CheckoutEvent>] {
  const loggedIn = useStore($session) !== null;
  const plan = useStore($subscription);
  const [state, dispatch] = useReducer(updateCheckout, undefined, () => initialCheckout(loggedIn, plan));

  // A finished checkout keeps the steps it was finished on while the page moves on.
  useEffect(() => {
    if (!state.done) dispatch({ type: 'session', loggedIn, plan });
  }, [loggedIn, plan]);

  return [state, dispatch];
}
