import { expect } from '@open-wc/testing';
import {
  afterCheckout,
  agreeText,
  canCheckout,
  canProceed,
  cancelQuestion,
  checkoutLabel,
  type CheckoutEvent,
  type CheckoutState,
  initialCheckout,
  isLastStep,
  stepCount,
  submission,
  updateCheckout,
  UPGRADE_TITLE,
  UPGRADED_MESSAGE,
} from '../../../src/domain/checkout';

const active = { status: 'active', students: 3, cancellation_date: null };
const expired = { status: 'expired', students: 3, cancellation_date: null };

function run(state: CheckoutState, ...events: CheckoutEvent[]): CheckoutState {
  return events.reduce(updateCheckout, state);
}

/** A state on its last step with both boxes ticked. */
function ready(loggedIn: boolean, plan: typeof active | false = false): CheckoutState {
  const steps: CheckoutEvent[] = [{ type: 'begin' }, { type: 'select', bundle: 7 }];
  if (!loggedIn) steps.push({ type: 'proceed' });
  return run(initialCheckout(loggedIn, plan), ...steps, { type: 'agree', value: true }, { type: 'acceptTerms' });
}

describe('checkout: start', () => {
  it('starts at step 0 with nothing chosen or ticked', () => {
    const state = initialCheckout(true, false);
    expect(state.step).to.equal(0);
    expect(state.bundle).to.equal(null);
    expect(state.agreed).to.equal(false);
    expect(state.terms).to.equal(false);
    expect(state.locked).to.equal(false);
    expect(state.order).to.equal(null);
  });

  it('is in upgrade mode only for a logged-in user with an active plan', () => {
    expect(initialCheckout(true, active).upgrade).to.equal(true);
    expect(initialCheckout(true, { ...active, cancellation_date: '2030-01-01' }).upgrade).to.equal(true);
    expect(initialCheckout(true, expired).upgrade).to.equal(false);
    expect(initialCheckout(true, { ...active, status: 'failed_declined' }).upgrade).to.equal(false);
    expect(initialCheckout(true, false).upgrade).to.equal(false);
    expect(initialCheckout(true, null).upgrade).to.equal(false);
    expect(initialCheckout(false, active).upgrade).to.equal(false);
    expect(UPGRADE_TITLE).to.equal('Change Plan');
  });

  it('has 2 steps logged in and 3 logged out', () => {
    expect(stepCount(initialCheckout(true, false))).to.equal(2);
    expect(stepCount(initialCheckout(true, active))).to.equal(2);
    expect(stepCount(initialCheckout(false, false))).to.equal(3);
  });
});

describe('checkout: steps', () => {
  for (const loggedIn of [true, false]) {
    const who = loggedIn ? 'logged in' : 'logged out';

    it(`${who}: begin moves 0 to 1 and only from 0`, () => {
      const one = run(initialCheckout(loggedIn, false), { type: 'begin' });
      expect(one.step).to.equal(1);
      expect(run(one, { type: 'begin' }).step).to.equal(1);
      const two = run(one, { type: 'select', bundle: 1 });
      expect(run(two, { type: 'begin' }).step).to.equal(2);
    });

    it(`${who}: proceed moves 0 to 1, and not from 1 until a plan is chosen`, () => {
      const zero = initialCheckout(loggedIn, false);
      expect(canProceed(zero)).to.equal(true);
      const one = run(zero, { type: 'proceed' });
      expect(one.step).to.equal(1);
      expect(canProceed(one)).to.equal(false);
      expect(run(one, { type: 'proceed' }).step).to.equal(1);
    });

    it(`${who}: selecting a plan moves 1 to 2 and clears the pay agreement`, () => {
      const one = run(initialCheckout(loggedIn, false), { type: 'begin' }, { type: 'agree', value: true });
      expect(one.agreed).to.equal(true);
      const two = run(one, { type: 'select', bundle: 5 });
      expect(two.step).to.equal(2);
      expect(two.bundle).to.equal(5);
      expect(two.agreed).to.equal(false);
    });

    it(`${who}: selecting at step 0 also lands on step 2`, () => {
      const two = run(initialCheckout(loggedIn, false), { type: 'select', bundle: 'b' });
      expect(two.step).to.equal(2);
      expect(two.bundle).to.equal('b');
    });

    it(`${who}: selecting again on a later step keeps the step, clears the agreement, keeps the terms`, () => {
      const two = run(
        initialCheckout(loggedIn, false),
        { type: 'select', bundle: 1 },
        { type: 'agree', value: true },
        { type: 'terms', value: true },
      );
      const again = run(two, { type: 'select', bundle: 2 });
      expect(again.step).to.equal(2);
      expect(again.bundle).to.equal(2);
      expect(again.agreed).to.equal(false);
      expect(again.terms).to.equal(true);
    });

    it(`${who}: back goes one step down to 1 at least`, () => {
      const two = run(initialCheckout(loggedIn, false), { type: 'select', bundle: 1 });
      expect(run(two, { type: 'back' }).step).to.equal(1);
      expect(run(two, { type: 'back' }, { type: 'back' }).step).to.equal(1);
      expect(run(initialCheckout(loggedIn, false), { type: 'back' }).step).to.equal(0);
    });
  }

  it('logged in: step 2 is the last, proceed stops there', () => {
    const two = run(initialCheckout(true, false), { type: 'select', bundle: 1 });
    expect(isLastStep(two)).to.equal(true);
    expect(canProceed(two)).to.equal(false);
    expect(run(two, { type: 'proceed' }).step).to.equal(2);
  });

  it('logged out: proceed moves 2 to 3, the last step', () => {
    const two = run(initialCheckout(false, false), { type: 'select', bundle: 1 });
    expect(isLastStep(two)).to.equal(false);
    expect(canProceed(two)).to.equal(true);
    const three = run(two, { type: 'proceed' });
    expect(three.step).to.equal(3);
    expect(isLastStep(three)).to.equal(true);
    expect(canProceed(three)).to.equal(false);
    expect(run(three, { type: 'proceed' }).step).to.equal(3);
    expect(run(three, { type: 'back' }).step).to.equal(2);
  });

  it('step 0 and 1 are never last', () => {
    for (const loggedIn of [true, false]) {
      expect(isLastStep(initialCheckout(loggedIn, false))).to.equal(false);
      expect(isLastStep(run(initialCheckout(loggedIn, false), { type: 'begin' }))).to.equal(false);
    }
  });
});

describe('checkout: confirmations', () => {
  for (const loggedIn of [true, false]) {
    const who = loggedIn ? 'logged in' : 'logged out';

    it(`${who}: checkout needs both boxes on the last step`, () => {
      const last = run(
        initialCheckout(loggedIn, false),
        { type: 'select', bundle: 1 },
        ...(loggedIn ? [] : [{ type: 'proceed' } as const]),
      );
      expect(isLastStep(last)).to.equal(true);
      expect(canCheckout(last)).to.equal(false);
      expect(canCheckout(run(last, { type: 'agree', value: true }))).to.equal(false);
      expect(canCheckout(run(last, { type: 'terms', value: true }))).to.equal(false);
      expect(canCheckout(run(last, { type: 'agree', value: true }, { type: 'terms', value: true }))).to.equal(true);
      expect(canCheckout(run(last, { type: 'agree', value: true }, { type: 'acceptTerms' }))).to.equal(true);
      expect(canCheckout(ready(loggedIn))).to.equal(true);
      expect(canCheckout(run(ready(loggedIn), { type: 'agree', value: false }))).to.equal(false);
      expect(canCheckout(run(ready(loggedIn), { type: 'terms', value: false }))).to.equal(false);
    });
  }

  it('logged out: both boxes ticked on step 2 do not allow checkout', () => {
    const two = run(
      initialCheckout(false, false),
      { type: 'select', bundle: 1 },
      { type: 'agree', value: true },
      { type: 'terms', value: true },
    );
    expect(canCheckout(two)).to.equal(false);
    expect(run(two, { type: 'submit' }).locked).to.equal(false);
  });

  it('terms dialog: open, close keeps the box, accept ticks it and closes', () => {
    const one = run(initialCheckout(true, false), { type: 'begin' });
    const open = run(one, { type: 'openTerms' });
    expect(open.termsOpen).to.equal(true);
    const closed = run(open, { type: 'closeTerms' });
    expect(closed.termsOpen).to.equal(false);
    expect(closed.terms).to.equal(false);
    const accepted = run(open, { type: 'acceptTerms' });
    expect(accepted.termsOpen).to.equal(false);
    expect(accepted.terms).to.equal(true);
  });

  it('the agreement names the total, with "change plans and" when upgrading', () => {
    expect(agreeText(150000, 'Ksh', false)).to.equal('I agree to pay the total of Ksh 1,500.');
    expect(agreeText(150000, 'Ksh', true)).to.equal('I agree to change plans and pay the total of Ksh 1,500.');
    expect(agreeText(150050, 'Ksh', false)).to.equal('I agree to pay the total of Ksh 1,500.50.');
    expect(agreeText(0, 'Ksh', true)).to.equal('I agree to change plans and pay the total of Ksh 0.');
  });

  it('the checkout button signs visitors up', () => {
    expect(checkoutLabel(initialCheckout(false, false))).to.equal('Sign Up');
    expect(checkoutLabel(initialCheckout(true, false))).to.equal('Checkout');
    expect(checkoutLabel(initialCheckout(true, active))).to.equal('Checkout');
  });
});

describe('checkout: cancel', () => {
  it('at step 0 goes back without asking', () => {
    for (const loggedIn of [true, false]) {
      const zero = initialCheckout(loggedIn, false);
      expect(cancelQuestion(zero)).to.equal(null);
      const left = run(zero, { type: 'cancel' });
      expect(left.left).to.equal(true);
      expect(left.asking).to.equal(false);
    }
  });

  it('on every other step asks first', () => {
    const states = [
      run(initialCheckout(true, false), { type: 'begin' }),
      run(initialCheckout(true, false), { type: 'select', bundle: 1 }),
      run(initialCheckout(false, false), { type: 'select', bundle: 1 }, { type: 'proceed' }),
    ];
    for (const state of states) {
      expect(cancelQuestion(state)).to.equal('Are you sure you want to cancel?');
      const asking = run(state, { type: 'cancel' });
      expect(asking.asking).to.equal(true);
      expect(asking.left).to.equal(false);
      expect(asking.step).to.equal(state.step);
    }
  });

  it('keeping goes on where it was; confirming starts over', () => {
    const state = run(ready(true, active), { type: 'cancel' });
    const kept = run(state, { type: 'keep' });
    expect(kept.asking).to.equal(false);
    expect(kept.step).to.equal(2);
    expect(kept.agreed).to.equal(true);
    const over = run(state, { type: 'confirmCancel' });
    expect(over.step).to.equal(0);
    expect(over.asking).to.equal(false);
    expect(over.bundle).to.equal(null);
    expect(over.agreed).to.equal(false);
    expect(over.terms).to.equal(false);
    expect(over.upgrade).to.equal(true);
    expect(over.loggedIn).to.equal(true);
  });

  it('confirming without being asked does nothing', () => {
    const state = ready(true);
    expect(run(state, { type: 'confirmCancel' })).to.equal(state);
  });

  it('starting again after leaving clears the flag', () => {
    const left = run(initialCheckout(true, false), { type: 'cancel' });
    expect(run(left, { type: 'begin' }).left).to.equal(false);
  });
});

describe('checkout: submission', () => {
  it('upgrades for a logged-in user with an active plan', () => {
    expect(submission(ready(true, active))).to.equal('upgrade');
  });

  it('purchases for other logged-in users', () => {
    expect(submission(ready(true))).to.equal('purchase');
    expect(submission(initialCheckout(true, expired))).to.equal('purchase');
    expect(submission(initialCheckout(true, { ...active, status: 'pending_payment' }))).to.equal('purchase');
  });

  it('signs up logged-out visitors', () => {
    expect(submission(ready(false))).to.equal('signup');
    expect(submission(initialCheckout(false, active))).to.equal('signup');
  });

  it('goes to the return path after an upgrade, /account by default', () => {
    expect(afterCheckout('upgrade')).to.deep.equal({ path: '/account', upgraded: true, message: UPGRADED_MESSAGE });
    expect(afterCheckout('upgrade', '/home').path).to.equal('/home');
    expect(afterCheckout('upgrade', '').path).to.equal('/account');
    expect(UPGRADED_MESSAGE).to.equal('Your plan has been successfully changed.');
  });

  it('goes to the receipt after a purchase or a sign-up', () => {
    expect(afterCheckout('purchase', '/home')).to.deep.equal({
      path: '/account/receipt',
      upgraded: false,
      message: null,
    });
    expect(afterCheckout('signup')).to.deep.equal({ path: '/account/receipt', upgraded: false, message: null });
  });
});

describe('checkout: locking', () => {
  it('submit locks only when checkout is allowed', () => {
    expect(run(initialCheckout(true, false), { type: 'submit' }).locked).to.equal(false);
    const locked = run(ready(true), { type: 'submit' });
    expect(locked.locked).to.equal(true);
    expect(canCheckout(locked)).to.equal(false);
  });

  it('blocks double submission and every change while in flight', () => {
    const locked = run(ready(false), { type: 'submit' });
    const events: CheckoutEvent[] = [
      { type: 'submit' },
      { type: 'begin' },
      { type: 'select', bundle: 9 },
      { type: 'proceed' },
      { type: 'back' },
      { type: 'agree', value: false },
      { type: 'terms', value: false },
      { type: 'openTerms' },
      { type: 'acceptTerms' },
      { type: 'cancel' },
      { type: 'confirmCancel' },
    ];
    for (const event of events) expect(updateCheckout(locked, event), event.type).to.equal(locked);
  });

  it('an error unlocks and shows the message and field errors', () => {
    const locked = run(ready(false), { type: 'submit' });
    const failed = run(locked, { type: 'fail', message: 'The given data was invalid.', errors: { email: ['Taken'] } });
    expect(failed.locked).to.equal(false);
    expect(failed.message).to.equal('The given data was invalid.');
    expect(failed.errors).to.deep.equal({ email: ['Taken'] });
    expect(canCheckout(failed)).to.equal(true);
    const again = run(failed, { type: 'submit' });
    expect(again.locked).to.equal(true);
    expect(again.message).to.equal(null);
    expect(again.errors).to.deep.equal({});
  });

  it('an error without a message (a thrown call) just unlocks', () => {
    const failed = run(ready(true), { type: 'submit' }, { type: 'fail' });
    expect(failed.locked).to.equal(false);
    expect(failed.message).to.equal(null);
    expect(failed.errors).to.deep.equal({});
  });

  it('a result with errors clears the loading state and stores no order', () => {
    const state = run(
      ready(true),
      { type: 'submit' },
      {
        type: 'result',
        result: { order: { id: 1 }, errors: { payment: ['Declined'] }, message: 'Payment failed' },
      },
    );
    expect(state.locked).to.equal(false);
    expect(state.done).to.equal(false);
    expect(state.order).to.equal(null);
    expect(state.errors).to.deep.equal({ payment: ['Declined'] });
    expect(state.message).to.equal('Payment failed');
  });

  it('a result without errors stores the order and stays locked', () => {
    const order = { id: 42 };
    for (const result of [{ order }, { order, errors: {} }, { order, errors: null }]) {
      const state = run(ready(true), { type: 'submit' }, { type: 'result', result });
      expect(state.done).to.equal(true);
      expect(state.locked).to.equal(true);
      expect(state.order).to.equal(order);
      expect(run(state, { type: 'submit' })).to.equal(state);
      expect(run(state, { type: 'fail', message: 'late' })).to.equal(state);
    }
  });

  it('a result that arrives while nothing is in flight is ignored', () => {
    const state = ready(true);
    expect(run(state, { type: 'result', result: { order: {} } })).to.equal(state);
  });
});

describe('checkout: session changes', () => {
  it('logging in during the wizard drops the account step', () => {
    const three = run(initialCheckout(false, false), { type: 'select', bundle: 1 }, { type: 'proceed' });
    const signedIn = run(three, { type: 'session', loggedIn: true, plan: false });
    expect(signedIn.loggedIn).to.equal(true);
    expect(signedIn.step).to.equal(2);
    expect(submission(signedIn)).to.equal('purchase');
  });

  it('an active plan puts the wizard into upgrade mode, and logging out takes it out', () => {
    const state = run(initialCheckout(true, false), { type: 'session', loggedIn: true, plan: active });
    expect(state.upgrade).to.equal(true);
    const out = run(state, { type: 'session', loggedIn: false, plan: active });
    expect(out.upgrade).to.equal(false);
    expect(submission(out)).to.equal('signup');
  });
});
