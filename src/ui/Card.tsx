import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as css from './Card.css';
import { cx } from './cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Buttons or a Menu at the end of the header. */
  actions?: ReactNode;
  /** The title's heading level (default 2). */
  level?: 2 | 3 | 4;
}

/** A titled block; with a title it is a region named by it. */
export function Card({ title, actions, level = 2, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${level}` as 'h2';
  return (
    <section part="card" {...rest} className={cx(css.card, className)} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <div className={css.header} part="card-header">
          {title && (
            <Heading id={titleId} className={css.title} part="card-title">
              {title}
            </Heading>
          )}
          {actions && (
            <div className={css.actions} part="card-actions">
              {actions}
            </div>
          )}
        </div>
      )}
      <div className={css.body} part="card-body">
        {children}
      </div>
    </section>
  );
}
