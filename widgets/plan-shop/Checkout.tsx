import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { getReceipt } from '../../src/api/shop';
import type { AppSettings, Bundle, Order, Payment } from '../../src/api/structs';
import { send } from '../../src/client/request';
import { summary } from '../../src/api/errors';
import { EMPTY_SIGNUP, validateSignup } from '../../src/domain/accountForms';
import {
  afterCheckout,
  canCheckout,
  canProceed,
  checkoutLabel,
  isLastStep,
  submission,
  type CheckoutEvent,
  type CheckoutState,
  type Submission,
} from '../../src/domain/checkout';
import { CANCEL_QUESTION } from '../../src/domain/confirmations';
import { isBlank, isValid, requiredMessage } from '../../src/domain/fields';
import { LOADING_DELAY_MS } from '../../src/domain/limits';
import { awaitsCardAuthentication, receiptPath } from '../../src/domain/receipt';
import { useElement } from '../../src/element/context';
import { FormMessage } from '../../src/loginPage/FormMessage';
import { useFields } from '../../src/loginPage/useFields';
import type { CardFieldHandle, CardInfo } from '../../src/payments';
import { $profile } from '../../src/stores/profile';
import { $session, setToken } from '../../src/stores/session';
import { $subscription, loadSubscription } from '../../src/stores/subscription';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { LoadingOverlay } from '../../src/ui/LoadingOverlay';
import { AccountStep } from './AccountStep';
import { Confirmations } from './Confirmations';
import { newKey } from './idempotencyKey';
import { leave } from './leave';
import { PaymentStep, PHONE_FIELD } from './PaymentStep';
import { PlanList } from './PlanList';
import * as css from './PlanShop.css';
import { submitCheckout, type Done } from './submitCheckout';
import { Summary } from './Summary';
import { TermsDialog } from './TermsDialog';
import * as text from './texts';
import { usePreview } from './usePreview';
import { WizardButtons } from './WizardButtons';

// The bank's authentication step is fetched only when a card charge asks for it.
const CardAuthentication = lazy(() =>
  import('../../src/payments/authentication/CardAuthentication').then((module) => ({ default: module.CardAuthentication })),
);

export interface CheckoutProps {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutEvent>;
  app: AppSettings;
  bundles: Bundle[];
  kinds: string[];
  returnTo?: string;
  /** A message for the shop to show above the wizard, e.g. after a plan change. */
  onNotice: (message: string) => void;
}

/**
 * The checkout wizard from the first step on: the plan, payment info, account info for a visitor,
 * the two confirmations, and the submission of spec section 4. One Idempotency-Key per checkout,
 * so that a repeated submission makes one order.
 */
export function Checkout({ state, dispatch, app, bundles, kinds, returnTo, onNotice }: CheckoutProps) {
  const { emit } = useElement();
  const plan = useStore($subscription);
  const profile = useStore($profile);
  const preview = usePreview(state.bundle, state.upgrade);
  const account = useFields(EMPTY_SIGNUP);
  const [chosenMethod, setMethod] = useState<string | null>(null);
  const [typedPhone, setPhone] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** While a card charge is being authenticated: what ends the wait. */
  const [authenticating, setAuthenticating] = useState<(() => void) | null>(null);
  const card = useRef<CardFieldHandle>(null);
  const cardInfo = useRef<CardInfo | null>(null);
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  const currency = app.shopCurrency;
  const method = chosenMethod ?? kinds[0] ?? 'mpesa';
  const phone = typedPhone ?? profile?.phone_number ?? '';
  const bundle = bundles.find((b) => b.product_id === state.bundle) ?? null;
  const current = plan ? (bundles.find((b) => b.product_id === plan.product_id) ?? null) : null;
  const total = state.upgrade ? (preview.preview?.adjusted_price ?? null) : (bundle?.price ?? null);
  const busy = state.locked || checking;
  const error = (field: string) => state.errors[field]?.[0];

  // Live order updates follow the session, so that a sign-up here is on its channel before its
  // payment lands; their code is fetched once there is a session to follow, not for a visitor.
  const signedIn = useStore($session) !== null;
  useEffect(() => {
    if (signedIn) void import('../../src/realtime').then(({ watchRealtime }) => watchRealtime());
  }, [signedIn]);

  function select(product: number) {
    key.current = null;
    dispatch({ type: 'select', bundle: product });
  }

  /** The payment part of the request; null (with the reason shown) when it cannot be made. */
  async function payment(): Promise<Payment | null> {
    if (method === 'mpesa') {
      if (!isBlank(phone)) return { method: 'mpesa', info: { phone_number: phone.trim() } };
      dispatch({ type: 'fail', errors: { [PHONE_FIELD]: [requiredMessage('Phone Number')] } });
      return null;
    }
    const answer = await card.current?.presubmit();
    if (!answer?.ok) {
      dispatch({ type: 'fail' });
      return null;
    }
    cardInfo.current = answer.info;
    return { method: 'card', info: answer.info };
  }

  // A visitor's card is checked on leaving its step, while it is on screen; sign-up sends it later.
  async function proceed() {
    if (!canProceed(state) || checking) return;
    if (state.step === 2) {
      setChecking(true);
      dispatch({ type: 'fail' });
      const ok = (await payment()) !== null;
      setChecking(false);
      if (!ok) return;
    }
    dispatch({ type: 'proceed' });
  }

  async function checkout() {
    if (inFlight.current || !canCheckout(state) || total === null || !bundle) return;
    const kind = submission(state);
    if (kind === 'signup') {
      const errors = validateSignup(account.values, app.accountRequirements.required);
      if (!isValid(errors)) return dispatch({ type: 'fail', errors, message: summary(errors) });
    }
    inFlight.current = true;
    dispatch({ type: 'submit' });
    try {
      const paid: Payment | null =
        kind === 'signup' && method === 'card' && cardInfo.current ? { method: 'card', info: cardInfo.current } : await payment();
      if (!paid) {
        if (kind === 'signup') dispatch({ type: 'back' });
        return;
      }
      key.current ??= newKey();
      const answer = await submitCheckout(kind, { bundle: bundle.product_id, payment: paid, account: account.values }, key.current);
      if (!answer.ok) {
        dispatch({ type: 'fail', message: answer.message || null, errors: answer.errors });
        // Payment problems are shown under the payment form, a step back from a visitor's last.
        if (kind === 'signup' && Object.keys(answer.errors).some((field) => field.startsWith('payment'))) dispatch({ type: 'back' });
        return;
      }
      dispatch({ type: 'result', result: { order: answer.data.order } });
      await finish(kind, answer.data);
    } catch (reason) {
      console.error('Soma checkout failed', reason);
      dispatch({ type: 'fail' });
    } finally {
      inFlight.current = false;
    }
  }

  async function finish(kind: Submission, { order, token }: Done) {
    if (token) setToken(token);
    key.current = null;
    emit('checkout-complete', { kind, order });
    // A card charge the bank wants authenticated is confirmed here, before the shop is left; one
    // it did not go through is shown on its receipt, with the card form to try another card.
    const authenticate = awaitsCardAuthentication(order);
    if (authenticate) order = await authenticated(order!);
    // The next page (the receipt, or the return path) reads the plan this checkout changed.
    await loadSubscription();
    const after = afterCheckout(kind, returnTo);
    if (after.upgraded && !(authenticate && order?.status !== 'active')) {
      onNotice(after.message!);
      return leave(emit, after.path, { upgraded: true, message: after.message });
    }
    return leave(emit, receiptPath(order?.order_id) ?? after.path);
  }

  /** Runs the authentication step and answers the order as it stands after it. */
  async function authenticated(order: Order): Promise<Order> {
    await new Promise<void>((resolve) => setAuthenticating(() => resolve));
    setAuthenticating(null);
    const answer = await send(getReceipt, { order_id: order.order_id });
    return answer.ok ? answer.data : order;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (isLastStep(state) ? checkout() : proceed());
  }

  return (
    <>
      <LoadingOverlay active={busy} delay={LOADING_DELAY_MS}>
        <form className={css.form} onSubmit={submit} noValidate part="form">
          {state.step <= 1 && <PlanList bundles={bundles} currency={currency} selected={state.bundle} onSelect={select} disabled={busy} />}
          {state.step >= 2 && bundle && (
            <Summary
              bundle={bundle}
              currency={currency}
              current={current}
              upgrade={state.upgrade}
              preview={preview.preview}
              total={total}
              error={error('bundle') ?? preview.error ?? undefined}
            />
          )}
          {/* Kept while a visitor fills in the account step, so the card form keeps what was typed. */}
          {state.step >= 2 && (
            <div className={css.form} hidden={state.step !== 2}>
              <PaymentStep
                kinds={kinds}
                method={method}
                onMethod={(next) => {
                  cardInfo.current = null;
                  setMethod(next);
                }}
                phone={phone}
                onPhone={setPhone}
                card={card}
                locked={busy}
                error={error}
              />
            </div>
          )}
          {state.step === 3 && (
            <AccountStep
              required={app.accountRequirements.required}
              values={account.values}
              onChange={account.change}
              locked={state.locked}
              error={error}
            />
          )}
          {isLastStep(state) && total !== null && <Confirmations state={state} dispatch={dispatch} total={total} currency={currency} />}
          <FormMessage message={state.message ?? ''} />
          <WizardButtons
            state={state}
            label={checkoutLabel(state)}
            canCheckout={canCheckout(state) && total !== null}
            busy={busy}
            onBack={() => dispatch({ type: 'back' })}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
        </form>
      </LoadingOverlay>
      {authenticating && (
        <Suspense fallback={null}>
          <CardAuthentication onSettled={() => authenticating()} />
        </Suspense>
      )}
      <TermsDialog open={state.termsOpen} onClose={() => dispatch({ type: 'closeTerms' })} onAccept={() => dispatch({ type: 'acceptTerms' })} />
      <ConfirmDialog
        open={state.asking}
        message={CANCEL_QUESTION}
        cancelLabel={text.CANCEL_BUTTONS[0]}
        confirmLabel={text.CANCEL_BUTTONS[1]}
        onResolve={(yes) => dispatch({ type: yes ? 'confirmCancel' : 'keep' })}
      />
    </>
  );
}
