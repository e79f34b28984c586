import { useImperativeHandle, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { createSandboxCard } from '../../api/sandboxCard';
import { send } from '../../client/request';
import { cardBrand, cardDigits } from '../../domain/cards';
import { parseExpiry, validateCard, type CardErrors, type CardInput } from '../../domain/cardForm';
import { TextField } from '../../ui/TextField';
import { form, pair } from '../CardForm.css';
import { CARD_LABELS, PAYMENT_MESSAGES } from '../messages';
import { CARD_PARTS, type CardFieldProps, type CardPart, failure, type Presubmit } from '../types';
import { brandName, typeCvc, typeExpiry, typeName, typeNumber, type Typed } from './inputs';
import { partErrors } from './serverErrors';

const EMPTY: CardInput = { name: '', number: '', expiry: '', cvc: '' };
const EVERY_PART = { name: true, number: true, expiry: true, cvc: true };

/**
 * The built-in provider's card form: it checks the card as Stripe Elements would, with the same
 * messages, and trades it for a payment method id at the sandbox endpoint. The card number lives
 * only in this form and in that one request.
 */
export function SandboxCard({ ref, disabled = false, onMessage }: CardFieldProps) {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<CardPart, boolean>>>({});
  const [server, setServer] = useState<CardErrors>({});
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<CardPart, HTMLInputElement | null>>>({});
  const latest = useRef(values);
  latest.current = values;
  const pending = useRef<Promise<Presubmit> | null>(null);
  // Focus waits for a render in which the field can take it (not disabled by a locked checkout).
  const focusNext = useRef<CardPart | null>(null);

  const errors = validateCard(values, new Date());
  const brand = cardBrand(values.number);
  const shown = (part: CardPart) => server[part] ?? (touched[part] ? errors[part] : undefined);

  useLayoutEffect(() => {
    const input = focusNext.current && inputs.current[focusNext.current];
    if (input && !input.disabled) {
      input.focus();
      focusNext.current = null;
    }
  });

  function retype(part: CardPart, raw: string, caret: number): Typed {
    if (part === 'number') return typeNumber(raw, caret);
    if (part === 'expiry') return typeExpiry(raw, caret);
    if (part === 'cvc') return typeCvc(raw, caret, brand);
    return typeName(raw, caret);
  }

  const change = (part: CardPart) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = retype(part, input.value, input.selectionStart ?? input.value.length);
    // Written straight to the input so that a refused character never shows and the caret stays put.
    if (input.value !== typed.value) {
      input.value = typed.value;
      input.setSelectionRange(typed.caret, typed.caret);
    }
    setValues((current) => ({ ...current, [part]: typed.value }));
    setServer((current) => (current[part] ? { ...current, [part]: undefined } : current));
  };

  // Like Stripe, a field is judged once it has been left with something in it, or at submission.
  const blur = (part: CardPart) => () => {
    if (latest.current[part] !== '') setTouched((current) => ({ ...current, [part]: true }));
  };

  function stop(part: CardPart, message: string): Presubmit {
    focusNext.current = part;
    return failure(message);
  }

  async function run(): Promise<Presubmit> {
    const card = latest.current;
    onMessage(null);
    setServer({});
    setTouched(EVERY_PART);
    const found = validateCard(card, new Date());
    const invalid = CARD_PARTS.find((part) => found[part]);
    if (invalid) return stop(invalid, found[invalid]!);

    const expiry = parseExpiry(card.expiry)!;
    setBusy(true);
    const result = await send(createSandboxCard, {
      number: cardDigits(card.number),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: card.cvc,
      name: card.name.trim(),
    });
    setBusy(false);
    if (result.ok) return { ok: true, info: { payment_method_id: result.data.id } };

    const placed = partErrors(result.errors);
    const refused = CARD_PARTS.find((part) => placed[part]);
    if (refused) {
      setServer(placed);
      return stop(refused, placed[refused]!);
    }
    const message = result.message || PAYMENT_MESSAGES.failed;
    onMessage(message);
    return failure(message);
  }

  useImperativeHandle(
    ref,
    () => ({
      presubmit: () => (pending.current ??= run().finally(() => (pending.current = null))),
      focus: () => inputs.current.name?.focus(),
    }),
    [],
  );

  const field = (part: CardPart) => ({
    ref: (input: HTMLInputElement | null) => {
      inputs.current[part] = input;
    },
    value: values[part],
    onChange: change(part),
    onBlur: blur(part),
    error: shown(part),
    required: true,
    disabled,
    readOnly: busy,
  });

  return (
    <div className={form} part="card-form" aria-busy={busy || undefined}>
      <TextField label={CARD_LABELS.name} autoComplete="cc-name" {...field('name')} />
      <TextField
        label={CARD_LABELS.number}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        hint={brandName(brand)}
        {...field('number')}
      />
      <div className={pair}>
        <TextField
          label={CARD_LABELS.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          {...field('expiry')}
        />
        <TextField
          label={CARD_LABELS.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          {...field('cvc')}
        />
      </div>
    </div>
  );
}
