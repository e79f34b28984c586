import { useStore } from '@nanostores/react';
import type { Order } from '../../api/structs';
import { useOptions } from '../../element/context';
import { formatMoney } from '../../domain/money';
import { $app } from '../../stores/app';
import { Spinner } from '../../ui/Spinner';
import * as css from './Mpesa.css';
import * as text from './texts';
import { clock, useCountdown } from './useCountdown';

/**
 * An M-Pesa prompt waiting on the family's phone: the (masked) number it went to, the exact
 * amount, what to do, and the time left to do it; then a wait for M-Pesa's word. It says nothing
 * of success: what follows is decided by the order, which the caller follows.
 */
export function MpesaPrompt({ order }: { order: Order }) {
  const currency = useStore($app)?.shopCurrency ?? order.currency;
  const seconds = useCountdown(order.prompt_expires_at);
  const amount = formatMoney(order.total, currency, useOptions().locale);
  return (
    <div className={css.prompt} part="mpesa-prompt">
      <p className={css.line} role="status">
        <Spinner />
        <strong>{text.promptSent(order.payment.phone ?? text.YOUR_PHONE, amount)}</strong>
      </p>
      <p className={css.line}>{text.APPROVE}</p>
      {/* Announced once it changes meaning, not every second. */}
      <p className={css.clock} aria-live={seconds === 0 ? 'polite' : 'off'} part="mpesa-time">
        {seconds === null || seconds === 0 ? text.STILL_WAITING : text.timeLeft(clock(seconds))}
      </p>
    </div>
  );
}
