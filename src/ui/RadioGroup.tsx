import { useId, type ReactNode } from 'react';
import { box, choice, fieldset, inline as inlineClass, legend as legendClass } from './Choice.css';
import { fieldIds, RequiredMark } from './Field';
import { hint as hintClass } from './Field.css';
import { FieldError } from './FieldError';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  options: RadioOption[];
  value?: string;
  onChange?: (value: string) => void;
  /** Defaults to a generated name; radios of one group share it. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Lays the options out in a row. */
  inline?: boolean;
}

/**
 * Native radios in a fieldset, so the browser gives the arrow keys and one Tab stop.
 * The fieldset takes the radiogroup role to carry the group's invalid and required states.
 */
export function RadioGroup({
  legend,
  options,
  value,
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  inline,
}: RadioGroupProps) {
  const id = useId();
  const ids = fieldIds(id, hint, error);
  const group = name ?? id;
  return (
    <fieldset
      className={fieldset}
      part="radio-group"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a radiogroup carries aria-invalid and aria-required, which a fieldset's group role does not.
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <legend id={`${id}-legend`} className={legendClass}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={inline ? inlineClass : fieldset}>
        {options.map((o) => (
          <label key={o.value} className={choice} part="radio">
            <input
              type="radio"
              className={box}
              name={group}
              value={o.value}
              checked={value === undefined ? undefined : value === o.value}
              disabled={o.disabled}
              required={required}
              onChange={() => onChange?.(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={ids.hintId} className={hintClass} part="hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
