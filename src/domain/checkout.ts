import { agreeSentence, CHECKOUT_LABEL, SIGN_UP_LABEL, UPGRADED_MESSAGE } from './checkoutTexts';
import { CANCEL_QUESTION } from './confirmations';
import { formatMoney } from './money';
import { isActive, RECEIPT_PATH } from './planGate';
import type { FieldErrors, MaybePlan } from './types';

/** 0 not begun, 1 select plan, 2 payment info, 3 account info (logged-out only). */
export type Step = 0 | 1 | 2 | 3;
export type Submission = 'upgrade' | 'purchase' | 'signup';
export type BundleId = number | string;

export interface CheckoutState {
  step: Step;
  loggedIn: boolean;
  /** Logged in with an active subscription: the wizard changes plans. */
  upgrade: boolean;
  bundle: BundleId | null;
  /** 'I agree to pay the total of ...' is ticked. */
  agreed: boolean;
  /** The Terms are accepted. */
  terms: boolean;
  termsOpen: boolean;
  /** 'Are you sure you want to cancel?' is showing. */
  asking: boolean;
  /** A submission is in flight; nothing may be submitted or changed until it answers. */
  locked: boolean;
  /** The submission succeeded; the wizard stays locked until the page moves on. */
  done: boolean;
  /** Cancel at step 0: the wizard asks its host to go back. */
  left: boolean;
  message: string | null;
  errors: FieldErrors;
  order: unknown;
}

/** What a purchase, upgrade or sign-up call answered. */
export interface CheckoutResult {
  order?: unknown;
  errors?: FieldErrors | null;
  message?: string | null;
}

export type CheckoutEvent =
  | { type: 'begin' }
  | { type: 'select'; bundle: BundleId }
  | { type: 'proceed' }
  | { type: 'back' }
  | { type: 'agree'; value: boolean }
  | { type: 'terms'; value: boolean }
  | { type: 'openTerms' }
  | { type: 'closeTerms' }
  | { type: 'acceptTerms' }
  | { type: 'cancel' }
  | { type: 'keep' }
  | { type: 'confirmCancel' }
  | { type: 'submit' }
  | { type: 'fail'; message?: string | null; errors?: FieldErrors | null }
  | { type: 'result'; result: CheckoutResult }
  /** After a submission whose payment was refused: back to the plans, to choose again. */
  | { type: 'restart' }
  | { type: 'session'; loggedIn: boolean; plan: MaybePlan };

export { UPGRADE_TITLE, UPGRADED_MESSAGE } from './checkoutTexts';
export const DEFAULT_RETURN_PATH = '/account';

export function initialCheckout(loggedIn: boolean, plan: MaybePlan): CheckoutState {
  return {
    step: 0,
    loggedIn,
    upgrade: loggedIn && isActive(plan),
    bundle: null,
    agreed: false,
    terms: false,
    termsOpen: false,
    asking: false,
    locked: false,
    done: false,
    left: false,
    message: null,
    errors: {},
    order: null,
  };
}

export function stepCount(state: CheckoutState): 2 | 3 {
  return state.loggedIn ? 2 : 3;
}

export function isLastStep(state: CheckoutState): boolean {
  return state.step === stepCount(state);
}

/** Proceed is shown on the steps before the last and works once a plan is chosen. */
export function canProceed(state: CheckoutState): boolean {
  if (state.locked || state.step >= stepCount(state)) return false;
  return state.step !== 1 || state.bundle !== null;
}

/** Checkout is shown on the last step and needs both confirmations and nothing in flight. */
export function canCheckout(state: CheckoutState): boolean {
  return isLastStep(state) && state.bundle !== null && state.agreed && state.terms && !state.locked;
}

/** Which call the state submits. */
export function submission(state: CheckoutState): Submission {
  if (!state.loggedIn) return 'signup';
  return state.upgrade ? 'upgrade' : 'purchase';
}

/** The checkout button: visitors on the explore page sign up. */
export function checkoutLabel(state: CheckoutState): string {
  return state.loggedIn ? CHECKOUT_LABEL : SIGN_UP_LABEL;
}

/** The pay-agreement sentence, e.g. 'I agree to change plans and pay the total of Ksh 1,500.' */
export function agreeText(total: number, currency: string, upgrade: boolean, locale?: string): string {
  return agreeSentence(formatMoney(total, currency, locale), upgrade);
}

/** The question Cancel asks, or null when Cancel simply goes back (step 0). */
export function cancelQuestion(state: CheckoutState): string | null {
  return state.step === 0 ? null : CANCEL_QUESTION;
}

/** Where a successful submission goes: upgrades to the return path, the rest to the receipt. */
export function afterCheckout(
  kind: Submission,
  returnTo?: string | null,
): { path: string; upgraded: boolean; message: string | null } {
  if (kind === 'upgrade') return { path: returnTo || DEFAULT_RETURN_PATH, upgraded: true, message: UPGRADED_MESSAGE };
  return { path: RECEIPT_PATH, upgraded: false, message: null };
}

function hasErrors(errors: FieldErrors | null | undefined): boolean {
  return !!errors && Object.keys(errors).length > 0;
}

function stepTo(state: CheckoutState, step: number): CheckoutState {
  return { ...state, step: Math.max(0, Math.min(step, stepCount(state))) as Step };
}

export function updateCheckout(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (event.type === 'session') {
    const next = { ...state, loggedIn: event.loggedIn, upgrade: event.loggedIn && isActive(event.plan) };
    return stepTo(next, state.step);
  }
  if (event.type === 'fail') {
    if (state.done) return state;
    return { ...state, locked: false, message: event.message ?? null, errors: event.errors ?? {} };
  }
  if (event.type === 'result') {
    if (!state.locked) return state;
    const { result } = event;
    if (hasErrors(result.errors)) {
      return { ...state, locked: false, order: null, message: result.message ?? null, errors: result.errors ?? {} };
    }
    return { ...state, done: true, order: result.order ?? null, message: null, errors: {} };
  }
  if (event.type === 'restart') return state.done ? initialCheckoutFrom(state) : state;
  // Nothing else may change while a submission is in flight or after it succeeded.
  if (state.locked) return state;

  switch (event.type) {
    case 'begin':
      return state.step === 0 ? { ...state, step: 1, left: false } : state;
    case 'select': {
      // Choosing a plan completes the select step, also when the list was picked before beginning.
      const step = state.step <= 1 ? 2 : state.step;
      return { ...state, bundle: event.bundle, agreed: false, step, left: false };
    }
    case 'proceed':
      return canProceed(state) ? { ...state, step: (state.step + 1) as Step, left: false } : state;
    case 'back':
      return state.step > 1 ? stepTo(state, state.step - 1) : state;
    case 'agree':
      return { ...state, agreed: event.value };
    case 'terms':
      return { ...state, terms: event.value };
    case 'openTerms':
      return { ...state, termsOpen: true };
    case 'closeTerms':
      return { ...state, termsOpen: false };
    case 'acceptTerms':
      return { ...state, terms: true, termsOpen: false };
    case 'cancel':
      return state.step === 0 ? { ...state, left: true } : { ...state, asking: true };
    case 'keep':
      return { ...state, asking: false };
    case 'confirmCancel':
      return state.asking ? initialCheckoutFrom(state) : state;
    case 'submit':
      return canCheckout(state) ? { ...state, locked: true, message: null, errors: {} } : state;
  }
}

function initialCheckoutFrom(state: CheckoutState): CheckoutState {
  return { ...initialCheckout(state.loggedIn, false), upgrade: state.upgrade };
}
