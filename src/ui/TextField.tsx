import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './cx';
import { Field, fieldIds, type FieldTextProps } from './Field';
import { control } from './Field.css';

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type?: 'text' | 'password' | 'email' | 'tel' | 'number' | 'url' | 'search';
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, type = 'text', id, className, required, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const { describedBy } = fieldIds(inputId, hint, error, rest['aria-describedby']);
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required}>
      <input
        part="input"
        {...rest}
        id={inputId}
        type={type}
        required={required}
        className={cx(control, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </Field>
  );
}
