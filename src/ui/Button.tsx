import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { variants } from './Button.css';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** A request is in flight: shows a spinner and ignores clicks, but keeps focus where it is. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (busy) event.preventDefault();
    else onClick?.(event);
  }
  return (
    <button
      part="button"
      {...rest}
      type={type}
      className={cx(variants[variant], className)}
      aria-busy={busy || undefined}
      onClick={click}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
