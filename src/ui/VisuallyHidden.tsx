import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import { visuallyHidden } from './VisuallyHidden.css';

/** Text for assistive tech only. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={cx(visuallyHidden, className)} />;
}
