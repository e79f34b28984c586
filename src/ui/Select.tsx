import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { Field, fieldIds, type FieldTextProps } from './Field';
import { control } from './Field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldTextProps, SelectHTMLAttributes<HTMLSelectElement> {
  options?: SelectOption[];
  /** A first option with the empty value, e.g. 'Unspecified' or 'Loading...'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with its label; `options` or `<option>` children. */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  required,
  children,
  ...rest
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const { describedBy } = fieldIds(selectId, hint, error, rest['aria-describedby']);
  return (
    <Field id={selectId} label={label} hint={hint} error={error} required={required}>
      <select
        part="select"
        {...rest}
        id={selectId}
        required={required}
        className={cx(control, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
}
