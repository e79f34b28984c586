import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { mpesaPhoneProblem } from '../../src/api/phone';
import { defaultPaymentMethod } from '../../src/api/shop';
import type { AppSettings, Bundle, Order, Payment, PaymentMethod } from '../../src/api/structs';
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
import { isValid } from '../../src/domain/fields';
import { LOADING_DELAY_MS } from '../../src/domain/limits';
import { receiptPath } from '../../src/domain/receipt';
import { useElement } from '../../src/element/context';
import { FormMessage } from '../../src/forms/FormMessage';
import { useFields } from '../../src/forms/useFields';
import type { CardFieldHandle, CardInfo } from '../../src/payments';
import { $profile } from '../../src/stores/profile';
import { $session, setToken } from '../../src/stores/session';
import { $subscription, loadSubscription } from '../../src/stores/subscription';
import { LoadingOverlay } from '../../src/ui/LoadingOverlay';
import { AccountStep } from './AccountStep';
import { Confirmations } from './Confirmations';
import { newKey } from '../../src/client/idempotencyKey';
import { leave } from './leave';
import { PaymentStep, PHONE_FIELD, SAVED } from './PaymentStep';
import { PlanList } from './PlanList';
import * as css from './PlanShop.css';
import { isOtherRenewalNumber } from './renewalNumber';
import { submitCheckout, type Done } from './submitCheckout';
import { Summary } from './Summary';
import { usePreview } from './usePreview';
import { WizardButtons } from './WizardButtons';

// The payment's progress (the bank's authentication step, an M-Pesa prompt, a refusal) is fetched
// only once something was submitted and is not decided yet.
const PaymentProgress = lazy(() => import('./PaymentProgress'));
// The Terms and the cancel question are fetched when they are asked for: most families never open them.
const TermsDialog = lazy(() => import('./CheckoutDialogs').then((module) => ({ default: module.TermsDialog })));
const CancelQuestion = lazy(() => import('./CheckoutDialogs').then((module) => ({ default: module.CancelQuestion })));

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
 * the two confirmations, and the submission of docs/behaviour.md, States. One Idempotency-Key per checkout,
 * so that a repeated submission makes one order.
 */
export function Checkout({ state, dispatch, app, bundles, kinds, returnTo, onNotice }: CheckoutProps) {
  const host = useElement();
  const { emit, options } = host;
  const plan = useStore($subscription);
  const profile = useStore($profile);
  // A free trial is no plan to change: buying ends it, and nothing of it is credited (docs/trial.md).
  const trial = !!plan && plan.trial === true;
  const change = state.upgrade && !trial;
  // A cancelled plan's change keeps its end date unless automatic billing is turned back on with it.
  const cancelled = change && !!plan && plan.cancellation_date !== null;
  const [resume, setResume] = useState(false);
  const resuming = cancelled && resume;
  const preview = usePreview(state.bundle, state.loggedIn, resuming);
  const account = useFields(EMPTY_SIGNUP);
  const [chosenMethod, setMethod] = useState<string | null>(null);
  const [typedPhone, setPhone] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [saved, setSaved] = useState<PaymentMethod | null>(null);
  const [renewals, setRenewals] = useState(false);
  /** A submitted order whose payment is not decided yet (an M-Pesa prompt) or was refused. */
  const [paying, setPaying] = useState<{ order: Order; kind: Submission } | null>(null);
  const card = useRef<CardFieldHandle>(null);
  const cardInfo = useRef<CardInfo | null>(null);
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  const currency = app.shopCurrency;
  const planMethod = plan ? plan.payment_method : null;
  // The way the plan is paid now comes first: its saved card, or M-Pesa to the profile's number.
  const method =
    chosenMethod ?? (planMethod === 'card' && saved ? SAVED : planMethod === 'mpesa' ? 'mpesa' : kinds[0]) ?? 'mpesa';
  const phone = typedPhone ?? profile?.phone_number ?? '';
  const bundle = bundles.find((b) => b.product_id === state.bundle) ?? null;
  const current = change && plan ? (bundles.find((b) => b.product_id === plan.product_id) ?? null) : null;
  // A signed-in parent sees the server's quote; a server that quotes only changes leaves the plan's price.
  const quoted = preview.preview?.adjusted_price ?? null;
  const total = state.upgrade || (state.loggedIn && !preview.failed) ? quoted : (bundle?.price ?? null);
  // Nothing is charged now (a total of 0, or a small one carried to the next payment): no payment is asked for.
  const free = total === 0 || (total !== null && preview.preview?.charged_now === 0);
  // The number M-Pesa renewals prompt, as the plan shows it (masked).
  const renewalNumber = plan ? plan.next_charge?.phone : null;
  // Paying a change another way than the plan is paid (M-Pesa, its saved card, or M-Pesa from another
  // number than renewals prompt) asks whether that way becomes the plan's.
  const otherWay =
    method !== (planMethod === 'card' ? SAVED : planMethod) ||
    (method === 'mpesa' && isOtherRenewalNumber(phone, renewalNumber));
  const askRenewals = change && planMethod !== null && !free && otherWay;
  // Unasked, a change paid by M-Pesa keeps an M-Pesa plan's renewal number as it is.
  const keepsNumber = change && !free && planMethod === 'mpesa' && method === 'mpesa';
  const useForRenewals = askRenewals ? renewals : keepsNumber ? false : undefined;
  const busy = state.locked || checking;
  const error = (field: string) => state.errors[field]?.[0];

  // A signed-in parent's card on file, offered as a way to pay.
  useEffect(() => {
    if (state.loggedIn)
      void send(defaultPaymentMethod, {}, options).then((answer) => answer.ok && setSaved(answer.data));
  }, [state.loggedIn]);

  // Live order updates follow the session, so that a sign-up here is on its channel before its
  // payment lands; their code is fetched once there is a session to follow, not for a visitor.
  const signedIn = useStore($session) !== null;
  useEffect(() => {
    if (signedIn) void import('../../src/realtime').then(({ watchRealtime }) => watchRealtime());
  }, [signedIn]);

  function select(product: number) {
    key.current = null;
    setResume(false);
    dispatch({ type: 'select', bundle: product });
  }

  /** Turning billing back on changes the quote: the total agreed to is agreed to again. */
  function resumeBilling(value: boolean) {
    key.current = null;
    setResume(value);
    dispatch({ type: 'agree', value: false });
  }

  /** The payment part of the request (none when nothing is charged); null (with the reason shown) when it cannot be made. */
  async function payment(): Promise<Payment | undefined | null> {
    if (free) return undefined;
    if (method === SAVED && saved) return { method: 'card', info: { payment_method_id: saved.id } };
    if (method === 'mpesa') {
      const problem = mpesaPhoneProblem(phone);
      if (!problem) return { method: 'mpesa', info: { phone_number: phone.trim() } };
      dispatch({ type: 'fail', errors: { [PHONE_FIELD]: [problem] }, message: problem });
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
      const paid =
        kind === 'signup' && method === 'card' && cardInfo.current
          ? { method: 'card' as const, info: cardInfo.current }
          : await payment();
      if (paid === null) {
        if (kind === 'signup') dispatch({ type: 'back' });
        return;
      }
      key.current ??= newKey();
      const answer = await submitCheckout(
        kind,
        {
          bundle: bundle.product_id,
          payment: paid,
          account: account.values,
          useForRenewals,
          resumeBilling: resuming || undefined,
        },
        key.current,
        options,
      );
      if (!answer.ok) {
        dispatch({ type: 'fail', message: answer.message || null, errors: answer.errors });
        // Payment problems are shown under the payment form, a step back from a visitor's last.
        if (kind === 'signup' && Object.keys(answer.errors).some((field) => field.startsWith('payment')))
          dispatch({ type: 'back' });
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
    if (token) setToken(token, options);
    key.current = null;
    emit('checkout-complete', { kind, order });
    // A payment not decided yet (the bank's authentication step, an M-Pesa prompt on the phone) is
    // followed here, and a refused change is paid again here: the shop says the plan is bought or
    // changed only once its order is paid.
    const refusedChange = kind === 'upgrade' && (order?.status === 'failed' || order?.status === 'failed_declined');
    if (order && (order.status === 'pending_payment' || refusedChange)) return setPaying({ order, kind });
    await moveOn(kind, order);
  }

  /**
   * The payment is decided (or, from a server that answers no order, taken): a paid change returns
   * with its success; anything else goes to its receipt, which says how it stands.
   */
  async function moveOn(kind: Submission, order: Order | null) {
    // The next page (the receipt, or the return path) reads the plan this checkout changed.
    await loadSubscription(options);
    const after = afterCheckout(kind, returnTo);
    if (after.upgraded && (!order || order.status === 'active')) {
      onNotice(after.message!);
      return leave(host, after.path, { upgraded: true, message: after.message });
    }
    return leave(host, receiptPath(order?.order_id) ?? after.path);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (isLastStep(state) ? checkout() : proceed());
  }

  if (paying) {
    return (
      <Suspense fallback={null}>
        <PaymentProgress
          order={paying.order}
          phone={phone}
          useForRenewals={askRenewals ? renewals : undefined}
          refusedHere={paying.kind === 'upgrade'}
          onDecided={(order) => void moveOn(paying.kind, order)}
          onRestart={() => {
            setPaying(null);
            dispatch({ type: 'restart' });
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <LoadingOverlay active={busy} delay={LOADING_DELAY_MS}>
        <form className={css.form} onSubmit={submit} noValidate part="form">
          {state.step <= 1 && (
            <PlanList bundles={bundles} currency={currency} selected={state.bundle} onSelect={select} disabled={busy} />
          )}
          {state.step >= 2 && bundle && (
            <Summary
              bundle={bundle}
              currency={currency}
              current={current}
              upgrade={change}
              preview={preview.preview}
              total={total}
              error={error('bundle') ?? (state.upgrade ? preview.error : null) ?? undefined}
              resume={
                cancelled
                  ? { checked: resume, onChange: resumeBilling, disabled: busy, error: error('resume_billing') }
                  : null
              }
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
                saved={saved}
                free={free}
                askRenewals={askRenewals}
                renewalNumber={renewalNumber}
                renewals={renewals}
                onRenewals={setRenewals}
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
          {isLastStep(state) && total !== null && (
            <Confirmations state={state} dispatch={dispatch} total={total} currency={currency} change={change} />
          )}
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
      {state.termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog
            open
            onClose={() => dispatch({ type: 'closeTerms' })}
            onAccept={() => dispatch({ type: 'acceptTerms' })}
          />
        </Suspense>
      )}
      {state.asking && (
        <Suspense fallback={null}>
          <CancelQuestion onResolve={(yes) => dispatch({ type: yes ? 'confirmCancel' : 'keep' })} />
        </Suspense>
      )}
    </>
  );
}
