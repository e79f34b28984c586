import type { ReactNode } from 'react';
import { fieldError } from './FieldError.css';

export interface FieldErrorProps {
  /** The id the field's aria-describedby points at. */
  id: string;
  children?: ReactNode;
}

/** A field's error message, announced when it appears; renders nothing without one. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <p id={id} role="alert" className={fieldError} part="error">
      {children}
    </p>
  );
}
