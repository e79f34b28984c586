import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { box, choice } from './Choice.css';
import { cx } from './cx';
import { fieldIds, RequiredMark, type FieldTextProps } from './Field';
import { field, hint as hintClass } from './Field.css';
import { FieldError } from './FieldError';

export interface CheckboxProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id, className, required, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ids = fieldIds(inputId, hint, error, rest['aria-describedby']);
  return (
    <div className={field} part="field">
      <label className={choice} part="checkbox">
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          required={required}
          className={cx(box, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      {hint && (
        <p id={ids.hintId} className={hintClass} part="hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
