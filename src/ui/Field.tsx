import type { ReactNode } from 'react';
import { field, hint as hintClass, label as labelClass, requiredMark } from './Field.css';
import { FieldError } from './FieldError';

export interface FieldTextProps {
  /** Always visible, and the control's accessible name. */
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Shown under the control; marks it invalid. */
  error?: ReactNode;
}

/** The ids of a field's hint and error, and the aria-describedby that names those present. */
export function fieldIds(id: string, hint: ReactNode, error: ReactNode, extra?: string) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [extra, hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** The visual asterisk; the control's own `required` tells assistive tech. */
export function RequiredMark() {
  return (
    <span className={requiredMark} aria-hidden="true">
      *
    </span>
  );
}

interface FieldProps extends FieldTextProps {
  id: string;
  required?: boolean;
  children: ReactNode;
}

/** Label above, control, then hint and error under it. */
export function Field({ id, label, hint, error, required, children }: FieldProps) {
  const ids = fieldIds(id, hint, error);
  return (
    <div className={field} part="field">
      <label htmlFor={id} className={labelClass} part="label">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className={hintClass} part="hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
