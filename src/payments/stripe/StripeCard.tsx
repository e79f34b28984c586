import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementStyle,
} from '@stripe/stripe-js';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { CARD_MESSAGES, type CardErrors } from '../../domain/cardForm';
import { isBlank } from '../../domain/fields';
import { cx } from '../../ui/cx';
import { RequiredMark } from '../../ui/Field';
import { field, label as labelClass } from '../../ui/Field.css';
import { FieldError } from '../../ui/FieldError';
import { TextField } from '../../ui/TextField';
import { form, pair } from '../CardForm.css';
import { Loading } from '../Loading';
import { CARD_LABELS, PAYMENT_MESSAGES } from '../messages';
import { type CardFieldProps, type CardPart, failure, type Presubmit } from '../types';
import { Unavailable } from '../Unavailable';
import { INCOMPLETE, placeStripeError } from './errors';
import { lightContainer } from './lightDom';
import { load } from './load';
import { saveCard } from './saveCard';
import { box, label as clickable } from './StripeCard.css';

type Part = Exclude<CardPart, 'name'>;
const PARTS: readonly Part[] = ['number', 'expiry', 'cvc'];

interface PartState {
  complete: boolean;
  error?: { code?: string; message?: string };
}
const UNTOUCHED: PartState = { complete: false };

/** What the form needs of each of Stripe's three card elements. */
interface PartElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (event: PartState) => void): unknown;
  on(event: 'focus' | 'blur', handler: () => void): unknown;
  update(options: { disabled?: boolean }): void;
  focus(): void;
  destroy(): void;
}

interface Mounted {
  stripe: Stripe;
  number: StripeCardNumberElement;
  expiry: StripeCardExpiryElement;
  cvc: StripeCardCvcElement;
}

type Status = 'loading' | 'ready' | 'unavailable';

let instances = 0;

/** Stripe's frames cannot read the theme's custom properties, so they get its computed values. */
function themeStyle(from: HTMLElement): StripeElementStyle {
  const css = getComputedStyle(from);
  return { base: { color: css.color, fontFamily: css.fontFamily, fontSize: css.fontSize } };
}

/**
 * The card form of the Stripe provider: Stripe Elements for number, expiry and security code
 * (their frames mounted in the light DOM and shown here through slots), and the name beside
 * them, with the spec's messages.
 */
export function StripeCard({ ref, disabled = false, onMessage }: CardFieldProps) {
  const [instance] = useState(() => ++instances);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [states, setStates] = useState<Record<Part, PartState>>({
    number: UNTOUCHED,
    expiry: UNTOUCHED,
    cvc: UNTOUCHED,
  });
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<CardErrors>({});
  const [focused, setFocused] = useState<Part | null>(null);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<Partial<Record<Part, HTMLDivElement | null>>>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const latest = useRef({ name, states, status });
  latest.current = { name, states, status };
  const pending = useRef<Promise<Presubmit> | null>(null);
  // Focus waits for a render in which the part can take it (not locked by the checkout).
  const focusNext = useRef<CardPart | null>(null);
  const ids = useId();
  const locked = disabled || busy;

  useEffect(() => {
    let live = true;
    const undo: Array<() => void> = [];
    setStatus('loading');
    load().then(
      (stripe) => {
        if (!live) return;
        try {
          mounted.current = mountElements(stripe, undo);
          setStatus('ready');
        } catch (reason) {
          console.error('Stripe Elements could not be mounted', reason);
          setStatus('unavailable');
        }
      },
      (reason: unknown) => {
        console.error('Stripe.js could not be loaded', reason);
        if (live) setStatus('unavailable');
      },
    );
    return () => {
      live = false;
      mounted.current = null;
      for (const step of undo.reverse()) step();
    };
  }, [attempt]);

  useEffect(() => {
    const elements = mounted.current;
    if (elements) for (const part of PARTS) (elements[part] as PartElement).update({ disabled: locked });
  }, [locked, status]);

  useLayoutEffect(() => {
    const part = focusNext.current;
    if (!part || locked) return;
    focusNext.current = null;
    if (part === 'name') nameInput.current?.focus();
    else (mounted.current?.[part] as PartElement | undefined)?.focus();
  });

  function mountElements(stripe: Stripe, undo: Array<() => void>): Mounted {
    const style = themeStyle(boxes.current.number!);
    const elements = stripe.elements();
    const made: Mounted = {
      stripe,
      number: elements.create('cardNumber', { style, showIcon: true, disabled: locked }),
      expiry: elements.create('cardExpiry', { style, disabled: locked }),
      cvc: elements.create('cardCvc', { style, disabled: locked }),
    };
    for (const part of PARTS) {
      const element = made[part] as PartElement;
      const container = lightContainer(boxes.current[part]!, `soma-card-${instance}-${part}`);
      undo.push(() => {
        element.destroy();
        container.remove();
      });
      element.on('change', ({ complete, error }) => {
        setStates((current) => ({ ...current, [part]: { complete, error } }));
        setServer((current) => (current[part] ? { ...current, [part]: undefined } : current));
      });
      element.on('focus', () => setFocused(part));
      element.on('blur', () => setFocused((current) => (current === part ? null : current)));
      element.mount(container.target);
    }
    return made;
  }

  function partMessage(part: Part, state: PartState, judged: boolean): string | undefined {
    if (state.error) return placeStripeError(state.error, INCOMPLETE[part]).message;
    return judged && !state.complete ? INCOMPLETE[part] : undefined;
  }

  function message(part: CardPart): string | undefined {
    if (server[part]) return server[part];
    if (part === 'name') return submitted && isBlank(name) ? CARD_MESSAGES.name : undefined;
    return partMessage(part, states[part], submitted);
  }

  function firstProblem(): [CardPart, string] | null {
    const { name: typed, states: now } = latest.current;
    if (isBlank(typed)) return ['name', CARD_MESSAGES.name];
    for (const part of PARTS) {
      const text = partMessage(part, now[part], true);
      if (text) return [part, text];
    }
    return null;
  }

  async function run(): Promise<Presubmit> {
    onMessage(null);
    setServer({});
    setSubmitted(true);
    const ready = mounted.current;
    if (!ready) {
      if (latest.current.status === 'unavailable') return failure(PAYMENT_MESSAGES.unavailable);
      onMessage(PAYMENT_MESSAGES.notReady);
      return failure(PAYMENT_MESSAGES.notReady);
    }
    const problem = firstProblem();
    if (problem) {
      focusNext.current = problem[0];
      return failure(problem[1]);
    }
    setBusy(true);
    const saved = await saveCard(ready.stripe, ready.number, latest.current.name.trim());
    setBusy(false);
    if (saved.ok) return { ok: true, info: { payment_method_id: saved.id } };
    if (saved.part) {
      setServer({ [saved.part]: saved.message });
      focusNext.current = saved.part;
    } else {
      onMessage(saved.message);
    }
    return failure(saved.message);
  }

  useImperativeHandle(
    ref,
    () => ({
      presubmit: () => (pending.current ??= run().finally(() => (pending.current = null))),
      focus: () => nameInput.current?.focus(),
    }),
    [],
  );

  function stripePart(part: Part) {
    const error = message(part);
    const labelId = `${ids}-${part}-label`;
    const errorId = `${ids}-${part}-error`;
    return (
      <div className={field} part="field">
        {/* Not a <label>: the control sits in Stripe's frame; a click on the text focuses it. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users reach the frame by Tab. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
        <span
          id={labelId}
          className={cx(labelClass, clickable)}
          part="label"
          onClick={() => (mounted.current?.[part] as PartElement | undefined)?.focus()}
        >
          {CARD_LABELS[part]}
          <RequiredMark />
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> cannot hold Stripe's frame with this layout; the group is named by its label. */}
        <div
          ref={(element) => {
            boxes.current[part] = element;
          }}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          className={box}
          part="input"
          data-focused={focused === part || undefined}
          data-invalid={error ? true : undefined}
          data-disabled={locked || undefined}
        />
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    );
  }

  if (status === 'unavailable') {
    const retry = () => {
      // Back to 'loading' in the same render as the new attempt, so the boxes exist before it mounts.
      setStatus('loading');
      setAttempt((n) => n + 1);
    };
    return <Unavailable onRetry={retry} />;
  }
  return (
    <div className={form} part="card-form" aria-busy={busy || undefined}>
      {status === 'loading' && <Loading />}
      <TextField
        ref={nameInput}
        label={CARD_LABELS.name}
        autoComplete="cc-name"
        required
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setServer((current) => (current.name ? { ...current, name: undefined } : current));
        }}
        error={message('name')}
        disabled={disabled}
        readOnly={busy}
      />
      {stripePart('number')}
      <div className={pair}>
        {stripePart('expiry')}
        {stripePart('cvc')}
      </div>
    </div>
  );
}
