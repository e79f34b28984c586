import type { HTMLAttributes, ReactNode } from 'react';
import * as css from './Alert.css';
import { cx } from './cx';

export type AlertTone = keyof typeof css.tones;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** A button or link at the end, e.g. 'Upgrade'. */
  action?: ReactNode;
}

/** A message that is announced: danger interrupts (alert), the other tones wait their turn (status). */
export function Alert({ tone = 'info', title, action, className, children, ...rest }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      part="alert"
      {...rest}
      className={cx(css.tones[tone], className)}
    >
      <div className={css.message}>
        {title && <strong className={css.title}>{title}</strong>}
        {children}
      </div>
      {action}
    </div>
  );
}
